"""Replaying a match record once, stopping at every decision.

``Match.from_record`` rebuilds the final position; the review and the
take-back need every position on the way, as the seat saw it. Rebuilding a
prefix per decision would cost O(N^2); ``decisions(record)`` replays the
record once (with the same checks as ``from_record``: every action legal,
every produced event equal to the recorded one) and yields the match just
before each action, so the caller can take views there.
"""

from __future__ import annotations

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


class RecordFileError(RecordError):
    """A file that is no match record: ``code`` and ``params`` for a translated sentence.

    The codes are the storage door's (``not_regular``, ``link_outside``,
    ``too_large``, ``too_deep``, ``number_too_long``…) plus ``missing``,
    ``empty``, ``not_events`` (not a list of events), ``bad_event`` (an
    event without a short name) and ``bad_start`` (its ``match_start``
    describes no match this app plays). ``str()`` is one short English line.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(shorten(" ".join(message.split()), 300))
        self.code = code
        self.params = params


#: The longest event name a record may hold (ours are a few letters).
MAX_EVENT_NAME = 40
#: The longest seat name read from a saved game (as storage allows).
MAX_NAME = 40


def shorten(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def shown_path(path: str | Path) -> str:
    """A file name for a sentence (``storage.files.shown_path``: escapes, at most 120 characters)."""
    from muggins_desktop.storage.files import shown_path as escaped

    return escaped(path)


def read_match_file(path: str | Path) -> tuple[list[Event], list[str] | None]:
    """The events of a record file, and the seat names when it is a saved game.

    Read through the storage door (regular files only, never a FIFO or a
    device, a link only inside its folder, at most ``MAX_RECORD_BYTES``),
    parsed with its caps, and checked before anything uses it: a list of
    events with short names whose ``match_start`` describes a match this app
    plays. Raises ``RecordFileError``.
    """
    from muggins_desktop.storage import files
    from muggins_desktop.storage.errors import StorageError

    p = Path(path)
    name = shown_path(p)
    try:
        data = files.read_file(p, MAX_RECORD_BYTES)
    except FileNotFoundError as exc:
        raise RecordFileError("missing", f"{name}: no such file.") from exc
    except StorageError as exc:
        raise RecordFileError(exc.code, f"{name} cannot be used: {exc.reason}.", **exc.params) from exc
    events, names = _parse(data, name)
    check_start(events, name)
    return events, names


def check_start(events: Sequence[Event], name: str = "the record") -> Match:
    """The match ``events[0]`` starts (``RecordFileError`` ``bad_start`` when it is none)."""
    try:
        return new_from_start(events)
    except RecordError as exc:
        raise RecordFileError("bad_start", f"{name}: its match_start describes no match this app plays.") from exc


def load_record(path: str | Path) -> list[Event]:
    """A match record from a file: JSON Lines, a JSON list, or a saved game (``{"record": [...]}``).

    Raises ``RecordError`` (a ``RecordFileError``) with a one-line reason for anything else.
    """
    return read_match_file(path)[0]


def seat_names(path: str | Path) -> list[str] | None:
    """The players' names kept in a saved game (``seats[i]["name"]``), or None for a plain record."""
    try:
        return read_match_file(path)[1]
    except RecordError:
        return None


def parse_record(text: str, name: str = "the record") -> list[Event]:
    """Events from record text (see ``load_record``)."""
    return _parse(text.encode("utf-8", "surrogatepass"), name)[0]


def _parse(data: bytes, name: str) -> tuple[list[Event], list[str] | None]:
    from muggins_desktop.storage import files
    from muggins_desktop.storage.errors import StorageError

    stripped = data.strip()
    if not stripped:
        raise RecordFileError("empty", f"{name} is empty.")
    try:
        whole: Any = files.parse_json(stripped)
    except StorageError as exc:
        if exc.code != "not_json":
            raise RecordFileError(exc.code, f"{name} cannot be used: {exc.reason}.", **exc.params) from exc
        whole = None  # JSON Lines: one event a line
    names: list[str] | None = None
    if isinstance(whole, dict) and isinstance(whole.get("record"), list):
        events: Any = whole["record"]
        names = _names(whole.get("seats"))
    elif isinstance(whole, list):
        events = whole
    else:
        events = []
        for n, line in enumerate(stripped.split(b"\n"), start=1):
            if not line.strip():
                continue
            try:
                events.append(files.parse_json(line))
            except StorageError as exc:
                params = {**exc.params, "line": n}
                raise RecordFileError(exc.code, f"{name}, line {n}: {exc.reason}.", **params) from exc
    if not events or not all(isinstance(e, dict) for e in events):
        raise RecordFileError("not_events", f"{name}: every event must be a JSON object.")
    for n, event in enumerate(events, start=1):
        kind = event.get("event")
        if type(kind) is not str or not 0 < len(kind) <= MAX_EVENT_NAME:
            raise RecordFileError("bad_event", f"{name}: event {n} has no short event name.", index=n)
    return list(events), names


def _names(seats: Any) -> list[str] | None:
    """Seat names of a saved game when every one is short plain text, else None (seats are then numbered)."""
    from muggins_desktop.storage.names import clean_name

    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        return None
    names = [s.get("name") for s in seats]
    if not all(type(n) is str and 0 < len(n) <= MAX_NAME and clean_name(n) == n for n in names):
        return None
    return [str(n) for n in names]


__all__ = [
    "RecordFileError",
    "Step",
    "check_start",
    "decisions",
    "load_record",
    "new_from_start",
    "parse_record",
    "read_match_file",
    "seat_names",
]
