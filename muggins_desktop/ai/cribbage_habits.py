"""What the table has shown of each player's way of laying cards (issue 30, fifth pass).

The hard player guesses the others' cards by how likely their plays were
under a model of a player. A fixed model fitted to one kind of opponent
costs points against another: guesses that take every player to shed its
highest card won 0.11 points a deal from medium, which plays that way, and
lost 0.15 to a Hoyle-style player, which leads low (docs/AI.md, "Fifth
pass"). So the lean is learnt per player, during the match, from what is
public: every earlier deal's plays (``peg`` events) and the hands shown
after them (``show`` events) tell which cards a player could have laid each
time and which it chose.

Two leans are fitted for each player, one for leads (a fresh count) and one
for the other plays, each the most likely value on a small grid under a
prior that pulls it to no lean at all, so the first deals read players as
before.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from muggins_desktop.ai.cribbage_fast import VALUE, peg_points

#: Leans tried, per point of card value (0: none).
GRID = (-1.0, -0.6, -0.3, 0.0, 0.3, 0.6, 1.0)
#: Strength of the pull to no lean: a normal prior with this spread.
PRIOR_SD = 0.35
RANKS = "A23456789TJQK"

# (ranks it could lay, rank laid, ranks of the count before, count before)
Choice = tuple[tuple[int, ...], int, tuple[int, ...], int]


def _rank(card: str) -> int:
    return RANKS.index(card[0]) + 1


def past_choices(events: Sequence[dict[str, Any]], players: int) -> tuple[list[list[Choice]], list[list[Choice]]]:
    """Each seat's leads and other plays in the finished deals, with the ranks it held then."""
    leads: list[list[Choice]] = [[] for _ in range(players)]
    follows: list[list[Choice]] = [[] for _ in range(players)]
    plays: list[tuple[int, int, tuple[int, ...], int]] = []
    shown: dict[int, list[int]] = {}
    seq: list[int] = []
    count = 0
    for e in events:
        kind = e.get("event")
        if kind == "deal":
            plays, shown, seq, count = [], {}, [], 0
        elif kind == "peg":
            r = _rank(str(e["card"]))
            plays.append((int(e["player"]), r, tuple(seq), count))
            seq.append(r)
            count = int(e["count"])
            if count == 31:
                seq, count = [], 0
        elif kind == "reset":
            seq, count = [], 0
        elif kind == "show" and not e.get("crib"):
            seat = int(e["player"])
            if 0 <= seat < players:
                shown[seat] = [_rank(str(c)) for c in e["cards"]]
                if len(shown) == players:
                    _read_deal(plays, shown, leads, follows)
    return leads, follows


def _read_deal(
    plays: list[tuple[int, int, tuple[int, ...], int]],
    shown: dict[int, list[int]],
    leads: list[list[Choice]],
    follows: list[list[Choice]],
) -> None:
    held = {seat: list(cards) for seat, cards in shown.items()}
    read: list[tuple[bool, int, Choice]] = []
    for seat, rank, seq, count in plays:
        hand = held.get(seat)
        if hand is None or rank not in hand:
            return  # the record does not fit the shown hands: read nothing of this deal
        options = tuple(sorted({r for r in hand if count + VALUE[r] <= 31}))
        hand.remove(rank)
        if len({VALUE[r] for r in options}) > 1:
            read.append((count == 0, seat, (options, rank, seq, count)))
    for is_lead, seat, choice in read:
        (leads if is_lead else follows)[seat].append(choice)


def _log_lik(choices: Sequence[Choice], tau: float, beta: float) -> float:
    total = 0.0
    for options, rank, seq, count in choices:
        z = 0.0
        for r in options:
            z += math.exp(beta * peg_points(seq + (r,), count + VALUE[r]) + tau * VALUE[r])
        total += beta * peg_points(seq + (rank,), count + VALUE[rank]) + tau * VALUE[rank] - math.log(z)
    return total


def fitted_lean(choices: Sequence[Choice], beta: float) -> float:
    """The most likely lean for these choices, pulled to 0 by the prior."""
    if not choices:
        return 0.0
    prior = 2.0 * PRIOR_SD * PRIOR_SD
    return max(GRID, key=lambda t: (_log_lik(choices, t, beta) - t * t / prior, -abs(t)))


_MEMO: dict[Any, tuple[tuple[float, ...], tuple[float, ...]]] = {}
MEMO_SIZE = 4  # every seat of a table of three, hard in each


def leans(view: Any, beta: float) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(lean at a lead, lean at other plays) for every seat, from the deals finished so far.

    Kept for one deal at a time (the finished deals do not change within a
    deal), so the work is done once per deal, not at every decision.
    """
    events = view.public_events
    start = max((i for i, e in enumerate(events) if e.get("event") == "deal"), default=0)
    key = (view.seat, view.players, start, repr(events[start]) if events else "", beta)
    hit = _MEMO.get(key)
    if hit is not None:
        return hit
    leads, follows = past_choices(events[:start], view.players)
    out = (
        tuple(fitted_lean(c, beta) for c in leads),
        tuple(fitted_lean(c, beta) for c in follows),
    )
    if len(_MEMO) >= MEMO_SIZE:
        _MEMO.clear()  # a few seats' worth of one deal at most
    _MEMO[key] = out
    return out


__all__ = ["GRID", "PRIOR_SD", "fitted_lean", "leans", "past_choices"]
