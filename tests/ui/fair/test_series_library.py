"""A series kept in the match library: closed between two games or in the middle of one, it comes back.

The window keeps every match (``keep_in_library=True`` with a home folder of the
test's own); games are brought near their end by a copy of the window's
match played on with random moves, kept in the library like any match,
and the computers finish it through the real controller.
"""

from __future__ import annotations

import random
from collections import deque

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from muggins_desktop.engine.series import GameResult
from muggins_desktop.storage.library.series import series_after, waiting_series
from muggins_desktop.ui.fair.texts import series_of
from muggins_desktop.ui.window.main_window import MainWindow
from muggins_desktop.ui.window.start_page import continue_text
from tests.ui.dominoes_driver import Settings


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def open_window(qtbot) -> MainWindow:
    win = MainWindow(Settings(seat_levels=["random"] * 3), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    win.refresh_start_page()
    return win


def close_window(win: MainWindow) -> None:
    """What quitting does to the library: the match stopped, every write done, the locks given up."""
    win.stop_match()
    assert win.keeper.flush()
    win.keeper.close()
    win.close()


def start_series(qtbot, win: MainWindow) -> None:
    dialog = win.show_new_game("dominoes")
    qtbot.waitExposed(dialog)
    dialog.seat_kinds[0].setCurrentIndex(1)
    dialog.seat_levels[0].setCurrentIndex(0)  # random: quick
    dialog.series_box.choose("best_of", 3)
    press_start(qtbot, dialog)


def press_start(qtbot, dialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def finish_kept(qtbot, win: MainWindow, seed: int) -> None:
    """Play the game on the table to a few moves before its end, keep that in the library, let it end."""
    c = win.controller
    pick = random.Random(seed)
    play = c.match.copy()
    recent: deque = deque(maxlen=3)
    while play.outcome is None:
        recent.append(play.copy())
        play.apply(pick.choice(play.legal_actions()))
    old = win.keeper.session
    session = win.keeper.new(recent[0], c.seats, c.options)
    win.show_match(c.reading.game, recent[0], c.seats, c.options, session=session)
    if old is not None:
        win.keeper.discard(old.id)  # the abandoned first try leaves the list
    qtbot.waitUntil(lambda: win.controller.reading.outcome is not None, timeout=20000)


def board_rows(win: MainWindow) -> list[list[str]]:
    return [[cell.text() for cell in row] for row in win.panels.series_board.cells]


def test_a_series_closed_between_two_games_continues_with_its_next_game(qtbot, home) -> None:
    win = open_window(qtbot)
    start_series(qtbot, win)
    finish_kept(qtbot, win, seed=3)
    after_one = series_of(win.controller.options).add(GameResult.from_match(win.controller.match))
    assert not after_one.over
    rows_before = board_rows(win)
    finished_id = win.keeper.session.id
    close_window(win)

    again = open_window(qtbot)
    waiting = waiting_series(again.keeper.rows())
    assert waiting is not None and waiting.id == finished_id
    assert series_after(waiting).standing == after_one.standing  # the row alone gives the standing
    assert again.start_page.continue_button.isEnabled()
    assert "series goes on" in continue_text(again.start_page.summary)
    assert again.start_page.continue_button.text() == "Continue the series"  # not "the last match"
    assert again.continue_last() is None  # the next game's dialog, with a fresh commitment
    dialog = again.fair.next_dialog
    assert dialog is not None and dialog.series == after_one
    assert "Game 2" in dialog.windowTitle()
    press_start(qtbot, dialog)
    qtbot.waitUntil(lambda: again.controller is not None)
    c = again.controller
    assert series_of(c.options) == after_one
    rows_after = board_rows(again)
    assert rows_after[1:] == rows_before[1:]  # wins and game points per side, as they stood
    assert "game 2 being played" in again.panels.series_board.title.text()
    first = after_one.next_first()
    assert c.match.record[0].get("first_leader") == first
    # Now the series is being played again: nothing waits any more.
    assert waiting_series(again.keeper.rows()) is None
    close_window(again)


def test_a_series_closed_in_the_middle_of_a_game_resumes_with_its_board(qtbot, home) -> None:
    win = open_window(qtbot)
    start_series(qtbot, win)
    finish_kept(qtbot, win, seed=4)
    win.rematch()  # "Next game"
    press_start(qtbot, win.fair.next_dialog)
    qtbot.waitUntil(lambda: win.controller is not None and win.controller.reading.outcome is None)
    qtbot.waitUntil(lambda: len(win.controller.match.record) > 3, timeout=10000)
    rows_before, title_before = board_rows(win), win.panels.series_board.title.text()
    series = series_of(win.controller.options)
    close_window(win)

    again = open_window(qtbot)
    assert again.continue_last() is not None
    assert series_of(again.controller.options) == series
    assert board_rows(again) == rows_before
    assert again.panels.series_board.title.text() == title_before
    close_window(again)


def test_an_older_series_waits_in_the_matches_window(qtbot, home) -> None:
    win = open_window(qtbot)
    start_series(qtbot, win)
    finish_kept(qtbot, win, seed=3)
    finished_id = win.keeper.session.id
    after_one = series_of(win.controller.options).add(GameResult.from_match(win.controller.match))
    dialog = win.show_new_game("dominoes")  # a single game instead of the series' next one
    press_start(qtbot, dialog)
    qtbot.waitUntil(lambda: win.keeper.session is not None and win.keeper.session.id != finished_id)
    win.refresh_start_page()
    assert win.start_page.summary.id == win.keeper.session.id  # Continue: the newer match
    matches = win.show_matches()
    assert matches.choose(finished_id) and matches.buttons["resume"].isEnabled()
    assert matches.resume()
    dialog = win.fair.next_dialog
    assert dialog is not None and dialog.series == after_one
    press_start(qtbot, dialog)
    qtbot.waitUntil(lambda: series_of(win.controller.options) == after_one)
    assert "game 2 being played" in win.panels.series_board.title.text()
    matches.close()
    close_window(win)
