"""The dominoes match-win estimate and how the hard player weighs its own and the others' points."""

from __future__ import annotations

import pytest

from muggins_desktop.ai.data import dominoes_winprob_data as data
from muggins_desktop.ai.dominoes.players import DENIAL, _Valuer
from muggins_desktop.ai.dominoes.winprob import point_worth, win_probs


@pytest.mark.parametrize("players, target", [(2, 250), (3, 200), (4, 200)])
def test_win_chances_are_a_distribution_and_follow_the_scores(players: int, target: int) -> None:
    level = win_probs([50] * players, target)
    assert sum(level) == pytest.approx(1.0)
    assert all(p == pytest.approx(1.0 / players) for p in level)
    ahead = win_probs([80] + [50] * (players - 1), target)
    assert ahead[0] > 1.0 / players and sum(ahead) == pytest.approx(1.0)
    behind = win_probs([-40] + [50] * (players - 1), target)
    assert behind[0] < 1.0 / players
    # the same lead is worth more near the target than at the start
    early = win_probs([30] + [0] * (players - 1), target)[0]
    late = win_probs([target - 20] + [target - 50] * (players - 1), target)[0]
    assert late > early
    assert point_worth([50] * players, target, 0) > 0


def test_fitted_constants_cover_every_table_size() -> None:
    assert set(data.MODEL) == {2, 3, 4}
    for beta, gamma in data.MODEL.values():
        assert beta > 0 and gamma > 0


def test_two_players_value_is_the_change_of_the_win_chance() -> None:
    scores = [100, 120]
    v = _Valuer(scores, 250, 0, DENIAL[2])
    # zero-sum: ten points for me are worth about as much as ten kept from the opponent
    assert v([10, 0], None) == pytest.approx(v([0, -10], None), rel=0.1)
    assert v([10, 0], None) > 0 > v([0, 10], None)
    assert v([0, 0], 0) > v([30, 0], None)  # reaching the target beats any round's points
    assert v([0, 0], 1) < v([-30, 0], None)


def test_four_players_own_points_come_first() -> None:
    v = _Valuer([60, 60, 60, 60], 200, 0, DENIAL[4])
    assert v([5, 0, 0, 0], None) > v([0, -15, 0, 0], None)  # scoring 5 beats denying one player 15
    assert v([0, 0, 0, 0], 2) < v([-20, 0, 0, 0], None)  # letting somebody win still costs the most
