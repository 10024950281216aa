"""What the library hands the UI: list rows, filters, and the results of resume and Play again.

A row is a ``NamedTuple`` (10,000 of them are built at every start, and a
tuple is several times cheaper to make than a frozen dataclass) holding
only what a list shows; everything else stays in the sidecar.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from operator import attrgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from muggins_desktop.storage.library import meta as lm

if TYPE_CHECKING:
    from muggins_desktop.engine.base import Match
    from muggins_desktop.storage.library.load import LoadedMatch
    from muggins_desktop.storage.library.session import MatchSession

SORTS = ("date", "game", "result", "length", "players")


class Summary(NamedTuple):
    """What the list shows of a record: its length in events and rounds, the latest scores."""

    events: int
    rounds: int
    scores: tuple[int, ...]
    result: lm.MatchResult | None  # from the record's match_end (None while it runs)


class MatchRow(NamedTuple):
    """One match as a list shows it; built from the sidecar and a record summary.

    ``scores`` are per side (per seat, or per partnership: side 0 = seats 0
    and 2), final for a finished match and the latest for one that runs;
    ``winner`` is a side, or None (while it runs, or when it was given up:
    ``ended`` without a winner); ``events`` and ``rounds`` (dominoes
    rounds or cribbage hands) are the match's length. ``last_active`` is
    when it was last opened or moved in (what "Continue" goes by); ``date``
    is what the list sorts by: when it finished, was put in the trash, or was
    last played. Names are the seats' stored names: the UI renders "You" and
    "Computer N" in the current language, and shows names as plain text.
    The last three fields are derived from the others (``make_row``).
    """

    id: str
    game: str
    players: int
    partnerships: bool
    names: tuple[str, ...]
    humans: tuple[int, ...]
    levels: tuple[str | None, ...]
    target: int
    muggins: bool
    lowball: bool
    scores: tuple[int, ...]
    ended: bool
    winner: int | None
    skunk: str | None
    events: int
    rounds: int
    created: datetime
    opened: datetime
    finished: datetime | None
    trashed: datetime | None
    played: datetime | None  # when the record was last written
    took_back: bool
    origin: str | None  # the file name an imported match came from
    digest: str | None  # fingerprint of an imported file's record
    deal: str | None  # the deal number as written ("48213-90177"); None for records older than numbered deals
    series: str | None  # a series game: the series before it (the option's JSON text); None for a single game
    replays: str | None  # a duplicate: the id of the match whose deals it plays again from the other seat
    status: str = lm.UNFINISHED
    last_active: datetime = datetime.min.replace(tzinfo=UTC)
    date: datetime = datetime.min.replace(tzinfo=UTC)

    @property
    def human_sides(self) -> tuple[int, ...]:
        return tuple(sorted({s % 2 if self.partnerships else s for s in self.humans}))

    @property
    def people_won(self) -> bool | None:
        """Whether a person's side won (None while it runs or without a person)."""
        if not self.ended or not self.humans:
            return None
        return self.winner in self.human_sides

    def changed(self, **changes: Any) -> MatchRow:
        """A copy with other values, the derived fields computed again."""
        return make_row(*self._replace(**changes)[:BASE])

    @classmethod
    def build(cls, meta: lm.MatchMeta, summary: Summary, played: datetime | None) -> MatchRow:
        """The row of a sidecar and its record's summary (the sidecar's result wins)."""
        result = meta.result or summary.result
        options = meta.options
        origin = meta.origin or {}
        return make_row(
            meta.id,
            meta.game,
            meta.players,
            lm.sides_of(meta) == 2 and meta.players == 4,
            tuple(str(s.get("name")) for s in meta.seats),
            meta.human_seats,
            tuple(s.get("level") for s in meta.seats),
            _target(meta.game, meta.players, options),
            bool(options.get("muggins", False)) and not options.get("lowball", False),
            bool(options.get("lowball", False)),
            tuple(result.scores if result is not None else summary.scores),
            result is not None,
            None if result is None else result.winner,
            None if result is None else result.skunk,
            result.events if result is not None else summary.events,
            result.rounds if result is not None else summary.rounds,
            _time(meta.created_at),
            _time(meta.opened_at),
            None if meta.finished_at is None else _time(meta.finished_at),  # None: only the record says so
            None if meta.trashed_at is None else _time(meta.trashed_at),
            played,
            meta.took_back,
            origin.get("name"),
            origin.get("digest"),
            meta.deal,
            _text_option(options, SERIES_OPTION),
            _replays(options),
        )


