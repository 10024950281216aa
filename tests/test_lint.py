"""ruff, ruff format, mypy and vulture as part of the test run, so CI enforces them.

They read their settings from pyproject.toml: ruff checks the package, the
tests and the tools (unused ``noqa`` comments included, RUF100); mypy checks
the whole package with the flags of ``--strict``, no module let off; vulture
looks for dead code in the package, the tests, the tools and the research
scripts, with a whitelist of names called only by name
(``tools/vulture_whitelist.py``). The tools run as
subprocesses of this interpreter, without writing caches into the tree.

The tools come with the ``dev`` extra, which the README's test command and
``.ci/run`` install; from a plain ``test`` install each check skips, naming
the missing tool, rather than failing on an import error.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def needs(tool: str) -> pytest.MarkDecorator:
    """Skip a check whose tool is not installed (a ``test``-only install), saying how to get it."""
    missing = importlib.util.find_spec(tool) is None
    return pytest.mark.skipif(
        missing, reason=f"{tool} is not installed: it comes with the dev extra (pip install -e '.[dev]')"
    )


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


@needs("ruff")
def test_ruff_finds_nothing() -> None:
    result = _run(
        "ruff", "check", "--no-cache", "--output-format", "concise", "muggins_desktop", "tests", "tools", "research"
    )
    assert result.returncode == 0, result.stdout + result.stderr


@needs("ruff")
def test_ruff_format_changes_nothing() -> None:
    """The code is kept in ``ruff format``'s shape (run it before committing)."""
    result = _run(
        "ruff", "format", "--check", "--no-cache", "muggins_desktop", "tests", "tools", "packaging", "research"
    )
    assert result.returncode == 0, result.stdout + result.stderr


@needs("mypy")
def test_mypy_finds_nothing() -> None:
    result = _run("mypy", "--cache-dir", os.devnull)
    assert result.returncode == 0, result.stdout + result.stderr


@needs("vulture")
def test_vulture_finds_no_dead_code() -> None:
    """Nothing that nobody uses, tests and tools read too (what is called by name: tools/vulture_whitelist.py)."""
    result = _run("vulture")
    assert result.returncode == 0, result.stdout + result.stderr


def _strict_flags() -> set[str]:
    """The config names of the flags ``mypy --strict`` turns on, as its --help lists them."""
    # --help wraps its lines at hyphens ("--disallow-subclassing-\n any").
    text = re.sub(r"(?<=[a-z])-\s+(?=[a-z])", "-", " ".join(_run("mypy", "--help").stdout.split()))
    listed = text.split("enables the following flags:", 1)[1].split(" --disable-error-code", 1)[0]
    return {flag.removeprefix("--").replace("-", "_") for flag in re.findall(r"--[a-z-]+", listed)}


def _mypy_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]


@needs("mypy")
def test_mypy_is_strict_for_the_whole_package() -> None:
    mypy = _mypy_config()
    assert mypy["files"] == ["muggins_desktop"]
    flags = _strict_flags()
    assert len(flags) >= 10, flags
    # Listed one by one: `strict = true` in an override would turn strictness
    # on everywhere (python/mypy#11401), so no section may use it.
    assert "strict" not in mypy and not any("strict" in o for o in mypy.get("overrides", []))
    assert {name for name in flags if mypy.get(name) is True} == flags, sorted(n for n in flags if not mypy.get(n))


@needs("mypy")
def test_the_exceptions_are_named_modules_of_the_qt_layer_let_off_single_checks() -> None:
    flags = _strict_flags()
    for override in _mypy_config().get("overrides", []):
        modules = override["module"]
        assert isinstance(modules, list) and modules, override
        for module in modules:
            # Named one by one (no wildcard); engine, ai, storage and the coach have none.
            assert module.startswith("muggins_desktop.ui.") and "*" not in module, module
        relaxed = {k: v for k, v in override.items() if k != "module"}
        assert relaxed and all(k in flags and v is False for k, v in relaxed.items()), override


@needs("mypy")
def test_engine_and_ai_pass_mypy_strict_on_their_own() -> None:
    result = _run("mypy", "--strict", "--cache-dir", os.devnull, "muggins_desktop/engine", "muggins_desktop/ai")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_pre_commit_hook_runs_the_pinned_ruff() -> None:
    yaml = pytest.importorskip("yaml")
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    (repo,) = [repo for repo in config["repos"] if repo["repo"] != "local"]
    assert repo["repo"].endswith("/ruff-pre-commit")
    assert {hook["id"] for hook in repo["hooks"]} == {"ruff", "ruff-format"}
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert f"ruff=={repo['rev'].removeprefix('v')}" in extras["dev"]
