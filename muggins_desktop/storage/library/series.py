"""Series and duplicates in the library, worked out from the list rows alone.

Every game of a series is an ordinary match whose options hold the series
as it stood before that game (``MatchRow.series``: ``Series.to_json`` text
with the series' ``id``); a duplicate's options name the match it replays
(``MatchRow.replays``). So the library needs no file of its own for
either, and nothing here opens a record:

* ``waiting_games(rows)``: the series whose last game is over, that are not
  decided yet, and whose next game was never begun (the app closed between
  two games): Game → Matches resumes them; ``waiting_series(rows)``: the one
  Continue offers (the newest, when no match was begun since);
* ``series_stats(rows)``: per game, the series a person played to the end:
  won, lost, tied, game points per game, skunks given and taken;
* ``duplicate_pairs(rows)`` / ``duplicate_result``: a duplicate beside the
  match it replays, and who did better with the same cards.

A game given up (a player resigned) has no winner: its series stops there
and is neither waiting nor counted (docs/SERIES.md).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from muggins_desktop.engine.series import GameResult, Series, SeriesError
from muggins_desktop.storage.files import parse_option_text
from muggins_desktop.storage.library.rows import MatchRow


def series_before(row: MatchRow) -> Series | None:
    """The series as it stood before this row's game (None: a single game, or text this version cannot read)."""
    if row.series is None:
        return None
    try:
        series = Series.from_json(parse_option_text(row.series))
    except (ValueError, SeriesError):
        return None
    return None if series.format == "single" or not series.id else series


def fresh_series_text(text: object) -> str | None:
    """The same kind of series with no games and a new id (Play again on a series game), as option text."""
    if not isinstance(text, str):
        return None
    try:
        series = Series.from_json(parse_option_text(text))
    except (ValueError, SeriesError):
        return None
    return json.dumps(series.fresh().to_json(), separators=(",", ":"))


def skunks_of(row: MatchRow) -> tuple[str | None, ...]:
    """Per side, how badly it lost (cribbage rules B1: 90 or less to 121, 60 or less a double; below 31 to 61)."""

    def kind(score: int) -> str | None:
        if row.target == 121:
            return "double" if score <= 60 else ("skunk" if score <= 90 else None)
        return "skunk" if row.target == 61 and score < 31 else None

    if row.game != "cribbage" or row.lowball or row.winner is None:
        return (None,) * len(row.scores)
    return tuple(None if s == row.winner else kind(score) for s, score in enumerate(row.scores))


def series_after(row: MatchRow) -> Series | None:
    """The series with this row's game counted (its standing only: the first seat is not in a row)."""
    series = series_before(row)
    if series is None or not row.ended or row.winner is None or series.over:
        return series
    try:
        return series.add(GameResult(row.winner, tuple(row.scores), skunks_of(row), 0, row.deal))
    except SeriesError:
        return series


def latest_games(rows: Iterable[MatchRow]) -> dict[str, MatchRow]:
    """Per series id, its game with the most games before it (the newest on a tie)."""
    latest: dict[str, tuple[tuple[int, datetime, str], MatchRow]] = {}
    for row in rows:
        series = series_before(row)
        if series is None:
            continue
        key = (len(series.results), row.created, row.id)
        old = latest.get(series.id)
        if old is None or key > old[0]:
            latest[series.id] = (key, row)
    return {sid: row for sid, (_key, row) in latest.items()}


def waiting_games(rows: Sequence[MatchRow]) -> dict[str, MatchRow]:
    """Every series not decided whose newest game is over with a winner: that game's row, by its id."""
    waiting = {}
    for row in latest_games(r for r in rows if r.status != "trashed").values():
        if row.status != "finished" or row.winner is None:
            continue
        after = series_after(row)
        if after is not None and not after.over:
            waiting[row.id] = row
    return waiting


