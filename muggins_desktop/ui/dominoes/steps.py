"""What the dominoes scene is shown (``TableState``) and the presenter's typed steps."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.tiles import Tile


@dataclass(frozen=True)
class TableState:
    """Everything the scene needs for one picture of the table."""

    view: Any
    names: Sequence[str]
    viewer: int
    reveal: bool
    my_turn: bool
    legal: tuple[Tile, ...] = ()
    forced: Tile | None = None
    selected: Tile | None = None
    ends: tuple[End | None, ...] = ()  # where the selected tile may go
    end_choice: int = 0
    can_draw: bool = False
    can_pass: bool = False
    hints: bool = True
    thinking: int | None = None  # computer seat that is deciding
    boneyard_extra: int = 0  # draws not shown yet (tile-by-tile pace)
    drawing: int | None = None  # seat whose draw is being shown
    new_play: dict[str, Any] | None = None


# ---------------------------------------------------------------- steps
@dataclass(frozen=True)
class ShowPosition:
    """Show the table; ``pending_draws`` more draws are still to be shown."""

    new_play: dict[str, Any] | None = None
    pending_draws: int = 0
    drawn_by: int | None = None


@dataclass(frozen=True)
class Linger:
    """Keep the final position of a round in view before its panel."""


@dataclass(frozen=True)
class ShowRound:
    round_no: int
    event: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ShowMatchEnd:
    outcome: Any


Step = ShowPosition | Linger | ShowRound | ShowMatchEnd
