"""The library's index: a cache of every match's list row, rebuilt from the files.

Listing 10,000 matches must not open 20,000 files, so ``index.json`` keeps
one compact row per match (``MatchRow``: what a list shows) with the size
and modification time of its two files when they were read, and the
modification time of the matches folder when the index was written.

At start:
- the folder's time unchanged: no file was created, replaced, renamed or
  removed since (every sidecar write is a rename into the folder), so the
  rows stand; only the records of unfinished matches, which grow by
  appending, are ``stat``ed, and one that changed is read again;
- the folder's time changed: every file is ``stat``ed (no reads), rows
  whose files kept their size and time stand, the others are read again,
  vanished matches leave, new ones join;
- no index, a damaged one, or one written after a failed write: rebuilt
  by reading every sidecar.
The files are the truth and the index is never more than a shortcut; a
row from the index passes type checks as strict as the sidecar's.
"""

from __future__ import annotations

import os
import re
import secrets
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from itertools import chain
from pathlib import Path
from typing import Any, NamedTuple

from muggins_desktop.ai import LEVELS
from muggins_desktop.storage.atomic import dump_json
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.files import MAX_NUMBER_DIGITS, parse_json, read_file, unreadable
from muggins_desktop.storage.library import meta as lm
from muggins_desktop.storage.library import record as lr
from muggins_desktop.storage.library.rows import BASE, MAX_SERIES_TEXT, MatchRow, Summary, make_row

INDEX_FORMAT = 6
#: The index of 10,000 matches is a few megabytes.
MAX_INDEX_BYTES = 256 * 1024 * 1024
LEGACY_FORMAT = 5  # one file with every row: still read, written again as format 6
_GENERATION = re.compile(r"[0-9a-f]{16}")
_LIMIT = 10**MAX_NUMBER_DIGITS
META_SUFFIX = ".json"
RECORD_SUFFIX = ".jsonl"

Stamp = tuple[int, int]  # size, mtime in nanoseconds
UNKNOWN: Stamp = (0, 0)  # written by us, not stat'ed yet


class Entry(NamedTuple):
    row: MatchRow
    meta_stamp: Stamp
    record_stamp: Stamp | None  # None: no record file (yet)


def stamp_of(info: os.stat_result) -> Stamp:
    return (info.st_size, info.st_mtime_ns)


def time_of(stamp: Stamp | None) -> datetime | None:
    if stamp is None or stamp == UNKNOWN:
        return None
    return datetime.fromtimestamp(stamp[1] / 1e9, UTC)


def folder_time(folder: Path) -> int | None:
    try:
        return os.stat(folder).st_mtime_ns
    except OSError:
        return None


# ------------------------------------------------------------------ the index file
# The index is stored by columns ({"id": [...], "game": [...], ...}): loading
# and checking 10,000 rows is then a few passes of built-in functions over
# lists, instead of thousands of small objects checked one by one.
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_TIMES = ("created", "opened", "finished", "trashed", "played")
_OPTIONAL_TIMES = ("finished", "trashed", "played")
_META_STAMP = ("meta_size", "meta_mtime")  # the stamps of a match's files, a column each (format 6)
_RECORD_STAMP = ("record_size", "record_mtime")


def load_index(path: Path) -> tuple[dict[str, Entry], int | None, str | None] | None:
    """The cached rows of ``index.json``, the folder time they belong to and the generation of
    ``index-finished.json`` they rely on (None: that file holds nothing); None to rebuild.

    An index of format 5 (before the finished rows moved to their own file)
    holds every row and no generation.
    """
    try:
        obj = _parse_index(read_file(path, MAX_INDEX_BYTES))
        if not isinstance(obj, dict):
            raise _bad()
        if obj.get("format") == LEGACY_FORMAT and sorted(obj) == ["columns", "folder", "format"]:
            folder, settled = obj["folder"], None
        elif obj.get("format") == INDEX_FORMAT and sorted(obj) == ["columns", "finished", "folder", "format"]:
            folder, settled = obj["folder"], obj["finished"]
            if settled is not None and (type(settled) is not str or not _GENERATION.fullmatch(settled)):
                raise _bad()
        else:
            raise _bad()
        if folder is not None and type(folder) is not int:
            raise _bad()
        return _entries_of(obj["columns"], legacy=settled is None and obj["format"] == LEGACY_FORMAT), folder, settled
    except (FileNotFoundError, StorageError, TypeError, ValueError, KeyError, AttributeError, OverflowError):
        return None


