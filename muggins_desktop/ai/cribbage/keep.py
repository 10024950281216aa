"""The hard player's keep in a two-player deal: hand, crib and pegging for the seat.

The keep ignores the score: keeps chosen for the chance to win lost to this one on the same deals.
"""

from __future__ import annotations

from collections.abc import Sequence

from muggins_desktop.ai.cribbage.crib_table import crib_value
from muggins_desktop.ai.cribbage.discard import keep_options
from muggins_desktop.ai.cribbage.fast import Pool, expected_points, rank_of
from muggins_desktop.ai.data import cribbage_pegtable_data as pegdata

PEG_WEIGHT = 0.5  # the pegging table comes from a simple policy: it counts for half a show point


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


__all__ = ["PEG_WEIGHT", "hard_keep", "keep_values", "peg_net"]
