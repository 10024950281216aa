"""Settings, saved games, statistics and the match library, kept under the user's directories.

Everything here is plain JSON written atomically; a file that cannot be
trusted is moved aside untouched and replaced by defaults, so a damaged disk
file can cost a preference or a saved match but never stops the app.
See ``docs/STORAGE.md``.

The match library (``storage.library``) is imported on first use of its
names, so importing ``storage`` stays cheap for the command line.
"""

from __future__ import annotations

from typing import Any

from muggins_desktop.storage.errors import FileProblem, SaveError, StorageError

_LIBRARY = {
    "MatchLibrary": "muggins_desktop.storage.library",
    "MatchSession": "muggins_desktop.storage.library.session",
    "MatchRow": "muggins_desktop.storage.library.rows",
    "MatchFilter": "muggins_desktop.storage.library.rows",
    "PlayAgain": "muggins_desktop.storage.library.rows",
    "Resumed": "muggins_desktop.storage.library.rows",
    "LibraryError": "muggins_desktop.storage.library.meta",
    "migrate_old_saves": "muggins_desktop.storage.library.imports",
    "recount_stats": "muggins_desktop.storage.stats",
}

__all__ = ["FileProblem", "SaveError", "StorageError", *_LIBRARY]


def __getattr__(name: str) -> Any:
    module = _LIBRARY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
