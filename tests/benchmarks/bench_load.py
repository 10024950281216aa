"""Loading a long match costs O(N): a 2,500- and a 10,000-event match of the library.

    python3 tests/benchmarks/bench_load.py [--sizes 2500 10000] [--runs 3]

For each size a two-player dominoes match (to the rules' target of 250) is
played until its record holds at least that many events and a person is to
act; both seats play the legal action that scores least, so the scores
hardly grow (the penalties pull them below zero) and the match runs long. It
is kept in the match library of a private ``MUGGINS_DESKTOP_HOME``. Then,
per run:

* storage: a fresh ``MatchLibrary`` and ``load(id)`` (read, parse, check,
  replay);
* window: a fresh ``MainWindow`` (offscreen) and "Continue" through the
  window (``continue_last``: the library's resume, table, score sheet and
  the log rebuilt from the record), until the event queue is empty.

It prints the best of the runs of each (wall-clock time; waiting for a
busy CPU only adds to a run) and the ratio of the biggest to the smallest
size; linear loading gives about 4x for 4x the events, and the issue's goal
is below 5x (quadratic loading gives about 16x).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SEATS = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]
#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--sizes", "300", "600", "--runs", "1"]


def long_match(events: int, seed: int = 1):
    """A dominoes match with at least ``events`` events, seat 0 to act (the next seed if one ends first)."""
    from muggins_desktop.engine import new_match

    for s in range(seed, seed + 100):
        match = new_match("dominoes", players=2, seed=s)
        while match.outcome is None and (len(match.record) < events or match.to_act != 0):
            seat = match.to_act
            view = match.view_for(seat)
            match.apply(min(view.legal_actions, key=lambda a, v=view: (v.points_for(a), str(a))), seat)
        if match.outcome is None:
            return match, {"players": 2}
    raise RuntimeError(f"no match from seed {seed} lasted {events} events")


def time_storage(match_id: str) -> float:
    from muggins_desktop.storage.library import MatchLibrary

    started = time.perf_counter()
    with MatchLibrary() as lib:
        loaded = lib.load(match_id)
    seconds = time.perf_counter() - started
    assert loaded.record
    return seconds


def time_window(app) -> float:
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.window.main_window import MainWindow

    window = MainWindow(Settings(ai_pause_ms=0, animation_ms=0, confirm_leave=False), keep_in_library=True)
    window.resize(1280, 820)
    window.show()
    app.processEvents()
    window.keeper.load()
    started = time.perf_counter()
    window.continue_last()
    app.processEvents()
    seconds = time.perf_counter() - started
    assert window.controller is not None
    window.stop_match()
    window.close()  # the library closes: the match's lock given up for the next run
    window.deleteLater()
    app.processEvents()
    return seconds


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[2500, 10000])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    import muggins_desktop.ui  # noqa: F401 - the PySide guard first
    from muggins_desktop.storage import paths
    from muggins_desktop.storage.library import MatchLibrary

    app = QApplication.instance() or QApplication(["bench_load"])
    results = {}
    with tempfile.TemporaryDirectory(prefix="muggins-bench-load-") as home:
        os.environ["MUGGINS_DESKTOP_HOME"] = home
        for size in args.sizes:
            match, options = long_match(size)
            with MatchLibrary() as lib:
                session = lib.new(match, SEATS, options)
            kib = (paths.library_dir() / "matches" / f"{session.id}.jsonl").stat().st_size / 1024
            # The best of the runs: on a shared machine the others only add waiting.
            storage = min(time_storage(session.id) for _ in range(args.runs))
            window = min(time_window(app) for _ in range(args.runs))
            results[size] = (storage, window)
            print(
                f"{len(match.record):6d} events ({kib:7.0f} KiB): storage {storage:7.3f} s, "
                f"window (Continue, all included) {window:7.3f} s",
                flush=True,
            )
    small, big = min(results), max(results)
    if small != big:
        for label, index in (("storage", 0), ("window", 1)):
            ratio = results[big][index] / max(results[small][index], 1e-9)
            print(
                f"{label}: {big} events take {ratio:.2f}x the time of {small} "
                f"({big / small:.0f}x the events; goal < 5x)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
