"""Rules engine for both games: pure Python, standard library only, no Qt."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from muggins_desktop.engine.base import Action, Event, Match, Outcome, Reason, Skunk
from muggins_desktop.engine.errors import IllegalAction, RecordError

GAMES = ("dominoes", "cribbage")

__all__ = [
    "Action",
    "Event",
    "GAMES",
    "IllegalAction",
    "Match",
    "Outcome",
    "Reason",
    "RecordError",
    "Skunk",
    "match_class",
    "duplicate_options",
    "match_from_record",
    "new_match",
]


def match_class(game: str) -> type[Match]:
    """The Match subclass for ``game`` ("dominoes" or "cribbage")."""
    if game == "dominoes":
        from muggins_desktop.engine.dominoes import DominoMatch

        return DominoMatch
    if game == "cribbage":
        from muggins_desktop.engine.cribbage import CribbageMatch

        return CribbageMatch
    raise ValueError(f"Unknown game {game!r}; choose one of {', '.join(GAMES)}.")


def new_match(game: str, **options: Any) -> Match:
    """Start a match of ``game`` with the game's keyword options."""
    return match_class(game)(**options)


def match_from_record(record: Sequence[Event], key: bytes | str | None = None) -> Match:
    """Rebuild any match from its record (see ``Match.from_record``; ``key``: a fair match's kept key)."""
    if not record or not isinstance(record[0], dict):
        raise RecordError("The record is empty.")
    game = record[0].get("game")
    try:
        cls = match_class(str(game))
    except ValueError as exc:
        raise RecordError(str(exc)) from exc
    return cls.from_record(record, key=key)


def duplicate_options(start: Event, by: int = 1) -> dict[str, Any]:
    """Options for a new match on the same deals with every seat turned by ``by``.

    ``start`` is the ``match_start`` of the match to play again. With
    ``by=1`` the cards or tiles seat 0 had go to seat 1, seat 1's to seat 2
    and so on (with two players: "from the other seat"); the first cut or
    lot turns the same way, and a first dealer or leader set by a series
    moves one seat on too. The new match has no key: its record says
    ``origin: "given"``. Records older than the numbered deals cannot be
    played again this way (``ValueError``).
    """
    from muggins_desktop.engine.deals import Origin

    try:
        cls = match_class(str(start.get("game")))
        options = cls.config_from_start(start)
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"The match_start event is invalid: {exc}") from exc
    deal, players, first = options["deal"], options["players"], options["first"]
    if deal.origin == Origin.LEGACY:
        raise ValueError("This record is older than numbered deals: its deals cannot be dealt again from other seats.")
    options["deal"] = deal.rotated(by, players)
    options["first"] = None if first is None else (first + by) % players
    return options
