"""The hard discard against exact expected values computed here with score_hand."""

from __future__ import annotations

from itertools import combinations

import pytest

from muggins_desktop.ai.cribbage.discard import best_discard, crib_value, discard_values, hand_only_discard
from muggins_desktop.ai.cribbage.fast import from_engine
from muggins_desktop.ai.data import crib_table_data as data
from muggins_desktop.engine.cribbage import full_deck, parse_cards, score_hand


def exact_hand_ev(keep, hand) -> float:
    """Mean show points of ``keep`` over the 46 starters not in the six-card ``hand``."""
    starters = [c for c in full_deck() if c not in hand]
    assert len(starters) == 46
    return sum(score_hand(list(keep), s).total for s in starters) / 46


def exact_best(hand, own: bool) -> tuple[float, set]:
    best = None
    for thrown in combinations(hand, 2):
        keep = [c for c in hand if c not in thrown]
        crib = crib_value([from_engine(c) for c in thrown], own)
        v = exact_hand_ev(keep, hand) + (crib if own else -crib)
        if best is None or v > best[0]:
            best = (v, set(thrown))
    assert best is not None
    return best


@pytest.mark.parametrize("text", ["5H 5D 5S JC 9C 3D", "5H 5D 5S JH 2C 8D"])
@pytest.mark.parametrize("own", [True, False])
def test_keeps_five_five_five_jack(text: str, own: bool) -> None:
    hand = parse_cards(text)
    ints = [from_engine(c) for c in hand]
    thrown = best_discard(ints, 2, own)
    kept = {c for c in ints if c not in thrown}
    assert kept == {from_engine(c) for c in parse_cards(text)[:4]}
    # and breaking it up is worth less by the exact reckoning
    keep_trips = exact_hand_ev(hand[:4], hand)
    broken = exact_hand_ev([hand[0], hand[1], hand[3], hand[4]], hand)
    assert keep_trips > broken + 5


@pytest.mark.parametrize(
    "text",
    [
        ("5H 5D 5S JC 9C KD", True),
        ("AC 2D 3H 4S 9C KD", False),
        ("7H 8H 9D TC JS QS", True),
        ("4H 6H 8H TH QH KC", False),
    ],
)
def test_hand_values_are_exact_and_the_choice_is_the_best(text: tuple[str, bool]) -> None:
    text, own = text
    hand = parse_cards(text)
    ints = [from_engine(c) for c in hand]
    values = discard_values(ints, 2, own)
    assert len(values) == 15
    for value, kept, thrown in values:
        keep_cards = [c for c in hand if from_engine(c) in kept]
        crib = crib_value(list(thrown), own)
        assert value == pytest.approx(exact_hand_ev(keep_cards, hand) + (crib if own else -crib), abs=1e-9)
    best_value, best_thrown = exact_best(hand, own)
    assert values[0][0] == pytest.approx(best_value, abs=1e-9)
    assert {from_engine(c) for c in best_thrown} == set(values[0][2])


def test_hand_only_discard_ignores_the_crib() -> None:
    hand = parse_cards("5H 5D TS JC 2C 3D")
    ints = [from_engine(c) for c in hand]
    thrown = hand_only_discard(ints, 2)
    kept = [c for c in hand if from_engine(c) not in thrown]
    best = max((exact_hand_ev([c for c in hand if c not in t], hand), t) for t in combinations(hand, 2))
    assert exact_hand_ev(kept, hand) == pytest.approx(best[0])


def test_lowball_keeps_the_fewest_points() -> None:
    hand = parse_cards("5H 5D 5S JC 9C KD")
    ints = [from_engine(c) for c in hand]
    # in Lowball the points go to the opponent's crib rather than one's own hand
    thrown = best_discard(ints, 2, False, lowball=True)
    kept = [c for c in hand if from_engine(c) not in thrown]
    assert sum(1 for c in kept if c.rank == 5) <= 1


def test_single_card_throw_for_three_and_four_players() -> None:
    hand = parse_cards("5H 5D 5S JC KD")
    ints = [from_engine(c) for c in hand]
    own = best_discard(ints, 1, True)
    opp = best_discard(ints, 1, False)
    assert len(own) == 1 and len(opp) == 1
    assert {c // 4 + 1 for c in own} <= {11, 13} and {c // 4 + 1 for c in opp} <= {11, 13}


def test_crib_table_is_complete_and_sane() -> None:
    assert len(data.OWN_PAIR) == len(data.OPP_PAIR) == 13 * 13 - 13 * 12 // 2 + 13 * 12 // 2
    for table in (data.OWN_PAIR, data.OPP_PAIR):
        assert all(2.0 < v < 10.0 for v in table.values())
        assert max(table, key=table.get) == (5, 5, False)
    # a dealer's crib gets the pone's worst cards, so it is worth less than the same throw into the pone's
    assert data.OWN_PAIR[(5, 5, False)] < data.OPP_PAIR[(5, 5, False)]
    assert len(data.SINGLE) == 13 and max(data.SINGLE, key=data.SINGLE.get) == 5
    assert 4.4 < data.META["mean_dealer_crib_in_simulation"] < 5.0
