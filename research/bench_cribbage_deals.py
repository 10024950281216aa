#!/usr/bin/env python3
"""Two versions of a cribbage player compared deal by deal (a script, not a test).

A whole match is a noisy yardstick for a small change: the two versions'
matches part ways at the first different decision and the cards after that
are luck. Here each version plays the *same single deals* from the same
scores against the same opponent: the same six cards each, the same starter,
the same seeds. Deals where both versions decide alike give the same result
and add no noise, so a change shows in far fewer deals.

A deal is valued by what it does to the chance to win the match: 1 or 0 when
the match ends in it, otherwise the shipped win table (``deal_win``) at the
scores it leaves, with the roles swapped for the next deal. The scores at the
start of each deal are taken from seeded matches between two medium players
(the whole range a match passes through), and every position is played once
with the compared player dealing and once as pone.

A version that reads the win table itself is judged by that same table
here; ``--to-end`` avoids that by playing each position on to the end of
the match (1 or 0, noisier), and ``--min-score`` keeps only the positions
near the end.

    python3 research/bench_cribbage_deals.py --deals 2000 \\
        --set-a "cribbage.pegging.OPP_LAMBDA=0.0"            # hard changed vs hard as shipped

Prints, for each version, the mean win chance after the deal and the points
margin per deal (its points minus the opponent's), then the paired
differences A - B with 95% intervals, and how many deals were played
differently.
"""

from __future__ import annotations

import argparse
import json
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

from benchkit import Patched, deal_win, mean_and_ci, parse, spec_error

from muggins_desktop.ai import make_player
from muggins_desktop.engine import new_match
from muggins_desktop.engine.cribbage.cards import full_deck
from muggins_desktop.engine.cribbage.match import CribbageMatch

TARGET = 121

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--deals", "1", "--a", "medium", "--b", "medium", "--opponent", "easy", "--workers", "1"]


def deal_starts(
    count: int, seed: int, players: int = 2, partners: bool = False, min_score: int = 0
) -> list[tuple[int, ...]]:
    """Scores by side, the dealer's first, at the start of deals of medium-only matches.

    Only deals where a side has ``min_score`` or more. The three-player and
    partnership bench (bench_cribbage_table_deals.py) takes its deals from
    here too, each bot seeded as it always was, so old figures still replay.
    """
    stride = 2 if players == 2 else 4
    out: list[tuple[int, ...]] = []
    m = 0
    while len(out) < count:
        match = new_match("cribbage", players=players, partnerships=partners, seed=seed * 7919 + m)
        bots = [make_player("cribbage", "medium", seed + m * stride + i) for i in range(players)]
        hand_no = -1
        while match.outcome is None:
            seat = match.to_act
            assert seat is not None
            view = match.view_for(seat)
            if view.hand_no != hand_no:
                hand_no = view.hand_no
                by_side, d = list(view.scores), view.dealer
                if max(by_side) >= min_score:
                    out.append(tuple(by_side[(d + i) % len(by_side)] for i in range(len(by_side))))
            match.apply(bots[seat].choose(view), seat)
        m += 1
    rng = random.Random(seed)
    rng.shuffle(out)
    return out[:count]


def positions(count: int, seed: int) -> list[tuple[int, int]]:
    """(dealer's score, pone's score) at the start of deals of medium-vs-medium matches."""
    return [(dealer, pone) for dealer, pone in deal_starts(count, seed)]


# ``--to-end``: play on from the deal to the end of the match (no win table:
# the value is 1 or 0). Each worker gets it from ``_set_to_end``.
TO_END = False


def _set_to_end(value: bool) -> None:
    global TO_END
    TO_END = value


