#!/usr/bin/env python3
"""Does hard cribbage play the same moves on a busy machine? (a script, not a test)

Plays the same matches (hard against medium, in every mode: two players,
Lowball, three and four players, partnerships) once with no busy process and then
with 1 and 2 busy loops of the same priority as this script (``nice 0``
unless the script itself is niced), each run with the app's safety cap on
the wall clock (``--budget-ms``, 800 by default). For every run it prints
the p50, p95 and max time of the hard player's decisions (wall clock and
CPU) and a digest of every action taken; the digests must match, or the cap
was reached and a move changed.

    python3 tests/benchmarks/bench_ai_cribbage_load.py --matches 4 --busy 0,1,2
    python3 tests/benchmarks/bench_ai_cribbage_load.py --modes 3 --set "cribbage.pegging.TABLE_DEPTH=3"
    python3 tests/benchmarks/bench_ai_cribbage_load.py --busy 0 --repeat 3    # the CPU cost, best of three runs

Run it at normal priority: a niced script would measure itself against
loops that always win the core.
"""

from __future__ import annotations

import argparse
import hashlib
import multiprocessing as mp
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchkit import parse, percentile

from muggins_desktop.ai import DEFAULT_BUDGET_MS, make_player
from muggins_desktop.engine import new_match

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--matches", "1", "--busy", "0", "--modes", "3"]

MODES = {
    "2": {"players": 2},
    "lowball": {"players": 2, "lowball": True},
    "3": {"players": 3},
    "4": {"players": 4},
    "partners": {"players": 4, "partnerships": True},
}


def busy_loop() -> None:  # pragma: no cover - killed by the parent
    x = 0
    while True:
        x += 1


def play(mode: str, index: int, seed: int, budget_ms: int) -> tuple[list[str], list[float], list[float]]:
    """One match of ``mode``; hard in seat ``index % players`` (and its partner), medium elsewhere."""
    opts = MODES[mode]
    n = int(opts["players"])
    match = new_match("cribbage", seed=seed * 1_000_003 + index, **opts)
    hard_seats = {index % n} if not opts.get("partnerships") else {index % 2, index % 2 + 2}
    players = [
        make_player("cribbage", "hard" if s in hard_seats else "medium", seed * 7 + s + 10 * index, budget_ms)
        for s in range(n)
    ]
    actions: list[str] = []
    wall: list[float] = []
    cpu: list[float] = []
    while match.outcome is None:
        seat = match.to_act
        view = match.view_for(seat)
        t0 = time.perf_counter()
        c0 = time.thread_time()
        action = players[seat].choose(view)
        if seat in hard_seats and len(view.legal_actions) > 1:
            wall.append((time.perf_counter() - t0) * 1000.0)
            cpu.append((time.thread_time() - c0) * 1000.0)
        actions.append(f"{seat}:{action!r}")
        match.apply(action, seat)
    return actions, wall, cpu


def run(modes: list[str], matches: int, seed: int, budget_ms: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for mode in modes:
        digest = hashlib.sha256()
        wall: list[float] = []
        cpu: list[float] = []
        for i in range(matches):
            acts, w, c = play(mode, i, seed, budget_ms)
            digest.update("\n".join(acts).encode())
            wall += w
            cpu += c
        out[mode] = (digest.hexdigest()[:16], wall, cpu)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Hard cribbage decisions on a busy machine.")
    ap.add_argument("--matches", type=int, default=4, help="matches per mode and run")
    ap.add_argument("--busy", default="0,1,2", help="numbers of busy loops, one run each")
    ap.add_argument("--modes", default="2,lowball,3,4,partners")
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--budget-ms", type=int, default=DEFAULT_BUDGET_MS)
    ap.add_argument(
        "--set",
        default="",
        help="constants to measure a variant with: module.NAME=value;... (e.g. cribbage.pegging.WORK_CAP=6000)",
    )
    ap.add_argument(
        "--repeat", type=int, default=1, help="runs per number of busy loops (on a shared machine: compare the best)"
    )
    args = ap.parse_args(argv)
    modes = args.modes.split(",")
    if any(m not in MODES for m in modes):
        print(f"bench_ai_cribbage_load: modes are {', '.join(MODES)}", file=sys.stderr)
        return 2
    try:
        for module, name, value in parse(args.set):
            setattr(module, name, value)  # for the whole run: only the hard players read these
    except ValueError as exc:
        print(f"bench_ai_cribbage_load: {exc}", file=sys.stderr)
        return 2
    digests: dict[str, set[str]] = {m: set() for m in modes}
    worst = 0.0
    if args.repeat < 1:
        print("bench_ai_cribbage_load: --repeat wants 1 or more", file=sys.stderr)
        return 2
    best: dict[tuple[int, str], tuple[float, float]] = {}  # (busy, mode): the lowest CPU total and its p95
    for busy in [int(b) for b in args.busy.split(",") for _ in range(args.repeat)]:
        loops = [mp.Process(target=busy_loop, daemon=True) for _ in range(busy)]
        for p in loops:
            p.start()
        try:
            res = run(modes, args.matches, args.seed, args.budget_ms)
        finally:
            for p in loops:
                p.terminate()
                p.join()
        for mode, (digest, wall, cpu) in res.items():
            digests[mode].add(digest)
            worst = max([worst, *wall])
            total = sum(cpu)
            if (busy, mode) not in best or total < best[busy, mode][0]:
                best[busy, mode] = (total, percentile(cpu, 0.95))
            print(
                f"busy {busy} mode {mode:8s} decisions {len(wall):5d}  wall p50 {percentile(wall, 0.5):6.1f} "
                f"p95 {percentile(wall, 0.95):6.1f} max {max(wall, default=0):7.1f} ms  cpu p95 "
                f"{percentile(cpu, 0.95):6.1f} max {max(cpu, default=0):7.1f} ms  digest {digest}",
                flush=True,
            )
    if args.repeat > 1:  # the least disturbed run of each: the one that took the least CPU in all
        for (busy, mode), (total, p95) in best.items():
            print(
                f"best of {args.repeat}: busy {busy} mode {mode:8s} cpu total {total / 1000:6.2f} s  p95 {p95:6.1f} ms"
            )
    same = all(len(d) == 1 for d in digests.values())
    print(f"digests {'match' if same else 'DIFFER'} across runs; worst decision {worst:.0f} ms wall")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
