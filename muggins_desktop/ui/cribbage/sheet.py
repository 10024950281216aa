"""The cribbage score sheet's rows, kept up to date one event at a time.

One row per hand dealt: per side the points the hand brought so far and the
running total. The sheet used to be rebuilt from the whole public record on
every batch the table showed, so a move late in a long match cost more than
an early one. ``HandRows`` is fed only the new events of each shown batch
and says which rows they touched; a match shown from scratch (a resumed
match, a take-back) is read once with ``reset``. No Qt: only the public
fields of the events (``event``, ``hand_no``, ``scores``) are read.
"""

from __future__ import annotations

from collections.abc import Iterable

from muggins_desktop.engine.base import Event

Cells = tuple[str, str, str]
Row = tuple[str, list[Cells]]


def hand_row(hand_no: int, before: list[int], now: list[int]) -> Row:
    """One hand's row: per side the points gained since the deal and the total."""
    return str(hand_no), [(str(b - a), "", str(b)) for a, b in zip(before, now, strict=False)]


class HandRows:
    """Score-sheet rows for cribbage, one per hand, built incrementally.

    ``feed`` costs the same whatever the length of the match: a deal opens a
    row, a new score rewrites the last row, and nothing earlier is read again.
    """

    def __init__(self, sides: int = 0) -> None:
        self.rows: list[Row] = []
        self.totals: list[int] = []
        self._before: list[int] = []  # the scores when the current hand was dealt
        self._hand_no = 0  # the hand being played (0: none dealt yet)
        self._start(sides)

    def _start(self, sides: int) -> None:
        self.rows, self.totals, self._before, self._hand_no = [], [0] * sides, [0] * sides, 0

    def reset(self, sides: int, events: Iterable[Event]) -> None:
        """Start again from ``events`` (the whole record as the table shows it): once per attach."""
        self._start(sides)
        self.feed(events)

    def feed(self, events: Iterable[Event]) -> set[int]:
        """Take the next events in order; return the indices of the rows they changed."""
        changed: set[int] = set()
        for event in events:
            kind = event.get("event")
            if kind == "deal":
                self._before = list(self.totals)
                self._hand_no = int(event["hand_no"])
                if self._hand_no:
                    self.rows.append(hand_row(self._hand_no, self._before, self.totals))
                    changed.add(len(self.rows) - 1)
            scores = event.get("scores")
            if isinstance(scores, list) and kind != "match_end":
                self.totals = [int(s) for s in scores]
                if self._hand_no and self.rows:
                    self.rows[-1] = hand_row(self._hand_no, self._before, self.totals)
                    changed.add(len(self.rows) - 1)
        return changed
