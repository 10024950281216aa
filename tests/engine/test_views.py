"""The views carry everything a table needs, so the UI never reads the live match."""

from __future__ import annotations

import pytest
from cribbage_rig import auto, rig, to_pegging

from muggins_desktop.engine.cribbage import CribbageMatch, Declare, Respond, parse_cards, score_hand
from muggins_desktop.engine.dominoes import DominoMatch


def _first_legal_to_end(match: CribbageMatch | DominoMatch, limit: int = 20000) -> None:
    for _ in range(limit):
        if match.outcome is not None:
            return
        match.apply(match.legal_actions()[0], match.to_act)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("players, size", [(2, 2), (3, 1), (4, 1)])
def test_cribbage_view_says_how_many_cards_to_lay_away(players: int, size: int) -> None:
    m = CribbageMatch(players=players, seed=3)
    for seat in range(players):
        assert m.view_for(seat).discard_size == size


@pytest.mark.parametrize("make", [lambda: CribbageMatch(players=3, seed=5), lambda: DominoMatch(players=3, seed=5)])
def test_only_the_seat_to_act_sees_legal_actions(make) -> None:  # type: ignore[no-untyped-def]
    m = make()
    for _ in range(40):
        seat = m.to_act
        for other in range(m.players):
            view = m.view_for(other)
            if other == seat:
                assert list(view.legal_actions) == m.legal_actions()
                assert view.my_turn
            else:
                assert view.legal_actions == ()
                assert not view.my_turn
        m.apply(m.legal_actions()[0], seat)


@pytest.mark.parametrize(
    "make", [lambda: CribbageMatch(players=2, target=61, seed=8), lambda: DominoMatch(players=2, seed=8)]
)
def test_views_carry_the_outcome_and_the_record_length(make) -> None:  # type: ignore[no-untyped-def]
    m = make()
    view = m.view_for(0)
    assert view.outcome is None and view.record_length == len(m.record)
    m.apply(m.legal_actions()[0], m.to_act)
    assert m.view_for(1).record_length == len(m.record)
    _first_legal_to_end(m)
    for seat in range(m.players):
        view = m.view_for(seat)
        assert view.outcome == m.outcome and view.outcome is not None
        assert view.record_length == len(m.record)
        assert view.legal_actions == ()
    assert m.outcome.reached is not None


def test_automatic_shows_come_with_their_breakdown() -> None:
    m = CribbageMatch(players=3, seed=21)
    assert m.view_for(0).shows == () and m.view_for(0).last_show is None
    while m.hand_no == 1 and m.outcome is None:
        m.apply(m.legal_actions()[0], m.to_act)
    shows = [e for e in m.record if e["event"] == "show"]
    view = m.view_for(2)
    assert len(view.shows) == len(shows) == 4  # three hands and the crib
    for shown, event in zip(view.shows, shows, strict=False):
        assert shown.hand_no == 1
        assert shown.counter == event["player"] and shown.crib == event["crib"]
        assert [str(c) for c in shown.cards] == event["cards"] and str(shown.starter) == event["starter"]
        assert shown.true == event["true"] == sum(i.points for i in shown.items)
        assert shown.items == score_hand(shown.cards, shown.starter, shown.crib).items
        assert shown.declared is None and shown.settlement is None and shown.answers == ()
        assert list(shown.scores) == event["scores"]
    assert view.last_show == view.shows[-1] and view.last_show.crib
    assert view.settlement is None


def test_shows_of_the_next_deal_replace_the_earlier_ones() -> None:
    m = CribbageMatch(players=2, seed=4)
    while m.hand_no < 3 and m.outcome is None:
        m.apply(m.legal_actions()[0], m.to_act)
    assert {s.hand_no for s in m.view_for(0).shows} == {2}
    assert len(m.view_for(0).shows) == 3


def _at_muggins_show() -> CribbageMatch:
    m = rig(["2C 4D 6H 8S 9C 9D", "3C 3D 3H 2S AC AD"], "KD", dealer=0, muggins=True)
    to_pegging(m, {1: "AC AD", 0: "9C 9D"})
    auto(m, "show")
    return m


def test_a_pending_count_is_not_a_settled_show_and_keeps_its_true_value_hidden() -> None:
    m = _at_muggins_show()
    m.apply(Declare(10), 1)  # the pone holds 12
    for seat in (0, 1):
        view = m.view_for(seat)
        assert view.shows == () and view.settlement is None
        assert view.pending is not None and view.pending.declared == 10


def test_the_muggins_settlement_and_the_answers_reach_the_view() -> None:
    m = _at_muggins_show()
    m.apply(Declare(8), 1)
    events = m.apply(Respond("muggins", 3), 0)
    settle = events[-1]
    view = m.view_for(1)
    shown = view.last_show
    assert shown is not None and shown.counter == 1 and not shown.crib
    assert shown.cards == tuple(sorted(parse_cards("3C 3D 3H 2S")))
    assert shown.true == 12 and shown.declared == 8
    assert shown.answers == ((0, "muggins", 3),)
    assert view.settlement == shown.settlement
    assert shown.settlement is not None
    assert (shown.settlement.counter_delta, shown.settlement.claimant, shown.settlement.claimant_delta) == (
        settle["counter_delta"],
        settle["claimant"],
        settle["claimant_delta"],
    )
    assert list(shown.scores) == settle["scores"]


def test_a_winning_declaration_is_a_settled_show_without_a_settlement() -> None:
    m = _at_muggins_show()
    m.scores = [0, 115]
    m.apply(Declare(12), 1)
    view = m.view_for(0)
    assert m.outcome is not None and view.outcome == m.outcome
    assert view.last_show is not None and view.last_show.declared == 12 and view.last_show.true == 12
    assert view.settlement is None


def test_dominoes_outcome_names_the_side_that_reached_the_target() -> None:
    m = DominoMatch(players=2, seed=2)
    _first_legal_to_end(m)
    assert m.outcome is not None and m.outcome.reached == m.outcome.winner


@pytest.mark.parametrize("make", [lambda: CribbageMatch(players=3, seed=11), lambda: DominoMatch(players=3, seed=11)])
def test_the_onlooker_record_hides_every_hand_and_the_full_one_hides_none(make) -> None:  # type: ignore[no-untyped-def]
    m = make()
    for _ in range(6):
        m.apply(m.legal_actions()[0], m.to_act)
    assert m.event_count == len(m.record)
    onlooker, full = m.onlooker_record(), m.full_record()
    assert len(onlooker) == len(full) == m.event_count
    assert full == m.record and full is not m.record
    dealt = next(i for i, e in enumerate(full) if e["event"] in ("deal", "round_start"))
    assert all(h is None or all(c is None for c in h) for h in onlooker[dealt]["hands"])
    assert any(h and all(c is not None for c in h) for h in full[dealt]["hands"])
    for seat in range(m.players):  # no seat sees less than an onlooker
        seen = m.public_record(seat)[dealt]["hands"][seat]
        assert seen is not None and all(c is not None for c in seen)
    start = m.start_event()
    assert start == m.record[0] and start is not m.record[0]
    start["players"] = 99  # a copy: the match keeps its own
    assert m.record[0]["players"] == 3
