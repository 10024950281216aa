"""How the hard cribbage player reads the others' way of keeping cards (``cribbage_keep_styles``)."""

from __future__ import annotations

import itertools
import math
from typing import Any

import pytest
from cribbage_play import play_until, read_along
from hypothesis import given, settings
from hypothesis import strategies as st_h

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage import keep_styles as ks
from muggins_desktop.ai.cribbage import pegging as peg
from muggins_desktop.ai.cribbage.fast import from_engine, rank_points
from muggins_desktop.engine import new_match
from muggins_desktop.engine.cribbage.actions import Discard

STYLE_IDS = range(len(ks.KEEP_STYLES))
RANK = st_h.integers(min_value=1, max_value=13)


def _legal(ranks: list[int]) -> bool:
    return all(ranks.count(r) <= 4 for r in ranks)


@pytest.mark.parametrize("style", STYLE_IDS)
@given(five=st_h.lists(RANK, min_size=5, max_size=5).filter(_legal))
@settings(max_examples=60, deadline=None)
def test_the_chances_of_the_ways_to_keep_four_of_five_add_up_to_one(style: int, five: list[int]) -> None:
    five = sorted(five)
    total = 0.0
    for x in sorted(set(five)):
        kept = list(five)
        kept.remove(x)
        total += ks.keep_chance(style, tuple(kept), x)
    assert total == pytest.approx(1.0)


@pytest.mark.parametrize("style", STYLE_IDS)
def test_the_keep_ratio_is_a_likelihood_ratio_against_keeping_at_random(style: int) -> None:
    """Over every four ranks a random keep ends with (weighted by how often), the ratio averages exactly 1.

    This is what lets the three styles be mixed: each ratio is the chance of
    the keep under the style over its chance under a random keep.
    """
    total = 0.0
    weight = 0.0
    for kept in itertools.combinations_with_replacement(range(1, 14), 4):
        if not _legal(list(kept)):
            continue
        ways = math.prod(math.comb(4, kept.count(r)) for r in set(kept))
        total += ways * ks.keep_ratio(style, kept)
        weight += ways
    assert weight == math.comb(52, 4)
    assert total / weight == pytest.approx(1.0)


def test_each_style_prefers_the_keep_it_is_named_for() -> None:
    glance, hand = ks.KEEP_STYLES.index("glance"), ks.KEEP_STYLES.index("hand")
    # dealt 5-5-9-J-K: keeping 5-5-J-K makes 8 points by itself and is the best hand too
    assert ks.keep_chance(glance, (5, 5, 11, 13), 9) > 0.9
    assert ks.keep_chance(hand, (5, 5, 11, 13), 9) > 0.9
    # dealt 2-2-2-3-9: 2-2-2-9 makes 8 by itself, 2-2-2-3 only 6 but shows 10.6 on average against 9.2
    assert ks.keep_chance(glance, (2, 2, 2, 9), 3) > 0.9
    assert ks.keep_chance(hand, (2, 2, 2, 3), 9) > 0.9