def load_finished(path: Path, generation: str | None) -> dict[str, Entry] | None:
    """The rows of ``index-finished.json`` when it is the ``generation`` the index names; else None.

    ``generation`` None: whatever generation it is (rows to check against the files' stamps, when
    ``index.json`` itself is lost: only the sidecars that changed are read again).
    """
    try:
        obj = _parse_index(read_file(path, MAX_INDEX_BYTES))
        if not isinstance(obj, dict) or sorted(obj) != ["columns", "format", "generation"]:
            raise _bad()
        if obj["format"] != INDEX_FORMAT or obj["generation"] != (generation or obj["generation"]):
            raise _bad()
        entries = _entries_of(obj["columns"])
        if not all(settled(e.row) for e in entries.values()):
            raise _bad()
        return entries
    except (FileNotFoundError, StorageError, TypeError, ValueError, KeyError, AttributeError, OverflowError):
        return None


def settled(row: MatchRow) -> bool:
    """A row for ``index-finished.json``: finished for good (its sidecar says so), not in the trash."""
    return row.ended and row.finished is not None and row.trashed is None


def new_generation() -> str:
    return secrets.token_hex(8)


def _parse_index(data: bytes) -> Any:
    """The index's JSON: ``parse_json`` without the per-number hooks and the depth pass (the reader
    below bounds the numbers and takes one fixed shape; the parser's own guard stops deep nesting)."""
    return parse_json(data, number_hooks=False, depth_check=False)


def _bad() -> StorageError:
    return StorageError("bad_field", "the index does not hold what this app writes")


def _types(values: Iterable[Any], *kinds: type) -> bool:
    return set(map(type, values)) <= set(kinds)


def _bounded(values: Iterable[int]) -> bool:
    """Whole numbers no longer than a file may hold (the index is parsed without a per-number hook)."""
    listed = list(values)
    return not listed or (max(listed) < _LIMIT and min(listed) > -_LIMIT)


def _times_of(values: list[Any], legacy: bool) -> list[datetime | None]:
    """A column of times: ISO 8601 text in UTC (``datetime.fromisoformat``, in C), or whole
    microseconds since 1970 in an index of the format before."""
    if legacy:
        if not _bounded(t for t in values if t is not None):
            raise _bad()
        try:
            return [None if t is None else _EPOCH + timedelta(microseconds=t) for t in values]
        except OverflowError as exc:
            raise _bad() from exc
    if None in values:
        known = [t for t in values if t is not None]
        parsed = iter(list(map(datetime.fromisoformat, known)))
        out: list[datetime | None] = [None if t is None else next(parsed) for t in values]
    else:
        out = list(map(datetime.fromisoformat, values))
    if {t.tzinfo for t in out if t is not None} - {UTC}:
        raise _bad()
    return out


def _entries_of(cols: Any, legacy: bool = False) -> dict[str, Entry]:
    """The entries of a column store, checked as strictly as a sidecar (``StorageError`` otherwise).

    ``legacy``: the format before, with times as microseconds, a file's
    stamp as one [size, time] column and no series or duplicate columns.
    """
    c = _checked_columns(_with_new_columns(cols) if legacy else cols, legacy)
    if not _rows_valid(c, legacy):
        raise _bad()
    times = [_times_of(c[k], legacy) for k in _TIMES]
    if legacy:
        meta_stamps = _stamps(c["meta_stamp"], optional=False)
        record_stamps = _stamps(c["record_stamp"], optional=True)
    else:
        meta_stamps, record_stamps = _split_stamps(c, _META_STAMP, False), _split_stamps(c, _RECORD_STAMP, True)
    columns = [
        c["id"], c["game"], c["players"], c["partnerships"], list(map(tuple, c["names"])),
        list(map(tuple, c["humans"])), list(map(tuple, c["levels"])), c["target"], c["muggins"], c["lowball"],
        list(map(tuple, c["scores"])), c["ended"], c["winner"], c["skunk"], c["events"], c["rounds"], *times,
        c["took_back"], c["origin"], c["digest"], c["deal"], c["series"], c["replays"],
    ]  # fmt: skip
    rows = [make_row(*base) for base in zip(*columns, strict=True)]
    return {r.id: Entry(r, m, rs) for r, m, rs in zip(rows, meta_stamps, record_stamps, strict=True)}


