"""Every player (issue 28): what a screen reader gets at the moments the Orca run found silent."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication

from muggins_desktop.engine.cribbage import parse_cards
from muggins_desktop.engine.cribbage.scoring import score_hand
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.storage.settings import Settings as StoredSettings
from muggins_desktop.ui.cribbage.dialogs.counts import AnswerDialog, SettlementDialog, SettlementInfo
from muggins_desktop.ui.dialogs.settings import SettingsDialog
from muggins_desktop.ui.text.card_words import card_words
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage.test_cribbage_keys import wait_my_turn
from tests.ui.cribbage_driver import Driver, Settings, start

pytestmark = pytest.mark.timeout(60)


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


def answer_dialog(qtbot) -> AnswerDialog:
    cards = parse_cards("5H 5D JS QC")
    dialog = AnswerDialog("Bob", cards, parse_cards("5C")[0], 6, answerer_name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_answer_dialog_says_the_declared_count(qtbot) -> None:
    dialog = answer_dialog(qtbot)
    assert "Declared: 6" in dialog.accessibleDescription()
    assert "Bob counts their hand" in dialog.accessibleDescription()
    assert dialog.accept_button.accessibleDescription().startswith("Declared: 6.")


@pytest.mark.parametrize(("keys", "expected"), [("a", ("accept", None)), ("o", ("overcount", None))])
def test_one_key_answers(qtbot, keys, expected) -> None:
    dialog = answer_dialog(qtbot)
    got = []
    dialog.answered.connect(lambda answer, stated: got.append((answer, stated)))
    qtbot.keyClicks(dialog.accept_button, keys)
    assert got == [expected] and not dialog.isVisible()


def test_a_digit_then_enter_calls_muggins(qtbot) -> None:
    dialog = answer_dialog(qtbot)
    got = []
    dialog.answered.connect(lambda answer, stated: got.append((answer, stated)))
    qtbot.keyClick(dialog.accept_button, Qt.Key.Key_4)
    assert dialog.stated.lineEdit().text() == "4"
    qtbot.keyClick(dialog.stated, Qt.Key.Key_Return)
    assert got == [("muggins", 4)]


def test_return_on_the_breakdown_list_closes_the_settlement(qtbot) -> None:
    cards, starter = parse_cards("5H 5D JS QC"), parse_cards("5C")[0]
    score = score_hand(cards, starter, False)
    info = SettlementInfo("Bob", False, list(cards), starter, score.total, score.total, list(score.items))
    dialog = SettlementDialog(info)
    qtbot.addWidget(dialog)
    dialog.show()
    closed = []
    dialog.accepted.connect(lambda: closed.append(True))
    dialog.breakdown.setFocus()
    qtbot.keyClick(dialog.breakdown, Qt.Key.Key_Return)
    assert closed and not dialog.isVisible()


def test_the_settings_dialog_opens_on_a_named_control(qtbot, tmp_path) -> None:
    dialog = SettingsDialog(StoredSettings(), path=tmp_path / "s.json")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=2000)
    focus = QApplication.focusWidget()
    assert not isinstance(focus, QAbstractScrollArea), focus
    assert dialog.scroll_area.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_the_card_cursor_and_picked_cards_are_said(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    wait_my_turn(qtbot, window, "discard", Driver(qtbot, window))
    table = window.table
    said: list[str] = []
    window.table_voice.announced.connect(said.append)
    hand = table.presenter.view().hand
    qtbot.keyClick(table, Qt.Key.Key_Right)  # (the cursor is said once the key is done)
    qtbot.waitUntil(lambda: any(s.startswith("Card 1: " + card_words(hand[0])) for s in said), timeout=2000)
    qtbot.keyClick(table, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: any(s == f"Card 2: {card_words(hand[1])}, selected" for s in said), timeout=2000)
    qtbot.keyClick(table, Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: said[-1] == f"Card 1: {card_words(hand[0])}", timeout=2000)


def walk_buttons(qtbot, table, said: list[str], presses: int) -> list[str]:
    for i in range(presses):
        key = Qt.Key.Key_Tab if i % 2 == 0 else Qt.Key.Key_Right
        qtbot.keyClick(table, key)
    return [s.removeprefix("Button: ") for s in said if s.startswith("Button: ")]


def test_every_dominoes_match_end_button_is_reached_by_keys(qtbot, window) -> None:
    # Ann plays 5|5 on the 5: ten points take her from 245 past the target of 250.
    match = DominoMatch.from_position(["5|5 1|2", "0|3 6|6"], line="5|0", scores=[245, 0], seed=2)
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    window.show_match("dominoes", match, seats, {})
    table = window.table
    qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
    table.presenter.input.play(match.hands[0][0], table.presenter.ends_for(match.hands[0][0])[0])
    qtbot.waitUntil(lambda: table.scene_.panel_kind == "match", timeout=10000)
    table.setFocus()
    said: list[str] = []
    window.table_voice.announced.connect(said.append)
    panel = table.scene_.panel
    texts = {b.text for b in panel.buttons if b.isVisible()}
    reached = walk_buttons(qtbot, table, said, len(texts))
    assert set(reached) == texts and table.hasFocus()
    qtbot.keyClick(table, Qt.Key.Key_Up)  # arrows go back as well
    look = next(b for b in panel.buttons if b.text == "Look at the table")
    while panel.focused_button() is not look:
        qtbot.keyClick(table, Qt.Key.Key_Left)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter presses the button walked to
    assert table.scene_.panel_kind == ""


def test_every_cribbage_match_end_button_is_reached_by_keys(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    wait_my_turn(qtbot, window, "discard", Driver(qtbot, window))
    table = window.table
    final = table.scene_.final_panel
    final.set_result("You win!", ["Ann: 61", "Bob: 40"], "New game", "Look at the table", "Review")
    final.set_summary(["", "Ann", "Bob"], [["Hands", 30, 20]], "Rematch")
    said: list[str] = []
    window.table_voice.announced.connect(said.append)
    chosen: list[str] = []
    final.chosen.connect(chosen.append)
    reached = walk_buttons(qtbot, table, said, 4)
    assert set(reached) == {"New game", "Look at the table", "Rematch", "Review"} and table.hasFocus()
    while final.focused_button() is not final.look_button:
        qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert chosen == ["look"]


def test_a_sentence_is_not_said_twice(qtbot, window) -> None:
    """The felt's "You say go." and the log's line of the same go were both spoken."""
    start(window, ["human", "computer"], seed=3)
    wait_my_turn(qtbot, window, "discard", Driver(qtbot, window))
    voice = window.table_voice
    voice.flush()
    said: list[str] = []
    voice.announced.connect(said.append)
    voice.say("You say go.")
    voice.say("You say go. Bob pegs 1 point for the go or last card.")
    voice.say("Bob pegs 1 point for the go or last card.")
    assert said == ["You say go.", "Bob pegs 1 point for the go or last card."]
    assert voice.flush() == "You say go. Bob pegs 1 point for the go or last card."
