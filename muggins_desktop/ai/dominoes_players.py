"""Simple computer players for Muggins dominoes.

Placeholders until the real levels land: ``random`` picks any legal action,
every other level takes the play that scores most at once (heaviest tile on
a tie, so fewer pips are left to lose). Both see only the seat's view.
"""

from __future__ import annotations

import random

from muggins_desktop.engine.base import Action
from muggins_desktop.engine.dominoes import DominoView, PlayTile


class RandomPlayer:
    """Any legal action, uniformly, from its own seeded random source."""

    def __init__(self, level: str, seed: int | None) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, view: DominoView) -> Action:
        return self.rng.choice(view.legal_actions)


class GreedyPlayer:
    """The highest immediate score; on a tie the tile with the most pips."""

    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, view: DominoView) -> Action:
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        best, best_key = actions[0], (-1, -1)
        for action in actions:
            if isinstance(action, PlayTile):
                key = (view.points_for(action), action.tile.pips)
                if key > best_key:
                    best, best_key = action, key
        return best


def make(level: str, seed: int | None, budget_ms: int) -> RandomPlayer | GreedyPlayer:
    """A player for ``level``; ``budget_ms`` is unused by these instant players."""
    if level == "random":
        return RandomPlayer(level, seed)
    return GreedyPlayer(level)
