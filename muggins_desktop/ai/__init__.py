"""Computer players for both games: pure Python, no Qt.

A player sees only ``match.view_for(seat)``, never the match itself, and
returns one of ``view.legal_actions``. Each game has a module
``muggins_desktop.ai.<game>_players`` with ``make(level, seed, budget_ms)``.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from muggins_desktop.engine.base import Action

LEVELS = ("random", "easy", "medium", "hard")
DEFAULT_BUDGET_MS = 150


class Player(Protocol):
    level: str

    def choose(self, view: Any) -> Action:
        """Pick one of ``view.legal_actions``."""
        ...


def make_player(game: str, level: str, seed: int | None = None, budget_ms: int = DEFAULT_BUDGET_MS) -> Player:
    """A computer player for ``game`` at ``level`` (see ``LEVELS``)."""
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
    module = importlib.import_module(f"muggins_desktop.ai.{game}_players")
    return module.make(level, seed, budget_ms)
