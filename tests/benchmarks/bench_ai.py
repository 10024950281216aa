#!/usr/bin/env python3
"""Strength benchmark of the computer players (a script, not a test).

Plays many two-player matches per pairing of levels, alternating seats so
that neither level profits from sitting first, on both cores, and prints
win rates with 95% Wilson confidence intervals. For cribbage it also
reports what the hard player scores per deal (hand, crib, pegging) next to
the published averages of expert play.

    python3 tests/benchmarks/bench_ai.py --matches 1000
    python3 tests/benchmarks/bench_ai.py --matches 40 --pairings hard-medium --busy 1   # load independence

The hard players search a fixed amount per decision; ``--budget-ms`` is only
the safety cap on the clock (default ``muggins_desktop.ai.DEFAULT_BUDGET_MS``).
Each pairing prints a digest of every move of every match: with ``--busy N``
(N extra spinning processes) the digests and results must be the same as
without, which shows that the strength does not depend on the load.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing as mp
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchkit import mean_and_ci, percentile, wilson_interval

from muggins_desktop.ai import DEFAULT_BUDGET_MS, make_player
from muggins_desktop.engine import new_match

PAIRINGS = [("hard", "medium"), ("medium", "easy"), ("easy", "random"), ("hard", "random")]
GOALS = {("dominoes", "hard", "random"): 0.95, ("cribbage", "hard", "random"): 0.85}
EXPERT = {"hand": "8.1-8.2 (kept hand, best discard)", "crib": "about 4.7 (dealer's crib)"}

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--matches", "2", "--pairings", "easy-random", "--workers", "1"]


def play_one(task: tuple[str, str, str, int, int, int]) -> dict[str, Any]:
    """One match; level ``a`` sits in seat ``index % 2`` so seats alternate."""
    game, a, b, index, budget, base_seed = task
    seed = base_seed * 1_000_003 + index
    seat_a = index % 2
    levels = [a, b] if seat_a == 0 else [b, a]
    match = new_match(game, players=2, seed=seed)
    cap = budget if budget > 0 else None  # 0: no safety cap at all
    players = [make_player(game, lv, seed * 7 + i, cap) for i, lv in enumerate(levels)]
    times: list[float] = []
    other: list[float] = []  # the other levels' decisions (no search: a yardstick for "every level")
    digest = hashlib.sha256()
    while match.outcome is None:
        seat = match.to_act
        view = match.view_for(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view)
        (times if levels[seat] == "hard" else other).append((time.perf_counter() - t0) * 1000.0)
        digest.update(f"{seat}:{action};".encode())
        match.apply(action, seat)
    result: dict[str, Any] = {
        "a_won": match.outcome.winner == seat_a,
        "times": times,
        "other": other,
        "moves": digest.hexdigest(),
    }
    if game == "cribbage" and a == "hard":
        result["deals"] = cribbage_points(match.record, seat_a)
    return result


def cribbage_points(record: list[dict[str, Any]], seat: int) -> list[dict[str, Any]]:
    """Per complete deal: the seat's hand, crib (when dealing) and pegging points."""
    deals: list[dict[str, Any]] = []
    cur: dict[str, Any] | None = None
    for e in record:
        kind = e["event"]
        if kind == "deal":
            cur = {"dealer": e["dealer"] == seat, "peg": 0, "hand": None, "crib": None}
            deals.append(cur)
        elif cur is None:
            continue
        elif kind == "peg" and e["player"] == seat:
            cur["peg"] += e["points"]
        elif kind == "go_point" and e["player"] == seat:
            cur["peg"] += e["points"]
        elif kind == "show" and e["player"] == seat:
            cur["crib" if e["crib"] else "hand"] = e["true"]
    # the last deal may stop before the show; keep only deals that were counted in full
    return [d for d in deals if d["hand"] is not None and (not d["dealer"] or d["crib"] is not None)]


def run_pairing(pool: Any, game: str, a: str, b: str, n: int, budget: int, seed: int) -> dict[str, Any]:
    tasks = [(game, a, b, i, budget, seed) for i in range(n)]
    t0 = time.time()
    results = pool.map(play_one, tasks, chunksize=4)
    wins = sum(1 for r in results if r["a_won"])
    lo, hi = wilson_interval(wins, n)
    moves = hashlib.sha256("".join(r["moves"] for r in results).encode()).hexdigest()[:16]
    times = [t for r in results for t in r["times"]]
    out: dict[str, Any] = {
        "game": game,
        "a": a,
        "b": b,
        "matches": n,
        "a_wins": wins,
        "rate": wins / n,
        "ci95": [lo, hi],
        "seconds": round(time.time() - t0, 1),
        "moves_digest": moves,
    }
    if times:
        out["hard_decision_ms"] = {"p50": percentile(times, 0.5), "p95": percentile(times, 0.95), "max": max(times)}
    other = [t for r in results for t in r["other"]]
    if other:
        out["other_decision_ms"] = {"p50": percentile(other, 0.5), "p95": percentile(other, 0.95), "max": max(other)}
    deals = [d for r in results for d in r.get("deals", [])]
    if deals:
        out["deals"] = summarise_deals(deals)
    return out


