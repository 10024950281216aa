"""The list of keys (issue 28): ?, F1 and Esc toggle it without swallowing the next key; it lists
every key of the game and of the window, in the current language; it fits at 800x600; Help opens it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage.test_cribbage_keys import wait_my_turn
from tests.ui.cribbage_driver import Driver, Settings, start

pytestmark = pytest.mark.timeout(90)


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    yield win
    win.stop_match()
    install_translator(QApplication.instance(), "en")


def type_question(qtbot, target) -> None:
    """ "?" as a keyboard types it: Shift down, "?", Shift up."""
    qtbot.keyPress(target, Qt.Key.Key_Shift)
    qtbot.keyClick(target, Qt.Key.Key_Question, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyRelease(target, Qt.Key.Key_Shift)


def cribbage_at_discard(qtbot, window):
    start(window, ["human", "computer"], seed=3)
    wait_my_turn(qtbot, window, "discard", Driver(qtbot, window))
    return window.table


def test_question_question_five_picks_card_five(qtbot, window) -> None:
    table = cribbage_at_discard(qtbot, window)
    scene = table.scene_
    type_question(qtbot, table)
    assert scene.keys_panel.isVisible()
    type_question(qtbot, table)
    assert not scene.keys_panel.isVisible()
    qtbot.keyClick(table, Qt.Key.Key_5)
    assert scene.hand.items[4].selected


def test_a_key_that_closes_the_list_still_reaches_the_table(qtbot, window) -> None:
    table = cribbage_at_discard(qtbot, window)
    scene = table.scene_
    qtbot.keyClick(table, Qt.Key.Key_F1)  # F1 on the table: the keys, not the rules
    assert scene.keys_panel.isVisible() and table.dialog is None
    qtbot.keyClick(table, Qt.Key.Key_2)
    assert not scene.keys_panel.isVisible() and scene.hand.items[1].selected
    qtbot.keyClick(table, Qt.Key.Key_F1)
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # Esc closes the list and does nothing else
    assert not scene.keys_panel.isVisible() and scene.hand.items[1].selected


def test_every_key_is_listed_in_both_games(qtbot, window) -> None:
    table = cribbage_at_discard(qtbot, window)
    table.toggle_keys()
    keys = [k for k, _w in table.scene_.keys_panel.rows]
    for key in ("1 – 6", "Enter", "G", "Esc", "H", "Ctrl+Z", "Ctrl+R", "? / F1 / Esc", "Left / Right"):
        assert key in keys, key
    window.stop_match()
    dominoes_driver_start(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    window.table.toggle_keys()
    keys = [k for k, _w in window.table.scene_.panel.rows]
    for key in ("D", "P", "Enter / Space", "H", "Ctrl+Z", "Ctrl+R", "? / F1 / Esc"):
        assert key in keys, key


def dominoes_driver_start(window) -> None:
    seats = [
        {"name": "Ann", "kind": "human", "level": None},
        {"name": "Bob", "kind": "computer", "level": "easy"},
    ]
    window.start_match({"game": "dominoes", "players": 2, "seats": seats, "options": {"players": 2}}, seed=11)


def test_the_help_menu_opens_the_list(qtbot, window) -> None:
    table = cribbage_at_discard(qtbot, window)
    window.menu_actions.act_keys.trigger()
    assert table.scene_.keys_panel.isVisible() and table.hasFocus()
    assert "Keys" in window.menu_actions.act_keys.text()
    window.menu_actions.act_keys.trigger()
    assert not table.scene_.keys_panel.isVisible()


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_the_list_fits_at_800x600_in_every_language(qtbot, window, language) -> None:
    install_translator(QApplication.instance(), language)
    window.resize(800, 600)
    table = cribbage_at_discard(qtbot, window)
    table.toggle_keys()
    panel = table.scene_.keys_panel
    qtbot.wait(20)
    assert not panel.clipped(), [r for r in panel.rows]
    if language != "en":  # every row in the player's language
        english = {"move the cursor over your cards", "a hint for this decision", "show or hide this list"}
        assert not english & {w for _k, w in panel.rows}
        assert panel.title != "Keys"
    window.stop_match()
    dominoes_driver_start(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    window.table.toggle_keys()
    panel = window.table.scene_.panel
    assert panel is not None and panel.kind == "keys" and not panel.clipped()


def _close_by_keyboard(qtbot, table, panel_of) -> None:
    """F1, Tab to the Close button (said "Close"), Enter: the list shuts; F1 and Esc still do too."""
    said: list[str] = []
    table.spoken.connect(said.append)
    qtbot.keyClick(table, Qt.Key.Key_F1)
    panel = panel_of()
    assert panel is not None and panel.isVisible() and panel.close_button.text == "Close"
    assert panel.close_button.isVisible()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert table.keys_shown() and panel.focused_button() is panel.close_button
    assert said and "Close" in said[-1]
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert not table.keys_shown()
    qtbot.keyClick(table, Qt.Key.Key_F1)
    assert table.keys_shown()
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert not table.keys_shown()


def test_the_list_has_a_close_button_the_keyboard_reaches_in_both_games(qtbot, window) -> None:
    table = cribbage_at_discard(qtbot, window)
    _close_by_keyboard(qtbot, table, lambda: table.scene_.keys_panel)
    assert not any(card.selected for card in table.scene_.hand.items)  # Enter did not reach the table
    window.stop_match()
    dominoes_driver_start(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    dominoes = window.table
    _close_by_keyboard(qtbot, dominoes, lambda: dominoes.scene_.panel)
    assert dominoes.presenter.my_turn()  # Enter pressed Close, it played no tile
