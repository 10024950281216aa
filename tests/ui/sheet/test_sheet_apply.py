"""The one sheet table takes a batch's changed rows in O(1), and its tallies get the room they need."""

from __future__ import annotations

from muggins_desktop.ui.sheet.score_sheet import ScoreSheet
from muggins_desktop.ui.sheet.score_sheet_model import SheetChange


def _long_sheet(qtbot) -> ScoreSheet:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(300, 400)
    sheet.show()
    rows = [(str(i), [("5", "", str(5 * i)), ("0", "", "0")]) for i in range(1, 2001)]
    sheet.set_data(["Ann", "Bob"], rows, [10000, 0])
    return sheet


def test_a_change_inserts_or_rewrites_only_the_rows_it_names(qtbot) -> None:
    sheet = _long_sheet(qtbot)
    inserted, changed, resets = [], [], []
    sheet.model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    sheet.model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))
    sheet.model.modelReset.connect(lambda: resets.append(1))
    sheet.apply(SheetChange({2000: ("2001", [("0", "", "10000"), ("0", "", "0")])}, [10000, 0]))
    assert inserted == [(2000, 2000)] and changed == [(2001, 2001)] and resets == []
    inserted.clear()
    sheet.apply(SheetChange({2000: ("2001", [("7", "", "10007"), ("0", "", "0")])}, [10007, 0]))
    assert inserted == [] and changed[-2:] == [(2000, 2000), (2001, 2001)]
    assert sheet.rows[-1][1][0] == ("7", "", "10007") and sheet.totals == [10007, 0]
    assert sheet.model.data(sheet.model.index(2001, 0)) == "10007"
    assert sheet.model.rowCount() == 2002 and resets == []


def test_the_totals_row_grows_for_tallies_that_wrap(qtbot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(420, 400)
    sheet.show()
    sheet.tally_unit = 1
    sheet.set_data(["Ann", "Bob"], [("1", [("121", "", "121"), ("3", "", "3")])], [121, 3])
    plain = sheet.view.rowHeight(1)
    sheet.set_tally(True)
    one_line = sheet.view.rowHeight(1)
    assert one_line > plain
    sheet.resize(240, 400)  # narrower columns: 121 strokes and houses take more lines
    qtbot.waitUntil(lambda: sheet.view.rowHeight(1) > one_line, timeout=2000)
    assert sheet.sizeHint().height() >= sheet.view.rowHeight(0) + sheet.view.rowHeight(1)
