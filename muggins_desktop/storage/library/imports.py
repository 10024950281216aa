"""Bringing matches in: Open of a named save or an exported record, and the first-start migration.

Both go through the validated loaders (a named save through ``saves``'s
loader, a record through the same checks and replay, ``storage/replay.py``),
so a file that could not be opened before cannot be imported now. This
module only reads and checks; ``MatchLibrary.import_file`` keeps the match,
written whole: its record atomically first, then its sidecar, so an
interrupted import leaves at worst a record without a sidecar, which the
next start describes again from the record (``MatchLibrary`` does it).

The old saves are moved to ``saves/imported/`` only once the library's
copy has been written, read back from disk and compared equal (record,
seats and options). A migration that did not finish is tried again at the
next start; one that did is marked by ``library/migrated.json``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC
from pathlib import Path
from typing import Any, Protocol

from muggins_desktop.engine import match_class
from muggins_desktop.engine.base import Match, canonical
from muggins_desktop.storage import paths, records
from muggins_desktop.storage.atomic import dump_json, rename_no_replace
from muggins_desktop.storage.checks import check_options, check_seats
from muggins_desktop.storage.errors import SaveError, StorageError, save_error
from muggins_desktop.storage.files import parse_json, read_file, shown_path
from muggins_desktop.storage.legacy import saves
from muggins_desktop.storage.library import meta as lm
from muggins_desktop.storage.library import record as lr
from muggins_desktop.storage.library.load import LoadedMatch
from muggins_desktop.storage.library.writer import LibraryWriter
from muggins_desktop.storage.records import RecordFileError
from muggins_desktop.storage.replay import kept_key, rebuild

MIGRATION_MARKER = "migrated.json"


def default_seats(players: int) -> list[dict[str, Any]]:
    """Seats for a plain record, which names nobody: "You" in seat 1, computers (medium) after."""
    return [{"name": "You", "kind": "human", "level": None}] + [
        {"name": f"Computer {i}", "kind": "computer", "level": "medium"} for i in range(1, players)
    ]


def digest(record: Sequence[Mapping[str, Any]]) -> str:
    """A fingerprint of a record's events (not of the file's spacing)."""
    return hashlib.sha256(b"".join(lr.encode(record))).hexdigest()


@dataclass
class Incoming:
    """A match read from a file someone opens, checked and replayed; ``kind``: "save" or "record"."""

    game: str
    match: Match
    seats: list[dict[str, Any]]
    options: dict[str, Any]
    kind: str


def read_incoming(path: Path, seats: Sequence[Mapping[str, Any]] | None = None) -> Incoming:
    """The match of a named save or an exported record; ``SaveError`` (``action`` "open") otherwise.

    ``seats`` name the players of a plain record, which names nobody
    (``default_seats`` when None); a named save brings its own.
    """
    try:
        data = read_file(path, lr.MAX_RECORD_BYTES)
    except FileNotFoundError as exc:
        raise _open_error(path, "missing", "it does not exist") from exc
    except StorageError as exc:
        raise _open_error(path, exc.code, exc.reason, **exc.params) from exc
    try:
        whole: Any = parse_json(data)
    except StorageError:
        whole = None
    if isinstance(whole, dict):
        saved = saves.load_game(path)  # a named save: its own loader, its own sentences
        return Incoming(saved.game, saved.match, saved.seats, saved.options, "save")
    try:
        events = whole if isinstance(whole, list) else records.parse_bytes(data, shown_path(path))[0]
    except RecordFileError as exc:  # the reason Review gives for the same bytes
        raise _open_error(path, exc.code, str(exc), **exc.params) from exc
    try:
        return incoming_record(events, seats)
    except StorageError as exc:
        raise _open_error(path, exc.code, exc.reason, **exc.params) from exc


def incoming_record(events: Any, seats: Sequence[Mapping[str, Any]] | None) -> Incoming:
    """An exported record's match: its options are those its ``match_start`` gives (``StorageError``)."""
    if not events or not all(isinstance(e, dict) for e in events):
        raise StorageError("bad_record", "it holds no match record")
    start = events[0]
    if start.get("event") != "match_start" or start.get("game") not in ("dominoes", "cribbage"):
        raise StorageError("bad_record", "its record does not start a match")
    game = str(start["game"])
    cls = match_class(game)
    try:
        config = cls.config_from_start(dict(start))
    except (TypeError, ValueError, KeyError) as exc:
        raise StorageError("bad_record", "its match_start event is invalid") from exc
    # The deal and a series' first seat are the record's own (checked against it); the rest are options.
    options = {k: v for k, v in config.items() if k not in ("deal", "first")}
    players = start.get("players")
    if type(players) is not int or not 2 <= players <= 4:
        raise StorageError("bad_record", "its record has no valid number of players")
    seat_list = [dict(s) for s in seats] if seats is not None else default_seats(players)
    rebuilt = rebuild(game, options, seat_list, events)
    return Incoming(game, rebuilt.match, rebuilt.seats, rebuilt.options, "record")


def _open_error(path: Path, code: str, reason: str, **params: Any) -> SaveError:
    return save_error("open", path, code, reason, **params)


