"""The match library's one door to files and to the validated save loader.

Every read, atomic write, move-aside and validation the library does goes
through these few functions, and they go through the door
(``storage/files.py``): one reader for every user or record file, one
atomic writer. Nothing else in ``library*.py`` imports ``files``,
``atomic`` or the private checks of ``saves``.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from muggins_desktop.storage import atomic, files
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.legacy import save_checks, saves

#: A match record larger than this is refused (the longest real matches are well under 1 MiB).
MAX_RECORD_BYTES = 32 * 1024 * 1024
#: A sidecar is a few hundred bytes; the index of 10,000 matches a few megabytes.
MAX_SIDECAR_BYTES = 256 * 1024
MAX_INDEX_BYTES = 256 * 1024 * 1024

excerpt = atomic.excerpt
shorten = atomic.shorten
dump_json = atomic.dump_json
parse_json = files.parse_json


def parse_index_json(data: bytes) -> Any:
    """The index's JSON: ``parse_json`` without the per-number hooks and the depth pass (its reader
    bounds the numbers and takes one fixed shape; the parser's own guard stops deep nesting)."""
    return files.parse_json(data, number_hooks=False, depth_check=False)


def read_bytes(path: Path, limit: int) -> bytes:
    """A regular file's bytes (capped); ``FileNotFoundError`` or ``StorageError`` otherwise."""
    return files.read_file(Path(path), limit)


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so a reader never sees half of it (``OSError`` on failure)."""
    files.write_file(Path(path), data)


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``<name>.corrupt-<time><suffix>``, never replacing anything."""
    return atomic.move_aside(Path(path))


def fsync(fd: int) -> None:
    """Flush a file's bytes to the disk (skipped by the same switch the storage tests use)."""
    files._fsync(fd)  # one switch for every fsync of storage


def rename_no_replace(source: Path, target: Path) -> bool:
    """Rename ``source`` to ``target`` unless ``target`` exists (then False)."""
    return atomic._rename_no_replace(Path(source), Path(target))


def remove_temp_files(folder: Path) -> list[Path]:
    """Temporary files left by interrupted atomic writes in ``folder`` (removed)."""
    return files.clean_temp_files([folder])


def check_seats(seats: Any, players: int) -> list[dict[str, Any]]:
    """The seats of a save, checked exactly as a save's are (``StorageError``)."""
    if type(seats) is not list:
        raise StorageError("bad_field", "the field 'seats' must be a list", field="seats")
    return save_checks._check_seats(seats, players)


def check_options(options: Any) -> dict[str, Any]:
    """Match options of a save: plain values only (``StorageError``)."""
    return save_checks._check_options(options)


def check_options_match(game: str, options: Mapping[str, Any], start: Mapping[str, Any]) -> None:
    """The options start the very match ``start`` (a ``match_start``) begins, as a save's must."""
    saves._check_options_match(game, dict(options), dict(start))


def kept_key(match: Any) -> str | None:
    """A fair match's key (hex) while its record has not revealed it, by the rule a save keeps it."""
    return saves._kept_key(match).get("match_key")


@contextmanager
def gc_paused() -> Iterator[None]:
    """No cyclic collections while a record is parsed and replayed (see ``saves._gc_paused``)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def validated_match(
    game: Any,
    options: Any,
    seats: Any,
    record: Sequence[Mapping[str, Any]],
    saved_at: str,
    path: Path | None,
    key: str | None = None,
) -> saves.SavedGame:
    """Everything a named save's loader checks, on the library's parts.

    The object handed to ``saves`` has the shape of a saved game, so the
    library's matches pass the very checks a save passes: seats, options that
    start the very ``match_start`` of the record, the kept ``key`` of a fair
    match (it must fit the commitment), and the replay of every event
    through the rules engine. Raises ``StorageError``.
    """
    obj = {
        "format": saves.SAVE_FORMAT,
        "game": game,
        "options": options,
        "seats": seats,
        "record": list(record),
        "saved_at": saved_at,
    }
    if key is not None:
        obj["match_key"] = key
    with gc_paused():
        try:
            return saves._saved_from_json(obj, path)
        except StorageError:
            raise
        except Exception as exc:  # last resort: a bad file must never crash the app
            raise StorageError("internal_error", f"it could not be interpreted ({type(exc).__name__})") from exc


def load_save(path: Path) -> saves.SavedGame:
    """A named save or autosave, through the save loader (``SaveError``)."""
    return saves.load_game(Path(path))


def write_record_copy(path: Path, record: Sequence[Mapping[str, Any]]) -> None:
    """An exported record (JSON Lines), atomic (``SaveError``)."""
    saves.export_record(Path(path), record)


def write_save_copy(path: Path, match: Any, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any]) -> None:
    """A named save, atomic (``SaveError``)."""
    saves.save_game(Path(path), match, seats, options)


def open_append(path: Path) -> int:
    """A descriptor that appends to ``path`` (created if missing; never a link, a FIFO or a hard-linked file)."""
    return files.open_append(Path(path))
