"""Exact score distribution of every four-card hand with every starter.

Scoring 12,994,800 hands one by one is slow in Python, so the count runs over
rank patterns instead: fifteens, pairs and runs depend only on the five
ranks, and the suits only decide flushes and nobs. For each multiset of four
hand ranks and each starter rank, the number of suit assignments is split
combinatorially into "no flush", "four-card flush", "five-card flush" and
"nobs or not", so only 1820 x 13 patterns are visited.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from math import comb

from muggins_desktop.engine.cribbage.cards import JACK
from muggins_desktop.engine.cribbage.scoring import MAX_HAND, rank_points

HANDS_WITH_STARTER = 12_994_800

# The published distribution of hand (not crib) scores, 0..29.
PUBLISHED_HAND_DISTRIBUTION: tuple[int, ...] = (
    1_009_008,
    99_792,
    2_813_796,
    505_008,
    2_855_676,
    697_508,
    1_800_268,
    751_324,
    1_137_236,
    361_224,
    388_740,
    51_680,
    317_340,
    19_656,
    90_100,
    9_168,
    58_248,
    11_196,
    2_708,
    0,
    8_068,
    2_496,
    444,
    356,
    3_680,
    0,
    0,
    0,
    76,
    4,
)


def score_distribution() -> tuple[list[int], list[int]]:
    """How many hand+starter combinations score 0..29, as a hand and as a crib."""
    hand = [0] * (MAX_HAND + 1)
    crib = [0] * (MAX_HAND + 1)
    for ranks in combinations_with_replacement(range(1, 14), 4):
        mult = [0] * 14
        for r in ranks:
            mult[r] += 1
        suit_ways = 1
        for r in set(ranks):
            suit_ways *= comb(4, mult[r])
        distinct = len(set(ranks)) == 4
        jacks = mult[JACK]
        for s in range(1, 14):
            ms = mult[s]
            if ms == 4:
                continue
            base = rank_points(ranks + (s,))
            total = suit_ways * (4 - ms)
            # Five-card flushes need four distinct hand ranks and a starter rank
            # not in the hand; four-card flushes leave the starter 3 other suits.
            flush5 = 4 if distinct and ms == 0 else 0
            flush4 = 12 if distinct else 0
            nobs5 = flush5 if jacks else 0
            # Nobs over all suit assignments: choose the starter's suit t, one hand
            # jack of suit t, and the hand cards of the starter's rank avoiding t.
            if s == JACK or jacks == 0:
                nobs_all = 0
            else:
                others = suit_ways // (comb(4, jacks) * comb(4, ms))
                nobs_all = others * 4 * comb(3, jacks - 1) * comb(3, ms)
            nobs_plain = nobs_all - nobs5
            plain = total - flush5 - flush4 - nobs_plain
            for table, four in ((hand, 4), (crib, 0)):
                for extra, ways in ((0, plain), (1, nobs_plain), (four, flush4), (5, flush5 - nobs5), (6, nobs5)):
                    if ways:
                        table[base + extra] += ways
    return hand, crib


def mean(distribution: list[int]) -> float:
    return sum(i * n for i, n in enumerate(distribution)) / sum(distribution)
