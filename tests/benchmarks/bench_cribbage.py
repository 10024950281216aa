"""Benchmark: the score distribution of all 12,994,800 hand+starter combinations.

    python3 tests/benchmarks/bench_cribbage.py            # fast pattern count
    python3 tests/benchmarks/bench_cribbage.py --brute    # also score every hand (about a minute)

Prints the number of combinations scoring 0..29 as a hand and as a crib, the
means, and the time; exits non-zero if the hand column differs from the
published table.
"""

from __future__ import annotations

import argparse
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from muggins_desktop.engine.cribbage.cards import full_deck
from muggins_desktop.engine.cribbage.scoring import _rank_points, hand_points
from muggins_desktop.engine.cribbage.statistics import (
    HANDS_WITH_STARTER,
    PUBLISHED_HAND_DISTRIBUTION,
    mean,
    score_distribution,
)

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = []


def brute_force() -> tuple[list[int], list[int]]:
    """Score every combination one by one with the engine's fast total."""
    hand, crib = [0] * 30, [0] * 30
    deck = full_deck()
    for four in combinations(deck, 4):
        for starter in deck:
            if starter in four:
                continue
            hand[hand_points(four, starter)] += 1
            crib[hand_points(four, starter, crib=True)] += 1
    return hand, crib


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--brute", action="store_true", help="cross-check by scoring every hand")
    args = parser.parse_args(argv)
    _rank_points.cache_clear()  # time the cold path, cache fill included
    started = time.perf_counter()
    hand, crib = score_distribution()
    seconds = time.perf_counter() - started
    print(f"{'score':>5} {'hand':>12} {'crib':>12}")
    for score, (h, c) in enumerate(zip(hand, crib, strict=False)):
        print(f"{score:>5} {h:>12,} {c:>12,}")
    print(f"{'total':>5} {sum(hand):>12,} {sum(crib):>12,}")
    print(f"mean hand {mean(hand):.6f}, mean crib {mean(crib):.6f}")
    print(f"pattern count: {seconds:.3f} s")
    ok = tuple(hand) == PUBLISHED_HAND_DISTRIBUTION and sum(crib) == HANDS_WITH_STARTER
    print("matches the published distribution" if ok else "DIFFERS from the published distribution")
    if args.brute:
        started = time.perf_counter()
        b_hand, b_crib = brute_force()
        same = (b_hand, b_crib) == (hand, crib)
        print(f"brute force: {time.perf_counter() - started:.1f} s, {'same' if same else 'DIFFERENT'} tables")
        ok = ok and same
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
