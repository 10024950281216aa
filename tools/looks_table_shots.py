"""Screenshots of the real table in each deck, tile style, felt and board wood, for docs/LOOKS.md.

    python3 tools/looks_table_shots.py --out docs/screenshots

Each picture is the screenshot mode of the app (``--screenshot``) with one
look changed from the defaults: the decks on the cribbage demo, the tile
styles on the dominoes demo, the felts on both in turn, the walnut board
on the cribbage demo.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

SIZE = "1280x800"

SHOTS: list[tuple[str, list[str]]] = [
    *[
        (f"looks-table-deck-{d}.png", ["--demo", "cribbage", "--deck", d])
        for d in ("standard", "four_colour", "large_index")
    ],
    *[(f"looks-table-tiles-{t}.png", ["--demo", "dominoes", "--tiles", t]) for t in ("ivory", "black", "coloured")],
    ("looks-table-felt-green.png", ["--demo", "dominoes", "--felt", "green"]),
    ("looks-table-felt-blue.png", ["--demo", "cribbage", "--felt", "blue", "--card-back", "red"]),
    ("looks-table-felt-dark.png", ["--demo", "dominoes", "--felt", "dark", "--tiles", "black"]),
    ("looks-table-felt-burgundy.png", ["--demo", "cribbage", "--felt", "burgundy", "--card-back", "green"]),
    ("looks-table-wood-walnut.png", ["--demo", "cribbage", "--board-wood", "walnut", "--deck", "four_colour"]),
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--size", default=SIZE)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, flags in SHOTS:
        target = args.out / name
        command = [sys.executable, "-m", "muggins_desktop", "--screenshot", str(target), "--size", args.size, *flags]
        subprocess.run(command, check=True)
        print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
