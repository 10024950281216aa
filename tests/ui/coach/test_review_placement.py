"""A review window opens over the main window and inside the screen's free
area (a window manager once placed it partly below the bottom edge)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from muggins_desktop.ui.dialogs.placement import place_over


def test_centred_over_the_parent_and_inside_the_screen(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    room = parent.screen().availableGeometry()
    parent.setGeometry(room.left() + 40, room.top() + 40, room.width() // 2, room.height() // 2)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(room.width() * 2, room.height() * 2)  # larger than the screen
    place_over(window, parent)
    assert window.width() <= room.width() and window.height() <= room.height()
    assert room.contains(window.geometry())
    small = QWidget()
    qtbot.addWidget(small)
    small.resize(200, 100)
    place_over(small, parent)
    centre = parent.frameGeometry().center()
    assert abs(small.geometry().center().x() - centre.x()) <= 2
    assert abs(small.geometry().center().y() - centre.y()) <= 2
