"""The match library at 10,000 matches: listing, appending, rebuilding the index.

    python3 tests/benchmarks/bench_library.py [--matches 10000] [--append-events 2000] [--runs 5] [--dir DIR]

1. A few real matches are played by seeded computer players (both games, two
   to four players, partnerships); the library is then filled with
   ``--matches`` finished matches (and one in a hundred unfinished) by
   writing those records again under new ids, with the library's own
   encoders (sidecar and JSON Lines), dated a few minutes apart.
2. Rebuild: the index is deleted and the library opened (every sidecar read
   and checked, every unfinished record summarised).
3. Start page: a fresh ``MatchLibrary`` with its index, then
   ``latest_unfinished()`` and the first page of the unfinished matches (as the
   window's start page shows them: ``index.json`` only): with the folder
   as the index left it (the usual start: only running records are
   ``stat``ed), and after the folder changed behind the index (a crash,
   another app: every sidecar and running record is ``stat``ed, and the
   index is written again on the writer thread, timed apart). Matches list: ``list()`` of everything, and filtered by game
   and sorted by result, from memory. Goal: <= 300 ms each.
4. Appending: a four-player dominoes match (a fair deal long enough) of random players is written
   through a ``MatchSession`` exactly as the app does, one batch per action;
   for each batch the time of ``append`` on the caller's thread and the time
   until the writer thread has it on disk (``flush``: write and fsync) are
   taken. Medians around event 10 and event ``--append-events`` are
   compared (goal: within 1.5x), the best of ``--runs`` writings of the
   same match.

Times are wall-clock; the best of ``--runs`` is printed with the median (on
a shared machine the others only add waiting). The page cache is warm (the
files were just written), as it is at a normal start.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SMOKE_ARGS: list[str] = ["--matches", "300", "--append-events", "300", "--runs", "1"]

TEMPLATES = [
    ("dominoes", {"players": 2}),
    ("dominoes", {"players": 3}),
    ("cribbage", {"players": 2, "muggins": True}),
    ("cribbage", {"players": 2, "target": 61}),
    ("cribbage", {"players": 3}),
    ("cribbage", {"players": 4, "partnerships": True, "muggins": True}),
]
NAMES = ["Ann", "Bohdan", "Zofia", "You", "Marta", "Ivan"]


def played(game: str, options: dict[str, Any], seed: int) -> Any:
    from muggins_desktop.ai import make_player
    from muggins_desktop.engine import new_match

    match = new_match(game, **options)  # a fair deal, as the app deals: the record ends with its reveal
    players = [make_player(game, "easy", seed=seed * 10 + i, budget_ms=None) for i in range(match.players)]
    while match.outcome is None:
        seat = match.to_act
        match.apply(players[seat].choose(match.view_for(seat)), seat)
    return match


def seats_for(players: int, n: int) -> list[dict[str, Any]]:
    seats = [{"name": NAMES[n % len(NAMES)], "kind": "human", "level": None}]
    levels = ("easy", "medium", "hard")
    seats += [{"name": f"Computer {i}", "kind": "computer", "level": levels[(n + i) % 3]} for i in range(1, players)]
    if n % 17 == 0:
        seats[0]["takebacks"] = 1 + n % 3
    return seats


def fill(root: Path, count: int) -> None:
    """``count`` matches written as the library writes them, from a few real records."""
    from muggins_desktop.storage.library import meta as lm
    from muggins_desktop.storage.library import record as lr

    templates = []
    for i, (game, options) in enumerate(TEMPLATES):
        match = played(game, options, seed=11 + i)
        record = [dict(e) for e in match.record]
        templates.append((game, dict(options), record, b"".join(lr.encode(record)), match.deal.key.hex()))
    folder = root / "matches"
    folder.mkdir(parents=True)
    start = datetime(2025, 1, 1, tzinfo=UTC)
    for n in range(count):
        game, options, record, data, key = templates[n % len(templates)]
        when = start + timedelta(minutes=7 * n)
        unfinished = n % 100 == 99
        if unfinished:
            record = record[: len(record) // 2]
            data = b"".join(lr.encode(record))
        result = None if unfinished else lm.result_of(record, lm.sides_for(options["players"], options))
        stamp = when.isoformat(timespec="microseconds")
        meta = lm.MatchMeta(
            id=lm.new_id(when),
            game=game,
            options=options,
            seats=tuple(seats_for(options["players"], n)),
            created_at=stamp,
            opened_at=stamp,
            finished_at=None if unfinished else (when + timedelta(minutes=5)).isoformat(timespec="microseconds"),
            result=result,
            start=record[0],
            match_key=key if unfinished else None,  # kept beside a running match until its reveal
        )
        (folder / f"{meta.id}.jsonl").write_bytes(data)
        (folder / f"{meta.id}.json").write_bytes(meta.to_bytes())


CPU: list[float] = []  # process time of the last ``timed`` call (best run)


def timed(fn: Any, runs: int) -> tuple[float, float, Any]:
    """Best and median wall-clock time of ``runs`` calls; the best CPU time goes to ``CPU``."""
    times, cpu, value = [], [], None
    for _ in range(runs):
        started, started_cpu = time.perf_counter(), time.process_time()
        value = fn()
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
    CPU[:] = [min(cpu)]
    return min(times), statistics.median(times), value


def ms(best: float, median: float) -> str:
    return f"best {best * 1000:.0f} ms, median {median * 1000:.0f} ms, CPU {CPU[0] * 1000:.0f} ms"


def bench_listing(root: Path, runs: int) -> None:
    from muggins_desktop.storage.library import MatchLibrary
    from muggins_desktop.storage.library.meta import UNFINISHED
    from muggins_desktop.storage.library.rows import MatchFilter

    def rebuild() -> int:
        (root / "index.json").unlink(missing_ok=True)
        lib = MatchLibrary(root)
        count = len(lib)
        lib.close()
        return count

    best, median, count = timed(rebuild, runs)
    print(f"rebuild the index of {count} matches (every sidecar read and checked): {ms(best, median)}")
    size, finished = (root / "index.json").stat().st_size, (root / "index-finished.json").stat().st_size
    print(f"index.json: {size / 1024:.0f} KiB; index-finished.json: {finished / 1024 / 1024:.1f} MiB")

    opened: list[Any] = []

    def start_page() -> int:
        """Until the page can show Continue and the first unfinished rows, as the window's start page
        (the index, if rewritten, is the writer's; the finished rows are not needed)."""
        lib = MatchLibrary(root)
        latest = lib.latest_unfinished()
        first = lib.list(MatchFilter(statuses=(UNFINISHED,)))[:20]
        assert latest is not None and first
        opened.append(lib)
        return len(first)

    def close_opened() -> float:
        """Wait for the writer thread (the index written again after a change) and close; its time."""
        started = time.perf_counter()
        while opened:
            opened.pop().close()
        return time.perf_counter() - started

    def timed_start(prepare: Any) -> tuple[float, float, float]:
        times, cpu, after = [], [], []
        for _ in range(runs):
            prepare()
            started, started_cpu = time.perf_counter(), time.process_time()
            start_page()
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
            after.append(close_opened())
        CPU[:] = [min(cpu)]
        return min(times), statistics.median(times), statistics.median(after)

    best, median, after = timed_start(lambda: None)
    print(f"start page (open with index, folder unchanged, Continue + first rows): {ms(best, median)} (goal <= 300)")

    def touch() -> None:
        (root / "matches" / "touch").write_bytes(b"")  # the folder changed: every file is stat'ed
        (root / "matches" / "touch").unlink()

    best, median, after = timed_start(touch)
    print(
        f"start page after the folder changed (stat of the sidecars and running records): {ms(best, median)} "
        f"(goal <= 300); then the index written again on the writer thread: median {after * 1000:.0f} ms"
    )

    lib = MatchLibrary(root)
    best, median, rows = timed(lambda: lib.list(), runs)
    print(f"Matches list, all {len(rows)} rows by date: {ms(best, median)}")
    best, median, rows = timed(lambda: lib.list(MatchFilter(game="cribbage"), sort="result"), runs)
    print(f"Matches list, cribbage by result ({len(rows)} rows): {ms(best, median)}")
    lib.close()

    def open_and_list() -> int:
        lib = MatchLibrary(root)
        rows = lib.list()
        lib.close()
        return len(rows)

    best, median, _ = timed(open_and_list, runs)
    print(
        f"Matches window from a cold library object (open with index, index-finished.json read, every row): "
        f"{ms(best, median)} (goal <= 300)"
    )


def random_players() -> list[Any]:
    from muggins_desktop.ai import make_player

    return [make_player("dominoes", "random", seed=40 + i) for i in range(4)]


def long_deal(events: int) -> Any:
    """A fair deal (fixed keys, tried in turn) on which four random players' match reaches ``events``."""
    import hashlib

    from muggins_desktop.engine import new_match
    from muggins_desktop.engine.deals import Deal

    for n in range(200):
        deal = Deal.fair(hashlib.sha256(b"bench_library %d" % n).digest(), "bench")
        match = new_match("dominoes", players=4, deal=deal)
        players = random_players()
        while match.outcome is None and len(match.record) < events:
            seat = match.to_act
            match.apply(players[seat].choose(match.view_for(seat)), seat)
        if len(match.record) >= events:
            return deal
    raise SystemExit(f"no four-player dominoes match of {events} events in 200 deals")


def append_run(root: Path, deal: Any, events: int) -> tuple[list[tuple[int, float, float]], int]:
    """One match written batch by batch: (record length, caller's time, time until on disk) per batch."""
    from muggins_desktop.engine import new_match
    from muggins_desktop.storage.library import MatchLibrary

    lib = MatchLibrary(root)
    options = {"players": 4}
    match = new_match("dominoes", deal=deal, **options)
    seats = seats_for(4, 1)
    seats[0].pop("takebacks", None)
    session = lib.new(match, seats, options)
    lib.flush()
    players = random_players()
    samples: list[tuple[int, float, float]] = []
    while len(match.record) < events + 60 and match.outcome is None:
        seat = match.to_act
        batch = match.apply(players[seat].choose(match.view_for(seat)), seat)
        at = len(match.record)
        t0 = time.perf_counter()
        session.append(batch)
        t1 = time.perf_counter()
        lib.flush()
        t2 = time.perf_counter()
        samples.append((at, t1 - t0, t2 - t0))
    session.close(wait=True)
    lib.close()
    return samples, len(match.record)


def bench_append(root: Path, events: int, runs: int) -> None:
    """The same match written ``runs`` times; per window the median of a run, the best run printed.

    The caller's part is a few microseconds (a queue put), where one wake-up
    of the writer thread or a cold cache shows; the best of several runs is
    what the code costs.
    """
    deal = long_deal(events + 60)
    windows: dict[int, list[tuple[float, float, int]]] = {40: [], events: []}
    length = 0
    for n in range(runs):
        samples, length = append_run(root / str(n), deal, events)
        for center, found in windows.items():
            near = [s for s in samples if center - 30 <= s[0] <= center + 30]
            found.append((statistics.median(s[1] for s in near), statistics.median(s[2] for s in near), len(near)))
    low = (min(w[0] for w in windows[40]), min(w[1] for w in windows[40]), windows[40][0][2])
    high = (min(w[0] for w in windows[events]), min(w[1] for w in windows[events]), windows[events][0][2])
    for label, (call, disk, count) in (("event ~10-70", low), (f"event ~{events}", high)):
        print(
            f"append at {label}: caller {call * 1e6:.1f} us, on disk (write + fsync) {disk * 1e3:.3f} ms  "
            f"({count} batches, best median of {runs} runs)"
        )
    print(
        f"ratio event {events} / event 10: caller {high[0] / low[0]:.2f}x, on disk {high[1] / low[1]:.2f}x "
        f"(goal <= 1.5x); record {length} events"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=10_000)
    ap.add_argument("--append-events", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--dir", type=Path, default=None, help="where to build the library (default: a temporary folder)")
    args = ap.parse_args(argv)
    base = Path(tempfile.mkdtemp(prefix="muggins-bench-library-", dir=args.dir))
    try:
        started = time.perf_counter()
        fill(base / "library", args.matches)
        print(f"{args.matches} matches generated in {time.perf_counter() - started:.1f} s in {base}")
        bench_listing(base / "library", args.runs)
        bench_append(base / "append", args.append_events, args.runs)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(f"(machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
