from __future__ import annotations

import random
from itertools import combinations
from math import comb

import pytest

from muggins_desktop.ai.cribbage.discard import best_discard
from muggins_desktop.ai.cribbage.fast import from_engine
from muggins_desktop.coach import hints
from muggins_desktop.engine import new_match
from muggins_desktop.engine.cribbage import (
    CribbageMatch,
    Declare,
    Discard,
    PegCard,
    Respond,
    full_deck,
    hand_points,
)
from muggins_desktop.engine.cribbage.pegging import peg_points
from muggins_desktop.engine.dominoes import PlayTile
from tests.coach.helpers import play


def _first_view(game: str, kind: type, seed: int = 3, **options):
    found = []

    def look(match, seat):
        if not found:
            actions = match.legal_actions()
            if isinstance(actions[0], kind) and len(actions) > 1:
                found.append(match.view_for(seat))

    play(game, seed=seed, on_decision=look, max_actions=400, **options)
    assert found
    return found[0]


def test_discard_ranks_all_fifteen_keeps_over_46_starters():
    view = CribbageMatch(players=2, seed=11).view_for(0)
    if not view.legal_actions:
        view = CribbageMatch(players=2, seed=11).view_for(1)
    hint = hints.hint_for(view)
    assert hint is not None and hint.kind == "discard"
    assert len(hint.options) == 15
    assert hint.extra["starters"] == 46
    values = [o.value for o in hint.options]
    assert values == sorted(values, reverse=True)
    # hand points by brute force over every starter the seat cannot see
    option = hint.options[3]
    rest = [c for c in full_deck() if c not in view.hand]
    assert len(rest) == 46
    brute = sum(hand_points(list(option.kept), s) for s in rest) / 46
    assert option.now == pytest.approx(brute)
    own = view.dealer == view.seat
    for o in hint.options:
        assert (o.crib > 0) == own
        assert o.total == pytest.approx(o.now + o.crib)
    ints = [from_engine(c) for c in view.hand]
    assert {from_engine(c) for c in hint.best.thrown} == set(best_discard(ints, 2, own))


def test_discard_three_players_has_five_keeps_over_47_starters():
    match = CribbageMatch(players=3, seed=4)
    view = match.view_for(match.to_act)
    hint = hints.hint_for(view)
    assert hint is not None and len(hint.options) == 5 and hint.extra["starters"] == 47
    assert all(len(o.kept) == 4 and len(o.thrown) == 1 for o in hint.options)


def test_expected_max_matches_brute_force():
    rng = random.Random(2)
    for _ in range(30):
        pool = [rng.choice([0, 0, 0, 1, 2, 2, 5, 6]) for _ in range(rng.randint(3, 9))]
        k = rng.randint(1, len(pool))
        brute = sum(max(c) for c in combinations(pool, k)) / comb(len(pool), k)
        assert hints.expected_max([p for p in pool if p], len(pool), k) == pytest.approx(brute)


def test_pegging_options_score_like_the_engine():
    view = _first_view("cribbage", PegCard, seed=8)
    hint = hints.hint_for(view)
    assert hint is not None and hint.kind == "pegging"
    plays = [a for a in view.legal_actions if isinstance(a, PegCard)]
    assert {o.action for o in hint.options} == set(plays)
    for o in hint.options:
        card = o.action.card
        assert o.now == peg_points(list(view.count_cards) + [card]).total
        assert o.reply >= 0
        assert o.total == pytest.approx(o.now - o.reply)
        assert card not in o.kept
        assert o.phrase


def test_leading_into_a_ten_is_called_risky():
    # a lead of 5 leaves 5: any ten-card makes fifteen
    found = []

    def look(match, seat):
        v = match.view_for(seat)
        if (
            v.phase == "pegging"
            and v.count == 0
            and v.legal_actions
            and not found
            and any(isinstance(a, PegCard) and a.card.rank == 5 for a in v.legal_actions)
        ):
            found.append(v)

    for seed in range(1, 40):
        play("cribbage", seed=seed, on_decision=look, max_actions=200)
        if found:
            break
    hint = hints.hint_for(found[0])
    five = next(o for o in hint.options if o.action.card.rank == 5)
    leaves = dict(five.phrase)["leaves"]
    assert leaves["count"] == 5 and leaves["risk"]["ten"] is True
    assert five.reply > 1.0


