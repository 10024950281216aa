"""Playing matches with seeded computer players up to chosen moments."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from muggins_desktop.ai import make_player
from muggins_desktop.engine import Match, new_match
from muggins_desktop.engine.base import canonical

Moment = Callable[[Match], bool]


def players_for(match: Match, seed: int, level: str = "medium") -> list[Any]:
    return [make_player(match.game, level, seed=seed * 10 + seat, budget_ms=5) for seat in range(match.players)]


def play(match: Match, players: list[Any], until: Moment | None = None, limit: int = 20_000) -> Match:
    """Apply the players' choices until ``until`` holds or the match ends."""
    for _ in range(limit):
        if until is not None and until(match):
            return match
        seat = match.to_act
        if seat is None:
            break
        match.apply(players[seat].choose(match.view_for(seat)), seat)
    if until is not None and not until(match):
        raise AssertionError("the moment never came; pick another seed")
    return match


def reach(game: str, options: dict[str, Any], moment: Moment, seed: int = 1) -> Match:
    match = new_match(game, **options)
    play(match, players_for(match, seed), moment)
    return match


def finish(match: Match, seed: int) -> list[dict[str, Any]]:
    """Play to the end with fresh players and return the whole record."""
    play(match, players_for(match, seed))
    assert match.outcome is not None
    return canonical(match.record)


def last(match: Match) -> dict[str, Any]:
    return match.record[-1]


def since_last(match: Match, event: str) -> list[dict[str, Any]]:
    """Events after the last ``event`` (all events if there is none)."""
    for i in range(len(match.record) - 1, -1, -1):
        if match.record[i]["event"] == event:
            return match.record[i + 1 :]
    return list(match.record)
