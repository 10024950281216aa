"""Replaying a match record once, stopping at every decision.

``Match.from_record`` rebuilds the final position; the review and the
take-back need every position on the way, as the seat saw it. Rebuilding a
prefix per decision would cost O(N^2); ``decisions(record)`` replays the
record once (with the same checks as ``from_record``: every action legal,
every produced event equal to the recorded one) and yields the match just
before each action, so the caller can take views there.

Reading a record from a file (through the storage door, with its caps and
checks) is ``storage.records``: the coach never touches files.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from muggins_desktop.engine import match_class
from muggins_desktop.engine.base import Action, Event, Match, canonical
from muggins_desktop.engine.errors import IllegalAction, RecordError

MAX_RECORD_BYTES = 32 * 1024 * 1024


@dataclass(frozen=True)
class Step:
    """One decision of a match: ``index`` is the record index of the first event it produced."""

    number: int
    index: int
    seat: int
    action: Action
    options: int  # how many legal actions the seat had


def new_from_start(record: Sequence[Event]) -> Match:
    """The match as its ``match_start`` describes it, before any action."""
    if not record or not isinstance(record[0], dict) or record[0].get("event") != "match_start":
        raise RecordError("The record does not start with a match_start event.")
    try:
        cls = match_class(str(record[0].get("game")))
    except ValueError as exc:
        raise RecordError(str(exc)) from exc
    try:
        return cls(**cls.config_from_start(record[0]))
    except (TypeError, ValueError, KeyError) as exc:
        raise RecordError(f"The match_start event is invalid: {exc}") from exc


def _check(match: Match, expected: list[Event], start: int) -> None:
    produced = match.record[start:]
    end = start + len(produced)
    if end > len(expected):
        raise RecordError("The record is truncated in the middle of an action's events.")
    if produced != expected[start:end] and canonical(produced) != expected[start:end]:
        raise RecordError(f"Event {start + 1} differs from the replay.")


def decisions(record: Sequence[Event]) -> Iterator[tuple[Match, Step]]:
    """Yield (match before the action, step) for every action of ``record``.

    The match is live: take what you need (views, legal actions) before
    asking for the next step, which applies the action. Raises
    ``RecordError`` like ``Match.from_record``.
    """
    match = new_from_start(record)
    # A fair match's closing ``reveal`` publishes its key; it is no action, and this match has no key.
    expected = [e for e in canonical(list(record)) if not (isinstance(e, dict) and e.get("event") == "reveal")]
    _check(match, expected, 0)
    i = len(match.record)
    number = 0
    while i < len(expected):
        event = expected[i]
        if not isinstance(event, dict):
            raise RecordError(f"Event {i + 1} is not an object.")
        try:
            found = match.action_from_event(event)
        except (TypeError, ValueError, KeyError, IndexError) as exc:
            raise RecordError(f"Event {i + 1} is malformed: {exc}") from exc
        if found is None:
            raise RecordError(f"Event {i + 1} ({event.get('event')!r}) does not follow from the events before it.")
        seat, action = found
        options = len(match.legal_actions()) if match.to_act == seat else 0
        yield match, Step(number, i, seat, action, options)
        try:
            match.apply(action, seat)
        except IllegalAction as exc:
            raise RecordError(f"Event {i + 1} is an illegal action: {exc}") from exc
        _check(match, expected, i)
        i = len(match.record)
        number += 1


__all__ = ["MAX_RECORD_BYTES", "Step", "decisions", "new_from_start"]
