"""How the hard cribbage player reads the others' way of laying cards (``cribbage_styles``)."""

from __future__ import annotations

import math
import random

import pytest
from cribbage_play import play_until, read_along
from hypothesis import given, settings
from hypothesis import strategies as st_h

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage import pegging as peg
from muggins_desktop.ai.cribbage import styles as st
from muggins_desktop.ai.cribbage.fast import from_engine, peg_points
from muggins_desktop.engine import new_match
from muggins_desktop.engine.cribbage import CribbageMatch


@pytest.mark.parametrize("style", st.STYLES)
@pytest.mark.parametrize(
    ("hand", "seq", "count"),
    [((1, 5, 10, 13), (), 0), ((2, 7, 8, 12), (7,), 7), ((3, 3, 9), (6, 6), 12), ((4, 11), (10, 10, 5), 25)],
)
def test_every_style_gives_a_chance_to_every_card_and_they_add_up(
    style: str, hand: tuple[int, ...], seq: tuple[int, ...], count: int
) -> None:
    options = sorted({r for r in hand if count + min(r, 10) <= 31}, reverse=True)
    p = st.probs(style, hand, seq, count, options)
    assert len(p) == len(options) and math.isclose(sum(p), 1.0)
    assert all(x > 0 for x in p)


def test_the_shedding_style_takes_points_then_sheds_its_highest_card() -> None:
    # count 7: an 8 makes fifteen; without it the king goes
    assert st.choice("shed", (2, 8, 13), (7,), 7, [13, 8, 2]) == 8
    assert st.choice("shed", (2, 6, 13), (7,), 7, [13, 6, 2]) == 13
    p = st.probs("shed", (2, 6, 13), (7,), 7, [13, 6, 2])
    assert p[0] == pytest.approx(1 - st.EPS) and p[1] == pytest.approx(st.EPS / 2)


def test_the_textbook_style_leads_low_and_never_a_five() -> None:
    assert st.choice("hoyle", (4, 5, 10, 13), (), 0, [13, 10, 5, 4]) == 4
    assert st.choice("hoyle", (5, 9, 13), (), 0, [13, 9, 5]) != 5
    # it does not leave the count at 21 when it can help it: 11 + 10 = 21
    assert st.choice("hoyle", (9, 10), (6, 5), 11, [10, 9]) == 9


def test_plays_are_likelier_under_the_style_that_explains_them() -> None:
    # seat 0 led a king holding low cards too: a shedder does that, a textbook player does not
    history = [(0, (), 0, 13)]
    greedy, shed, hoyle = st.log_likelihoods((2, 3, 4), 0, history)
    assert shed > greedy > hoyle
    # a lead of a 3 holding a nine and a king: the textbook play
    history = [(0, (), 0, 3)]
    greedy, shed, hoyle = st.log_likelihoods((9, 13), 0, history)
    assert hoyle > greedy > shed


def test_the_posterior_moves_to_the_style_the_evidence_favours() -> None:
    post = st.posterior(st.PRIOR, (math.log(0.25), math.log(0.9), math.log(0.05)))
    assert math.isclose(sum(post), 1.0) and post[1] > st.PRIOR[1] and post[2] < st.PRIOR[2]
    assert st.mixture_log(st.PRIOR, (0.0, 0.0, 0.0)) == pytest.approx(0.0)


def _play_match(levels: list[str], seed: int, until_deal: int) -> CribbageMatch:
    match = play_until([make_player("cribbage", lv, seed * 10 + i) for i, lv in enumerate(levels)], seed, until_deal)
    assert isinstance(match, CribbageMatch)
    return match


def test_medium_players_are_read_as_shedders_from_the_deals_shown() -> None:
    match = _play_match(["medium", "medium", "medium"], 3, 5)
    weights = st.StyleReader().weights(match.view_for(0))
    for w in weights:
        assert math.isclose(sum(w), 1.0)
        assert w[st.STYLES.index("shed")] > 0.9


def test_reading_on_from_where_it_stopped_is_the_same_as_reading_afresh() -> None:
    reader = read_along(st.StyleReader)
    # another match: the reader starts again rather than adding it to the first
    other = _play_match(["medium", "easy", "medium"], 9, 3)
    assert reader.weights(other.view_for(0)) == st.StyleReader().weights(other.view_for(0))


