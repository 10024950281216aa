"""Issue 53: at a shared screen nobody is "You".

The new-game dialog names the first of several people "Player 1", but a
seat can still be stored as "You" (left so by hand, or from an older
record). At a shared screen that word is no one's: "Hand 1: You deals.",
"Each player lays away to the crib of You". Every text the table shows
and logs names such a seat "Player 1".
"""

from __future__ import annotations

import re
import time

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.ui.cribbage import texts
from tests.ui.cribbage_driver import Driver

pytestmark = pytest.mark.timeout(90)

# "You" with a verb of the third person ("You deals"), or "You" used as a name ("the crib of You", "Crib (You)").
THIRD_PERSON = re.compile(r"\bYou (?:deals|lays|is|says|plays|pegs|counts|calls|accepts|declares|wins|has|was)\b")
AS_A_NAME = re.compile(r"(?:\bof You\b|\(You\)|\bYou's\b|You & |& You\b|You:)")


def wrong(text: str) -> bool:
    return bool(THIRD_PERSON.search(text) or AS_A_NAME.search(text))


def test_a_seat_left_as_you_is_player_1_at_a_shared_screen(qtbot, window) -> None:
    seats = [
        {"name": "You", "kind": "human", "level": None},
        {"name": "Player 2", "kind": "human", "level": None},
        {"name": "Computer 2", "kind": "computer", "level": "easy"},
    ]
    options = {"players": 3, "partnerships": False, "target": 61, "muggins": True, "lowball": False}
    window.start_match({"game": "cribbage", "players": 3, "seats": seats, "options": options}, seed=4)
    table = window.table
    shown: list[str] = []
    table.noticeShown.connect(shown.append)

    def read(state: object) -> None:
        s = table.scene_
        shown.extend([table.status_text(), s.play_caption.text, s.crib_label.text, s.me_label.text])
        shown.extend(p.name + "\n" + p.detail for p in s.plaques.values())
        panel = s.show_panel
        if panel.isVisible():
            shown.extend([panel.title, panel.caption.text, panel.lines.text])

    table.presenter.rendered.connect(read)
    driver = Driver(qtbot, window)
    match = window.controller.match
    deadline = time.monotonic() + 60
    while match.hand_no < 3 and match.outcome is None and time.monotonic() < deadline:
        cover = window.game_area.cover
        if cover.isVisible():
            qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
        elif table.dialog is not None:
            driver.handle_dialog(table.dialog)
        elif table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    assert match.hand_no >= 3 or match.outcome is not None
    names = table.presenter.names
    assert names[0] == "Player 1", names
    shown.extend(texts.describe(e, names, window.controller.feed.viewer) or "" for e in match.record)
    shown.append(window.statusBar().currentMessage())
    assert any("Player 1" in t for t in shown)
    assert not [t for t in shown if wrong(t)]
