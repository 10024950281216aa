"""Hard cribbage at tables of three and in partnerships (issue 30).

The crib is valued for its owner (own or a partner's crib counts for the
side, an opponent's against it, half with three players), the play search
counts a partner's points as the side's, and the decisions stay fixed for a
seed whatever the clock budget.
"""

from __future__ import annotations

import random

import pytest

from muggins_desktop.ai import DEFAULT_BUDGET_MS, make_player
from muggins_desktop.ai.cribbage.discard import crib_value, crib_weight_for, discard_values
from muggins_desktop.ai.cribbage.fast import from_engine
from muggins_desktop.ai.cribbage.pegging import WIN, State
from muggins_desktop.ai.cribbage.players import own_crib
from muggins_desktop.ai.cribbage.table_search import TableSearcher
from muggins_desktop.engine.cribbage import CribbageMatch
from muggins_desktop.engine.cribbage.cards import parse_cards


def test_crib_weight_follows_the_owner() -> None:
    assert crib_weight_for(True, 2) == 1.0  # own (or a partner's) crib
    assert crib_weight_for(True, 3) == 1.0
    assert crib_weight_for(False, 2) == -1.0  # the one opponent's
    assert crib_weight_for(False, 3) == -0.5  # helps one of two opponents


def test_three_player_opponent_crib_costs_half() -> None:
    ints = [from_engine(c) for c in parse_cards("5H 6D 9S JC KD")]
    two = {k: v for v, k, _ in discard_values(ints, 1, False, sides=2)}
    three = {k: v for v, k, _ in discard_values(ints, 1, False, sides=3)}
    own = {k: v for v, k, _ in discard_values(ints, 1, True, sides=3)}
    for kept, v3 in three.items():
        thrown = [c for c in ints if c not in kept]
        crib = crib_value(thrown, False)
        assert v3 - two[kept] == pytest.approx(0.5 * crib)
        assert own[kept] - two[kept] == pytest.approx(2 * crib_value(thrown, True))


def test_partner_crib_counts_as_own_in_a_view() -> None:
    m = CribbageMatch(seed=3, target=121, players=4, partnerships=True)
    dealer = m.view_for(0).dealer
    assert own_crib(m.view_for(dealer))
    assert own_crib(m.view_for((dealer + 2) % 4))  # the partner
    assert not own_crib(m.view_for((dealer + 1) % 4))


def _searcher(sides: list[int], n_sides: int) -> TableSearcher:
    s = TableSearcher(sides, n_sides, [0] * n_sides, 121, False, None)
    s.me_side = sides[0]
    return s


def test_table_search_avoids_giving_the_next_player_fifteen() -> None:
    # three players, seat 0 leads holding a 5 and a 4; seat 1 holds ten-cards
    # only, so leading the 5 gives seat 1 a fifteen for two
    s = _searcher([0, 1, 2], 3)
    state: State = (((4, 5), (10, 13), (1, 2)), 0, (), 0, -1, 0)
    lead5 = s.search(*_after(state, 5), 2)
    lead4 = s.search(*_after(state, 4), 2)
    assert s.utility(lead4, 0) > s.utility(lead5, 0)


def _after(state: State, rank: int) -> tuple[State, tuple[float, ...]]:
    from muggins_desktop.ai.cribbage.pegging import step

    nxt, gains = step(state, rank)
    acc = [0.0, 0.0, 0.0]
    for seat, pts in gains:
        acc[seat] += pts
    return nxt, tuple(acc)


def test_partner_points_count_for_the_side() -> None:
    s = _searcher([0, 1, 0, 1], 2)
    assert s.utility((2.0, 0.0), 0) > 0  # points of side 0 (seat 0 or its partner, seat 2)
    assert s.utility((0.0, 2.0), 0) < 0
    assert WIN > 31


def _views(players: int, seed: int, wanted: int, **options: object) -> list[object]:
    m = CribbageMatch(seed=seed, target=121, players=players, **options)
    bots = [make_player("cribbage", "medium", seed + i) for i in range(players)]
    rng = random.Random(seed)
    views = []
    while m.outcome is None and len(views) < wanted:
        seat = m.to_act
        view = m.view_for(seat)
        if len(view.legal_actions) > 1 and m.phase in ("discard", "pegging") and rng.random() < 0.3:
            views.append(view)
        m.apply(bots[seat].choose(view), seat)
    return views


@pytest.mark.parametrize("options", [dict(players=3), dict(players=4, partnerships=True)])
def test_decisions_are_fixed_for_a_seed(options: dict) -> None:
    views = _views(seed=12, wanted=8, **options)  # type: ignore[arg-type]
    assert len(views) >= 6
    for i, view in enumerate(views):
        got = {str(make_player("cribbage", "hard", 40 + i, b).choose(view)) for b in (10**7, DEFAULT_BUDGET_MS, None)}
        assert len(got) == 1, (i, got)


