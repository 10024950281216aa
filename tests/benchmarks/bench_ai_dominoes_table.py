#!/usr/bin/env python3
"""Dominoes tables with several hard players: do matches end, and who wins (a script, not a test).

Tables (every table plays the same seeds, so the deals are shared):

* ``4hard``: four hard players. Every match must end; rounds per match are
  compared with ``4greedy``.
* ``3hard1greedy``: three hard players and a greedy (``medium``) stand-in
  for a person, who sits in every seat in turn. The stand-in's mean net
  points per round (plays minus penalties) should not be below 0.
* ``4greedy``: four greedy players, the yardstick for match length.
* ``2p``: hard against medium, seats alternated: hard's win rate.
* ``3p``: hard and two greedy players, hard in every seat in turn: hard's
  share of the wins.

A match is stopped (and counted as unfinished) after ``--max-rounds``.

    python3 tests/benchmarks/bench_ai_dominoes_table.py            # the full sizes
    python3 tests/benchmarks/bench_ai_dominoes_table.py --matches 20 --tables 4hard,4greedy
    python3 tests/benchmarks/bench_ai_dominoes_table.py --matches 3 --tables 4hard --busy 1   # same moves digest

The full sizes are 200 matches per four-player table and 1,000 per two- and
three-player table; ``--matches N`` sets every table to N. The hard players
search a fixed amount per decision, so the results depend on the seeds only,
not on the speed of the machine (the clock cap ``--budget-ms`` is a safety net; 0
turns it off, so that the results depend on the seeds alone).
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

from muggins_desktop.ai import make_player
from muggins_desktop.engine.dominoes import DominoMatch

FULL = {"4hard": 200, "3hard1greedy": 200, "4greedy": 200, "2p": 1000, "3p": 1000}

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--matches", "1", "--tables", "4greedy", "--workers", "1"]


def seats_for(table: str, index: int) -> list[str]:
    if table == "4hard":
        return ["hard"] * 4
    if table == "4greedy":
        return ["medium"] * 4
    if table == "3hard1greedy":
        levels = ["hard"] * 4
        levels[index % 4] = "medium"
        return levels
    if table == "2p":
        return ["hard", "medium"] if index % 2 == 0 else ["medium", "hard"]
    if table == "3p":
        levels = ["medium"] * 3
        levels[index % 3] = "hard"
        return levels
    raise ValueError(table)


def play_one(task: tuple[str, int, int, int, int, float | None, int | None]) -> dict[str, Any]:
    table, index, base_seed, budget, max_rounds, denial, samples = task
    levels = seats_for(table, index)
    seed = base_seed * 1_000_003 + index
    match = DominoMatch(len(levels), seed=seed)
    cap = budget if budget > 0 else None  # 0: no safety cap at all (the moves depend on the seeds only)
    players = [make_player("dominoes", lv, seed * 7 + i, cap) for i, lv in enumerate(levels)]  # type: ignore[arg-type]
    for p in players:
        if p.level == "hard" and denial is not None:
            p.denial = denial  # type: ignore[attr-defined]
        if p.level == "hard" and samples is not None:
            p.samples = samples  # type: ignore[attr-defined]
    times: list[float] = []
    cpu: list[float] = []  # the same decisions in CPU time (what the search costs, whatever the load)
    digest = hashlib.sha256()  # every move: the same digest with and without load shows the same play
    while match.outcome is None and match.round_no <= max_rounds:
        seat = match.to_act
        assert seat is not None
        view = match.view_for(seat)
        t0 = time.perf_counter()
        c0 = time.process_time()
        action = players[seat].choose(view)
        if levels[seat] == "hard":
            times.append((time.perf_counter() - t0) * 1000.0)
            cpu.append((time.process_time() - c0) * 1000.0)
        digest.update(f"{seat}:{action};".encode())
        match.apply(action, seat)
    outcome = match.outcome
    finished = outcome is not None
    rounds = match.round_no if finished else max_rounds
    return {
        "levels": levels,
        "finished": finished,
        "rounds": rounds,
        "winner": outcome.winner if outcome is not None else None,
        "scores": list(match.scores),
        "times": times,
        "cpu": cpu,
        "seed": seed,
        "moves": digest.hexdigest()[:16],
    }


def summarise(table: str, results: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    n = len(results)
    rounds = [r["rounds"] for r in results]
    m, lo, hi = mean_and_ci(rounds)
    out: dict[str, Any] = {
        "table": table,
        "matches": n,
        "finished": sum(r["finished"] for r in results),
        "rounds_mean_ci": [round(m, 2), round(lo, 2), round(hi, 2)],
        "rounds_max": max(rounds),
        "rounds_over_120": sum(1 for r in rounds if r > 120),
        "seconds": round(seconds, 1),
    }
    if all("moves" in r for r in results):
        ordered = sorted(results, key=lambda r: r["seed"])
        out["moves_digest"] = hashlib.sha256("".join(r["moves"] for r in ordered).encode()).hexdigest()[:16]
    for key, name in (("times", "hard_ms"), ("cpu", "hard_cpu_ms")):
        times = [t for r in results for t in r.get(key, [])]
        if times:
            out[name] = {
                "decisions": len(times),
                "p50": round(percentile(times, 0.5), 2),
                "p95": round(percentile(times, 0.95), 2),
                "max": round(max(times), 2),
            }
    out.update(table_figures(table, results))
    return out


def table_figures(table: str, results: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures particular to each table (stand-in's net, hard's wins, the table's net)."""
    n = len(results)
    out: dict[str, Any] = {}
    if table == "3hard1greedy":
        # the stand-in's net per round, one value per match (its final score over the rounds played)
        nets = [r["scores"][r["levels"].index("medium")] / r["rounds"] for r in results]
        nm, nlo, nhi = mean_and_ci(nets)
        out["standin_net_per_round"] = [round(nm, 3), round(nlo, 3), round(nhi, 3)]
        wins = sum(1 for r in results if r["winner"] is not None and r["levels"][r["winner"]] == "medium")
        out["standin_wins"] = wins
    if table in ("2p", "3p"):
        wins = sum(1 for r in results if r["winner"] is not None and r["levels"][r["winner"]] == "hard")
        wlo, whi = wilson_interval(wins, n)
        out["hard_wins"] = wins
        out["hard_rate_ci"] = [round(wins / n, 4), round(wlo, 4), round(whi, 4)]
    if table == "4greedy" or table == "4hard":
        nets = [sum(r["scores"]) / 4 / r["rounds"] for r in results]
        nm, nlo, nhi = mean_and_ci(nets)
        out["table_net_per_round"] = [round(nm, 3), round(nlo, 3), round(nhi, 3)]
    return out


