"""The hard cribbage player's fast paths give the same answers as the plain code they stand for.

The decision-time goal of issue 30 is met by doing the same work faster, so
the moves must not change: each shortcut here is checked against the plain
function on many random positions (play-outs with every mix of seats that
shed or play by the Hoyle-style rule, mid-play states with goes said, and
guess weights with and without the per-seat terms kept).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muggins_desktop.ai.cribbage import pegging as peg
from muggins_desktop.ai.cribbage.pegging import State, play_history, rollout, ruled_rollout


def _mid_play(rng: random.Random, players: int) -> State:
    """A state some cards into the play, reached by random legal moves from a fresh deal."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = tuple(tuple(sorted(c // 4 + 1 for c in deck[4 * i : 4 * i + 4])) for i in range(players))
    state: State = (hands, 0, (), 0, -1, rng.randrange(players))
    for _ in range(rng.randrange(4 * players)):
        if state[5] < 0:
            break
        state, _ = peg.step(state, rng.choice(peg.moves(state)))
    return state


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.sampled_from([2, 3, 4]))
def test_the_fused_play_out_is_the_stepped_one(seed: int, players: int) -> None:
    rng = random.Random(seed)
    sheds = [rng.random() < 0.5 for _ in range(players)]

    def advance(s: State) -> tuple[State, list[tuple[int, int]]]:
        return peg.playout_step(s, sheds[s[5]])

    plain: dict[State, tuple[int, ...]] = {}
    fused: dict[State, tuple[int, ...]] = {}
    for _ in range(6):  # several states share one cache, as in a decision
        state = _mid_play(rng, players)
        assert ruled_rollout(state, fused, sheds) == rollout(state, plain, advance)
    assert fused == plain  # every state passed on the way is kept with the same points


class _Card:
    def __init__(self, rank: int) -> None:
        self.rank = rank


class _View:
    """What ``play_history`` reads of a view: the cards laid, in order."""

    def __init__(self, played: list[tuple[int, _Card]]) -> None:
        self.played = played


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_kept_seat_terms_do_not_change_a_guess_weight(seed: int) -> None:
    rng = random.Random(seed)
    laid = [(rng.randrange(1, 3), _Card(rng.randint(1, 6))) for _ in range(rng.randrange(4))]
    history = play_history(_View(laid))
    styles = [None, (0.2, 0.5, 0.3), None] if rng.random() < 0.5 else None
    terms: dict[tuple[int, tuple[int, ...]], tuple[float, float]] = {}
    threes = [tuple(sorted(rng.randint(1, 13) for _ in range(3))) for _ in range(3)]
    twos = [tuple(sorted(rng.randint(1, 13) for _ in range(2))) for _ in range(3)]
    for _ in range(30):  # few hands per seat, so the kept terms are read again
        hands = [(), rng.choice(threes), rng.choice(twos)]
        plain = peg.guess_weight(hands, [1, 2], history, styles, {})
        kept = peg.guess_weight(hands, [1, 2], history, styles, {}, None, terms)
        assert kept == plain  # exactly: the terms are added in the same order


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**9), n=st.integers(1, 45), k=st.integers(0, 5))
def test_sample_cards_draws_as_the_library_does(seed: int, n: int, k: int) -> None:
    k = min(k, n)
    cards = list(range(100, 100 + n))
    ours, theirs = random.Random(seed), random.Random(seed)
    for _ in range(3):  # and leaves the generator where the library leaves it
        assert peg.sample_cards(cards, k, ours.getrandbits) == theirs.sample(cards, k)
    assert ours.random() == theirs.random()


def test_sample_cards_refuses_what_it_cannot_draw() -> None:
    rng = random.Random(1)
    for n, k in ((3, 4), (10, 6), (10, -1)):
        with pytest.raises(ValueError, match="cannot draw"):
            peg.sample_cards(list(range(n)), k, rng.getrandbits)
