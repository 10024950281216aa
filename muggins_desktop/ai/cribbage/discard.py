"""Choosing what to lay away to the crib.

The hard choice is exact for the hand: for every way to keep four cards it
averages the show points of those four over every card the starter could be
(the 46 cards not in a six-card hand, 47 with a five-card hand), then adds the
expected crib value of the thrown cards when the crib is one's own (or the
partner's) and subtracts it when it belongs to an opponent. In Lowball the
signs turn round: points are what one avoids.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from muggins_desktop.ai.cribbage.crib_table import crib_value
from muggins_desktop.ai.cribbage.fast import Pool, expected_points, rank_of, rank_points
from muggins_desktop.ai.data import cribbage_pegtable_data as pegdata


def keep_options(hand: Sequence[int], throw: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every (kept, thrown) split of ``hand`` that throws ``throw`` cards."""
    out = []
    for idx in combinations(range(len(hand)), throw):
        thrown = tuple(hand[i] for i in idx)
        kept = tuple(c for i, c in enumerate(hand) if i not in idx)
        out.append((kept, thrown))
    return out


#: Scales of the crib's worth at tables of three or more sides (1.0: as
#: derived in ``crib_weight_for``), for measuring variants.
OWN_CRIB_FACTOR = 1.0
OTHER_CRIB_FACTOR = 1.0

#: True: one-card throws at tables of three or four (points play) are
#: valued from the tables made for who fills the rest of the crib
#: (``crib_single_data``, issue 30, eighth pass). Off: on the same deals it
#: won nothing over taking the other three crib cards as random
#: (docs/AI.md, "Eighth pass").
TABLE_SINGLE = False

#: Weight of the two-player pegging table of the keep at tables of three or
#: four (issue 30); 0 leaves those keeps without a pegging value.
TABLE_PEG_WEIGHT = 0.0


def table_peg_net(kept: Sequence[int], i_deal: bool) -> float:
    """Net pegging of four kept ranks from the two-player table: the dealer's column for the dealer, else the pone's.

    At a table of three or four the dealer still plays last and answers most
    leads, the others lead or follow into him, so the two-player columns are
    the nearest shipped guess at what the kept ranks are worth in the play.
    """
    a, b, c, d = sorted(rank_of(card) for card in kept)
    return pegdata.NET[(a, b, c, d)][0 if i_deal else 1]


def hand_ev(kept: Sequence[int], hand: Sequence[int]) -> float:
    """Exact mean show points of ``kept`` over every starter not in ``hand``."""
    return expected_points(kept, Pool.excluding(hand))


def crib_weight_for(own_crib: bool, sides: int) -> float:
    """What one point of this deal's crib is worth to the chooser's side, in its own points.

    The side's own crib (one's own or a partner's) counts in full. Another
    side's crib counts against it as one point for that side does in the
    hard player's objective (its side's points minus the mean of the other
    sides'): in full with two sides, half with three, where it helps only
    one of the two opponents.
    """
    if sides <= 2:
        return 1.0 if own_crib else -1.0
    return OWN_CRIB_FACTOR if own_crib else -OTHER_CRIB_FACTOR / (sides - 1)


def discard_values(
    hand: Sequence[int],
    throw: int,
    own_crib: bool,
    lowball: bool = False,
    crib_weight: float = 1.0,
    sides: int = 2,
    i_deal: bool | None = None,
    table: tuple[int, bool] | None = None,
) -> list[tuple[float, tuple[int, ...], tuple[int, ...]]]:
    """(value, kept, thrown) of every discard, best for the chooser first.

    ``sides``: sides at the table. ``table``: (players, partnerships), which
    picks the one-card crib table (see ``crib_table.crib_value``). ``i_deal`` (True or False, points play
    only) adds ``TABLE_PEG_WEIGHT`` times the keep's pegging value for that
    seat; None leaves it out.
    """
    pool = Pool.excluding(hand)
    sign = -1.0 if lowball else 1.0
    weight = crib_weight * crib_weight_for(own_crib, sides)
    peg_w = TABLE_PEG_WEIGHT if i_deal is not None and not lowball else 0.0
    single = table if TABLE_SINGLE and throw == 1 and not lowball else None
    out = []
    for kept, thrown in keep_options(hand, throw):
        value = expected_points(kept, pool) + weight * crib_value(thrown, own_crib, single)
        if peg_w:
            value += peg_w * table_peg_net(kept, bool(i_deal))
        out.append((sign * value, kept, thrown))
    out.sort(key=lambda v: -v[0])
    return out


def best_discard(
    hand: Sequence[int],
    throw: int,
    own_crib: bool,
    lowball: bool = False,
    sides: int = 2,
    i_deal: bool | None = None,
    table: tuple[int, bool] | None = None,
) -> tuple[int, ...]:
    """The thrown cards of the best discard by expected value (hard level)."""
    return discard_values(hand, throw, own_crib, lowball, sides=sides, i_deal=i_deal, table=table)[0][2]


def hand_only_discard(hand: Sequence[int], throw: int, lowball: bool = False) -> tuple[int, ...]:
    """Best exact hand value, blind to whose crib it is (medium level)."""
    pool = Pool.excluding(hand)
    sign = -1.0 if lowball else 1.0
    best = max(keep_options(hand, throw), key=lambda kt: (sign * expected_points(kt[0], pool), -sum(kt[1])))
    return best[1]


def glance_discard(
    hand: Sequence[int], throw: int, rng: random.Random, noise: float, lowball: bool = False
) -> tuple[int, ...]:
    """What a casual player keeps: the points they can see in four cards, roughly.

    Counts fifteens, pairs and runs of the kept ranks alone (no starter), a
    flush of four, and a little for fives; ``noise`` blurs the judgement.
    """
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
    "OTHER_CRIB_FACTOR",
    "OWN_CRIB_FACTOR",
    "TABLE_PEG_WEIGHT",
    "best_discard",
    "crib_weight_for",
    "discard_values",
    "glance_discard",
    "hand_ev",
    "hand_only_discard",
    "keep_options",
    "table_peg_net",
]
