"""The hard player's two-player keep: pegging value of the kept ranks and the endgame keep."""

from __future__ import annotations

from muggins_desktop.ai import cribbage_pegtable_data as pegdata
from muggins_desktop.ai.cribbage_fast import parse
from muggins_desktop.ai.cribbage_keep import NEAR_END, endgame_value, hard_keep, keep_values, peg_net


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


def test_far_from_the_end_the_keep_is_the_best_by_points() -> None:
    hand = parse("5C 5D JH QS 2C 3D")
    assert set(hard_keep(hand, 2, True, 100, 100)) == set(keep_values(hand, 2, True)[0][2])


def test_the_pone_needing_a_few_points_keeps_what_makes_them_for_sure() -> None:
    # needing 6 as pone (it counts first), 6-6-9-9 is 6 points whatever the starter; the dealer needs 3
    hand = parse("6C 6D 9H 9S AC KD")
    sure = endgame_value(parse("6C 6D 9H 9S"), parse("AC KD"), hand, False, 6 + 2, 3)
    for kept, thrown in ((parse("6C 9H AC KD"), parse("6D 9S")), (parse("6C 6D AC KD"), parse("9H 9S"))):
        assert endgame_value(kept, thrown, hand, False, 6 + 2, 3) < sure
    assert min(6 + 2, 3) <= NEAR_END
    assert set(hard_keep(hand, 2, False, 6 + 2, 3)) == set(parse("AC KD"))


def test_endgame_values_are_probabilities() -> None:
    hand = parse("5C 5D JH QS 2C 3D")
    for _value, kept, thrown in keep_values(hand, 2, False):
        for needs in ((5, 5), (20, 3), (3, 20), (30, 30)):
            assert 0.0 <= endgame_value(kept, thrown, hand, False, *needs) <= 1.0
            assert 0.0 <= endgame_value(kept, thrown, hand, True, *needs) <= 1.0
