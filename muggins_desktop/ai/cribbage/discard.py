"""Choosing what to lay away to the crib: exact mean show plus or minus the crib table (docs/AI.md).

The hard two-player keep adds the pegging of the kept ranks and ignores the score: keeps chosen for the
chance to win lost to it on the same deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from muggins_desktop.ai.cribbage.fast import Pool, expected_points, rank_of, rank_points, suit_of
from muggins_desktop.ai.data import crib_table_data as data
from muggins_desktop.ai.data import cribbage_pegtable_data as pegdata

PEG_WEIGHT = 0.5  # the pegging table comes from a simple policy: it counts for half a show point


def pair_key(a: int, b: int) -> tuple[int, int, bool]:
    """(low rank, high rank, suited) of two integer cards."""
    ra, rb = rank_of(a), rank_of(b)
    if ra > rb:
        ra, rb = rb, ra
    return (ra, rb, ra != rb and suit_of(a) == suit_of(b))


def crib_value(thrown: Sequence[int], own: bool) -> float:
    """Expected show points of the crib ``thrown`` (one or two cards) goes into; one card: the rest random."""
    if len(thrown) == 2:
        pairs = data.OWN_PAIR if own else data.OPP_PAIR
        return pairs[pair_key(thrown[0], thrown[1])]
    if len(thrown) == 1:
        return data.SINGLE[rank_of(thrown[0])]
    raise ValueError("A crib throw is one or two cards.")


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


def peg_net(kept: Sequence[int], i_deal: bool) -> float:
    """Mean net pegging (mine minus theirs) of keeping these four cards, from the shipped table."""
    a, b, c, d = sorted(rank_of(card) for card in kept)
    return pegdata.NET[(a, b, c, d)][0 if i_deal else 1]


def keep_values(hand: Sequence[int], throw: int, i_deal: bool) -> list[tuple[float, tuple[int, ...], tuple[int, ...]]]:
    """(value in points, kept, thrown) of every keep, best first: hand + signed crib + pegging."""
    pool = Pool.excluding(hand)
    out = []
    for kept, thrown in keep_options(hand, throw):
        crib = crib_value(thrown, i_deal)
        value = expected_points(kept, pool) + (crib if i_deal else -crib) + PEG_WEIGHT * peg_net(kept, i_deal)
        out.append((value, kept, thrown))
    out.sort(key=lambda v: -v[0])
    return out


def hard_keep(hand: Sequence[int], throw: int, i_deal: bool) -> tuple[int, ...]:
    """The thrown cards of the hard player's keep in a two-player deal."""
    return keep_values(hand, throw, i_deal)[0][2]


__all__ = [
    "PEG_WEIGHT",
    "best_discard",
    "crib_value",
    "crib_weight_for",
    "discard_values",
    "glance_discard",
    "hand_only_discard",
    "hard_keep",
    "keep_options",
    "keep_values",
    "peg_net",
]
