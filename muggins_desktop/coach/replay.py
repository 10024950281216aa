"""Replaying a match record once, stopping at every decision.

``Match.from_record`` rebuilds the final position; the review and the
take-back need every position on the way, as the seat saw it. Rebuilding a
prefix per decision would cost O(N^2); ``decisions(record)`` replays the
record once (with the same checks as ``from_record``: every action legal,
every produced event equal to the recorded one) and yields the match just
before each action, so the caller can take views there.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


def load_record(path: str | Path) -> list[Event]:
    """A match record from a file: JSON Lines, a JSON list, or a saved game (``{"record": [...]}``).

    Raises ``RecordError`` with a one-line reason for anything else.
    """
    p = Path(path)
    try:
        if p.stat().st_size > MAX_RECORD_BYTES:
            raise RecordError(f"{p} is too large to be a match record.")
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise RecordError(f"{p}: no such file.") from exc
    except IsADirectoryError as exc:
        raise RecordError(f"{p} is a folder, not a match record.") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{p} cannot be read: {exc}") from exc
    return parse_record(text, str(p))


def seat_names(path: str | Path) -> list[str] | None:
    """The players' names kept in a saved game (``seats[i]["name"]``), or None for a plain record."""
    try:
        whole = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    seats = whole.get("seats") if isinstance(whole, dict) else None
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        return None
    return [str(s.get("name") or "") for s in seats]


def parse_record(text: str, name: str = "the record") -> list[Event]:
    """Events from record text (see ``load_record``)."""
    stripped = text.strip()
    if not stripped:
        raise RecordError(f"{name} is empty.")
    try:
        whole: Any = json.loads(stripped)
    except json.JSONDecodeError:
        whole = None
    if isinstance(whole, dict) and isinstance(whole.get("record"), list):
        events: Any = whole["record"]
    elif isinstance(whole, list):
        events = whole
    else:
        events = []
        for n, line in enumerate(stripped.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                events.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise RecordError(f"{name}, line {n}: not JSON ({exc.msg}).") from exc
    if not all(isinstance(e, dict) for e in events):
        raise RecordError(f"{name}: every event must be a JSON object.")
    return list(events)


__all__ = ["Step", "decisions", "load_record", "new_from_start", "parse_record", "seat_names"]
