"""The command line speaks on every system, Windows included.

On Windows a ``gui-scripts`` entry point runs without a console: whatever
``--version`` or ``verify`` prints is lost and cmd cannot see the exit
status. So the project also declares a console script for the same
``main``, and the Windows bundle ships a console twin of the program.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import tomllib
from pathlib import Path

from muggins_desktop import __version__

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def load(target: str):
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def test_a_console_script_runs_the_same_main_as_the_window_program() -> None:
    console = PROJECT.get("scripts", {})
    assert console.get("muggins-desktop-cli") == PROJECT["gui-scripts"]["muggins-desktop"]


def test_the_console_entry_point_prints_the_version() -> None:
    main = load(PROJECT["scripts"]["muggins-desktop-cli"])
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
        main(["--version"])
    assert __version__ in out.getvalue()


def test_the_windows_bundle_ships_a_console_twin() -> None:
    spec = (ROOT / "packaging" / "muggins-desktop.spec").read_text(encoding="utf-8")
    twin = spec[spec.index('if sys.platform == "win32":\n    console_twin') :]
    assert 'name=APP_NAME + "-cli"' in twin and "console=True" in twin
    assert "*console_twin" in spec[spec.index("COLLECT(") :]
