"""A blind player with Orca (issue 50): what the screen reader must get, read from the
voice's spoken queue and the accessibility tree."""

from __future__ import annotations

import time

import pytest
from PySide6.QtGui import QGuiApplication

from muggins_desktop.ui.access import accessibility
from muggins_desktop.ui.cribbage.dialogs.counts import AnswerDialog
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Driver, Settings, install_miscounters, start

pytestmark = pytest.mark.timeout(90)


@pytest.fixture
def linux_screen_reader(monkeypatch):
    """Behave as on X11/Wayland (the tests run on the offscreen platform)."""
    monkeypatch.setattr(accessibility, "FOCUS_DESCRIPTION_PLATFORMS", {QGuiApplication.platformName()})


def cribbage_window(qtbot, **settings):
    win = MainWindow(Settings(**settings), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def play_until_answered(qtbot, driver: Driver, timeout_s: float = 40.0) -> None:
    """Play the person's seat until they have answered one computer's count."""
    table = driver.table
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        dialog = table.dialog
        if dialog is not None:
            answering = isinstance(dialog, AnswerDialog)
            driver.handle_dialog(dialog)
            if answering:
                return
        elif table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    raise AssertionError("nobody asked the person to answer a count")


def test_the_settlement_after_an_answer_is_spoken_once_with_the_focus(qtbot, monkeypatch, linux_screen_reader) -> None:
    # Paced, and the computer counts short so the person's muggins call moves the pegs: the
    # steps are still on screen (the status line empty) as the table takes the focus back from
    # the closed Answer dialog, and the empty status used to drop every missed sentence.
    install_miscounters(monkeypatch)
    window = cribbage_window(qtbot, animation_ms=40)
    start(window, ["human", "miscount"], seed=3)
    driver = Driver(qtbot, window)
    voice, table = window.table_voice, window.table
    descriptions: list[str] = []
    focus_read = voice._focus_description

    def read_on_focus() -> None:
        focus_read()
        descriptions.append(table.accessibleDescription())

    voice._focus_description = read_on_focus  # type: ignore[method-assign]
    play_until_answered(qtbot, driver)
    qtbot.waitUntil(lambda: bool(descriptions), timeout=3000)
    said = " ".join([*descriptions, *voice.flush().split("\n")])
    settled = [t for t in accessibility.history if t.startswith("You call muggins") and "Settled (true count" in t]
    assert len(settled) == 1, list(accessibility.history)
    assert said.count(settled[0]) == 1, said
    window.stop_match()
