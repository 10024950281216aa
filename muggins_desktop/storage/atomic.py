"""Safe file primitives: atomic writes, capped reads, moving bad files aside.

A write goes to a temporary file in the destination folder and only replaces
the old file with ``os.replace`` once the new bytes are on disk, so a crash or
a full disk leaves either the old file or the new one, never half of each.
"""

from __future__ import annotations

import json
import os
import re
import reprlib
import stat
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from muggins_desktop.storage.errors import FileProblem, StorageError

#: Files above this size are never read into memory (our own files are tiny).
MAX_FILE_BYTES = 16 * 1024 * 1024


def _fsync(fd: int) -> None:
    # A separate function so that tests which write thousands of files can
    # skip the (slow, and there irrelevant) flush to the physical disk.
    os.fsync(fd)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the OS allows it (POSIX only)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        _fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that readers never see a partial file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            _fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def dump_json(obj: Any, pretty: bool = False) -> bytes:
    """Encode ``obj`` the way all our files are written (UTF-8, no NaN).

    ``pretty`` indents the file for people who edit it by hand (settings);
    other files stay compact, which is also much faster to write.
    """
    if pretty:
        text = json.dumps(obj, ensure_ascii=False, allow_nan=False, indent=2)
    else:
        text = json.dumps(obj, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    return (text + "\n").encode("utf-8")


def atomic_write_json(path: Path, obj: Any, pretty: bool = False) -> None:
    atomic_write_bytes(path, dump_json(obj, pretty))


def read_capped(path: Path, limit: int | None = None) -> bytes:
    """Read a whole regular file unless it is larger than ``limit`` bytes.

    Only regular files are read: a folder, a named pipe (FIFO), a socket or a
    device is refused from ``fstat`` alone. The file is opened with
    ``O_NONBLOCK`` so that opening a FIFO returns at once instead of waiting
    for a writer, and the size is checked on the open file before anything is
    read (and again while reading, for a file that grows). Raises
    ``FileNotFoundError`` for a missing file, ``StorageError`` otherwise.
    """
    if limit is None:
        limit = MAX_FILE_BYTES
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except NotADirectoryError as exc:  # a parent folder is a file: nothing here either
        raise FileNotFoundError(str(exc)) from exc
    except IsADirectoryError as exc:
        raise StorageError("not_regular", "it is a folder, not a file", error=str(exc)) from exc
    except OSError as exc:
        raise _unreadable(exc) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            what = "a folder" if stat.S_ISDIR(info.st_mode) else "a pipe, device or other special file"
            raise StorageError(
                "not_regular",
                f"it is {what}, not a regular file",
                kind="folder" if stat.S_ISDIR(info.st_mode) else "special",
            )
        if info.st_size > limit:
            raise StorageError("too_large", f"it is larger than {_size_text(limit)}", size=info.st_size, limit=limit)
        chunks = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise _unreadable(exc) from exc
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise StorageError("too_large", f"it is larger than {_size_text(limit)}", size=len(data), limit=limit)
    return data


def _unreadable(exc: OSError) -> StorageError:
    return StorageError(
        "unreadable",
        f"it cannot be read ({exc.strerror or type(exc).__name__})",
        error=exc.strerror or type(exc).__name__,
    )


_EXCERPT = reprlib.Repr()
_EXCERPT.maxstring = 40
_EXCERPT.maxother = 40
_EXCERPT.maxlist = _EXCERPT.maxdict = _EXCERPT.maxtuple = 4
_EXCERPT.maxlevel = 2
_EXCERPT.maxlong = 40


def excerpt(value: Any) -> str:
    """A short, escaped quotation of a value that came from a file.

    Error sentences never carry more than about forty characters of a file's
    own text, with control and direction characters escaped, so a huge or
    tricky value cannot flood a message box or reorder its text.
    """
    if isinstance(value, str):
        return _EXCERPT.repr(value[:60])
    return _EXCERPT.repr(value)


def shorten(text: str, limit: int = 200) -> str:
    """``text`` cut to ``limit`` characters (with an ellipsis), for reasons built from other errors."""
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _size_text(limit: int) -> str:
    if limit >= 1024 * 1024 and limit % (1024 * 1024) == 0:
        return f"{limit // (1024 * 1024)} MiB"
    return f"{limit} bytes"


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


class _DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """Build a JSON object, refusing a key that appears twice (JSON would keep the last)."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return obj


def parse_json(data: bytes) -> Any:
    """Decode our JSON files strictly: UTF-8 only, no NaN or Infinity.

    Only ``json.loads`` ever sees the text, so loading a file can never run
    code from it.
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise StorageError("not_utf8", "it is not UTF-8 text", error=str(exc)) from exc
    text = text.removeprefix("\ufeff")
    try:
        return json.loads(text, parse_constant=_no_constants, object_pairs_hook=_unique_keys)
    except _DuplicateKey as exc:
        key = excerpt(exc.key)
        raise StorageError("duplicate_key", f"the key {key} appears twice in one object", key=key) from exc
    except json.JSONDecodeError as exc:
        raise StorageError(
            "not_json",
            f"it is not valid JSON (line {exc.lineno}, column {exc.colno})",
            line=exc.lineno,
            column=exc.colno,
        ) from exc
    except RecursionError as exc:
        raise StorageError("not_json", "its JSON is nested too deeply") from exc
    except ValueError as exc:  # NaN/Infinity, integers with too many digits
        raise StorageError(
            "not_json", f"it is not valid JSON for this app ({shorten(str(exc), 80)})", error=shorten(str(exc), 80)
        ) from exc


def read_json(path: Path, limit: int | None = None) -> Any:
    """``read_capped`` then ``parse_json``."""
    return parse_json(read_capped(path, limit))


def aside_name(path: Path, when: datetime | None = None, attempt: int = 0) -> Path:
    path = Path(path)
    stamp = (when or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    extra = f"-{attempt}" if attempt else ""
    return path.with_name(f"{path.stem}.corrupt-{stamp}{extra}{path.suffix or '.json'}")


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``name.corrupt-<UTC time>.json`` and return the new path.

    The bytes are kept unchanged for the user (or a bug report). An existing
    file is never overwritten: a counter is added when the name is taken.
    """
    path = Path(path)
    when = datetime.now(UTC)
    for attempt in range(10_000):
        target = aside_name(path, when, attempt)
        if target.exists():
            continue
        if _rename_no_replace(path, target):
            return target
    raise OSError(f"No free name to move {path} aside.")


def _rename_no_replace(source: Path, target: Path) -> bool:
    """Rename without ever replacing ``target``; False when it already exists."""
    if os.name == "nt":
        try:
            os.rename(source, target)  # refuses to replace on Windows
        except FileExistsError:
            return False
        return True
    try:
        os.link(source, target)  # fails if target exists, atomically
    except FileExistsError:
        return False
    except OSError:
        # File systems without hard links: checked rename, a tiny race only.
        if target.exists():
            return False
        os.rename(source, target)
        return True
    os.unlink(source)
    return True


def report_bad_file(path: Path, error: StorageError, what: str, fallback: str, kind: str = "") -> FileProblem:
    """Move ``path`` aside and build the one-sentence report about it.

    ``what`` names the file for the user ("The settings file"), ``fallback``
    says what the app does instead ("the default settings are used");
    ``kind`` ("settings", "autosave", "stats") lets the UI pick its
    translated sentence.
    """
    path = Path(path)
    try:
        aside: Path | None = move_aside(path)
    except OSError:
        aside = None
    if aside is not None:
        text = f"{what} {path} could not be used because {error.reason}; it was kept as {aside.name} and {fallback}."
    else:
        text = f"{what} {path} could not be used because {error.reason}, and it could not be moved aside; {fallback}."
    return FileProblem(
        text,
        code=error.code,
        path=str(path),
        aside=str(aside) if aside else None,
        reason=error.reason,
        kind=kind,
        params=error.params,
    )


#: ``tempfile.mkstemp`` names made by ``atomic_write_bytes``: ".<name>.<8 random characters>.tmp".
_TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")


def clean_temp_files(folders: Any) -> list[Path]:
    """Remove temporary files left by writes that were interrupted (a crash, ``kill -9``).

    Only regular files named like our own temporary files are removed, and
    only in the given folders (not below them). Called at start-up while this
    instance holds the folder lock, so no other writer can be using them.
    Returns the removed paths.
    """
    removed = []
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not _TEMP_NAME.fullmatch(entry.name):
                continue
            try:
                if entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                pass
    return removed
