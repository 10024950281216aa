"""Where each side's points came from, for the match-end panels.

Computed from the (redacted) public events the table already has: every
event that carries ``scores`` moves some totals, and the kind of event says
where the points came from. Pure Python apart from ``tr``; the rows are
ready for a panel's table (a label, then one cell per side).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from muggins_desktop.ui.table.numbers import minus_sign

CONTEXT = "MatchSummary"
Event = Mapping[str, Any]


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


@dataclass
class Tally:
    """Points per side and per source; ``lost`` is what others took by muggins."""

    sides: int
    sources: dict[str, list[int]] = field(default_factory=dict)
    lost: list[int] = field(default_factory=list)

    def add(self, source: str, side: int, points: int) -> None:
        row = self.sources.setdefault(source, [0] * self.sides)
        if 0 <= side < self.sides:
            row[side] += points

    def get(self, source: str) -> list[int]:
        return list(self.sources.get(source, [0] * self.sides))


def _diffs(events: Iterable[Event], sides: int) -> Iterable[tuple[Event, list[int]]]:
    before = [0] * sides
    for e in events:
        scores = e.get("scores")
        if e.get("event") == "match_end" or not isinstance(scores, list) or len(scores) != sides:
            continue
        yield e, [int(now) - then for now, then in zip(scores, before, strict=False)]
        before = [int(s) for s in scores]


def cribbage_tally(events: Iterable[Event], sides: int, side_of: Any) -> Tally:
    """Play (pegging, go, his heels), hands, crib, muggins won and lost."""
    tally = Tally(sides, lost=[0] * sides)
    crib = False  # the show being settled is the crib (settle events do not say)
    for e, diff in _diffs(events, sides):
        kind = e.get("event")
        if kind == "show":
            crib = bool(e.get("crib"))
        player = e.get("player")
        own = side_of(player) if isinstance(player, int) else -1
        for side, points in enumerate(diff):
            if not points:
                continue
            if kind in ("peg", "go_point", "starter"):
                tally.add("play", side, points)
            elif kind == "show":
                tally.add("crib" if e.get("crib") else "hands", side, points)
            elif kind == "settle" and side == own:
                tally.add("crib" if crib else "hands", side, points)  # a count corrected
            elif kind == "settle":
                tally.add("muggins", side, points)
                if points > 0 and 0 <= own < sides:
                    tally.lost[own] += points
            else:
                tally.add("other", side, points)
    return tally


def dominoes_tally(events: Iterable[Event], players: int) -> Tally:
    """Points from play, and what each round's end gave or took."""
    tally = Tally(players)
    for e, diff in _diffs(events, players):
        kind = e.get("event")
        for seat, points in enumerate(diff):
            if points:
                tally.add("play" if kind == "play" else "rounds", seat, points)
    return tally


def _row(label: str, values: Sequence[int]) -> list[object]:
    row: list[object] = [label]
    row.extend(minus_sign(v) for v in values)
    return row


def cribbage_rows(tally: Tally) -> list[list[object]]:
    """Rows for the panel: Play, Hands, Crib, Muggins won, Muggins lost."""
    rows = [
        _row(tr("Play"), tally.get("play")),
        _row(tr("Hands"), tally.get("hands")),
        _row(tr("Crib"), tally.get("crib")),
        _row(tr("Muggins won"), tally.get("muggins")),
        _row(tr("Muggins lost"), [-n for n in tally.lost]),
    ]
    if any(tally.get("other")):
        rows.append(_row(tr("Other"), tally.get("other")))
    return rows


def dominoes_rows(tally: Tally) -> list[list[object]]:
    """Rows for the panel: points from play, from the ends of rounds."""
    return [_row(tr("From play"), tally.get("play")), _row(tr("Round ends"), tally.get("rounds"))]
