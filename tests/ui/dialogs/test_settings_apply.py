"""Settings take effect in the window: leaving a running match asks first (the
autosave would be replaced), hints and the theme apply at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.window.main_window import MainWindow


def make_window(qtbot, **settings):
    win = MainWindow(Settings(**settings), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


def start(win) -> None:
    seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    win.start_match({"game": "dominoes", "players": 2, "seats": seats, "options": {"players": 2}}, seed=3)


@pytest.mark.parametrize(
    "answer, opens", [(QMessageBox.StandardButton.Yes, True), (QMessageBox.StandardButton.No, False)]
)
def test_new_game_during_a_match_asks_first(qtbot, answer, opens) -> None:
    win = make_window(qtbot)
    start(win)
    win.menu_actions.act_new.trigger()
    box = win.findChild(QMessageBox, "confirmLeave")
    assert box is not None and box.isVisible()
    assert win.new_game_dialog is None
    qtbot.mouseClick(box.button(answer), Qt.MouseButton.LeftButton)
    assert (win.new_game_dialog is not None) is opens
    if win.new_game_dialog is not None:
        win.new_game_dialog.reject()
    win.stop_match()


def test_no_question_when_turned_off_or_no_match(qtbot) -> None:
    win = make_window(qtbot, confirm_leave=False)
    start(win)
    win.menu_actions.act_new.trigger()
    assert win.findChild(QMessageBox, "confirmLeave") is None
    assert win.new_game_dialog is not None
    win.new_game_dialog.reject()
    win.stop_match()
    fresh = make_window(qtbot)
    fresh.menu_actions.act_new.trigger()
    assert fresh.findChild(QMessageBox, "confirmLeave") is None
    assert fresh.new_game_dialog is not None
    fresh.new_game_dialog.reject()


def test_hints_and_theme_apply_at_once(qtbot) -> None:
    """Turning hints off removes the glow from playable tiles at once; the
    theme changes the felt without a new match."""
    win = make_window(qtbot, ai_pause_ms=0, animation_ms=0)
    start(win)
    table = win.table
    qtbot.waitUntil(
        lambda: win.controller.match.to_act == 0 and any(i.legal for i in table.scene_.hand.items.values()),
        timeout=10000,
    )
    win.apply_settings(Settings(ai_pause_ms=0, animation_ms=0, hints=False, theme="dark"))
    assert table.theme == "dark"
    assert not any(i.legal or i.dimmed for i in table.scene_.hand.items.values())
    win.apply_settings(Settings(ai_pause_ms=0, animation_ms=0, hints=True))
    assert any(i.legal for i in table.scene_.hand.items.values())
    win.stop_match()
