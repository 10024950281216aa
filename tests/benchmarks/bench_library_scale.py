"""The library scales (issue 52): a start, a rebuild, Game → Matches and Open at 1,000 to 100,000 matches.

    python3 tests/benchmarks/bench_library_scale.py [--sizes 1000,10000,100000] [--cache DIR] [--idle-ms 1000]

Each library is filled once as ``bench_library.py`` fills it (real records
of both games written again under new ids, one in a hundred unfinished),
directly, without playing, and kept in ``--cache`` (a temporary folder by
default; later runs reuse it). Four starts are measured through the real
window, offscreen:

1. rebuild: index.json and index-finished.json removed (every sidecar read);
2. damaged: index.json damaged (index-finished.json's rows checked by stamp,
   only the other sidecars read);
3. changed: the folder changed behind the index (a start after a crash);
4. start: the index as the last run left it (the usual start).

Each start runs in a process of its own, after the modules were imported
and a window without a library was shown (not measured). For each: the start page's time (the window made, shown, the library opened
and the page painted with its matches), the longest time the GUI thread
did not answer (a 10 ms ``QTimer`` heartbeat, from the first paint until the
library is read and ``--idle-ms`` later) and the time until the background
scan was done. Then Game → Matches (made, filled, painted), Open of an
exported record (the first one builds the digest map), and the memory
(resident now and at the peak).

Goals: the start page within 1.2x of the 1,000-match time; no stall over
100 ms; a rebuild of 100,000 within 20 s in the background; Game → Matches
within 200 ms and 200 MB at 100,000.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SMOKE_ARGS: list[str] = ["--sizes", "200", "--cache", "{tmp}", "--idle-ms", "200"]
SCENARIOS = ("rebuild", "damaged", "changed", "start")


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def library_of(home: Path) -> Path:
    return home / "data" / "library"


def built(cache: Path, size: int) -> Path:
    """The home of a library of ``size`` matches, filled on first use and kept in ``cache``."""
    home = cache / f"library-{size}"
    if not (home / "filled").exists():
        import shutil

        from tests.benchmarks.bench_library import fill

        shutil.rmtree(home, ignore_errors=True)
        clock = time.perf_counter()
        fill(library_of(home), size)
        (home / "filled").write_text(f"{time.perf_counter() - clock:.1f} s\n")
    return home


class Heartbeat:
    """The longest gap between the ticks of a 10 ms timer: how long the window did not answer."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.last = time.perf_counter()
        self.longest = 0.0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def restart(self) -> None:
        self.last, self.longest = time.perf_counter(), 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now


def spin(app: Any, seconds: float, until: Any = None) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not (until is not None and until()):
        app.processEvents()
        time.sleep(0.002)


def prepare(library: Path, scenario: str) -> None:
    if scenario == "rebuild":
        for name in ("index.json", "index-finished.json"):
            (library / name).unlink(missing_ok=True)
    elif scenario == "damaged":
        (library / "index.json").write_text("{damaged")
    elif scenario == "changed":
        note = library / "matches" / "notes.txt"
        note.write_text("changed")
        note.unlink()


def one_start(app: Any, scenario: str, idle: float, last: bool) -> dict[str, Any]:
    """A start of the window in ``scenario``: start page, stall, scan; with ``last`` also Matches and Open."""
    from muggins_desktop.storage import paths
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.window.main_window import MainWindow

    prepare(paths.library_dir(), scenario)
    beat = Heartbeat()
    clock = time.perf_counter()
    win = MainWindow(Settings(), keep_in_library=True)
    win.resize(1280, 820)
    win.show()
    app.processEvents()
    beat.restart()  # from the first paint on
    win.keeper.load()
    win.start_page.repaint()
    out: dict[str, Any] = {"start_page_ms": (time.perf_counter() - clock) * 1000}
    out["scanning"] = win.keeper.scanning
    out["continue_at_once"] = win.keeper.latest_unfinished() is not None
    spin(app, 600, until=lambda: not win.keeper.scanning)
    out["scan_s"] = time.perf_counter() - clock
    spin(app, idle)
    out["stall_ms"] = beat.longest * 1000
    if last:
        clock = time.perf_counter()
        window = win.show_matches()
        window.repaint()
        app.processEvents()
        out["matches_ms"] = (time.perf_counter() - clock) * 1000
        out["matches_rows"] = window.model.rowCount()
        out["rss_mb"] = rss_mb()
        window.close()
        out.update(imports(win))
    beat.timer.stop()
    win.keeper.close()
    win.close()
    win.deleteLater()
    app.processEvents()
    return out


