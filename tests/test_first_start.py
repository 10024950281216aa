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
TEST_COMMAND = 'python3 -m venv .venv && .venv/bin/python -m pip install -e ".[dev]" && .venv/bin/python -m pytest'
WINDOWS_RUN = "py -m venv .venv\n.venv\\Scripts\\python -m pip install .\n.venv\\Scripts\\muggins-desktop"
WINDOWS_TEST = 'py -m venv .venv\n.venv\\Scripts\\python -m pip install -e ".[dev]"\n.venv\\Scripts\\python -m pytest'


def blocks() -> list[str]:
    return [b.strip() for b in re.findall(r"```\n(.*?)```", README, re.S)]


def test_the_run_command_uses_a_virtual_environment_on_every_system() -> None:
    found = blocks()
    assert "python3 -m venv .venv && .venv/bin/python -m pip install . && .venv/bin/muggins-desktop" in found
    assert WINDOWS_RUN in found
    assert not any(b.startswith("python3 -m pip install . ") for b in found)  # refused under PEP 668
    assert "python3-venv" in README  # Debian's separate venv package is named


def test_ci_runs_exactly_the_readme_test_command() -> None:
    assert TEST_COMMAND in blocks()
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert script.strip().splitlines()[-1].strip() == TEST_COMMAND


def test_the_tests_also_start_by_making_the_virtual_environment() -> None:
    found = blocks()
    assert TEST_COMMAND in found and WINDOWS_TEST in found
    assert not any(b.startswith("python3 -m pip install") for b in found)  # refused under PEP 668


def windows_blocks() -> list[str]:
    return [b for b in blocks() if "\\Scripts\\" in b]


def test_the_windows_commands_parse_in_windows_powershell() -> None:
    """Windows PowerShell 5.1 (the default shell) has no ``&&``: one command a line."""
    found = windows_blocks()
    assert len(found) == 2
    for block in found:
        assert "&&" not in block and "||" not in block
        for line in block.splitlines():
            assert line.startswith(("py ", ".venv\\Scripts\\")), line


def test_the_checkout_ignores_the_virtual_environment_the_readme_makes() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert ".venv/" in ignored
