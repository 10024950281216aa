"""Hand memory a finished table freed back to the system (glibc only).

Each match builds a fresh table: a view with its cached felt background (a
pixmap the size of the window), a scene and its items. When the next match
replaces it, all of that is freed, but glibc's allocator keeps freed memory
inside its heap and returns only a large enough free block at the very top
(its threshold grows with the largest block freed, here the background
pixmap). What lies below the top stays resident: the memory in use stays
flat from match to match while the resident size creeps up for the first
twenty or so matches. ``malloc_trim(0)`` gives every free page back; the
window calls it once per match, just after the old table is destroyed (a
few milliseconds). Other C libraries and platforms need nothing and get
nothing. docs/DEVELOPING.md ("Memory between matches") has the figures.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections.abc import Callable

from PySide6.QtCore import QTimer

enabled = True  # the memory benchmark turns it off to show the difference


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, looked up once; None where there is none (musl, macOS, Windows)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):  # not glibc (musl has no malloc_trim)
        return None
    return trim


def release_freed_memory() -> bool:
    """Give the allocator's free pages back to the system; whether it could."""
    trim = _malloc_trim()
    if not enabled or trim is None:
        return False
    trim(0)
    return True


def release_after_destroyed(_obj: object = None) -> None:
    """For a ``destroyed`` signal: release once the object and its children are gone.

    ``destroyed`` comes before the children are deleted, so the release waits
    for the next turn of the event loop.
    """
    QTimer.singleShot(0, release_freed_memory)
