"""Match series: one game, best of 3, 5 or 7, or a fixed number of games in game points.

A ``Series`` is a plain value (frozen, JSON round trip with ``to_json`` /
``from_json``), so the library can keep it next to the matches it holds and
the series board can draw it. The engine plays each game as a separate
match; the series only says who begins the next one and how it stands::

    series = Series.new("cribbage", players=2, format=Format.BEST_OF, length=3)
    match = new_match("cribbage", players=2, first=series.next_first())
    ...                                       # play it to its end
    series = series.add(GameResult.from_match(match))
    series.standing                           # wins, game points, spread, skunks, winner
    series.over

Conventions (``docs/SERIES.md`` says where each comes from):

* Game points: cribbage 2 for a win and 3 for a skunk (the American
  Cribbage Congress scoring); a double skunk counts as a skunk, since the
  ACC gives nothing extra for it; Lowball has no skunks, so 2. With more than
  two sides the winner takes 3 only when every loser is skunked. Dominoes: 1
  a game.
* Best of n: the first side to win n // 2 + 1 games takes the series (with
  more than two sides the games go on until one side has them).
* A fixed number of games: most game points; a tie goes to more games won,
  then to the larger spread (per game, a side's score minus the best other
  score, added up), else the series is tied (``winner`` None).
* Who begins game k + 1 (``FirstRule``): cribbage by default the loser of
  game k deals first (ACC: the loser deals the next game); dominoes by
  default the lead passes one seat clockwise from the previous game's first
  leader. ``DRAW`` cuts (or draws a lot) before every game. The first game
  always cuts or draws, as RULES.md A2 and B1 say.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from muggins_desktop.engine.base import Match

SERIES_FORMAT = 1
BEST_OF = (3, 5, 7)
MAX_GAMES = 99
GAMES = ("dominoes", "cribbage")
SERIES_ID = re.compile(r"[0-9a-f]{12}")


def new_series_id() -> str:
    """A series' own name (48 random bits), so the library can group its games."""
    return secrets.token_hex(6)


class Format(StrEnum):
    SINGLE = "single"  # one game
    BEST_OF = "best_of"  # first to win most of 3, 5 or 7
    GAMES = "games"  # a fixed number of games, scored in game points


class FirstRule(StrEnum):
    """Who deals (cribbage) or leads (dominoes) first in the next game."""

    LOSER = "loser"  # the next seat clockwise from the previous first seat whose side did not win
    ROTATE = "rotate"  # the seat after the previous game's first seat
    DRAW = "draw"  # a new cut or lot before every game


DEFAULT_FIRST = {"cribbage": FirstRule.LOSER, "dominoes": FirstRule.ROTATE}


