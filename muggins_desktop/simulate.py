"""The ``simulate`` command: computer-vs-computer matches for checks and fun."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Sequence

from muggins_desktop.ai import DEFAULT_BUDGET_MS, LEVELS, make_player
from muggins_desktop.engine import GAMES, Match, new_match


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="muggins-desktop simulate", description="Play computer-vs-computer matches.")
    p.add_argument("--game", choices=GAMES, required=True)
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ai", default=None, help="levels per seat, comma separated, e.g. hard,medium")
    p.add_argument("--log", type=Path, default=None, help="write one match record per match into this folder")
    p.add_argument("--json", action="store_true", help="print one JSON object with the results")
    p.add_argument("--target", type=int, default=None)
    p.add_argument("--partnerships", action="store_true", help="cribbage: 4 players in two sides")
    p.add_argument("--muggins", action="store_true", help="cribbage: players declare their counts")
    p.add_argument("--lowball", action="store_true", help="cribbage: reaching the target loses")
    p.add_argument("--budget-ms", type=int, default=DEFAULT_BUDGET_MS, help="thinking time per decision")
    return p


def match_options(args: argparse.Namespace, seed: int) -> dict[str, Any]:
    options: dict[str, Any] = {"players": args.players, "seed": seed}
    if args.target is not None:
        options["target"] = args.target
    if args.game == "cribbage":
        options.update(partnerships=args.partnerships, muggins=args.muggins, lowball=args.lowball)
    return options


def default_level(game: str) -> str:
    return "medium"


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(q * (len(ordered) - 1)))))
    return ordered[index]


# A match of weak players may never end: in dominoes with 3 or 4 players,
# uniformly random players lose more to penalties than they score, so nobody
# ever reaches the target. Stop with a clear message instead of hanging.
MAX_DECISIONS = 100_000


def play_match(match: Match, players: Sequence[Any], timings: list[float]) -> bool:
    """Play ``match`` with one computer player per seat; False if it could not end.

    Some pairings never reach the target (random dominoes players at three or
    four seats lose more to penalties than they score), so a match is given up
    after ``MAX_DECISIONS`` and counted as unfinished instead of running forever.
    """
    decisions = 0
    while match.outcome is None:
        decisions += 1
        if decisions > MAX_DECISIONS:
            return False
        seat = match.to_act
        assert seat is not None
        view = match.view_for(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view)
        timings.append((time.perf_counter() - t0) * 1000.0)
        match.apply(action, seat)
    return True


def run(args: argparse.Namespace) -> dict[str, Any]:
    if args.partnerships and args.players != 4:
        raise SystemExit("--partnerships needs --players 4")
    levels = args.ai.split(",") if args.ai else [default_level(args.game)] * args.players
    if len(levels) == 1:
        levels = levels * args.players
    if len(levels) != args.players:
        raise SystemExit(f"--ai needs one level per player ({args.players}), got {len(levels)}")
    for level in levels:
        if level not in LEVELS:
            raise SystemExit(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    if args.log:
        args.log.mkdir(parents=True, exist_ok=True)
    timings: list[float] = []
    wins: list[int] | None = None
    totals: list[float] | None = None
    rounds = 0
    unfinished = 0
    notes: set[str] = set()
    started = time.perf_counter()
    for g in range(args.games):
        seed = args.seed * 1_000_003 + g
        match = new_match(args.game, **match_options(args, seed))
        notes.update(getattr(match, "notes", ()))
        players = [make_player(args.game, lv, seed * 7 + i, args.budget_ms) for i, lv in enumerate(levels)]
        if not play_match(match, players, timings):
            unfinished += 1
        if wins is None:
            wins = [0] * match.sides
            totals = [0.0] * match.sides
        assert totals is not None
        if match.outcome is not None and match.outcome.winner is not None:
            wins[match.outcome.winner] += 1
        for side, score in enumerate(match.outcome.scores if match.outcome else match.scores):
            totals[side] += score
        rounds += sum(1 for e in match.record if e["event"] in ("round_start", "deal"))
        if args.log:
            path = args.log / f"match-{g + 1:04d}.jsonl"
            with path.open("w", encoding="utf-8") as fh:
                for event in match.record:
                    fh.write(json.dumps(event) + "\n")
    seconds = time.perf_counter() - started
    return {
        "game": args.game,
        "players": args.players,
        "levels": levels,
        "games": args.games,
        "unfinished": unfinished,
        "wins": wins or [],
        "mean_final_score": [round(t / max(1, args.games), 2) for t in (totals or [])],
        "rounds": rounds,
        "mean_rounds": round(rounds / max(1, args.games), 2),
        "decision_ms": {
            "p50": round(percentile(timings, 0.50), 3),
            "p95": round(percentile(timings, 0.95), 3),
            "max": round(max(timings, default=0.0), 3),
            "mean": round(statistics.fmean(timings), 3) if timings else 0.0,
            "decisions": len(timings),
        },
        "seconds": round(seconds, 3),
        "notes": sorted(notes),
    }


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result = run(args)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['games']} {args.game} matches, {args.players} players, levels {', '.join(result['levels'])}")
        for side, (w, m) in enumerate(zip(result["wins"], result["mean_final_score"])):
            label = f"side {side}" if args.partnerships else f"seat {side}"
            print(f"  {label}: {w} wins, mean final score {m}")
        d = result["decision_ms"]
        print(f"  rounds {result['rounds']}, decisions p50 {d['p50']} ms, p95 {d['p95']} ms, max {d['max']} ms")
        if result["unfinished"]:
            print(f"  {result['unfinished']} matches did not reach the target within {MAX_DECISIONS} decisions")
        print(f"  {result['seconds']} s")
        for note in result["notes"]:
            print(f"  note: {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
