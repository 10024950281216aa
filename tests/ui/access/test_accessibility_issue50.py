"""A blind player with Orca (issue 50): what the screen reader must get, read from the
voice's spoken queue and the accessibility tree."""

from __future__ import annotations

import re
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from muggins_desktop.engine.cribbage import parse_cards
from muggins_desktop.ui.access import accessibility
from muggins_desktop.ui.access.focus import is_named
from muggins_desktop.ui.access.voice import GATHER_MS
from muggins_desktop.ui.cribbage.dialogs.counts import AnswerDialog, DeclareDialog
from muggins_desktop.ui.dialogs.new_game import NewGameDialog
from muggins_desktop.ui.text.card_words import card_words, speak_cards
from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage.test_cribbage_keys import wait_my_turn
from tests.ui.cribbage_driver import Driver, Settings, install_miscounters, start
from tests.ui.dominoes_driver import Driver as DominoDriver
from tests.ui.dominoes_driver import Settings as DominoSettings

pytestmark = pytest.mark.timeout(90)


@pytest.fixture
def linux_screen_reader(monkeypatch):
    """Behave as on X11/Wayland (the tests run on the offscreen platform)."""
    monkeypatch.setattr(accessibility, "FOCUS_DESCRIPTION_PLATFORMS", {QGuiApplication.platformName()})


