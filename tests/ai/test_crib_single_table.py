"""The one-card crib tables of three- and four-player tables: their tool, their data, their use in the keep."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from make_crib_single_table import crib_ev, layout_mixes, table_for

from muggins_desktop.ai.cribbage import discard as cribbage_discard
from muggins_desktop.ai.cribbage.crib_table import crib_value
from muggins_desktop.ai.cribbage.discard import crib_weight_for, discard_values
from muggins_desktop.ai.cribbage.fast import Pool, card_int, expected_points, rank_of
from muggins_desktop.ai.data import crib_single_data
from muggins_desktop.ai.data import crib_table_data as uniform

KEYS = [(3, False, True), (3, False, False), (4, False, True), (4, False, False), (4, True, True), (4, True, False)]


def test_every_kind_of_table_and_owner_has_thirteen_plausible_values() -> None:
    assert sorted(crib_single_data.TABLES) == sorted(KEYS)
    for values in crib_single_data.TABLES.values():
        assert sorted(values) == list(range(1, 14))
        assert all(3.0 < v < 8.0 for v in values.values())
        assert max(values, key=lambda r: values[r]) == 5  # a five is the best card for any crib


@pytest.mark.parametrize(
    ("players", "partnerships", "expected"),
    [
        (3, False, [(True, (0, 2, 1)), (False, (1, 1, 1)), (False, (1, 1, 1))]),
        (4, False, [(True, (0, 3, 0)), (False, (1, 2, 0)), (False, (1, 2, 0)), (False, (1, 2, 0))]),
        (4, True, [(True, (1, 2, 0)), (False, (2, 1, 0)), (True, (1, 2, 0)), (False, (2, 1, 0))]),
    ],
)
def test_who_fills_the_rest_of_the_crib(players: int, partnerships: bool, expected: list) -> None:
    # the dealer is seat 0; with three players one crib card comes from the pack
    assert layout_mixes(players, partnerships) == expected


def test_a_table_is_the_crib_made_of_the_throws_it_is_given() -> None:
    # every other throw a king (suits moved so no card is there twice): a five
    # thrown among three kings makes one crib, whatever the suits
    kings = [card_int(13, s) for s in range(4)]
    table = table_for((0, 3, 0), [], kings, 20, random.Random(1))
    five_kings = (card_int(5, 0), card_int(13, 1), card_int(13, 2), card_int(13, 3))
    assert table[5] == pytest.approx(crib_ev(five_kings), abs=1e-3)
    # a pack card instead of a third king changes it: the make-up is read
    mixed = table_for((0, 2, 1), [], kings, 400, random.Random(1))
    assert abs(mixed[5] - table[5]) > 1.0


@pytest.mark.parametrize("key", KEYS)
def test_the_keep_reads_the_table_for_its_table_and_owner(
    key: tuple[int, bool, bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cribbage_discard, "TABLE_SINGLE", True)
    players, partnerships, own = key
    hand = [card_int(5, 0), card_int(7, 1), card_int(8, 2), card_int(12, 3), card_int(2, 0)]
    sides = 2 if partnerships else players
    weight = crib_weight_for(own, sides)
    pool = Pool.excluding(hand)
    values = discard_values(hand, 1, own, sides=sides, table=(players, partnerships))
    assert len(values) == 5
    for value, kept, thrown in values:
        single = crib_single_data.TABLES[key][rank_of(thrown[0])]
        assert crib_value(thrown, own, (players, partnerships)) == single
        assert value == pytest.approx(expected_points(kept, pool) + weight * single)


def test_switched_off_or_in_lowball_the_other_cards_are_random(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cribbage_discard, "TABLE_SINGLE", True)
    hand = [card_int(5, 0), card_int(7, 1), card_int(8, 2), card_int(12, 3), card_int(2, 0)]
    plain = discard_values(hand, 1, True, sides=3)
    assert all(
        v == pytest.approx(expected_points(k, Pool.excluding(hand)) + uniform.SINGLE[rank_of(t[0])])
        for v, k, t in plain
    )
    assert discard_values(hand, 1, True, lowball=True, sides=3, table=(3, False)) == discard_values(
        hand, 1, True, lowball=True, sides=3
    )
    monkeypatch.setattr(cribbage_discard, "TABLE_SINGLE", False)
    assert discard_values(hand, 1, True, sides=3, table=(3, False)) == plain