def waiting_series(rows: Sequence[MatchRow]) -> MatchRow | None:
    """The series Continue offers: waiting for its next game, with no match begun since its last game ended.

    Older waiting series stay in Game → Matches (Resume on their last game),
    so Continue never brings back a series the player has moved on from.
    """
    waiting = waiting_games(rows)
    if not waiting:
        return None
    newest = max(waiting.values(), key=lambda r: (r.date, r.id))
    if any(r.created > newest.date for r in rows if r.status != "trashed" and r.id != newest.id):
        return None
    return newest


def kept_at_hand(settled: Sequence[MatchRow]) -> set[str]:
    """Of the settled rows, those ``waiting_series`` needs: they stay in ``index.json`` (``FinishedRows``).

    The start page asks for the waiting series before any finished row is
    read (issue 52: reading them all cost 1.2 s at 100,000 matches). It
    needs the newest game of every series still waiting and the newest
    match begun; the unfinished and the trash are in ``index.json`` anyway.
    Keeping more rows than needed is harmless, fewer is not: a series game
    is kept when it waits among the settled rows, whatever comes after it,
    and the newest match begun only when some series waits.
    """
    kept = set(waiting_games([r for r in settled if r.series is not None]))
    if kept:
        kept.add(max(settled, key=lambda r: (r.created, r.id)).id)
    return kept


@dataclass
class SeriesStats:
    """The series of one game that a person played to the end (the people's side, or the best of theirs)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    tied: int = 0
    games: int = 0
    game_points: int = 0
    skunks_given: int = 0
    skunks_taken: int = 0

    @property
    def points_per_game(self) -> float | None:
        return self.game_points / self.games if self.games else None


def series_stats(rows: Iterable[MatchRow]) -> dict[str, SeriesStats]:
    """Per game ("dominoes", "cribbage"), the decided series with a person in them."""
    out: dict[str, SeriesStats] = {}
    for row in latest_games(rows).values():
        after = series_after(row)
        sides = row.human_sides
        if after is None or not after.standing.over or not sides:
            continue
        st = after.standing
        side = max(sides, key=lambda s: (st.game_points[s], st.wins[s]))
        entry = out.setdefault(row.game, SeriesStats())
        entry.played += 1
        if st.winner is None:
            entry.tied += 1
        elif st.winner in sides:
            entry.won += 1
        else:
            entry.lost += 1
        entry.games += st.games
        entry.game_points += st.game_points[side]
        entry.skunks_given += st.skunks_given[side]
        entry.skunks_taken += st.skunks_taken[side]
    return out


# ------------------------------------------------------------------ duplicates
def duplicate_pairs(rows: Iterable[MatchRow]) -> dict[str, MatchRow]:
    """Both ways: a duplicate's id to the match it replays, and that match's id to its (newest) duplicate."""
    by_id = {r.id: r for r in rows}
    pairs: dict[str, MatchRow] = {}
    for row in sorted((r for r in by_id.values() if r.replays is not None), key=lambda r: (r.created, r.id)):
        original = by_id.get(row.replays) if row.replays is not None else None
        if original is None or original.game != row.game:
            continue
        pairs[row.id] = original
        pairs[original.id] = row
    return pairs


@dataclass(frozen=True)
class DuplicateResult:
    """Two matches on the same deals, the seats turned: each side's margin added over both.

    ``margins[s]``: side s's score minus the best other score, in the
    original plus in the duplicate; the side with the larger total did
    better with the same cards (``better`` None: level, or a match not over).
    """

    margins: tuple[int, ...]
    better: int | None


def duplicate_result(original: MatchRow, duplicate: MatchRow) -> DuplicateResult | None:
    """The duplicate result of a pair (None until both are over with a winner)."""
    if original.winner is None or duplicate.winner is None or len(original.scores) != len(duplicate.scores):
        return None
    margins = tuple(a + b for a, b in zip(_spread(original.scores), _spread(duplicate.scores), strict=True))
    best = max(margins)
    return DuplicateResult(margins, None if margins.count(best) > 1 else margins.index(best))


def _spread(scores: Sequence[int]) -> list[int]:
    """Per side, its score minus the best other score (the series' spread, engine/series.py)."""
    return [score - max(o for i, o in enumerate(scores) if i != s) for s, score in enumerate(scores)]