def cribbage_window(qtbot, **settings):
    win = MainWindow(Settings(**settings), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def play_until_answered(qtbot, driver: Driver, timeout_s: float = 40.0) -> None:
    """Play the person's seat until they have answered one computer's count."""
    table = driver.table
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        dialog = table.dialog
        if dialog is not None:
            answering = isinstance(dialog, AnswerDialog)
            driver.handle_dialog(dialog)
            if answering:
                return
        elif table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    raise AssertionError("nobody asked the person to answer a count")


def test_the_settlement_after_an_answer_is_spoken_once_with_the_focus(qtbot, monkeypatch, linux_screen_reader) -> None:
    # Paced, and the computer counts short so the person's muggins call moves the pegs: the
    # steps are still on screen (the status line empty) as the table takes the focus back from
    # the closed Answer dialog, and the empty status used to drop every missed sentence.
    install_miscounters(monkeypatch)
    window = cribbage_window(qtbot, animation_ms=40)
    start(window, ["human", "miscount"], seed=3)
    driver = Driver(qtbot, window)
    voice, table = window.table_voice, window.table
    descriptions: list[str] = []
    focus_read = voice._focus_description

    def read_on_focus() -> None:
        focus_read()
        descriptions.append(table.accessibleDescription())

    voice._focus_description = read_on_focus  # type: ignore[method-assign]
    play_until_answered(qtbot, driver)
    qtbot.waitUntil(lambda: bool(descriptions), timeout=3000)
    said = " ".join([*descriptions, *voice.flush().split("\n")])
    settled = [t for t in accessibility.history if t.startswith("You call muggins") and "Settled (true count" in t]
    assert len(settled) == 1, list(accessibility.history)
    assert said.count(settled[0]) == 1, said
    window.stop_match()


CARD_CODE = re.compile(r"\b[AKQJT2-9][HDCS]\b")
TILE_NOTATION = re.compile(r"\[\d\|\d\]|\b\d-\d\b")


@pytest.fixture
def english(qapp):
    install_translator(qapp, "en")
    yield qapp
    install_translator(qapp, "en")


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_the_mirror_and_the_voice_name_cards_in_words(qtbot, english, language) -> None:
    install_translator(english, language)
    window = cribbage_window(qtbot)
    start(window, ["human", "computer"], seed=7)
    voice, table = window.table_voice, window.table
    heard: list[str] = []
    voice.announced.connect(heard.append)
    facts: list[str] = []
    table.presenter.rendered.connect(lambda _state: facts.extend(text for _key, text in voice.mirror.facts))
    Driver(qtbot, window).play_match()
    facts.extend(voice.read_table().split(". "))
    assert len(facts) > 50 and heard
    assert [t for t in facts if CARD_CODE.search(t)] == []
    assert [t for t in heard if CARD_CODE.search(t)] == []
    ten = {"en": "ten of hearts", "uk": "десятка чирв", "pl": "dziesiątka kier"}[language]
    assert card_words("TH") == ten and speak_cards("You play 10♥, count 20.").count(ten) == 1
    window.stop_match()


def test_the_settled_count_and_the_match_end_are_in_the_mirror(qtbot) -> None:
    window = cribbage_window(qtbot)
    start(window, ["human", "computer"], seed=3)
    voice, table = window.table_voice, window.table
    settled: list[str] = []

    def on_settlement(_panel, shown) -> None:
        voice.update_mirror()
        settled.append(shown["summary"])
        panel = dict(voice.mirror.facts)["panel"]
        assert shown["summary"] in panel and "Count settled" in panel

    Driver(qtbot, window, on_settlement=on_settlement).play_match()
    assert settled
    final = table.scene_.final_panel
    qtbot.waitUntil(final.isVisible, timeout=5000)
    said = voice.read_table()
    panel = dict(voice.mirror.facts)["panel"]
    assert voice.mirror.facts[0][0] == "panel" and panel in said
    scores = window.controller.match.outcome.scores
    assert final.title in panel and all(str(s) in panel for s in scores)
    assert "Press Enter for “Review”" in panel  # Enter reviews the match (never a new game)
    assert "Buttons: New game, Look at the table, Rematch, Review" in panel
    window.stop_match()


def test_the_dominoes_match_end_names_the_button_enter_presses(qtbot) -> None:
    window = MainWindow(DominoSettings(), keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(1000, 720)
    window.show()
    qtbot.waitExposed(window)
    seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    window.start_match({"game": "dominoes", "players": 2, "seats": seats, "options": {"players": 2}}, seed=11)
    table, voice = window.table, window.table_voice
    facts: list[str] = []
    table.presenter.rendered.connect(lambda _state: facts.extend(text for _key, text in voice.mirror.facts))
    DominoDriver(qtbot, window).play_match()
    # Tiles in words ("three–five", "double six"), never [3|5] or 3-5, in the mirror too.
    assert facts and [t for t in facts if TILE_NOTATION.search(t)] == []
    assert any("double " in t for t in facts) and any("–" in t for t in facts)
    panel = table.scene_.panel
    assert table.scene_.panel_kind == "match"
    default = panel.buttons[panel.default_index].text
    assert default == "Review"
    said = voice.read_table()
    assert "Press Enter for “Review”" in said and "Press Enter for “New game”" not in said
    window.stop_match()


def focus_in(dialog) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and dialog.isAncestorOf(focus) and is_named(focus)


@pytest.mark.parametrize("kind", ["new game", "declare", "answer"])
def test_a_dialog_opens_with_the_keys_on_a_named_control(qtbot, kind) -> None:
    cards, starter = parse_cards("5H 5D JS QC"), parse_cards("5C")[0]
    if kind == "new game":
        dialog = NewGameDialog(game="cribbage")
    elif kind == "declare":
        dialog = DeclareDialog(cards, starter, False, "Ann")
    else:
        dialog = AnswerDialog("Bob", cards, starter, 6, answerer_name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: focus_in(dialog), timeout=2000)


def test_every_muggins_dialog_of_a_match_keeps_the_keys(qtbot, monkeypatch) -> None:
    # An Answer dialog opened as the one before closed, and the table's step ending took the
    # keys back: the dialog stayed open and silent.
    install_miscounters(monkeypatch)
    window = cribbage_window(qtbot)
    start(window, ["human", "miscount"], seed=3)
    driver = Driver(qtbot, window)
    table = window.table
    checked: list[str] = []
    handle = driver.handle_dialog

    def check_then_answer(dialog) -> None:
        qtbot.waitUntil(lambda: focus_in(dialog), timeout=2000)
        # The Orca run: the focus on the table behind an open dialog (a step had ended);
        # the table's next take_focus must hand the keys to the dialog, not keep them.
        window.activateWindow()
        table.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is table, timeout=2000)
        table.take_focus()
        qtbot.waitUntil(lambda: focus_in(dialog), timeout=2000)
        checked.append(type(dialog).__name__)
        handle(dialog)

    driver.handle_dialog = check_then_answer  # type: ignore[method-assign]
    driver.play_match()
    assert "AnswerDialog" in checked and "DeclareDialog" in checked
    window.stop_match()


def test_the_persons_move_and_the_computers_reply_go_out_as_one(qtbot, monkeypatch) -> None:
    # The computer thinks longer than the voice gathers (600 ms > GATHER_MS): Orca cut
    # "You play …" off with the reply. The person's own move now waits for the reply.
    window = MainWindow(DominoSettings(ai_pause_ms=600), keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(1000, 720)
    window.show()
    qtbot.waitExposed(window)
    seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    window.start_match({"game": "dominoes", "players": 2, "seats": seats, "options": {"players": 2}}, seed=5)
    table, voice = window.table, window.table_voice
    qtbot.waitUntil(table.presenter.my_turn, timeout=10000)
    qtbot.wait(GATHER_MS + 100)
    voice.flush()
    sent: list[str] = []
    monkeypatch.setattr(accessibility, "announce", lambda _widget, text, record=True: sent.append(text))
    tile = table.presenter.legal_tiles()[0]
    table.presenter.input.play(tile, table.presenter.ends_for(tile)[0])
    qtbot.waitUntil(lambda: any("Bob" in text for text in sent), timeout=5000)
    mine = [text for text in sent if "You " in text]
    assert len(mine) == 1 and "Bob" in mine[0], sent
    assert mine[0].index("You ") < mine[0].index("Bob"), mine[0]
    window.stop_match()


def test_a_digit_that_plays_a_card_does_not_say_the_cursor_first(qtbot) -> None:
    window = cribbage_window(qtbot)
    start(window, ["human", "computer"], seed=3)
    driver = Driver(qtbot, window)
    table = window.table
    heard: list[str] = []
    window.table_voice.announced.connect(heard.append)
    for _ in range(3):  # a few plays of the hand, each by its digit key
        wait_my_turn(qtbot, window, "pegging", driver)
        legal = table.presenter.legal_cards()
        if not legal:
            break
        index = list(table.presenter.view().hand).index(legal[0])
        heard.clear()
        qtbot.keyClick(table, Qt.Key(int(Qt.Key.Key_1) + index))
        qtbot.waitUntil(lambda: any(t.startswith("You play") for t in heard), timeout=3000)
        qtbot.wait(50)
        cards = [t for t in heard if t.startswith("Card ")]
        assert cards == [], heard  # neither the card played nor the one after it
    window.stop_match()


def test_tab_and_f6_leave_the_dominoes_table_on_the_persons_turn(qtbot) -> None:
    window = MainWindow(DominoSettings(), keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(1000, 720)
    window.show()
    qtbot.waitExposed(window)
    seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    window.start_match({"game": "dominoes", "players": 2, "seats": seats, "options": {"players": 2}}, seed=5)
    table = window.table
    qtbot.waitUntil(table.presenter.my_turn, timeout=10000)
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_F6):
        window.activateWindow()
        table.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(table.hasFocus, timeout=3000)
        qtbot.keyClick(table, key)
        qtbot.waitUntil(lambda: not table.hasFocus(), timeout=2000)
        assert table.presenter.my_turn()
    window.stop_match()


def test_the_count_dialogs_name_their_cards_in_words(qtbot) -> None:
    cards, starter = parse_cards("5H 5D JS QC"), parse_cards("TC")[0]
    dialog = AnswerDialog("Bob", cards, starter, 6, answerer_name="Ann")
    qtbot.addWidget(dialog)
    text = dialog.accessibleDescription()
    assert "five of hearts, five of diamonds, jack of spades, queen of clubs, starter ten of clubs" in text
    assert not CARD_CODE.search(text) and "\u2665" not in text
