#!/usr/bin/env python3
"""Cribbage strength over paired matches (a script, not a test).

Each pair of matches uses the same seed (so the same deals) with the seats
swapped, which removes most of the luck of the cards from the comparison.
Pairings: ``hard-medium`` (goal: hard wins at least 65%) and
``medium-hoyle`` (medium should at least tie a simple Hoyle-style player,
``HoylePlayer`` below, a reference opponent that is not a level of the
game). For every match the points per deal are split into pegging, hand and
crib, for each level as dealer and as pone.

    python3 tests/benchmarks/bench_ai_cribbage.py                   # 1,000 pairs per pairing
    python3 tests/benchmarks/bench_ai_cribbage.py --matches 100 --pairings hard-medium

``--matches`` counts pairs (two matches each). The win rate's 95% interval
is computed over pairs (each pair scores 0, 0.5 or 1 for the first level),
which is the right unit for paired matches.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import multiprocessing as mp
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchkit import mean_and_ci, percentile

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage.fast import from_engine, peg_points, rank_points
from muggins_desktop.engine import new_match
from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.actions import Discard, Go, PegCard

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--matches", "1", "--pairings", "medium-hoyle"]


class HoylePlayer:
    """A simple Hoyle-style player, the reference opponent for medium (not a game level).

    Discard: the four cards with the most points by themselves (fifteens,
    pairs, runs, a four-card flush), plus what the two thrown cards make
    together when the crib is its own, minus it when it is the opponent's;
    a 5 is kept rather than given to the opponent's crib. Play: the most
    points now; otherwise, leading, a card below 5 (the highest such), never a
    5; later, avoid leaving the count at 5, 10 or 21 (a ten-card then makes 15
    or 31) and a count from 1 to 4 below a card of the same rank it would pair;
    among the rest the highest card.
    """

    level = "hoyle"

    def __init__(self, seed: int | None = None) -> None:
        self.inner = make_player("cribbage", "medium", seed)  # cut, count and answer like medium

    def choose(self, view: Any) -> Action:
        actions = view.legal_actions
        first = actions[0]
        if isinstance(first, Discard) and len(actions) > 1:
            return max(actions, key=lambda a: self._keep_value(view, a))
        if isinstance(first, (PegCard, Go)) and len(actions) > 1:
            plays = [a for a in actions if isinstance(a, PegCard)]
            return max(plays, key=lambda a: self._play_key(view, a)) if plays else first
        return self.inner.choose(view)

    @staticmethod
    def _keep_value(view: Any, action: Any) -> float:
        thrown = {from_engine(c) for c in action.cards}
        kept = [from_engine(c) for c in view.hand if from_engine(c) not in thrown]
        value = float(rank_points([c // 4 + 1 for c in kept]))
        if len({c & 3 for c in kept}) == 1:
            value += 4
        ranks = [c // 4 + 1 for c in thrown]
        crib = float(rank_points(ranks)) if len(ranks) > 1 else 0.0
        mine = view.dealer == view.seat
        value += crib if mine else -crib
        if not mine and 5 in ranks:
            value -= 1.5
        return value

    @staticmethod
    def _play_key(view: Any, action: Any) -> tuple[int, int, int]:
        card = action.card
        ranks = [c.rank for c in view.count_cards] + [card.rank]
        count = view.count + card.value
        now = peg_points(ranks, count)
        safe = 1
        if view.count == 0:
            safe = 2 if card.value < 5 else (0 if card.value == 5 else 1)
        elif count in (5, 10, 21):
            safe = 0
        elif any(c.rank == card.rank for c in view.hand if c != card) and count + card.value <= 31:
            safe = 2  # a pair it can answer with three of a kind
        return (now, safe, card.value if view.count else -abs(card.value - 4))


# Reference players from outside the repository (``--player NAME=FILE``): a
# Python file with ``make(seed)`` returning an object with ``choose(view)``.
# The classic programs' players are other people's code and stay out of the
# project; this hook lets a benchmark run them beside ours.
EXTERNAL: dict[str, Path] = {}


def load_external(name: str, path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(f"external_{name}", path)
    if spec is None or spec.loader is None:
        raise ValueError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_LOADED: dict[str, Any] = {}


def make(level: str, seed: int) -> Any:
    if level == "hoyle":
        return HoylePlayer(seed)
    if level in EXTERNAL:
        if level not in _LOADED:
            _LOADED[level] = load_external(level, EXTERNAL[level])
        return _LOADED[level].make(seed)
    return make_player("cribbage", level, seed)


def play_one(task: tuple[str, str, int, int, int, dict[str, Path]]) -> dict[str, Any]:
    """One match; level ``a`` sits in seat ``swap`` (0 or 1); both matches of a pair share the seed."""
    a, b, pair, swap, base_seed, external = task
    EXTERNAL.update(external)
    seed = base_seed * 1_000_003 + pair
    levels = [a, b] if swap == 0 else [b, a]
    match = new_match("cribbage", players=2, seed=seed)
    players = [make(lv, seed * 7 + i) for i, lv in enumerate(levels)]
    times: list[float] = []
    cpu: list[float] = []  # the same decisions in CPU time
    while match.outcome is None:
        seat = match.to_act
        view = match.view_for(seat)
        t0 = time.perf_counter()
        c0 = time.process_time()
        action = players[seat].choose(view)
        if levels[seat] == "hard":
            times.append((time.perf_counter() - t0) * 1000.0)
            cpu.append((time.process_time() - c0) * 1000.0)
        match.apply(action, seat)
    return {
        "pair": pair,
        "a_won": match.outcome.winner == swap,
        "times": times,
        "cpu": cpu,
        "deals": [deal_points(match.record, seat, levels[seat]) for seat in range(2)],
    }


def deal_points(record: list[dict[str, Any]], seat: int, level: str) -> list[dict[str, Any]]:
    """Per complete deal: the seat's pegging, hand and crib points and whether it dealt."""
    deals: list[dict[str, Any]] = []
    cur: dict[str, Any] | None = None
    for e in record:
        kind = e["event"]
        if kind == "deal":
            cur = {"level": level, "dealer": e["dealer"] == seat, "peg": 0, "hand": None, "crib": None}
            deals.append(cur)
        elif cur is None:
            continue
        elif kind in ("peg", "go_point") and e["player"] == seat:
            cur["peg"] += e["points"]
        elif kind == "starter" and e.get("heels") and cur["dealer"]:
            cur["peg"] += 2  # his heels, counted with the pegging
        elif kind == "show" and e["player"] == seat:
            cur["crib" if e["crib"] else "hand"] = e["true"]
    return [d for d in deals if d["hand"] is not None and (not d["dealer"] or d["crib"] is not None)]


