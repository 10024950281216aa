"""The partnership cribbage win-probability tables: shape, landmarks, and the tool's order of counting
(bounds and monotony: ``test_cribbage_winprob.py``, which checks every table)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from muggins_desktop.ai.cribbage import winprob as wp
from muggins_desktop.ai.data import cribbage_partner_winprob_data as data

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from make_cribbage_partner_winprob import simulate, solve

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from benchkit import partner_deal_win


def test_tables_have_the_right_shape() -> None:
    assert data.SIZE == 121
    for name in ("DEAL", "SHOW"):
        assert len(wp._decode(getattr(data, name))) == 121 * 121
    means = data.META["means"]
    assert isinstance(means, dict)
    assert 5.5 < means["left_show"] < 7.5  # four-card hands: less than the two-player pone's 8.1


def test_known_landmarks() -> None:
    # the first dealing side of a 121-point game has an edge (it has the first crib)
    assert 0.52 < partner_deal_win(121, 121, True) < 0.62
    # the side to the dealer's left counts first: needing 5 against 5 after the play, it is the favourite
    assert wp.partner_show_win(5, 5, False) > 0.6
    assert partner_deal_win(0, 10, True) == 1.0 and partner_deal_win(10, 0, True) == 0.0


def test_a_small_simulation_is_seeded_and_counts_every_deal() -> None:
    peg, shows = simulate(40, seed=5)
    again = simulate(40, seed=5)
    assert (peg, shows) == again
    assert sum(peg.values()) == 40 and all(sum(c.values()) == 40 for c in shows)
    assert all(a + b >= 1 for a, b in peg)  # the last card scores at least one point every deal


def _zero() -> Counter[int]:
    return Counter({0: 1})


def test_the_deal_passes_to_the_other_side() -> None:
    # every deal: the dealer's side pegs one point and nobody scores in the show
    deal, show = solve(Counter({(0, 1): 1}), (_zero(), _zero(), _zero(), _zero()))
    assert deal[1][5] == 1.0  # the dealer's side gets there in the play
    assert deal[2][1] == 0.0  # it is one short; the other side deals next and pegs its last point
    assert deal[2][2] == 1.0  # one point a deal, sides taking turns: the side that deals first gets there first
    assert deal[3][2] == 0.0  # ... unless it needs one more than the other side
    assert show[4][4] == pytest.approx(1.0 - deal[4][4])  # after the play nobody counts: the deal passes


def test_the_shows_are_counted_from_the_dealer_s_left() -> None:
    five = Counter({5: 1})
    # only the dealer's left hand (the other side) scores, 5 a deal: it counts before anyone else
    _, show = solve(Counter({(0, 1): 1}), (five, _zero(), _zero(), _zero()))
    assert show[1][5] == 0.0  # the dealer's side needs one, but the left hand counts out first
    # only the dealer's partner scores: after the left hand, before the right hand and the dealer
    _, show = solve(Counter({(0, 1): 1}), (_zero(), five, _zero(), _zero()))
    assert show[5][1] == 1.0
    # only the dealer's right hand scores: before the dealer and the crib
    _, show = solve(Counter({(0, 1): 1}), (_zero(), _zero(), five, five))
    assert show[5][5] == 0.0
    # only the dealer (hand and crib) scores: last
    _, show = solve(Counter({(0, 1): 1}), (_zero(), _zero(), _zero(), five))
    assert show[5][5] == 1.0
