"""Issue 12, finding 10: seat names follow the language.

"You" and "Computer N" are default names, not names a person typed: after a
language switch the plaques, the log, the status line and the score sheet
name the seats in the new language; a typed name stays as typed.
"""

from __future__ import annotations

import pytest

from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.text.seat_names import display_name, seat_kind
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui import cribbage_driver
from tests.ui.dominoes_driver import Settings as DominoSettings


@pytest.fixture
def english(qapp):
    install_translator(qapp, "en")
    yield qapp
    install_translator(qapp, "en")


def _window(qtbot, settings):
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


SEATS = [{"name": "You", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]


def test_default_names_are_recognised_in_every_language(english):
    assert seat_kind("You") == ("you", 0)
    assert seat_kind("Гравець") == ("you", 0)
    assert seat_kind("Komputer 3") == ("computer", 3)
    assert seat_kind("Комп’ютер 2") == ("computer", 2)
    assert seat_kind("Bob") is None
    install_translator(english, "pl")
    assert display_name("You") == "Gracz"
    assert display_name("Комп’ютер 2") == "Komputer 2"
    assert display_name("Bob") == "Bob"


def test_cribbage_table_renames_seats_on_a_language_switch(qtbot, english):
    win = _window(qtbot, cribbage_driver.Settings())
    try:
        options = {"players": 2, "partnerships": False, "target": 61, "muggins": True, "lowball": False}
        win.start_match({"game": "cribbage", "players": 2, "seats": SEATS, "options": options}, seed=3)
        table = win.table
        qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
        assert table.scene_.plaques[1].name == "Computer 1"
        install_translator(english, "uk")
        qtbot.wait(10)
        assert table.presenter.names == ["Гравець", "Комп’ютер 1"]
        assert table.scene_.plaques[0].name == "Гравець"
        assert table.scene_.plaques[1].name == "Комп’ютер 1"
        assert "You" not in win.status_text() and "Computer" not in win.status_text()
        assert list(win.sheet.names) == ["Гравець", "Комп’ютер 1"]
        assert win.sheet.caption and win.sheet.caption != "points this hand / running total"
        log = [win.log_model.index(r, 0).data() for r in range(win.log_model.rowCount())]
        assert log and not any("Computer 1" in line or "(You)" in line for line in log), log
    finally:
        win.stop_match()


def test_dominoes_table_renames_seats_on_a_language_switch(qtbot, english):
    win = _window(qtbot, DominoSettings())
    try:
        win.start_match({"game": "dominoes", "players": 2, "seats": SEATS, "options": {"players": 2}}, seed=4)
        table = win.table
        qtbot.waitUntil(lambda: win.controller.waiting_for == 0, timeout=10000)
        assert table.scene_.seat_items[1].name == "Computer 1"
        install_translator(english, "pl")
        qtbot.wait(10)
        assert table.presenter.names == ["Gracz", "Komputer 1"]
        assert table.scene_.seat_items[0].name == "Gracz"
        assert table.scene_.seat_items[1].name == "Komputer 1"
        assert "Computer" not in win.status_text()
        log = [win.log_model.index(r, 0).data() for r in range(win.log_model.rowCount())]
        assert not any("Computer 1" in line or "You:" in line for line in log), log
    finally:
        win.stop_match()


def test_review_names_follow_the_language(english):
    from muggins_desktop.ui.coach import words

    install_translator(english, "uk")
    assert words.seat_name(1, ["You", "Computer 1"]) == "Комп’ютер 1"
    assert words.seat_name(0, ["Ann", "Computer 1"]) == "Ann"


def test_you_names_only_the_person_at_the_screen(english) -> None:
    from muggins_desktop.ui.text.seat_names import seat_name

    assert seat_name("You", 0, 0) == "You"
    assert seat_name("You", 0, None) == "Player 1"  # a shared screen
    assert seat_name("You", 2, 0) == "Player 3"
    assert seat_name("Ann", 1, None) == "Ann"
    assert seat_name("Computer 2", 2, 0) == "Computer 2"