def summarise_log(path: Path) -> int:
    """Summaries of the matches an earlier ``--progress`` run printed, table by table.

    With one worker the matches end in seed order, so the matches of a run
    stopped early are the first seeds, not the shortest matches.
    """
    by_table: dict[str, list[dict[str, Any]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("match "):
            _, table, payload = line.split(" ", 2)
            r = json.loads(payload)
            r["times"] = []
            by_table.setdefault(table, []).append(r)
    for table, results in by_table.items():
        print(json.dumps(summarise(table, results, 0.0)))
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Dominoes tables with hard players.")
    ap.add_argument("--tables", default=",".join(FULL))
    ap.add_argument("--matches", type=int, default=None, help="matches per table (default: the full sizes)")
    ap.add_argument("--budget-ms", type=int, default=1000, help="safety cap of a hard decision (0: none)")
    ap.add_argument("--max-rounds", type=int, default=300)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--denial", type=float, default=None, help="override the hard players' DENIAL weight (tuning)")
    ap.add_argument(
        "--samples", type=int, default=None, help="override the hard players' guesses per decision (tuning)"
    )
    ap.add_argument("--first", type=int, default=0, help="index of the first match (to extend an earlier run)")
    ap.add_argument("--progress", action="store_true", help="print every match as it ends")
    ap.add_argument(
        "--summarise",
        type=Path,
        default=None,
        help="only summarise the matches printed by an earlier --progress run (one that was stopped)",
    )
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument(
        "--busy",
        type=int,
        default=0,
        help="keep this many extra processes spinning (yes > /dev/null) during the run: the moves "
        "digests must stay the same",
    )
    args = ap.parse_args(argv)
    if args.summarise:
        return summarise_log(args.summarise)
    spinners = [subprocess.Popen(["yes"], stdout=subprocess.DEVNULL) for _ in range(args.busy)]
    try:
        return run(args)
    finally:
        for proc in spinners:
            proc.kill()
            proc.wait()


def run(args: argparse.Namespace) -> int:
    print(
        f"bench_ai_dominoes_table: seed {args.seed}, matches {args.matches or 'full sizes'}, "
        f"cap {args.budget_ms} ms, max rounds {args.max_rounds}, denial {args.denial}, samples {args.samples}, "
        f"{args.busy} busy processes",
        flush=True,
    )
    results = []
    with mp.Pool(args.workers) as pool:
        for table in args.tables.split(","):
            n = args.matches or FULL[table]
            tasks = [
                (table, i, args.seed, args.budget_ms, args.max_rounds, args.denial, args.samples)
                for i in range(args.first, args.first + n)
            ]
            t0 = time.time()
            done = []
            for r in pool.imap_unordered(play_one, tasks):
                done.append(r)
                if args.progress:
                    line = {k: v for k, v in r.items() if k not in ("times", "cpu")}
                    line["hard_ms_max"] = round(max(r["times"]), 1) if r["times"] else None
                    line["hard_cpu_ms_max"] = round(max(r["cpu"]), 1) if r["cpu"] else None
                    print("match", table, json.dumps(line), flush=True)
            res = summarise(table, done, time.time() - t0)
            results.append(res)
            print(json.dumps(res), flush=True)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
