"""The app started with a damaged settings.json and a damaged autosave.

It must open normally with the defaults, tell the player about each file
once, and keep both damaged files aside byte for byte. This drives the real
main window (owned by the UI layer), so it is skipped if that is missing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from muggins_desktop.storage import paths
from muggins_desktop.storage.settings import Settings

main_window = pytest.importorskip("muggins_desktop.ui.main_window")

BAD_SETTINGS = b'{"format": 1, "theme": "pink", "hints": "maybe"}'
BAD_AUTOSAVE = b'{"format": 1, "game": "dominoes", "record": [{"event": "match_st'


def warnings_shown() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def test_damaged_files_at_start(qtbot, home: Path) -> None:
    paths.config_dir().mkdir(parents=True)
    paths.saves_dir().mkdir(parents=True)
    paths.settings_path().write_bytes(BAD_SETTINGS)
    paths.autosave_path().write_bytes(BAD_AUTOSAVE)

    settings, problem = main_window.load_settings()
    assert isinstance(settings, Settings) and settings == Settings()
    assert problem is not None and "settings" in problem

    # The start page checks the whole autosave before naming it (issue 26):
    # a damaged one is moved aside at once and never offered.
    from muggins_desktop.storage.summary import inspect

    found, moved = inspect()
    assert found is None and moved is not None and moved.kind == "autosave" and "automatic save" in moved
    window = main_window.MainWindow(settings, autosave=False)
    qtbot.addWidget(window)
    window.show()
    window.refresh_start_page()
    assert not window.start_page.continue_button.isEnabled()
    assert not warnings_shown()
    assert window.controller is None

    asides = sorted(p.name for p in home.rglob("*.corrupt-*"))
    assert len(asides) == 2
    settings_aside = next(paths.config_dir().glob("settings.corrupt-*.json"))
    autosave_aside = next(paths.saves_dir().glob("autosave.corrupt-*.json"))
    assert settings_aside.read_bytes() == BAD_SETTINGS
    assert autosave_aside.read_bytes() == BAD_AUTOSAVE

    # The next start is quiet: defaults are written, nothing is offered.
    settings, problem = main_window.load_settings()
    assert problem is None and settings == Settings() and paths.settings_path().exists()
    window.refresh_start_page()
    assert not window.start_page.continue_button.isEnabled()
    assert len(list(home.rglob("*.corrupt-*"))) == 2
