#!/usr/bin/env python3
"""How close the hard cribbage player's guesses come to the hidden hands (a script, not a test).

A diagnostic for issue 30. At every pegging decision of a hard seat with a
real choice (one hard seat and medium ones), it compares the guesses of the
others' unplayed cards with their true hands, read from the other seats'
views (which no player sees), and prints, by how many cards were laid
before the decision:

* the overlap: the share of a player's true ranks a guess holds, averaged
  over the guesses; for uniform guesses (only the go's used) and for the
  shipped guesses weighted by the plays and keeps;
* how many uniform and weighted guesses the medium player's own rule of
  play (most points now, else the highest card) could have produced.

    python3 research/bench_ai_cribbage_guesses.py --players 3 --matches 25
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage import pegging as peg
from muggins_desktop.ai.cribbage.fast import VALUE, from_engine, peg_points
from muggins_desktop.engine import new_match
from muggins_desktop.engine.cribbage.actions import PegCard

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--matches", "1"]


def overlap(guess: tuple[int, ...], true: tuple[int, ...]) -> float:
    return sum((Counter(guess) & Counter(true)).values()) / len(true)


def medium_could(hand_now: tuple[int, ...], seat: int, history: list[peg.Laid]) -> bool:
    """Whether the medium rule of play, holding ``hand_now`` still, would have laid what ``seat`` laid."""
    hand = list(hand_now)
    for who, seq, count, rank in reversed(history):
        if who != seat:
            continue
        hand.append(rank)
        best = max((peg_points(seq + (r,), count + VALUE[r]), VALUE[r]) for r in hand if count + VALUE[r] <= 31)
        if (peg_points(seq + (rank,), count + VALUE[rank]), VALUE[rank]) != best:
            return False
    return True


def guesses(view: Any, per_sample: int) -> list[list[tuple[int, ...]]]:
    unseen, lacks = peg.read_pegging(view, from_engine)
    old = peg.CANDIDATES_PER_SAMPLE
    peg.CANDIDATES_PER_SAMPLE = per_sample
    try:
        return peg.weighted_guesses(view, unseen, lacks, random.Random(1), peg.SAMPLES)
    finally:
        peg.CANDIDATES_PER_SAMPLE = old


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="How close the hard player's pegging guesses come to the hidden hands.")
    ap.add_argument("--players", type=int, choices=(2, 3), default=3)
    ap.add_argument("--matches", type=int, default=25)
    args = ap.parse_args(argv)
    if args.matches < 1:
        print("bench_ai_cribbage_guesses: --matches must be at least 1", file=sys.stderr)
        return 2
    lap: dict[tuple[int, str], list[float]] = {}
    could: dict[str, list[float]] = {"uniform": [], "weighted": []}
    for seed in range(args.matches):
        match = new_match("cribbage", players=args.players, seed=seed)
        players = [make_player("cribbage", "hard" if s == 0 else "medium", seed * 7 + s) for s in range(args.players)]
        while match.outcome is None:
            seat = match.to_act
            view = match.view_for(seat)
            real = seat == 0 and isinstance(view.legal_actions[0], PegCard) and len(view.legal_actions) > 1
            if real:
                others = [p for p in range(1, args.players) if view.hand_counts[p]]
                true = {p: tuple(sorted(c.rank for c in match.view_for(p).hand)) for p in others}
                history = peg.play_history(view)
                laid = len(view.played) // args.players
                for name, per_sample in (("uniform", 1), ("weighted", peg.CANDIDATES_PER_SAMPLE)):
                    got = guesses(view, per_sample)
                    for p in others:
                        lap.setdefault((laid, name), []).append(sum(overlap(g[p], true[p]) for g in got) / len(got))
                    if view.played:
                        ok = sum(all(medium_could(g[p], p, history) for p in others) for g in got)
                        could[name].append(ok / len(got))
            match.apply(players[seat].choose(view), seat)
    print(f"{args.matches} matches, {args.players} players, hard in seat 0 against medium")
    for laid in sorted({k[0] for k in lap}):
        u, w = lap[(laid, "uniform")], lap[(laid, "weighted")]
        print(
            f"  after {laid} round(s) of the play: {len(u)} hands, true ranks held by a guess: "
            f"uniform {sum(u) / len(u):.3f}, weighted {sum(w) / len(w):.3f}"
        )
    for name, vals in could.items():
        if vals:
            print(f"  {name} guesses the medium rule could have produced: {100 * sum(vals) / len(vals):.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
