"""Statistics of finished matches, per game and number of players.

Everything is read from the match record (the events), not from engine
objects, so the numbers mean exactly what the record says happened and a
match can also be counted from an exported record.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from muggins_desktop.storage import paths
from muggins_desktop.storage.atomic import (
    atomic_write_json,
    excerpt,
    read_json,
    report_bad_file,
)
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.settings import check_format

STATS_FORMAT = 1
KEY_PATTERN = re.compile(r"(dominoes/[234]|cribbage/[234]|cribbage/4p)")
_LIMIT = 10**12  # far beyond any real total; keeps absurd numbers out


@dataclass
class GameStats:
    """Totals for one game and player count (for the human seats)."""

    played: int = 0
    won: int = 0
    score_total: int = 0
    best: int | None = None
    skunks_given: int = 0
    skunks_received: int = 0
    muggins_calls: int = 0
    muggins_won: int = 0
    missed_points: int = 0
    # Matches in which the person took a move back (coach take-back); added
    # later, so a file without it still loads (as 0).
    matches_with_takebacks: int = 0

    @property
    def average(self) -> float | None:
        """Average final score, None before the first match."""
        return self.score_total / self.played if self.played else None

    @classmethod
    def from_json(cls, key: str, obj: Any) -> GameStats:
        if not isinstance(obj, dict):
            raise _bad(key, "is not an object")
        names = [f.name for f in dataclasses.fields(cls)]
        if set(obj) - set(names) or set(names) - set(obj) - set(_OPTIONAL_FIELDS):
            raise _bad(key, "does not have exactly the expected fields")
        names = [name for name in names if name in obj]
        for name in names:
            value = obj[name]
            if name == "best" and value is None:
                continue
            if type(value) is not int or abs(value) > _LIMIT:
                raise _bad(key, f"has a bad value for {name!r}")
            if name not in ("best", "score_total") and value < 0:
                raise _bad(key, f"has a negative {name!r}")
        stats = cls(**obj)
        if (
            stats.won > stats.played
            or stats.matches_with_takebacks > stats.played
            or stats.muggins_won > stats.muggins_calls
        ):
            raise _bad(key, "counts more wins than tries")
        if (stats.best is None) != (stats.played == 0):
            raise _bad(key, "has a best score that does not fit its matches")
        return stats


_OPTIONAL_FIELDS = ("matches_with_takebacks",)  # may be missing from older files


def _bad(key: str, what: str) -> StorageError:
    shown = excerpt(key)
    return StorageError("bad_field", f"the entry {shown} {what}", field=shown)


@dataclass
class Stats:
    """All statistics: ``games`` maps keys like "dominoes/2" or "cribbage/4p"."""

    games: dict[str, GameStats] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": STATS_FORMAT,
            "games": {key: dataclasses.asdict(value) for key, value in sorted(self.games.items())},
        }

    @classmethod
    def from_json(cls, obj: Any) -> Stats:
        if not isinstance(obj, dict):
            raise StorageError("not_object", "it does not hold a JSON object")
        check_format(obj, STATS_FORMAT)
        unknown = sorted(k for k in obj if k not in ("format", "games"))
        if unknown:  # named by a short excerpt: a key may be megabytes long
            shown = excerpt(unknown[0])
            raise StorageError("unknown_field", f"it has an unknown field {shown}", field=shown)
        if "games" not in obj:
            raise StorageError("bad_field", "it has no field 'games'", field="games")
        games = obj["games"]
        if not isinstance(games, dict):
            raise StorageError("bad_field", "the field 'games' must be an object", field="games")
        result = {}
        for key, value in games.items():
            if not KEY_PATTERN.fullmatch(key):
                shown = excerpt(key)
                raise StorageError("bad_field", f"the entry {shown} names no game and player count", field=shown)
            result[key] = GameStats.from_json(key, value)
        return cls(result)


def stats_key(game: str, players: int, partnerships: bool = False) -> str:
    """Key of a game and player count; cribbage partnerships get "4p"."""
    return f"{game}/{players}{'p' if partnerships else ''}"


# ------------------------------------------------------------------ counting
def _skunked(score: int, target: Any) -> bool:
    """Whether a losing score is a skunk (rules B1; a double skunk is one too)."""
    if target == 121:
        return score <= 90
    if target == 61:
        return score < 31
    return False


def count_match(
    record: Sequence[dict[str, Any]], human_seats: Iterable[int], into: Stats, took_back: bool = False
) -> bool:
    """Add one finished match to ``into``; False (nothing added) otherwise.

    A match counts only when it ended and at least one person played in it.
    With several people at one screen it is "won" when any of them won, and
    its score is the best of their sides' final scores. ``took_back``: the
    person took a move back during the match (counted separately).
    """
    if not record or record[0].get("event") != "match_start":
        return False
    start = record[0]
    end = next((e for e in reversed(record) if e.get("event") == "match_end"), None)
    if end is None:
        return False
    game, players = start.get("game"), start.get("players")
    if type(players) is not int:
        return False
    partnerships = bool(start.get("partnerships", False))
    humans = {s for s in human_seats if type(s) is int and 0 <= s < players}
    if not humans:
        return False

    def side_of(seat: int) -> int:
        return seat % 2 if partnerships else seat

    human_sides = {side_of(s) for s in humans}
    scores = list(end["scores"])
    winner = end.get("winner")
    key = stats_key(str(game), players, partnerships)
    entry = into.games.setdefault(key, GameStats())

    final = max(scores[side] for side in human_sides)
    entry.played += 1
    entry.won += winner in human_sides
    entry.matches_with_takebacks += bool(took_back)
    entry.score_total += final
    entry.best = final if entry.best is None else max(entry.best, final)

    if game == "cribbage" and not start.get("lowball", False) and winner is not None:
        _count_skunks(entry, scores, winner, human_sides, start.get("target"))
    _count_muggins(entry, record, humans)
    return True


def _count_skunks(entry: GameStats, scores: list[int], winner: int, human_sides: set[int], target: Any) -> None:
    losers = [side for side in range(len(scores)) if side != winner]
    skunked = {side for side in losers if _skunked(scores[side], target)}
    if winner in human_sides and skunked:
        entry.skunks_given += 1
    if human_sides & skunked:
        entry.skunks_received += 1


def _count_muggins(entry: GameStats, record: Sequence[dict[str, Any]], humans: set[int]) -> None:
    """Muggins calls, calls won and points missed in the people's own counts."""
    for event in record:
        kind = event.get("event")
        if kind == "response" and event.get("player") in humans and event.get("answer") in ("muggins", "overcount"):
            entry.muggins_calls += 1
        elif kind == "settle" and event.get("claimant") in humans and (event.get("claimant_delta") or 0) > 0:
            entry.muggins_won += 1
        elif kind == "show" and event.get("player") in humans and event.get("declared") is not None:
            entry.missed_points += max(0, event["true"] - event["declared"])


