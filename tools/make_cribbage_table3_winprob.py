#!/usr/bin/env python3
"""Build the three-player cribbage win model the hard player ships with.

Writes ``muggins_desktop/ai/data/cribbage_table3_winprob_data.py``. An exact
table over the three scores (121 x 121 x 121 needs, three chances each) is
too big to fill with this project's pure-Python tools, so the model is a
race (docs/AI.md, issue 30's seventh pass):

1. Simulate three-player deals (seeded): five cards each, every seat throws
   one card to the dealer's crib as the hard discard does (its own crib in
   full, another's at half) and one card from the pack joins the crib; every
   seat pegs greedily. Per deal and place at the table (the dealer's left,
   who leads and counts first; the next seat; the dealer, who counts last
   and has the crib and his heels) it records the seat's pegging and show
   together.
2. For every place and every need (1..121), dynamic programming gives when
   a seat alone reaches the target: in which deal from now, and whether in
   the play or at its show, with the place moving one seat on each deal.
   Once from the start of a deal (``DEAL``), once from the end of the play
   (``SHOW``).

The reader (``cribbage_table3_winprob``) combines the three seats as if
they raced independently, in the order a deal is scored (the play, then the
shows from the dealer's left); ``--check`` compares that with whole
matches played from the simulated deals themselves, which keep the seats'
points as they came together.

Run: ``python3 tools/make_cribbage_table3_winprob.py [--deals N] [--seed S] [--check M]``.
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
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_cribbage_winprob import N, greedy_rank  # noqa: E402

from muggins_desktop.ai.cribbage.discard import best_discard  # noqa: E402
from muggins_desktop.ai.cribbage.fast import JACK, hand_points, rank_of  # noqa: E402
from muggins_desktop.ai.cribbage.pegging import State, step  # noqa: E402

OUT = ROOT / "muggins_desktop" / "ai" / "data" / "cribbage_table3_winprob_data.py"
DEALER = 2  # seats 0-2 in the order of the play; seat 2 deals, seat 0 leads and counts first
EVENTS = 64  # events kept per need: deal k of the future is events 2k (its play) and 2k + 1 (its show)
NEXT_PLACE = (2, 0, 1)  # the deal passes left: the dealer's left deals next, the dealer sits second

Deal = tuple[tuple[int, int], tuple[int, int], tuple[int, int]]  # (pegging, show) per place


def simulate(deals: int, seed: int) -> list[Deal]:
    """Per deal, each place's (pegging, show): place 0 is the dealer's left, place 2 the dealer."""
    rng = random.Random(seed)
    out: list[Deal] = []
    for _ in range(deals):
        deck = list(range(52))
        rng.shuffle(deck)
        dealt = [deck[5 * s : 5 * s + 5] for s in range(3)]
        crib = [deck[15]]
        starter = deck[16]
        kept: list[tuple[int, ...]] = []
        for s, five in enumerate(dealt):
            thrown = best_discard(five, 1, s == DEALER, False, sides=3, i_deal=None)
            kept.append(tuple(c for c in five if c not in thrown))
            crib.extend(thrown)
        state: State = (tuple(tuple(sorted(rank_of(c) for c in h)) for h in kept), 0, (), 0, -1, 0)
        peg = [0, 0, 0]
        while state[5] >= 0:
            state, gains = step(state, greedy_rank(state))
            for seat, p in gains:
                peg[seat] += p
        if rank_of(starter) == JACK:
            peg[DEALER] += 2
        show = [hand_points(kept[s], starter) for s in range(3)]
        show[DEALER] += hand_points(tuple(crib), starter, crib=True)
        out.append(((peg[0], show[0]), (peg[1], show[1]), (peg[2], show[2])))
    return out


def solve(deals: list[Deal]) -> tuple[list[list[list[float]]], list[list[list[float]]]]:
    """DEAL[place][need] and SHOW[place][need]: the chance of reaching the target at each event from now.

    Event 2k is the play of the k-th deal from now, 2k + 1 the seat's show in
    it. ``SHOW`` starts after the play of deal 0, so its event 0 is empty.
    """
    total = len(deals)
    joint = [Counter(d[p] for d in deals) for p in range(3)]
    pairs = [[(peg, show, n / total) for (peg, show), n in sorted(c.items())] for c in joint]
    shows = [Counter(d[p][1] for d in deals) for p in range(3)]
    show_p = [[(v, n / total) for v, n in sorted(c.items())] for c in shows]
    deal = [[[0.0] * EVENTS for _ in range(N + 1)] for _ in range(3)]
    show = [[[0.0] * EVENTS for _ in range(N + 1)] for _ in range(3)]
    for need in range(1, N + 1):
        nothing = [0.0, 0.0, 0.0]  # a deal in which the seat scores nothing leaves the need as it is
        for place in range(3):
            row = deal[place][need]
            later = NEXT_PLACE[place]
            for peg, sh, p in pairs[place]:
                if peg >= need:
                    row[0] += p
                elif peg + sh >= need:
                    row[1] += p
                elif peg + sh == 0:
                    nothing[place] += p
                else:
                    nxt = deal[later][need - peg - sh]
                    for e in range(EVENTS - 2):
                        row[e + 2] += p * nxt[e]
        # the places of one need lean on each other through those deals: settle them by repeating
        base = [list(deal[place][need]) for place in range(3)]
        for _ in range(EVENTS // 2):
            for place in range(3):
                nxt = deal[NEXT_PLACE[place]][need]
                deal[place][need] = base[place][:2] + [
                    base[place][e + 2] + nothing[place] * nxt[e] for e in range(EVENTS - 2)
                ]
    for need in range(1, N + 1):
        for place in range(3):
            row = show[place][need]
            later = NEXT_PLACE[place]
            for v, p in show_p[place]:
                if v >= need:
                    row[1] += p
                else:
                    nxt = deal[later][need - v]
                    for e in range(EVENTS - 2):
                        row[e + 2] += p * nxt[e]
    return deal, show


def encode(rows: list[list[float]]) -> tuple[list[int], str]:
    """Each need's events as 16-bit numbers from its first to its last non-zero one; (starts, base64)."""
    starts: list[int] = []
    lengths: list[int] = []
    values = array("H")
    for row in rows[1:]:
        q = [round(v * 65535) for v in row]
        nz = [i for i, v in enumerate(q) if v]
        first, last = (nz[0], nz[-1]) if nz else (0, -1)
        starts.append(first)
        lengths.append(last - first + 1)
        values.extend(q[first : last + 1])
    if sys.byteorder == "big":  # pragma: no cover - stored little-endian
        values.byteswap()
    return [s * 100 + n for s, n in zip(starts, lengths, strict=True)], base64.b64encode(values.tobytes()).decode()


