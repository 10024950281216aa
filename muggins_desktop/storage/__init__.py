"""Settings, saved games and statistics kept under the user's directories.

Everything here is plain JSON written atomically; a file that cannot be
trusted is moved aside untouched and replaced by defaults, so a damaged disk
file can cost a preference or a saved match but never stops the app.
See ``docs/STORAGE.md``.
"""

from __future__ import annotations

from muggins_desktop.storage.errors import FileProblem, SaveError, StorageError

__all__ = ["FileProblem", "SaveError", "StorageError"]
