"""Fives scoring: what a placement earns and what leftover tiles cost."""

from __future__ import annotations

from collections.abc import Iterable

from muggins_desktop.engine.dominoes.tiles import Tile


def play_points(end_sum: int) -> int:
    """Points for a placement whose open ends add up to ``end_sum`` (RULES A4).

    Only a positive multiple of five scores, and then exactly that sum; zero
    scores nothing even though it divides by five.
    """
    return end_sum if end_sum > 0 and end_sum % 5 == 0 else 0


def round_penalty(pips: int) -> int:
    """What a player loses for ``pips`` left in hand at the end of a round.

    Rounded to the nearest five: remainders 1-2 go down, 3-4 go up (RULES A6).
    """
    if type(pips) is not int or pips < 0:
        raise ValueError(f"A pip total is a whole number of at least 0, not {pips!r}.")
    return (pips + 2) // 5 * 5


def hand_pips(tiles: Iterable[Tile]) -> int:
    return sum(t.a + t.b for t in tiles)
