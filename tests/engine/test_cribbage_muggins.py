"""Muggins inside a cribbage match (RULES.md B2, B3): declare, answer, settle."""

from __future__ import annotations

import pytest
from cribbage_rig import assert_illegal, auto, names, rig, to_pegging

from muggins_desktop.engine.cribbage import (
    CribbageMatch,
    Declare,
    Respond,
    hand_points,
    parse_cards,
)
from muggins_desktop.engine.errors import IllegalAction

PONE_HAND, DEALER_HAND, STARTER = "3C 3D 3H 2S", "2C 4D 6H 8S", "KD"


def at_show(scores: tuple[int, int] = (0, 0), **options: object) -> CribbageMatch:
    """Two players with Muggins at the start of the show: pone 1 holds 12, dealer 0 holds 0."""
    m = rig(["2C 4D 6H 8S 9C 9D", "3C 3D 3H 2S AC AD"], STARTER, dealer=0, muggins=True, **options)
    to_pegging(m, {1: "AC AD", 0: "9C 9D"})
    auto(m, "show")
    m.scores = list(scores)
    return m


def test_hands_used_here() -> None:
    starter = parse_cards(STARTER)[0]
    assert hand_points(parse_cards(PONE_HAND), starter) == 12
    assert hand_points(parse_cards(DEALER_HAND), starter) == 0


def test_declaration_is_pegged_at_once_and_the_true_count_hidden_until_settled() -> None:
    m = at_show((5, 7))
    assert m.phase == "show" and m.to_act == 1
    view = m.view_for(1)
    assert view.pending is not None and view.pending.counter == 1 and view.pending.declared is None
    assert view.pending.cards == tuple(sorted(parse_cards(PONE_HAND)))
    assert len(view.legal_actions) == 30
    events = m.apply(Declare(10), 1)
    assert events == [
        {
            "event": "show",
            "player": 1,
            "crib": False,
            "cards": ["2S", "3C", "3D", "3H"],
            "starter": "KD",
            "true": 12,
            "declared": 10,
            "scores": [5, 17],
        }
    ]
    assert m.to_act == 0
    for seat in (0, 1):
        shown = [e for e in m.view_for(seat).public_events if e["event"] == "show"][-1]
        assert shown["true"] is None and shown["declared"] == 10
    assert m.record[-1]["true"] == 12  # the record itself keeps it
    assert m.view_for(0).pending.declared == 10
    assert len(m.view_for(0).legal_actions) == 31 and m.view_for(1).legal_actions == ()
    m.apply(Respond("accept"), 0)
    shown = [e for e in m.view_for(0).public_events if e["event"] == "show"][-1]
    assert shown["true"] == 12


B3 = [
    (12, "accept", None, 0, 0),
    (8, "accept", None, 0, 0),
    (8, "muggins", 6, 0, 4),
    (8, "muggins", 3, 0, 3),
    (12, "muggins", 5, 5, 0),
    (15, "muggins", 2, 2, 0),
    (15, "overcount", None, -3, 3),
    (10, "overcount", None, 0, 0),
]


@pytest.mark.parametrize("declared, answer, stated, counter_change, claimant_change", B3)
def test_table_b3_in_a_match(
    declared: int, answer: str, stated: int | None, counter_change: int, claimant_change: int
) -> None:
    m = at_show((20, 30))
    m.apply(Declare(declared), 1)
    assert m.scores == [20, 30 + declared]
    events = m.apply(Respond(answer, stated), 0)
    assert names(events) == ["response", "settle"]
    assert events[0] == {"event": "response", "player": 0, "answer": answer, "stated": stated}
    settle = events[1]
    assert settle["counter_delta"] == counter_change and settle["claimant_delta"] == claimant_change
    assert settle["claimant"] == (None if answer == "accept" else 0)
    assert m.scores == [20 + claimant_change, 30 + declared + counter_change]
    assert settle["scores"] == m.scores
    assert m.to_act == 0  # the dealer counts next


