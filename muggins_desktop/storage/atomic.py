"""Safe file primitives: atomic writes, capped reads, moving bad files aside.

A write goes to a temporary file in the destination folder and only replaces
the old file with ``os.replace`` once the new bytes are on disk, so a crash or
a full disk leaves either the old file or the new one, never half of each.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
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
    """Read a whole file unless it is larger than ``limit`` bytes.

    The size is checked before reading and again while reading, so a huge or
    growing file (or a device) is refused without filling memory. Raises
    ``FileNotFoundError`` for a missing file, ``StorageError`` otherwise.
    """
    if limit is None:
        limit = MAX_FILE_BYTES
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limit:
                raise StorageError("too_large", f"it is larger than {_size_text(limit)}", size=size, limit=limit)
            data = handle.read(limit + 1)
    except FileNotFoundError:
        raise
    except NotADirectoryError as exc:  # a parent folder is a file: nothing here either
        raise FileNotFoundError(str(exc)) from exc
    except IsADirectoryError as exc:
        raise StorageError("unreadable", "it is a folder, not a file", error=str(exc)) from exc
    except OSError as exc:
        raise StorageError("unreadable", f"it cannot be read ({exc.strerror or exc})", error=str(exc)) from exc
    if len(data) > limit:
        raise StorageError("too_large", f"it is larger than {_size_text(limit)}", size=len(data), limit=limit)
    return data


def _size_text(limit: int) -> str:
    if limit >= 1024 * 1024 and limit % (1024 * 1024) == 0:
        return f"{limit // (1024 * 1024)} MiB"
    return f"{limit} bytes"


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def parse_json(data: bytes) -> Any:
    """Decode our JSON files strictly: UTF-8 only, no NaN or Infinity.

    Only ``json.loads`` ever sees the text, so loading a file can never run
    code from it.
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise StorageError("not_utf8", "it is not UTF-8 text", error=str(exc)) from exc
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return json.loads(text, parse_constant=_no_constants)
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
        raise StorageError("not_json", f"it is not valid JSON for this app ({exc})", error=str(exc)) from exc


def read_json(path: Path, limit: int | None = None) -> Any:
    """``read_capped`` then ``parse_json``."""
    return parse_json(read_capped(path, limit))


def aside_name(path: Path, when: datetime | None = None, attempt: int = 0) -> Path:
    path = Path(path)
    stamp = (when or datetime.now(timezone.utc)).strftime("%Y%m%dT%H%M%SZ")
    extra = f"-{attempt}" if attempt else ""
    return path.with_name(f"{path.stem}.corrupt-{stamp}{extra}{path.suffix or '.json'}")


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``name.corrupt-<UTC time>.json`` and return the new path.

    The bytes are kept unchanged for the user (or a bug report). An existing
    file is never overwritten: a counter is added when the name is taken.
    """
    path = Path(path)
    when = datetime.now(timezone.utc)
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


def report_bad_file(path: Path, error: StorageError, what: str, fallback: str) -> FileProblem:
    """Move ``path`` aside and build the one-sentence report about it.

    ``what`` names the file for the user ("The settings file"), ``fallback``
    says what the app does instead ("the default settings are used").
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
    return FileProblem(text, code=error.code, path=str(path), aside=str(aside) if aside else None, reason=error.reason)
