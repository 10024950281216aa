#!/usr/bin/env python3
"""Build the partnership cribbage win-probability tables the hard player ships with.

Writes ``muggins_desktop/ai/data/cribbage_partner_winprob_data.py``. The method
is that of ``make_cribbage_winprob.py`` for two players, with the two sides
of a four-handed partnership game (docs/AI.md):

1. Simulate partnership deals (seeded): five cards each, every seat throws
   one card to the dealer's crib as the hard discard does (its side's crib
   in full, the other side's against it) and pegs greedily. Per deal it
   records the pegging of the dealer's side and of the other side together
   (his heels with the dealer's side), and the four shows in the order they
   are counted: the dealer's left hand, the dealer's partner, the dealer's
   right hand, then the dealer with the crib.
2. Dynamic programming over (points the dealer's side still needs, points
   the other side still needs), in that order of scoring, then the next deal
   with the sides' roles swapped (the deal passes to the left, to the other
   side). The pegging pair and the four shows are taken as independent.

Two tables come out, each the chance that the *dealer's side* wins:
``DEAL[x][y]`` at the start of a deal and ``SHOW[x][y]`` once the play is
over (the dealer's left hand counts next).

Run: ``python3 tools/make_cribbage_partner_winprob.py [--deals N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path
from pprint import pformat

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_cribbage_winprob import N, greedy_rank, play_chance, table_lines  # noqa: E402

from muggins_desktop.ai.cribbage.discard import best_discard  # noqa: E402
from muggins_desktop.ai.cribbage.fast import JACK, hand_points, rank_of  # noqa: E402
from muggins_desktop.ai.cribbage.pegging import State, step  # noqa: E402

OUT = ROOT / "muggins_desktop" / "ai" / "data" / "cribbage_partner_winprob_data.py"
DEALER = 3  # seats 0-3 in the order of the play; seat 3 deals, seats 1 and 3 are its side

Shows = tuple[Counter[int], Counter[int], Counter[int], Counter[int]]


def simulate(deals: int, seed: int) -> tuple[Counter[tuple[int, int]], Shows]:
    """Per-deal points: the (other side, dealer's side) pegging pairs and the four shows in counting order."""
    rng = random.Random(seed)
    peg: Counter[tuple[int, int]] = Counter()
    shows: Shows = (Counter(), Counter(), Counter(), Counter())
    for _ in range(deals):
        deck = list(range(52))
        rng.shuffle(deck)
        dealt = [deck[5 * s : 5 * s + 5] for s in range(4)]
        starter = deck[20]
        kept: list[tuple[int, ...]] = []
        crib: list[int] = []
        for s, five in enumerate(dealt):
            thrown = best_discard(five, 1, s % 2 == DEALER % 2, False, sides=2)
            kept.append(tuple(c for c in five if c not in thrown))
            crib.extend(thrown)
        state: State = (tuple(tuple(sorted(rank_of(c) for c in h)) for h in kept), 0, (), 0, -1, 0)
        pts = [0, 0]
        while state[5] >= 0:
            state, gains = step(state, greedy_rank(state))
            for seat, p in gains:
                pts[seat % 2] += p
        if rank_of(starter) == JACK:
            pts[DEALER % 2] += 2
        peg[(pts[0], pts[1])] += 1
        for s in range(3):
            shows[s][hand_points(kept[s], starter)] += 1
        shows[3][hand_points(kept[3], starter) + hand_points(tuple(crib), starter, crib=True)] += 1
    return peg, shows


def solve(peg: Counter[tuple[int, int]], shows: Shows) -> tuple[list[list[float]], list[list[float]]]:
    """DEAL and SHOW [x][y]: the dealer's side's chance to win needing x against the other side needing y."""
    total = sum(peg.values())
    peg_p = [(a, b, n / total) for (a, b), n in sorted(peg.items())]
    left, partner, right, dealer = ([(v, n / total) for v, n in sorted(c.items())] for c in shows)
    table = [[[0.0] * (N + 1) for _ in range(N + 1)] for _ in range(5)]
    deal, show, after_left, after_partner, after_right = table
    for s in range(2, 2 * N + 1):
        cells = [(x, s - x) for x in range(max(1, s - N), min(N, s - 1) + 1)]
        for x, y in cells:
            deal[x][y] = play_chance(peg_p, show, x, y)
        # then the shows, last first: each reads the next one at the same or a smaller sum
        for x, y in cells:
            after_right[x][y] = sum(p * (1.0 if v >= x else 1.0 - deal[y][x - v]) for v, p in dealer)
        for x, y in cells:
            after_partner[x][y] = sum(p * (0.0 if v >= y else after_right[x][y - v]) for v, p in right)
        for x, y in cells:
            after_left[x][y] = sum(p * (1.0 if v >= x else after_partner[x - v][y]) for v, p in partner)
        for x, y in cells:
            show[x][y] = sum(p * (0.0 if v >= y else after_left[x][y - v]) for v, p in left)
    return deal, show


def write(tables: dict[str, list[list[float]]], meta: dict[str, object]) -> None:
    text = [
        '"""Partnership cribbage win probabilities for the hard player.',
        "",
        "Generated by tools/make_cribbage_partner_winprob.py; do not edit by hand.",
        "Each table holds 121 x 121 unsigned 16-bit numbers (little-endian, base64),",
        "row x = points the dealer's side still needs, column y = points the other",
        "side still needs (1..121), value = the dealer's side's chance to win x",
        "65535. DEAL is at the start of a deal, SHOW after the play (the dealer's",
        "left hand counts next); docs/AI.md says how they are made.",
        '"""',
        "",
        "META = " + pformat(meta, width=100),
        f"SIZE = {N}",
        *table_lines(tables),
    ]
    OUT.write_text("\n".join(text), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--deals", type=int, default=60000)
    ap.add_argument("--seed", type=int, default=20261203)
    args = ap.parse_args(argv)
    if args.deals < 1:
        print("make_cribbage_partner_winprob: --deals must be at least 1", file=sys.stderr)
        return 2
    t0 = time.time()
    peg, shows = simulate(args.deals, args.seed)
    t1 = time.time()
    deal, show = solve(peg, shows)
    n = args.deals
    mean = {
        "other_side_peg": round(sum(a * c for (a, _), c in peg.items()) / n, 3),
        "dealer_side_peg": round(sum(b * c for (_, b), c in peg.items()) / n, 3),
    }
    for name, c in zip(("left_show", "partner_show", "right_show", "dealer_show_and_crib"), shows, strict=True):
        mean[name] = round(sum(v * k for v, k in c.items()) / n, 3)
    meta = {
        "seed": args.seed,
        "deals": n,
        "means": mean,
        "first_dealer_side_wins_from_121": round(deal[N][N], 4),
        "from_61": round(deal[61][61], 4),
    }
    write({"DEAL": deal, "SHOW": show}, meta)
    print(f"simulated {n} deals in {t1 - t0:.1f} s, solved in {time.time() - t1:.1f} s; {meta}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
