"""Match records from files, for Review, the ``review`` command and ``verify``.

The only way a record file is read: through the storage door
(``storage/files.py``: regular files only, never a FIFO or a device, a link
only inside its folder, at most ``MAX_RECORD_BYTES``), parsed with its caps
(depth, number lengths, no NaN), and checked before anything uses it: a
list of events with short names whose ``match_start`` describes a match
this app plays (``coach.replay.new_from_start``). The seat names of a saved
game are kept only when each one follows the name rule of
``storage.names``. JSON Lines, a JSON list of events and a saved game
(``{"record": [...], "seats": [...]}``) are all read.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from muggins_desktop.coach.replay import MAX_RECORD_BYTES, new_from_start
from muggins_desktop.engine.base import Event, Match
from muggins_desktop.engine.errors import RecordError
from muggins_desktop.storage import files
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.files import shown_path
from muggins_desktop.storage.names import clean_name

__all__ = [
    "MAX_RECORD_BYTES",
    "RecordFileError",
    "check_start",
    "load_record",
    "parse_record",
    "read_match_file",
    "seat_names",
]


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


def read_match_file(path: str | Path) -> tuple[list[Event], list[str] | None]:
    """The events of a record file, and the seat names when it is a saved game.

    Read through the storage door (regular files only, never a FIFO or a
    device, a link only inside its folder, at most ``MAX_RECORD_BYTES``),
    parsed with its caps, and checked before anything uses it: a list of
    events with short names whose ``match_start`` describes a match this app
    plays. Raises ``RecordFileError``.
    """
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


def parse_bytes(data: bytes, name: str = "the record") -> tuple[list[Event], list[str] | None]:
    """Events of a file's bytes, and the seat names of a saved game (``RecordFileError``).

    The one reason for a file that is no record, shared by Review and Open:
    empty, not UTF-8, NaN, nested too deep, a damaged line (by number), not
    events.
    """
    return _parse(data, name)


def _parse(data: bytes, name: str) -> tuple[list[Event], list[str] | None]:
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
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        return None
    names = [s.get("name") for s in seats]
    if not all(type(n) is str and 0 < len(n) <= MAX_NAME and clean_name(n) == n for n in names):
        return None
    return [str(n) for n in names]
