"""The ``simulate`` command: computer-vs-computer matches for checks and fun."""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from muggins_desktop.ai import DEFAULT_BUDGET_MS, LEVELS, make_player
from muggins_desktop.engine import GAMES, Match, new_match
from muggins_desktop.engine.deals import Deal

MAX_GAMES = 100_000
MAX_BUDGET_MS = 60_000
SEED_LIMIT = 2**63
CRIBBAGE_TARGETS = (61, 121)


def _whole(low: int, high: int, what: str = "") -> Any:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, not {text[:40]!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {what or high}")
        return value

    return parse


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="muggins-desktop simulate", description="Play computer-vs-computer matches.")
    p.add_argument("--game", choices=GAMES, required=True)
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    p.add_argument("--games", type=_whole(1, MAX_GAMES), default=10, help=f"matches to play, 1 to {MAX_GAMES}")
    p.add_argument("--seed", type=_whole(0, SEED_LIMIT - 1, "2**63 - 1"), default=1)
    p.add_argument("--ai", default=None, help="levels per seat, comma separated, e.g. hard,medium")
    p.add_argument("--log", type=log_folder, default=None, help="write one match record per match into this folder")
    p.add_argument("--json", action="store_true", help="print one JSON object with the results")
    p.add_argument(
        "--target",
        type=int,
        default=None,
        help="cribbage: 61 or 121; dominoes: fixed by the rules (250 for 2 players, 200 for 3 or 4)",
    )
    p.add_argument("--partnerships", action="store_true", help="cribbage: 4 players in two sides")
    p.add_argument("--muggins", action="store_true", help="cribbage: players declare their counts")
    p.add_argument("--lowball", action="store_true", help="cribbage: reaching the target loses")
    p.add_argument(
        "--budget-ms",
        type=_whole(1, MAX_BUDGET_MS),
        default=DEFAULT_BUDGET_MS,
        help=f"thinking time per decision, 1 to {MAX_BUDGET_MS} ms",
    )
    return p


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse and check every argument; a wrong one ends with usage, one error line and status 2."""
    parser = build_parser()
    args = parser.parse_args(argv)
    problem = check_args(args)
    if problem:
        parser.error(problem)
    return args


def check_args(args: argparse.Namespace) -> str | None:
    """The first thing wrong with ``args`` (one line), or None; also prepares ``--log``."""
    if args.game == "dominoes":
        from muggins_desktop.engine.dominoes import default_target

        fixed = default_target(args.players)
        if args.target is not None and args.target != fixed:
            return (
                f"--target: dominoes for {args.players} players is played to {fixed} (rules A1); "
                f"leave --target out or give {fixed}"
            )
        extra = [flag for flag in ("partnerships", "muggins", "lowball") if getattr(args, flag)]
        if extra:
            return f"--{extra[0]} is a cribbage option"
    elif args.target is not None and args.target not in CRIBBAGE_TARGETS:
        return "--target: cribbage is played to 61 or 121"
    if args.partnerships and args.players != 4:
        return "--partnerships needs --players 4"
    if args.ai is not None and not args.ai.strip():
        return (
            f"--ai needs a level (one of {', '.join(LEVELS)}) per player or one for all; leave it out for the default"
        )
    levels = args.ai.split(",") if args.ai else [default_level(args.game)] * args.players
    if len(levels) == 1:
        levels = levels * args.players
    if len(levels) != args.players:
        return f"--ai needs one level per player ({args.players}) or one for all, got {len(levels)}"
    for level in levels:
        if level not in LEVELS:
            return f"--ai: unknown level {level[:20]!r}; choose from {', '.join(LEVELS)}"
    args.levels = levels
    if args.log is not None:
        return _prepare_log(args.log, args.games)
    return None


def log_folder(text: str) -> Path:
    """The --log folder: a name that is not empty (an empty one would mean the current folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("needs a folder name")
    return Path(text)


#: Temporary files a run killed in the middle leaves in its --log folder (the door's and the probe's).
_LEFT_BEHIND = re.compile(r"\.match-\d{4,}\.jsonl\.[a-z0-9_]{8}\.tmp|\.simulate-\w+\.tmp")


def log_name(game: int) -> str:
    """The file of the ``game``-th match (from 1) in the --log folder."""
    return f"match-{game:04d}.jsonl"


def _prepare_log(folder: Path, games: int) -> str | None:
    """Make sure ``folder`` is a folder we can write match records into, and holds none of an earlier run.

    Each record is written atomically (a temporary file, then a rename); the
    temporary files of a run that was killed are removed here. A record of
    an earlier run under a name this run would write is never replaced: the
    run is refused with one sentence instead.
    """
    from muggins_desktop.storage.files import shown_path

    if str(folder).strip() == "":
        return "--log needs a folder"
    try:
        if folder.exists() and not folder.is_dir():
            return f"--log: {shown_path(folder)} exists and is not a folder"
        folder.mkdir(parents=True, exist_ok=True)
        present = set(os.listdir(folder))
        for name in present:
            if _LEFT_BEHIND.fullmatch(name):
                (folder / name).unlink(missing_ok=True)
        taken = next((log_name(g) for g in range(1, games + 1) if log_name(g) in present), None)
        if taken is not None:
            return (
                f"--log: {shown_path(folder)} already holds {taken} from an earlier run; "
                "choose another folder or move those records away"
            )
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".simulate-", suffix=".tmp"):
            pass
    except OSError as exc:
        return f"--log: cannot write match records into {shown_path(folder)} ({exc.strerror or type(exc).__name__})"
    return None


