"""The hint panel follows a language switch and forgets a finished hint's columns.

The language is switched as the app does (``install_translator``); the
panel's words are read back from its title and its column headers.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from muggins_desktop.ui.coach.hint_panel import HintPanel
from muggins_desktop.ui.text.i18n import install_translator
from tests.ui.coach.test_coach_hint_panel import _views


@pytest.fixture
def panel(qtbot, qapp):
    w = HintPanel()
    qtbot.addWidget(w)
    w.resize(260, 400)
    w.show()
    yield w
    w.worker.wait()
    install_translator(qapp, "en")


@pytest.fixture(scope="module")
def dominoes_view():
    return _views("dominoes")["dominoes"]


def _headers(panel: HintPanel) -> list[str]:
    header = panel.tree.headerItem()
    return [header.text(c).replace("\n", " ") for c in range(panel.tree.columnCount())]


def _said(context: str, *texts: str) -> list[str]:
    """``texts`` in the language installed now."""
    return [QCoreApplication.translate(context, t) for t in texts]


def test_the_invitation_follows_the_language(qapp, panel):
    invitation = "Press H for a hint."
    assert panel.title.text() == invitation
    install_translator(qapp, "uk")
    (ukrainian,) = _said("HintPanel", invitation)
    assert ukrainian != invitation
    assert panel.title.text() == ukrainian
    install_translator(qapp, "en")
    assert panel.title.text() == invitation


def test_the_column_headers_follow_the_language(qtbot, qapp, panel, dominoes_view):
    install_translator(qapp, "pl")
    with qtbot.waitSignal(panel.hintReady, timeout=5000):
        panel.show_for(dominoes_view)
    polish = _headers(panel)
    assert polish == _said("Coach", "Move", "Now", "Reply", "Round outlook")
    install_translator(qapp, "uk")
    assert _headers(panel) == _said("Coach", "Move", "Now", "Reply", "Round outlook") != polish
    best = _said("HintPanel", "Best: %1 (%2).")[0]
    assert panel.title.text().startswith(best[: best.index("%1")])


def test_a_cleared_panel_shows_no_columns_of_the_last_game(qtbot, qapp, panel, dominoes_view):
    with qtbot.waitSignal(panel.hintReady, timeout=5000):
        panel.show_for(dominoes_view)
    assert _headers(panel) == ["Move", "Now", "Reply", "Round outlook"]
    panel.clear()  # a cribbage match attached (the coach clears the panel)
    panel.resize(300, 420)  # the dock is laid out again
    qtbot.wait(20)
    assert panel.tree.columnCount() == 0 and _headers(panel) == []
    install_translator(qapp, "uk")
    assert [panel.title.text()] == _said("HintPanel", "Press H for a hint.")


def test_the_dock_after_a_dominoes_hint_then_a_cribbage_match_in_another_language(qtbot, qapp, tmp_path):
    """Resuming cribbage after a dominoes hint: no dominoes columns, and the invitation in Ukrainian."""
    from muggins_desktop.engine.cribbage import Discard
    from muggins_desktop.engine.dominoes import PlayTile
    from muggins_desktop.ui.window.main_window import MainWindow
    from tests.ui.coach.test_coach_wiring import CRIB, DOMS, choices, open_position, press_h, reach, wait_for_my_turn
    from tests.ui.dominoes_driver import Settings

    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(800, 600)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    try:
        open_position(win, tmp_path, "dominoes", reach("dominoes", DOMS, lambda v: choices(v, PlayTile)), DOMS)
        wait_for_my_turn(qtbot, win)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        panel = press_h(qtbot, win)
        qtbot.waitUntil(lambda: panel.hint is not None, timeout=10000)
        assert "Round outlook" in _headers(panel)
        open_position(win, tmp_path, "cribbage", reach("cribbage", CRIB, lambda v: choices(v, Discard)), CRIB)
        win.resize(820, 620)  # the dock is laid out again
        qtbot.wait(50)
        assert _headers(panel) == []
        install_translator(qapp, "uk")
        assert [panel.title.text()] == _said("HintPanel", "Press H for a hint.")
        wait_for_my_turn(qtbot, win)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        panel = press_h(qtbot, win)
        qtbot.waitUntil(lambda: panel.hint is not None, timeout=10000)
        assert _headers(panel) == _said("Coach", "Keep", "Throw", "Hand", "Crib", "Total")
    finally:
        if win.coach.panel is not None:
            win.coach.panel.worker.wait()
        win.coach.close_all()
        win.stop_match()
        install_translator(qapp, "en")
