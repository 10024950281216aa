"""F11 and F1 (issue 53): full screen from the View menu, and F1 with one meaning.

F1 is the table's list of keys everywhere (the menu shows it beside "Keys at
the table"); Rules moved to Shift+F1, and the list of keys names it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.table.keys import window_rows
from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(900, 650)
    win.show()
    qtbot.waitExposed(win)
    win.menu_actions.install_shortcuts()
    yield win
    install_translator(QApplication.instance(), "en")


def test_f11_is_in_the_view_menu_and_toggles_full_screen(qtbot, window) -> None:
    menus = window.menu_actions
    act = menus.act_full_screen
    assert act in menus.view_menu.actions() and act.isCheckable()
    assert QKeySequence("F11") in act.shortcuts()
    act.trigger()
    assert window.windowState() & Qt.WindowState.WindowFullScreen and act.isChecked()
    act.trigger()
    assert not window.windowState() & Qt.WindowState.WindowFullScreen and not act.isChecked()
    window.showFullScreen()  # the window manager's own way in: the tick follows
    qtbot.waitUntil(act.isChecked, timeout=2000)
    window.showNormal()
    qtbot.waitUntil(lambda: not act.isChecked(), timeout=2000)


def test_f1_means_the_keys_and_rules_says_its_own_key(window) -> None:
    menus = window.menu_actions
    rules = window.dialogs.act_rules
    assert menus.act_keys.shortcut() == QKeySequence("F1")
    assert QKeySequence("F1") not in rules.shortcuts() and QKeySequence("Shift+F1") in rules.shortcuts()
    keys = dict(window_rows())
    assert "F1" in next(k for k in keys if k.startswith("?"))
    assert "Rules" in keys["Shift+F1"]


def test_the_new_words_are_translated(window) -> None:
    english = window.menu_actions.act_full_screen.text()
    rows = dict(window_rows())
    for language in ("uk", "pl"):
        install_translator(QApplication.instance(), language)
        assert window.menu_actions.act_full_screen.text() not in ("", english)
        assert dict(window_rows()) != rows