def test_nothing_is_read_before_a_deal_is_shown() -> None:
    match = _play_match(["medium", "medium", "medium"], 4, 1)
    assert st.StyleReader().weights(match.view_for(1)) == [st.PRIOR] * 3


def test_the_guesses_read_a_shedder_lead_as_its_highest_card() -> None:
    """Seat 1 led a 4 and is read as a shedder: its other cards are guessed low much more often."""
    match = CribbageMatch.from_position(
        ["2C 3D 9H TD", "5C 6C 7D", "JH QC KD 8D"],
        "AS",
        dealer=0,
        crib="QH QD 6S 8C",
        phase="pegging",
        played=[(1, "4H")],
        to_act=2,
        scores=[40, 40, 40],
    )
    view = match.view_for(2)
    unseen, lacks = peg.read_pegging(view, from_engine)
    n = 300
    shed = (0.0, 1.0, 0.0)
    plain = peg.weighted_guesses(view, unseen, lacks, random.Random(2), n)
    read = peg.weighted_guesses(view, unseen, lacks, random.Random(2), n, [shed, shed, None])
    high = sum(any(r > 4 for r in h[1]) for h in plain) / n
    high_read = sum(any(r > 4 for r in h[1]) for h in read) / n
    assert high_read < 0.6 * high
    weights = peg.read_styles(view, read, [shed, st.PRIOR, None])
    assert weights[2] is None and weights[0] == shed
    assert weights[1] is not None and math.isclose(sum(weights[1]), 1.0)


def test_the_styles_are_read_only_where_they_are_switched_on() -> None:
    match = _play_match(["medium", "medium", "medium"], 4, 2)
    view = match.view_for(0)
    styles = [st.PRIOR] * 3
    read = peg.styles_for(view, styles)
    assert read == [None, st.PRIOR, st.PRIOR]
    assert peg.styles_for(view, None) is None
    # partnerships: not read
    four = new_match("cribbage", players=4, partnerships=True, seed=4)
    assert peg.styles_for(four.view_for(1), [st.PRIOR] * 4) is None
    # four each for themselves and Lowball: not read
    assert peg.styles_for(new_match("cribbage", players=4, seed=4).view_for(0), [st.PRIOR] * 4) is None
    lowball = new_match("cribbage", players=3, lowball=True, seed=4)
    assert peg.styles_for(lowball.view_for(0), [st.PRIOR] * 3) is None
    assert peg.playout_styles([None, (0.05, 0.9, 0.05), (0.6, 0.2, 0.2)]) == ["", "shed", ""]


def _reference_simple_rank(hand: tuple[int, ...], seq: tuple[int, ...], count: int) -> int:
    """``simple_rank`` as first written: a key per option, the best option."""
    options = sorted({r for r in hand if count + min(r, 10) <= 31}, reverse=True)
    if not options:
        return 0

    def key(r: int) -> tuple[int, int, int]:
        v = min(r, 10)
        c = count + v
        now = peg_points(seq + (r,), c)
        if count == 0:
            return (now, 2 if v < 5 else (0 if r == 5 else 1), r if v < 5 else -r)
        return (now, 0 if c in (5, 10, 21) else 1, v * 16 + r)

    return max(options, key=key)


@settings(max_examples=300, deadline=None)
@given(
    hand=st_h.lists(st_h.integers(1, 13), min_size=1, max_size=4).map(lambda h: tuple(sorted(h))),
    seq=st_h.lists(st_h.integers(1, 13), max_size=4).map(tuple),
)
def test_the_play_out_cards_are_the_rules_cards(hand: tuple[int, ...], seq: tuple[int, ...]) -> None:
    """The play-outs' one-loop card choices lay what the rules written out as keys lay."""
    count = sum(min(r, 10) for r in seq)
    if count > 31:
        seq, count = (), 0
    state: peg.State = ((hand, ()), count, seq, 0, -1, 0)
    assert peg.simple_rank(state) == _reference_simple_rank(hand, seq, count)
    options = sorted({r for r in hand if count + min(r, 10) <= 31}, reverse=True)
    expected = st.choice("shed", hand, seq, count, options) if options else 0
    assert peg.shed_rank(state) == expected
