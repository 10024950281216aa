"""Helpers around the door (``storage/files.py``): JSON encoding, moving bad files aside.

The reading and the atomic writing themselves live in ``files``; the names
here (``read_capped``, ``read_json``, ``atomic_write_bytes``…) call it, so
every reader and writer of storage passes the same checks.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from muggins_desktop.storage import files
from muggins_desktop.storage.errors import FileProblem, StorageError, save_error

if TYPE_CHECKING:
    from datetime import datetime

#: Files above this size are never read into memory (our own files are tiny).
MAX_FILE_BYTES = files.MAX_FILE_BYTES


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` through the door's one writer (``files.write_file``)."""
    files.write_file(Path(path), data)


def write_chosen_file(path: Path, data: bytes, action: str) -> None:
    """Write a file at a place the person chose (a save, an export); a failure is a ``SaveError``.

    The write is atomic like every other, so on a full disk or a refused
    target the file of that name stays as it was; ``action`` ("save",
    "export") picks the sentence.
    """
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        error = exc.strerror or type(exc).__name__
        refused = exc.code if isinstance(exc, files.WriteRefused) else ""
        raise save_error(
            action,
            path,
            "write_failed",
            f"the file {path} cannot be written ({error})",
            error=error,
            errno=exc.errno or 0,
            refused=refused,
        ) from exc


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
    """A whole regular file, at most ``limit`` bytes, through the door's one reader (``files.read_file``)."""
    return files.read_file(Path(path), MAX_FILE_BYTES if limit is None else limit)


excerpt = files.excerpt


def shorten(text: str, limit: int = 200) -> str:
    """``text`` cut to ``limit`` characters (with an ellipsis), for reasons built from other errors."""
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


parse_json = files.parse_json


def read_json(path: Path, limit: int | None = None) -> Any:
    """``read_capped`` then ``parse_json``."""
    return files.parse_json(read_capped(path, limit))


def aside_name(path: Path, when: datetime | None = None, attempt: int = 0) -> Path:
    from datetime import UTC, datetime  # only for a bad file: not at every start

    path = Path(path)
    stamp = (when or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    extra = f"-{attempt}" if attempt else ""
    return path.with_name(f"{path.stem}.corrupt-{stamp}{extra}{path.suffix or '.json'}")


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``name.corrupt-<UTC time>.json`` and return the new path.

    The bytes are kept unchanged for the user (or a bug report). An existing
    file is never overwritten: a counter is added when the name is taken.
    """
    from datetime import UTC, datetime

    path = Path(path)
    when = datetime.now(UTC)
    for attempt in range(10_000):
        target = aside_name(path, when, attempt)
        if target.exists():
            continue
        if rename_no_replace(path, target):
            return target
    raise OSError(f"No free name to move {path} aside.")


def rename_no_replace(source: Path, target: Path) -> bool:
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


clean_temp_files = files.clean_temp_files
