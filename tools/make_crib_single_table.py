#!/usr/bin/env python3
"""Build the one-card crib tables for three and four players.

Writes ``muggins_desktop/ai/data/crib_single_data.py``. With three or four
players everybody throws one card, and the crib's other cards are not
random: the dealer's side throws cards that help its crib, the others
throw cards that do not, and with three players one card comes from the
pack. So the worth of a one-card throw depends on who fills the rest of
the crib. Each table is for one kind of table (three players, four, two
partnerships) and whether the crib is the thrower's side's, and gives the
exact mean crib points (48 starters) per rank thrown.

How (docs/AI.md, "Eighth pass" under Strength):

1. Start from the uniform table (the other three cards random).
2. Simulate deals of three players, four players and two partnerships.
   Every seat keeps as the hard player does: exact hand value over the
   starters plus its crib weight times the current table's value of the
   thrown card. Collect the throws by the owner's side and by the others,
   per kind of table.
3. Recompute every table from those throws (suits relabelled where a card
   would appear twice; the pack card random). Steps 2-3 run twice.

Run: ``python3 tools/make_crib_single_table.py [--deals N] [--samples M] [--seed S]``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from pprint import pformat

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_crib_table import crib_ev  # noqa: E402

from muggins_desktop.ai.cribbage.discard import crib_weight_for  # noqa: E402
from muggins_desktop.ai.cribbage.fast import Pool, card_int, expected_points, rank_of  # noqa: E402
from muggins_desktop.ai.data import crib_table_data  # noqa: E402

OUT = ROOT / "muggins_desktop" / "ai" / "data" / "crib_single_data.py"
Mix = tuple[int, int, int]  # (owner's side's other throws, other sides' throws, pack cards)
Key = tuple[int, bool, bool]  # (players, partnerships, the crib is the thrower's side's)
Table = dict[int, float]


def layout_mixes(players: int, partnerships: bool) -> list[tuple[bool, Mix]]:
    """(own side's crib, make-up) for every seat of a table: the dealer is seat 0."""
    out = []
    for seat in range(players):
        side = seat % 2 if partnerships else seat
        own = side == 0
        owners = sum(1 for s in range(players) if s != seat and (s % 2 if partnerships else s) == 0)
        others = players - 1 - owners
        out.append((own, (owners, others, 4 - players)))
    return out


LAYOUTS = {"3": (3, False), "4": (4, False), "partners": (4, True)}


def keys() -> list[Key]:
    return [(p, part, own) for p, part in LAYOUTS.values() for own in (True, False)]


def keep_throw(hand: list[int], weight: float, table: Table) -> int:
    pool = Pool.excluding(hand)
    best, best_v = hand[0], -1e9
    for i, card in enumerate(hand):
        kept = hand[:i] + hand[i + 1 :]
        v = expected_points(kept, pool) + weight * table[rank_of(card)]
        if v > best_v:
            best, best_v = card, v
    return best


def simulate(tables: dict[Key, Table], deals: int, rng: random.Random) -> dict[str, tuple[list[int], list[int]]]:
    """Per layout: (throws by the crib owner's side, throws by the others)."""
    out = {}
    deck = list(range(52))
    for name, (players, part) in LAYOUTS.items():
        seats = layout_mixes(players, part)
        sides = 2 if part else players
        owners: list[int] = []
        others: list[int] = []
        for _ in range(deals):
            rng.shuffle(deck)
            for s, (own, _mix) in enumerate(seats):
                card = keep_throw(deck[5 * s : 5 * s + 5], crib_weight_for(own, sides), tables[(players, part, own)])
                (owners if own else others).append(card)
        out[name] = (owners, others)
    return out


def place(card: int, used: set[int], rng: random.Random) -> int:
    """The card, or the same rank in a suit not yet in the crib."""
    if card not in used:
        return card
    suits = [s for s in range(4) if card_int(rank_of(card), s) not in used]
    return card_int(rank_of(card), rng.choice(suits))


def table_for(mix: Mix, owner_throws: list[int], other_throws: list[int], m: int, rng: random.Random) -> Table:
    n_own, n_other, n_pack = mix
    out = {}
    for rank in range(1, 14):
        a = card_int(rank, 0)
        total = 0.0
        for _ in range(m):
            crib = [a]
            used = {a}
            for pool, n in ((owner_throws, n_own), (other_throws, n_other)):
                for _ in range(n):
                    c = place(pool[rng.randrange(len(pool))], used, rng)
                    crib.append(c)
                    used.add(c)
            for _ in range(n_pack):
                c = rng.choice([x for x in range(52) if x not in used])
                crib.append(c)
                used.add(c)
            total += crib_ev(tuple(crib))
        out[rank] = round(total / m, 3)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20000)
    ap.add_argument("--samples", type=int, default=6000)
    ap.add_argument("--seed", type=int, default=20261204)
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    t0 = time.time()
    uniform = dict(crib_table_data.SINGLE)
    tables = {k: dict(uniform) for k in keys()}
    for i in range(args.rounds):
        throws = simulate(tables, args.deals, rng)
        new = {}
        for name, (players, part) in LAYOUTS.items():
            owners, others = throws[name]
            for own, mix in layout_mixes(players, part):
                if (players, part, own) not in new:
                    new[(players, part, own)] = table_for(mix, owners, others, args.samples, rng)
        tables = new
        fives = ", ".join(f"{m}: {t[5]:.2f}" for m, t in tables.items())
        print(f"round {i + 1}: a 5 is worth {fives} ({time.time() - t0:.1f}s)", flush=True)
    meta = {"seed": args.seed, "deals": args.deals, "samples": args.samples, "rounds": args.rounds}
    text = (
        '"""One-card crib values at tables of three and four, by who fills the rest of the crib.\n\n'
        "Generated by tools/make_crib_single_table.py; do not edit by hand. Keys of\n"
        "TABLES: (players, partnerships, the crib is the thrower's side's); values:\n"
        "rank thrown -> mean crib points (docs/AI.md says how they were made).\n"
        '"""\n\n'
        f"META = {meta!r}\n\n"
        f"TABLES = {pformat(tables, width=100, sort_dicts=True)}\n"
    )
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} in {time.time() - t0:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
