"""Refusals reach the player translated, params filled in (issue 11).

The controller carries the whole refusal (code, message, params); the
cribbage table shows ``illegal_text(refusal)`` on the felt and in the status
line, so no "{card}" braces ever reach the player.
"""

from __future__ import annotations

from muggins_desktop.engine.cribbage import Card, PegCard
from muggins_desktop.ui.cribbage.texts import card_text
from tests.ui.cribbage_driver import Driver, start


def test_a_refused_card_is_named_in_the_notice(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    table, match = window.table, window.controller.match
    driver = Driver(qtbot, window)
    for _ in range(20000):
        if match.phase == "pegging" and table.presenter.my_turn():
            break
        if table.dialog is not None:
            driver.handle_dialog(table.dialog)
        elif table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    notices: list[str] = []
    table.noticeShown.connect(notices.append)
    hand = set(match.view_for(0).hand)
    absent = next(Card(rank, suit) for rank in range(1, 14) for suit in "CDHS" if Card(rank, suit) not in hand)
    assert not window.controller.submit(PegCard(absent))  # what a stale click would send
    assert notices and "{" not in notices[-1] and "}" not in notices[-1]
    assert str(absent) in notices[-1] or card_text(str(absent)) in notices[-1], notices[-1]
    assert notices[-1] == table.status_text()
    assert table.scene_.notice.text == notices[-1]
