"""Reading a dominoes record for the table: score sheet rows and round facts.

Pure functions over the event list (LOG_FORMAT.md field names), no Qt, so the
score sheet and the round summary can be tested without a window and can
never disagree with the record.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

Event = dict[str, Any]


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


def round_rows(record: Iterable[Event]) -> list[RoundRow]:
    """Rows of the score sheet, one per round started so far."""
    rows: list[RoundRow] = []
    players = 0
    totals: list[int] = []
    for event in record:
        kind = event.get("event")
        if kind == "match_start":
            players = int(event["players"])
            totals = [0] * players
        elif kind == "round_start":
            rows.append(RoundRow(int(event["round"]), [0] * players, [None] * players, list(totals)))
        elif kind == "play" and rows:
            row = rows[-1]
            row.points[event["player"]] += int(event["points"])
            totals = list(event["scores"])
            row.totals = list(totals)
        elif kind == "round_end" and rows:
            row = rows[-1]
            row.penalties = list(event["penalties"])
            totals = list(event["scores"])
            row.totals = list(totals)
            row.finished = True
            row.blocked = bool(event["blocked"])
            row.winner = event["winner"]
            row.remaining = list(event["remaining"])
            hands = event.get("hands")
            if isinstance(hands, list):
                row.hands = [[(int(t[0]), int(t[1])) for t in h] for h in hands]
        elif kind == "match_end" and rows:
            rows[-1].totals = list(event["scores"])
    return rows


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


def round_penalty_preview(pips: int) -> int:
    """The pip sum rounded to the nearest five (what a hand will cost)."""
    return ((pips + 2) // 5) * 5
