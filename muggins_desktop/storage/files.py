"""The one door in and out: every read and write of a user or record file.

Reading (``read_file``): only a regular file is read. The path is looked at
with ``lstat`` first; a symbolic link is followed only when its target lies
in the link's own folder (or the folder the caller names), anything else is
refused. The file is opened with ``O_NOFOLLOW`` and ``O_NONBLOCK`` (a FIFO
opens at once instead of waiting for a writer), checked again with
``fstat`` on the open descriptor (folders, FIFOs, sockets and devices are
refused), its size is checked before anything is read, and the read loop
itself stops one byte past the cap, whatever ``st_size`` claims (it is 0 for
devices and for files in ``/proc``).

Parsing (``parse_json``): UTF-8 only, nesting at most ``MAX_DEPTH`` levels
(checked before the parser runs, so it can never hit Python's recursion
limit), numbers of at most ``MAX_NUMBER_DIGITS`` characters, no NaN or
Infinity and no number that overflows to infinity (``1e400``), no key twice
in one object. Each of these has its own ``code`` for the message.

Writing (``write_file``): a temporary file in the same folder, created with
``O_CREAT | O_EXCL | O_NOFOLLOW``; its bytes are flushed to the disk, it
replaces the target with ``os.replace`` and then the folder itself is
flushed, so the rename survives a power cut. The target is refused when it
is a symbolic link, anything but a regular file, or a file with more than
one hard link (writing it would change another name's data too).

Standard library only, no Qt.
"""

from __future__ import annotations

import errno
import json
import os
import re
import reprlib
import stat
from pathlib import Path
from typing import Any

from muggins_desktop.storage.errors import StorageError

#: Files above this size are never read into memory (our own files are tiny).
MAX_FILE_BYTES = 16 * 1024 * 1024
#: Deepest nesting of lists and objects a file may have (ours need fewer than ten).
MAX_DEPTH = 64
#: Longest number literal (a 64-bit integer has at most 20 characters).
MAX_NUMBER_DIGITS = 40
_CHUNK = 1 << 20
#: Errors of ``open`` that mean the name is no regular file: a socket opens with ENXIO, a
#: device whose driver is gone with ENODEV, some special files with EOPNOTSUPP.
NOT_REGULAR_ERRNOS = frozenset({errno.ENXIO, errno.ENODEV, errno.EOPNOTSUPP})

_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)
_O_NOCTTY = getattr(os, "O_NOCTTY", 0)
_O_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


class WriteRefused(OSError):
    """A write the door will not do (a link, a special file, a hard-linked file).

    An ``OSError``, so every writer's existing handling ("cannot be written")
    applies; ``code`` names the case for a translated sentence.
    """

    def __init__(self, code: str, text: str, path: Path) -> None:
        super().__init__(errno.EPERM, text, str(path))
        self.code = code


# ------------------------------------------------------------------ reading
def _fstat(fd: int) -> os.stat_result:
    return os.fstat(fd)


def _inside(target: str, folder: str) -> bool:
    try:
        return os.path.commonpath([target, folder]) == folder
    except ValueError:  # other drive (Windows)
        return False


def _follow(path: Path, folder: Path | None) -> Path:
    """``path``, or where its link points when that is inside ``folder`` (else ``StorageError``)."""
    try:
        info = os.lstat(path)
    except NotADirectoryError as exc:  # a parent is a file: nothing here
        raise FileNotFoundError(str(exc)) from exc
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise unreadable(exc) from exc
    if not stat.S_ISLNK(info.st_mode):
        return path
    real = os.path.realpath(path)
    base = os.path.realpath(folder if folder is not None else path.parent)
    if not _inside(real, base):
        raise StorageError("link_outside", "it is a link to a file outside its folder")
    return Path(real)


def _not_regular(info: os.stat_result) -> StorageError:
    folder = stat.S_ISDIR(info.st_mode)
    what = "a folder" if folder else "a pipe, device or other special file"
    return StorageError("not_regular", f"it is {what}, not a regular file", kind="folder" if folder else "special")


