"""The three-player race model of the chance to win, and the search near the end that reads it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from muggins_desktop.ai.cribbage import pegging as peg
from muggins_desktop.ai.cribbage import table3_winprob as wp
from muggins_desktop.ai.cribbage import table_search as ts
from muggins_desktop.engine.cribbage import CribbageMatch, PegCard

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from make_cribbage_table3_winprob import check, simulate, solve


def test_every_need_holds_a_whole_chance() -> None:
    for table in (wp._DEAL, wp._SHOW):
        assert len(table) == 3
        for place in range(3):
            assert len(table[place]) == wp.SIZE == 121
            for first, chances in table[place]:
                assert first >= 0 and sum(chances) == pytest.approx(1.0, abs=2e-3)
    # after the play nothing more is pegged in this deal: event 0 (its play) is empty
    assert all(first >= 1 for place in range(3) for first, _ in wp._SHOW[place])


def test_the_chances_add_up_and_the_first_dealer_is_the_favourite() -> None:
    for needs in [(121, 121, 121), (61, 61, 61), (30, 5, 70), (1, 1, 1), (120, 3, 3)]:
        for after in (False, True):
            got = wp.win_chances(needs, after)
            assert sum(got) == pytest.approx(1.0) and all(0.0 <= p <= 1.0 for p in got)
    left, second, dealer = wp.win_chances((121, 121, 121), False)
    assert dealer > left > second and 0.36 < dealer < 0.43  # the first crib, and the deal comes round again


def test_needing_less_is_better_and_the_others_needing_less_worse() -> None:
    grid = [1, 2, 3, 5, 8, 12, 17, 25, 40, 60, 90, 121]
    for after in (False, True):
        for a in grid:
            for b in grid[::3]:
                for c in grid[::4]:
                    base = wp.win_chances((a, b, c), after)
                    if a > 1:
                        assert wp.win_chances((a - 1, b, c), after)[0] >= base[0] - 1e-3
                    if b > 1:
                        assert wp.win_chances((a, b - 1, c), after)[0] <= base[0] + 1e-3


def test_the_shows_are_counted_from_the_dealer_s_left() -> None:
    left, second, dealer = wp.win_chances((2, 2, 2), True)
    assert left > second > dealer
    assert wp.win_chances((0, 5, 5), True) == (1.0, 0.0, 0.0)


def test_the_race_is_close_to_whole_matches_played_from_the_same_deals() -> None:
    """The seats race as if independent; matches from simulated deals keep their points together."""
    deals = simulate(3000, seed=7)
    for start in [(121, 121, 121), (20, 35, 30), (30, 35, 20), (8, 12, 40)]:
        played = check(deals, 3000, 8, start)
        model = wp.win_chances(start, False)
        assert max(abs(x - y) for x, y in zip(played, model, strict=True)) < 0.04


def test_the_place_moves_on_with_every_deal() -> None:
    # every deal only the dealer pegs, one point: the dealer's left deals next, then the second seat
    deal, show = solve([((0, 0), (0, 0), (1, 0))])
    assert deal[2][1][0] == 1.0  # the dealer gets there in this play
    assert deal[0][1][2] == 1.0  # the dealer's left deals next and pegs its point in the next play
    assert deal[1][1][4] == 1.0  # the second seat deals the deal after
    assert deal[2][2][6] == 1.0  # the dealer's second point comes when the deal is round again
    assert show[2][1][6] == 1.0  # after this play the dealer's point comes three deals later
    # only the dealer's left scores, one point at its show
    deal, _ = solve([((0, 1), (0, 0), (0, 0))])
    assert deal[0][1][1] == 1.0  # it counts first
    assert deal[0][2][7] == 1.0  # then deals, sits second, and is the dealer's left again three deals on
    assert deal[1][1][3] == 1.0  # the second seat is the next dealer's left


def test_a_small_simulation_is_seeded() -> None:
    assert simulate(30, seed=5) == simulate(30, seed=5)
    assert all(sum(p for p, _ in d) >= 1 for d in simulate(30, seed=5))  # the last card scores a point


# ------------------------------------------------------------ the search near the end
def _three(scores: list[int], to_act: int = 1, dealer: int = 0) -> CribbageMatch:
    return CribbageMatch.from_position(
        ["9C 8D 7H 2S", "5C 4D KH 5S", "QC JD 3H 3S"],
        "AS",
        dealer=dealer,
        crib="QH QD 9S 8C",
        phase="pegging",
        to_act=to_act,
        scores=scores,
    )


def test_three_players_near_the_end_search_for_the_win() -> None:
    near = _three([100, 90, 70]).view_for(1)
    searcher = ts.make_searcher(near, [0, 1, 2], 3, None)
    assert isinstance(searcher, ts.TableWinSearcher) == ts.TABLE_WIN
    far = _three([40, 50, 60]).view_for(1)
    assert type(ts.make_searcher(far, [0, 1, 2], 3, None)) is ts.TableSearcher


def test_the_search_reads_the_race_model_by_place() -> None:
    searcher = ts.TableWinSearcher([0, 1, 2], [100, 90, 70], 121, dealer=0, deadline=None)
    # the dealer is seat 0, so seat 1 is the dealer's left (place 0), seat 2 place 1
    by_place = wp.win_chances((31, 51, 21), True)
    assert searcher.leaf((0, 0, 0)) == pytest.approx((by_place[2], by_place[0], by_place[1]))
    # a seat the play-out takes to the target wins
    state: peg.State = (((10,), (5,), (13,)), 0, (), 0, -1, 1)
    close = ts.TableWinSearcher([0, 1, 2], [100, 90, 119], 121, dealer=0, deadline=None)
    assert close._tail_chances(state, (0, 0, 0)) == (0.0, 0.0, 1.0)  # seat 1 lays the 5, seat 2 makes fifteen
    assert sum(close._chances(state, (0, 0, 0), 3)) == pytest.approx(1.0)


@pytest.mark.parametrize("on", [False, True])
def test_the_leader_on_the_left_is_not_given_a_fifteen(monkeypatch: pytest.MonkeyPatch, on: bool) -> None:
    """The dealer's left hand keeps its fives back when the next seat needs two to win."""
    from muggins_desktop.ai import make_player

    monkeypatch.setattr(ts, "TABLE_WIN", on)
    if on:  # the win search (off) as the seventh pass measured it: three plies over 64 guesses.
        # Its values are the seat's own chance, about 1e-5 here whatever it lays, so
        # over two plies and other guesses the choice can tip either way.
        monkeypatch.setattr(peg, "TABLE_DEPTH", 3)
        monkeypatch.setattr(peg, "TABLE_SAMPLES", 64)
    view = _three([100, 90, 119]).view_for(1)
    for seed in range(3):
        action = make_player("cribbage", "hard", seed, None).choose(view)
        assert isinstance(action, PegCard) and action.card.rank != 5
