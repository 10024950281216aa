#!/usr/bin/env python3
"""Latency of the coach's hint per game and kind of decision (a script).

Plays seeded matches with medium computer players and times
``coach.hints.hint_for(view)`` at every decision of every seat (counts,
cuts and forced moves return at once and are left out). Prints p50, p95 and
max per game and per kind; the limit is p95 < 300 ms.

    nice -n 10 python3 tests/benchmarks/bench_hint.py --matches 3
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchkit import percentile

from muggins_desktop.ai import make_player
from muggins_desktop.coach.hints import hint_for, refusal
from muggins_desktop.engine import new_match

SETUPS = [
    ("dominoes", {"players": 2}),
    ("dominoes", {"players": 4}),
    ("cribbage", {"players": 2, "muggins": True}),
    ("cribbage", {"players": 3}),
    ("cribbage", {"players": 4, "partnerships": True}),
]

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--matches", "1"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Hint latency per game.")
    ap.add_argument("--matches", type=int, default=3)
    args = ap.parse_args(argv)
    print(f"bench_hint: hint_for(view) at every decision with options, {args.matches} matches per setup", flush=True)
    worst = 0.0
    for game, options in SETUPS:
        by_kind: dict[str, list[float]] = {}
        for i in range(args.matches):
            match = new_match(game, seed=300 + i, **options)
            players = [make_player(game, "medium", 11 * i + s, None) for s in range(match.players)]  # type: ignore[arg-type]
            while match.outcome is None:
                seat = match.to_act
                assert seat is not None
                view = match.view_for(seat)
                if refusal(view) is None:
                    t0 = time.perf_counter()
                    hint = hint_for(view)
                    ms = (time.perf_counter() - t0) * 1000.0
                    assert hint is not None
                    by_kind.setdefault(hint.kind, []).append(ms)
                match.apply(players[seat].choose(view), seat)
        label = game + " " + ", ".join(f"{k}={v}" for k, v in options.items())
        every = [t for ts in by_kind.values() for t in ts]
        worst = max(worst, percentile(every, 0.95))
        print(
            f"{label:45s} all      n {len(every):5d}  p50 {percentile(every, 0.5):6.2f} ms  "
            f"p95 {percentile(every, 0.95):6.2f} ms  max {max(every):6.2f} ms",
            flush=True,
        )
        for kind, ts in sorted(by_kind.items()):
            print(
                f"{'':45s} {kind:8s} n {len(ts):5d}  p50 {percentile(ts, 0.5):6.2f} ms  "
                f"p95 {percentile(ts, 0.95):6.2f} ms  max {max(ts):6.2f} ms",
                flush=True,
            )
    print(f"worst p95 {worst:.2f} ms (limit 300 ms): {'ok' if worst < 300 else 'TOO SLOW'}")
    return 0 if worst < 300 else 1


if __name__ == "__main__":
    sys.exit(main())