def too_large(limit: int) -> StorageError:
    return StorageError("too_large", f"it is larger than {size_text(limit)}", limit=limit)


def _read_upto(fd: int, limit: int) -> bytes:
    """At most ``limit + 1`` bytes: one more than allowed tells a file that is too large."""
    chunks = []
    total = 0
    while total <= limit:
        chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)


def read_file(path: Path, limit: int | None = None, folder: Path | None = None) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    ``FileNotFoundError`` when there is nothing there; ``StorageError``
    (codes ``not_regular``, ``link_outside``, ``too_large``, ``unreadable``)
    for anything that is not a small regular file. Never blocks on a FIFO and
    never reads more than ``limit + 1`` bytes.
    """
    if limit is None:
        limit = MAX_FILE_BYTES
    path = Path(path)
    real = _follow(path, folder)
    flags = os.O_RDONLY | _O_NONBLOCK | _O_NOCTTY | _O_NOFOLLOW | _O_CLOEXEC | _O_BINARY
    try:
        fd = os.open(real, flags)
    except FileNotFoundError:
        raise
    except NotADirectoryError as exc:
        raise FileNotFoundError(str(exc)) from exc
    except IsADirectoryError as exc:
        raise StorageError("not_regular", "it is a folder, not a regular file", kind="folder") from exc
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise StorageError("link_outside", "it is a link to a file outside its folder") from exc
        if exc.errno in NOT_REGULAR_ERRNOS:  # a socket (ENXIO), a device without its driver
            raise StorageError(
                "not_regular", "it is a pipe, device or other special file, not a regular file", kind="special"
            ) from exc
        raise unreadable(exc) from exc
    try:
        info = _fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise _not_regular(info)
        if info.st_size > limit:
            raise too_large(limit)
        data = _read_upto(fd, limit)
    except OSError as exc:
        raise unreadable(exc) from exc
    finally:
        os.close(fd)
    if len(data) > limit:
        raise too_large(limit)
    return data


def unreadable(exc: OSError) -> StorageError:
    detail = exc.strerror or type(exc).__name__
    return StorageError("unreadable", f"it cannot be read ({detail})", error=detail, errno=exc.errno or 0)


def size_text(limit: int) -> str:
    if limit >= 1024 * 1024 and limit % (1024 * 1024) == 0:
        return f"{limit // (1024 * 1024)} MiB"
    return f"{limit} bytes"


def shown_path(path: Any, limit: int = 120) -> str:
    """A file name for a sentence: bytes that are not UTF-8 and control characters escaped, cut to ``limit``."""
    text = os.fsdecode(path)
    text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    text = "".join(ch if ch.isprintable() or ch == " " else ascii(ch)[1:-1] for ch in text)
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


# ------------------------------------------------------------------ parsing
#: A JSON string once its escaped backslashes and quotes are gone.
_STRING = re.compile(rb'"[^"]*"')
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b'[]{}"')


def nesting_too_deep(data: bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether the lists and objects of ``data`` nest more than ``limit`` levels.

    Cheap for any size, all in C: escaped backslashes and quotes go first,
    then every character but brackets and quotes, then the strings; each
    pass then removes the innermost pairs. Unbalanced brackets are left to
    the parser (which reports them as not JSON).
    """
    brackets = data.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _NOT_BRACKETS)
    brackets = _STRING.sub(b"", brackets)
    for _ in range(limit):
        if not brackets:
            return False
        shorter = brackets.replace(b"[]", b"").replace(b"{}", b"")
        if shorter == brackets:
            return False
        brackets = shorter
    return bool(brackets) and brackets.replace(b"[]", b"").replace(b"{}", b"") != brackets


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


