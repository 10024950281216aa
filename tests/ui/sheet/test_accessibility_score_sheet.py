"""The score sheet as a screen reader meets it: a table of rounds and totals.

Walked through ``QAccessible.queryAccessibleInterface`` from the real main
window showing the dominoes demo position (several rounds on the sheet).
"""

from __future__ import annotations

import argparse

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAccessible

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.access.tree import walk_accessible
from muggins_desktop.ui.sheet.score_sheet import ScoreSheet
from muggins_desktop.ui.text.numbers import minus_sign


def _role(node) -> str:
    return getattr(node.role(), "name", str(node.role())).split(".")[-1]


@pytest.fixture
def window(qtbot):
    from muggins_desktop.ui.screenshots.mode import dominoes_demo
    from muggins_desktop.ui.window.main_window import MainWindow

    settings = Settings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    settings.high_contrast = "off"
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    dominoes_demo(win, argparse.Namespace(seed=None, players=3))
    qtbot.waitUntil(lambda: len(win.sheet.rows) >= 2, timeout=5000)
    yield win
    win.stop_match()


def _sheet_table(window):
    tables = [
        node
        for node in walk_accessible(window)
        if _role(node) == "Table" and node.text(QAccessible.Text.Name) == "Score sheet"
    ]
    assert len(tables) == 1, [n.text(QAccessible.Text.Name) for n in walk_accessible(window) if _role(n) == "Table"]
    return tables[0]


def test_the_score_sheet_is_a_table_of_rounds_and_totals(window):
    table = _sheet_table(window)
    sheet = window.sheet
    names, rows, totals = sheet.names, sheet.rows, sheet.totals
    children = [table.child(i) for i in range(table.childCount())]
    by_role: dict[str, list[str]] = {}
    for child in children:
        by_role.setdefault(_role(child), []).append(child.text(QAccessible.Text.Name) or "")
    assert by_role["ColumnHeader"] == names
    assert by_role["RowHeader"] == [label for label, _cells in rows] + ["Total"]
    cells = by_role["Cell"]
    assert len(cells) == (len(rows) + 1) * len(names)
    # Row by row, one cell per player: the row's points, any penalty, the running total.
    for r, (_label, row) in enumerate(rows):
        for c, (points, penalty, total) in enumerate(row):
            text = cells[r * len(names) + c]
            assert text.startswith(f"points {minus_sign(points)}"), text
            assert text.endswith(f"total {minus_sign(total)}"), text
            if penalty not in ("", "0"):
                assert f"penalty {penalty.lstrip('-−')}" in text
    assert cells[-len(names) :] == [f"total {minus_sign(t)}" for t in totals]
    assert totals == list(window.controller.reading.scores)


def test_the_arrow_keys_walk_the_sheet_and_it_shows_where(qtbot, window):
    sheet = window.sheet
    qtbot.mouseClick(sheet, Qt.MouseButton.LeftButton)  # a click (or Tab) gives the table the focus
    assert sheet.view.hasFocus()
    index = sheet.view.currentIndex()
    assert (index.row(), index.column()) == (len(sheet.rows), 0)  # the totals first
    qtbot.keyClick(sheet.view, Qt.Key.Key_Up)
    qtbot.keyClick(sheet.view, Qt.Key.Key_Right)
    index = sheet.view.currentIndex()
    assert (index.row(), index.column()) == (len(sheet.rows) - 1, 1)
    cell = sheet._cell_rect(index.row(), index.column())
    assert cell.top() >= sheet._rows_top() and cell.right() <= sheet.width()
    image = sheet.grab().toImage()
    ring = image.pixelColor(int(cell.center().x()), int(cell.top()) + 1)
    assert ring.blue() > 150 and ring.red() < 100, ring.name()  # the focus colour outlines the cell


def test_appending_a_row_inserts_one_row_whatever_the_length(qtbot):
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(300, 400)
    sheet.show()
    names = ["Ann", "Bob"]
    rows = [(str(i), [("5", "", str(5 * i)), ("0", "", "0")]) for i in range(1, 2001)]
    sheet.set_data(names, rows, [10000, 0])
    inserted, changed, resets = [], [], []
    sheet.model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    sheet.model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))
    sheet.model.modelReset.connect(lambda: resets.append(1))
    more = [*rows, ("2001", [("5", "", "10005"), ("0", "", "0")])]
    sheet.set_data(names, more, [10005, 0])
    assert inserted == [(2000, 2000)] and resets == []
    assert changed == [(2001, 2001)]  # the totals row, nothing else
    assert sheet.model.rowCount() == 2002 and sheet.model.rowCount(sheet.model.index(0, 0)) == 0
    assert sheet.model.data(sheet.model.index(2001, 0)) == "10005"
    assert sheet.model.data(sheet.model.index(2000, 0)) == "+5 = 10005"
    assert sheet.model.data(QModelIndex()) is None


def test_the_sheet_table_speaks_the_new_language(qtbot, qapp):
    from PySide6.QtCore import QTranslator

    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return source.upper() if context in ("ScoreSheet", "ScoreSheetModel") else ""

        def isEmpty(self) -> bool:  # Qt's name; an empty translator is not installed
            return False

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_data(["Ann", "Bob"], [("1", [("10", "", "10"), ("0", "", "0")])], [10, 0])
    shouting = Shouting()
    qapp.installTranslator(shouting)
    try:
        qtbot.waitUntil(lambda: sheet.view.accessibleName() == "SCORE SHEET", timeout=2000)
        assert sheet.model.headerData(1, Qt.Orientation.Vertical) == "TOTAL"
    finally:
        qapp.removeTranslator(shouting)
    qtbot.waitUntil(lambda: sheet.view.accessibleName() == "Score sheet", timeout=2000)
