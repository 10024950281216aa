"""First start on a stock system (issue 26): the README's commands work where pip is refused.

Debian, Ubuntu and Fedora refuse ``pip install`` into the system Python
(PEP 668), so the README starts the app from a virtual environment, with a
Linux/macOS form and a Windows form; the test command stays the one CI and
``.ci/run`` run, word for word.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
TEST_COMMAND = 'python3 -m pip install -e ".[test]" && python3 -m pytest'


def blocks() -> list[str]:
    return [b.strip() for b in re.findall(r"```\n(.*?)```", README, re.S)]


def test_the_run_command_uses_a_virtual_environment_on_every_system() -> None:
    found = blocks()
    assert "python3 -m venv .venv && .venv/bin/python -m pip install . && .venv/bin/muggins-desktop" in found
    assert "py -m venv .venv && .venv\\Scripts\\python -m pip install . && .venv\\Scripts\\muggins-desktop" in found
    assert not any(b.startswith("python3 -m pip install . ") for b in found)  # refused under PEP 668
    assert "python3-venv" in README  # Debian's separate venv package is named


def test_ci_runs_exactly_the_readme_test_command() -> None:
    assert TEST_COMMAND in blocks()
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert script.strip().splitlines()[-1].strip() == TEST_COMMAND
