"""Choosing what to lay away to the crib: exact mean show plus or minus the crib table (docs/AI.md)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from muggins_desktop.ai.cribbage.crib_table import crib_value
from muggins_desktop.ai.cribbage.fast import Pool, expected_points, rank_of, rank_points


def keep_options(hand: Sequence[int], throw: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every (kept, thrown) split of ``hand`` that throws ``throw`` cards."""
    out = []
    for idx in combinations(range(len(hand)), throw):
        thrown = tuple(hand[i] for i in idx)
        kept = tuple(c for i, c in enumerate(hand) if i not in idx)
        out.append((kept, thrown))
    return out


def crib_weight_for(own_crib: bool, sides: int) -> float:
    """What one point of this deal's crib is worth to the chooser's side, in its own points."""
    if own_crib:
        return 1.0
    return -1.0 / (sides - 1) if sides > 2 else -1.0


def discard_values(
    hand: Sequence[int], throw: int, own_crib: bool, lowball: bool = False, crib_weight: float = 1.0, sides: int = 2
) -> list[tuple[float, tuple[int, ...], tuple[int, ...]]]:
    """(value, kept, thrown) of every discard, best for the chooser first (``sides``: sides at the table)."""
    pool = Pool.excluding(hand)
    sign = -1.0 if lowball else 1.0
    weight = crib_weight * crib_weight_for(own_crib, sides)
    out = [
        (sign * (expected_points(kept, pool) + weight * crib_value(thrown, own_crib)), kept, thrown)
        for kept, thrown in keep_options(hand, throw)
    ]
    out.sort(key=lambda v: -v[0])
    return out


def best_discard(
    hand: Sequence[int], throw: int, own_crib: bool, lowball: bool = False, sides: int = 2
) -> tuple[int, ...]:
    """The thrown cards of the best discard by expected value (hard level)."""
    return discard_values(hand, throw, own_crib, lowball, sides=sides)[0][2]


def hand_only_discard(hand: Sequence[int], throw: int, lowball: bool = False) -> tuple[int, ...]:
    """Best exact hand value, blind to whose crib it is (medium level)."""
    pool = Pool.excluding(hand)
    sign = -1.0 if lowball else 1.0
    best = max(keep_options(hand, throw), key=lambda kt: (sign * expected_points(kt[0], pool), -sum(kt[1])))
    return best[1]


def glance_discard(
    hand: Sequence[int], throw: int, rng: random.Random, noise: float, lowball: bool = False
) -> tuple[int, ...]:
    """What a casual player keeps: the points they can see in four cards, roughly."""
    sign = -1.0 if lowball else 1.0
    best, best_v = None, -1e9
    for kept, thrown in keep_options(hand, throw):
        v = float(rank_points([rank_of(c) for c in kept]))
        if len({c & 3 for c in kept}) == 1:
            v += 4
        v += 0.5 * sum(1 for c in kept if rank_of(c) == 5)
        v = sign * v + rng.gauss(0.0, noise)
        if v > best_v:
            best, best_v = thrown, v
    assert best is not None
    return best


__all__ = [
    "best_discard",
    "crib_weight_for",
    "discard_values",
    "glance_discard",
    "hand_only_discard",
    "keep_options",
]
