"""The window most cribbage table tests play in (1000x720, default settings, nothing kept)."""

from __future__ import annotations

import pytest

from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()