# ------------------------------------------------------------------ files
def load_stats(path: Path | None = None) -> tuple[Stats, str | None]:
    """The saved statistics, or empty ones plus a one-sentence report."""
    path = Path(path) if path is not None else paths.stats_path()
    try:
        return Stats.from_json(read_json(path)), None
    except FileNotFoundError:
        return Stats(), None
    except StorageError as exc:
        return Stats(), report_bad_file(
            path, exc, "The statistics file", "the statistics start again from zero", "stats"
        )


def save_stats(stats: Stats, path: Path | None = None) -> None:
    atomic_write_json(Path(path) if path is not None else paths.stats_path(), stats.to_json(), pretty=True)


def record_match(
    match: Any, human_seats: Iterable[int], path: Path | None = None, took_back: bool = False
) -> tuple[Stats, str | None]:
    """Count a finished match (a ``Match`` or its record) and save at once.

    Returns the updated statistics and the report about a bad statistics file
    that had to be moved aside first (or None).
    """
    record = getattr(match, "record", match)
    stats, problem = load_stats(path)
    if count_match(record, human_seats, stats, took_back):
        save_stats(stats, path)
    return stats, problem


def reset_stats(path: Path | None = None) -> Stats:
    """Start the statistics again from zero (the old file is replaced)."""
    stats = Stats()
    save_stats(stats, path)
    return stats


def recount_stats(library: Any, problems: list[str] | None = None) -> Stats:
    """The statistics counted again from every finished match the library holds (Statistics -> Recount).

    ``library`` is a ``storage.library.MatchLibrary`` (anything with
    ``finished_records()``). Each finished match is counted exactly as
    ``record_match`` counted it when it ended (same rules, same record), so
    for the same matches the result equals what ``stats.json`` keeps; a
    match in which the person took a move back is counted among
    ``matches_with_takebacks``. Matches in the trash still count until the
    trash is emptied, like the matches ``stats.json`` counted when they
    ended. Records that cannot be read are skipped and their ids put in
    ``problems``. Reads every finished record: seconds for thousands of
    matches, so the UI runs it off the GUI thread.
    """
    stats = Stats()
    for record, humans, took_back in library.finished_records(problems):
        count_match(record, humans, stats, took_back)
    return stats
