"""Issue 53: a discarded match leaves nothing of itself in the status bar of the start page."""

from __future__ import annotations

from pathlib import Path

from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings

SEATS = [{"name": "You", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]


def test_discarding_clears_the_deal_number(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    win = MainWindow(Settings(confirm_leave=False), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}})
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
    assert win.fair.label.text()  # the deal number of the match on the table
    win.discard_running()
    assert win.stack.currentWidget() is win.start_page
    assert win.fair.label.text() == "" and win.fair.label.toolTip() == ""