def summarise_deals(deals: list[dict[str, Any]]) -> dict[str, Any]:
    def stat(values: list[float]) -> list[float]:
        m, lo, hi = mean_and_ci(values)
        return [round(m, 3), round(lo, 3), round(hi, 3), len(values)]

    return {
        "hand": stat([d["hand"] for d in deals]),
        "hand_as_dealer": stat([d["hand"] for d in deals if d["dealer"]]),
        "hand_as_pone": stat([d["hand"] for d in deals if not d["dealer"]]),
        "crib": stat([d["crib"] for d in deals if d["dealer"]]),
        "peg_as_dealer": stat([d["peg"] for d in deals if d["dealer"]]),
        "peg_as_pone": stat([d["peg"] for d in deals if not d["dealer"]]),
    }


def report(res: dict[str, Any]) -> str:
    lo, hi = res["ci95"]
    line = (
        f"{res['game']:9s} {res['a']:>6s} vs {res['b']:<6s} {res['matches']:5d} matches: "
        f"{res['a']} wins {res['a_wins']:4d} = {100 * res['rate']:5.1f}%  95% CI [{100 * lo:5.1f}%, {100 * hi:5.1f}%]"
    )
    goal = GOALS.get((res["game"], res["a"], res["b"]))
    if goal is not None:
        line += f"  goal >= {100 * goal:.0f}%: {'met' if res['rate'] >= goal else 'NOT met'}"
    if lo <= 0.5:
        line += "  (interval not above 50%)"
    line += f"  [{res['seconds']} s, moves {res['moves_digest']}]"
    if "hard_decision_ms" in res:
        d = res["hard_decision_ms"]
        line += f"\n{'':10s}hard decisions: p50 {d['p50']:.1f} ms, p95 {d['p95']:.1f} ms, max {d['max']:.1f} ms"
    if "other_decision_ms" in res:
        d = res["other_decision_ms"]
        who = " and ".join(lv for lv in (res["a"], res["b"]) if lv != "hard")
        line += f"\n{'':10s}{who} decisions: p50 {d['p50']:.2f} ms, p95 {d['p95']:.2f} ms, max {d['max']:.2f} ms"
    if "deals" in res:
        d = res["deals"]
        line += f"\n{'':10s}hard, points per deal (mean [95% CI], deals):"
        for key, label, ref in (
            ("hand", "kept hand (all deals)", EXPERT["hand"]),
            ("hand_as_dealer", "kept hand as dealer", ""),
            ("hand_as_pone", "kept hand as pone", ""),
            ("crib", "own crib as dealer", EXPERT["crib"]),
            ("peg_as_dealer", "pegging as dealer", ""),
            ("peg_as_pone", "pegging as pone", ""),
        ):
            m, a, b, n = d[key]
            line += f"\n{'':12s}{label:24s} {m:6.3f} [{a:.3f}, {b:.3f}] n={n}"
            if ref:
                line += f"   published expert average: {ref}"
    return line


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Win rates of the computer players, level against level.")
    ap.add_argument("--matches", type=int, default=1000, help="matches per pairing (default 1000)")
    ap.add_argument(
        "--budget-ms",
        type=int,
        default=DEFAULT_BUDGET_MS,
        help="safety cap on a hard decision, 0 for none (the search itself is a fixed amount)",
    )
    ap.add_argument("--games", default="dominoes,cribbage")
    ap.add_argument("--pairings", default=",".join(f"{a}-{b}" for a, b in PAIRINGS))
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=4)
    ap.add_argument("--json", type=Path, default=None, help="also write the results here")
    ap.add_argument(
        "--busy",
        type=int,
        default=0,
        help="keep this many extra processes spinning (yes > /dev/null) during the run, "
        "to show that results and moves do not depend on the load",
    )
    args = ap.parse_args(argv)
    spinners = [subprocess.Popen(["yes"], stdout=subprocess.DEVNULL) for _ in range(args.busy)]
    try:
        return run(args)
    finally:
        for proc in spinners:
            proc.kill()
            proc.wait()


def run(args: argparse.Namespace) -> int:
    pairings = [tuple(p.split("-")) for p in args.pairings.split(",")]
    print(
        f"bench_ai: {args.matches} matches per pairing, two players, seats alternated, "
        f"hard budget {args.budget_ms} ms per decision, {args.workers} worker processes, seed {args.seed}, "
        f"{args.busy} busy processes",
        flush=True,
    )
    results = []
    with mp.Pool(args.workers) as pool:
        for game in args.games.split(","):
            for a, b in pairings:
                res = run_pairing(pool, game, a, b, args.matches, args.budget_ms, args.seed)
                results.append(res)
                print(report(res), flush=True)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
