#!/usr/bin/env python3
"""Does the review tell a weak player from a strong one? (a script)

Plays (or reuses) two-player matches of each game between an easy seat (0)
and a hard seat (1), logged exactly as the command line does:

    python3 -m muggins_desktop simulate --game cribbage --players 2 --games 40 \\
        --ai easy,hard --seed 1 --log /tmp/rev-c --muggins
    python3 -m muggins_desktop simulate --game dominoes --players 2 --games 40 \\
        --ai easy,hard --seed 1 --log /tmp/rev-d

then reviews both seats of every match (``coach.review.review_record``, the
same analysis as ``muggins-desktop review``) and prints, per game and seat,
the decisions analysed, the mean expected points lost per decision and the
share of decisions flagged. The easy seat should lose more per decision and
the hard seat should rarely be flagged.

    nice -n 10 python3 tests/benchmarks/bench_review.py            # 40 matches per game
    nice -n 10 python3 tests/benchmarks/bench_review.py --games 4  # quicker
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from muggins_desktop.coach.review import review_record
from muggins_desktop.storage.records import load_record

SEATS = {0: "easy", 1: "hard"}

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
#: ``{tmp}`` stands for a fresh temporary folder.
SMOKE_ARGS: list[str] = ["--games", "1", "--cribbage-log", "{tmp}/rev-c", "--dominoes-log", "{tmp}/rev-d"]


def ensure_logs(game: str, folder: Path, games: int, seed: int) -> list[Path]:
    files = sorted(folder.glob("match-*.jsonl"))
    if len(files) < games:
        cmd = [
            sys.executable,
            "-m",
            "muggins_desktop",
            "simulate",
            "--game",
            game,
            "--players",
            "2",
            "--games",
            str(games),
            "--ai",
            "easy,hard",
            "--seed",
            str(seed),
            "--log",
            str(folder),
        ]
        if game == "cribbage":
            cmd.append("--muggins")
        print("running:", " ".join(cmd[1:]), flush=True)
        subprocess.run(cmd, check=True, cwd=ROOT)
        files = sorted(folder.glob("match-*.jsonl"))
    return files[:games]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Review easy and hard seats of simulated matches.")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cribbage-log", type=Path, default=Path("/tmp/rev-c"))
    ap.add_argument("--dominoes-log", type=Path, default=Path("/tmp/rev-d"))
    args = ap.parse_args(argv)
    ok = True
    for game, folder in (("cribbage", args.cribbage_log), ("dominoes", args.dominoes_log)):
        files = ensure_logs(game, folder, args.games, args.seed)
        t0 = time.perf_counter()
        totals = {s: {"decisions": 0, "ev": 0.0, "flagged": 0, "by_kind": {}} for s in SEATS}
        for path in files:
            record = load_record(path)
            for seat in SEATS:
                review = review_record(record, seat, with_hard=False, keep_views=False)
                t = totals[seat]
                t["decisions"] += review.decisions
                t["ev"] += review.ev_lost
                t["flagged"] += len(review.flagged)
                for kind, lost in review.ev_by_kind.items():
                    n, e = t["by_kind"].get(kind, (0, 0.0))
                    t["by_kind"][kind] = (n + review.decisions_by_kind.get(kind, 0), e + lost)
        seconds = time.perf_counter() - t0
        print(f"{game}: {len(files)} matches from {folder}, reviewed both seats in {seconds:.1f} s")
        means = {}
        for seat, level in SEATS.items():
            t = totals[seat]
            n = max(1, t["decisions"])
            means[seat] = t["ev"] / n
            kinds = ", ".join(f"{k} {e / max(1, c):.3f} ({c})" for k, (c, e) in sorted(t["by_kind"].items()))
            print(
                f"  seat {seat} ({level}): decisions {t['decisions']:5d}  ev_lost {t['ev']:8.1f}  "
                f"mean per decision {means[seat]:.3f}  flagged {t['flagged']} ({100 * t['flagged'] / n:.1f}%)"
                f"  by kind: {kinds}"
            )
        holds = means[0] > means[1]
        ok = ok and holds
        print(f"  easy loses more per decision than hard: {'yes' if holds else 'NO'}", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
