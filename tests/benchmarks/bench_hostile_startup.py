"""Issue 26's figures: start-up with a 15 MB seat name in the autosave, and Review's memory on hostile files.

    python3 tests/benchmarks/bench_hostile_startup.py [--runs 7] [--record-mb 1024]

Start-up: pairs of fresh app processes to their first paint (offscreen,
``MUGGINS_DESKTOP_STARTUP_PROBE``), one with a clean user folder, one whose
autosave holds a 15 MB seat name (planted again before every run, since the
app moves it aside). The order alternates; the report gives the medians of
wall time and CPU time and their ratio (goal: at most 1.5x).

Memory: the largest resident set (``wait4``'s ``ru_maxrss``) of
``muggins-desktop review /dev/zero --seat 0`` and of the same command on a
sparse record of ``--record-mb`` megabytes (goal: under 200 MB each).
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
sys.path.insert(0, str(ROOT))

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--runs", "1", "--record-mb", "8"]
START_GOAL = 1.5
MEMORY_GOAL_MB = 200


def child(args: list[str], env: dict[str, str], until: str | None = None) -> tuple[float, float, float, int]:
    """(wall s, CPU s, max RSS MB, exit status) of one child, to the line ``until`` or its end."""
    start = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=ROOT, text=True)
    assert proc.stdout is not None
    wall = None
    for line in proc.stdout:
        if until is not None and line.strip() == until:
            wall = time.perf_counter() - start
            break
    _pid, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if wall is None:
        wall = time.perf_counter() - start
    if until is not None and proc.returncode != 0:
        raise RuntimeError(f"{args} ended with {proc.returncode} before {until}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, proc.returncode


def plant(home: Path, data: bytes | None) -> None:
    saves = home / "data" / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    for old in saves.iterdir():
        old.unlink()
    if data is not None:
        (saves / "autosave.json").write_bytes(data)


def main(argv: list[str] | None = None) -> int:
    from tests.storage.hostile_saves import huge_name

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7, help="pairs of starts (default 7)")
    p.add_argument("--record-mb", type=int, default=1024, help="size of the sparse record for Review (default 1024)")
    args = p.parse_args(argv)
    scratch = Path(tempfile.mkdtemp(prefix="muggins-bench-hostile-"))
    hostile = huge_name(scratch)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUGGINS_DESKTOP_STARTUP_PROBE="1")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(scratch / "pycache")
    app = [sys.executable, "-m", "muggins_desktop"]
    clean_home, hostile_home = scratch / "clean", scratch / "hostile"
    plant(clean_home, None)
    child(app, dict(env, MUGGINS_DESKTOP_HOME=str(clean_home)), "PAINTED")  # warm-up: compiled modules, disk cache
    clean: list[tuple[float, float]] = []
    bad: list[tuple[float, float]] = []
    for run in range(args.runs):
        order = [("clean", clean_home), ("hostile", hostile_home)]
        for name, home in order if run % 2 == 0 else order[::-1]:
            plant(home, hostile if name == "hostile" else None)
            wall, cpu, _rss, _code = child(app, dict(env, MUGGINS_DESKTOP_HOME=str(home)), "PAINTED")
            (clean if name == "clean" else bad).append((wall, cpu))
            if name == "hostile":
                assert not (home / "data" / "saves" / "autosave.json").exists(), "the autosave was not moved aside"
    wall_ratio = statistics.median(w for w, _ in bad) / statistics.median(w for w, _ in clean)
    cpu_ratio = statistics.median(c for _, c in bad) / statistics.median(c for _, c in clean)
    print(f"start-up to first paint, {args.runs} pairs (median):")
    print(
        f"  clean user folder:        {statistics.median(w for w, _ in clean) * 1000:6.0f} ms wall, "
        f"{statistics.median(c for _, c in clean) * 1000:6.0f} ms CPU"
    )
    print(
        f"  15 MB seat name autosave: {statistics.median(w for w, _ in bad) * 1000:6.0f} ms wall, "
        f"{statistics.median(c for _, c in bad) * 1000:6.0f} ms CPU"
    )
    print(f"  ratio: {wall_ratio:.2f}x wall, {cpu_ratio:.2f}x CPU (goal: at most {START_GOAL}x)")
    record = scratch / "huge.jsonl"
    with open(record, "wb") as handle:
        handle.truncate(args.record_mb * 1024 * 1024)
    review = [sys.executable, "-m", "muggins_desktop", "review"]
    for label, target in (("/dev/zero", "/dev/zero"), (f"a {args.record_mb} MB record", str(record))):
        wall, _cpu, rss, code = child([*review, target, "--seat", "0"], env)
        print(
            f"review {label} --seat 0: exit {code} in {wall * 1000:.0f} ms, max RSS {rss:.0f} MB "
            f"(goal: under {MEMORY_GOAL_MB} MB)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
