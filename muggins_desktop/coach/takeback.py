"""Take-back: return to the person's last decision by replaying less of the record.

Nothing is undone in place. The record is cut just before the events of the
person's last decision and the match is rebuilt from that prefix with
``Match.from_record``: the deals come from the match's seed, so the position
is exactly the one the person saw (same view, same legal actions), and the
computer players simply decide again from there.

Only when every other seat is a computer: in hot-seat a take-back would undo
another person's turn, so it is refused (``TakebackRefused``, code
``hot_seat``). A "decision" is an action with a real choice: a cut, a forced
draw or pass, or the only card that fits is skipped over, since going back
to it would change nothing.

Entry points for the lead: ``can_take_back(record, human_seats)`` for the
menu state, ``takeback_record(record, human_seats)`` for the prefix, and
``take_back(record, human_seats)`` for the rebuilt match.
"""

from __future__ import annotations

from collections.abc import Sequence

from muggins_desktop.coach.replay import decisions
from muggins_desktop.engine import match_from_record
from muggins_desktop.engine.base import Event, Match


class TakebackRefused(ValueError):
    """No take-back here; ``code`` is ``hot_seat``, ``no_person`` or ``nothing_to_take_back``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def _check_seats(human_seats: Sequence[int]) -> int:
    people = sorted(set(human_seats))
    if not people:
        raise TakebackRefused("no_person", "Take-back is for a person playing against the computer.")
    if len(people) > 1:
        raise TakebackRefused("hot_seat", "Take-back is off when several people share the table.")
    return people[0]


def last_decision_index(record: Sequence[Event], human_seats: Sequence[int]) -> int | None:
    """Record index of the first event of the person's last real decision, or None."""
    person = _check_seats(human_seats)
    last = None
    for _match, step in decisions(record):
        if step.seat == person and step.options > 1:
            last = step.index
    return last


def takeback_record(record: Sequence[Event], human_seats: Sequence[int]) -> list[Event]:
    """The record prefix that stops just before the person's last decision.

    Raises ``TakebackRefused`` in hot-seat, without a person, or when the
    person has made no decision yet; ``RecordError`` for a broken record.
    """
    index = last_decision_index(record, human_seats)
    if index is None:
        raise TakebackRefused("nothing_to_take_back", "There is no decision of yours to go back to yet.")
    return list(record[:index])


def can_take_back(record: Sequence[Event], human_seats: Sequence[int]) -> bool:
    """Whether Ctrl+Z may be offered now (one person, who has decided something)."""
    try:
        return last_decision_index(record, human_seats) is not None
    except TakebackRefused:
        return False


def takeback_offered(human_seats: Sequence[int], allow_take_back: bool = True) -> bool:
    """Whether Ctrl+Z exists at all for this table: one person, and the setting allows it."""
    return allow_take_back and len(set(human_seats)) == 1


def take_back(record: Sequence[Event], human_seats: Sequence[int], key: bytes | None = None) -> Match:
    """The match rebuilt at the person's last decision (``from_record`` on the prefix).

    ``key``: a fair match's key (``match.deal.key``), so the rebuilt match can still reveal it.
    """
    return match_from_record(takeback_record(record, human_seats), key=key)


__all__ = [
    "TakebackRefused",
    "can_take_back",
    "last_decision_index",
    "take_back",
    "takeback_offered",
    "takeback_record",
]