def whole_meta(
    incoming: Incoming, origin: Mapping[str, Any] | None = None, opened_at: str | None = None
) -> lm.MatchMeta:
    """The sidecar of a match brought in whole; ``opened_at`` (a save's own time) also dates it."""
    record = incoming.match.record
    now = lm.now_text()
    opts = dict(incoming.options)
    opts.setdefault("players", incoming.match.players)
    result = lm.result_of(record, lm.sides_for(incoming.match.players, opts))
    return lm.MatchMeta(
        id=lm.new_id(),
        game=incoming.game,
        options=check_options(opts),
        seats=tuple(check_seats([dict(s) for s in incoming.seats], incoming.match.players)),
        created_at=opened_at or now,
        opened_at=opened_at or now,
        finished_at=None if result is None else (opened_at or now),
        result=result,
        origin=None if origin is None else dict(origin),
        start=dict(record[0]),
        match_key=kept_key(incoming.match),
    )


# ------------------------------------------------------------------ migration
class Importer(Protocol):
    """What the migration needs of the library (``MatchLibrary`` has it)."""

    @property
    def root(self) -> Path: ...

    @property
    def writer(self) -> LibraryWriter: ...

    def import_file(
        self,
        path: Path,
        seats: Sequence[Mapping[str, Any]] | None = None,
        *,
        kind: str | None = None,
        opened_at: str | None = None,
    ) -> str: ...

    def flush(self, timeout: float | None = 10.0) -> bool: ...

    def load(self, match_id: str) -> LoadedMatch: ...


@dataclass
class MigrationReport:
    """What the first start did with the old saves (``done``: the marker is written)."""

    ran: bool = False
    done: bool = False
    imported: dict[str, str] = field(default_factory=dict)  # old file name -> match id
    moved: list[Path] = field(default_factory=list)
    problems: list[SaveError] = field(default_factory=list)


def migrate_old_saves(library: Importer, saves_dir: Path | None = None) -> MigrationReport:
    """Import ``autosave.json`` and the named saves of ``saves/`` once, moving each after a check.

    Named saves keep their saved time as the match's date; the autosave,
    imported last, becomes the match "Continue" offers, as it was. A file
    that cannot be loaded stays where it is and is reported; a failed write
    leaves the migration to be tried again at the next start.
    """
    report = MigrationReport()
    marker = library.root / MIGRATION_MARKER
    if marker.exists():
        return report
    report.ran = True
    folder = Path(saves_dir) if saves_dir is not None else paths.saves_dir()
    autosave = folder / "autosave.json"
    try:
        named = sorted(
            (p for p in folder.iterdir() if _named_save(p, autosave.name)),
            key=lambda p: (p.stat().st_mtime_ns, p.name),
        )
    except OSError:
        named = []
    candidates = named + ([autosave] if saves.autosave_present(autosave) else [])  # never raises
    retry = False
    for path in candidates:
        is_auto = path == autosave
        try:
            original = saves.load_game(path)
        except SaveError as exc:
            report.problems.append(exc)
            continue
        when = None if is_auto else _saved_time(original.saved_at)
        try:
            match_id = library.import_file(path, kind="autosave" if is_auto else "save", opened_at=when)
        except SaveError as exc:
            report.problems.append(exc)
            retry = True
            continue
        if not library.flush() or not _same(library, match_id, original):
            retry = True
            continue
        report.imported[path.name] = match_id
        moved = _move_to_imported(path, paths.imported_saves_dir() if saves_dir is None else folder / "imported")
        if moved is None:
            retry = True
        else:
            report.moved.append(moved)
    if not retry:
        library.writer.replace(marker, dump_json({"format": 1, "at": lm.now_text()}))
        report.done = library.flush()
    return report


def _named_save(path: Path, autosave_name: str) -> bool:
    """A named save to import: not the autosave, and not a file already moved aside as damaged."""
    if path.suffix != ".json" or path.name == autosave_name or ".corrupt-" in path.name:
        return False
    try:
        return path.is_file()
    except OSError:
        return False


def _saved_time(text: str) -> str | None:
    try:
        return lm.parse_time(text).astimezone(UTC).isoformat(timespec="microseconds")
    except ValueError:
        return None


def _same(library: Importer, match_id: str, original: Any) -> bool:
    """The library's copy, read back from disk, holds exactly the old save's match."""
    try:
        loaded = library.load(match_id)
    except SaveError:
        return False
    return (
        loaded.lost == 0
        and canonical(loaded.record) == canonical(list(original.match.record))
        and loaded.seats == original.seats
        and loaded.options == {**original.options, "players": original.match.players}
        and loaded.match.deal.key == original.match.deal.key
    )


def _move_to_imported(path: Path, target_dir: Path) -> Path | None:
    try:
        target_dir.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    for attempt in range(1000):
        name = path.name if attempt == 0 else f"{path.stem}-{attempt}{path.suffix}"
        target = target_dir / name
        try:
            if rename_no_replace(path, target):
                return target
        except OSError:
            return None
    return None
