"""RULES.md B3, the worked crib cases: the crib 2♥ 4♥ 6♥ 8♥ with starter K♠ is worth 0 under Muggins.

A crib flush needs all five cards, so the four hearts count nothing in the
crib (as a hand they would count 4). Each row of the table is played in a
match: the hands are counted truly and accepted, then the dealer declares
the crib and the pone answers.
"""

from __future__ import annotations

import pytest
from cribbage_rig import auto, names, rig, to_pegging

from muggins_desktop.engine.cribbage import CribbageMatch, Declare, Respond, hand_points, parse_cards

STARTER = "KS"
CRIB = "2H 4H 6H 8H"


def at_the_crib(scores: tuple[int, int] = (10, 20)) -> CribbageMatch:
    """Two players with Muggins, dealer 0; the hands are settled and the dealer must declare the crib."""
    m = rig(["2H 4H 9C 9D TC TS", "6H 8H 3C 3D QC QD"], STARTER, dealer=0, muggins=True)
    to_pegging(m, {1: "6H 8H", 0: "2H 4H"})
    auto(m, "show")
    for counter in (1, 0):  # the pone's hand, then the dealer's: counted truly and accepted
        pending = m.view_for(counter).pending
        assert pending is not None and pending.counter == counter and not pending.crib
        m.apply(Declare(hand_points(list(pending.cards), pending.starter)), counter)
        m.apply(Respond("accept"), 1 - counter)
    pending = m.view_for(1).pending
    assert pending is not None and pending.crib and pending.counter == 0
    assert sorted(pending.cards) == sorted(parse_cards(CRIB))
    m.scores = list(scores)
    return m


def test_the_crib_of_four_hearts_is_worth_nothing_but_the_same_hand_four() -> None:
    cards, starter = parse_cards(CRIB), parse_cards(STARTER)[0]
    assert hand_points(cards, starter, crib=True) == 0
    assert hand_points(cards, starter) == 4


@pytest.mark.parametrize(
    ("declared", "answer", "stated", "counter_change", "claimant_change"),
    [
        (4, "overcount", None, -4, 4),  # the dealer counted the hand flush: the pone takes the 4
        (0, "muggins", 4, 4, 0),  # nothing was missed: a false call, the dealer scores the 4 named
        (4, "accept", None, 0, 0),  # accepted, the wrong 4 stands
    ],
)
def test_the_worked_crib_cases_of_b3(
    declared: int, answer: str, stated: int | None, counter_change: int, claimant_change: int
) -> None:
    m = at_the_crib((10, 20))
    show = m.apply(Declare(declared), 0)[0]
    assert show["crib"] is True and show["true"] == 0 and show["declared"] == declared
    assert m.scores == [10 + declared, 20]
    events = m.apply(Respond(answer, stated), 1)
    assert names(events)[:2] == ["response", "settle"]
    settle = events[1]
    assert settle["counter_delta"] == counter_change and settle["claimant_delta"] == claimant_change
    assert settle["true"] == 0 and settle["declared"] == declared
    assert m.scores[0] == 10 + declared + counter_change and m.scores[1] == 20 + claimant_change
    assert names(events)[2] == "deal"  # the crib was the last count of the hand
