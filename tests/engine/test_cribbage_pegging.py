"""Points for laying a card in the play (RULES.md B1, pegging)."""

from __future__ import annotations

import pytest

from muggins_desktop.engine.cribbage import FIFTEEN, PAIR, RUN, THIRTY_ONE, parse_cards, peg_points


def pts(cards: str) -> int:
    return peg_points(parse_cards(cards)).total


def test_public_api_example() -> None:
    assert peg_points(parse_cards("7S 9D 6H 8C")).total == 4


def test_fifteen_and_thirty_one() -> None:
    assert pts("7S 8D") == 2
    assert peg_points(parse_cards("7S 8D")).items[0].kind == FIFTEEN
    assert pts("KS QD 5H 6C") == 2  # 31
    assert peg_points(parse_cards("KS QD 5H 6C")).items[0].kind == THIRTY_ONE
    assert pts("KS QD") == 0


def test_pairs_trips_quads() -> None:
    assert pts("4S 4D") == 2
    assert pts("4S 4D 4H") == 6
    assert pts("4S 4D 4H 4C") == 12
    assert peg_points(parse_cards("4S 4D 4H")).items[0].kind == PAIR


def test_pairs_only_on_consecutive_cards() -> None:
    assert pts("4S 9D 4H") == 0
    assert pts("4S 4D 9C 4H") == 0
    # king and queen are both ten but not a pair
    assert pts("KS QD") == 0


def test_pair_with_fifteen() -> None:
    assert pts("5S 5D 5H") == 2 + 6  # count 15 and three of a kind
    assert pts("AS 7D 7H") == 2 + 2  # count 15 and a pair


def test_runs_in_any_order() -> None:
    assert pts("3S 5D 4H") == 3
    assert pts("2S 4D 3H 5C") == 4
    assert pts("7S 9D 6H 8C") == 4
    assert pts("AS 3D 2H") == 3
    assert peg_points(parse_cards("3S 5D 4H")).items[0].kind == RUN


def test_run_must_be_the_most_recent_cards() -> None:
    assert pts("3S 4D 9C 5H") == 0  # the 9 breaks it
    assert pts("3S 4D 4C 5H") == 0  # a duplicate rank breaks it
    assert pts("9C 3S 4D 5H") == 3  # older cards don't matter


def test_longest_run_only_counts() -> None:
    assert pts("AS 2D 3C 4H 5S") == 5 + 2  # run of five and 15
    assert pts("6S 4D 5C 3H") == 4


def test_run_scoring_after_a_broken_sequence_recovers() -> None:
    # 2 3 2 4: last three are 3 2 4 -> run of three
    assert pts("2S 3D 2C 4H") == 3


def test_count_over_31_is_refused() -> None:
    with pytest.raises(ValueError):
        peg_points(parse_cards("KS QD JC 5H"))


def test_empty_count_scores_nothing() -> None:
    assert peg_points([]).total == 0
