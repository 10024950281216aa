"""Where each side's points came from, for the match-end panels.

Computed from the (redacted) public events the table already has: every
event that carries ``scores`` moves some totals, and the kind of event says
where the points came from. Pure Python apart from ``tr``; the rows are
ready for a panel's table (a label, then one cell per side).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from muggins_desktop.engine.base import Event
from muggins_desktop.ui.text.numbers import minus_sign
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "MatchSummary"


tr = Translator(CONTEXT)


@dataclass
class Tally:
    """Points per side and per source; the sources of a side add up to its score.

    Cribbage sources: ``play`` (pegging, go, his heels), ``hands`` and
    ``crib`` (the counts as declared, or as counted automatically),
    ``muggins`` (what a settlement added to the side's score: its right
    calls, and an opponent's wrong muggins call against its count, which is
    the muggins rule paying, not the hand), ``muggins_lost`` (what a
    settlement took off the side's score, as a negative number: its
    overcounts taken back) and ``other``. ``lost`` is ``muggins_lost`` as
    positive numbers.
    """

    sides: int
    sources: dict[str, list[int]] = field(default_factory=dict)
    lost: list[int] = field(default_factory=list)

    def add(self, source: str, side: int, points: int) -> None:
        row = self.sources.setdefault(source, [0] * self.sides)
        if 0 <= side < self.sides:
            row[side] += points

    def get(self, source: str) -> list[int]:
        return list(self.sources.get(source, [0] * self.sides))

    def total(self, side: int) -> int:
        """The sum of every source for ``side``: its score."""
        return sum(row[side] for row in self.sources.values())


def _diffs(events: Iterable[Event], sides: int) -> Iterable[tuple[Event, list[int]]]:
    before = [0] * sides
    for e in events:
        scores = e.get("scores")
        if e.get("event") == "match_end" or not isinstance(scores, list) or len(scores) != sides:
            continue
        yield e, [int(now) - then for now, then in zip(scores, before, strict=False)]
        before = [int(s) for s in scores]


def cribbage_tally(events: Iterable[Event], sides: int, side_of: Callable[[int], int]) -> Tally:
    """Play (pegging, go, his heels), hands, crib, muggins won and lost (see ``Tally``)."""
    tally = Tally(sides, lost=[0] * sides)
    for e, diff in _diffs(events, sides):
        kind = e.get("event")
        for side, points in enumerate(diff):
            if not points:
                continue
            if kind in ("peg", "go_point", "starter"):
                tally.add("play", side, points)
            elif kind == "show":
                tally.add("crib" if e.get("crib") else "hands", side, points)
            elif kind == "settle" and points > 0:
                tally.add("muggins", side, points)
            elif kind == "settle":
                tally.add("muggins_lost", side, points)
                tally.lost[side] -= points
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
        _row(tr("Muggins lost"), tally.get("muggins_lost")),
    ]
    if any(tally.get("other")):
        rows.append(_row(tr("Other"), tally.get("other")))
    return rows


def dominoes_rows(tally: Tally) -> list[list[object]]:
    """Rows for the panel: points from play, from the ends of rounds."""
    return [_row(tr("From play"), tally.get("play")), _row(tr("Round ends"), tally.get("rounds"))]
