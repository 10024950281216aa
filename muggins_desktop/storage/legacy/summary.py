"""A cheap look at a save: which match it is, without replaying it.

The start page names the match "Continue" resumes (game, players, scores,
date). Replaying a long record through the rules engine only to print one
line would slow the first paint, so this does not replay; but nothing of
the file is used before it passed every other check of the save loader
(``save_checks.check_shape``: format, fields, record shape, players,
seats and their names, options), and the scores shown must be whole
numbers of the right count. Only the replay and the comparison of the
options with a fresh match's start are left to the loader: they need the
rules engine, which the start page is painted without. A file that fails is moved aside
with one sentence (``inspect``), exactly as the loader would do, so a bad
autosave can never stop the app from starting.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from muggins_desktop.storage import files, paths
from muggins_desktop.storage.atomic import report_bad_file
from muggins_desktop.storage.errors import FileProblem, StorageError

if TYPE_CHECKING:
    from datetime import datetime
from muggins_desktop.storage.legacy import save_checks

GAMES = ("dominoes", "cribbage")
#: Scores beyond this are no match this app plays (targets are 61, 121 or a few hundred).
MAX_SCORE = 1_000_000


@dataclass(frozen=True)
class SaveSummary:
    """What a save holds, in a few fields.

    ``scores`` are per side: per player, or per partnership in four-player
    partnership cribbage (``partnerships`` is then True; side 0 is seats 0
    and 2). ``saved_at`` is None when the file's date cannot be shown (not
    a date, no time zone, or before 1970).
    """

    game: str
    names: tuple[str, ...]
    scores: tuple[int, ...]
    partnerships: bool
    saved_at: datetime | None


def inspect(path: Path | None = None) -> tuple[SaveSummary | None, FileProblem | None]:
    """The summary of the save at ``path`` (the autosave by default), or why there is none.

    ``(summary, None)`` for a save that passed every check, ``(None, None)``
    when there is no file, ``(None, problem)`` when the file could not be
    used: it was moved aside and ``problem`` is the one-sentence report
    (kind ``autosave``). Never raises.
    """
    path = Path(path) if path is not None else paths.autosave_path()
    try:
        summary = summary_of(files.read_json(path))
    except FileNotFoundError:
        return None, None
    except StorageError as exc:
        itself, told = save_checks.unseen_autosave(path, exc)
        if not itself:
            return None, told
        return None, _aside(path, exc)
    except Exception as exc:  # last resort: a file must never stop the app
        error = StorageError("internal_error", f"it could not be interpreted ({type(exc).__name__})")
        return None, _aside(path, error)
    return summary, None


def _aside(path: Path, error: StorageError) -> FileProblem:
    return report_bad_file(path, error, "The automatic save", "the interrupted match cannot be continued", "autosave")


def summarize(path: Path | None = None) -> SaveSummary | None:
    """The summary of a usable save, else None (a bad file is moved aside); never raises."""
    return inspect(path)[0]


def summary_of(obj: Any) -> SaveSummary:
    """The summary of a save's JSON, checked in full first (``StorageError``)."""
    game, record, seats, _options = save_checks.check_shape(obj)
    start = record[0]
    players = start["players"]  # an int from 2 to 4, as many as there are seats
    partnerships = start.get("partnerships", False)
    if type(partnerships) is not bool or (partnerships and players != 4):
        raise StorageError("bad_record", "its record has no valid partnerships")
    sides = 2 if partnerships else players
    scores: list[int] = [0] * sides
    for event in reversed(record):
        if "scores" in event:
            found = event["scores"]
            if (
                type(found) is not list
                or len(found) != sides
                or any(type(s) is not int or not -MAX_SCORE <= s <= MAX_SCORE for s in found)
            ):
                raise StorageError("bad_record", "its record holds scores that are not whole numbers per side")
            scores = found
            break
    return SaveSummary(
        game=game,
        names=tuple(seat["name"] for seat in seats),
        scores=tuple(scores),
        partnerships=partnerships,
        saved_at=_date(obj["saved_at"]),
    )


def _date(text: str) -> datetime | None:
    from datetime import datetime  # only with an autosave to show: most starts have none

    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return None
    if when.tzinfo is None or when.utcoffset() is None:
        return None
    try:
        when.timestamp()
    except (OverflowError, ValueError, OSError):
        return None
    return when if when.year >= 1970 else None
