"""The start page and Game → Matches with 10,000 kept matches, through the real window.

    python3 tests/benchmarks/bench_matches_window.py [--matches 10000] [--runs 5] [--idle-ms 0]

The library is filled as ``bench_library.py`` fills it (real records of both
games written again under new ids, one in a hundred unfinished), in a
private ``MUGGINS_DESKTOP_HOME``; the app is offscreen. Each run makes a new
``MainWindow`` (so a new library object, reading the index from disk) and
times:

1. the start page: the library opened (``MatchKeeper.load``: index read,
   migration marker checked, trash purged) and the page filled (Continue's
   summary and the latest matches), until it has painted;
2. Game → Matches: the window made, all rows in its model, shown and
   painted; at once (the finished matches' rows, ``index-finished.json``,
   are then read on the GUI thread) or ``--idle-ms`` after the start page
   (they are read on a thread of their own meanwhile);
3. sorting the list by result and filtering it to cribbage;

and, for comparison, a bare ``MatchLibrary()`` opened and closed (the
storage part of 1, which ``bench_library.py`` measures).

Goal: 1 and 2 within 300 ms each. Times are wall-clock; the best of
``--runs`` is printed with the median.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SMOKE_ARGS: list[str] = ["--matches", "200", "--runs", "1"]


def ms(values: list[float]) -> str:
    return f"best {min(values) * 1000:.0f} ms, median {statistics.median(values) * 1000:.0f} ms"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument(
        "--idle-ms",
        type=int,
        default=0,
        help="wait this long on the start page before Game -> Matches (0: at once, the finished rows unread)",
    )
    args = ap.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="muggins-bench-matches-"))
    os.environ["MUGGINS_DESKTOP_HOME"] = str(home)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        from muggins_desktop.storage import paths
        from muggins_desktop.storage.settings import Settings
        from muggins_desktop.ui.window.main_window import MainWindow
        from tests.benchmarks.bench_library import fill

        app = QApplication.instance() or QApplication(["bench"])
        started = time.perf_counter()
        fill(paths.library_dir(), args.matches)
        print(f"{args.matches} matches generated in {time.perf_counter() - started:.1f} s")
        warm = MainWindow(Settings(), keep_in_library=True)  # the index is written once, as at the first start
        warm.keeper.load()
        warm.keeper.close()
        warm.deleteLater()
        app.processEvents()
        from muggins_desktop.storage.library import MatchLibrary

        start_page, matches, sorting, bare = [], [], [], []
        for _ in range(args.runs):
            clock = time.perf_counter()
            MatchLibrary().close()  # the storage part alone, for comparison (bench_library.py's figure)
            bare.append(time.perf_counter() - clock)
            win = MainWindow(Settings(), keep_in_library=True)
            win.resize(1280, 820)
            win.show()
            app.processEvents()
            clock = time.perf_counter()
            win.keeper.load()
            win.start_page.repaint()
            start_page.append(time.perf_counter() - clock)
            rows = win.start_page.recent.count()
            if args.idle_ms:  # the person looks at the start page first: the finished rows are read meanwhile
                until = time.perf_counter() + args.idle_ms / 1000
                while time.perf_counter() < until:
                    app.processEvents()
                    time.sleep(0.005)
            clock = time.perf_counter()
            window = win.show_matches()
            window.repaint()
            app.processEvents()
            matches.append(time.perf_counter() - clock)
            shown = window.model.rowCount()
            clock = time.perf_counter()
            window.view.sortByColumn(3, Qt.SortOrder.DescendingOrder)
            window.game_filter.setCurrentIndex(2)
            window.repaint()
            sorting.append(time.perf_counter() - clock)
            filtered = window.model.rowCount()
            window.close()
            win.keeper.close()
            win.deleteLater()
            app.processEvents()
        print(f"start page (library opened, Continue + {rows} latest matches, painted): {ms(start_page)} (goal <= 300)")
        print(f"   of which the library alone (a MatchLibrary opened and closed): {ms(bare)}")
        when = f"{args.idle_ms} ms after the start page" if args.idle_ms else "at once after the start page"
        print(f"Game -> Matches ({shown} rows, {when}, shown and painted): {ms(matches)} (goal <= 300)")
        print(f"sort by result, then only cribbage ({filtered} rows): {ms(sorting)}")
    finally:
        shutil.rmtree(home, ignore_errors=True)
    print(f"(machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
