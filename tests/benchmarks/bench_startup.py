"""Cost of the first painted main window, against a bare PySide6 window, in pairs.

    python3 tests/benchmarks/bench_startup.py [--runs 9] [--platform offscreen]

Each run starts both as fresh processes, one right after the other (the
order alternates from run to run), so the two members of a pair meet the
same load on a shared machine. Each child prints "PAINTED" from its
window's first paint event and exits at once. Both watch their window, not
the whole application: an application-wide event filter makes PySide wrap
every object that receives an event before the first paint, a cost that
grows with the number of widgets and that a start without the probe never
pays. Two figures per child:

* CPU: the user + system time the child used up to its first paint (its
  resource usage once it has exited; this counts the interpreter, the imports
  and Qt's start-up, and not the time spent waiting for a busy CPU);
* wall: the time from just before starting it to reading that line.

The report gives the medians, the median of the per-pair ratios of CPU time
(the goal: at most 1.8x) and the ratio of the wall medians. Where the
``resource`` module is missing (Windows) only wall time is measured.

Both children keep their bytecode in a private cache folder
(``PYTHONPYCACHEPREFIX``), written by the warm-up pair whatever
``PYTHONDONTWRITEBYTECODE`` says: an installed app starts from compiled
modules, and compiling the package's sources at every start would be
counted against the app alone.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:
    import resource
except ImportError:  # Windows
    resource = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parents[2]
#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--runs", "1", "--no-warm-up"]
GOAL = 1.8

BARE = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            sys.stdout.write("PAINTED\n"); sys.stdout.flush(); os._exit(0)
        return False

w = QMainWindow(); w.resize(1280, 820)
probe = FirstPaint(w)
w.installEventFilter(probe)
w.show()
app.exec()
"""


def _children_cpu() -> float:
    if resource is None:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_child(args: list[str], env: dict[str, str], timeout: float = 60.0) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one child up to its first paint."""
    cpu_before = _children_cpu()
    start = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=ROOT, text=True)
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.strip() == "PAINTED":
                elapsed = time.perf_counter() - start
                break
        else:
            raise RuntimeError(f"{args} ended without painting (exit {proc.wait()})")
    finally:
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return _children_cpu() - cpu_before, elapsed


def _ms(values: list[float]) -> str:
    return ", ".join(f"{x * 1000:.0f}" for x in values)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=9, help="pairs to start (default 9)")
    p.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    p.add_argument("--no-warm-up", action="store_true", help="skip the first, unmeasured pair")
    args = p.parse_args(argv)
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = args.platform
    env["MUGGINS_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="muggins-bench-")
    env["MUGGINS_DESKTOP_STARTUP_PROBE"] = "1"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="muggins-bench-pycache-")
    bare_cmd = [sys.executable, "-c", BARE]
    app_cmd = [sys.executable, "-m", "muggins_desktop"]
    if not args.no_warm_up:  # both start from a warm disk cache and compiled modules
        time_child(bare_cmd, env)
        time_child(app_cmd, env)
    bare: list[tuple[float, float]] = []
    app: list[tuple[float, float]] = []
    for run in range(args.runs):
        if run % 2 == 0:
            bare.append(time_child(bare_cmd, env))
            app.append(time_child(app_cmd, env))
        else:
            app.append(time_child(app_cmd, env))
            bare.append(time_child(bare_cmd, env))
    wall_b, wall_a = statistics.median(w for _c, w in bare), statistics.median(w for _c, w in app)
    print(f"pairs               : {args.runs} (platform {args.platform})")
    if resource is not None:
        cpu_b, cpu_a = [c for c, _w in bare], [c for c, _w in app]
        ratios = [a / b for a, b in zip(cpu_a, cpu_b, strict=True) if b > 0]
        ratio = statistics.median(ratios)
        print(f"bare PySide6 window : CPU median {statistics.median(cpu_b) * 1000:6.1f} ms  (runs: {_ms(cpu_b)})")
        print(f"Muggins main window : CPU median {statistics.median(cpu_a) * 1000:6.1f} ms  (runs: {_ms(cpu_a)})")
        print(
            f"CPU ratio, paired   : median {ratio:.2f}x, range {min(ratios):.2f}-{max(ratios):.2f}x (goal <= {GOAL}x)"
        )
    print(f"bare PySide6 window : wall median {wall_b * 1000:6.1f} ms  (runs: {_ms([w for _c, w in bare])})")
    print(f"Muggins main window : wall median {wall_a * 1000:6.1f} ms  (runs: {_ms([w for _c, w in app])})")
    print(f"wall ratio          : {wall_a / wall_b:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