class _Refused(ValueError):
    def __init__(self, code: str, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.params = params


def _no_constants(name: str) -> Any:
    raise _Refused("not_a_number", f"it holds {name}, which is not a number this app accepts")


def _int(text: str) -> int:
    if len(text) > MAX_NUMBER_DIGITS:
        raise _Refused("number_too_long", f"it holds a number longer than {MAX_NUMBER_DIGITS} digits")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS:
        raise _Refused("number_too_long", f"it holds a number longer than {MAX_NUMBER_DIGITS} digits")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Refused("number_out_of_range", "it holds a number too large for this app")
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """Build a JSON object, refusing a key that appears twice (JSON would keep the last)."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                shown = excerpt(key)
                raise _Refused("duplicate_key", f"the key {shown} appears twice in one object", key=shown)
            seen.add(key)
    return obj


def parse_json(data: bytes, *, checked_utf8: bool = False, number_hooks: bool = True, depth_check: bool = True) -> Any:
    """Decode JSON strictly and safely (``StorageError`` with a code per case).

    Only ``json.loads`` ever sees the text, so loading a file can never run
    code from it. ``number_hooks`` False leaves whole numbers and decimals to
    the parser itself (Python's own cap on digits still holds): for the
    library's index, whose hundreds of thousands of numbers would cost a
    Python call each, and whose reader bounds every number it keeps.
    ``depth_check`` False leaves deep nesting to the parser's own guard (a
    ``RecursionError``, told as "too_deep"): for the index, which is only a
    cache and whose reader takes a fixed shape.
    """
    if depth_check and nesting_too_deep(data):
        raise StorageError("too_deep", f"its lists and objects are nested more than {MAX_DEPTH} levels deep")
    try:
        text = data.decode("utf-8", "surrogatepass" if checked_utf8 else "strict")
    except UnicodeDecodeError as exc:
        raise StorageError("not_utf8", "it is not UTF-8 text") from exc
    text = text.removeprefix("\ufeff")
    try:
        if not number_hooks:
            return json.loads(text, parse_constant=_no_constants, object_pairs_hook=_unique_keys)
        return json.loads(
            text, parse_constant=_no_constants, parse_int=_int, parse_float=_float, object_pairs_hook=_unique_keys
        )
    except _Refused as exc:
        raise StorageError(exc.code, exc.reason, **exc.params) from exc
    except json.JSONDecodeError as exc:
        raise StorageError(
            "not_json",
            f"it is not valid JSON (line {exc.lineno}, column {exc.colno})",
            line=exc.lineno,
            column=exc.colno,
        ) from exc
    except RecursionError as exc:  # only for broken files the depth check could not measure
        raise StorageError("too_deep", f"its lists and objects are nested more than {MAX_DEPTH} levels deep") from exc
    except ValueError as exc:  # any other number the parser cannot take
        raise StorageError("number_too_long", f"it holds a number longer than {MAX_NUMBER_DIGITS} digits") from exc


#: Longest JSON text kept inside an option (a series of 15 games needs about 2 KiB).
MAX_OPTION_TEXT = 64 * 1024


def parse_option_text(text: str) -> Any:
    """JSON held as text inside an option (a series), parsed with the same bounds as a file.

    A sidecar or save may carry any string in its options; a thousand nested
    brackets there once raised ``RecursionError`` from every later look at the
    library. ``StorageError`` (a ``ValueError``) for anything over
    ``MAX_OPTION_TEXT`` characters, too deep, or not JSON.
    """
    if len(text) > MAX_OPTION_TEXT:
        raise StorageError("too_large", f"an option holds more than {MAX_OPTION_TEXT} characters")
    return parse_json(text.encode("utf-8", "surrogatepass"), checked_utf8=True)


def read_json(path: Path, limit: int | None = None, folder: Path | None = None) -> Any:
    """``read_file`` then ``parse_json``."""
    return parse_json(read_file(path, limit, folder))


# ------------------------------------------------------------------ writing
def fsync(fd: int) -> None:
    """Flush a descriptor's bytes to the disk: the one switch for every flush of storage.

    The match library's writer flushes its records through it too, so the
    tests that write thousands of files turn off one name (the flush is slow
    there and no test can observe it).
    """
    os.fsync(fd)


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable where the OS allows it (POSIX only)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | _O_DIRECTORY | _O_CLOEXEC)
    except OSError:
        return
    try:
        fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def check_target(path: Path) -> None:
    """Refuse to replace a link, a special file or a hard-linked file (``WriteRefused``)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    if stat.S_ISLNK(info.st_mode):
        raise WriteRefused("link_target", "it is a symbolic link", path)
    if not stat.S_ISREG(info.st_mode):
        raise WriteRefused("not_regular", "it is not a regular file", path)
    if info.st_nlink > 1:
        raise WriteRefused("hard_linked", "it has other hard links", path)


def _temp_name(path: Path) -> Path:
    # os.urandom rather than ``secrets``: the name only has to be unguessable
    # enough not to collide, and ``secrets`` loads OpenSSL's hashes at start-up.
    tail = os.urandom(4).hex()  # eight characters, as TEMP_NAME expects
    return path.with_name(f".{path.name[:150]}.{tail}.tmp")


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


#: The mode of files only their owner may read (a fair match's key sits in its sidecar until the end).
PRIVATE_MODE = 0o600


def write_file(path: Path, data: bytes, mode: int = 0o644) -> None:
    """Replace ``path`` with ``data`` so that readers never see a partial file.

    ``mode`` is the new file's permission bits on POSIX (the umask may take
    more away): ``PRIVATE_MODE`` for what other users must not read. Raises
    ``OSError`` (``WriteRefused`` for a target the door will not replace);
    the old file is then untouched and no temporary file is left.
    """
    path = Path(path)
    try:
        _write_via_temp(path, data, mode)
    except WriteRefused:
        raise
    except OSError as exc:
        raise named_after(exc, path) from exc


def named_after(exc: OSError, path: Path) -> OSError:
    """``exc`` told of ``path``: the file the player's data goes to, never our temporary file.

    ``os.write`` names no file at all (a full disk said "A file could not be
    used"), and ``os.open`` of the temporary file named ".index.json.4e1fa221.tmp".
    """
    named = OSError(exc.errno, exc.strerror or str(exc), str(path))
    return named


def _write_via_temp(path: Path, data: bytes, mode: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    check_target(path)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW | _O_CLOEXEC | _O_BINARY
    for _attempt in range(100):
        tmp = _temp_name(path)
        try:
            fd = os.open(tmp, flags, mode)
            break
        except FileExistsError:
            continue
    else:
        raise OSError(errno.EEXIST, "no free temporary name", str(path))
    try:
        try:
            _write_all(fd, data)
            fsync(fd)
        finally:
            os.close(fd)
        check_target(path)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def open_append(path: Path) -> int:
    """A descriptor that appends to the regular file ``path`` (created if missing).

    Never follows a link and never appends to a FIFO, a device or a file with
    another hard link (``WriteRefused``).
    """
    check_target(path)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | _O_NOFOLLOW | _O_NONBLOCK | _O_CLOEXEC | _O_BINARY
    fd = os.open(path, flags, 0o644)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise WriteRefused("not_regular", "it is not a regular file", path)
        if info.st_nlink > 1:
            raise WriteRefused("hard_linked", "it has other hard links", path)
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_lock(path: Path) -> int:
    """A read-write descriptor on the lock file ``path`` (created if missing), checked like ``open_append``'s."""
    check_target(path)
    flags = os.O_RDWR | os.O_CREAT | _O_NOFOLLOW | _O_NONBLOCK | _O_CLOEXEC | _O_BINARY
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EISDIR) or exc.errno in NOT_REGULAR_ERRNOS:
            raise WriteRefused("not_regular", "it is not a regular file", path) from exc
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise WriteRefused("not_regular", "it is not a regular file", path)
        if info.st_nlink > 1:
            raise WriteRefused("hard_linked", "it has other hard links", path)
    except BaseException:
        os.close(fd)
        raise
    return fd


#: Names of the temporary files ``write_file`` makes: ".<name>.<8 characters>.tmp".
TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")


def clean_temp_files(folders: Any) -> list[Path]:
    """Remove temporary files left by writes that were interrupted (a crash, ``kill -9``).

    Only regular files named like our own temporary files are removed, and
    only in the given folders (not below them). Called at start-up while this
    instance holds the folder lock, so no other writer can be using them.
    """
    removed = []
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not TEMP_NAME.fullmatch(entry.name):
                continue
            try:
                if entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                pass
    return removed
