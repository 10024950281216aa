"""Start-up pays only for what it uses: the first paint loads no engine, computer player or coach.

The app is started for real (``python -m muggins_desktop``, offscreen, in a
private user folder); ``MUGGINS_DESKTOP_STARTUP_PROBE=modules`` makes it
list the package's loaded modules at its first paint and exit. The rules,
the computer players (whose tables take tens of milliseconds to load), the
coach and the game tables are imported when a match starts.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Not before the first paint (prefixes of module names).
LATER = (
    "muggins_desktop.ai.",  # the players and their tables (the package itself only names the levels)
    "muggins_desktop.coach",
    "muggins_desktop.engine",
    "muggins_desktop.simulate",
    "muggins_desktop.ui.coach.hint_panel",
    "muggins_desktop.ui.coach.option_tree",
    "muggins_desktop.ui.coach.review_table",
    "muggins_desktop.ui.coach.review_texts",
    "muggins_desktop.ui.coach.review_window",
    "muggins_desktop.ui.coach.trainer_dialog",
    "muggins_desktop.ui.coach.words",
    "muggins_desktop.ui.coach.worker",
    "muggins_desktop.ui.match.computer_work",
    "muggins_desktop.ui.match.controller",
    "muggins_desktop.ui.cribbage",
    "muggins_desktop.ui.dominoes",
    "muggins_desktop.ui.match.reading",
    "muggins_desktop.ui.screenshots",
    "muggins_desktop.ui.window.side_panels",
)
#: The coach's menu part owns actions of the Game menu, so it is built with the window;
#: the coach's panels and windows (the rest of ``ui/coach/``) still wait for their first use.
WITH_THE_MENUS = ("muggins_desktop.ui.coach.actions",)


def probe_first_paint(home: Path) -> list[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MUGGINS_DESKTOP_HOME=str(home),
        MUGGINS_DESKTOP_STARTUP_PROBE="modules",
        PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
    )
    result = subprocess.run(
        [sys.executable, "-m", "muggins_desktop"], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60
    )
    lines = result.stdout.splitlines()
    assert "PAINTED" in lines, result.stdout[-2000:] + result.stderr[-2000:]
    return lines


def loaded_at_first_paint(home: Path) -> list[str]:
    return [line.removeprefix("module ") for line in probe_first_paint(home) if line.startswith("module ")]


@pytest.mark.parametrize("with_autosave", [False, True], ids=["first start", "a match to continue"])
def test_the_first_paint_loads_no_rules_players_coach_or_tables(tmp_path: Path, monkeypatch, with_autosave) -> None:
    home = tmp_path / "home"
    if with_autosave:
        monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(home))
        from muggins_desktop.engine import new_match
        from muggins_desktop.storage.legacy import saves

        seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "easy"}]
        saves.autosave(new_match("dominoes", players=2, seed=3), seats, {"players": 2})
    modules = loaded_at_first_paint(home)
    assert "muggins_desktop.ui.window.main_window" in modules and "muggins_desktop.ui.window.start_page" in modules
    early = sorted(name for name in modules if name.startswith(LATER) and name not in WITH_THE_MENUS)
    assert early == [], f"loaded before the first paint: {early}"


@pytest.mark.parametrize("contrast", ["on", "off"])
def test_the_first_paint_never_sets_up_the_qt_namespace(tmp_path: Path, monkeypatch, contrast) -> None:
    """PySide builds all ~96 enums of ``Qt`` on its first use (about 12 ms): the start page,
    menus and status line do without it (ui/app/enum_props.py). Only the "auto" contrast
    setting needs it before the first paint, to ask the system (its answer is a ``Qt`` enum)."""
    home = tmp_path / "home"
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(home))
    from muggins_desktop.engine import new_match
    from muggins_desktop.storage.legacy import saves
    from muggins_desktop.storage.settings import Settings, save_settings

    save_settings(Settings(high_contrast=contrast))
    seats = [
        {"name": "<b>Ann</b>", "kind": "human", "level": None},
        {"name": "Bob", "kind": "computer", "level": "easy"},
    ]
    saves.autosave(new_match("dominoes", players=2, seed=3), seats, {"players": 2})  # Continue and its line shown
    lines = probe_first_paint(home)
    assert "qt-namespace built" not in lines


def test_enum_properties_are_set_by_name_and_a_wrong_name_raises(qtbot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMessageBox

    from muggins_desktop.ui.app.enum_props import plain_text, set_enum_property

    label, box = QLabel(), QMessageBox()
    qtbot.addWidget(label)
    qtbot.addWidget(box)
    plain_text(label)
    plain_text(box)
    set_enum_property(label, "textInteractionFlags", "TextSelectableByMouse")
    assert label.textFormat() == box.textFormat() == Qt.TextFormat.PlainText
    assert label.textInteractionFlags() == Qt.TextInteractionFlag.TextSelectableByMouse
    with pytest.raises(ValueError):
        set_enum_property(label, "textFormat", "Plain")
    with pytest.raises(ValueError):
        set_enum_property(label, "textFormatt", "PlainText")


def test_the_platform_check_and_the_user_folder_need_no_pyside() -> None:
    """``run_gui`` checks the X11 libraries and reads the user folder before PySide is imported:
    PySide's import hook reads the source of every module imported after it."""
    code = (
        "import sys\n"
        "import muggins_desktop.ui.app.platform_check, muggins_desktop.storage.lock, muggins_desktop.storage.settings\n"
        "import muggins_desktop.storage.legacy.summary\n"
        "print(sorted(name for name in sys.modules if name.startswith('PySide6')))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert result.stdout.strip() == "[]", result.stdout + result.stderr
