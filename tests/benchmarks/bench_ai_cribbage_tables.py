#!/usr/bin/env python3
"""Hard cribbage at tables of three and in partnerships (a script, not a test).

* ``--table 3``: one hard seat and two medium ones; every deal set (one
  seed, so the same cards seat by seat) is played three times with the hard
  seat rotated through seats 0, 1 and 2. Fair share: 33.3%; goal: 40%.
* ``--table partners``: a hard pair against a medium pair, every deal set
  played twice with the sides swapped (hard in seats 0 and 2, then 1 and 3).
  Fair share: 50%; goal: 58%.

The win rate's 95% interval is computed over deal sets (each scores the
mean of its rotated matches), the unit in which the luck of the cards is
shared. Points per seat and deal are split into pegging, hand and crib for
each level. ``--set-a`` patches module constants of the hard player
(``module.NAME=value;...`` under ``muggins_desktop.ai``, such as
``cribbage.pegging.TABLE_DEPTH=3``) to measure a
variant on the same deals.

``--compare SPEC`` plays every match a second time with level ``a``
patched by SPEC (``""``: as shipped) and prints the paired difference over
deal sets: the two versions play a set alike up to their first different
decision, so a change that acts late in a match (near the target) shows in
far fewer sets than two separate rates would need.

``--see`` is a diagnostic, not a player: level ``a``'s pegging guesses are
given some of the true hidden hands (``all``: every other hand; ``next``:
the next player's; ``partner``: the partner's, in partnerships; ``lead``:
every other hand, only when it leads). The win rate it reaches bounds what
better guessing could bring (docs/AI.md, issue 30's third pass).

    python3 tests/benchmarks/bench_ai_cribbage_tables.py --table 3 --sets 300 --workers 2
    python3 tests/benchmarks/bench_ai_cribbage_tables.py --table partners --sets 400 --workers 2
    python3 tests/benchmarks/bench_ai_cribbage_tables.py --table 3 --sets 150 --see all
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ai_cribbage import deal_points
from benchkit import Patched, mean_and_ci, parse, percentile

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage import pegging as cribbage_pegging
from muggins_desktop.engine import new_match

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--table", "3", "--sets", "1", "--a", "easy", "--b", "random", "--compare", ""]

FAIR = {"3": 1 / 3, "partners": 0.5}
GOAL = {"3": 0.40, "partners": 0.58}
SEE = ("none", "all", "next", "partner", "lead")  # what ``--see`` may show level a


def seatings(table: str) -> list[tuple[int, ...]]:
    """The seats level ``a`` takes in each match of a deal set."""
    if table == "3":
        return [(0,), (1,), (2,)]
    return [(0, 2), (1, 3)]


class Seeing:
    """A player whose pegging guesses hold some true hands of the others (``--see``: a diagnostic)."""

    def __init__(self, inner: Any, match: Any, see: str) -> None:
        self.inner, self.match, self.see = inner, match, see

    def choose(self, view: Any) -> Any:
        real = cribbage_pegging.weighted_guesses

        def guesses(view: Any, unseen: list[int], lacks: list[int], rng: Any, count: int, *rest: Any) -> Any:
            n = view.players
            true = [tuple(sorted(c.rank for c in self.match.view_for(p).hand)) for p in range(n)]
            if self.see == "lead" and view.count:
                return real(view, unseen, lacks, rng, count, *rest)
            if self.see in ("all", "lead"):
                return [true] * count
            shown = (view.seat + (2 if self.see == "partner" else 1)) % n
            out = []
            for guess in real(view, unseen, lacks, rng, count, *rest):
                guess = list(guess)
                guess[shown] = true[shown]  # ranks only: a rank may then occur more often than the pack allows
                out.append(guess)
            return out

        cribbage_pegging.weighted_guesses = guesses
        try:
            return self.inner.choose(view)
        finally:
            cribbage_pegging.weighted_guesses = real


def play_one(task: tuple[str, str, str, str, int, int, int, str]) -> dict[str, Any]:
    """One match of deal set ``dset`` with level ``a`` in the seats of seating ``k``."""
    table, a, b, set_a, dset, k, base_seed, see = task
    seed = base_seed * 1_000_003 + dset
    mine = seatings(table)[k]
    n = 3 if table == "3" else 4
    match = new_match("cribbage", players=n, partnerships=table == "partners", seed=seed)
    patches = parse(set_a)
    levels = [a if s in mine else b for s in range(n)]
    players = [
        Patched(lv, seed * 7 + s, patches) if lv == a and patches else make_player("cribbage", lv, seed * 7 + s)
        for s, lv in enumerate(levels)
    ]
    if see != "none":
        players = [Seeing(p, match, see) if lv == a else p for p, lv in zip(players, levels, strict=True)]
    times: list[float] = []
    while match.outcome is None:
        seat = match.to_act
        view = match.view_for(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view)
        if levels[seat] == "hard":
            times.append((time.perf_counter() - t0) * 1000.0)
        match.apply(action, seat)
    winner = match.outcome.winner
    won = winner in mine if table == "3" else winner == mine[0] % 2
    deals = [d for s in range(n) for d in deal_points(match.record, s, levels[s])]
    return {"set": dset, "won": bool(won), "times": times, "deals": deals}


def per_deal(deals: list[dict[str, Any]], level: str) -> str:
    parts = []
    for what in ("peg", "hand", "crib"):
        vals = [
            d[what] for d in deals if d["level"] == level and d[what] is not None and (what != "crib" or d["dealer"])
        ]
        parts.append(f"{what} {mean_and_ci(vals)[0]:.2f}")
    total = [d["peg"] + d["hand"] + (d["crib"] or 0) for d in deals if d["level"] == level]
    m, lo, hi = mean_and_ci(total)
    return f"{level}: {m:.2f} per seat and deal ({lo:.2f}-{hi:.2f}; " + ", ".join(parts) + ")"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Hard cribbage at three-player and partnership tables.")
    ap.add_argument("--table", choices=("3", "partners"), required=True)
    ap.add_argument("--sets", type=int, default=300, help="deal sets (each played in every seating)")
    ap.add_argument("--first", type=int, default=0, help="index of the first deal set")
    ap.add_argument("--seed", type=int, default=31)
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", default="medium")
    ap.add_argument("--set-a", default="", help="module.NAME=value;... patched while level a chooses")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--see", choices=SEE, default="none", help="diagnostic: level a's guesses hold true hands")
    ap.add_argument("--progress", type=int, default=0, help="print a running figure every N matches")
    ap.add_argument(
        "--compare", default=None, help="also play level a patched so (B, '' for as shipped): paired difference"
    )
    args = ap.parse_args(argv)
    if args.see == "partner" and args.table != "partners":
        print("bench_ai_cribbage_tables: --see partner needs --table partners", file=sys.stderr)
        return 2
    try:
        parse(args.set_a)
        parse(args.compare or "")
    except ValueError as exc:
        print(f"bench_ai_cribbage_tables: {exc}", file=sys.stderr)
        return 2
    tasks = [
        (args.table, args.a, args.b, args.set_a, d, k, args.seed, args.see)
        for d in range(args.first, args.first + args.sets)
        for k in range(len(seatings(args.table)))
    ]
    t0 = time.time()
    results: list[dict[str, Any]] = []
    with mp.Pool(args.workers) as pool:
        for r in pool.imap_unordered(play_one, tasks, chunksize=1):
            results.append(r)
            if args.progress and len(results) % args.progress == 0:
                rate = sum(x["won"] for x in results) / len(results)
                print(f"  {len(results)} of {len(tasks)} matches, {args.a} {100 * rate:.1f}%", flush=True)
    by_set: dict[int, list[float]] = {}
    for r in results:
        by_set.setdefault(r["set"], []).append(float(r["won"]))
    m, lo, hi = mean_and_ci([sum(v) / len(v) for v in by_set.values()])
    wins = sum(r["won"] for r in results)
    print(
        f"table {args.table}: {args.a}[{args.set_a}]{'' if args.see == 'none' else ' seeing ' + args.see} vs {args.b}, deal sets {args.first}-{args.first + args.sets - 1} "
        f"(seed {args.seed}): {args.a} won {wins} of {len(results)} = {100 * m:.1f}% "
        f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}; fair {100 * FAIR[args.table]:.1f}%, "
        f"goal {100 * GOAL[args.table]:.0f}%) in {time.time() - t0:.0f} s",
        flush=True,
    )
    deals = [d for r in results for d in r["deals"]]
    print("  " + per_deal(deals, args.a))
    print("  " + per_deal(deals, args.b))
    times = [t for r in results for t in r["times"]]
    if times:
        print(
            f"  hard decisions: {len(times)}, p50 {percentile(times, 0.5):.1f} ms, "
            f"p95 {percentile(times, 0.95):.1f} ms, max {max(times):.1f} ms (wall clock)"
        )
    if args.compare is not None:
        compare(args, tasks, by_set)
    return 0


def compare(args: argparse.Namespace, tasks: list[Any], by_set: dict[int, list[float]]) -> None:
    """Play the same matches with level a patched by ``--compare`` (B) and print A - B over deal sets.

    Both versions play a deal set alike up to their first different
    decision, so the paired difference is far tighter than the two rates.
    """
    t0 = time.time()
    other = [(*t[:3], args.compare, *t[4:]) for t in tasks]
    by_set_b: dict[int, list[float]] = {}
    with mp.Pool(args.workers) as pool:
        for r in pool.imap_unordered(play_one, other, chunksize=1):
            by_set_b.setdefault(r["set"], []).append(float(r["won"]))
    rate_b = mean_and_ci([sum(v) / len(v) for v in by_set_b.values()])[0]
    diffs = [sum(by_set[d]) / len(by_set[d]) - sum(v) / len(v) for d, v in by_set_b.items()]
    m, lo, hi = mean_and_ci(diffs)
    apart = sum(1 for x in diffs if x)
    print(
        f"  B {args.a}[{args.compare}]: won {100 * rate_b:.1f}%; A - B {100 * m:+.2f} points "
        f"({100 * lo:+.2f} .. {100 * hi:+.2f}), deal sets with a different result: {apart} of {len(diffs)} "
        f"({time.time() - t0:.0f} s)",
        flush=True,
    )


if __name__ == "__main__":
    sys.exit(main())