def play_deal(task: tuple[int, int, int, bool, str, str, str, int, Any]) -> tuple[int, bool, float, int, str]:
    """One deal: (position index, deals?, win chance after, points margin, digest of the compared player's moves).

    ``same_if_discard`` is version B's result for this deal when only the
    discard can differ (``--keep-only``): if A discards as B did, the deal
    goes the same way and B's result is returned without playing it.
    """
    index, dealer_score, pone_score, hard_deals, level, spec, opponent, seed, same_if_discard = task
    rng = random.Random(seed * 1_000_003 + index)
    deck = full_deck()
    rng.shuffle(deck)
    hands = [deck[0:6], deck[6:12]]
    starter = deck[12]
    me = 0 if hard_deals else 1
    scores = [dealer_score, pone_score] if hard_deals else [pone_score, dealer_score]
    match = CribbageMatch.from_position(hands, starter, dealer=0, scores=scores, target=TARGET, seed=seed * 31 + index)
    pseed = seed * 1_000_033 + index * 2
    players: list[Any] = [None, None]
    players[me] = Patched(level, pseed, parse(spec))
    players[1 - me] = make_player("cribbage", opponent, pseed + 1)
    moves: list[str] = []
    start_scores = list(scores)
    while match.outcome is None:
        seat = match.to_act
        assert seat is not None
        view = match.view_for(seat)
        if view.hand_no != 1 and not TO_END:
            break
        action = players[seat].choose(view)
        if seat == me:
            moves.append(repr(action))
            if same_if_discard is not None and len(moves) == 1:
                value, margin, digest = same_if_discard
                if digest.split("|")[0] == moves[0]:
                    return index, hard_deals, value, margin, digest
        match.apply(action, seat)
    if match.outcome is not None:
        value = 1.0 if match.outcome.winner == me else 0.0
        final = list(match.view_for(me).scores)
    else:
        view = match.view_for(me)
        final = list(view.scores)
        value = deal_win(TARGET - final[me], TARGET - final[1 - me], view.dealer == me)
    margin = (final[me] - start_scores[me]) - (final[1 - me] - start_scores[1 - me])
    return index, hard_deals, value, margin, "|".join(moves)


def run(
    pool: Any,
    level: str,
    spec: str,
    opponent: str,
    pos: list[tuple[int, int]],
    seed: int,
    first: int,
    reuse: dict[tuple[int, bool], tuple[float, int, str]] | None = None,
    keep_only: bool = False,
    same_below: int | None = None,
) -> dict[tuple[int, bool], tuple[float, int, str]]:
    tasks = [
        (i, d, p, hd, level, spec, opponent, seed, None if reuse is None else reuse[(i, hd)])
        for i, d, p in pos
        for hd in (True, False)
    ]
    out = {}
    if same_below is not None and reuse is not None:
        # A differs from B only near the end of a match: deals starting further away take B's result
        for t in tasks:
            if max(t[1], t[2]) < same_below:
                out[(t[0], t[3])] = reuse[(t[0], t[3])]
        tasks = [t for t in tasks if max(t[1], t[2]) >= same_below]
        if not keep_only:
            tasks = [t[:8] + (None,) for t in tasks]
    elif reuse is not None and not keep_only:
        tasks = [t[:8] + (None,) for t in tasks]
    for index, hd, value, margin, digest in pool.imap_unordered(play_deal, tasks, chunksize=8):
        out[(index, hd)] = (value, margin, digest)
    return out


def load_cache(path: Path | None, meta: list[Any]) -> dict[tuple[int, bool], tuple[float, int, str]] | None:
    """Version B's deals from an earlier run with the same settings, if there is one.

    The cache is only trusted while B still plays as it did: ``check_cache``
    replays a few of its deals first.
    """
    if path is None or not path.is_file():
        return None
    data = json.loads(path.read_text())
    if data.get("meta", [])[: len(meta)] != meta or (len(meta) == 6 and "to-end" in data.get("meta", [])):
        return None
    return {(int(i), bool(hd)): (float(v), int(g), str(d)) for i, hd, v, g, d in data["deals"]}


CHECKED = 24  # deals of a cache replayed before it is used


