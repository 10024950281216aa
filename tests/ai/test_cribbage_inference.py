"""The hard cribbage player's reading of the opponent's plays, and its defence near the end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage.fast import VALUE, from_engine
from muggins_desktop.ai.cribbage.pegging import (
    play_history,
    play_log_likelihood,
    read_pegging,
    weighted_guesses,
)
from muggins_desktop.engine.cribbage import CribbageMatch, PegCard


def sample_hands(view: Any, unseen: list[int], lacks: list[int], rng: random.Random) -> list[tuple[int, ...]]:
    """One uniform guess of every other seat's unplayed cards (as sorted ranks): the yardstick of the weighted guesses."""
    me = view.seat
    others = [p for p in range(view.players) if p != me and view.hand_counts[p] > 0]
    others.sort(key=lambda p: -lacks[p])
    for attempt in range(12):
        pool = list(unseen)
        rng.shuffle(pool)
        hands: list[tuple[int, ...]] = [() for _ in range(view.players)]
        ok = True
        for p in others:
            need = view.hand_counts[p]
            limit = lacks[p] if attempt < 11 else 0
            take: list[int] = []
            rest: list[int] = []
            for c in pool:
                if len(take) < need and VALUE[c // 4 + 1] > limit:
                    take.append(c)
                else:
                    rest.append(c)
            if len(take) < need:
                ok = False
                break
            hands[p] = tuple(sorted(c // 4 + 1 for c in take))
            pool = rest
        if ok:
            return hands
    raise AssertionError("unreachable")  # pragma: no cover


def test_a_hand_that_could_have_made_fifteen_is_less_likely() -> None:
    # I led a 7; the opponent laid a king on it (17, nothing) instead of an 8 (15, two points)
    history = [(1, (), 0, 7), (0, (7,), 7, 13)]
    with_eight = play_log_likelihood((3, 4, 8), 0, history)
    without = play_log_likelihood((2, 3, 4), 0, history)
    assert with_eight < without
    # a lead tells nothing: the same hands are equally likely before the reply
    assert play_log_likelihood((3, 4, 8), 1, history) == play_log_likelihood((2, 3, 4), 1, history)


def _after_a_quiet_reply() -> CribbageMatch:
    """Seat 1 (the pone, the hard player) led a 7; the dealer answered with a king."""
    return CribbageMatch.from_position(
        ["2C 3D 4H", "9C TC JD"],
        "AS",
        dealer=0,
        crib="QH QD 6S 6C",
        phase="pegging",
        played=[(1, "7H"), (0, "KS")],
        to_act=1,
        scores=[40, 40],
    )


def test_the_history_is_rebuilt_with_counts() -> None:
    view = _after_a_quiet_reply().view_for(1)
    assert play_history(view) == [(1, (), 0, 7), (0, (7,), 7, 13)]


def test_weighted_guesses_prefer_hands_consistent_with_the_plays() -> None:
    view = _after_a_quiet_reply().view_for(1)
    unseen, lacks = read_pegging(view, from_engine)
    n = 400
    uniform = [sample_hands(view, unseen, lacks, random.Random(i)) for i in range(n)]
    weighted = weighted_guesses(view, unseen, lacks, random.Random(5), n)
    share_uniform = sum(8 in h[0] for h in uniform) / n
    share_weighted = sum(8 in h[0] for h in weighted) / n
    assert len(weighted) == n and all(len(h[0]) == 3 for h in weighted)
    assert share_weighted < 0.7 * share_uniform


@pytest.mark.parametrize("pone_score", [110, 112])
def test_defence_does_not_lead_a_five_when_the_dealer_needs_two(pone_score: int) -> None:
    # the dealer needs 2: a five led gives any ten-card fifteen and the match; at 112
    # the pone, who counts first, wins with its hand (10) if the dealer pegs less than 2,
    # at 110 if it also pegs a point. (This case was at 100 until the ninth pass: there
    # the pone needs 21 and cannot win whatever it leads, so every lead is worth the
    # same to within a thousandth and which one is chosen says nothing.)
    m = CribbageMatch.from_position(
        ["9C 8D 7H 2S", "5C 4D KH 5S"],
        "AS",
        dealer=0,
        crib="QH QD 6S 6C",
        phase="pegging",
        to_act=1,
        scores=[119, pone_score],
    )
    view = m.view_for(1)
    for seed in range(4):
        action = make_player("cribbage", "hard", seed, None).choose(view)
        assert isinstance(action, PegCard)
        assert action.card.rank != 5
