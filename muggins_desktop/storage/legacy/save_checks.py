"""The checks of a named save that need no rules engine.

Shared by the save loader (``saves``, which then replays the record through
the engine) and by the readers that show part of a save without playing it
(the start page's summary, ``summary``), so both refuse exactly the same
files and neither uses any part of a file before the whole of it passed.
The parts a library match shares with a save (seats, options, the record's
shape) are checked by ``storage/checks.py``; this module adds the save's own
envelope around them. Imports no engine (the start page is painted before
the rules are loaded).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from muggins_desktop.storage.atomic import excerpt
from muggins_desktop.storage.checks import check_parts
from muggins_desktop.storage.errors import FileProblem, StorageError
from muggins_desktop.storage.settings import check_format

GAMES = ("dominoes", "cribbage")
SAVE_FORMAT = 1
MAX_SAVED_AT = 64


def check_shape(obj: Any) -> tuple[str, list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]:
    """Every check of a save that needs no engine: (game, record, seats, options), or ``StorageError``.

    The save loader adds the options check against the record's start and
    the replay (``saves.check_structure``).
    """
    game = _check_top_level(obj)
    record, seats, options = check_parts(game, obj["record"], obj["options"], obj["seats"])
    key = obj.get("match_key")
    if key is not None and type(key) is not str:
        raise StorageError("bad_field", "the field 'match_key' must be text", field="match_key")
    return game, record, seats, options


def _check_top_level(obj: Any) -> str:
    """The object, its format and its plain fields; returns the game's name."""
    if not isinstance(obj, dict):
        raise StorageError("not_object", "it does not hold a JSON object")
    check_format(obj, SAVE_FORMAT)
    unknown = sorted(
        k for k in obj if k not in ("format", "game", "options", "seats", "record", "saved_at", "match_key")
    )
    if unknown:
        name = excerpt(unknown[0])
        raise StorageError("unknown_field", f"it has an unknown field {name}", field=name)
    for key in ("game", "options", "seats", "record", "saved_at"):
        if key not in obj:
            raise StorageError("bad_field", f"the field {key!r} is missing", field=key)
    game = obj["game"]
    if type(game) is not str or game not in GAMES:
        raise StorageError("bad_field", "the field 'game' names no game this app plays", field="game")
    if type(obj["saved_at"]) is not str or len(obj["saved_at"]) > MAX_SAVED_AT:
        raise StorageError(
            "bad_field", f"the field 'saved_at' must be text of at most {MAX_SAVED_AT} characters", field="saved_at"
        )
    return game


def unseen_autosave(path: Path, error: StorageError) -> tuple[bool, FileProblem | None]:
    """For an autosave that could not be read: (whether the file itself is the problem, what to tell).

    Without permission on ``data/saves`` (and no autosave at all) every start
    said the automatic save could not be read and the interrupted match could
    not be continued. When nothing is at the autosave's name there is nothing
    to tell; when the folder cannot even be searched, only that is told (no
    match is named lost, none may exist). ``(True, None)``: the file is there
    and the caller reports it as before.
    """
    if error.code != "unreadable":
        return True, None
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False, None
    except (OSError, ValueError):
        text = f"The saves folder {path.parent} cannot be read because {error.reason}."
        folder = FileProblem(
            text,
            code=error.code,
            path=str(path.parent),
            aside=None,
            reason=error.reason,
            kind="saves_folder",
            params=dict(error.params),
        )
        return False, folder
    return True, None
