"""ruff and mypy as part of the test run, so CI enforces them.

Both read their settings from pyproject.toml: ruff checks the package, the
tests and the tools; mypy checks engine/ and ai/ strictly and storage/, coach/
and ui/ with its default checks. The tools run as
subprocesses of this interpreter, without writing caches into the tree.
"""

from __future__ import annotations

import os
import re
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


def test_ruff_format_changes_nothing() -> None:
    """The code is kept in ``ruff format``'s shape (run it before committing)."""
    result = _run("ruff", "format", "--check", "--no-cache", "muggins_desktop", "tests", "tools", "packaging")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing() -> None:
    result = _run("mypy", "--cache-dir", os.devnull)
    assert result.returncode == 0, result.stdout + result.stderr


def _strict_flags() -> set[str]:
    """The config names of the flags ``mypy --strict`` turns on, as its --help lists them."""
    # --help wraps its lines at hyphens ("--disallow-subclassing-\n any").
    text = re.sub(r"(?<=[a-z])-\s+(?=[a-z])", "-", " ".join(_run("mypy", "--help").stdout.split()))
    listed = text.split("enables the following flags:", 1)[1].split(" --disable-error-code", 1)[0]
    return {flag.removeprefix("--").replace("-", "_") for flag in re.findall(r"--[a-z-]+", listed)}


def test_mypy_is_strict_on_engine_and_ai() -> None:
    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert {
        "muggins_desktop/engine",
        "muggins_desktop/ai",
        "muggins_desktop/storage",
        "muggins_desktop/coach",
        "muggins_desktop/ui",
    } <= set(mypy["files"])
    # `strict = true` in an override would turn strictness on everywhere
    # (python/mypy#11401): the pure layers list the strict flags instead.
    assert not any("strict" in o for o in mypy["overrides"])
    pure = {"muggins_desktop.engine", "muggins_desktop.engine.*", "muggins_desktop.ai", "muggins_desktop.ai.*"}
    override = next(o for o in mypy["overrides"] if pure <= set(o["module"]))
    flags = _strict_flags()
    assert len(flags) >= 10, flags
    on = {name for name in flags if override.get(name) is True or mypy.get(name) is True}
    assert on == flags, sorted(flags - on)
    assert not any(mypy.get(name) for name in flags - {"warn_redundant_casts"})  # the rest stay per-module


def test_engine_and_ai_pass_mypy_strict_on_their_own() -> None:
    result = _run("mypy", "--strict", "--cache-dir", os.devnull, "muggins_desktop/engine", "muggins_desktop/ai")
    assert result.returncode == 0, result.stdout + result.stderr
