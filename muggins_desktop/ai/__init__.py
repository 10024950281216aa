"""Computer players for both games: pure Python, no Qt; a player sees only ``match.view_for(seat)``."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # the level names are read at start-up (storage.settings), before any engine is needed
    from muggins_desktop.engine.base import Action

LEVELS = ("random", "easy", "medium", "hard")
# The hard players search a fixed amount per decision; ``budget_ms`` is only a safety cap on the wall clock.
DEFAULT_BUDGET_MS = 800


class Player(Protocol):
    level: str

    def choose(self, view: Any) -> Action:
        """Pick one of ``view.legal_actions``."""
        ...


def make_player(game: str, level: str, seed: int | None = None, budget_ms: int = DEFAULT_BUDGET_MS) -> Player:
    """A computer player for ``game`` at ``level`` (see ``LEVELS``)."""
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
    module = importlib.import_module(f"muggins_desktop.ai.{game}.players")
    player: Player = module.make(level, seed, budget_ms)
    return player