def _with_new_columns(cols: Any) -> Any:
    """An index of the format before knew no series and no duplicate pairs: empty columns for them."""
    if type(cols) is not dict or "series" in cols or "replays" in cols:
        return cols
    ids = cols.get("id")
    length = len(ids) if type(ids) is list else 0  # a bad column fails the checks after
    return {**cols, "series": [None] * length, "replays": [None] * length}


def _checked_columns(cols: Any, legacy: bool) -> dict[str, list[Any]]:
    """Exactly the columns of the format, each a list, all of one length."""
    stamps = ["meta_stamp", "record_stamp"] if legacy else [*_META_STAMP, *_RECORD_STAMP]
    names = [*MatchRow._fields[:BASE], *stamps]
    if type(cols) is not dict or sorted(cols) != sorted(names):
        raise _bad()
    if not _types(cols.values(), list) or len({len(c) for c in cols.values()}) > 1:
        raise _bad()
    return cols


def _rows_valid(c: dict[str, list[Any]], legacy: bool) -> bool:
    """Every value of every row of the type and range a sidecar would give it.

    The checks run column by column, in a fixed order; each group only
    starts once the groups before it held, so a later check never sees a
    value of a type an earlier one refused.
    """
    return (
        _ids_valid(c)
        and _seats_valid(c)
        and _results_valid(c)
        and _texts_valid(c)
        and _stored_times_valid(c, int if legacy else str)
        and _numbers_bounded(c)
    )


def _ids_valid(c: dict[str, list[Any]]) -> bool:
    """Match ids (unique), games, player counts and the yes-or-no columns."""
    players = c["players"]
    return (
        _types(c["id"], str)
        and all(map(lm.ID_PATTERN.fullmatch, c["id"]))
        and len(set(c["id"])) == len(c["id"])
        and set(c["game"]) <= {"dominoes", "cribbage"}
        and _types(players, int)
        and (not players or (min(players) >= 2 and max(players) <= 4))
        and all(_types(c[k], bool) for k in ("partnerships", "muggins", "lowball", "ended", "took_back"))
    )


def _seats_valid(c: dict[str, list[Any]]) -> bool:
    """Per row, one name and one level per player, and people's seats that exist."""
    players = c["players"]
    if not _types(c["names"], list) or list(map(len, c["names"])) != players:
        return False
    flat_names = list(chain.from_iterable(c["names"]))
    return (
        _types(flat_names, str)
        and max(map(len, flat_names), default=0) <= lm.MAX_ORIGIN_NAME
        and _types(c["humans"], list)
        and _types(chain.from_iterable(c["humans"]), int)
        and all(not h or (0 <= min(h) and max(h) < p) for h, p in zip(c["humans"], players, strict=True))
        and _types(c["levels"], list)
        and list(map(len, c["levels"])) == players
        and set(chain.from_iterable(c["levels"])) <= {None, *LEVELS}
    )


def _results_valid(c: dict[str, list[Any]]) -> bool:
    """Targets, scores per side, winners among the sides, skunks, and lengths never below 0."""
    return (
        _types(c["target"], int)
        and _types(c["scores"], list)
        and all(2 <= n <= 4 for n in map(len, c["scores"]))
        and _types(chain.from_iterable(c["scores"]), int)
        and _types(c["winner"], int, type(None))
        and all(w is None or 0 <= w < len(sc) for w, sc in zip(c["winner"], c["scores"], strict=True))
        and set(c["skunk"]) <= {None, "skunk", "double"}
        and all(_types(c[k], int) and min(c[k], default=0) >= 0 for k in ("events", "rounds"))
    )


