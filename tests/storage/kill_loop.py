"""``kill -9`` at random moments while matches are written: the library must always open whole.

    python3 -m tests.storage.kill_loop [--kills 100] [--pace-ms 20] [--seed 1] [--dir DIR]

A child process plays matches, computer against computer through the
engine, writing through the match library exactly as the app does (one
``MatchSession``, ``append`` after every action, a new match when one
ends, Continue of the latest unfinished match at start). It reports every
append on its standard output (``A <id> <events>``). The parent kills it
with SIGKILL after a random time, then opens the library as a fresh app
would and checks:

- nothing was moved aside (``problems`` is empty) and every match loads
  through the validated loader (replayed by the rules engine);
- of what the child had appended, at most the last action's events are
  missing (``lost``: batches reported but not on disk);
- no match lost events that an earlier round had found on disk;
- every unfinished match still has its secret key (kept beside the record)
  and every finished one ends with the ``reveal`` of a key that fits the
  commitment of its ``match_start``.

The child is a command line (``child_command``), so the UI integration can
point the loop at the real app: any program that writes the library under
``MUGGINS_DESKTOP_HOME`` and prints ``A <id> <events>`` lines after its
appends (or nothing: then only the first and last checks run).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

GAMES = [
    ("dominoes", {"players": 2}),
    ("cribbage", {"players": 2, "muggins": True, "target": 61}),
    ("dominoes", {"players": 3}),
    ("cribbage", {"players": 4, "partnerships": True, "target": 61}),
]


# ------------------------------------------------------------------ the child: "the app"
def child(root: Path, seed: int, pace_ms: float) -> None:
    from muggins_desktop.ai import make_player
    from muggins_desktop.engine import new_match
    from muggins_desktop.storage.library import MatchLibrary

    lib = MatchLibrary(root, clean_temp=True)  # the app holds the folder lock at this point
    rng = random.Random(seed)
    out = sys.stdout
    latest = lib.latest_unfinished()
    resumed = lib.resume(latest.id) if latest is not None else None
    while True:
        if resumed is not None and resumed.session is not None:
            match, session = resumed.match, resumed.session
        else:
            game, options = GAMES[rng.randrange(len(GAMES))]
            match = new_match(game, **options)  # a fair deal: a fresh secret key, as the app deals
            seats = [{"name": "You", "kind": "human", "level": None}] + [
                {"name": f"Computer {i}", "kind": "computer", "level": "easy"} for i in range(1, match.players)
            ]
            session = lib.new(match, seats, options)
            out.write(f"A {session.id} {session.length}\n")
            out.flush()
        resumed = None
        players = [make_player(match.game, "easy", seed=rng.randrange(1 << 30), budget_ms=None) for _ in range(4)]
        while match.outcome is None:
            seat = match.to_act
            assert seat is not None
            events = match.apply(players[seat].choose(match.view_for(seat)), seat)
            session.append(events)
            out.write(f"A {session.id} {session.length}\n")
            out.flush()
            if pace_ms:
                time.sleep(pace_ms / 1000 * rng.uniform(0.5, 1.5))
        session.close()


# ------------------------------------------------------------------ the parent
@dataclass
class Figures:
    kills: int = 0
    during_play: int = 0  # kills after the child had appended something
    torn: int = 0  # loads that dropped a torn line or a half-written action
    matches: int = 0
    events_checked: int = 0
    keys_checked: int = 0  # loads of an unfinished fair match that still had its key
    reveals_checked: int = 0  # loads of a finished match whose reveal fits its commitment
    lost_batches: list[int] = field(default_factory=list)
    lost_events: list[int] = field(default_factory=list)
    check_seconds: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    def summary(self) -> str:
        worst = max(self.lost_batches, default=0)
        hist = {n: self.lost_batches.count(n) for n in sorted(set(self.lost_batches))}
        return (
            f"{self.kills} kills ({self.during_play} during play), {self.matches} matches in the library, "
            f"{self.events_checked} events replayed, {self.torn} loads dropped a torn tail; "
            f"key kept in {self.keys_checked} loads of unfinished matches, reveal checked in {self.reveals_checked}; "
            f"appended batches missing per match checked {hist} (worst {worst}), "
            f"events missing worst {max(self.lost_events, default=0)}; "
            f"check after a kill: median {sorted(self.check_seconds)[len(self.check_seconds) // 2] * 1000:.0f} ms; "
            f"failures {len(self.failures)}"
        )


def child_command(root: Path, seed: int, pace_ms: float) -> list[str]:
    return [sys.executable, "-m", "tests.storage.kill_loop", "child", str(root), str(seed), str(pace_ms)]


def check(root: Path, reported: dict[str, list[int]], seen: dict[str, int], figures: Figures) -> None:
    from muggins_desktop.storage.library import MatchLibrary
    from muggins_desktop.storage.library.meta import FINISHED, TRASHED, UNFINISHED
    from muggins_desktop.storage.library.rows import MatchFilter

    started = time.perf_counter()
    lib = MatchLibrary(root, clean_temp=True)
    try:
        if lib.problems:
            figures.failures.extend(str(p) for p in lib.problems)
        rows = lib.list(MatchFilter(statuses=(UNFINISHED, FINISHED, TRASHED)))
        figures.matches = len(rows)
        for row in rows:
            if row.id not in reported and seen.get(row.id) == row.events and row.ended:
                continue  # finished and checked before: unchanged
            try:
                loaded = lib.load(row.id)
            except Exception as exc:  # a failure of the check, reported
                figures.failures.append(f"{row.id}: {exc}")
                continue
            length = len(loaded.match.record)
            figures.events_checked += length
            problem = key_problem(loaded.match, row.ended)
            figures.keys_checked += problem is None and not row.ended
            figures.reveals_checked += problem is None and row.ended
            if problem:
                figures.failures.append(f"{row.id}: {problem}")
            figures.torn += loaded.lost > 0
            if length < seen.get(row.id, 0):
                figures.failures.append(f"{row.id}: {length} events on disk, {seen[row.id]} before")
            seen[row.id] = length
            lengths = reported.get(row.id, [])
            lost = [n for n in lengths if n > length]
            figures.lost_batches.append(len(lost))
            figures.lost_events.append(max(lost, default=length) - length)
            if len(lost) > 1:
                figures.failures.append(f"{row.id}: {len(lost)} appended batches missing")
        for match_id in reported:
            if match_id not in lib:
                # created just before the kill: its sidecar never reached the disk; nothing was appended
                if max(reported[match_id]) > 2 or len(reported[match_id]) > 1:
                    figures.failures.append(f"{match_id}: appended to but missing")
    finally:
        lib.close()
    figures.check_seconds.append(time.perf_counter() - started)


def key_problem(match: Any, ended: bool) -> str | None:
    """A fair match keeps its key while it runs and has it revealed, fitting the commitment, once it ends."""
    from muggins_desktop.engine.deals import Origin, commitment_of

    if match.deal.origin != Origin.FAIR:
        return None
    if not ended:
        return None if match.deal.key is not None else "the key of an unfinished fair match is lost"
    last = match.record[-1]
    if last.get("event") != "reveal":
        return "a finished fair match without its reveal"
    if commitment_of(bytes.fromhex(last["key"])) != match.record[0]["commitment"]:
        return "the revealed key does not fit the commitment"
    return None


def run_kill_loop(
    root: Path,
    kills: int,
    command: Callable[[Path, int], Sequence[str]],
    seed: int = 1,
    min_s: float = 0.3,
    max_s: float = 2.0,
    env: dict[str, str] | None = None,
    progress: Callable[[int, Figures], None] | None = None,
) -> Figures:
    rng = random.Random(seed)
    figures = Figures()
    seen: dict[str, int] = {}
    for n in range(kills):
        proc = subprocess.Popen(
            list(command(root, rng.randrange(1 << 30))),
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env={**os.environ, **(env or {})},
        )
        time.sleep(rng.uniform(min_s, max_s))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert proc.stdout is not None
        reported: dict[str, list[int]] = {}
        for line in proc.stdout.read().decode("utf-8", "replace").splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[0] == "A":
                reported.setdefault(parts[1], []).append(int(parts[2]))
        proc.stdout.close()
        figures.kills += 1
        figures.during_play += any(len(v) > 1 for v in reported.values())
        check(root, reported, seen, figures)
        if progress is not None:
            progress(n, figures)
    return figures


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["child"]:
        child(Path(argv[1]), int(argv[2]), float(argv[3]))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=100)
    ap.add_argument(
        "--pace-ms", type=float, default=20.0, help="pause between actions in the child (the app's is longer)"
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--min-s", type=float, default=0.3)
    ap.add_argument("--max-s", type=float, default=2.0)
    ap.add_argument("--dir", type=Path, default=None)
    args = ap.parse_args(argv)
    base = Path(tempfile.mkdtemp(prefix="muggins-kill-", dir=args.dir))

    def progress(n: int, figures: Figures) -> None:
        if (n + 1) % 10 == 0:
            print(f"[{n + 1}] {figures.summary()}", flush=True)

    figures = run_kill_loop(
        base / "library",
        args.kills,
        lambda root, seed: child_command(root, seed, args.pace_ms),
        seed=args.seed,
        min_s=args.min_s,
        max_s=args.max_s,
        progress=progress,
    )
    print(figures.summary())
    for failure in figures.failures[:20]:
        print("FAILURE:", failure)
    return 1 if figures.failures else 0


if __name__ == "__main__":
    sys.exit(main())