def test_table_b3_last_row_and_the_crib_after_the_hands() -> None:
    m = at_show((40, 40))
    m.apply(Declare(12), 1)
    m.apply(Respond("accept"), 0)
    events = m.apply(Declare(29), 0)  # the dealer holds 0
    assert events[0]["true"] == 0 and m.scores == [69, 52]
    events = m.apply(Respond("overcount"), 1)
    assert events[-1]["counter_delta"] == -29 and events[-1]["claimant_delta"] == 29
    assert m.scores == [40, 81]
    # the crib comes last, declared by the dealer, answered by the pone
    assert m.to_act == 0
    view = m.view_for(1)
    assert view.pending.crib is True and view.pending.counter == 0
    assert sorted(view.pending.cards) == sorted(parse_cards("9C 9D AC AD"))
    crib_true = hand_points(parse_cards("9C 9D AC AD"), parse_cards(STARTER)[0], crib=True)
    events = m.apply(Declare(crib_true), 0)
    assert events[0]["crib"] is True
    events = m.apply(Respond("accept"), 1)
    assert names(events)[:3] == ["response", "settle", "deal"]
    assert m.hand_no == 2


def test_false_muggins_pays_the_counter() -> None:
    m = at_show((0, 0))
    m.apply(Declare(12), 1)
    events = m.apply(Respond("muggins", 7), 0)
    assert events[-1]["counter_delta"] == 7 and m.scores == [0, 19]


def test_overcount_claim_when_there_was_none_changes_nothing() -> None:
    m = at_show((3, 4))
    m.apply(Declare(11), 1)
    events = m.apply(Respond("overcount"), 0)
    assert events[-1]["counter_delta"] == 0 and events[-1]["claimant_delta"] == 0
    assert events[-1]["claimant"] == 0
    assert m.scores == [3, 15]


# ------------------------------------------------------------ the target (B2 point 6)
@pytest.mark.parametrize("declared", [12, 11])
def test_a_count_that_reaches_the_target_and_is_not_an_overcount_wins_at_once(declared: int) -> None:
    m = at_show((100, 110))
    events = m.apply(Declare(declared), 1)
    assert names(events) == ["show", "match_end"]
    assert events[-1]["winner"] == 1 and m.outcome is not None
    # the match is over, so the true count is public now
    assert m.view_for(0).public_events[-2]["true"] == 12


def test_an_overcount_at_the_target_waits_and_wins_if_it_stands() -> None:
    m = at_show((100, 110))
    events = m.apply(Declare(14), 1)
    assert names(events) == ["show"] and m.outcome is None and m.scores == [100, 124]
    events = m.apply(Respond("accept"), 0)
    assert names(events) == ["response", "settle", "match_end"] and events[-1]["winner"] == 1


def test_an_overcount_at_the_target_that_falls_short_plays_on() -> None:
    m = at_show((100, 108))
    m.apply(Declare(14), 1)
    events = m.apply(Respond("overcount"), 0)
    assert names(events) == ["response", "settle"] and m.scores == [102, 120]
    assert m.outcome is None and m.to_act == 0


def test_an_overcount_that_still_reaches_the_target_wins_though_the_claimant_reaches_it_too() -> None:
    """RULES B2.6: the counter got there first; the claimant's award does not take it back."""
    m = at_show((119, 110))
    m.apply(Declare(14), 1)  # 124, but 2 too many
    events = m.apply(Respond("overcount"), 0)
    assert names(events) == ["response", "settle", "match_end"]
    assert m.scores == [121, 122] and events[-1]["winner"] == 1 and events[-1]["reached"] == 1


def test_the_claimant_can_win_by_the_settlement() -> None:
    m = at_show((119, 0))
    m.apply(Declare(8), 1)
    events = m.apply(Respond("muggins", 4), 0)
    assert names(events) == ["response", "settle", "match_end"]
    assert events[-1]["winner"] == 0 and m.scores == [123, 8]


def test_an_overcount_claim_can_carry_the_claimant_to_the_target() -> None:
    m = at_show((110, 100))
    m.apply(Declare(29), 1)  # 129, but 17 too many
    events = m.apply(Respond("overcount"), 0)
    assert m.scores == [127, 112] and events[-1]["winner"] == 0


def test_a_false_muggins_can_carry_the_counter_to_the_target() -> None:
    m = at_show((0, 100))
    m.apply(Declare(12), 1)
    events = m.apply(Respond("muggins", 10), 0)
    assert m.scores == [0, 122] and events[-1]["event"] == "match_end" and events[-1]["winner"] == 1


