"""Issue 53: a game won inside a series is a game, not the match, on the status line and in the log."""

from __future__ import annotations

import pytest

from muggins_desktop.engine.cribbage import CribbageMatch
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.engine.series import Series
from muggins_desktop.ui.fair.texts import SERIES_OPTION, series_text
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Driver
from tests.ui.dominoes_driver import Settings

pytestmark = pytest.mark.timeout(60)

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "easy"}]


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def _log(win: MainWindow) -> list[str]:
    return [win.log_model.index(r, 0).data() for r in range(win.log_model.rowCount())]


def _best_of_3(game: str) -> dict[str, object]:
    return {SERIES_OPTION: series_text(Series.new(game, 2, "best_of", 3))}


def test_a_dominoes_game_of_a_series_is_won_not_the_match(qtbot, window) -> None:
    # Ann reaches 250 with 4|0: ends 5 and 0.
    match = DominoMatch.from_position(["4|0 6|6", "1|1 2|3"], line="5|4", boneyard="0|2 3|3", scores=[245, 0], seed=5)
    window.show_match("dominoes", match, SEATS, _best_of_3("dominoes"))
    table = window.table
    qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
    table.presenter.input.play(match.hands[0][0], table.presenter.ends_for(match.hands[0][0])[0])
    qtbot.waitUntil(lambda: table.scene_.panel_kind == "match", timeout=10000)
    status, last = window.status_text(), _log(window)[-1]
    assert "match" not in status and "game 1 of 3" in status and "1–0" in status, status
    assert "match" not in last and "game 1 of 3" in last, last


def test_a_single_dominoes_match_is_still_won(qtbot, window) -> None:
    match = DominoMatch.from_position(["4|0 6|6", "1|1 2|3"], line="5|4", boneyard="0|2 3|3", scores=[245, 0], seed=5)
    window.show_match("dominoes", match, SEATS, {})
    table = window.table
    qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
    table.presenter.input.play(match.hands[0][0], table.presenter.ends_for(match.hands[0][0])[0])
    qtbot.waitUntil(lambda: table.scene_.panel_kind == "match", timeout=10000)
    assert "win the match" in window.status_text() and "win the match" in _log(window)[-1]


def test_a_cribbage_game_of_a_series_is_won_not_the_match(qtbot, window) -> None:
    match = CribbageMatch.from_position(
        ["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"], "5C", dealer=0, seed=7, target=61, scores=[60, 60]
    )
    window.show_match("cribbage", match, SEATS, {"target": 61, **_best_of_3("cribbage")})
    Driver(qtbot, window).play_match()
    qtbot.waitUntil(window.table.scene_.final_panel.isVisible, timeout=10000)
    last = next(line for line in reversed(_log(window)) if "game 1 of 3" in line or "match" in line)
    assert "match" not in last and "game 1 of 3" in last, last