def check(deals: list[Deal], matches: int, seed: int, start: tuple[int, int, int] = (N, N, N)) -> list[float]:
    """How often each place of the first deal wins, needing ``start``, in matches played from the simulated deals.

    The seats keep each deal's points as they came together; who gets there
    first in a play reached by two is drawn at random, as the race model
    splits it.
    """
    rng = random.Random(seed)
    wins = [0, 0, 0]
    for _ in range(matches):
        need = list(start)  # by first-deal place
        place_of = [0, 1, 2]
        winner = -1
        while winner < 0:
            d = deals[rng.randrange(len(deals))]
            seats = sorted(range(3), key=lambda s: place_of[s])
            done = [s for s in seats if d[place_of[s]][0] >= need[s]]
            if done:
                winner = rng.choice(done)
                break
            for s in seats:
                need[s] -= d[place_of[s]][0]
            for s in seats:  # the shows from the dealer's left
                need[s] -= d[place_of[s]][1]
                if need[s] <= 0:
                    winner = s
                    break
            place_of = [NEXT_PLACE[p] for p in place_of]
        wins[winner] += 1
    return [w / matches for w in wins]


def write(tables: dict[str, list[list[list[float]]]], meta: dict[str, object]) -> None:
    text = [
        '"""Three-player cribbage race model for the hard player.',
        "",
        "Generated by tools/make_cribbage_table3_winprob.py; do not edit by hand.",
        "For each table (DEAL: from the start of a deal, SHOW: from the end of the",
        "play) and place (0 the dealer's left, 1 the next seat, 2 the dealer), need",
        "n (1..121) has 16-bit chances (little-endian, base64, x 65535) that a seat",
        "alone reaches the target at event e: 2k the play of the k-th deal from",
        "now, 2k + 1 its show. <TABLE>_SPANS[place][n - 1] = first event x 100 +",
        "events stored; <TABLE>[place] holds the needs one after another.",
        "docs/AI.md says how it is made and read.",
        '"""',
        "",
        "META = " + pformat(meta, width=100),
        f"SIZE = {N}",
    ]
    for name, table in tables.items():
        spans: list[list[int]] = []
        blobs: list[str] = []
        for place in range(3):
            s, b = encode(table[place])
            spans.append(s)
            blobs.append(b)
        text += ["", f"{name}_SPANS = " + pformat(spans, width=100, compact=True), "", f"{name} = ("]
        for blob in blobs:
            text += ["    ("]
            text += [f'        "{blob[i : i + 88]}"' for i in range(0, len(blob), 88)]
            text += ["    ),"]
        text += [")"]
    OUT.write_text("\n".join([*text, ""]), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--deals", type=int, default=60000)
    ap.add_argument("--seed", type=int, default=20261204)
    ap.add_argument("--check", type=int, default=0, help="also play this many matches from the simulated deals")
    ap.add_argument(
        "--from", dest="start", default="121,121,121", help="the needs --check starts from (left,second,dealer)"
    )
    args = ap.parse_args(argv)
    try:
        start = tuple(int(x) for x in args.start.split(","))
    except ValueError:
        start = ()
    if args.deals < 1 or args.check < 0 or len(start) != 3 or not all(1 <= x <= N for x in start):
        print(
            "make_cribbage_table3_winprob: --deals must be at least 1, --check not negative, --from three needs 1-121",
            file=sys.stderr,
        )
        return 2
    t0 = time.time()
    deals = simulate(args.deals, args.seed)
    t1 = time.time()
    deal, show = solve(deals)
    n = len(deals)
    names = ("left", "second", "dealer")
    mean = {}
    for p, name in enumerate(names):
        mean[f"{name}_peg"] = round(sum(d[p][0] for d in deals) / n, 3)
        mean[f"{name}_show"] = round(sum(d[p][1] for d in deals) / n, 3)
    meta: dict[str, object] = {"seed": args.seed, "deals": n, "means": mean}
    write({"DEAL": deal, "SHOW": show}, meta)
    print(f"simulated {n} deals in {t1 - t0:.1f} s, solved in {time.time() - t1:.1f} s; {meta}")
    if args.check:
        got = check(deals, args.check, args.seed, start)  # type: ignore[arg-type]
        print(f"from {start}: whole matches from the deals, left / second / dealer: {got}")
        from muggins_desktop.ai.cribbage.table3_winprob import win_chances

        print(f"the race model: {win_chances(start, False)}")  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main())
