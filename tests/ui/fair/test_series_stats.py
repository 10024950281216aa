"""Statistics shows the series played to the end, counted from the match library."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from muggins_desktop.engine.series import Format, Series
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.ui.window.main_window import MainWindow
from tests.storage.test_library_series import play_series
from tests.ui.dominoes_driver import Settings


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_the_statistics_count_the_series_won_and_their_game_points(qtbot: Any, home: Path) -> None:
    with MatchLibrary(home / "data" / "library", durable=False) as lib:
        after, _ = play_series(
            lib, "cribbage", {"players": 2, "target": 61}, Series.new("cribbage", 2, Format.BEST_OF, 3), 3, seed=5
        )
        open_one, _ = play_series(
            lib, "dominoes", {"players": 2}, Series.new("dominoes", 2, Format.BEST_OF, 5), 1, seed=6
        )
    assert after.over and not open_one.over
    win = MainWindow(Settings(confirm_leave=False), keep_in_library=True)
    qtbot.addWidget(win)
    win.show()
    win.keeper.load()
    dialog = win.dialogs.show_stats()
    table = dialog.series_table
    assert table is not None and table.isVisibleTo(dialog) and table.accessibleName()
    assert dialog.series_label.buddy() is table
    assert table.rowCount() == 1  # the dominoes series is not decided yet
    st = after.standing
    won = st.winner == 0
    assert table.cell(0, "game") == "Cribbage" and table.cell(0, "played") == "1"
    assert (table.cell(0, "won"), table.cell(0, "lost")) == (str(int(won)), str(int(not won)))
    assert table.cell(0, "games") == str(st.games)
    assert table.cell(0, "points") == f"{st.game_points[0] / st.games:.2f}"
    assert table.cell(0, "skunks_given") == str(st.skunks_given[0])
    dialog.reject()
