"""One app per user folder: an exclusive lock held for the whole session.

Two instances sharing the same files would both write the settings, the
statistics and the match library's index, and the last writer would win, so
the second instance must refuse to start. The lock is an operating-system
lock on an open file (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows), not the mere existence of a file: the system
drops it when the process ends in any way, ``kill -9`` and crashes included,
so a stale lock can never keep the player out and needs no clean-up. The file
itself stays (it only holds the process id, for people and bug reports).
Standard library only.
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path
from typing import Self

from muggins_desktop.storage import files, paths

LOCK_NAME = "instance.lock"


def lock_path() -> Path:
    """The lock file of the current user folder (next to the saves and statistics)."""
    return paths.data_dir() / LOCK_NAME


def is_read_only(error: OSError) -> bool:
    """Whether ``error`` comes from read-only media: the one case where the app starts without the lock.

    Nothing can be written there, so two instances cannot overwrite each
    other's files; every other failure (a folder or link in the lock's
    place, no permission, a full disk) keeps the second app out.
    """
    return error.errno == errno.EROFS and not isinstance(error, files.WriteRefused)


class FolderLock:
    """An exclusive, non-blocking lock on ``path`` (by default the user folder's)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else lock_path()
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock; False when another process holds it.

        The lock file goes through the storage door (``files.open_lock``): a
        folder, a symbolic link, a FIFO or a file with another hard link in
        its place raises ``WriteRefused`` (an ``OSError``) instead of being
        opened, and so does a folder that cannot be written. The caller
        fails closed on every ``OSError`` but read-only media
        (``is_read_only``). Once the lock is held it stays held: a full disk
        that refuses the process id costs only that line of text.
        """
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        for _attempt in range(10):
            fd = files.open_lock(self.path)
            try:
                locked = _try_lock(fd)
            except OSError:
                os.close(fd)
                raise
            if not locked:
                os.close(fd)
                return False
            if _still_named(fd, self.path):
                break
            _unlock(fd)  # its holder removed the file before letting go: that lock guards nothing now
            os.close(fd)
        else:
            return False
        self._fd = fd
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except OSError:
            pass  # the process id is only for people; the lock itself is taken
        return True

    def remove(self) -> None:
        """Delete the lock file while it is held, then let go: a lock nobody needs again (a match trashed).

        Another app that opened the old file meanwhile finds, once it holds
        it, that the name no longer leads to it, and tries again
        (``acquire``), so removing never lets two apps hold one lock.
        """
        if self._fd is None:
            return
        try:
            os.unlink(self.path)
        except OSError:
            pass  # the file stays; it is only a name
        self.release()

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            _unlock(fd)
        except OSError:
            pass
        os.close(fd)

    def __enter__(self) -> Self:
        if not self.acquire():
            raise BlockingIOError(f"{self.path} is locked by another process")
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _still_named(fd: int, path: Path) -> bool:
    """Whether ``path`` still names the file open as ``fd`` (not removed or replaced meanwhile)."""
    try:
        named = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    held = os.fstat(fd)
    return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
