"""Where the app keeps its files.

The environment variable is read on every call (not at import) so that tests
and portable installs can point the app elsewhere at any moment.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "muggins-desktop"
HOME_ENV = "MUGGINS_DESKTOP_HOME"


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    """Folder of ``settings.json``."""
    home = _home_override()
    if home is not None:
        return home / "config"
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """Folder of saved games and statistics."""
    home = _home_override()
    if home is not None:
        return home / "data"
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def log_dir() -> Path:
    """Folder of the log for bug reports (``storage/logbook.py``): the platform's state or log folder."""
    home = _home_override()
    if home is not None:
        return home / "log"
    return platformdirs.user_log_path(APP_NAME, appauthor=False)


def saves_dir() -> Path:
    """Where named saves were kept before the match library; its files are migrated once."""
    return data_dir() / "saves"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def autosave_path() -> Path:
    """The older format's one automatic save; the library keeps every match now, this is only migrated."""
    return saves_dir() / "autosave.json"


def stats_path() -> Path:
    return data_dir() / "stats.json"


# ------------------------------------------------------------ the match library
def library_dir() -> Path:
    """Folder of the match library (``storage/library/``): every match ever played."""
    return data_dir() / "library"


def imported_saves_dir() -> Path:
    """Where the old saves go once the library holds them (read back and compared first)."""
    return saves_dir() / "imported"


def written_folders() -> list[Path]:
    """Every folder the app writes into: where interrupted writes' temporary files are cleaned at start."""
    library = library_dir()
    return [
        config_dir(),
        data_dir(),
        saves_dir(),
        imported_saves_dir(),
        library,
        library / "matches",
        library / "locks",
    ]
