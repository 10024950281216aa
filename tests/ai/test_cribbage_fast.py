"""The players' fast arithmetic must agree with the engine's rules exactly."""

from __future__ import annotations

import random

from muggins_desktop.ai.cribbage.fast import Pool, expected_points, from_engine, hand_points, peg_points
from muggins_desktop.engine.cribbage import full_deck, score_hand
from muggins_desktop.engine.cribbage import peg_points as engine_peg_points


def test_hand_points_match_the_engine_on_random_hands() -> None:
    rng = random.Random(11)
    deck = full_deck()
    for _ in range(1500):
        cards = rng.sample(deck, 5)
        crib = rng.random() < 0.5
        want = score_hand(cards[:4], cards[4], crib).total
        got = hand_points([from_engine(c) for c in cards[:4]], from_engine(cards[4]), crib)
        assert got == want, (cards, crib)


def test_peg_points_match_the_engine_on_random_counts() -> None:
    rng = random.Random(12)
    deck = full_deck()
    checked = 0
    while checked < 1500:
        seq = []
        total = 0
        for c in rng.sample(deck, 8):
            if total + c.value > 31:
                break
            seq.append(c)
            total += c.value
        for i in range(1, len(seq) + 1):
            part = seq[:i]
            count = sum(c.value for c in part)
            assert peg_points([c.rank for c in part], count) == engine_peg_points(part).total, part
            checked += 1


def test_expected_points_is_the_exact_mean_over_starters() -> None:
    rng = random.Random(13)
    deck = full_deck()
    for _ in range(20):
        six = rng.sample(deck, 6)
        keep = six[:4]
        starters = [c for c in deck if c not in six]
        brute = sum(score_hand(keep, s).total for s in starters) / len(starters)
        ints = [from_engine(c) for c in six]
        assert abs(expected_points(ints[:4], Pool.excluding(ints)) - brute) < 1e-9
        # the crib flag changes the flush rule only
        brute_crib = sum(score_hand(keep, s, crib=True).total for s in starters) / len(starters)
        assert abs(expected_points(ints[:4], Pool.excluding(ints), crib=True) - brute_crib) < 1e-9


def test_peg_points_match_the_engine_on_runs_pairs_and_their_mixtures() -> None:
    """Every order of ace to seven (runs of every length, out of order), and runs broken by a pair."""
    from itertools import permutations

    from muggins_desktop.ai.cribbage.fast import forget_peg_points

    suits = "CDHS"
    shapes = [p for n in range(3, 8) for p in permutations(range(1, n + 1))]
    shapes += [
        (3, 4, 5, 5),
        (3, 4, 5, 4),
        (5, 4, 3, 3, 2),
        (2, 3, 4, 2, 5),
        (4, 4, 4, 4),
        (6, 6, 6, 5, 4),
        (7, 6, 5, 7),
    ]
    for ranks in shapes:
        cards = [
            next(c for c in full_deck() if c.rank == r and c.suit == suits[ranks[:i].count(r)])
            for i, r in enumerate(ranks)
        ]
        count = sum(c.value for c in cards)
        assert peg_points(ranks, count) == engine_peg_points(cards).total, ranks
    forget_peg_points()