class SeriesError(ValueError):
    """A series that cannot be, or a result that does not fit it (``code`` names why)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class GameResult:
    """One finished game of a series, per side (seats only where it says so)."""

    winner: int
    scores: tuple[int, ...]
    skunks: tuple[str | None, ...]  # cribbage: None, "skunk" or "double" per side; dominoes: all None
    first: int  # the seat that dealt (cribbage) or led (dominoes) the first hand
    deal: str | None = None  # the game's deal number, for the library

    @classmethod
    def from_match(cls, match: Match) -> GameResult:
        """The result of a finished match (``ValueError`` while it is still being played)."""
        outcome = match.outcome
        if outcome is None or outcome.winner is None:
            raise SeriesError("not_over", "The game is not over yet.")
        end = next(e for e in reversed(match.record) if e["event"] == "match_end")
        skunks = tuple(end.get("skunks") or [None] * match.sides)
        opening = next(e for e in match.record if e["event"] in ("deal", "round_start"))
        first = opening["dealer"] if opening["event"] == "deal" else opening["leader"]
        return cls(outcome.winner, tuple(outcome.scores), skunks, int(first), match.deal.label)

    def game_points(self, game: str) -> tuple[int, ...]:
        """What each side earns for this game (only the winner earns anything)."""
        losers = [k for s, k in enumerate(self.skunks) if s != self.winner]
        if game == "dominoes":
            won = 1
        else:
            won = 3 if losers and all(k is not None for k in losers) else 2
        return tuple(won if s == self.winner else 0 for s in range(len(self.scores)))

    def spread(self) -> tuple[int, ...]:
        """Per side, its score minus the best score of the other sides."""
        return tuple(
            score - max(other for o, other in enumerate(self.scores) if o != s) for s, score in enumerate(self.scores)
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "scores": list(self.scores),
            "skunks": list(self.skunks),
            "first": self.first,
            "deal": self.deal,
        }


@dataclass(frozen=True)
class Standing:
    """How a series stands after its games so far (per side)."""

    games: int
    wins: tuple[int, ...]
    game_points: tuple[int, ...]
    spread: tuple[int, ...]
    skunks_given: tuple[int, ...]
    skunks_taken: tuple[int, ...]
    over: bool
    winner: int | None  # None while it goes on, and for a tied fixed-length series


@dataclass(frozen=True)
class Series:
    """A series of games between the same seats (see the module docstring)."""

    game: str
    players: int
    sides: int
    format: Format = Format.SINGLE
    length: int = 1
    first_rule: FirstRule = FirstRule.LOSER
    results: tuple[GameResult, ...] = field(default=())
    id: str = ""  # groups the games of one series in the library ("" for a series from before ids)

    @classmethod
    def new(
        cls,
        game: str,
        players: int,
        format: Format | str = Format.SINGLE,
        length: int = 1,
        *,
        partnerships: bool = False,
        first_rule: FirstRule | str | None = None,
        id: str | None = None,
    ) -> Series:
        """A series with no games yet (a fresh ``id`` unless one is given)."""
        rule = DEFAULT_FIRST.get(game, FirstRule.LOSER) if first_rule is None else first_rule
        return cls(
            game,
            players,
            2 if partnerships else players,
            _enum(Format, format),
            length,
            _enum(FirstRule, rule),
            id=new_series_id() if id is None else id,
        )

    def fresh(self) -> Series:
        """The same kind of series again, with no games and a new id (a rematch of a decided series)."""
        return Series(
            self.game, self.players, self.sides, self.format, self.length, self.first_rule, id=new_series_id()
        )

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise SeriesError("bad_game", f"No such game: {str(self.game)[:20]!r}.")
        if type(self.players) is not int or not 2 <= self.players <= 4:
            raise SeriesError("bad_players", "A series is for 2 to 4 players.")
        if self.sides not in (self.players, 2) or (self.sides != self.players and self.players != 4):
            raise SeriesError("bad_sides", "Only four players can play as two sides.")
        if not isinstance(self.format, Format) or not isinstance(self.first_rule, FirstRule):
            raise SeriesError("bad_format", "Unknown series format or first-deal rule.")
        if type(self.id) is not str or (self.id and not SERIES_ID.fullmatch(self.id)):
            raise SeriesError("bad_id", "A series id is twelve hex digits.")
        if type(self.length) is not int or not (
            (self.format == Format.SINGLE and self.length == 1)
            or (self.format == Format.BEST_OF and self.length in BEST_OF)
            or (self.format == Format.GAMES and 1 <= self.length <= MAX_GAMES)
        ):
            raise SeriesError(
                "bad_length",
                f"A series is one game, best of 3, 5 or 7, or 1 to {MAX_GAMES} games; not {self.length!r}.",
            )
        for result in self.results:
            self._check(result)

    def _check(self, result: GameResult) -> None:
        n = self.sides
        if (
            not isinstance(result, GameResult)
            or type(result.winner) is not int
            or not 0 <= result.winner < n
            or len(result.scores) != n
            or len(result.skunks) != n
            or any(type(v) is not int for v in result.scores)
            or any(k not in (None, "skunk", "double") for k in result.skunks)
            or type(result.first) is not int
            or not 0 <= result.first < self.players
            or (result.deal is not None and not isinstance(result.deal, str))
        ):
            raise SeriesError("bad_result", "That game result does not fit this series.")

    # ---------------------------------------------------------- playing it
    def add(self, result: GameResult) -> Series:
        """The series with one more finished game."""
        if self.over:
            raise SeriesError("series_over", "The series is already decided.")
        self._check(result)
        return Series(
            self.game,
            self.players,
            self.sides,
            self.format,
            self.length,
            self.first_rule,
            (*self.results, result),
            self.id,
        )

    @property
    def over(self) -> bool:
        return self.standing.over

    def next_first(self) -> int | None:
        """The seat that deals or leads first in the next game; None: cut or draw lots as usual."""
        if not self.results or self.first_rule == FirstRule.DRAW:
            return None
        last = self.results[-1]
        if self.first_rule == FirstRule.ROTATE:
            return (last.first + 1) % self.players
        for step in range(1, self.players + 1):
            seat = (last.first + step) % self.players
            if self._side(seat) != last.winner:
                return seat
        raise AssertionError("some seat lost")  # pragma: no cover - a winner is never every side

    def _side(self, seat: int) -> int:
        return seat % 2 if self.sides != self.players else seat

    @property
    def standing(self) -> Standing:
        n = self.sides
        wins, points, spread = [0] * n, [0] * n, [0] * n
        given, taken = [0] * n, [0] * n
        for r in self.results:
            wins[r.winner] += 1
            for s, (p, d) in enumerate(zip(r.game_points(self.game), r.spread(), strict=True)):
                points[s] += p
                spread[s] += d
            for s, kind in enumerate(r.skunks):
                if kind is not None and s != r.winner:
                    taken[s] += 1
                    given[r.winner] += 1
        winner = self._winner(wins, points, spread)
        over = winner is not None or (self.format == Format.GAMES and len(self.results) >= self.length)
        return Standing(
            len(self.results), tuple(wins), tuple(points), tuple(spread), tuple(given), tuple(taken), over, winner
        )

    def _winner(self, wins: list[int], points: list[int], spread: list[int]) -> int | None:
        if self.format != Format.GAMES:
            need = self.length // 2 + 1
            return next((s for s, w in enumerate(wins) if w >= need), None)
        if len(self.results) < self.length:
            return None
        ranked = sorted(range(self.sides), key=lambda s: (points[s], wins[s], spread[s]), reverse=True)
        best, second = ranked[0], ranked[1]
        tied = (points[best], wins[best], spread[best]) == (points[second], wins[second], spread[second])
        return None if tied else best

    # ---------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        return {
            "series_format": SERIES_FORMAT,
            "game": self.game,
            "players": self.players,
            "sides": self.sides,
            "format": self.format.value,
            "length": self.length,
            "first_rule": self.first_rule.value,
            "games": [r.to_json() for r in self.results],
            "id": self.id,
        }

    @classmethod
    def from_json(cls, data: Any) -> Series:
        """A series read back (from the library); ``SeriesError`` for anything that does not fit."""
        if not isinstance(data, Mapping) or data.get("series_format") != SERIES_FORMAT:
            raise SeriesError("bad_json", "This is not a series this version can read.")
        try:
            games = data["games"]
            if not isinstance(games, list) or len(games) > 2 * MAX_GAMES:
                raise SeriesError("bad_json", "The series holds no list of games.")
            series = cls(
                data["game"],
                data["players"],
                data["sides"],
                _enum(Format, data["format"]),
                data["length"],
                _enum(FirstRule, data["first_rule"]),
                id=data.get("id", ""),
            )
            for g in games:
                series = series.add(_result(g))
        except (KeyError, TypeError) as exc:
            raise SeriesError("bad_json", f"The series is missing or misnames a field ({exc}).") from exc
        return series


def _result(g: Any) -> GameResult:
    if not isinstance(g, Mapping):
        raise SeriesError("bad_json", "A game of the series is not an object.")
    scores, skunks = g["scores"], g["skunks"]
    if not isinstance(scores, Sequence) or not isinstance(skunks, Sequence):
        raise SeriesError("bad_json", "A game's scores and skunks are lists.")
    return GameResult(g["winner"], tuple(scores), tuple(skunks), g["first"], g.get("deal"))


def _enum(kind: Any, value: Any) -> Any:
    try:
        return kind(value)
    except ValueError:
        raise SeriesError("bad_format", f"Unknown {kind.__name__} {str(value)[:20]!r}.") from None