def _texts_valid(c: dict[str, list[Any]]) -> bool:
    """Origins, digests, deal numbers, series texts and the ids duplicates replay."""
    return (
        _types(c["origin"], str, type(None))
        and _types(c["digest"], str, type(None))
        and _types(c["deal"], str, type(None))
        and all(d is None or lm.DEAL_PATTERN.fullmatch(d) for d in c["deal"])
        and _types(c["series"], str, type(None))
        and max((len(t) for t in c["series"] if t is not None), default=0) <= MAX_SERIES_TEXT
        and _types(c["replays"], str, type(None))
        and all(r is None or lm.ID_PATTERN.fullmatch(r) for r in c["replays"])
    )


def _stored_times_valid(c: dict[str, list[Any]], stored: type) -> bool:
    """Times of the stored type (text, or whole microseconds before); only some may be missing."""
    return all(_types(c[k], stored) for k in ("created", "opened")) and all(
        _types(c[k], stored, type(None)) for k in _OPTIONAL_TIMES
    )


def _numbers_bounded(c: dict[str, list[Any]]) -> bool:
    """No whole number longer than a file may hold (the index is parsed without a per-number hook)."""
    return (
        all(_bounded(c[k]) for k in ("players", "target", "events", "rounds"))
        and _bounded(chain(chain.from_iterable(c["scores"]), chain.from_iterable(c["humans"])))
        and _bounded(w for w in c["winner"] if w is not None)
    )


def _stamps(values: list[Any], optional: bool) -> list[Any]:
    """File stamps: [size, mtime] lists of two whole numbers (or null for a missing record)."""
    present = [v for v in values if v is not None] if optional else values
    if not _types(present, list) or set(map(len, present)) - {2} or not _types(chain.from_iterable(present), int):
        raise _bad()
    if not _bounded(chain.from_iterable(present)):
        raise _bad()
    return [None if v is None else tuple(v) for v in values]


def _split_stamps(c: dict[str, Any], names: tuple[str, str], optional: bool) -> list[Any]:
    """File stamps from a size column and a time column (both null for a missing record)."""
    sizes, times = c[names[0]], c[names[1]]
    if optional and None in sizes:
        if [s is None for s in sizes] != [t is None for t in times]:
            raise _bad()
        known = [(s, t) for s, t in zip(sizes, times, strict=True) if s is not None]
        if not _types(chain.from_iterable(known), int) or not _bounded(chain.from_iterable(known)):
            raise _bad()
        return [None if s is None else (s, t) for s, t in zip(sizes, times, strict=True)]
    if not _types(sizes, int) or not _types(times, int) or not _bounded(sizes) or not _bounded(times):
        raise _bad()
    return list(zip(sizes, times, strict=True))


def index_bytes(entries: Sequence[Entry], folder: int | None, finished: str | None) -> bytes:
    """``index.json``: the rows of ``entries`` and the generation of ``index-finished.json`` they go with."""
    return _dump({"format": INDEX_FORMAT, "folder": folder, "finished": finished}, _columns(entries))


def finished_bytes(entries: Sequence[Entry], generation: str) -> bytes:
    """``index-finished.json``: the settled rows, under their generation."""
    return _dump({"format": INDEX_FORMAT, "generation": generation}, _columns(entries))


def _dump(head: dict[str, Any], columns: dict[str, list[Any]]) -> bytes:
    """``dump_json(head | {"columns": columns})``, encoded a column at a time.

    One ``json.dumps`` of 100,000 rows holds the interpreter for a third of
    a second on the writer thread, and the window does not answer meanwhile
    (issue 52); between two columns the other threads run.
    """
    parts = [dump_json(name)[:-1] + b":" + dump_json(values)[:-1] for name, values in columns.items()]
    return dump_json(head)[:-2] + b',"columns":{' + b",".join(parts) + b"}}\n"


def _columns(entries: Sequence[Entry]) -> dict[str, list[Any]]:
    columns: dict[str, list[Any]] = {}
    for i, name in enumerate(MatchRow._fields[:BASE]):
        values: list[Any] = [e.row[i] for e in entries]
        if name in _TIMES:  # ISO 8601 in UTC: read back by datetime.fromisoformat, in C
            values = [None if t is None else t.astimezone(UTC).isoformat() for t in values]
        columns[name] = values
    columns[_META_STAMP[0]] = [e.meta_stamp[0] for e in entries]
    columns[_META_STAMP[1]] = [e.meta_stamp[1] for e in entries]
    columns[_RECORD_STAMP[0]] = [None if e.record_stamp is None else e.record_stamp[0] for e in entries]
    columns[_RECORD_STAMP[1]] = [None if e.record_stamp is None else e.record_stamp[1] for e in entries]
    return columns


