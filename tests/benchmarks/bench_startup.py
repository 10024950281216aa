"""Time to the first painted main window, against a bare PySide6 window.

    python3 tests/benchmarks/bench_startup.py [--runs 7] [--platform offscreen]

Both are started as fresh processes, alternately, several times; each child
prints "PAINTED" from its first paint event and exits at once. The time is
measured in this process from just before starting the child to reading
that line, so it includes the interpreter, the imports and Qt's start-up.
The report gives the medians and their ratio (the goal is at most 2x).
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

ROOT = Path(__file__).resolve().parents[2]

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

probe = FirstPaint(app)
app.installEventFilter(probe)
w = QMainWindow(); w.resize(1280, 820); w.show()
app.exec()
"""


def time_child(args: list[str], env: dict[str, str], timeout: float = 60.0) -> float:
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
    return elapsed


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    args = p.parse_args(argv)
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = args.platform
    env["MUGGINS_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="muggins-bench-")
    env["MUGGINS_DESKTOP_STARTUP_PROBE"] = "1"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    bare_cmd = [sys.executable, "-c", BARE]
    app_cmd = [sys.executable, "-m", "muggins_desktop"]
    # One warm-up of each, so both start from a warm disk cache.
    time_child(bare_cmd, env)
    time_child(app_cmd, env)
    bare, app = [], []
    for _ in range(args.runs):
        bare.append(time_child(bare_cmd, env))
        app.append(time_child(app_cmd, env))
    b, a = statistics.median(bare), statistics.median(app)
    print(f"bare PySide6 window : median {b * 1000:7.1f} ms  (runs: {', '.join(f'{x * 1000:.0f}' for x in bare)})")
    print(f"Muggins main window : median {a * 1000:7.1f} ms  (runs: {', '.join(f'{x * 1000:.0f}' for x in app)})")
    print(f"ratio               : {a / b:.2f}x (goal <= 2x)")
    return 0 if a / b <= 2.0 else 1


if __name__ == "__main__":
    sys.exit(main())
