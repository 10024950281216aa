"""What the dominoes scene is shown: one frozen ``TableState`` per change.

The presenter builds it (``DominoPresenter.build_state``) from one engine
view; the scene, the screen reader's mirror and the review's felt read it and
nothing else. It has a module of its own so that the scene and the steps,
which both need it, never need each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from muggins_desktop.engine.base import Event
from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.engine.dominoes.view import DominoView


@dataclass(frozen=True)
class TableState:
    """Everything the scene needs for one picture of the table."""

    view: DominoView
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
    new_play: Event | None = None
    panel: str = ""  # the kind of panel on the felt ("round", "match", "keys"), "" for none
