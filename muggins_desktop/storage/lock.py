"""One app per user folder: an exclusive lock held for the whole session.

Two instances sharing the same files would each resume the same autosave and
the last writer would win, so the second instance must refuse to start. The
lock is an operating-system lock on an open file (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows), not the mere existence of a file: the system
drops it when the process ends in any way, ``kill -9`` and crashes included,
so a stale lock can never keep the player out and needs no clean-up. The file
itself stays (it only holds the process id, for people and bug reports).
Standard library only.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Self

from muggins_desktop.storage import paths

LOCK_NAME = "instance.lock"


def lock_path() -> Path:
    """The lock file of the current user folder (next to the saves and statistics)."""
    return paths.data_dir() / LOCK_NAME


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

        Raises ``OSError`` when the lock file cannot be created at all (for
        example a read-only folder); the caller decides whether to go on.
        """
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
        try:
            if not _try_lock(fd):
                os.close(fd)
                return False
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except OSError:
            os.close(fd)
            raise
        self._fd = fd
        return True

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
