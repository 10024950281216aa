#!/usr/bin/env python3
"""Decision times of the hard players in every game and table size (a script).

Every seat is a hard player with the given budget (default: the app's
``DEFAULT_BUDGET_MS``); each decision is timed around ``choose(view)`` only,
as ``simulate`` does. Prints p50, p95 and max per setup on the wall clock,
and p95 and max in CPU time (what the search costs whatever else runs).

    python3 tests/benchmarks/bench_speed.py --matches 2
    python3 tests/benchmarks/bench_speed.py --game cribbage --matches 3 --first 900
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchkit import percentile

from muggins_desktop.ai import DEFAULT_BUDGET_MS, make_player
from muggins_desktop.engine import new_match

SETUPS = [
    ("dominoes", dict(players=2)),
    ("dominoes", dict(players=3)),
    ("dominoes", dict(players=4)),
    ("cribbage", dict(players=2)),
    ("cribbage", dict(players=3)),
    ("cribbage", dict(players=4)),
    ("cribbage", dict(players=4, partnerships=True, muggins=True)),
    ("cribbage", dict(players=2, lowball=True)),
]

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--matches", "1"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Hard players' decision times per game and table size.")
    ap.add_argument("--matches", type=int, default=2)
    ap.add_argument("--budget-ms", type=int, default=DEFAULT_BUDGET_MS)
    ap.add_argument("--game", choices=("dominoes", "cribbage"), default=None, help="only this game")
    ap.add_argument("--first", type=int, default=100, help="seed of the first match")
    args = ap.parse_args(argv)
    print(f"bench_speed: all seats hard, budget {args.budget_ms} ms, {args.matches} matches per setup", flush=True)
    for game, options in SETUPS:
        if args.game and game != args.game:
            continue
        times: list[float] = []
        cpu: list[float] = []
        for i in range(args.matches):
            match = new_match(game, seed=args.first + i, **options)
            players = [make_player(game, "hard", 7 * i + s, args.budget_ms) for s in range(match.players)]
            while match.outcome is None:
                seat = match.to_act
                view = match.view_for(seat)
                t0 = time.perf_counter()
                c0 = time.process_time()
                action = players[seat].choose(view)
                times.append((time.perf_counter() - t0) * 1000.0)
                cpu.append((time.process_time() - c0) * 1000.0)
                match.apply(action, seat)
        label = game + " " + ", ".join(f"{k}={v}" for k, v in options.items())
        print(
            f"{label:55s} decisions {len(times):6d}  p50 {percentile(times, 0.5):7.1f} ms  "
            f"p95 {percentile(times, 0.95):7.1f} ms  max {max(times):7.1f} ms  "
            f"CPU p95 {percentile(cpu, 0.95):7.1f} ms  max {max(cpu):7.1f} ms",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