def test_dominoes_each_play_with_points_reply_and_tiles_kept():
    match = new_match("dominoes", players=2, seed=9)
    for _ in range(6):
        view = match.view_for(match.to_act)
        match.apply(view.legal_actions[0], match.to_act)
    view = match.view_for(match.to_act)
    while len(view.legal_actions) < 2:
        match.apply(view.legal_actions[0], match.to_act)
        view = match.view_for(match.to_act)
    hint = hints.hint_for(view)
    assert hint is not None and hint.kind == "dominoes"
    assert [o.action for o in hint.options if isinstance(o.action, PlayTile)]
    assert {o.action for o in hint.options} == set(view.legal_actions)
    for o in hint.options:
        assert o.now == view.points_for(o.action)
        assert o.action.tile not in o.kept and len(o.kept) == len(view.hand) - 1
        assert 0 <= o.reply
        keeps = dict(o.phrase)["keeps"]
        assert keeps["pips"] == sum(t.a + t.b for t in o.kept)


def test_no_hint_for_a_muggins_count():
    declare_views, answer_views = [], []

    def look(match, seat):
        actions = match.legal_actions()
        if isinstance(actions[0], Declare):
            declare_views.append(match.view_for(seat))
        elif isinstance(actions[0], Respond):
            answer_views.append(match.view_for(seat))

    play("cribbage", seed=2, on_decision=look, max_actions=300, muggins=True)
    assert declare_views and answer_views
    for view in declare_views[:3] + answer_views[:3]:
        assert hints.hint_for(view) is None
        assert hints.refusal(view) == hints.COUNTING
        with pytest.raises(ValueError):
            hints.evaluate(view)


def test_no_hint_out_of_turn_or_without_a_choice():
    match = CribbageMatch(players=2, seed=1)
    other = 1 - match.to_act
    assert hints.hint_for(match.view_for(other)) is None
    assert hints.refusal(match.view_for(other)) == hints.NOT_YOUR_TURN
    while match.phase == "discard":
        seat = match.to_act
        match.apply(match.legal_actions()[0], seat)
    view = match.view_for(match.to_act)  # the cut
    assert hints.refusal(view) == hints.NOTHING_TO_DECIDE and hints.hint_for(view) is None


def test_ev_lost_is_zero_for_the_best_and_positive_otherwise():
    view = CribbageMatch(players=2, seed=5).view_for(CribbageMatch(players=2, seed=5).to_act)
    hint = hints.hint_for(view)
    assert hint.ev_lost(hint.best.action) == 0
    assert hint.ev_lost(hint.options[-1].action) > 0
    with pytest.raises(ValueError):
        hint.ev_lost(Discard(()))


def test_describe_labels():
    view = CribbageMatch(players=2, seed=5).view_for(CribbageMatch(players=2, seed=5).to_act)
    assert hints.describe(view.legal_actions[0]).startswith("throw ")


def test_hints_offered_against_the_computer_and_in_hot_seat_by_setting():
    assert hints.hints_offered([0])
    assert not hints.hints_offered([0, 1])
    assert hints.hints_offered([0, 1], hints_in_hot_seat=True)
    assert not hints.hints_offered([])


def test_lowball_turns_the_ranking_round():
    match = CribbageMatch(players=2, seed=5, lowball=True)
    view = match.view_for(match.to_act)
    hint = hints.hint_for(view)
    assert hint.lowball
    totals = [o.total for o in hint.options]
    assert totals == sorted(totals)  # fewest points first
    assert all(o.value == -o.total for o in hint.options)


def test_partner_crib_counts_for_the_seat():
    match = CribbageMatch(players=4, partnerships=True, seed=2)
    seat = match.to_act
    view = match.view_for(seat)
    hint = hints.hint_for(view)
    own_side = view.side_of(view.dealer) == view.my_side
    assert hint.extra["own_crib"] == own_side
    assert all((o.crib > 0) == own_side for o in hint.options)
    assert len(hint.options) == 5
