#!/usr/bin/env python3
"""Build the two-player cribbage win-probability tables the hard player ships with.

Writes ``muggins_desktop/ai/data/cribbage_winprob_data.py``. Method (docs/AI.md):

1. Simulate two-player deals (seeded): both sides discard by exact hand value
   plus or minus the shipped crib table (the hard discard) and peg greedily
   (the most points now, else the highest card). Per deal it records the
   pone's and the dealer's pegging points together (his heels counted with
   the dealer's pegging), the pone's hand, and the dealer's hand plus crib.
2. Dynamic programming over (points the dealer still needs, points the pone
   still needs) from 1 to 121, in the order a deal is scored: the play (if
   both would reach the target in the play, each is taken to get there first
   half of the time), the pone's show, the dealer's show and crib, then the
   next deal with the roles swapped. The pegging pair, the pone's show and
   the dealer's show are taken as independent.

Two tables come out, both as the chance that the *dealer* of the deal wins:
``DEAL[x][y]`` at the start of a deal, ``SHOW[x][y]`` after the play (the
pone counts next). ``x`` is what the dealer still needs, ``y`` the pone.

Run: ``python3 tools/make_cribbage_winprob.py [--deals N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import base64
import random
import sys
import time
from array import array
from collections import Counter
from pathlib import Path
from pprint import pformat

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from muggins_desktop.ai.cribbage.discard import best_discard  # noqa: E402
from muggins_desktop.ai.cribbage.fast import JACK, VALUE, hand_points, peg_points, rank_of  # noqa: E402
from muggins_desktop.ai.cribbage.pegging import State, moves, step  # noqa: E402

OUT = ROOT / "muggins_desktop" / "ai" / "data" / "cribbage_winprob_data.py"
N = 121  # the longest distance to the target the tables cover


def greedy_rank(state: State) -> int:
    """The most points now, otherwise the highest pip value (ties: the higher rank)."""
    _, count, seq, _, _, _ = state
    options = moves(state)
    if options == [0]:
        return 0
    return max(options, key=lambda r: (peg_points(seq + (r,), count + VALUE[r]), VALUE[r], r))


def peg_deal(pone: tuple[int, ...], dealer: tuple[int, ...]) -> tuple[int, int]:
    """Greedy pegging of one deal: (pone's points, dealer's points); seat 0 is the pone."""
    state: State = (
        (tuple(sorted(rank_of(c) for c in pone)), tuple(sorted(rank_of(c) for c in dealer))),
        0,
        (),
        0,
        -1,
        0,
    )
    pts = [0, 0]
    while state[5] >= 0:
        state, gains = step(state, greedy_rank(state))
        for seat, p in gains:
            pts[seat] += p
    return pts[0], pts[1]


def simulate(deals: int, seed: int) -> tuple[Counter[tuple[int, int]], Counter[int], Counter[int]]:
    rng = random.Random(seed)
    peg: Counter[tuple[int, int]] = Counter()
    pone_show: Counter[int] = Counter()
    dealer_show: Counter[int] = Counter()
    for _ in range(deals):
        deck = list(range(52))
        rng.shuffle(deck)
        pone6, dealer6, starter = deck[:6], deck[6:12], deck[12]
        pt = best_discard(pone6, 2, False)
        dt = best_discard(dealer6, 2, True)
        pone = tuple(c for c in pone6 if c not in pt)
        dealer = tuple(c for c in dealer6 if c not in dt)
        crib = tuple(pt) + tuple(dt)
        pp, dp = peg_deal(pone, dealer)
        if rank_of(starter) == JACK:
            dp += 2
        peg[(pp, dp)] += 1
        pone_show[hand_points(pone, starter)] += 1
        dealer_show[hand_points(dealer, starter) + hand_points(crib, starter, crib=True)] += 1
    return peg, pone_show, dealer_show


def play_chance(peg_p: list[tuple[int, int, float]], show: list[list[float]], x: int, y: int) -> float:
    """The dealer's (side's) chance at the start of a deal, from the chances after the play (``show``).

    ``peg_p``: (the other side's, the dealer's pegging, probability). If both
    would reach the target in the play, each is taken to get there first
    half of the time. A deal always gives at least one point, so only
    ``show`` cells of a smaller total need are read.
    """
    v = 0.0
    for a, b, p in peg_p:
        dealer_out, other_out = b >= x, a >= y
        if dealer_out and other_out:
            v += 0.5 * p
        elif dealer_out:
            v += p
        elif not other_out:
            v += p * show[x - b][y - a]
    return v


def solve(
    peg: Counter[tuple[int, int]], pone_show: Counter[int], dealer_show: Counter[int]
) -> tuple[list[list[float]], list[list[float]], list[list[float]]]:
    """DEAL, SHOW and AFTER_PONE [x][y]: the dealer's chance to win needing x against the pone needing y."""
    total = sum(peg.values())
    peg_p = [(a, b, n / total) for (a, b), n in sorted(peg.items())]
    ps = [(v, n / total) for v, n in sorted(pone_show.items())]
    ds = [(v, n / total) for v, n in sorted(dealer_show.items())]
    deal = [[0.0] * (N + 1) for _ in range(N + 1)]
    show = [[0.0] * (N + 1) for _ in range(N + 1)]
    after_pone = [[0.0] * (N + 1) for _ in range(N + 1)]  # dealer to count next
    for s in range(2, 2 * N + 1):
        for x in range(max(1, s - N), min(N, s - 1) + 1):
            y = s - x
            deal[x][y] = play_chance(peg_p, show, x, y)
        for x in range(max(1, s - N), min(N, s - 1) + 1):
            y = s - x
            # the dealer's show and crib, then the next deal with the roles swapped
            after_pone[x][y] = sum(p * (1.0 if v >= x else 1.0 - deal[y][x - v]) for v, p in ds)
        for x in range(max(1, s - N), min(N, s - 1) + 1):
            y = s - x
            show[x][y] = sum(p * (0.0 if v >= y else after_pone[x][y - v]) for v, p in ps)
    return deal, show, after_pone


