"""The shipped cribbage win-probability tables (two players, and partnerships): shape, bounds and monotony."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from muggins_desktop.ai.cribbage import winprob as wp
from muggins_desktop.ai.data import cribbage_winprob_data as data

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from benchkit import after_pone_win, deal_win, partner_deal_win

NEEDS = (1, 2, 3, 5, 8, 13, 21, 34, 55, 61, 89, 121)
TABLES = (deal_win, wp.show_win, after_pone_win, partner_deal_win, wp.partner_show_win)


def test_tables_have_the_right_shape() -> None:
    assert wp.SIZE == 121
    for name in ("DEAL", "SHOW", "AFTER_PONE"):
        assert len(wp._decode(getattr(data, name))) == 121 * 121
    assert sum(data.PONE_SHOW) == pytest.approx(1.0, abs=1e-3)
    assert data.PONE_SHOW[19] == 0.0  # no hand makes 19
    assert 7.5 < data.META["means"]["pone_show"] < 9.0


@pytest.mark.parametrize("table", TABLES)
def test_values_are_probabilities_and_the_two_sides_add_up(table) -> None:
    for x in NEEDS:
        for y in NEEDS:
            p = table(x, y, True)
            assert 0.0 <= p <= 1.0
            assert p + table(y, x, False) == pytest.approx(1.0, abs=1e-4)


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("i_deal", [True, False])
def test_needing_less_is_better_and_the_opponent_needing_less_is_worse(table, i_deal: bool) -> None:
    for x in range(1, 122, 3):
        for y in range(1, 122, 3):
            p = table(x, y, i_deal)
            if x > 1:
                assert table(x - 1, y, i_deal) >= p - 1e-4
            if y > 1:
                assert table(x, y - 1, i_deal) <= p + 1e-4


def test_known_landmarks() -> None:
    # the first dealer of a 121-point game wins a little more than half the time (about 56%)
    assert 0.53 < deal_win(121, 121, True) < 0.59
    assert deal_win(121, 121, False) == pytest.approx(1.0 - deal_win(121, 121, True), abs=1e-4)
    # the first dealer of a 61-point game has an edge too
    assert 0.5 < deal_win(61, 61, True) < 0.6
    # the pone counts first: needing 5 at the show against a dealer needing 5, the pone is the favourite
    assert wp.show_win(5, 5, False) > 0.6
    # reached or passed: certain
    assert deal_win(0, 10, True) == 1.0 and deal_win(10, 0, True) == 0.0
    assert deal_win(300, 300, True) == deal_win(121, 121, True)  # capped at the table's edge