def check_cache(
    pool: Any, res_b: dict[tuple[int, bool], tuple[float, int, str]], args: Any, pos: list[tuple[int, int]]
) -> bool:
    """Whether version B, as the code is now, still plays the cache's first deals move for move."""
    few = run(pool, args.b, args.set_b, args.opponent, pos[: CHECKED // 2], args.seed, args.first)
    return all(res_b[k] == v for k, v in few.items())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Two versions of a cribbage player compared on the same deals.")
    ap.add_argument("--a", default="hard")
    ap.add_argument("--set-a", default="", help="constants for version A: module.NAME=value;...")
    ap.add_argument("--b", default="hard")
    ap.add_argument("--set-b", default="", help="constants for version B")
    ap.add_argument("--opponent", default="medium")
    ap.add_argument("--deals", type=int, default=2000, help="positions (each played dealing and as pone)")
    ap.add_argument("--first", type=int, default=0, help="index of the first position's deal seed")
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument(
        "--keep-only",
        action="store_true",
        help="A differs from B only in its discard: deals discarded alike take B's result",
    )
    ap.add_argument("--limit", type=int, default=None, help="play only the first LIMIT of the positions")
    ap.add_argument(
        "--min-score",
        type=int,
        default=None,
        help="play only positions where a side has at least this score (the end of matches)",
    )
    ap.add_argument(
        "--to-end",
        action="store_true",
        help="play each position on to the end of the match: the value is the win itself",
    )
    ap.add_argument(
        "--same-below",
        type=int,
        default=None,
        metavar="SCORE",
        help="A differs from B only near the end: deals where both scores are below SCORE take B's result",
    )
    ap.add_argument(
        "--b-cache",
        type=Path,
        default=None,
        help="keep version B's deals in this file and reuse them when the same run is asked again",
    )
    args = ap.parse_args(argv)
    problem = spec_error("bench_cribbage_deals", [args.set_a, args.set_b], args.deals)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    t0 = time.time()
    every = positions(args.first + args.deals, args.seed)
    pos = [(i, d, p) for i, (d, p) in enumerate(every) if i >= args.first]
    if args.limit is not None:
        pos = pos[: args.limit]  # a shorter run that can still use a longer run's cache
    if args.min_score is not None:
        pos = [t for t in pos if max(t[1], t[2]) >= args.min_score]
    meta = [args.b, args.set_b, args.opponent, args.seed, args.first, args.deals] + (["to-end"] if args.to_end else [])
    res_b = load_cache(args.b_cache, meta)
    with mp.Pool(args.workers, initializer=_set_to_end, initargs=(args.to_end,)) as pool:
        if res_b is not None and not check_cache(pool, res_b, args, pos):
            print("bench_cribbage_deals: version B no longer plays as in the cache; playing it again", flush=True)
            res_b = None
        if res_b is not None:
            wanted = {(i, hd) for i, _, _ in pos for hd in (True, False)}
            res_b = {k: v for k, v in res_b.items() if k in wanted}
        if res_b is None:
            res_b = run(pool, args.b, args.set_b, args.opponent, pos, args.seed, args.first)
            if args.b_cache is not None and args.limit is None:
                args.b_cache.write_text(
                    json.dumps({"meta": meta, "deals": [[k[0], k[1], *v] for k, v in res_b.items()]})
                )
        reuse = res_b if (args.keep_only or args.same_below is not None) else None
        res_a = run(
            pool, args.a, args.set_a, args.opponent, pos, args.seed, args.first, reuse, args.keep_only, args.same_below
        )
    keys = sorted(res_a)
    print(
        f"bench_cribbage_deals: {len(pos)} positions x 2 roles against {args.opponent}, seed {args.seed}, "
        f"first {args.first} ({time.time() - t0:.0f} s)"
    )
    for name, level, spec, res in (("A", args.a, args.set_a, res_a), ("B", args.b, args.set_b, res_b)):
        for role, hd in (("dealer", True), ("pone", False)):
            v = [res[k][0] for k in keys if k[1] == hd]
            g = [res[k][1] for k in keys if k[1] == hd]
            print(
                f"  {name} {level}[{spec}] as {role}: win chance after {sum(v) / len(v):.4f}, "
                f"margin {sum(g) / len(g):+.3f}"
            )
    for label, idx in (("win chance", 0), ("points margin", 1)):
        for role, hd in (("all", None), ("dealer", True), ("pone", False)):
            d = [res_a[k][idx] - res_b[k][idx] for k in keys if hd is None or k[1] == hd]
            m, lo, hi = mean_and_ci([float(x) for x in d])
            scale = 100.0 if idx == 0 else 1.0
            unit = " points of %" if idx == 0 else ""
            print(f"  A - B {label} ({role}): {scale * m:+.3f} ({scale * lo:+.3f} .. {scale * hi:+.3f}){unit}")
    differ = sum(1 for k in keys if res_a[k][2] != res_b[k][2])
    print(f"  deals played differently: {differ} of {len(keys)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
