"""The per-match locks: who may write a match, and when the lock is given up.

A match is written only by the app that holds ``locks/<id>.lock``. The lock
is taken on the caller's thread, but it is given up on the library's writer
thread, after the last write queued for that match, so a second app that
takes it next never finds half of this app's writes.
"""

from __future__ import annotations

import os
import threading
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from muggins_desktop.storage.library.writer import LibraryWriter
from muggins_desktop.storage.lock import FolderLock


class MatchLocks:
    """The lock files of one library's matches, released in order with its writer."""

    def __init__(self, folder: Path, writer: LibraryWriter) -> None:
        self._folder = folder
        self._writer = writer
        self._releasing: Counter[str] = Counter()  # locks the writer thread still has to give up
        self._lock = threading.Lock()

    def take(self, match_id: str) -> FolderLock | None:
        """The match's lock, or None when another app holds it.

        When no lock file can be made at all (a read-only folder) nobody can
        write the match anyway; an unheld lock stands in, and the writes
        themselves report the problem.
        """
        if match_id in self._releasing:
            self._writer.flush()  # our own session's last writes, then its lock
        lock = FolderLock(self.path(match_id))
        try:
            return lock if lock.acquire() else None
        except OSError:
            return FolderLock(self.path(match_id))

    def path(self, match_id: str) -> Path:
        return self._folder / f"{match_id}.lock"

    def release_later(self, match_id: str, release: Callable[[], None]) -> None:
        """Give a lock up on the writer thread, after the writes queued for its match."""
        with self._lock:
            self._releasing[match_id] += 1

        def run() -> None:
            try:
                release()
            finally:
                with self._lock:
                    self._releasing[match_id] -= 1
                    if self._releasing[match_id] <= 0:
                        del self._releasing[match_id]

        self._writer.call(run, match_id)

    def drop_later(self, match_id: str, lock: FolderLock) -> None:
        """Remove a lock file nobody will need again (a match trashed), after its last writes.

        Such locks used to stay until the 30-day purge, one per match
        discarded or killed.
        """
        self.release_later(match_id, lock.remove)

    def sweep(self) -> list[str]:
        """Remove the lock files nobody holds (left by apps that were killed); the ids whose lock went.

        Each is taken before it is removed, so a lock another app holds now
        stays. Called at start, while this app holds the folder lock.
        """
        try:
            names = os.listdir(self._folder)
        except OSError:
            return []
        removed = []
        for name in names:
            match_id = name.removesuffix(".lock")
            if match_id == name or match_id in self._releasing:
                continue
            lock = FolderLock(self._folder / name)
            try:
                if not lock.acquire():
                    continue
            except OSError:
                continue
            lock.remove()
            removed.append(match_id)
        return removed
