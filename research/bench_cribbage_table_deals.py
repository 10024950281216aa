#!/usr/bin/env python3
"""Two versions of a player compared deal by deal at a table of three or in partnerships (a script, not a test).

Whole three-player matches need thousands of games to show a point of
winning: the versions' matches part ways at the first different decision.
Here each version plays the *same single deals* from the same scores, at
every seat in turn, beside the same opponents (medium by default): the same
five cards each, the same crib card and starter, the same seeds. A deal
both versions play alike gives the same result and adds no noise, so a
small change shows in far fewer deals (as ``bench_cribbage_deals.py`` does
for two players).

A deal is valued by the compared seat's points margin: its side's points
in the deal minus the mean of the other sides'. That is the quantity the
three-player search maximises; the shipped hard player's margin of about
0.16 points per deal over medium goes with 37.2% of the matches against a
fair 33.3% (docs/AI.md). The scores at the start of each deal come from
seeded medium-only matches, so the end of a match, where reaching the
target changes choices, is played too.

``--history`` takes deals from the middle of matches the opponents played
among themselves instead (deals 3 to 9, the match's own cards), so a player
that reads what earlier deals showed has something to read.

``--win`` (partnerships) values a deal by the compared side's chance to win
instead (points of percent: 100 or 0 if the match ends in the deal, else the
partnership win table at the next deal's start), for changes that act near
the end of a match; ``--min-score`` keeps only deals where a side
already has that many points.

    python3 research/bench_cribbage_table_deals.py --deals 1000 \\
        --set-a "cribbage.pegging.TABLE_DEPTH=4"       # hard changed vs hard as shipped

Prints each version's mean margin per role and the paired difference A - B
with a 95% interval, and how many deals were played differently.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "benchmarks"))  # benchkit and the benchmarks
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ai_cribbage import make as make_reference
from bench_cribbage_deals import deal_starts
from benchkit import Patched, mean_and_ci, parse, partner_deal_win, spec_error

from muggins_desktop.engine import new_match
from muggins_desktop.engine.cribbage.cards import full_deck
from muggins_desktop.engine.cribbage.match import CribbageMatch

TARGET = 121

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--deals", "1", "--a", "medium", "--b", "medium", "--opponent", "easy", "--workers", "1"]


def positions(count: int, seed: int, partners: bool, min_score: int = 0) -> list[tuple[int, ...]]:
    """Scores by side (the dealer at seat 0) at the start of deals of medium-only matches
    (only those where a side has ``min_score`` or more)."""
    return deal_starts(count, seed, 4 if partners else 3, partners, min_score)


Task = tuple[int, tuple[int, ...], int, str, str, str, int, bool, bool]


def play_deal(task: Task) -> tuple[int, int, float, str]:
    """One deal with the compared player at ``me`` (0 deals): (index, seat, value, digest of its moves).

    The value is the points margin, or with ``win`` the compared side's
    chance to win in points of percent: 100 or 0 if the match ended in the
    deal, else the partnership table's or the three-player race model's
    chance at the next deal's start.
    """
    index, scores, me, level, spec, opponent, seed, partners, win = task
    players_n = 4 if partners else 3
    rng = random.Random(seed * 1_000_003 + index)
    deck = full_deck()
    rng.shuffle(deck)
    hands = [deck[5 * i : 5 * i + 5] for i in range(players_n)]
    extra = [deck[5 * players_n]] if players_n == 3 else []
    starter = deck[5 * players_n + 1]
    match = CribbageMatch.from_position(
        hands,
        starter,
        dealer=0,
        scores=list(scores),
        crib=extra,
        partnerships=partners,
        target=TARGET,
        seed=seed * 31 + index,
    )
    pseed = seed * 1_000_033 + index * 4
    bots: list[Any] = [make_reference(opponent, pseed + i) for i in range(players_n)]
    compared = [me, (me + 2) % 4] if partners else [me]
    for seat in compared:
        bots[seat] = Patched(level, pseed + seat, parse(spec))
        if hasattr(bots[seat].inner, "budget_ms"):
            bots[seat].inner.budget_ms = None  # no wall clock: the same moves beside any other job
    moves: list[str] = []
    start = list(match.view_for(me).scores)
    while match.outcome is None:
        seat = match.to_act
        assert seat is not None
        view = match.view_for(seat)
        if view.hand_no != 1:
            break
        action = bots[seat].choose(view)
        if seat == me or (partners and seat == (me + 2) % 4):
            moves.append(f"{seat}:{action!r}")
        match.apply(action, seat)
    final = list(match.view_for(me).scores)
    mine = me % 2 if partners else me
    if win:
        if match.outcome is not None:
            return index, me, 100.0 if match.outcome.winner == mine else 0.0, "|".join(moves)
        chance = partner_deal_win(TARGET - final[mine], TARGET - final[1 - mine], mine == 1)
        return index, me, 100.0 * chance, "|".join(moves)
    gains = [f - s for f, s in zip(final, start, strict=True)]
    others = [g for i, g in enumerate(gains) if i != mine]
    margin = gains[mine] - sum(others) / len(others)
    return index, me, margin, "|".join(moves)


def play_later_deal(task: Task) -> tuple[int, int, float, str]:
    """``--history``: a deal from the middle of a match the opponents played among themselves.

    The earlier deals were played and shown, so a player that reads the
    table's history has something to read. The compared seat is the place
    ``me`` from the dealer (0 deals); the match's own cards are dealt.
    """
    index, _, me, level, spec, opponent, seed, partners, _ = task
    players_n = 4 if partners else 3
    rng = random.Random(seed * 1_000_003 + index)
    wanted = rng.randint(3, 9)
    match = new_match("cribbage", players=players_n, partnerships=partners, seed=seed * 7919 + index)
    bots: list[Any] = [make_reference(opponent, seed * 1_000_033 + index * 4 + i) for i in range(players_n)]
    while match.outcome is None:
        seat = match.to_act
        assert seat is not None
        view = match.view_for(seat)
        if view.hand_no == wanted:
            break
        match.apply(bots[seat].choose(view), seat)
    if match.outcome is not None:
        return index, me, 0.0, "over"
    view = match.view_for(0)
    seat_me = (view.dealer + me) % players_n
    compared = [seat_me, (seat_me + 2) % 4] if partners else [seat_me]
    for seat in compared:
        bots[seat] = Patched(level, seed * 1_000_033 + index * 4 + seat + 101, parse(spec))
        if hasattr(bots[seat].inner, "budget_ms"):
            bots[seat].inner.budget_ms = None
    mine = seat_me % 2 if partners else seat_me
    start = list(view.scores)
    moves: list[str] = []
    while match.outcome is None:
        seat = match.to_act
        assert seat is not None
        view = match.view_for(seat)
        if view.hand_no != wanted:
            break
        action = bots[seat].choose(view)
        if seat in compared:
            moves.append(f"{seat}:{action!r}")
        match.apply(action, seat)
    final = list(match.view_for(seat_me).scores)
    gains = [f - s for f, s in zip(final, start, strict=True)]
    others = [g for i, g in enumerate(gains) if i != mine]
    return index, me, gains[mine] - sum(others) / len(others), "|".join(moves)


def run(pool: Any, level: str, spec: str, args: Any, pos: list[tuple[int, tuple[int, ...]]]) -> dict[Any, Any]:
    seats = (0, 1) if args.partners else (0, 1, 2)
    tasks = [(i, s, me, level, spec, args.opponent, args.seed, args.partners, args.win) for i, s in pos for me in seats]
    work = play_later_deal if args.history else play_deal
    return {(i, me): (m, d) for i, me, m, d in pool.imap_unordered(work, tasks, chunksize=4)}


ROLES = {0: "dealer", 1: "first to play", 2: "second to play"}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Two versions compared on the same deals at a table of three.")
    ap.add_argument("--a", default="hard")
    ap.add_argument(
        "--set-a",
        action="append",
        default=None,
        help="constants for version A: module.NAME=value;... (repeat: several versions A, each against B)",
    )
    ap.add_argument("--b", default="hard")
    ap.add_argument("--set-b", default="", help="constants for version B")
    ap.add_argument("--opponent", default="medium", help="a level, or hoyle (a simple Hoyle-style player)")
    ap.add_argument("--deals", type=int, default=1000, help="deals (each played with the compared seat at every place)")
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=37)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--partners", action="store_true", help="a pair of the compared player against a pair")
    ap.add_argument(
        "--history",
        action="store_true",
        help="deals from the middle of matches the opponents played (earlier deals shown), not single deals",
    )
    ap.add_argument(
        "--win",
        action="store_true",
        help="value a deal by the side's chance to win (points of percent, from the partnership table; partnerships only), not the margin",
    )
    ap.add_argument("--min-score", type=int, default=0, help="only deals where a side has this many points or more")
    args = ap.parse_args(argv)
    specs = args.set_a or [""]
    if args.win and (args.history or not args.partners):
        print("bench_cribbage_table_deals: --win is for partnerships, without --history", file=sys.stderr)
        return 2
    problem = spec_error("bench_cribbage_table_deals", [*specs, args.set_b], args.deals)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    t0 = time.time()
    every = (
        [()] * (args.first + args.deals)
        if args.history
        else positions(args.first + args.deals, args.seed, args.partners, args.min_score)
    )
    pos = [(i, s) for i, s in enumerate(every) if i >= args.first]
    with mp.Pool(args.workers) as pool:
        res_b = run(pool, args.b, args.set_b, args, pos)
        table = "partnerships" if args.partners else "three players"
        places = 2 if args.partners else 3
        print(
            f"bench_cribbage_table_deals: {table}, {len(pos)} deals x {places} places "
            f"against {args.opponent}, seed {args.seed}, first {args.first}"
        )
        keys = sorted(res_b)
        m, lo, hi = mean_and_ci([res_b[k][0] for k in keys])
        what = "win chance" if args.win else "margin"
        print(f"  B {args.b}[{args.set_b}]: {what} per deal {m:+.3f} ({lo:+.3f} .. {hi:+.3f})", flush=True)
        for spec in specs:
            res_a = run(pool, args.a, spec, args, pos)
            report(args.a, spec, res_a, res_b, time.time() - t0, what)
    return 0


def report(
    level: str, spec: str, res_a: dict[Any, Any], res_b: dict[Any, Any], elapsed: float, what: str = "margin"
) -> None:
    """Version A's value per deal (``what``) and its paired difference from B, overall and per place."""
    keys = sorted(res_a)
    m, lo, hi = mean_and_ci([res_a[k][0] for k in keys])
    print(f"  A {level}[{spec}]: {what} per deal {m:+.3f} ({lo:+.3f} .. {hi:+.3f}) ({elapsed:.0f} s)")
    for role in (None, *sorted({k[1] for k in keys})):
        d = [res_a[k][0] - res_b[k][0] for k in keys if role is None or k[1] == role]
        m, lo, hi = mean_and_ci(d)
        label = "all" if role is None else ROLES[role]
        print(f"    A - B {what} ({label}): {m:+.4f} ({lo:+.4f} .. {hi:+.4f})")
    differ = sum(1 for k in keys if res_a[k][1] != res_b[k][1])
    print(f"    deals played differently: {differ} of {len(keys)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
