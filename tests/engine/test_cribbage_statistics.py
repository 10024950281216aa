"""The hand statistics (fast pattern count) against the published table."""

from __future__ import annotations

from itertools import combinations

import pytest

from muggins_desktop.engine.cribbage import full_deck, hand_points
from muggins_desktop.engine.cribbage.statistics import (
    HANDS_WITH_STARTER,
    PUBLISHED_HAND_DISTRIBUTION,
    mean,
    score_distribution,
)


@pytest.fixture(scope="module")
def tables() -> tuple[list[int], list[int]]:
    return score_distribution()


def test_hand_column_is_the_published_distribution(tables: tuple[list[int], list[int]]) -> None:
    hand, _ = tables
    assert tuple(hand) == PUBLISHED_HAND_DISTRIBUTION
    assert sum(hand) == HANDS_WITH_STARTER
    assert hand[0] == 1_009_008 and hand[28] == 76 and hand[29] == 4
    assert round(mean(hand), 6) == 4.769152
    assert all(hand[s] == 0 for s in (19, 25, 26, 27))


def test_crib_column(tables: tuple[list[int], list[int]]) -> None:
    hand, crib = tables
    assert sum(crib) == HANDS_WITH_STARTER
    # Only four-card flushes differ: 4 suits x C(13,4) rank sets x 39 starters of
    # another suit, each worth 4 points less in a crib.
    four_flushes = 4 * 715 * 39
    assert sum(i * n for i, n in enumerate(hand)) - sum(i * n for i, n in enumerate(crib)) == 4 * four_flushes
    assert crib[0] == 1_022_208
    assert crib[22:] == hand[22:]  # no four-card flush hand scores 22 or more
    assert all(crib[s] == 0 for s in (19, 25, 26, 27))


@pytest.mark.slow
def test_brute_force_equals_pattern_count(tables: tuple[list[int], list[int]]) -> None:
    hand, crib = [0] * 30, [0] * 30
    deck = full_deck()
    for four in combinations(deck, 4):
        for starter in deck:
            if starter not in four:
                hand[hand_points(four, starter)] += 1
                crib[hand_points(four, starter, crib=True)] += 1
    assert (hand, crib) == tables
