"""Shortcut letters answer in the Latin, Ukrainian and Polish layouts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from muggins_desktop.ui.text.i18n import key_matches


def _press(key, text, modifiers=Qt.KeyboardModifier.NoModifier):
    return QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text)


@pytest.mark.parametrize(
    "key, text, latin",
    [
        (Qt.Key.Key_D, "d", "D"),
        (Qt.Key.Key_D, "D", "D"),
        (0x414, "д", "D"),  # the letter of «Добрати»
        (0x414, "Д", "D"),
        (0x41F, "п", "P"),  # the letter of «Пропустити»
        (0x412, "в", "D"),  # the key marked D in the Ukrainian layout
        (0x437, "з", "P"),  # the key marked P in the Ukrainian layout
    ],
)
def test_letters_match_in_every_layout(key, text, latin):
    assert key_matches(_press(key, text), latin)


@pytest.mark.parametrize(
    "key, text, latin",
    [
        (Qt.Key.Key_P, "p", "D"),
        (0x41F, "п", "D"),
        (Qt.Key.Key_D, "d", "P"),
    ],
)
def test_other_letters_do_not_match(key, text, latin):
    assert not key_matches(_press(key, text), latin)


def test_ctrl_letters_belong_to_menus():
    assert not key_matches(_press(Qt.Key.Key_D, "d", Qt.KeyboardModifier.ControlModifier), "D")


def test_a_widget_using_the_helper_answers_cyrillic_key_presses(qtbot):
    class Table(QWidget):
        def __init__(self):
            super().__init__()
            self.drawn = 0

        def keyPressEvent(self, event):
            if key_matches(event, "D"):
                self.drawn += 1

    table = Table()
    qtbot.addWidget(table)
    # QTest only types ASCII text, so Cyrillic presses are sent as the real
    # events a Ukrainian layout produces.
    QApplication.sendEvent(table, _press(0x414, "д"))
    qtbot.keyClick(table, Qt.Key.Key_D)
    QApplication.sendEvent(table, _press(0x412, "в"))
    qtbot.keyClick(table, "x")
    assert table.drawn == 3
