#!/usr/bin/env python3
"""Build the crib expected-value table the cribbage computer players ship with.

Writes ``muggins_desktop/ai/data/crib_table_data.py``. How the numbers are made
(see also docs/AI.md):

1. Baseline: for each two-card throw (a rank pair, suited or not), the exact
   mean crib value when the other two crib cards are any two of the 50 other
   cards (all 1,225 pairs) and the starter any of the 48 cards left (exact
   enumeration by starter rank and suit).
2. Realistic opponents: two-player deals are simulated (seeded, so the table
   is reproducible). Each side discards by the exact expected value of the
   four cards kept over the 46 possible starters, plus the current table for
   its own crib (dealer) or minus it for the opponent's crib (pone). The
   discards are collected per role.
3. The table is recomputed: the value of throwing a pair into one's own crib
   is the mean exact crib value over the pone's sampled discards (and the
   other way round for the opponent's crib); the other pair's suits are
   shuffled at random so it cannot collide with the thrown cards. Steps 2-3
   run twice, so the discards of both roles use a table that already
   reflects how the other role discards.
4. Single-card throws (three and four players): exact mean crib value with
   the three other crib cards uniformly random from the other 51 cards.

Run: ``python3 tools/make_crib_table.py [--deals N] [--samples M] [--seed S]``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from muggins_desktop.ai.cribbage.fast import JACK, POW, card_int, five_table, rank_of, suit_of  # noqa: E402

OUT = ROOT / "muggins_desktop" / "ai" / "data" / "crib_table_data.py"
Key = tuple[int, int, bool]


def pair_key(a: int, b: int) -> Key:
    ra, rb = sorted((rank_of(a), rank_of(b)))
    return (ra, rb, ra != rb and suit_of(a) == suit_of(b))


def all_keys() -> list[Key]:
    keys = []
    for ra in range(1, 14):
        for rb in range(ra, 14):
            keys.append((ra, rb, False))
            if ra != rb:
                keys.append((ra, rb, True))
    return keys


def concrete(key: Key) -> tuple[int, int]:
    ra, rb, suited = key
    return card_int(ra, 0), card_int(rb, 0 if suited else 1)


def crib_ev(cards: tuple[int, ...]) -> float:
    """Exact mean of a four-card crib over the 48 other cards as starter."""
    table = five_table()
    ranks = [0] + [4] * 13
    suits = [13, 13, 13, 13]
    k = 0
    for c in cards:
        r = c // 4 + 1
        ranks[r] -= 1
        suits[c & 3] -= 1
        k += POW[r]
    total = 0
    for r in range(1, 14):
        if ranks[r]:
            total += ranks[r] * table[k + POW[r]]
    s0 = cards[0] & 3
    if all((c & 3) == s0 for c in cards):
        total += 5 * suits[s0]
    for c in cards:
        if c // 4 + 1 == JACK:
            total += suits[c & 3]
    return total / 48.0


def hand_ev(cards: tuple[int, ...], ranks: list[int], suits: list[int], n: int) -> float:
    table = five_table()
    k = 0
    for c in cards:
        k += POW[c // 4 + 1]
    total = 0
    for r in range(1, 14):
        if ranks[r]:
            total += ranks[r] * table[k + POW[r]]
    s0 = cards[0] & 3
    if all((c & 3) == s0 for c in cards):
        total += 4 * n + suits[s0]
    for c in cards:
        if c // 4 + 1 == JACK:
            total += suits[c & 3]
    return total / n


def baseline() -> dict[Key, float]:
    out = {}
    for key in all_keys():
        a, b = concrete(key)
        rest = [c for c in range(52) if c not in (a, b)]
        values = [crib_ev((a, b, x, y)) for x, y in combinations(rest, 2)]
        out[key] = sum(values) / len(values)
    return out


def choose_discard(hand: list[int], sign: int, table: dict[Key, float]) -> tuple[int, int]:
    ranks = [0] + [4] * 13
    suits = [13, 13, 13, 13]
    for c in hand:
        ranks[c // 4 + 1] -= 1
        suits[c & 3] -= 1
    best, best_v = None, -1e9
    for i, j in combinations(range(6), 2):
        keep = tuple(c for k, c in enumerate(hand) if k not in (i, j))
        v = hand_ev(keep, ranks, suits, 46) + sign * table[pair_key(hand[i], hand[j])]
        if v > best_v:
            best, best_v = (hand[i], hand[j]), v
    assert best is not None
    return best


def simulate(table_own: dict[Key, float], table_opp: dict[Key, float], deals: int, rng: random.Random):
    dealer_throws, pone_throws, cribs = [], [], []
    deck = list(range(52))
    for _ in range(deals):
        rng.shuffle(deck)
        d = choose_discard(deck[:6], +1, table_own)
        p = choose_discard(deck[6:12], -1, table_opp)
        dealer_throws.append(d)
        pone_throws.append(p)
        cribs.append(crib_ev(d + p))
    return dealer_throws, pone_throws, sum(cribs) / len(cribs)


def relabel(pair: tuple[int, int], rng: random.Random, avoid: tuple[int, int]) -> tuple[int, int]:
    while True:
        perm = [0, 1, 2, 3]
        rng.shuffle(perm)
        x, y = ((c // 4) * 4 + perm[c & 3] for c in pair)
        if x not in avoid and y not in avoid:
            return x, y


def against(samples: list[tuple[int, int]], m: int, rng: random.Random) -> dict[Key, float]:
    out = {}
    for key in all_keys():
        a, b = concrete(key)
        pick = [samples[rng.randrange(len(samples))] for _ in range(m)]
        total = 0.0
        for pair in pick:
            x, y = relabel(pair, rng, (a, b))
            total += crib_ev((a, b, x, y))
        out[key] = total / m
    return out


def single_table() -> dict[int, float]:
    out = {}
    for rank in range(1, 14):
        a = card_int(rank, 0)
        rest = [c for c in range(52) if c != a]
        total, n = 0.0, 0
        for x, y, z in combinations(rest, 3):
            total += crib_ev((a, x, y, z))
            n += 1
        out[rank] = total / n
    return out


def write(own: dict[Key, float], opp: dict[Key, float], single: dict[int, float], meta: dict[str, object]) -> None:
    lines = [
        '"""Expected crib values for the cribbage computer players.',
        "",
        "Generated by tools/make_crib_table.py; do not edit by hand. Keys of the",
        "pair tables are (low rank, high rank, suited); values are the mean show",
        "points of the crib the throw goes into (docs/AI.md says how they were",
        "made). SINGLE is the same for a one-card throw (three or four players).",
        '"""',
        "",
        f"META = {meta!r}",
        "",
        "OWN_PAIR = {",
    ]
    lines += [f"    {k!r}: {v:.3f}," for k, v in sorted(own.items())]
    lines += ["}", "", "OPP_PAIR = {"]
    lines += [f"    {k!r}: {v:.3f}," for k, v in sorted(opp.items())]
    lines += ["}", "", "SINGLE = {"]
    lines += [f"    {k!r}: {v:.3f}," for k, v in sorted(single.items())]
    lines += ["}", ""]
    OUT.write_text("\n".join(lines), encoding="utf-8")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20000)
    ap.add_argument("--samples", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=20261130)
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    t0 = time.time()
    base = baseline()
    print(f"baseline done in {time.time() - t0:.1f}s; 5-5 {base[(5, 5, False)]:.3f}", flush=True)
    own, opp = dict(base), dict(base)
    mean_crib = 0.0
    for i in range(args.rounds):
        dealer_throws, pone_throws, mean_crib = simulate(own, opp, args.deals, rng)
        own = against(pone_throws, args.samples, rng)
        opp = against(dealer_throws, args.samples, rng)
        print(
            f"round {i + 1}: mean dealer crib {mean_crib:.3f}; own 5-5 {own[(5, 5, False)]:.3f}, "
            f"opp 5-5 {opp[(5, 5, False)]:.3f} ({time.time() - t0:.1f}s)",
            flush=True,
        )
    single = single_table()
    meta = {
        "seed": args.seed,
        "deals": args.deals,
        "samples": args.samples,
        "rounds": args.rounds,
        "mean_dealer_crib_in_simulation": round(mean_crib, 3),
    }
    write(own, opp, single, meta)
    print(f"wrote {OUT} in {time.time() - t0:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
