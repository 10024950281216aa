"""How many complete dominoes matches per second the engine plays.

Not a test: run ``python3 tests/benchmarks/bench_dominoes.py [seconds]``.
Wall-clock and CPU-time rates are both printed, because on a busy machine
the first one mostly measures the other programs. Every seat is the greedy
computer player (level ``medium``) and gets a fresh view for every
decision, exactly as in ``muggins-desktop simulate``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from muggins_desktop.ai.dominoes.players import make
from muggins_desktop.engine.dominoes import DominoMatch

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["0.5"]


def play_one(players: int, seed: int) -> tuple[int, int]:
    match = DominoMatch(players, seed=seed)
    bots = [make("medium", seed + i, 0) for i in range(players)]
    decisions = 0
    while match.outcome is None:
        seat = match.to_act
        match.apply(bots[seat].choose(match.view_for(seat)), seat)
        decisions += 1
    return decisions, match.round_no


def bench(players: int, seconds: float) -> dict[str, float]:
    matches = decisions = rounds = 0
    started = time.perf_counter()
    cpu_started = time.process_time()
    while time.perf_counter() - started < seconds or matches < 5:
        d, r = play_one(players, 1000 + matches)
        matches += 1
        decisions += d
        rounds += r
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    return {
        "matches_per_s": matches / elapsed,
        "matches_per_cpu_s": matches / cpu,
        "decisions_per_s": decisions / elapsed,
        "rounds_per_match": rounds / matches,
        "matches": matches,
    }


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    for players in (2, 3, 4):
        r = bench(players, seconds)
        print(
            f"{players} players: {r['matches_per_s']:.1f} matches/s wall clock, "
            f"{r['matches_per_cpu_s']:.1f} per CPU second "
            f"({r['decisions_per_s']:.0f} decisions/s, {r['rounds_per_match']:.1f} rounds/match, "
            f"{r['matches']} matches)"
        )


if __name__ == "__main__":
    main()
