"""What a dominoes seat can know about the tiles it cannot see.

A draw or pass shows no tile matched either end then; later draws may, so each fact is kept as
"at most ``allowance`` tiles of this hand show any of these values".
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from muggins_desktop.ai.dominoes.sim import DTile, Ends, tkey

ALL: tuple[DTile, ...] = tuple((a, b) for a in range(7) for b in range(a, 7))


@dataclass
class Constraint:
    values: frozenset[int]
    allowance: int = 0


@dataclass
class Knowledge:
    seat: int
    players: int
    unseen: list[DTile]
    counts: list[int]
    boneyard_count: int
    constraints: list[list[Constraint]] = field(default_factory=list)

    def lacks(self, player: int) -> set[int]:
        """Values ``player`` is known to hold none of (strict facts only)."""
        out: set[int] = set()
        for c in self.constraints[player]:
            if c.allowance == 0:
                out |= c.values
        return out


def current_round(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    for i in range(len(events) - 1, -1, -1):
        if events[i].get("event") == "round_start":
            return list(events[i:])
    return []


def read_view(view: Any) -> Knowledge:
    """Build the seat's knowledge from its view alone."""
    n = view.players
    seen = {tkey(t.a, t.b) for t in view.hand} | {tkey(t.a, t.b) for t in view.line}
    unseen = [t for t in ALL if t not in seen]
    counts = list(view.hand_counts)
    cons: list[list[Constraint]] = [[] for _ in range(n)]
    ends = Ends()
    last_drawer: int | None = None  # who drew the tile we have not seen land yet
    for ev in current_round(view.public_events):
        kind = ev.get("event")
        if kind == "play":
            p = ev["player"]
            a, b = ev["tile"]
            side = -1 if ev["end"] is None else (0 if ev["end"] == "left" else 1)
            if side < 0:
                ends.lay((a, b), -1)
            else:
                ends.lay(tkey(a, b), side)
            last_drawer = None
        elif kind in ("draw", "pass"):
            p = ev["player"]
            if ends.empty:
                continue
            lr = frozenset((ends.lv, ends.rv))
            if last_drawer == p:
                # the previous drawn tile did not fit, so it stays in the hand
                for c in cons[p]:
                    if not c.values <= lr:
                        c.allowance += 1
            cons[p] = [c for c in cons[p] if not c.values <= lr] + [Constraint(lr, 0)]
            last_drawer = p if kind == "draw" else None
    return Knowledge(view.seat, n, unseen, counts, view.boneyard_count, cons)


def sample_deal(k: Knowledge, rng: random.Random, tries: int = 20) -> tuple[list[list[DTile]], list[DTile]]:
    """One guess of the hidden hands (own hand left empty) and the boneyard order."""
    others = [p for p in range(k.players) if p != k.seat]
    others.sort(key=lambda p: -sum(len(c.values) for c in k.constraints[p] if c.allowance < k.counts[p]))
    for attempt in range(tries + 1):
        pool = list(k.unseen)
        rng.shuffle(pool)
        hands: list[list[DTile]] = [[] for _ in range(k.players)]
        ok = True
        for p in others:
            need = k.counts[p]
            if attempt == tries:  # give up on the constraints rather than fail
                hands[p] = pool[:need]
                pool = pool[need:]
                continue
            left = [c.allowance for c in k.constraints[p]]
            taken: list[DTile] = []
            rest: list[DTile] = []
            for t in pool:
                if len(taken) < need:
                    fits = True
                    hits = []
                    for i, c in enumerate(k.constraints[p]):
                        if t[0] in c.values or t[1] in c.values:
                            if left[i] == 0:
                                fits = False
                                break
                            hits.append(i)
                    if fits:
                        for i in hits:
                            left[i] -= 1
                        taken.append(t)
                        continue
                rest.append(t)
            if len(taken) < need:
                ok = False
                break
            hands[p] = taken
            pool = rest
        if ok:
            return hands, pool
    raise AssertionError("unreachable")  # pragma: no cover