BASE = 27  # fields stored in the index; the rest are derived


def make_row(*base: Any) -> MatchRow:
    """A row from its stored fields, with ``status``, ``last_active`` and ``date`` worked out."""
    ended, opened, finished, trashed, played = base[11], base[17], base[18], base[19], base[20]
    last = opened if played is None or played < opened else played
    if trashed is not None:
        return MatchRow._make((*base, lm.TRASHED, last, trashed))
    if ended:
        return MatchRow._make((*base, lm.FINISHED, last, finished or last))
    return MatchRow._make((*base, lm.UNFINISHED, last, last))


SERIES_OPTION = "series"  # the window's series before this game (JSON text; engine/series.py)
REPLAYS_OPTION = "replays"  # a duplicate's original match (its library id)
MAX_SERIES_TEXT = 100_000


def _text_option(options: Mapping[str, Any], name: str) -> str | None:
    value = options.get(name)
    return value if type(value) is str and len(value) <= MAX_SERIES_TEXT else None


def _replays(options: Mapping[str, Any]) -> str | None:
    value = options.get(REPLAYS_OPTION)
    return value if type(value) is str and lm.ID_PATTERN.fullmatch(value) else None


def _time(text: str) -> datetime:
    value = datetime.fromisoformat(text)
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def _target(game: str, players: int, options: Mapping[str, Any]) -> int:
    """The target score: the option, or the game's own (dominoes' depends on the players)."""
    target = options.get("target")
    if type(target) is int:
        return target
    if game == "dominoes":
        from muggins_desktop.engine.dominoes import default_target

        return default_target(players)
    return 121


@dataclass(frozen=True)
class MatchFilter:
    """Which rows a list shows: by game, by status (unfinished and finished by default), by players."""

    game: str | None = None
    statuses: tuple[str, ...] = (lm.UNFINISHED, lm.FINISHED)
    players: int | None = None

    def accepts(self, row: MatchRow) -> bool:
        return (
            row.status in self.statuses
            and (self.game is None or row.game == self.game)
            and (self.players is None or row.players == self.players)
        )


_BY_DATE = attrgetter("date", "id")
_BY_GAME = attrgetter("game")
_BY_LENGTH = attrgetter("events")
_BY_PLAYERS = attrgetter("players", "partnerships")
_RESULT_ORDER = {True: 2, False: 1, None: 0}


def sort_rows(rows: Sequence[MatchRow], sort: str = "date", descending: bool = True) -> list[MatchRow]:
    """Rows by ``date`` (newest first by default), ``game``, ``result`` (won first), ``length`` or ``players``.

    Ties go by date and id, so the order is the same every time.
    """
    if sort not in SORTS:
        raise ValueError(f"unknown sort {sort!r}; choose one of {', '.join(SORTS)}")
    ordered = sorted(rows, key=_BY_DATE, reverse=descending)
    if sort == "game":
        ordered.sort(key=_BY_GAME, reverse=descending)
    elif sort == "result":
        ordered.sort(key=lambda r: _RESULT_ORDER[r.people_won], reverse=descending)
    elif sort == "length":
        ordered.sort(key=_BY_LENGTH, reverse=descending)
    elif sort == "players":
        ordered.sort(key=_BY_PLAYERS, reverse=descending)
    return ordered


@dataclass(frozen=True)
class PlayAgain:
    """Everything "Play again" needs: same game, options and seats, a new deal (no seed)."""

    game: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]


@dataclass
class Resumed:
    """A match opened to play on.

    ``session`` is None when the match may not be written here, and
    ``read_only`` then says why: ``in_use`` (another app plays it),
    ``finished`` or ``trashed``. ``lost`` counts events dropped from a
    record cut short by a crash (at most the last action's).
    """

    loaded: LoadedMatch
    session: MatchSession | None
    read_only: str | None

    @property
    def id(self) -> str:
        return self.loaded.id

    @property
    def match(self) -> Match:
        return self.loaded.match

    @property
    def seats(self) -> list[dict[str, Any]]:
        return self.loaded.seats

    @property
    def options(self) -> dict[str, Any]:
        return self.loaded.options

    @property
    def lost(self) -> int:
        return self.loaded.lost
