"""Issue 53: the score sheet and the log come back when there is room, and never take half the window.

A window shrunk to 800x600 (or a match resumed from Game → Matches in a
small window) hid the docks, and they stayed hidden once the window was
large again; a dock the player closed stays closed. At 200 % text the
docks took more than half of the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from muggins_desktop.ui.access.accessibility import apply_settings as apply_reading
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings

SEATS = [{"name": "You", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def window(qtbot: Any, **settings: Any) -> Any:
    win = MainWindow(Settings(confirm_leave=False, **settings), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    return win


def shown(win: Any) -> tuple[bool, bool]:
    return win.sheet_dock.isVisible(), win.log_dock.isVisible()


def start(qtbot: Any, win: Any) -> None:
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}})
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)


def test_a_match_resumed_in_a_small_window_gets_its_panels_when_the_window_grows(qtbot, home) -> None:
    win = window(qtbot)
    start(qtbot, win)
    first = win.keeper.session.id
    start(qtbot, win)  # the first stays unfinished in the list
    win.resize(800, 600)
    matches = win.show_matches()
    assert matches.choose(first) and matches.resume()
    qtbot.waitUntil(lambda: win.keeper.session is not None and win.keeper.session.id == first)
    assert shown(win) == (False, False)  # a small window keeps its room for the table
    win.resize(1200, 800)
    assert shown(win) == (True, True)
    assert win.menu_actions.act_sheet.isChecked() and win.menu_actions.act_log.isChecked()
    matches.close()
    win.stop_match()


def test_a_panel_closed_by_hand_stays_closed(qtbot, home) -> None:
    win = window(qtbot)
    start(qtbot, win)
    win.log_dock.close()  # the dock's own close button
    win.resize(800, 600)
    win.resize(1200, 800)
    assert shown(win) == (True, False)
    start(qtbot, win)  # a new match too
    assert shown(win) == (True, False)
    win.menu_actions.act_log.setChecked(True)  # View → Match log brings it back
    win.resize(800, 600)
    win.resize(1200, 800)
    assert shown(win) == (True, True)
    win.stop_match()


def test_at_twice_the_text_size_the_panels_take_at_most_two_fifths(qtbot, home) -> None:
    app = QApplication.instance()
    apply_reading(app, Settings(text_scale=2.0))
    try:
        win = window(qtbot, text_scale=2.0)
        start(qtbot, win)
        assert shown(win) == (True, True)
        # Wide sheets and long log lines at 2x text ask for room; a drag of the dock's edge too.
        win.resizeDocks([win.sheet_dock], [900], Qt.Orientation.Horizontal)
        QApplication.processEvents()
        for dock in (win.sheet_dock, win.log_dock):
            assert dock.width() <= 0.4 * win.width() + 1, (dock.width(), win.width())
        assert win.log.wordWrap()  # what no longer fits wraps (the sheet scrolls)
        win.stop_match()
    finally:
        apply_reading(app, Settings())  # the app-wide text size back
