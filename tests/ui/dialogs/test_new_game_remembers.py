"""Issue 53: New game opens with the choices of the last new game of the same game."""

from __future__ import annotations

from pathlib import Path

from muggins_desktop.storage.settings import load_settings
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings


def test_the_last_level_and_player_count_are_chosen_again(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    win = MainWindow(Settings(confirm_leave=False), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    dialog = win.show_new_game("cribbage")
    dialog.players_spin.setValue(3)
    hard = dialog.seat_levels[1].findData("hard")
    dialog.seat_levels[1].setCurrentIndex(hard)
    dialog.seat_levels[2].setCurrentIndex(dialog.seat_levels[2].findData("easy"))
    dialog.accept()
    qtbot.waitUntil(lambda: win.controller is not None)
    win.stop_match()
    # The dominoes dialog keeps its own player count; the levels are the computers'.
    dominoes = win.show_new_game("dominoes")
    assert dominoes.players_spin.value() == 2
    assert dominoes.seat_levels[1].currentData() == "hard"
    dominoes.reject()
    again = win.show_new_game("cribbage")
    assert again.players_spin.value() == 3
    assert [again.seat_levels[i].currentData() for i in (1, 2)] == ["hard", "easy"]
    again.reject()
    saved, _problem = load_settings()  # and after a restart
    assert saved.cribbage_players == 3 and saved.seat_levels[:2] == ["hard", "easy"]