def imports(win: Any) -> dict[str, float]:
    """Open of two exported records (the first builds the digest map), timed in the library."""
    from muggins_desktop.storage.library.record import export_record

    library = win.keeper.library
    rows = library.list()[:2]
    times = {}
    for n, row in enumerate(rows):
        path = Path(tempfile.mkdtemp(prefix="muggins-bench-import-")) / "exported.jsonl"
        export_record(path, library.load(row.id).record)
        clock = time.perf_counter()
        library.import_file(path)
        times["import_first_ms" if n == 0 else "import_next_ms"] = (time.perf_counter() - clock) * 1000
    return times


def warm_up(app: Any) -> None:
    """The modules imported and a window shown once, without a library (not measured)."""
    import muggins_desktop.storage.library.imports
    import muggins_desktop.ui.library.matches_window  # noqa: F401
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.window.main_window import MainWindow

    win = MainWindow(Settings(), keep_in_library=False)
    win.show()
    app.processEvents()
    win.close()
    win.deleteLater()
    app.processEvents()


def child(size: int, cache: Path, scenario: str, idle: float) -> int:
    """One start in a process of its own (its memory is one window's, as in the app)."""
    home = built(cache, size)
    os.environ["MUGGINS_DESKTOP_HOME"] = str(home)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["bench"])
    if not (library_of(home) / "index.json").exists():  # the index written once, as at the first start
        one_start(app, "start", 0.0, False)
    warm_up(app)
    result = one_start(app, scenario, idle, scenario == SCENARIOS[-1])
    result["peak_mb"] = peak_mb()
    print(json.dumps(result))
    return 0


def report(size: int, r: dict[str, Any]) -> None:
    print(f"{size:,} matches:")
    for s in SCENARIOS:
        x = r[s]
        print(
            f"  {s:8} start page {x['start_page_ms']:6.0f} ms  longest stall {x['stall_ms']:5.0f} ms  "
            f"library read after {x['scan_s']:6.2f} s  (background: {x['scanning']}, Continue at once: "
            f"{x['continue_at_once']})"
        )
    x = r["start"]
    print(f"  Game -> Matches {x['matches_ms']:.0f} ms ({x['matches_rows']:,} rows)")
    print(f"  Open (import): first {x.get('import_first_ms', 0):.0f} ms, next {x.get('import_next_ms', 0):.0f} ms")
    peaks = ", ".join(f"{s} {r[s]['peak_mb']:.0f}" for s in SCENARIOS)
    print(f"  memory: {x['rss_mb']:.0f} MB resident with Matches open; peak MB per start: {peaks}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "muggins-bench-scale")
    ap.add_argument("--idle-ms", type=int, default=1000, help="how long the window is watched after the scan")
    ap.add_argument("--child", type=int, default=0, help=argparse.SUPPRESS)
    ap.add_argument("--scenario", choices=SCENARIOS, default="start", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    args.cache.mkdir(parents=True, exist_ok=True)
    if args.child:
        return child(args.child, args.cache, args.scenario, args.idle_ms / 1000)
    for size in (int(s) for s in args.sizes.split(",")):
        results = {}
        for scenario in SCENARIOS:
            cmd = [sys.executable, __file__, "--child", str(size), "--cache", str(args.cache), "--scenario", scenario]
            done = subprocess.run([*cmd, "--idle-ms", str(args.idle_ms)], capture_output=True, text=True, check=False)
            if done.returncode != 0:
                print(done.stdout, done.stderr, sep="\n")
                return 2
            results[scenario] = json.loads(done.stdout.strip().splitlines()[-1])
        report(size, results)
    print(f"(machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
