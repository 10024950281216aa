"""The window's score sheet is handed the changed rows, never the whole sheet, while a match runs.

Computers play a match through the real window; the side panels read the
table's whole sheet once (when the match is attached) and then only apply
what each shown batch changed. What the sheet ends up showing is what a
whole read gives.
"""

from __future__ import annotations

import pytest

from muggins_desktop.engine import new_match
from muggins_desktop.ui.sheet.score_sheet_model import SheetChange
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings


@pytest.mark.parametrize("game, players, batches", [("cribbage", 2, 60), ("dominoes", 3, 60)])
def test_the_sheet_follows_the_batches_without_reading_it_all(
    qtbot, monkeypatch, game: str, players: int, batches: int
) -> None:
    window = MainWindow(Settings(), autosave=False)
    qtbot.addWidget(window)
    window.resize(1400, 800)
    window.show()
    match = new_match(game, players=players, seed=4)
    seats = [{"name": f"C{i}", "kind": "computer", "level": "easy"} for i in range(players)]
    reads: list[int] = []
    changes: list[SheetChange] = []
    try:
        controller = window.show_match(game, match, seats, {"players": players})
        table = window.table
        full_read = type(table).sheet

        def counted(self):  # type: ignore[no-untyped-def]
            reads.append(1)
            return full_read(self)

        monkeypatch.setattr(type(table), "sheet", counted)
        table.sheetChanged.connect(changes.append)
        seen = [0]
        controller.eventsApplied.connect(lambda _e: seen.__setitem__(0, seen[0] + 1))
        qtbot.waitUntil(lambda: seen[0] >= batches or match.outcome is not None, timeout=60000)
        controller.stop()
        qtbot.wait(50)
        assert reads == [], "the side panels read the whole sheet while the match ran"
        assert changes and all(len(change.rows) <= 2 for change in changes)
        names, rows, totals = table.sheet()
        sheet = window.sheet
        assert (sheet.names, sheet.rows, sheet.totals) == (names, rows, totals)
        assert sheet.model.rowCount() == len(rows) + 1
    finally:
        window.stop_match()
