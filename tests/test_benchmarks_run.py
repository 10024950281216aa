"""Every benchmark script and research harness still runs, at its smallest settings.

The scripts in tests/benchmarks/ (the shipped app measured) and research/
(the computer players' experiments) print figures and are run by hand for
minutes; a script that no longer starts (an option the engine now refuses, a
moved module) goes unnoticed until someone needs its figures. Each script
names its smallest run in a module-level ``SMOKE_ARGS`` (read here with
``ast``, without importing it; ``{tmp}`` stands for a fresh temporary
folder), and this one test runs them all, one after another, each with a
short timeout.

It is marked ``benchmarks`` so the default suite stays fast:
``python3 -m pytest -m benchmarks`` (CI runs it on Linux). A script's own
verdict on its goal (exit status 1) is not judged at smoke size; a traceback,
a usage error (2) or a timeout fails.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = ROOT / "tests" / "benchmarks"
RESEARCH = ROOT / "research"
#: Seconds one script may take at its smallest settings (they aim at ~20 s).
SCRIPT_TIMEOUT = 90


def scripts() -> list[Path]:
    return sorted(BENCHMARKS.glob("bench_*.py")) + sorted(RESEARCH.glob("*.py"))


def smoke_args(path: Path) -> list[str] | None:
    """The script's ``SMOKE_ARGS``, or None when it has none."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        target = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
        if isinstance(target, ast.Name) and target.id == "SMOKE_ARGS" and node.value is not None:
            value = ast.literal_eval(node.value)
            assert isinstance(value, list) and all(isinstance(a, str) for a in value), path.name
            return value
    return None


def test_every_benchmark_names_its_smallest_run() -> None:
    assert scripts()
    missing = [path.name for path in scripts() if smoke_args(path) is None]
    assert missing == [], f"no SMOKE_ARGS in {missing}"


@pytest.mark.benchmarks
@pytest.mark.timeout(SCRIPT_TIMEOUT * 16)
def test_every_benchmark_runs_at_its_smallest_settings(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUGGINS_DESKTOP_HOME=str(tmp_path / "home"))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    failures, times = [], []
    for path in scripts():
        folder = tmp_path / path.stem
        folder.mkdir()
        args = [a.replace("{tmp}", str(folder)) for a in smoke_args(path) or []]
        started = time.monotonic()
        try:
            result = subprocess.run(
                [sys.executable, str(path), *args],
                capture_output=True,
                text=True,
                env=env,
                cwd=folder,
                timeout=SCRIPT_TIMEOUT,
                check=False,
            )
        except subprocess.TimeoutExpired:
            failures.append(f"{path.name} {args}: still running after {SCRIPT_TIMEOUT} s")
            continue
        times.append(f"{path.name} {time.monotonic() - started:.1f} s")
        if result.returncode not in (0, 1) or "Traceback" in result.stderr:
            failures.append(f"{path.name} {args}: exit {result.returncode}\n{result.stderr[-1500:]}")
    print("\n".join(times))
    assert failures == [], "\n\n".join(failures)
