"""The hard player's two-player keep: pegging value of the kept ranks."""

from __future__ import annotations

from muggins_desktop.ai.cribbage.discard import hard_keep, keep_values, peg_net
from muggins_desktop.ai.cribbage.fast import parse
from muggins_desktop.ai.data import cribbage_pegtable_data as pegdata


def test_the_pegging_table_covers_every_kept_multiset() -> None:
    assert len(pegdata.NET) == 1820  # multisets of four ranks out of thirteen
    dealer = sum(v[0] for v in pegdata.NET.values()) / len(pegdata.NET)
    pone = sum(v[1] for v in pegdata.NET.values()) / len(pegdata.NET)
    assert dealer > 0.5 and pone < -0.5  # the dealer pegs more than the pone


def test_the_pone_pegs_better_with_low_cards_than_with_fives() -> None:
    low, fives = parse("AC 2D 3H 4S"), parse("5C 5D 6H 8S")
    assert peg_net(low, False) > peg_net(fives, False) + 1.0


def test_keep_values_rank_every_keep_and_count_the_pegging() -> None:
    hand = parse("5C 5D JH QS 2C 3D")
    values = keep_values(hand, 2, True)
    assert len(values) == 15
    assert values[0][0] == max(v[0] for v in values)
    assert sorted(values[0][1] + values[0][2]) == sorted(hand)


def test_the_keep_is_the_best_by_points() -> None:
    hand = parse("5C 5D JH QS 2C 3D")
    assert set(hard_keep(hand, 2, True)) == set(keep_values(hand, 2, True)[0][2])


def test_the_keep_does_not_depend_on_the_score() -> None:
    # the keep takes no score at all: near the end it is still the best by points (docs/AI.md)
    hand = parse("6C 6D 9H 9S AC KD")
    assert set(hard_keep(hand, 2, False)) == set(keep_values(hand, 2, False)[0][2])
