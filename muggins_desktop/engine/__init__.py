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