def encode(table: list[list[float]]) -> str:
    values = array("H", (round(table[x][y] * 65535) for x in range(1, N + 1) for y in range(1, N + 1)))
    if sys.byteorder == "big":  # pragma: no cover - stored little-endian
        values.byteswap()
    raw = base64.b64encode(values.tobytes()).decode("ascii")
    return "\n".join(raw[i : i + 96] for i in range(0, len(raw), 96))


def table_lines(tables: dict[str, list[list[float]]]) -> list[str]:
    """The tables as module-level string constants, one base64 line after another (the end of the module)."""
    text: list[str] = []
    for name, table in tables.items():
        text += ["", f"{name} = ("]
        text += [f'    "{line}"' for line in encode(table).split("\n")]
        text += [")"]
    return [*text, ""]


def write(tables: dict[str, list[list[float]]], pone_show: list[float], meta: dict[str, object]) -> None:
    text = [
        '"""Two-player cribbage win probabilities for the hard player.',
        "",
        "Generated by tools/make_cribbage_winprob.py; do not edit by hand. Each",
        "table holds 121 x 121 unsigned 16-bit numbers (little-endian, base64),",
        "row x = points the dealer still needs, column y = points the pone still",
        "needs (1..121), value = the dealer's chance to win x 65535. DEAL is at the",
        "start of a deal, SHOW after the play (the pone counts next), AFTER_PONE",
        "after the pone's show (the dealer counts next). PONE_SHOW[v] is how often",
        "the pone's show made v points (docs/AI.md says how they are made).",
        '"""',
        "",
        "META = " + pformat(meta, width=100),
        f"SIZE = {N}",
        "PONE_SHOW = " + pformat(pone_show, width=100, compact=True),
        *table_lines(tables),
    ]
    OUT.write_text("\n".join(text), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--deals", type=int, default=60000)
    ap.add_argument("--seed", type=int, default=20261201)
    args = ap.parse_args(argv)
    t0 = time.time()
    peg, pone_show, dealer_show = simulate(args.deals, args.seed)
    t1 = time.time()
    deal, show, after_pone = solve(peg, pone_show, dealer_show)
    n = sum(peg.values())
    shows = [round(pone_show.get(v, 0) / n, 5) for v in range(max(pone_show) + 1)]
    mean = {
        "pone_peg": round(sum(a * c for (a, _), c in peg.items()) / n, 3),
        "dealer_peg": round(sum(b * c for (_, b), c in peg.items()) / n, 3),
        "pone_show": round(sum(v * c for v, c in pone_show.items()) / n, 3),
        "dealer_show_and_crib": round(sum(v * c for v, c in dealer_show.items()) / n, 3),
    }
    meta = {"seed": args.seed, "deals": args.deals, "means": mean, "first_dealer_wins_from_121": round(deal[N][N], 4)}
    write({"DEAL": deal, "SHOW": show, "AFTER_PONE": after_pone}, shows, meta)
    print(f"simulated {args.deals} deals in {t1 - t0:.1f} s, solved in {time.time() - t1:.1f} s; {meta}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
