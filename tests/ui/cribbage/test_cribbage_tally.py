"""Issue 12, finding 15: cribbage tally marks have no "+2"-style leftovers.

Dominoes scores are multiples of five, so a stroke there is worth five; a
cribbage score is any number, so on a cribbage sheet a stroke is one point
(in gates of five, houses of fifty) and nothing is left over to write as
"+2". The tally is switched on through the window's own menu action.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPainter

from muggins_desktop.ui.sheet import score_sheet
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Driver, Settings, start


class Spy(QPainter):
    """Records the texts painted while a tally is being drawn."""

    in_tally = False
    texts: list[str] = []  # collected across painters of one test
    tallies = 0

    def drawText(self, *args) -> None:
        if Spy.in_tally:
            Spy.texts.append(str(args[-1]))
        super().drawText(*args)


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1400, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def test_tally_of_a_cribbage_score_has_no_leftover(qtbot, window, monkeypatch) -> None:
    start(window, ["human", "computer"], seed=5)
    driver = Driver(qtbot, window)
    controller = window.controller
    for _ in range(20000):
        scores = controller.reading.scores
        if any(s % 5 for s in scores) and all(s > 5 for s in scores):
            break
        if window.table.dialog is not None:
            driver.handle_dialog(window.table.dialog)
        elif window.table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    window.menu_actions.act_tally.trigger()
    sheet = window.sheet
    assert sheet.tally and sheet.tally_unit == 1
    Spy.texts, Spy.tallies = [], 0
    monkeypatch.setattr(score_sheet, "QPainter", Spy)
    paint_tally = score_sheet.ScoreSheet._paint_tally

    def spied(self, p, area, score) -> None:
        Spy.in_tally, Spy.tallies = True, Spy.tallies + 1
        try:
            paint_tally(self, p, area, score)
        finally:
            Spy.in_tally = False

    monkeypatch.setattr(score_sheet.ScoreSheet, "_paint_tally", spied)
    sheet.resize(420, sheet.sizeHint().height() + 200)
    sheet.grab()
    assert Spy.tallies == 2, "no tally was painted"
    assert Spy.texts == [], Spy.texts  # strokes only: no "+2" written beside them
    assert score_sheet.tally_parts(57, sheet.tally_unit) == (1, 7, 0)