def _spied_searchers(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every search the hard players make from here on, collected as they make them."""
    from muggins_desktop.ai.cribbage import players as cribbage_players
    from muggins_desktop.ai.cribbage import table_search as cribbage_table_search

    real = cribbage_table_search.make_searcher
    spies: list[object] = []

    def spy(*args: object, **kwargs: object) -> object:
        s = real(*args, **kwargs)  # type: ignore[arg-type]
        spies.append(s)
        return s

    monkeypatch.setattr(cribbage_players, "make_searcher", spy)
    return spies


def test_work_cap_stops_after_the_same_guess(monkeypatch: pytest.MonkeyPatch) -> None:
    """A decision that reaches the counted work cap stops there on any clock: the same card every time."""
    from muggins_desktop.ai.cribbage import pegging as peg

    monkeypatch.setattr(peg, "WORK_CAP", 200)
    spies = _spied_searchers(monkeypatch)
    views = [v for v in _views(seed=21, wanted=12, players=3) if v.phase == "pegging"]  # type: ignore[attr-defined]
    assert views
    for i, view in enumerate(views):
        got = {str(make_player("cribbage", "hard", 60 + i, b).choose(view)) for b in (10**7, None)}
        assert len(got) == 1
    assert any(isinstance(s, TableSearcher) for s in spies)
    assert any(peg.work(s) >= 200 for s in spies)  # the cap was reached
    assert all(peg.work(s) < 200 + 5_000 for s in spies)  # and the search stopped within a guess of it


def test_partnerships_search_two_plies_over_more_guesses() -> None:
    """Partnerships (points play) get the shaped two-ply search and four times the guesses;
    Lowball partnerships keep the plain four-ply search with the common guesses."""
    from muggins_desktop.ai.cribbage import pegging as peg

    points = CribbageMatch(seed=5, target=121, players=4, partnerships=True).view_for(0)
    low = CribbageMatch(seed=5, target=121, players=4, partnerships=True, lowball=True).view_for(0)
    three = CribbageMatch(seed=5, target=121, players=3).view_for(0)
    assert (peg.default_depth(points), peg.samples_for(points)) == (peg.PARTNER_DEPTH, peg.PARTNER_SAMPLES)
    assert peg.PARTNER_DEPTH == 2 and peg.PARTNER_SAMPLES == 4 * peg.SAMPLES
    assert (peg.default_depth(low), peg.samples_for(low)) == (peg.PARTNER_PLAIN_DEPTH, peg.SAMPLES)
    assert peg.samples_for(three) == peg.TABLE_SAMPLES


def test_three_players_search_two_plies_over_more_guesses() -> None:
    """Tables of three (points play) search two plies over four times the guesses; in Lowball the plain
    search of one reply from every other player, with the common guesses; two and four players as before
    (thirteenth pass)."""
    from muggins_desktop.ai.cribbage import pegging as peg

    points = CribbageMatch(seed=5, target=121, players=3).view_for(0)
    low = CribbageMatch(seed=5, target=121, players=3, lowball=True).view_for(0)
    assert peg.table_shaped(points) and not peg.table_shaped(low)
    assert (peg.default_depth(points), peg.samples_for(points)) == (peg.TABLE_DEPTH, peg.TABLE_SAMPLES)
    assert peg.TABLE_DEPTH == 2 and peg.TABLE_SAMPLES == 4 * peg.SAMPLES
    assert (peg.default_depth(low), peg.samples_for(low)) == (peg.TABLE_PLAIN_DEPTH, peg.SAMPLES)
    assert peg.TABLE_PLAIN_DEPTH == 3
    for players, depth in ((2, peg.DEFAULT_DEPTH), (4, 4)):
        view = CribbageMatch(seed=5, target=121, players=players).view_for(0)
        assert (peg.default_depth(view), peg.samples_for(view)) == (depth, peg.SAMPLES)


def test_partnership_work_cap_stops_after_the_same_guess(monkeypatch: pytest.MonkeyPatch) -> None:
    """The shaped partnership search reaches the counted cap and plays the same card on any clock."""
    from muggins_desktop.ai.cribbage import pegging as peg

    monkeypatch.setattr(peg, "WORK_CAP", 300)
    spies = _spied_searchers(monkeypatch)
    views = [
        v
        for v in _views(seed=23, wanted=16, players=4, partnerships=True)
        if v.phase == "pegging"  # type: ignore[attr-defined]
    ]
    assert views
    for i, view in enumerate(views):
        got = {str(make_player("cribbage", "hard", 70 + i, b).choose(view)) for b in (10**7, None)}
        assert len(got) == 1
    assert all(s.shaped for s in spies)  # the modelled replies and the play-out
    assert any(peg.work(s) >= 300 for s in spies)  # the cap was reached
    assert all(peg.work(s) < 300 + 2_000 for s in spies)  # and stopped the search after that guess
