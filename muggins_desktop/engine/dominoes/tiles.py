"""Domino tiles of the double-six set.

A tile remembers the order its pips were given in, because that order is how
it lies on the table (the opening tile ``[1|4]`` puts the 1 on the left).
Two tiles with the same pips are still the same tile whichever way round they
lie, so equality and hashing ignore the order: ``Tile(1, 4) == Tile(4, 1)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

MAX_PIP = 6

_PARSE = re.compile(r"^\s*\[?\s*(\d)\s*[|\-/,: ]\s*(\d)\s*\]?\s*$")


@dataclass(frozen=True, eq=False, slots=True)
class Tile:
    """One domino, ``a`` and ``b`` in the order they lie (left to right)."""

    a: int
    b: int
    key: tuple[int, int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        for pip in (self.a, self.b):
            if type(pip) is not int or not 0 <= pip <= MAX_PIP:
                raise ValueError(f"A domino half has 0 to {MAX_PIP} pips, not {pip!r}.")
        object.__setattr__(self, "key", (self.a, self.b) if self.a <= self.b else (self.b, self.a))

    # Order-free identity: a tile turned round is the same tile.
    def __eq__(self, other: object) -> bool:
        if isinstance(other, Tile):
            return self.key == other.key
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.key)

    def __iter__(self) -> Iterator[int]:
        yield self.a
        yield self.b

    def __str__(self) -> str:
        return f"[{self.a}|{self.b}]"

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read ``"[1|4]"``, ``"1|4"`` or ``"1-4"`` (the order is kept)."""
        m = _PARSE.match(text)
        if not m:
            raise ValueError(f"Cannot read a domino from {text!r}; write it like [1|4].")
        return cls(int(m.group(1)), int(m.group(2)))

    @classmethod
    def from_json(cls, value: object) -> Tile:
        """Read the ``[a, b]`` list used in match records."""
        if isinstance(value, str):
            return cls.parse(value)
        if not isinstance(value, (list, tuple)) or len(value) != 2:
            raise ValueError(f"A domino in a record is a list of two pip counts, not {value!r}.")
        return cls(value[0], value[1])

    def to_json(self) -> list[int]:
        return [self.a, self.b]

    @property
    def is_double(self) -> bool:
        return self.a == self.b

    @property
    def pips(self) -> int:
        return self.a + self.b

    def has(self, value: int) -> bool:
        return self.a == value or self.b == value

    def other(self, value: int) -> int:
        """The half that is not ``value`` (``value`` again for a double)."""
        if self.a == value:
            return self.b
        if self.b == value:
            return self.a
        raise ValueError(f"{self} has no half with {value} pips.")


def full_set() -> list[Tile]:
    """The 28 tiles [0|0] ... [6|6], low half first, in a fixed order."""
    return [Tile(a, b) for a in range(MAX_PIP + 1) for b in range(a, MAX_PIP + 1)]


ALL_TILES: tuple[Tile, ...] = tuple(full_set())