# ------------------------------------------------------------ illegal declarations and answers
def test_illegal_declarations_change_nothing() -> None:
    m = at_show()
    assert_illegal(m, Declare(30), "declaration_out_of_range", seat=1)
    assert_illegal(m, Declare(-1), "declaration_out_of_range", seat=1)
    assert_illegal(m, Declare(True), "declaration_out_of_range", seat=1)
    assert_illegal(m, Respond("accept"), "wrong_phase", seat=1)
    assert_illegal(m, Declare(3), "not_your_turn", seat=0)


def test_illegal_answers_change_nothing() -> None:
    m = at_show()
    m.apply(Declare(3), 1)
    assert_illegal(m, Respond("muggins", 0), "stated_out_of_range", seat=0)
    assert_illegal(m, Respond("muggins", 30), "stated_out_of_range", seat=0)
    assert_illegal(m, Respond("muggins"), "stated_missing", seat=0)
    assert_illegal(m, Respond("muggins", True), "stated_out_of_range", seat=0)
    assert_illegal(m, Respond("accept", 4), "stated_not_allowed", seat=0)
    assert_illegal(m, Respond("maybe"), "bad_answer", seat=0)
    assert_illegal(m, Declare(3), "wrong_phase", seat=0)
    assert_illegal(m, Respond("overcount"), "counter_cannot_answer", seat=1)


def muggins_show(players: int, partnerships: bool, seed: int) -> CribbageMatch:
    m = CribbageMatch(players=players, partnerships=partnerships, muggins=True, seed=seed)
    auto(m, "show")
    assert m.outcome is None
    return m


def test_three_players_answer_in_order_and_the_first_claim_settles() -> None:
    m = muggins_show(3, False, 5)
    counter = m.to_act
    first, second = (counter + 1) % 3, (counter + 2) % 3
    m.apply(Declare(0), counter)
    assert m.to_act == first
    assert_illegal(m, Respond("accept"), "answer_out_of_turn", seat=second)
    m.apply(Respond("accept"), first)
    assert m.to_act == second
    events = m.apply(Respond("muggins", 1), second)
    assert events[1]["event"] == "settle" and events[1]["claimant"] == second


def test_three_players_a_first_claim_means_nobody_else_answers() -> None:
    m = muggins_show(3, False, 5)
    counter = m.to_act
    m.apply(Declare(29), counter)
    events = m.apply(Respond("overcount"), (counter + 1) % 3)
    assert names(events)[:2] == ["response", "settle"]
    assert sum(1 for e in m.record if e["event"] == "response") == 1
    assert m.to_act == (counter + 1) % 3  # the next hand, clockwise, is declared next


def test_partnerships_only_the_other_side_answers() -> None:
    m = muggins_show(4, True, 9)
    counter = m.to_act
    partner = (counter + 2) % 4
    first, second = (counter + 1) % 4, (counter + 3) % 4
    m.apply(Declare(0), counter)
    assert m.to_act == first
    assert_illegal(m, Respond("muggins", 2), "partner_cannot_answer", seat=partner)
    assert_illegal(m, Respond("accept"), "counter_cannot_answer", seat=counter)
    assert_illegal(m, Respond("accept"), "answer_out_of_turn", seat=second)
    m.apply(Respond("accept"), first)
    assert m.to_act == second
    assert_illegal(m, Respond("accept"), "partner_cannot_answer", seat=partner)
    events = m.apply(Respond("accept"), second)
    assert events[-1]["event"] == "settle" or "settle" in names(events)
    assert m.to_act == first  # the next counter is the one on the counter's left


def test_no_muggins_without_the_option() -> None:
    m = CribbageMatch(seed=3)
    auto(m, "show")
    assert m.phase != "show"  # the show ran by itself
    shows = [e for e in m.record if e["event"] == "show"]
    assert shows and all(e["declared"] is None for e in shows)
    assert not any(e["event"] in ("response", "settle") for e in m.record)


def test_muggins_match_is_reported_in_match_start() -> None:
    assert CribbageMatch(muggins=True, seed=1).record[0]["muggins"] is True
    with pytest.raises(IllegalAction):
        CribbageMatch(muggins=True, seed=1).apply(Declare(3))
