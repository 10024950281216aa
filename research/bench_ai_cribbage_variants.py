#!/usr/bin/env python3
"""One cribbage level with some of its constants changed, against another (a script).

Used to weigh a change to the hard player before making it: the same paired
matches as ``bench_ai_cribbage.py`` (same seeds, seats swapped), with
constants of ``muggins_desktop.ai`` modules set only while the patched player
chooses, so both players can run in one process. Prints the win rate of the
first player with its 95% interval over pairs, and the points margin and the
pegging margin per two deals (all complete deals pooled).

    python3 research/bench_ai_cribbage_variants.py --pairs 300 \\
        --set-a "cribbage.pegging.OPP_LAMBDA=0.0;cribbage.pegging.SAMPLES=128"
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))  # benchkit and the benchmarks
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ai_cribbage import deal_points
from benchkit import Patched, mean_and_ci, parse

from muggins_desktop.engine import new_match

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--pairs", "1", "--a", "easy", "--b", "random", "--workers", "1"]


def play(task: tuple[tuple[str, str], tuple[str, str], int, int, int]) -> tuple[int, bool, float, float, int]:
    (level_a, spec_a), (level_b, spec_b), pair, swap, base = task
    seed = base * 1_000_003 + pair
    specs = [(level_a, spec_a), (level_b, spec_b)] if swap == 0 else [(level_b, spec_b), (level_a, spec_a)]
    match = new_match("cribbage", players=2, seed=seed)
    players = [Patched(level, seed * 7 + i, parse(spec)) for i, (level, spec) in enumerate(specs)]
    while match.outcome is None:
        seat = match.to_act
        match.apply(players[seat].choose(match.view_for(seat)), seat)
    assert match.outcome is not None
    mine = deal_points(match.record, swap, "a")
    theirs = deal_points(match.record, 1 - swap, "b")

    def total(ds: list[dict[str, Any]]) -> float:
        return float(sum(d["peg"] + d["hand"] + (d["crib"] or 0) for d in ds))

    def pegged(ds: list[dict[str, Any]]) -> float:
        return float(sum(d["peg"] for d in ds))

    return (
        pair,
        match.outcome.winner == swap,
        total(mine) - total(theirs),
        pegged(mine) - pegged(theirs),
        len(mine) + len(theirs),
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="A cribbage level with changed constants against another.")
    ap.add_argument("--a", default="hard")
    ap.add_argument("--set-a", default="", help="constants for the first player: module.NAME=value;...")
    ap.add_argument("--b", default="medium")
    ap.add_argument("--set-b", default="")
    ap.add_argument("--pairs", type=int, default=300)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    try:  # a mistake stops here, before any match
        parse(args.set_a)
        parse(args.set_b)
    except ValueError as exc:
        print(f"bench_ai_cribbage_variants: {exc}", file=sys.stderr)
        return 2
    tasks = [
        ((args.a, args.set_a), (args.b, args.set_b), p, s, args.seed)
        for p in range(args.first, args.first + args.pairs)
        for s in (0, 1)
    ]
    t0 = time.time()
    with mp.Pool(args.workers) as pool:
        results = pool.map(play, tasks, chunksize=4)
    by_pair: dict[int, float] = {}
    for pair, won, *_ in results:
        by_pair[pair] = by_pair.get(pair, 0.0) + 0.5 * won
    m, lo, hi = mean_and_ci(list(by_pair.values()))
    deals = sum(r[4] for r in results) / 2
    margin = 2 * sum(r[2] for r in results) / deals
    peg_margin = 2 * sum(r[3] for r in results) / deals
    print(
        f"{args.a}[{args.set_a}] vs {args.b}[{args.set_b}] pairs {args.first}-{args.first + args.pairs - 1}: "
        f"{100 * m:.2f}% ({100 * lo:.1f}-{100 * hi:.1f}), margin per two deals {margin:.3f}, "
        f"pegging margin {peg_margin:.3f} ({time.time() - t0:.0f} s)",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
