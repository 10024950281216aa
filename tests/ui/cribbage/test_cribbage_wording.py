"""Issue 12, finding 13: the words on the cribbage table read right.

"lays away to the crib of You" becomes "to your crib"; with hints off the
prompt does not talk about gold cards nobody sees; cards lifted for the crib
never cover the prompt above the hand.
"""

from __future__ import annotations

import pytest

from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Driver, Settings, click_card, start


def make_window(qtbot, settings):
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(900, 680)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(qtbot):
    win = make_window(qtbot, Settings())
    yield win
    win.stop_match()


def play_until(qtbot, window, done, driver=None) -> None:
    driver = driver or Driver(qtbot, window)
    table = window.table
    for _ in range(20000):
        if done():
            return
        if table.dialog is not None:
            driver.handle_dialog(table.dialog)
        elif table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    raise AssertionError("never got there")


def test_the_person_dealing_reads_your_crib(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=5)
    match = window.controller.match
    table = window.table
    play_until(
        qtbot,
        window,
        lambda: match.phase == "discard" and match.hand_no >= 2 and match.dealer == 0 and table.presenter.my_turn(),
    )
    caption = table.scene_.play_caption.text
    assert caption == "Each player lays away to your crib", caption
    assert "crib of" not in caption


def test_lifted_cards_leave_the_prompt_readable(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    table = window.table
    play_until(qtbot, window, lambda: table.presenter.my_turn() and window.controller.match.phase == "discard")
    items = table.scene_.hand.items
    click_card(qtbot, table, items[0])
    click_card(qtbot, table, items[-1])
    assert items[0].selected and items[-1].selected
    prompt = table.scene_.hint_label.sceneBoundingRect().adjusted(4, 4, -4, -4)
    assert table.scene_.hint_label.text
    for item in (items[0], items[-1]):
        assert not prompt.intersects(item.sceneBoundingRect()), (prompt, item.sceneBoundingRect())


def test_prompt_without_hints_does_not_mention_gold(qtbot) -> None:
    window = make_window(qtbot, Settings(hints=False))
    start(window, ["human", "computer"], seed=3)
    table = window.table
    match = window.controller.match
    play_until(
        qtbot, window, lambda: table.presenter.my_turn() and match.phase == "pegging" and table.presenter.legal_cards()
    )
    status = table.status_text()
    assert "gold" not in status and "31" in status, status
    assert not any(i.legal or i.dimmed for i in table.scene_.hand.items)
    window.stop_match()
