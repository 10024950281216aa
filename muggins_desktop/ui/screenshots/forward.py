"""Play a seeded match forward with computer players (no Qt here).

Both games' demos and pictures start from a real position: a match the
computers play from its seed until a telling moment (``stop``), so every
picture shows a position the rules allow. The players' own seeds follow the
demo's seed, so the same seed gives the same picture.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from muggins_desktop.ai import make_player
from muggins_desktop.engine.base import Match

M = TypeVar("M", bound=Match)


def play_until(match: M, stop: Callable[[M], bool], seed: int, level: str, max_actions: int) -> bool:
    """Let computer players at ``level`` act until ``stop(match)`` holds (True) or the match ends."""
    players = [make_player(match.game, level, seed=seed + 101 * i, budget_ms=20) for i in range(match.players)]
    for _ in range(max_actions):
        if match.outcome is not None:
            return False
        if stop(match):
            return True
        seat = match.to_act
        assert seat is not None
        match.apply(players[seat].choose(match.view_for(seat)), seat)
    return False
