"""The app started with a damaged settings.json and a damaged autosave.

It must open normally with the defaults, tell the player about each file
once, keep the damaged settings aside byte for byte and leave the damaged
autosave where it was (the first start's import into the match library
refuses it and says so; it stays for the player, untouched). This drives the real
main window (owned by the UI layer), so it is skipped if that is missing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from muggins_desktop.storage import paths
from muggins_desktop.storage.settings import Settings

main_window = pytest.importorskip("muggins_desktop.ui.window.main_window")

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

    window = main_window.MainWindow(settings, keep_in_library=True)
    qtbot.addWidget(window)
    window.show()
    window.keeper.load()  # the first start imports the old saves: the damaged autosave is told once
    shown = warnings_shown()
    assert len(shown) == 1 and "autosave.json" in shown[0].text(), [b.text() for b in shown]
    shown[0].close()
    assert not window.start_page.continue_button.isEnabled()  # nothing usable to continue
    assert window.continue_last() is None and window.controller is None

    asides = sorted(p.name for p in home.rglob("*.corrupt-*"))
    assert len(asides) == 1  # the settings; a save the app did not write is left where it was
    settings_aside = next(paths.config_dir().glob("settings.corrupt-*.json"))
    assert settings_aside.read_bytes() == BAD_SETTINGS
    assert paths.autosave_path().read_bytes() == BAD_AUTOSAVE

    # The next start is quiet: defaults are written, nothing is offered.
    settings, problem = main_window.load_settings()
    assert problem is None and settings == Settings() and paths.settings_path().exists()
    window.refresh_start_page()
    assert not window.start_page.continue_button.isEnabled()
    assert len(list(home.rglob("*.corrupt-*"))) == 1
