"""Language switch (issue 28): an open match-end panel, the hint panel and the Continue line follow it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtWidgets import QApplication

from muggins_desktop.engine.cribbage import CribbageMatch
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.storage.library.rows import MatchRow, make_row
from muggins_desktop.ui.coach.hint_panel import HintPanel
from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.window.main_window import MainWindow
from muggins_desktop.ui.window.start_page import continue_text
from tests.ui.cribbage_driver import Driver, Settings

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def app():
    application = QApplication.instance()
    yield application
    install_translator(application, "en")


@pytest.fixture
def window(qtbot, app):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def test_an_open_dominoes_match_end_panel_changes_language(qtbot, window, app) -> None:
    match = DominoMatch.from_position(["5|5 1|2", "0|3 6|6"], line="5|0", scores=[245, 0], seed=2)
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    window.show_match("dominoes", match, seats, {})
    table = window.table
    qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
    table.presenter.input.play(match.hands[0][0], table.presenter.ends_for(match.hands[0][0])[0])
    qtbot.waitUntil(lambda: table.scene_.panel_kind == "match", timeout=10000)
    english = [b.text for b in table.scene_.panel.buttons]
    install_translator(app, "uk")
    qtbot.waitUntil(lambda: table.scene_.panel.buttons[0].text != english[0], timeout=2000)
    ukrainian = [b.text for b in table.scene_.panel.buttons]
    assert not set(english) & set(ukrainian) and table.scene_.panel_kind == "match"
    install_translator(app, "en")
    qtbot.waitUntil(lambda: [b.text for b in table.scene_.panel.buttons] == english, timeout=2000)
    assert table.scene_.panel.title == "You win the match!"


def test_an_open_cribbage_final_panel_changes_language(qtbot, window, app) -> None:
    # One point from the target each: the first point pegged ends the match.
    match = CribbageMatch.from_position(
        ["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"], "5C", dealer=0, seed=7, target=61, scores=[60, 60]
    )
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    window.show_match("cribbage", match, seats, {"target": 61})
    driver = Driver(qtbot, window)
    driver.play_match()
    final = window.table.scene_.final_panel
    qtbot.waitUntil(final.isVisible, timeout=10000)
    english = final.new_button.text, final.title
    install_translator(app, "pl")
    qtbot.waitUntil(lambda: final.new_button.text != english[0], timeout=2000)
    assert final.title != english[1] and final.isVisible()


def test_the_hint_panel_invitation_changes_language(qtbot, app) -> None:
    panel = HintPanel()
    qtbot.addWidget(panel)
    assert panel.title.text() == "Press H for a hint."
    install_translator(app, "uk")
    qtbot.waitUntil(lambda: panel.title.text() != "Press H for a hint.", timeout=2000)


def _row(game: str, names: tuple[str, ...], scores: tuple[int, ...]) -> MatchRow:
    when = datetime(2026, 1, 12, 5, 0, tzinfo=UTC)
    return make_row(
        "m1", game, 2, False, names, (0,), (None, "medium"), 121, False, False, scores,
        False, None, None, 10, 1, when, when, None, None, when, False, None, None, None, None, None,
    )  # fmt: skip


def test_the_ukrainian_continue_line_names_the_game_in_ukrainian(app) -> None:
    install_translator(app, "uk")
    assert continue_text(_row("cribbage", ("You", "Computer 1"), (45, 38))).startswith("Крибедж · ")
    install_translator(app, "pl")
    assert continue_text(_row("dominoes", ("A", "B"), (1, 2))).startswith("Domino · ")