class GlanceKeeper:
    """Keeps the four cards that make the most points by themselves; otherwise plays like medium."""

    def __init__(self, seed: int) -> None:
        self.inner = make_player("cribbage", "medium", seed)

    def choose(self, view: Any) -> Any:
        actions = view.legal_actions
        if isinstance(actions[0], Discard) and len(actions) > 1:
            return max(actions, key=lambda a: self._kept_points(view, a))
        return self.inner.choose(view)

    @staticmethod
    def _kept_points(view: Any, action: Any) -> int:
        thrown = set(action.cards)
        return rank_points([from_engine(c) // 4 + 1 for c in view.hand if c not in thrown])


@pytest.mark.parametrize(("kind", "style"), [("medium", "hand"), ("glance", "glance"), ("easy", "loose")])
def test_players_are_read_as_the_way_they_keep(kind: str, style: str) -> None:
    """Over four matches the reader gives each kind of player most weight on its own way of keeping."""
    at = ks.KEEP_STYLES.index(style)
    tops = 0
    for seed in range(4):
        others = [
            GlanceKeeper(seed * 10 + i) if kind == "glance" else make_player("cribbage", kind, seed * 10 + i)
            for i in (1, 2)
        ]
        match = play_until([make_player("cribbage", "medium", 0), *others], seed)
        for w in ks.KeepReader().weights(match.view_for(0))[1:]:
            assert math.isclose(sum(w), 1.0)
            tops += max(range(len(w)), key=lambda i: w[i]) == at
    assert tops >= 6  # of 8 players read


def test_reading_on_from_where_it_stopped_is_the_same_as_reading_afresh() -> None:
    reader = read_along(ks.KeepReader)
    other = play_until([make_player("cribbage", "easy", i) for i in range(3)], 9, 3)
    assert reader.weights(other.view_for(0)) == ks.KeepReader().weights(other.view_for(0))


def test_nothing_is_read_before_a_deal_is_shown_nor_at_two_players() -> None:
    bots = [make_player("cribbage", "medium", i) for i in range(3)]
    match = play_until(bots, 4, 2)
    assert ks.KeepReader().weights(match.view_for(1)) != [ks.PRIOR] * 3
    match = play_until(bots, 4, 1)
    assert ks.KeepReader().weights(match.view_for(1)) == [ks.PRIOR] * 3
    two = play_until([make_player("cribbage", "medium", i) for i in range(2)], 4, 4)
    assert ks.KeepReader().weights(two.view_for(0)) == [ks.PRIOR] * 2


def test_the_reader_leaves_its_own_throw_out_of_the_candidates() -> None:
    """The reader knows its own thrown card, so it is not one the others could have thrown."""

    class Spy(ks.KeepReader):
        seen: list[list[int]] = []

        def _score_deal(self, crib: list[int]) -> None:
            Spy.seen.append([r for r in crib])
            super()._score_deal(crib)

    bots = [make_player("cribbage", "medium", i) for i in range(3)]
    match = play_until(bots, 5, 2)
    view = match.view_for(0)
    reader = Spy()
    reader.weights(view)
    mine = [e for e in view.public_events if e.get("event") == "discard" and e["player"] == 0]
    assert len(Spy.seen) == 1 and len(Spy.seen[0]) == 4 and mine and reader._mine == []  # reset after the deal
    crib = Spy.seen[0]
    thrown = ks._ranks(mine[0]["cards"])
    assert all(r in crib for r in thrown)


def test_the_keep_reading_weighs_the_guesses_only_where_it_is_switched_on() -> None:
    bots = [make_player("cribbage", "medium", i) for i in range(3)]
    match = play_until(bots, 6, 3)
    view = match.view_for(0)
    keeps = ks.KeepReader().weights(view)
    read = peg.keeps_for(view, keeps)
    assert read is not None and read[0] is None and read[1] == keeps[1]
    # a guess weighed with a keep reading: a hand medium would keep counts more than one it would not
    hand = ks.KEEP_STYLES.index("hand")
    sharp = tuple(1.0 if i == hand else 0.0 for i in STYLE_IDS)
    good = peg.guess_weight([(), (5, 5, 10, 11), ()], [1], [], keeps=[None, sharp, None])
    poor = peg.guess_weight([(), (1, 6, 9, 13), ()], [1], [], keeps=[None, sharp, None])
    assert good > poor


def test_the_shipped_ratios_are_the_computed_ones_bit_for_bit() -> None:
    """The table ``tools/make_keep_ratio_table.py`` ships is read instead of computing; it must not differ."""
    from muggins_desktop.ai.data import keep_ratio_data

    assert tuple(keep_ratio_data.PARAMS) == ks.params()
    assert len(ks.FOURS) == 1820
    for style in STYLE_IDS:
        for kept in ks.FOURS:
            assert ks.keep_ratio(style, kept) == ks.computed_ratio(style, kept)


def test_changed_style_parameters_are_computed_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = ks.KEEP_STYLES.index("hand")
    shipped = ks.keep_ratio(hand, (2, 3, 4, 13))
    monkeypatch.setattr(ks, "HAND_BETA", 4.0)
    ks.computed_ratio.cache_clear()
    ks._keeps.cache_clear()
    try:
        assert ks.keep_ratio(hand, (2, 3, 4, 13)) == ks.computed_ratio(hand, (2, 3, 4, 13)) != shipped
    finally:
        monkeypatch.undo()
        ks.computed_ratio.cache_clear()
        ks._keeps.cache_clear()


def test_in_partnerships_the_partner_and_the_other_side_are_read() -> None:
    bots = [make_player("cribbage", "medium", i) for i in range(4)]
    match = new_match("cribbage", players=4, partnerships=True, seed=7)
    while match.outcome is None and match.view_for(0).hand_no < 3:
        seat = match.to_act
        assert seat is not None
        match.apply(bots[seat].choose(match.view_for(seat)), seat)
    view = match.view_for(0)
    keeps = ks.KeepReader().weights(view)
    assert all(w != ks.PRIOR for w in keeps[1:])  # two deals shown: every other seat has been read
    read = peg.keeps_for(view, keeps)
    assert read is not None and read[0] is None and read[1:] == keeps[1:]
