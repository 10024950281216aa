"""Hand and crib counting (RULES.md B1, the show)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muggins_desktop.engine.cribbage import (
    FIFTEEN,
    FLUSH,
    NOBS,
    PAIR,
    RUN,
    Card,
    full_deck,
    hand_points,
    parse_cards,
    score_hand,
)
from muggins_desktop.engine.cribbage.scoring import IMPOSSIBLE_HAND_SCORES


def count(hand: str, starter: str, crib: bool = False) -> int:
    return score_hand(parse_cards(hand), parse_cards(starter)[0], crib).total


# ------------------------------------------------------------ cards
def test_card_text_round_trip() -> None:
    cards = parse_cards("AC 2D 9H TS JC QD KH")
    assert [str(c) for c in cards] == ["AC", "2D", "9H", "TS", "JC", "QD", "KH"]
    assert parse_cards("10h")[0] == Card(10, "H")
    assert str(parse_cards("10D")[0]) == "TD"
    assert parse_cards("5H,5D") == parse_cards(["5H", "5D"])


@pytest.mark.parametrize("bad", ["1H", "5X", "H", "", "11C", "TT"])
def test_bad_card_text_is_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_values_ace_low_courts_ten() -> None:
    assert [c.value for c in parse_cards("AS 5S 9S TS JS QS KS")] == [1, 5, 9, 10, 10, 10, 10]


def test_deck_has_52_distinct_cards() -> None:
    deck = full_deck()
    assert len(deck) == len(set(deck)) == 52


# ------------------------------------------------------------ public API examples
def test_public_api_examples() -> None:
    hand = parse_cards("5H 5D 5S JC")
    starter = parse_cards("5C")[0]
    assert score_hand(hand, starter).total == 29
    assert score_hand(parse_cards("2H 4H 6H 8H"), parse_cards("KS")[0], crib=True).total == 0


def test_29_hand_breakdown() -> None:
    result = score_hand(parse_cards("5H 5D 5S JC"), parse_cards("5C")[0])
    kinds = Counter(i.kind for i in result.items)
    assert kinds[FIFTEEN] == 8  # four of 5+J and four of 5+5+5
    assert kinds[PAIR] == 6 and result.points_of(PAIR) == 12
    assert result.points_of(NOBS) == 1
    nobs = [i for i in result.items if i.kind == NOBS][0]
    assert nobs.cards == (Card(11, "C"),)


def test_every_item_carries_its_cards_and_points() -> None:
    result = score_hand(parse_cards("4C 5D 6H 6S"), parse_cards("TC")[0])
    for item in result.items:
        assert item.cards and item.points > 0
        if item.kind == FIFTEEN:
            assert sum(c.value for c in item.cards) == 15
    assert result.total == sum(i.points for i in result.items)


# ------------------------------------------------------------ each rule
@pytest.mark.parametrize(
    "hand, starter, total",
    [
        ("7H 8D 2C 3S", "KD", 4),  # 7+8, 2+3+K
        ("AC AD AH 3S", "KD", 6 + 3 * 2),  # three of a kind; A+A+3+K three ways
        ("QC QD QH QS", "AD", 12),  # four of a kind
        ("3C 4D 5H 9S", "KD", 3 + 2),  # run of three; 5+K
        ("AC 2D 3H 4S", "5D", 5 + 2),  # run of five, A+2+3+4+5 = 15
    ],
)
def test_simple_hands(hand: str, starter: str, total: int) -> None:
    result = score_hand(parse_cards(hand), parse_cards(starter)[0])
    assert result.total == total, result.as_list()


def test_double_run() -> None:
    result = score_hand(parse_cards("3C 4D 5H 5S"), parse_cards("KD")[0])
    runs = [i for i in result.items if i.kind == RUN]
    assert len(runs) == 2 and all(i.points == 3 for i in runs)
    # double run 6 + pair 2 + fifteens 5+K (x2), 5+5+... no other
    assert result.total == 6 + 2 + 4


def test_double_double_run() -> None:
    # 3 3 4 4 5: four runs of three (12), two pairs (4), fifteens: 3+3+4+5? =15 yes; 4+4+... no
    result = score_hand(parse_cards("3C 3D 4H 4S"), parse_cards("5D")[0])
    assert result.points_of(RUN) == 12
    assert result.points_of(PAIR) == 4
    assert result.points_of(FIFTEEN) == 2 * 2  # 3+3+4+5 twice (either four)
    assert result.total == 20


def test_triple_run() -> None:
    result = score_hand(parse_cards("6C 6D 6H 7S"), parse_cards("8D")[0])
    assert result.points_of(RUN) == 9  # three runs of three
    assert result.points_of(PAIR) == 6
    assert result.points_of(FIFTEEN) == 2  # only 7+8
    assert result.total == 17


def test_double_run_of_four() -> None:
    result = score_hand(parse_cards("9C TD JH JS"), parse_cards("QD")[0])
    assert result.points_of(RUN) == 8
    assert result.points_of(PAIR) == 2


def test_hand_flush_four_and_five() -> None:
    assert score_hand(parse_cards("2H 4H 6H 8H"), parse_cards("KS")[0]).points_of(FLUSH) == 4
    assert score_hand(parse_cards("2H 4H 6H 8H"), parse_cards("KH")[0]).points_of(FLUSH) == 5


def test_crib_flush_only_with_five_cards() -> None:
    assert score_hand(parse_cards("2H 4H 6H 8H"), parse_cards("KS")[0], crib=True).points_of(FLUSH) == 0
    assert score_hand(parse_cards("2H 4H 6H 8H"), parse_cards("KH")[0], crib=True).points_of(FLUSH) == 5


def test_starter_cannot_make_a_flush_with_three_hand_cards() -> None:
    assert score_hand(parse_cards("2H 4H 6H 8S"), parse_cards("KH")[0]).points_of(FLUSH) == 0


def test_nobs_only_for_the_jack_of_the_starters_suit_in_hand() -> None:
    assert score_hand(parse_cards("JD 2C 4H 8S"), parse_cards("KD")[0]).points_of(NOBS) == 1
    assert score_hand(parse_cards("JC 2C 4H 8S"), parse_cards("KD")[0]).points_of(NOBS) == 0
    # a jack starter is his heels, never nobs
    assert score_hand(parse_cards("2D 4C 6H 8S"), parse_cards("JD")[0]).points_of(NOBS) == 0
    assert score_hand(parse_cards("JD 2C 4H 8S"), parse_cards("KD")[0], crib=True).points_of(NOBS) == 1


def test_zero_hand() -> None:
    assert count("2C 4D 6H 8S", "TC") == 0
    assert count("AC 3D 9H JS", "KC") == 0


def test_bad_hands_are_refused() -> None:
    with pytest.raises(ValueError):
        score_hand(parse_cards("2C 4D 6H"), parse_cards("TC")[0])
    with pytest.raises(ValueError):
        score_hand(parse_cards("2C 4D 6H TC"), parse_cards("TC")[0])


def test_impossible_scores_never_occur_on_a_sample() -> None:
    deck = full_deck()
    seen = set()
    for i, four in enumerate(combinations(deck[::3], 4)):  # a spread-out sample
        starter = deck[(i * 7) % 52]
        if starter in four:
            continue
        seen.add(hand_points(four, starter))
    assert not seen & IMPOSSIBLE_HAND_SCORES
    assert max(seen) <= 29


# ------------------------------------------------------------ fast path agrees
five_cards = st.lists(st.sampled_from(full_deck()), min_size=5, max_size=5, unique=True)


@settings(max_examples=300, deadline=None)
@given(five_cards, st.booleans())
def test_fast_total_equals_breakdown(cards: list[Card], crib: bool) -> None:
    hand, starter = cards[:4], cards[4]
    result = score_hand(hand, starter, crib)
    assert hand_points(hand, starter, crib) == result.total
    assert result.total not in IMPOSSIBLE_HAND_SCORES
    assert result.total <= 29
