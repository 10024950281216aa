"""Named saves of the older format: the match record plus what is needed to seat the players again.

A save holds no game state of its own: the match is rebuilt by replaying its
record through the rules engine (``storage/replay.py``), which refuses any
illegal or inconsistent event. A tampered or damaged file can therefore only
fail to load; it can never produce a position the rules would not allow, and
it never runs code.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from muggins_desktop.engine import Match
from muggins_desktop.storage import paths
from muggins_desktop.storage.atomic import dump_json, read_json, report_bad_file, write_chosen_file
from muggins_desktop.storage.checks import MAX_SEAT_NAME, MAX_TAKEBACKS, check_options, check_seats
from muggins_desktop.storage.errors import FileProblem, SaveError, StorageError, save_error
from muggins_desktop.storage.legacy.save_checks import SAVE_FORMAT, check_shape, unseen_autosave
from muggins_desktop.storage.replay import check_options_match, gc_paused, kept_key, replay

__all__ = ["MAX_SEAT_NAME", "MAX_TAKEBACKS", "SAVE_FORMAT", "SavedGame", "check_structure", "load_game", "save_game"]


@dataclass
class SavedGame:
    """A loaded save, with the match already replayed to where it stopped.

    ``seats`` are dicts ``{"name", "kind", "level"}`` in seat order
    (``level`` is None for people), plus ``"takebacks"`` (how many moves that
    person took back in this match) only when it is above 0.
    """

    game: str
    match: Match
    seats: list[dict[str, Any]]
    options: dict[str, Any]
    saved_at: str
    path: Path | None = field(default=None, compare=False)


# ------------------------------------------------------------------ writing
def save_game(path: Path, match: Match, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any]) -> None:
    """Write ``match`` to ``path`` atomically.

    Raises ``SaveError`` when the data cannot be saved; the previous file at
    ``path``, if any, is then left exactly as it was.
    """
    path = Path(path)
    try:
        seat_list = check_seats(list(seats), match.players)
        options_json = check_options(options)
        data = dump_json(
            {
                "format": SAVE_FORMAT,
                "game": match.game,
                "options": options_json,
                "seats": seat_list,
                "record": list(match.record),
                "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
                **_key_field(match),
            }
        )
    except SaveError:
        raise
    except StorageError as exc:
        raise save_error("save", path, exc.code, exc.reason, **exc.params) from exc
    except (TypeError, ValueError) as exc:
        raise save_error("save", path, "not_json", "its data cannot be written as JSON") from exc
    write_chosen_file(path, data, "save")


def _key_field(match: Any) -> dict[str, str]:
    """The save's ``match_key`` field: a fair match's key until the record reveals it."""
    key = kept_key(match)
    return {} if key is None else {"match_key": key}


# ------------------------------------------------------------------ reading
def load_game(path: Path) -> SavedGame:
    """Read and replay a saved game; every failure is a ``SaveError``.

    The error's sentence names the file and the reason, so the UI can show it
    as is. The file itself is not touched (see ``load_autosave`` for the
    autosave, which is moved aside).
    """
    path = Path(path)
    try:
        return _saved_from_file(path)
    except FileNotFoundError as exc:
        raise save_error("open", path, "missing", "it does not exist") from exc
    except StorageError as exc:
        raise save_error("open", path, exc.code, exc.reason, **exc.params) from exc


def _saved_from_file(path: Path) -> SavedGame:
    with gc_paused():
        obj = read_json(path)
        try:
            return _saved_from_json(obj, path)
        except StorageError:
            raise
        except Exception as exc:  # last resort: a bad file must never crash the app
            raise StorageError("internal_error", f"it could not be interpreted ({type(exc).__name__})") from exc


def _saved_from_json(obj: Any, path: Path | None) -> SavedGame:
    game, record, seats, options = check_structure(obj)
    key = obj.get("match_key")
    match = replay(record, key)
    return SavedGame(game=game, match=match, seats=seats, options=options, saved_at=obj["saved_at"], path=path)


def check_structure(obj: Any) -> tuple[str, list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]:
    """Every check of a save but the replay: (game, record, seats, options), or ``StorageError``."""
    game, record, seats, options = check_shape(obj)
    check_options_match(game, options, record[0])
    return game, record, seats, options


# ------------------------------------------------------------------ autosave
def autosave(match: Match, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any]) -> None:
    """Save the running match to the autosave file (after every action)."""
    save_game(paths.autosave_path(), match, seats, options)


def autosave_present(path: Path | None = None) -> bool:
    """Whether something is at the autosave's place; False (never an error) when the folder cannot be searched."""
    try:
        os.lstat(Path(path) if path is not None else paths.autosave_path())
    except (OSError, ValueError):
        return False
    return True


def load_autosave(path: Path | None = None) -> tuple[SavedGame | None, str | None]:
    """The match to offer with "Continue", or None plus an optional report.

    A bad autosave is moved aside unchanged and reported in one sentence. An
    autosave of a finished match (left over when the app stopped right at the
    end) is removed, and that is reported too (``kind == "autosave_finished"``):
    every loss of data, however small, is told.
    """
    path = Path(path) if path is not None else paths.autosave_path()
    try:
        saved = _saved_from_file(path)
    except FileNotFoundError:
        return None, None
    except StorageError as exc:
        itself, told = unseen_autosave(path, exc)
        if not itself:
            return None, told
        return None, report_bad_file(
            path, exc, "The automatic save", "the interrupted match cannot be continued", "autosave"
        )
    if saved.match.outcome is not None:
        try:
            clear_autosave(path)
        except OSError:
            pass
        text = (
            "The automatic save held a match that had already ended, so it was removed; there is nothing to continue."
        )
        return None, FileProblem(
            text, code="finished", path=str(path), aside=None, reason="the match had ended", kind="autosave_finished"
        )
    return saved, None


def clear_autosave(path: Path | None = None) -> None:
    """Forget the autosave (the match ended or the player abandoned it)."""
    path = Path(path) if path is not None else paths.autosave_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
