"""The line of play: one chain with exactly two open ends.

No tile ever branches, not even a double (there is no spinner), so the line
is an opening tile with a left arm and a right arm growing away from it.
Doubles lie crosswise and count both halves only while they are an end; a
lone opening double counts once (RULES A3/A4).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.engine.errors import IllegalAction


class End(StrEnum):
    """An open end of the line; the value is the word used in match records."""

    LEFT = "left"
    RIGHT = "right"


def end_sum_of(tiles: Sequence[Tile]) -> int:
    """The end sum of a line given as its tiles left to right, oriented as laid.

    A lone tile counts its two halves (for a double that is the "counted once"
    rule: [2|2] gives 4). Otherwise each end tile gives its outer half, twice
    for a double lying crosswise at that end.
    """
    if not tiles:
        return 0
    left = tiles[0]
    if len(tiles) == 1:
        return left.a + left.b
    right = tiles[-1]
    return (2 * left.a if left.a == left.b else left.a) + (2 * right.b if right.a == right.b else right.b)


def lay(tile: Tile, end: End, end_value: int) -> Tile:
    """``tile`` turned so that it joins an end showing ``end_value``."""
    outer = tile.other(end_value)
    return Tile(outer, end_value) if end is End.LEFT else Tile(end_value, outer)


def end_sum_after(tiles: Sequence[Tile], tile: Tile, end: End | None) -> int:
    """The end sum if ``tile`` were laid at ``end`` of the line ``tiles``.

    Lets computer players and hints weigh a placement without copying a line.
    ``tile`` must fit (``end`` None only for the opening).
    """
    if not tiles:
        return tile.a + tile.b
    if end is End.LEFT:
        return end_sum_of((lay(tile, End.LEFT, tiles[0].a), tiles[-1]))
    if end is End.RIGHT:
        return end_sum_of((tiles[0], lay(tile, End.RIGHT, tiles[-1].b)))
    raise ValueError("A tile added to a started line needs an end.")


class Line:
    """The tiles on the table, with the rules of where a tile may go."""

    __slots__ = ("_opening", "_left", "_right", "_tiles", "_lt", "_rt")

    def __init__(self) -> None:
        self._opening: Tile | None = None
        self._left: list[Tile] = []  # from the opening outwards, oriented left to right
        self._right: list[Tile] = []  # from the opening outwards, oriented left to right
        self._tiles: tuple[Tile, ...] | None = ()
        self._lt: Tile | None = None  # the tile at each end (the opening at first)
        self._rt: Tile | None = None

    # ------------------------------------------------------------ reading
    def __len__(self) -> int:
        return 0 if self._opening is None else 1 + len(self._left) + len(self._right)

    @property
    def is_empty(self) -> bool:
        return self._opening is None

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """All tiles left to right, each turned the way it lies."""
        if self._tiles is None:
            assert self._opening is not None
            self._tiles = (*reversed(self._left), self._opening, *self._right)
        return self._tiles

    def end_tile(self, end: End) -> Tile:
        if self._opening is None:
            raise ValueError("The line is empty.")
        return self._lt if end is End.LEFT else self._rt  # type: ignore[return-value]

    @property
    def ends(self) -> tuple[int, int] | None:
        """The values showing at the (left, right) ends, None before the opening."""
        if self._opening is None:
            return None
        return (self._lt.a, self._rt.b)  # type: ignore[union-attr]

    def end_value(self, end: End) -> int:
        if self._opening is None:
            raise ValueError("The line is empty.")
        return self._lt.a if end is End.LEFT else self._rt.b  # type: ignore[union-attr]

    def contributions(self) -> tuple[int, ...]:
        """What each end adds to the end sum (one item for a lone tile)."""
        if self._opening is None:
            return ()
        if not self._left and not self._right:
            return (self._opening.a + self._opening.b,)
        left, right = self.end_tile(End.LEFT), self.end_tile(End.RIGHT)
        return (2 * left.a if left.is_double else left.a, 2 * right.b if right.is_double else right.b)

    def end_sum(self) -> int:
        lt, rt = self._lt, self._rt
        if lt is None or rt is None:
            return 0
        if lt is rt:
            return lt.a + lt.b
        return (2 * lt.a if lt.a == lt.b else lt.a) + (2 * rt.b if rt.a == rt.b else rt.b)

    def fits(self, tile: Tile, end: End) -> bool:
        if self._opening is None:
            return True
        return tile.has(self.end_value(end))

    def ends_for(self, tile: Tile) -> list[End]:
        """The ends ``tile`` may join, left first (both when it fits both)."""
        if self._opening is None:
            return []
        left, right = self._lt.a, self._rt.b  # type: ignore[union-attr]
        result = []
        if tile.a == left or tile.b == left:
            result.append(End.LEFT)
        if tile.a == right or tile.b == right:
            result.append(End.RIGHT)
        return result

    def sum_after(self, tile: Tile, end: End | None) -> int:
        """The end sum ``tile`` at ``end`` would leave, without laying it."""
        if self._opening is not None and (end is None or not self.fits(tile, end)):
            raise IllegalAction("tile_does_not_fit", f"{tile} does not fit there.", tile=str(tile))
        return end_sum_after(self.tiles if self._opening is not None else (), tile, end)

    # ------------------------------------------------------------ laying
    def play(self, tile: Tile, end: End | None = None) -> Tile:
        """Lay ``tile`` and return it turned the way it now lies.

        The first tile opens the line as given (its ``a`` on the left) and
        needs no end; any end named for it is ignored. Later tiles need the
        end they join; ``end`` may be left out only when the tile fits
        exactly one end.
        """
        if isinstance(end, str) and not isinstance(end, End):
            end = End(end)
        if self._opening is None:
            self._opening = self._lt = self._rt = tile
            self._tiles = None
            return tile
        if end is None:
            choices = self.ends_for(tile)
            if len(choices) != 1:
                if not choices:
                    raise IllegalAction(
                        "tile_does_not_fit",
                        f"{tile} fits neither end of the line (the ends show {self.end_value(End.LEFT)}"
                        f" and {self.end_value(End.RIGHT)}).",
                        tile=str(tile),
                    )
                raise IllegalAction("end_required", f"{tile} fits both ends; say which end it goes on.", tile=str(tile))
            end = choices[0]
        value = self.end_value(end)
        if not tile.has(value):
            raise IllegalAction(
                "tile_does_not_fit",
                f"{tile} does not fit the {end.value} end, which shows {value}.",
                tile=str(tile),
                end=end.value,
                end_value=value,
            )
        laid = lay(tile, end, value)
        if end is End.LEFT:
            self._left.append(laid)
            self._lt = laid
        else:
            self._right.append(laid)
            self._rt = laid
        self._tiles = None
        return laid

    def copy(self) -> Line:
        other = Line()
        other._opening = self._opening
        other._left = list(self._left)
        other._right = list(self._right)
        other._tiles = self._tiles
        other._lt = self._lt
        other._rt = self._rt
        return other

    def __repr__(self) -> str:
        if self._opening is None:
            return "Line()"
        return "Line(" + "-".join(str(t) for t in self.tiles) + ")"