def simulated_deal(seed: int) -> Deal:
    """A committed deal whose key comes from the run's seed: runs repeat, and ``verify`` checks their records."""
    key = hashlib.sha256(f"muggins-desktop simulate {seed}".encode()).digest()
    return Deal.fair(key, f"simulate-{seed}")


def match_options(args: argparse.Namespace, seed: int) -> dict[str, Any]:
    options: dict[str, Any] = {"players": args.players, "deal": simulated_deal(seed)}
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
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


# Every match of the rules ends (dominoes has a round cap, RULES.md A1: random
# players at 3 or 4 seats lose more to penalties than they score and never
# reach the target). The guard stays so that a bug can never hang a run.
MAX_DECISIONS = 100_000


def play_match(match: Match, players: Sequence[Any], timings: list[float]) -> bool:
    """Play ``match`` with one computer player per seat; False if it could not end.

    A match is given up after ``MAX_DECISIONS`` and counted as unfinished
    instead of running forever (no match of the rules gets there since the
    dominoes round cap; it guards against a bug).
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


def write_log(path: Path, record: Sequence[dict[str, Any]]) -> None:
    """One match record as JSON Lines; a failure ends the run with one error line."""
    from muggins_desktop.storage.files import shown_path, write_file

    data = "".join(json.dumps(event) + "\n" for event in record).encode("utf-8")
    try:
        write_file(path, data)  # atomic, never through a link, a FIFO or a hard link
    except OSError as exc:
        print(
            f"muggins-desktop simulate: error: cannot write {shown_path(path)} ({exc.strerror or type(exc).__name__})",
            file=sys.stderr,
        )
        raise SystemExit(2) from None


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Play the matches; ``args`` must have passed ``check_args`` (``SystemExit`` otherwise)."""
    if not hasattr(args, "levels"):
        problem = check_args(args)
        if problem:
            raise SystemExit(f"muggins-desktop simulate: error: {problem}")
    levels = args.levels
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
            write_log(args.log / log_name(g + 1), match.record)
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
    args = parse_args(argv)
    result = run(args)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['games']} {args.game} matches, {args.players} players, levels {', '.join(result['levels'])}")
        for side, (w, m) in enumerate(zip(result["wins"], result["mean_final_score"], strict=False)):
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
