"""What a dominoes player can do on their turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from muggins_desktop.engine.base import Action
from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.tiles import Tile


@dataclass(frozen=True)
class PlayTile(Action):
    """Lay ``tile`` at ``end``; ``end`` is None for the opening tile.

    For the opening, the tile is laid in the order its pips are given, so a
    player may turn it round; ``PlayTile(Tile(4, 1), None)`` equals
    ``PlayTile(Tile(1, 4), None)`` because tiles compare without order.
    """

    tile: Tile
    end: End | None = None

    def __post_init__(self) -> None:
        # Accept "left"/"right" too, but keep one canonical form: End members.
        if isinstance(self.end, str) and not isinstance(self.end, End):
            object.__setattr__(self, "end", End(self.end))

    def __str__(self) -> str:
        return f"play {self.tile}" + (f" {self.end.value}" if self.end is not None else "")


@dataclass(frozen=True)
class Draw(Action):
    """Take the next tile from the boneyard (only when unable to play)."""

    automatic: ClassVar[bool] = True

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Pass(Action):
    """Give up the turn (only when unable to play and the boneyard is empty)."""

    automatic: ClassVar[bool] = True

    def __str__(self) -> str:
        return "pass"