def restamp(folder: Path, entries: Iterable[Entry]) -> list[Entry]:
    """Entries with the stamps of their files now (for rows this app just wrote), on the writer thread."""
    out = []
    for entry in entries:
        if entry.meta_stamp == UNKNOWN or entry.record_stamp == UNKNOWN:
            stamps = _stat_pair(folder, entry.row.id)
            if stamps[0] is None:
                continue  # its sidecar is not on disk (yet): leave it to the next scan
            entry = Entry(entry.row.changed(played=time_of(stamps[1])), stamps[0], stamps[1])
        out.append(entry)
    return out


def _stat_pair(folder: Path, match_id: str) -> tuple[Stamp | None, Stamp | None]:
    found: list[Stamp | None] = []
    for suffix in (META_SUFFIX, RECORD_SUFFIX):
        try:
            found.append(stamp_of(os.stat(folder / (match_id + suffix))))
        except OSError:
            found.append(None)
    return found[0], found[1]


# ------------------------------------------------------------------ reading the files
def summarize(record: list[dict[str, Any]], meta: lm.MatchMeta) -> Summary:
    """What a list shows of a record (read, not replayed).

    A fair match whose sidecar still keeps its key ends with its ``reveal``:
    a ``match_end`` without it is a last action cut short, so the match
    still runs (its load drops that action, and the move is played again).
    """
    result = lm.result_of(record, lm.sides_of(meta))
    if result is not None and meta.match_key is not None and not lm.closing(record)[1]:
        result = None
    return Summary(len(record), lm.count_rounds(record), lm.last_scores(record, lm.sides_of(meta)), result)


def read_entry(folder: Path, match_id: str, meta_stamp: Stamp, record_stamp: Stamp | None) -> Entry:
    """A match's row read from its files (``StorageError`` for a damaged sidecar or record)."""
    data = read_file(folder / (match_id + META_SUFFIX), lm.MAX_SIDECAR_BYTES)
    meta = lm.MatchMeta.from_json(parse_json(data), match_id)
    if meta.result is not None:  # a finished match's record is not opened
        summary = Summary(meta.result.events, meta.result.rounds, meta.result.scores, meta.result)
    else:
        try:
            record = lr.parse(read_file(folder / (match_id + RECORD_SUFFIX), lr.MAX_RECORD_BYTES)).events
        except FileNotFoundError:
            record = []
        summary = summarize(record, meta)
    return Entry(MatchRow.build(meta, summary, time_of(record_stamp)), meta_stamp, record_stamp)


def list_folder(
    folder: Path, settled: Mapping[str, Stamp | None] | None = None
) -> dict[str, tuple[Stamp | None, Stamp | None]]:
    """Every match id in ``folder`` with the stamps of its sidecar and its record (one stat per file).

    ``settled``: records of finished matches with their known stamps. They
    never change and their rows are never read from them, so they are not
    ``stat``ed (half the files of a library of finished matches).
    """
    settled = settled or {}
    found: dict[str, list[Stamp | None]] = {}
    try:
        entries = list(os.scandir(folder))
    except FileNotFoundError:
        return {}
    except OSError as exc:  # no permission to list it: told by the library, never a traceback
        raise unreadable(exc) from exc
    for entry in entries:
        name = entry.name
        if name.endswith(RECORD_SUFFIX):
            match_id, slot = name[: -len(RECORD_SUFFIX)], 1
        elif name.endswith(META_SUFFIX):
            match_id, slot = name[: -len(META_SUFFIX)], 0
        else:
            continue
        if not lm.ID_PATTERN.fullmatch(match_id):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            known = settled.get(match_id) if slot == 1 else None
            stamp = known if known is not None else stamp_of(entry.stat(follow_symlinks=False))
        except OSError:
            continue
        found.setdefault(match_id, [None, None])[slot] = stamp
    return {k: (v[0], v[1]) for k, v in found.items()}


