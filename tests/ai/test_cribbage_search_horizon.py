"""The hard player's pegging search past its horizon and at the others' turns.

At the horizon the search plays the cards left out with a simple Hoyle-style
card choice (``rollout``), and at another player's turn it mixes the worst
reply for itself with a points-greedy player's likely replies
(``OPP_LAMBDA``). These checks pin both down on small positions that can be
worked out by hand.
"""

from __future__ import annotations

import math
import random

import pytest

from muggins_desktop.ai.cribbage import pegging as peg
from muggins_desktop.ai.cribbage.pegging import DuelSearcher, State, rollout, simple_rank, step


def _deal(rng: random.Random) -> State:
    deck = list(range(52))
    rng.shuffle(deck)
    h0 = tuple(sorted(c // 4 + 1 for c in deck[:4]))
    h1 = tuple(sorted(c // 4 + 1 for c in deck[4:8]))
    return ((h0, h1), 0, (), 0, -1, rng.randrange(2))


def test_rollout_is_the_simple_play_to_the_end() -> None:
    rng = random.Random(5)
    for _ in range(200):
        state = _deal(rng)
        pts = [0, 0]
        s = state
        laid = 0
        while s[5] >= 0:
            rank = simple_rank(s)
            laid += rank != 0
            s, gains = step(s, rank)
            for seat, p in gains:
                pts[seat] += p
        assert laid == 8  # every card is laid
        assert rollout(state, {}) == tuple(pts)


def test_simple_rank_takes_points_and_leads_low() -> None:
    # leading from 4-5-10-K: below five, never the five
    assert simple_rank((((4, 5, 10, 13), (1, 2, 3, 6)), 0, (), 0, -1, 0)) == 4
    # on a ten, the five makes fifteen
    assert simple_rank((((4, 5, 9, 13), (1, 2, 3)), 10, (10,), 0, 1, 0)) == 5
    # nothing scores on 7: avoid leaving 10 (a 3) and prefer the highest card
    assert simple_rank((((2, 3, 12), (1,)), 7, (7,), 0, 1, 0)) == 12


def test_the_horizon_is_valued_by_the_play_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(peg, "OPP_LAMBDA", 0.0)
    rng = random.Random(9)
    for _ in range(50):
        state = _deal(rng)
        duel = DuelSearcher([0, 1], 2, [0, 0], 121, False, None)
        duel.shaped = True
        got = duel.search(state, (0.0, 0.0), 0)
        pts = rollout(state, {})
        assert got[0] - got[1] == pytest.approx(pts[0] - pts[1])


def _no_play_out(monkeypatch: pytest.MonkeyPatch) -> DuelSearcher:
    """A shaped two-player search of side 0 that counts nothing past its horizon (the reply alone is measured)."""
    duel = DuelSearcher([0, 1], 2, [0, 0], 121, False, None)
    duel.me_side = 0
    duel.shaped = True
    monkeypatch.setattr(duel, "tail", lambda state: (0.0, 0.0))
    return duel


def test_the_others_reply_is_a_mix_of_worst_and_greedy(monkeypatch: pytest.MonkeyPatch) -> None:
    """One reply left: the opponent (seat 1) on a count of 10 holds a 5 (fifteen, 2) and a king."""
    state: State = (((), (5, 13)), 10, (10,), 0, 0, 1)
    for lam in (0.0, 0.5, 1.0):
        monkeypatch.setattr(peg, "OPP_LAMBDA", lam)
        duel = _no_play_out(monkeypatch)
        value = duel.search(state, (0.0, 0.0), 1)[0]
        # the five: -2 for me; the king (20): nothing. Worst for me: -2.
        w5, wk = math.exp(peg.PLAY_BETA * 2), 1.0
        greedy = (w5 * -2.0 + wk * 0.0) / (w5 + wk)
        assert value == pytest.approx((1 - lam) * -2.0 + lam * greedy)


def test_a_read_style_weights_the_replies_it_was_given_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """The chances of a read style come in the order of ``moves``: each weights the value of that very move.

    The five (fifteen, 2 for the opponent) is listed after the king in
    ``moves`` but is the opponent's best; a style sure to lay the king must
    weight the king's value, not the five's.
    """
    monkeypatch.setattr(peg, "OPP_LAMBDA", 1.0)
    state: State = (((), (5, 13)), 10, (10,), 0, 0, 1)
    assert peg.moves(state) == [13, 5]
    for probs, expected in (([1.0, 0.0], 0.0), ([0.0, 1.0], -2.0), ([0.25, 0.75], -1.5)):
        duel = _no_play_out(monkeypatch)
        monkeypatch.setattr(duel, "reply_weights", lambda s, p=probs: list(p))
        assert duel.search(state, (0.0, 0.0), 1)[0] == pytest.approx(expected)


def test_my_own_turn_is_still_the_best_for_me(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(peg, "OPP_LAMBDA", 0.5)
    state: State = (((5, 13), ()), 10, (10,), 0, 1, 0)
    duel = _no_play_out(monkeypatch)
    assert duel.search(state, (0.0, 0.0), 1)[0] == pytest.approx(2.0)


def test_partnership_searches_stay_plain(monkeypatch: pytest.MonkeyPatch) -> None:
    """Four players in partnerships search four plies: there the worst reply and no play-out."""
    state: State = (((), (5, 13), (), ()), 10, (10,), 0, 0, 1)
    duel = DuelSearcher([0, 1, 0, 1], 2, [0, 0], 121, False, None)
    assert not duel.shaped
    assert duel.search(state, (0.0, 0.0), 1)[0] == pytest.approx(-2.0)


# ------------------------------------------------------------ the win search near the end
def _win_searcher(scores: list[int], me: int = 0) -> peg.WinSearcher:
    win = peg.WinSearcher([0, 1], scores, 121, 1, None)
    win.me_side = me
    return win


def test_the_win_search_trail_scores_what_the_play_out_scores() -> None:
    rng = random.Random(21)
    win = _win_searcher([100, 100])
    for _ in range(200):
        state = _deal(rng)
        pts = [0, 0]
        for side, p in win._trail(state):
            pts[side] += p
        assert tuple(pts) == rollout(state, {})


def test_the_win_search_with_worst_replies_to_the_end_of_the_play_is_the_minimax(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No model of the replies and a horizon past the last card: the shaped search is plain minimax."""
    monkeypatch.setattr(peg, "OPP_LAMBDA", 0.0)
    rng = random.Random(22)
    for _ in range(60):
        state = _deal(rng)
        scores = [rng.randrange(100, 121), rng.randrange(100, 121)]
        shaped, plain = _win_searcher(scores), _win_searcher(scores)
        got = shaped._wev(state, (0, 0), 20)
        assert got == pytest.approx(plain._win(state, (0.0, 0.0), 20, -1.0, 2.0))
        assert 0.0 <= got <= 1.0


def test_the_win_search_plays_out_past_its_horizon() -> None:
    """At the horizon the cards left are laid out: a side the play-out takes to the target wins."""
    rng = random.Random(23)
    for _ in range(100):
        state = _deal(rng)
        pts = rollout(state, {})
        win = _win_searcher([121 - max(1, pts[0]), 60])  # side 0 pegs out in the play-out
        if pts[0] == 0 or pts[1] >= 61:
            continue
        assert win._wev(state, (0, 0), 0) == 1.0


def test_shaped_win_search_still_defends(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pone does not lead a five to a dealer who needs two, with the shaped search on."""
    from muggins_desktop.ai import make_player
    from muggins_desktop.engine.cribbage.actions import PegCard
    from muggins_desktop.engine.cribbage.match import CribbageMatch

    m = CribbageMatch.from_position(
        ["9C 8D 7H 2S", "5C 4D KH 5S"], "AS", dealer=0, crib="QH QD 6S 6C", phase="pegging", to_act=1, scores=[119, 112]
    )
    for seed in range(4):
        action = make_player("cribbage", "hard", seed, None).choose(m.view_for(1))
        assert isinstance(action, PegCard) and action.card.rank != 5


def test_a_pegging_decision_leaves_no_remembered_counts_behind() -> None:
    """The counts the search remembers are dropped once it has chosen (the cost per move stays flat)."""
    from muggins_desktop.ai import make_player
    from muggins_desktop.ai.cribbage import fast as cribbage_fast
    from muggins_desktop.engine.cribbage.match import CribbageMatch

    m = CribbageMatch.from_position(
        ["9C 8D 7H 2S", "5C 4D KH 5S"], "AS", dealer=0, crib="QH QD 6S 6C", phase="pegging", to_act=1, scores=[40, 50]
    )
    make_player("cribbage", "hard", 3, None).choose(m.view_for(1))
    assert cribbage_fast._PEG_MEMO == {}
    assert cribbage_fast.peg_points((5, 10), 15) == 2 and len(cribbage_fast._PEG_MEMO) == 1
    cribbage_fast.forget_peg_points()


# ------------------------------------------------------------ partnerships near the end
def _partnership_view(scores: list[int]):
    from muggins_desktop.engine.cribbage.match import CribbageMatch

    m = CribbageMatch.from_position(
        ["9C 8D 7H 2S", "5C 4D KH 5S", "QC JD 3H 3S", "AC 6D 6H TS"],
        "AS",
        dealer=0,
        crib="QH QD 9S 8C",
        phase="pegging",
        to_act=1,
        scores=scores,
        partnerships=True,
    )
    return m.view_for(1)


def test_partnerships_near_the_end_search_for_the_win_with_their_own_table() -> None:
    """Within PARTNER_NEAR_END of the target the partnership search values lines by the partnership table."""
    from muggins_desktop.ai.cribbage.winprob import partner_show_win

    near = _partnership_view([119, 112])
    searcher = peg.make_searcher(near, [0, 1, 0, 1], 2, None)
    assert isinstance(searcher, peg.WinSearcher)
    assert searcher.table is partner_show_win and searcher.shaped_win is False
    # nothing more pegged: the table's chance after the play, for the dealer's side (side 0)
    assert searcher.leaf((0.0, 0.0)) == pytest.approx(partner_show_win(2, 9, True))
    far = _partnership_view([40, 50])
    assert not isinstance(peg.make_searcher(far, [0, 1, 0, 1], 2, None), peg.WinSearcher)


def test_two_player_win_search_keeps_its_own_table_and_shape() -> None:
    from muggins_desktop.ai.cribbage.winprob import show_win

    win = _win_searcher([110, 115])
    assert win.table is show_win and win.shaped_win is True


def test_the_partnership_pone_does_not_lead_a_five_to_a_side_that_needs_two() -> None:
    """The dealer's left hand keeps its fives back when a fifteen ends the match."""
    from muggins_desktop.ai import make_player
    from muggins_desktop.engine.cribbage.actions import PegCard

    view = _partnership_view([119, 112])
    for seed in range(3):
        action = make_player("cribbage", "hard", seed, None).choose(view)
        assert isinstance(action, PegCard) and action.card.rank != 5
