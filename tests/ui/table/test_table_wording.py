"""Issue 12, finding 13: the verbs agree with "You" and with partnerships.

"You & Computer 2 wins the match!" and "Bob: has played every tile." read
wrong; the match-end title, the log and the status line pick a sentence that
fits the winner.
"""

from __future__ import annotations

import pytest

from muggins_desktop.ui.cribbage import texts as crib
from muggins_desktop.ui.dominoes import texts as dom
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Driver, Settings, start


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def test_partnership_final_panel_agrees_with_the_winners(qtbot, window) -> None:
    start(window, ["human", "computer", "computer", "computer"], seed=8, partnerships=True)
    Driver(qtbot, window).play_match()
    outcome = window.controller.match.outcome
    title = window.table.scene_.final_panel.title
    if outcome.winner == 0:
        assert title == "You and Cy win the match!", title
    else:
        assert title == "Bob and Di win the match!", title
    assert " wins " not in title and "&" not in title
    log = [window.log_model.index(r, 0).data() for r in range(window.log_model.rowCount())]
    assert any(line.startswith(("You and Cy win the match.", "Bob and Di win the match.")) for line in log), log[-3:]


def test_log_sentences_read_right(qapp) -> None:
    names = ["Ann", "Bob", "Cy", "Di"]
    end = {"event": "round_end", "winner": 1, "blocked": False, "penalties": [5, 0, 0, 0]}
    assert dom.describe(end, names, you=0).startswith("Bob has played every tile.")
    won = {"event": "match_end", "winner": 1}
    assert dom.describe(won, names, you=0) == "Bob reaches the target and wins the match!"
    pair = {"event": "match_end", "winner": 0, "scores": [121, 90], "skunk": None}
    assert crib.describe(pair, names, you=0) == "You and Cy win the match."
    assert crib.describe(pair, names, you=1) == "Ann and Cy win the match."


def test_your_own_hand_is_yours_in_the_log(qapp) -> None:
    names = ["Ann", "Bob"]
    show = {
        "event": "show",
        "player": 0,
        "crib": False,
        "cards": ["5H", "5S", "JD", "QC"],
        "starter": "5C",
        "true": 20,
        "declared": 20,
        "scores": [20, 0],
    }
    assert crib.describe(show, names, you=0).startswith("Your hand (")
    assert crib.describe(dict(show, crib=True), names, you=0).startswith("Your crib (")
    assert crib.describe(show, names, you=1).startswith("Hand (Ann) (")