class Scan(NamedTuple):
    entries: dict[str, Entry]
    damaged: list[tuple[str, StorageError]]  # unreadable ones included: see ``unreadable_now``
    orphans: list[str]  # records without a sidecar
    changed: bool
    complete: bool = True  # False: stopped halfway (``refresh``'s ``step``); unchecked rows kept as cached


#: ``step(done, total)`` every this many matches of a scan; False from it stops the scan.
STEP_EVERY = 256
Step = Callable[[int, int], bool]


def unreadable_now(error: StorageError) -> bool:
    """A file this app may not read now (permission denied, a disk error): not damaged.

    Its bytes may be a good match: it stays where it is and is read again at
    the next start (issue 52: one chmod was enough to lose a match aside).
    """
    return error.code == "unreadable"


def refresh(
    folder: Path, cached: Mapping[str, Entry] | None, cached_time: int | None, step: Step | None = None
) -> Scan:
    """Rows for every match in ``folder``, reusing ``cached`` rows whose files did not change.

    ``step``: told the progress of a scan of every file (the background
    rebuild's progress line); when it returns False the scan stops, and
    the rows not looked at yet are the cached ones (``Scan.complete`` False).
    """
    if cached is not None and cached_time is not None and folder_time(folder) == cached_time:
        return _quick(folder, cached)
    cached = dict(cached or {})
    settled = {k: e.record_stamp for k, e in cached.items() if e.row.ended and e.record_stamp not in (None, UNKNOWN)}
    listing = list_folder(folder, settled)
    entries: dict[str, Entry] = {}
    damaged: list[tuple[str, StorageError]] = []
    orphans: list[str] = []
    changed = True  # at least the folder's time is new: the index is written again
    total = len(listing)
    for done, (match_id, (meta_stamp, record_stamp)) in enumerate(listing.items()):
        if step is not None and done % STEP_EVERY == 0 and not step(done, total):
            return _stopped(Scan(entries, damaged, orphans, changed, False), cached, listing)
        if meta_stamp is None:
            orphans.append(match_id)
            continue
        old = cached.get(match_id)
        if old is not None and old.meta_stamp == meta_stamp and (old.record_stamp == record_stamp or old.row.ended):
            entries[match_id] = old  # a finished match's record is never read for its row
            continue
        _read_into(entries, damaged, folder, match_id, meta_stamp, record_stamp)
    return Scan(entries, damaged, orphans, changed)


def _stopped(scan: Scan, cached: Mapping[str, Entry], listing: Mapping[str, tuple[Stamp | None, Stamp | None]]) -> Scan:
    """A scan stopped halfway: the matches not looked at yet keep their cached rows (unchecked)."""
    for match_id, entry in cached.items():
        stamps = listing.get(match_id)
        if stamps is not None and stamps[0] is not None:
            scan.entries.setdefault(match_id, entry)
    return scan


def _quick(folder: Path, cached: Mapping[str, Entry]) -> Scan:
    """The folder did not change: only the records of unfinished matches may have grown."""
    entries = dict(cached)
    damaged: list[tuple[str, StorageError]] = []
    changed = False
    for match_id, entry in cached.items():
        if entry.row.ended or entry.row.trashed is not None:
            continue
        meta_stamp, record_stamp = _stat_pair(folder, match_id)
        if meta_stamp == entry.meta_stamp and record_stamp == entry.record_stamp:
            continue
        changed = True
        del entries[match_id]
        if meta_stamp is not None:
            _read_into(entries, damaged, folder, match_id, meta_stamp, record_stamp)
    return Scan(entries, damaged, [], changed)


def _read_into(
    entries: dict[str, Entry],
    damaged: list[tuple[str, StorageError]],
    folder: Path,
    match_id: str,
    meta_stamp: Stamp,
    record_stamp: Stamp | None,
) -> None:
    try:
        entries[match_id] = read_entry(folder, match_id, meta_stamp, record_stamp)
    except FileNotFoundError:
        pass  # gone meanwhile
    except StorageError as exc:
        damaged.append((match_id, exc))
