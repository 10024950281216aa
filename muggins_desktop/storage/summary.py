"""A cheap look at a save: which match it is, without replaying it.

The start page names the match "Continue" resumes (game, players, scores,
date). Replaying a long record through the rules engine only to print one
line would slow the first paint, so this reads the file and its last
scoring event and nothing more. It checks only what it shows; the full
checks run when the match is actually loaded (``saves.load_game``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from muggins_desktop.storage import paths
from muggins_desktop.storage.atomic import read_json

GAMES = ("dominoes", "cribbage")


@dataclass(frozen=True)
class SaveSummary:
    """What a save holds, in a few fields.

    ``scores`` are per side: per player, or per partnership in four-player
    partnership cribbage (``partnerships`` is then True; side 0 is seats 0
    and 2). ``saved_at`` is None when the file's date cannot be read.
    """

    game: str
    names: tuple[str, ...]
    scores: tuple[int, ...]
    partnerships: bool
    saved_at: datetime | None


def summarize(path: Path | None = None) -> SaveSummary | None:
    """The summary of the save at ``path`` (the autosave by default), or None.

    None when there is no file or it does not look like a save; never raises
    for a bad file (the real load reports those).
    """
    path = Path(path) if path is not None else paths.autosave_path()
    try:
        obj = read_json(path)
    except Exception:  # missing, unreadable or not JSON: nothing to name
        return None
    try:
        return _summary(obj)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return None


def _summary(obj: Any) -> SaveSummary | None:
    if not isinstance(obj, dict) or obj.get("game") not in GAMES:
        return None
    record, seats = obj.get("record"), obj.get("seats")
    if not isinstance(record, list) or not record or not isinstance(seats, list):
        return None
    start = record[0]
    players = int(start.get("players", len(seats)))
    names = tuple(str(s.get("name", "")) for s in seats[:players])
    scores = next(
        (e["scores"] for e in reversed(record) if isinstance(e, dict) and isinstance(e.get("scores"), list)), None
    )
    partnerships = bool(start.get("partnerships")) or (scores is not None and players == 4 and len(scores) == 2)
    sides = 2 if partnerships else players
    if scores is None:
        scores = [0] * sides
    return SaveSummary(
        game=obj["game"],
        names=names,
        scores=tuple(int(s) for s in scores[:sides]),
        partnerships=partnerships,
        saved_at=_date(obj.get("saved_at")),
    )


def _date(text: Any) -> datetime | None:
    if not isinstance(text, str):
        return None
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None
