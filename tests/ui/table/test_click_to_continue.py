"""Issue 12: with "click or key to continue" the computer moves only when the person asks."""

from __future__ import annotations

from PySide6.QtCore import Qt

from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings


def test_computer_waits_for_a_key_then_plays(qtbot) -> None:
    settings = Settings()
    settings.click_to_continue = True
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    seats = [{"name": "Ann", "kind": "computer", "level": "easy"}, {"name": "Bob", "kind": "human", "level": None}]
    win.start_match({"game": "dominoes", "players": 2, "seats": seats, "options": {"players": 2}}, seed=3)
    c = win.controller
    try:
        if c.reading.to_act == 1:  # let the person move first, so that a computer turn comes next
            qtbot.waitUntil(lambda: c.waiting_for == 1, timeout=5000)
            c.submit(c.reading.view(1).legal_actions[0])
        qtbot.waitUntil(lambda: "next move" in win.status_text(), timeout=5000)
        length = c.reading.view(1).record_length
        qtbot.wait(300)
        assert c.reading.view(1).record_length == length and not c.thinking  # nothing happens by itself
        qtbot.keyClick(win.table, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: c.reading.view(1).record_length > length, timeout=10000)
    finally:
        win.stop_match()
