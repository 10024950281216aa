"""Small seeded matches for the coach tests (computer players with a fixed number of guesses)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from muggins_desktop.ai import make_player
from muggins_desktop.engine import Match, new_match


def play(
    game: str,
    levels: tuple[str, ...] = ("easy", "hard"),
    seed: int = 5,
    on_decision: Callable[[Match, int], None] | None = None,
    max_actions: int = 100_000,
    **options: Any,
) -> Match:
    """Play a whole match (or ``max_actions`` actions) with computer players at ``levels``."""
    match = new_match(game, players=len(levels), seed=seed, **options)
    players = [make_player(game, lv, seed * 10 + i, budget_ms=None) for i, lv in enumerate(levels)]
    n = 0
    while match.outcome is None and n < max_actions:
        seat = match.to_act
        assert seat is not None
        if on_decision is not None:
            on_decision(match, seat)
        view = match.view_for(seat)
        match.apply(players[seat].choose(view), seat)
        n += 1
    return match
