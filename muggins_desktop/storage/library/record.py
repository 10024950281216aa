"""A match's record on disk: JSON Lines, appended one batch of events per action.

The file is exactly the record format of ``docs/RECORD_FORMAT.md`` (one
event a line, no extra lines), so a library record is also an export.

Crash safety comes from the order of the bytes, not from rewriting: each
action's events are appended in one write, and a reader keeps only what is
whole. A last line without its newline is torn (the app died mid-write) and
is dropped, but only when it could be the start of one of our lines (after
at least one whole line, ``{"event":"`` and UTF-8 text, no longer than a
line can be): a file of garbage with no newline is damage, not a torn write,
and is kept aside whole rather than cut to nothing. A last action whose events are only partly there (the app died
between two lines of one batch) is dropped too, by replaying the record and
stopping before it (``complete_length``). Either way at most the last
action is lost. Damage anywhere else is damage: the file is refused.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from muggins_desktop.engine import RecordError, match_class
from muggins_desktop.engine.base import canonical
from muggins_desktop.engine.errors import IllegalAction
from muggins_desktop.storage.atomic import write_chosen_file
from muggins_desktop.storage.errors import StorageError, save_error
from muggins_desktop.storage.files import parse_json

#: A match record larger than this is refused (the longest real matches are well under 1 MiB).
MAX_RECORD_BYTES = 32 * 1024 * 1024
#: Longest torn tail taken for a cut write (one event line is well under 4 KiB).
MAX_TORN_BYTES = 64 * 1024
#: How each line the library writes begins (``encode``: the event's name is its first key).
LINE_START = b'{"event":"'
#: Bytes ``json.dumps`` never leaves unescaped in a line (NUL and the other control characters).
_CONTROL = re.compile(rb"[\x00-\x1f]")


@dataclass(frozen=True)
class RecordFile:
    """A parsed record file.

    ``ends[i]`` is the byte offset just after event ``i``'s line, so the
    file can be cut back to any number of events in O(1) (a take-back);
    ``torn`` says whether a partial last line was dropped.
    """

    events: list[dict[str, Any]]
    ends: list[int]
    torn: bool

    @property
    def size(self) -> int:
        """Bytes of the whole lines (where the next append must start)."""
        return self.ends[-1] if self.ends else 0


def encode(events: Sequence[Mapping[str, Any]]) -> list[bytes]:
    """One line of bytes per event, as the library writes them."""
    return [
        (json.dumps(e, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n").encode("utf-8")
        for e in events
    ]


def export_record(path: Path, record: Sequence[Mapping[str, Any]]) -> None:
    """Write a match record for people: JSON Lines, one event a line, atomically.

    The events are spaced as ``json.dumps`` spaces them by default (exports
    have always been written so); on a full disk or a failing rename the
    previous file of that name stays whole. Raises ``SaveError``
    (``action == "export"``).
    """
    path = Path(path)
    try:
        lines = [json.dumps(event, ensure_ascii=False, allow_nan=False) + "\n" for event in record]
    except (TypeError, ValueError) as exc:
        raise save_error("export", path, "not_json", "its data cannot be written as JSON") from exc
    write_chosen_file(path, "".join(lines).encode("utf-8"), "export")


def parse(data: bytes, lenient: bool = False) -> RecordFile:
    """Events of a record file; ``StorageError`` (``bad_record``) for damage before the last line.

    ``lenient`` (for records people exported or edited): blank lines and a
    last line without a newline are fine, a byte-order mark is skipped.
    """
    if lenient:
        data = data.removeprefix(b"\xef\xbb\xbf")
        if data and not data.endswith(b"\n"):
            data += b"\n"
    lines = data.split(b"\n")
    tail = lines.pop()  # bytes after the last newline: empty unless torn
    events: list[dict[str, Any]] = []
    ends: list[int] = []
    offset = 0
    for number, line in enumerate(lines, start=1):
        offset += len(line) + 1
        if lenient and not line.strip():
            continue
        try:
            event = parse_json(line)
        except StorageError as exc:
            raise StorageError(
                "bad_record", f"line {number} of its record is damaged ({exc.reason})", line=number
            ) from exc
        if not isinstance(event, dict) or type(event.get("event")) is not str:
            raise StorageError("bad_record", f"line {number} of its record is not an event", line=number)
        events.append(event)
        ends.append(offset)
    if tail and not _could_be_torn(tail, bool(lines)):
        last = len(lines) + 1
        raise StorageError("bad_record", f"line {last} of its record is damaged (not a cut write)", line=last)
    return RecordFile(events, ends, torn=bool(tail))


def _could_be_torn(tail: bytes, after_a_line: bool) -> bool:
    """Whether ``tail`` (bytes after the last newline) may be the start of a line the app was writing.

    Our lines start with ``LINE_START`` and are UTF-8; a write cut short may
    end inside a character, so up to three bytes at the very end may be an
    unfinished sequence. The first line of a record is never taken for a cut
    write: the match's first events are written in one small append.
    """
    if not after_a_line or len(tail) > MAX_TORN_BYTES or _CONTROL.search(tail):
        return False
    if not (LINE_START.startswith(tail) or tail.startswith(LINE_START)):
        return False
    for cut in range(4):
        try:
            tail[: len(tail) - cut].decode("utf-8")
        except UnicodeDecodeError:
            continue
        return True
    return False


def complete_length(record: Sequence[Mapping[str, Any]], key: str | None = None) -> int:
    """How many events of ``record`` form whole actions, replaying it once.

    A record whose last action's events are only partly written (the app
    was killed between two lines of one append: a last play without its
    ``match_end``, a ``match_end`` without its ``reveal``) yields the length
    before that action. ``key`` is a fair match's kept key, without which
    the replay would not reveal it. Returns 0 when even the first events
    (``match_start`` and the first deal) are incomplete. Raises
    ``RecordError`` for any other problem, exactly where
    ``Match.from_record`` would.
    """
    if not record or record[0].get("event") != "match_start":
        raise RecordError("The record does not start with a match_start event.")
    try:
        cls = match_class(str(record[0].get("game")))
        match = cls(**cls.config_from_start(dict(record[0])))
        shown = record[-1].get("key") if record[-1].get("event") == "reveal" else None
        if isinstance(shown, str) or key is not None:
            match.deal = match.deal.with_key(shown if isinstance(shown, str) else str(key))
    except (TypeError, ValueError, KeyError) as exc:  # DealError is a ValueError
        raise RecordError(f"The match_start event is invalid: {exc}") from exc
    expected = canonical(list(record))
    if not _agrees(match.record, expected, 0):
        if _is_prefix(match.record, expected, 0):
            return 0
        raise RecordError("The first events differ from the replay.")
    i = len(match.record)
    while i < len(expected):
        if expected[i].get("event") == "reveal" and match.reveal() is not None:  # a match given up
            if not _agrees(match.record, expected, i):
                raise RecordError(f"Event {i + 1} differs from the replay.")
            i = len(match.record)
            continue
        try:
            step = match.action_from_event(expected[i])
        except (TypeError, ValueError, KeyError, IndexError) as exc:
            raise RecordError(f"Event {i + 1} is malformed: {exc}") from exc
        if step is None:
            raise RecordError(f"Event {i + 1} does not follow from the events before it.")
        try:
            match.apply(step[1], step[0])
        except IllegalAction as exc:
            raise RecordError(f"Event {i + 1} is an illegal action: {exc}") from exc
        if not _agrees(match.record, expected, i):
            if _is_prefix(match.record, expected, i):
                return i  # the last action was cut short: keep what came before it
            raise RecordError(f"Event {i + 1} differs from the replay.")
        i = len(match.record)
    return i


def _agrees(produced: list[Any], expected: list[Any], start: int) -> bool:
    new = produced[start:]
    have = expected[start : start + len(new)]
    return len(have) == len(new) and (new == have or canonical(new) == have)


def _is_prefix(produced: list[Any], expected: list[Any], start: int) -> bool:
    """The recorded events from ``start`` on are a proper beginning of what the action produced."""
    new = canonical(produced[start:])
    have = expected[start:]
    return len(have) < len(new) and new[: len(have)] == have
