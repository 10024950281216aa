"""Reading a dominoes record for the table: score sheet rows and round facts.

Pure functions over the event list (LOG_FORMAT.md field names), no Qt, so the
score sheet and the round summary can be tested without a window and can
never disagree with the record.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from muggins_desktop.engine.base import Event


@dataclass
class RoundRow:
    """One round of the sheet: per player play points, penalty, total."""

    round_no: int
    points: list[int]
    penalties: list[int | None]
    totals: list[int]
    finished: bool = False
    blocked: bool = False
    winner: int | None = None
    remaining: list[int] = field(default_factory=list)
    hands: list[list[tuple[int, int]]] = field(default_factory=list)


class RoundRows:
    """The score sheet's rows, built one event at a time (O(1) per event).

    Feed it every event in order (redacted ones will do: the sheet uses only
    public fields); ``rows`` then holds one ``RoundRow`` per round started.
    ``changed`` after a ``feed`` says which row changed (or None).
    """

    def __init__(self) -> None:
        self.rows: list[RoundRow] = []
        self.players = 0
        self.totals: list[int] = []
        self.changed: set[int] = set()  # rows changed since a reader last cleared this

    @property
    def round_no(self) -> int:
        return self.rows[-1].round_no if self.rows else 0

    def feed_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.feed(event)

    def feed(self, event: Event) -> int | None:
        """Take one event; return the index of the row it changed, if any."""
        index = self._feed(event)
        if index is not None:
            self.changed.add(index)
        return index

    def _feed(self, event: Event) -> int | None:
        kind = event.get("event")
        rows = self.rows
        if kind == "match_start":
            self.players = int(event["players"])
            self.totals = [0] * self.players
            return None
        if kind == "round_start":
            rows.append(RoundRow(int(event["round"]), [0] * self.players, [None] * self.players, list(self.totals)))
            return len(rows) - 1
        if not rows or kind not in ("play", "round_end", "match_end"):
            return None
        row = rows[-1]
        if kind == "play":
            row.points[event["player"]] += int(event["points"])
        elif kind == "round_end":
            row.penalties = list(event["penalties"])
            row.finished = True
            row.blocked = bool(event["blocked"])
            row.winner = event["winner"]
            row.remaining = list(event["remaining"])
            hands = event.get("hands")
            if isinstance(hands, list):
                row.hands = [[(int(t[0]), int(t[1])) for t in h] for h in hands]
        self.totals = list(event["scores"])
        row.totals = list(self.totals)
        return len(rows) - 1


def current_round_events(events: Sequence[Event]) -> list[Event]:
    """The events since the last ``round_start`` (inclusive)."""
    for i in range(len(events) - 1, -1, -1):
        if events[i].get("event") == "round_start":
            return list(events[i:])
    return []


def opening_index(events: Sequence[Event]) -> int:
    """Position of the opening tile in the current line, counted from the left.

    Every tile laid at the left end pushes the opening one place right.
    """
    return sum(1 for e in current_round_events(events) if e.get("event") == "play" and e.get("end") == "left")


def last_play(events: Sequence[Event]) -> Event | None:
    """The most recent play of the current round, if any."""
    for e in reversed(current_round_events(events)):
        if e.get("event") == "play":
            return e
    return None
