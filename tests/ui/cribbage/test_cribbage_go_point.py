"""Issue 28: the go point is said on the table when the person says go and the computer cannot play either."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.engine.cribbage import CribbageMatch, Cut, Discard, PegCard, parse_cards
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def test_the_computers_go_point_is_said_after_the_persons_go(qtbot, window) -> None:
    match = CribbageMatch.from_position(["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"], "5C", dealer=0, seed=7)
    for action in (Discard(parse_cards("2C 3D")), Discard(parse_cards("4H AS")), Cut()):
        match.apply(action, match.to_act)
    for card in "10H 5H 6C QC 9S JS 8D".split():  # 27: Ann's 5D does not fit, Bob has nothing left
        match.apply(PegCard(parse_cards(card)[0]), match.to_act)
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    window.show_match("cribbage", match, seats, {})
    table = window.table
    notices: list[str] = []
    table.noticeShown.connect(notices.append)
    qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
    qtbot.keyClick(table, Qt.Key.Key_G)
    qtbot.waitUntil(lambda: any("Bob pegs 1 point" in n for n in notices), timeout=5000)
    assert any(n == "You say go." for n in notices), notices
