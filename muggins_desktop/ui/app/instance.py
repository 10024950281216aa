"""Whether this process is the app that holds the user folder's lock.

``ui/app/app.py`` keeps the lock here once it has it (for the life of the
process); the match library's clean-up of left-over temporary files asks
``holds_folder_lock`` so that it never runs in a second window of the same
process (the tests), whose writer may be between a temporary file and its
rename.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from muggins_desktop.storage.lock import FolderLock

FOLDER_LOCKS: list[FolderLock] = []


def holds_folder_lock() -> bool:
    """Whether this process is the app holding the user folder's lock (so no other writer runs)."""
    return bool(FOLDER_LOCKS)
