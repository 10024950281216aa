"""ruff and mypy as part of the test run, so CI enforces them.

Both read their settings from pyproject.toml: ruff checks the package, the
tests and the tools; mypy checks engine/ and ai/ strictly. The tools run as
subprocesses of this interpreter, without writing caches into the tree.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_ruff_finds_nothing() -> None:
    result = _run("ruff", "check", "--no-cache", "--output-format", "concise", "muggins_desktop", "tests", "tools")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing() -> None:
    result = _run("mypy", "--cache-dir", os.devnull)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_strict_on_engine_and_ai() -> None:
    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert {"muggins_desktop/engine", "muggins_desktop/ai"} <= set(mypy["files"])
    strict = {m for o in mypy["overrides"] if o.get("strict") for m in o["module"]}
    assert {"muggins_desktop.engine.*", "muggins_desktop.ai.*"} <= strict


def test_engine_passes_mypy_strict_on_its_own() -> None:
    result = _run("mypy", "--strict", "--cache-dir", os.devnull, "muggins_desktop/engine")
    assert result.returncode == 0, result.stdout + result.stderr
