#!/usr/bin/env python3
"""What numbered deals cost: deriving the shuffles of one deal (a script, not a test).

For each of ``--deals`` deal numbers it derives, as the engine does:

* a cribbage hand: the stream ("hand", k), the 52-card Fisher–Yates shuffle
  and the starter's cut;
* a dominoes round: the stream ("round", k), the 28-tile shuffle, and the lot
  from its own stream;
* a fair match's deal number from a key and a seed, and its commitment;

and, for comparison, the same shuffles from ``random.Random`` (the source of
older records). Prints the mean and the 99th percentile per deal in
microseconds; the target is under 1 ms (1000 µs) per deal.

    python3 tests/benchmarks/bench_deals.py --deals 20000
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from muggins_desktop.engine.cribbage.cards import full_deck
from muggins_desktop.engine.deals import ShaStream, commitment_of, deal_number_from
from muggins_desktop.engine.dominoes.tiles import ALL_TILES

SMOKE_ARGS: list[str] = ["--deals", "2000"]
DECK = full_deck()


def cribbage_hand(number: int) -> None:
    stream = ShaStream("cribbage", number, "hand", 1)
    deck = list(DECK)
    stream.shuffle(deck)
    stream.randrange(52 - 12)


def dominoes_round(number: int) -> None:
    tiles = list(ALL_TILES)
    ShaStream("dominoes", number, "round", 1).shuffle(tiles)
    ShaStream("dominoes", number, "lot", 1).randrange(2)


def fair_number(number: int) -> None:
    key = number.to_bytes(32, "big")
    deal_number_from(key, "a seed")
    commitment_of(key)


def legacy_hand(number: int) -> None:
    rng = random.Random(number)
    deck = list(DECK)
    rng.shuffle(deck)
    rng.randrange(52 - 12)


def measure(fn: Callable[[int], None], deals: int) -> tuple[float, float]:
    times = []
    for number in range(deals):
        t0 = time.perf_counter()
        fn(number)
        times.append((time.perf_counter() - t0) * 1e6)
    times.sort()
    return sum(times) / len(times), times[min(len(times) - 1, int(0.99 * len(times)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000, help="deal numbers to derive (default 20000)")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be 1 or more")
    print(f"{args.deals} deals per line, microseconds per deal (target: under 1000)")
    worst = 0.0
    for name, fn in (
        ("cribbage hand (shuffle 52 + cut), sha256-v1", cribbage_hand),
        ("dominoes round (shuffle 28 + lot), sha256-v1", dominoes_round),
        ("deal number + commitment of a fair match", fair_number),
        ("cribbage hand, random.Random (older records)", legacy_hand),
    ):
        mean, p99 = measure(fn, args.deals)
        worst = max(worst, p99) if "random.Random" not in name else worst
        print(f"  {name:48s} mean {mean:7.1f}  p99 {p99:7.1f}")
    print(f"  worst p99 of the numbered deals: {worst:.1f} us ({'under' if worst < 1000 else 'OVER'} 1 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