def split(deals: list[dict[str, Any]], level: str) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for role, dealer in (("dealer", True), ("pone", False)):
        mine = [d for d in deals if d["level"] == level and d["dealer"] == dealer]
        for what in ("peg", "hand") + (("crib",) if dealer else ()):
            m, lo, hi = mean_and_ci([d[what] for d in mine])
            out[f"{what}_as_{role}"] = [round(m, 3), round(lo, 3), round(hi, 3), len(mine)]
        total = [d["peg"] + d["hand"] + (d["crib"] or 0) for d in mine]
        m, lo, hi = mean_and_ci(total)
        out[f"total_as_{role}"] = [round(m, 3), round(lo, 3), round(hi, 3), len(mine)]
    return out


def run_pairing(pool: Any, a: str, b: str, pairs: int, seed: int, first: int = 0) -> dict[str, Any]:
    tasks = [(a, b, p, s, seed, dict(EXTERNAL)) for p in range(first, first + pairs) for s in (0, 1)]
    t0 = time.time()
    results = pool.map(play_one, tasks, chunksize=2)
    by_pair: dict[int, float] = {}
    for r in results:
        by_pair[r["pair"]] = by_pair.get(r["pair"], 0.0) + 0.5 * r["a_won"]
    m, lo, hi = mean_and_ci(list(by_pair.values()))
    wins = sum(r["a_won"] for r in results)
    deals = [d for r in results for side in r["deals"] for d in side]
    times = [t for r in results for t in r["times"]]
    out: dict[str, Any] = {
        "a": a,
        "b": b,
        "pairs": pairs,
        "matches": len(results),
        "a_wins": wins,
        "a_rate_paired_ci95": [round(m, 4), round(lo, 4), round(hi, 4)],
        "seconds": round(time.time() - t0, 1),
        a: split(deals, a),
        b: split(deals, b),
        "by_pair": {str(k): v for k, v in sorted(by_pair.items())},  # for paired comparisons of two runs
    }
    cpu = [t for r in results for t in r["cpu"]]
    for name, values in (("hard_ms", times), ("hard_cpu_ms", cpu)):
        if values:
            out[name] = {
                "decisions": len(values),
                "p50": round(percentile(values, 0.5), 2),
                "p95": round(percentile(values, 0.95), 2),
                "max": round(max(values), 2),
            }
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Cribbage strength over paired matches.")
    ap.add_argument("--matches", type=int, default=1000, help="pairs of matches per pairing (default 1000)")
    ap.add_argument("--pairings", default="hard-medium,medium-hoyle")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--first", type=int, default=0, help="index of the first pair (to extend an earlier run)")
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument(
        "--player",
        action="append",
        default=[],
        metavar="NAME=FILE",
        help="a reference player from a Python file with make(seed), usable in --pairings as NAME",
    )
    args = ap.parse_args(argv)
    for item in args.player:
        name, eq, file = item.partition("=")
        if not (eq and name and Path(file).is_file()):
            print(f"bench_ai_cribbage: --player wants NAME=FILE with an existing file, not {item!r}", file=sys.stderr)
            return 2
        EXTERNAL[name] = Path(file).resolve()
    print(
        f"bench_ai_cribbage: {args.matches} pairs per pairing (seats swapped, same deals), seed {args.seed}", flush=True
    )
    results = []
    with mp.Pool(args.workers) as pool:
        for pairing in args.pairings.split(","):
            a, b = pairing.split("-")
            res = run_pairing(pool, a, b, args.matches, args.seed, args.first)
            results.append(res)
            print(json.dumps(res), flush=True)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
