#!/usr/bin/env python3
"""What reading the others' styles costs a hard cribbage decision, early and late in a match (a script).

The hard player updates each other player's style weights
(``cribbage.styles.StyleReader``, and with three players the keep-style
weights, ``cribbage.keep_styles.KeepReader``; ``--reader``) at every
decision. Each reads the public
events on from where it stopped, so its cost per decision should not grow
with the match. This plays medium-only matches with ``--players`` seats,
keeps seat 0's view at each of its decisions, and times ``weights`` there
with one reader carried through the match (as the player does), beside a
fresh reader that reads the whole match each time (what the cost would be
without it). Prints the mean time per call by decision, the first and the
last ``--edge`` decisions of each match.

    python3 research/bench_style_reader.py --matches 20 [--reader keep]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage.keep_styles import KeepReader
from muggins_desktop.ai.cribbage.styles import StyleReader
from muggins_desktop.engine import new_match

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--matches", "1"]


def views(players: int, seed: int) -> list[object]:
    """Seat 0's view at each of its decisions in one medium-only match."""
    match = new_match("cribbage", players=players, seed=seed)
    bots = [make_player("cribbage", "medium", seed * 10 + i) for i in range(players)]
    out = []
    while match.outcome is None:
        seat = match.to_act
        assert seat is not None
        view = match.view_for(seat)
        if seat == 0:
            out.append(view)
        match.apply(bots[seat].choose(view), seat)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="The cost of reading the styles, early and late in a match.")
    ap.add_argument("--matches", type=int, default=20)
    ap.add_argument("--players", type=int, choices=(2, 3), default=3)
    ap.add_argument("--edge", type=int, default=10, help="decisions counted as early and as late")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reader", choices=("play", "keep"), default="play", help="the play styles or the keep styles")
    args = ap.parse_args(argv)
    make_reader: Any = StyleReader if args.reader == "play" else KeepReader
    early = {"carried": 0.0, "fresh": 0.0, "n": 0, "events": 0}
    late = {"carried": 0.0, "fresh": 0.0, "n": 0, "events": 0}
    for m in range(args.matches):
        seen = views(args.players, args.seed + m)
        reader = make_reader()
        for i, view in enumerate(seen):
            t0 = time.perf_counter()
            carried = reader.weights(view)
            t1 = time.perf_counter()
            fresh = make_reader().weights(view)
            t2 = time.perf_counter()
            assert carried == fresh
            for part, on in ((early, i < args.edge), (late, i >= len(seen) - args.edge)):
                if on:
                    part["carried"] += t1 - t0
                    part["fresh"] += t2 - t1
                    part["n"] += 1
                    part["events"] += len(view.public_events)  # type: ignore[attr-defined]
    print(
        f"bench_style_reader: {args.reader} reader, {args.matches} matches, {args.players} players, seat 0's decisions"
    )
    for name, part in (("first", early), ("last", late)):
        n = max(1, int(part["n"]))
        print(
            f"  {name} {args.edge} decisions of each match: {int(part['n'])} calls, "
            f"{part['events'] / n:.0f} events in view, carried reader {1e6 * part['carried'] / n:.1f} us, "
            f"fresh reader {1e6 * part['fresh'] / n:.1f} us"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
