"""Issue 53: a match of computers only, watched.

Without "click or key to continue" the round summary stays for a while and
then goes before the next round is played (never under it), and it asks
nobody to click; with the setting on, the table waits for a click or a key
after each computer move and at each round summary.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings

pytestmark = pytest.mark.timeout(60)

COMPUTERS = [{"name": "Ann", "kind": "computer", "level": "easy"}, {"name": "Bob", "kind": "computer", "level": "easy"}]


def _window(qtbot, **changes: object) -> MainWindow:
    win = MainWindow(Settings(**changes), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def _one_tile_from_the_end() -> DominoMatch:
    """Ann goes out with her last tile: the round ends at the first computer move."""
    return DominoMatch.from_position(["4|6", "0|0 2|3 5|5"], line="1|4", boneyard="0|2 3|3", seed=5)


def test_the_round_summary_goes_before_the_next_round_is_played(qtbot) -> None:
    win = _window(qtbot)
    try:
        win.show_match("dominoes", _one_tile_from_the_end(), COMPUTERS, {})
        table, c = win.table, win.controller
        table.presenter.summary_ms = 400
        qtbot.waitUntil(lambda: table.scene_.panel_kind == "round", timeout=10000)
        length = c.reading.view(0).record_length
        assert "Click" not in win.status_text()  # nobody has to click
        qtbot.wait(200)
        assert table.scene_.panel_kind == "round"
        assert c.reading.view(0).record_length == length  # nothing is played under the summary
        qtbot.waitUntil(lambda: table.scene_.panel_kind == "", timeout=5000)
        qtbot.waitUntil(lambda: c.reading.view(0).record_length > length, timeout=10000)
    finally:
        win.stop_match()


def test_with_click_to_continue_computers_wait_for_a_key(qtbot) -> None:
    win = _window(qtbot, click_to_continue=True)
    try:
        win.show_match("dominoes", _one_tile_from_the_end(), COMPUTERS, {})
        table, c = win.table, win.controller
        qtbot.waitUntil(lambda: "next move" in win.status_text(), timeout=5000)
        length = c.reading.view(0).record_length
        qtbot.wait(300)
        assert c.reading.view(0).record_length == length and not c.thinking  # the first move waits too
        qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: table.scene_.panel_kind == "round", timeout=10000)
        length = c.reading.view(0).record_length
        qtbot.wait(300)
        assert table.scene_.panel_kind == "round" and c.reading.view(0).record_length == length
        assert "Next round" in win.status_text()
        qtbot.keyClick(table, Qt.Key.Key_Return)  # "Next round"
        qtbot.waitUntil(lambda: table.scene_.panel_kind == "", timeout=5000)
        qtbot.waitUntil(lambda: "next move" in win.status_text(), timeout=5000)
        length = c.reading.view(0).record_length
        qtbot.wait(300)
        assert c.reading.view(0).record_length == length  # the next round's first move waits as well
        qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: c.reading.view(0).record_length > length, timeout=10000)
    finally:
        win.stop_match()
