"""The hard player's keep in a two-player deal: hand, crib, pegging and the score.

Every way to keep four cards gets

* its exact mean show points over the 46 possible starters,
* plus (own crib) or minus (the opponent's) the expected crib of the throw
  from the shipped crib table,
* plus ``PEG_WEIGHT`` times the net pegging value of the four kept ranks for
  this seat (dealer or pone) from the shipped pegging table
  (``tools/make_cribbage_pegtable.py``): low cards help the pone, fives and
  ten-cards help the dealer answer with fifteens, and so on.

Near the end of a match (either side within ``NEAR_END`` points of the
target) the keep is chosen for the chance to win instead
(``endgame_values``): with the expected pegging of each side (adjusted by the
keep's pegging value) it walks the show in its order (the pone's hand, then
the dealer's hand and crib), over every starter and, for the opponent's show,
over the shipped distribution of the pone's points or the win table after the
pone's show, and ends in the win table at the start of the next deal. The
pone who needs a few points then keeps the cards most likely to make them,
and a dealer whose opponent is close keeps cards that give little away in
the play.
"""

from __future__ import annotations

from collections.abc import Sequence

from muggins_desktop.ai import cribbage_pegtable_data as pegdata
from muggins_desktop.ai.crib_table import crib_value
from muggins_desktop.ai.cribbage_discard import keep_options
from muggins_desktop.ai.cribbage_fast import Pool, expected_points, hand_points, rank_of
from muggins_desktop.ai.cribbage_winprob import MEANS, PONE_SHOW, after_pone_win, deal_win

PEG_WEIGHT = 0.5  # how much the pegging table counts against show points (1.0 did no better: docs/AI.md)
NEAR_END = 30  # points from the target at which the keep turns to the win chance
CRIB_MEAN = 4.7  # the mean crib the win tables were made with (docs/AI.md)


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


def _show_histogram(kept: Sequence[int], hand: Sequence[int]) -> dict[int, int]:
    counts: dict[int, int] = {}
    seen = set(hand)
    for s in range(52):
        if s not in seen:
            v = hand_points(kept, s)
            counts[v] = counts.get(v, 0) + 1
    return counts


def endgame_value(kept: Sequence[int], thrown: Sequence[int], hand: Sequence[int], i_deal: bool,
                  my_need: int, their_need: int) -> float:
    """My chance to win the match keeping ``kept`` (see the module text for the model)."""
    net = peg_net(kept, i_deal)
    mean_net = MEANS["dealer_peg"] - MEANS["pone_peg"]
    shift = 0.5 * (net - (mean_net if i_deal else -mean_net))
    my_peg = (MEANS["dealer_peg"] if i_deal else MEANS["pone_peg"]) + shift
    their_peg = (MEANS["pone_peg"] if i_deal else MEANS["dealer_peg"]) - shift
    x = max(1, my_need - round(my_peg))
    y = max(1, their_need - round(their_peg))
    crib = crib_value(thrown, i_deal)
    hist = _show_histogram(kept, hand)
    n = sum(hist.values())
    total = 0.0
    if i_deal:
        c = round(crib)
        for h, k in hist.items():
            mine = h + c
            v = 0.0
            for pts, p in enumerate(PONE_SHOW):
                if pts >= y:
                    continue
                v += p * (1.0 if mine >= x else 1.0 - deal_win(y - pts, x - mine, True))
            total += k * v
    else:
        y = max(1, y - round(crib - CRIB_MEAN))  # a richer throw brings the dealer closer
        for h, k in hist.items():
            total += k * (1.0 if h >= x else after_pone_win(x - h, y, False))
    return total / n


def hard_keep(hand: Sequence[int], throw: int, i_deal: bool, my_need: int, their_need: int) -> tuple[int, ...]:
    """The thrown cards of the hard player's keep in a two-player deal."""
    values = keep_values(hand, throw, i_deal)
    if min(my_need, their_need) > NEAR_END:
        return values[0][2]
    best = max(values, key=lambda v: (round(endgame_value(v[1], v[2], hand, i_deal, my_need, their_need), 4), v[0]))
    return best[2]


__all__ = ["NEAR_END", "PEG_WEIGHT", "endgame_value", "hard_keep", "keep_values", "peg_net"]
