"""Game → Matches: the list of kept matches, its columns, sorting, filter, keyboard and actions.

Also Statistics → Recount (counted again from the library, take-backs apart).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.stats import load_stats, record_match
from muggins_desktop.ui.library.matches_window import COLUMNS
from muggins_desktop.ui.window.main_window import MainWindow
from tests.storage.library_helpers import play_into, seats_for
from tests.ui.dominoes_driver import Settings


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def filled(home: Path) -> dict[str, Any]:
    """Two finished matches (one of each game, one with a take-back mark) and one unfinished."""
    ids: dict[str, Any] = {}
    with MatchLibrary(home / "data" / "library", durable=False) as lib:
        m, s = play_into(lib, "dominoes", {"players": 2}, seed=1)
        ids["dominoes"] = (s.id, m)
        seats = seats_for(2)
        seats[0]["takebacks"] = 1
        m, s = play_into(lib, "cribbage", {"players": 2, "target": 61, "muggins": True}, seed=2, seats=seats)
        ids["cribbage"] = (s.id, m)
        m, s = play_into(lib, "dominoes", {"players": 3}, seed=3, actions=12)
        ids["unfinished"] = (s.id, m)
    return ids


def window(qtbot: Any) -> Any:
    win = MainWindow(Settings(confirm_leave=False), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    return win


def test_the_list_shows_every_column_and_is_named_for_screen_readers(qtbot, home) -> None:
    ids = filled(home)
    win = window(qtbot)
    matches = win.show_matches()  # show(), not exec()
    assert matches.isVisible() and not matches.isModal()
    assert matches.model.rowCount() == 3 and matches.model.columnCount() == len(COLUMNS)
    headers = [matches.model.headerData(i, Qt.Orientation.Horizontal) for i in range(len(COLUMNS))]
    assert headers == ["Date", "Game", "Players", "Result", "Length", "Deal number", "Same deals, other seat"]
    assert matches.view.accessibleName() and matches.game_filter.accessibleName()
    assert all(b.accessibleName() for b in matches.buttons.values())
    assert matches.view.hasFocus() or matches.focusWidget() is matches.view
    row = next(i for i, r in enumerate(matches.model.rows) if r.id == ids["cribbage"][0])
    cells = [matches.model.index(row, c).data() for c in range(len(COLUMNS))]
    match = ids["cribbage"][1]
    assert cells[1].startswith("Cribbage, 2 players, 61, Muggins")
    assert cells[2] == "Ann, Computer 1"
    assert cells[3].startswith("Won by") and "–".join(map(str, match.scores)) in cells[3]
    assert "hands" in cells[4] and cells[5] == match.record[0].get("deal", "—")
    unfinished = next(i for i, r in enumerate(matches.model.rows) if r.id == ids["unfinished"][0])
    assert matches.model.index(unfinished, 3).data().startswith("Unfinished")
    matches.close()


def test_sort_and_filter_by_game(qtbot, home) -> None:
    filled(home)
    win = window(qtbot)
    matches = win.show_matches()
    matches.view.sortByColumn(COLUMNS.index("length"), Qt.SortOrder.AscendingOrder)
    lengths = [r.events for r in matches.model.rows]
    assert lengths == sorted(lengths)
    matches.game_filter.setCurrentIndex(2)  # cribbage
    assert {r.game for r in matches.model.rows} == {"cribbage"}
    matches.game_filter.setCurrentIndex(1)
    assert {r.game for r in matches.model.rows} == {"dominoes"} and matches.model.rowCount() == 2
    matches.show_filter.setCurrentIndex(1)  # unfinished only
    assert [r.status for r in matches.model.rows] == ["unfinished"]
    matches.close()


def test_keyboard_delete_then_undo_and_resume(qtbot, home) -> None:
    ids = filled(home)
    win = window(qtbot)
    matches = win.show_matches()
    assert matches.choose(ids["dominoes"][0])
    matches.view.setFocus()
    qtbot.keyClick(matches.view, Qt.Key.Key_Delete)
    assert ids["dominoes"][0] not in {r.id for r in matches.model.rows}
    assert "trash" in matches.status.text() and matches.buttons["undo"].isEnabled()
    qtbot.mouseClick(matches.buttons["undo"], Qt.MouseButton.LeftButton)
    assert ids["dominoes"][0] in {r.id for r in matches.model.rows}
    # Later, from the trash: the chosen match comes back too.
    qtbot.keyClick(matches.view, Qt.Key.Key_Delete)
    matches.deleted = None  # as after a restart
    matches.show_filter.setCurrentIndex(3)
    assert [r.id for r in matches.model.rows] == [ids["dominoes"][0]] and matches.buttons["undo"].isEnabled()
    assert matches.undo() and matches.model.rowCount() == 0
    matches.show_filter.setCurrentIndex(0)
    # Enter on an unfinished match resumes it.
    assert matches.choose(ids["unfinished"][0])
    qtbot.keyClick(matches.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.controller is not None)
    assert win.keeper.session.id == ids["unfinished"][0]
    assert win.controller.match.record == ids["unfinished"][1].record
    win.stop_match()
    matches.close()


def test_play_again_and_export(qtbot, home, tmp_path) -> None:
    ids = filled(home)
    win = window(qtbot)
    matches = win.show_matches()
    assert matches.choose(ids["cribbage"][0])
    assert matches.play_again()
    c = win.controller
    assert c is not None and c.reading.game == "cribbage" and c.options["target"] == 61
    assert [s["name"] for s in c.seats] == ["Ann", "Computer 1"] and c.takebacks == 0
    assert win.keeper.session.id != ids["cribbage"][0]
    win.stop_match()
    dialog = matches.export()
    assert isinstance(dialog, QFileDialog)
    target = tmp_path / "out.jsonl"
    dialog.fileSelected.emit(str(target))
    assert target.read_text("utf-8").count("\n") == len(ids["cribbage"][1].record)
    dialog.reject()
    matches.close()


def test_recount_counts_the_library_again_with_take_backs_apart(qtbot, home) -> None:
    ids = filled(home)
    win = window(qtbot)
    dialog = win.dialogs.show_stats()
    assert dialog.recount_button.isVisible() and dialog.recount_button.accessibleName()
    with qtbot.waitSignal(dialog.recounted, timeout=20000):
        assert dialog.recount()
    stats, problem = load_stats()
    assert problem is None
    assert stats.games["dominoes/2"].played == 1 and stats.games["cribbage/2"].played == 1
    assert stats.games["cribbage/2"].matches_with_takebacks == 1
    assert stats.games["dominoes/2"].matches_with_takebacks == 0
    # The same numbers as counting each match as it ended.
    home2 = home.parent / "other"
    record_match(ids["dominoes"][1], [0], path=home2 / "s.json")
    expected = record_match(ids["cribbage"][1], [0], took_back=True, path=home2 / "s.json")[0]
    assert stats.games == expected.games
    assert "dominoes/3" not in stats.games  # the unfinished match is not counted
    dialog.close()


def test_escape_closes_matches_and_review_and_the_quit_key_works_in_them(qtbot, home) -> None:
    """Found in a real window: Escape left Review open, Ctrl+Q did nothing while Matches had the focus."""
    ids = filled(home)
    win = window(qtbot)
    matches = win.show_matches()
    qtbot.waitExposed(matches)
    matches.activateWindow()
    qtbot.waitUntil(matches.isActiveWindow)
    assert matches.choose(ids["cribbage"][0])
    review = matches.review()
    assert review is not None
    qtbot.waitExposed(review)
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow)
    qtbot.keyClick(review, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not review.isVisible())
    matches.activateWindow()
    qtbot.waitUntil(matches.isActiveWindow)
    qtbot.keyClick(matches.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not win.isVisible())  # the main window's close: nothing was running
    win.close()
    qtbot.keyClick(matches.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not matches.isVisible())


def test_plain_home_and_end_choose_the_first_and_the_last_row(qtbot, home) -> None:
    filled(home)
    win = window(qtbot)
    matches = win.show_matches()
    rows = matches.model.rowCount()
    assert rows == 3
    qtbot.keyClick(matches.view, Qt.Key.Key_End)
    assert matches.view.currentIndex().row() == rows - 1
    assert [i.row() for i in matches.view.selectionModel().selectedRows()] == [rows - 1]
    assert matches.chosen() is matches.model.rows[rows - 1]
    qtbot.keyClick(matches.view, Qt.Key.Key_Home)
    assert matches.view.currentIndex().row() == 0
    assert [i.row() for i in matches.view.selectionModel().selectedRows()] == [0]
    matches.close()
