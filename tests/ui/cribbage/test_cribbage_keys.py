"""Issue 12, finding 2: keyboard play in cribbage is complete.

Every key goes to whatever widget has the focus, as a real keyboard would:
after a dialog or a panel closes the focus is back on the table, arrows move
a visible cursor over the hand, digits pick, Enter or Space act and Esc puts
chosen cards back.
"""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Driver, Settings, start


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    yield win
    win.stop_match()


def press(qtbot, key: Qt.Key) -> None:
    """A key press delivered to the focused widget (what a keyboard does)."""
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    qtbot.keyClick(target, key)


def focus_in_table(window) -> bool:
    focused = QApplication.focusWidget()
    return focused is not None and (focused is window.table or window.table.isAncestorOf(focused))


def wait_my_turn(qtbot, window, phase: str, driver: Driver) -> None:
    match = window.controller.match
    for _ in range(20000):
        if (
            match.phase == phase
            and match.to_act == 0
            and window.controller.waiting_for == 0
            and window.table.dialog is None
            and window.table.presenter.my_turn()
        ):
            return
        if window.table.dialog is not None:
            driver.handle_dialog(window.table.dialog)
        elif window.table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    raise AssertionError(f"no {phase} turn came")


def test_after_a_settlement_the_digit_keys_and_enter_lay_away(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=5)
    match = window.controller.match
    panel = window.table.scene_.show_panel
    driver = Driver(qtbot, window)
    # Play until a settlement has been shown on the table (issue 28: no dialog), then wait for the next deal.
    deadline = time.monotonic() + 40
    while not (panel.isVisible() and panel.lasting) and time.monotonic() < deadline:
        if window.table.dialog is not None:
            driver.handle_dialog(window.table.dialog)
        elif window.table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    assert panel.lasting and panel.title == "Count settled"
    hand_no = match.hand_no
    wait_my_turn(qtbot, window, "discard", driver)
    assert focus_in_table(window), QApplication.focusWidget()
    before = match.view_for(0).hand
    press(qtbot, Qt.Key.Key_1)
    press(qtbot, Qt.Key.Key_2)
    press(qtbot, Qt.Key.Key_Return)
    view = match.view_for(0)
    assert match.hand_no >= hand_no
    assert sorted(view.discarded) == sorted(before[:2])


def test_arrows_move_a_visible_cursor_and_enter_plays_it(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    match = window.controller.match
    driver = Driver(qtbot, window)
    wait_my_turn(qtbot, window, "discard", driver)
    # Discard with the keyboard: Right, Space chooses, Right, Space, Enter lays away.
    hand = list(match.view_for(0).hand)
    press(qtbot, Qt.Key.Key_Right)
    items = window.table.scene_.hand.items
    assert [i.focused for i in items] == [True] + [False] * (len(items) - 1)
    press(qtbot, Qt.Key.Key_Space)
    press(qtbot, Qt.Key.Key_Right)
    assert items[1].focused and not items[0].focused
    press(qtbot, Qt.Key.Key_Space)
    press(qtbot, Qt.Key.Key_Return)
    assert sorted(match.view_for(0).discarded) == sorted(hand[:2])
    # The play: Left from nothing goes to the last card; Enter plays the card under the cursor.
    for _ in range(2000):
        if match.phase == "pegging" and match.to_act == 0 and window.table.presenter.my_turn():
            view = match.view_for(0)
            legal = [a.card for a in view.legal_actions if hasattr(a, "card")]
            if legal:
                break
        if window.table.dialog is not None:
            driver.handle_dialog(window.table.dialog)
        elif window.table.presenter.my_turn() and match.phase != "pegging":
            driver.act()
        else:
            qtbot.wait(5)
    view = match.view_for(0)
    hand = list(view.hand)
    target = next(c for c in hand if any(getattr(a, "card", None) == c for a in view.legal_actions))
    steps = hand.index(target) + 1
    for _ in range(steps):
        press(qtbot, Qt.Key.Key_Right)
    assert window.table.scene_.hand.item_for(target).focused
    press(qtbot, Qt.Key.Key_Return)
    assert target in [c for s, c in match.view_for(0).played if s == 0]


def test_escape_puts_chosen_cards_back(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    driver = Driver(qtbot, window)
    wait_my_turn(qtbot, window, "discard", driver)
    press(qtbot, Qt.Key.Key_1)
    items = window.table.scene_.hand.items
    assert items[0].selected
    press(qtbot, Qt.Key.Key_Escape)
    assert not any(i.selected for i in items) and not any(i.focused for i in items)
    press(qtbot, Qt.Key.Key_Return)  # nothing chosen: nothing is laid away
    assert not window.controller.match.view_for(0).discarded


def test_a_click_on_the_felt_brings_the_keys_back(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    driver = Driver(qtbot, window)
    wait_my_turn(qtbot, window, "discard", driver)
    window.log.setFocus()
    assert not focus_in_table(window)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=window.table.viewport().rect().center())
    assert focus_in_table(window)
    press(qtbot, Qt.Key.Key_1)
    assert window.table.scene_.hand.items[0].selected


def test_question_mark_lists_the_keys(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    driver = Driver(qtbot, window)
    wait_my_turn(qtbot, window, "discard", driver)
    scene = window.table.scene_
    assert "?" in scene.keys_hint.text
    qtbot.keyClicks(QApplication.focusWidget(), "?")
    assert scene.keys_panel.isVisible()
    keys = [k for k, _what in scene.keys_panel.rows]
    assert {"Enter", "Esc", "G", "Space"} <= set(keys)
    press(qtbot, Qt.Key.Key_Escape)
    assert not scene.keys_panel.isVisible()
    press(qtbot, Qt.Key.Key_1)  # keys work again at once
    assert scene.hand.items[0].selected


def test_enter_goes_on_to_the_next_hand_after_the_show(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=6, muggins=False)
    table = window.table
    table.presenter.show_ms = 1
    table.presenter.wait_after_show = True
    panel = table.scene_.show_panel
    driver = Driver(qtbot, window)
    for _ in range(20000):
        if panel.waiting():
            break
        if table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    assert panel.waiting() and window.controller.held
    assert focus_in_table(window)
    press(qtbot, Qt.Key.Key_Return)
    assert not panel.isVisible() and not window.controller.held
    assert focus_in_table(window)


def test_the_status_line_speaks_while_a_count_settled_panel_is_shown(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=5)
    said: list[str] = []
    driver = Driver(qtbot, window, on_settlement=lambda _panel, _shown: said.append(window.table.presenter.status()))
    deadline = time.monotonic() + 40
    while not said and time.monotonic() < deadline:
        if window.table.dialog is not None:
            driver.handle_dialog(window.table.dialog)
        elif window.table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    assert said and said[0] == "The count is settled; play goes on in a moment.", said
    assert not any(word in said[0].lower() for word in ("click", "gold", "red", "green"))
