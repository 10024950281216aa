"""Issue 53, play feel: the small wording slips a player notices.

Take-back names cards as the log does ("10♦", not "TD").
"""

from __future__ import annotations

import pytest

from muggins_desktop.coach.takeback import TakeBack, TakenMove
from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.text.takeback_text import took_back_text


@pytest.fixture
def english(qapp):
    install_translator(qapp, "en")
    yield qapp
    install_translator(qapp, "en")


def test_take_back_names_cards_as_the_log_does(english):
    names = ["You", "Computer 1"]
    reply = TakenMove(1, "peg", {"card": "5C"}, False)
    peg = TakeBack([], [], TakenMove(0, "peg", {"card": "TD"}, False), (), (reply,))
    assert took_back_text(peg, names) == "You took back your play of 10\u2666 and Computer 1's reply."
    discard = TakeBack([], [], TakenMove(0, "discard", {"cards": "TD 5C"}, False), (), ())
    assert took_back_text(discard, names) == "You took back your discard of 10\u2666 5\u2663."
    install_translator(english, "pl")
    assert "10\u2666" in took_back_text(peg, names)
    assert "TD" not in took_back_text(peg, names)


def _row(names: tuple[str, ...], scores: tuple[int, ...], ended: bool = False):
    from datetime import UTC, datetime

    from muggins_desktop.storage.library.rows import make_row

    when = datetime(2026, 1, 12, 5, 0, tzinfo=UTC)
    return make_row(
        "m1", "cribbage", 2, False, names, (0,), (None, "medium"), 121, False, False, scores,
        ended, None, None, 10, 1, when, when, None, None, when, False, None, None, None, None, None,
    )  # fmt: skip


def test_matches_list_and_start_page_write_a_true_minus(english):
    from muggins_desktop.ui.library.rows import result_text, row_summary
    from muggins_desktop.ui.window.start_page import continue_text

    row = _row(("You", "Computer 1"), (-55, 250))
    assert result_text(row) == "Unfinished, \u221255\u2013250"
    assert "-55" not in row_summary(row)
    assert "\u221255" in continue_text(row)
    assert "-" not in continue_text(row).split(" \u00b7 ")[1]


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_start_page_parts_a_name_from_its_score(english, language):
    from muggins_desktop.ui.window.start_page import continue_text

    install_translator(english, language)
    scores = continue_text(_row(("Ann", "Computer 1"), (45, 10))).split(" \u00b7 ")[1]
    assert "Computer 1 10" not in scores and "Komputer 1 10" not in scores
    assert scores.startswith("Ann: 45, ")
    assert scores.endswith(" 1: 10")


@pytest.mark.parametrize(
    ("language", "won", "you_won", "series"),
    [
        ("en", "Ann won game 1 of 3. Series: 1\u20130.", "You won game 1 of 3.", "Ann wins the series!"),
        ("uk", "Гра 1 з 3: перемога — Ann. Серія: 1\u20130.", "Ви виграли гру 1 з 3.", "Ann виграє серію!"),
        ("pl", "Gra 1 z 3: zwycięstwo — Ann. Seria: 1\u20130.", "Wygrywasz grę 1 z 3.", "Ann wygrywa serię!"),
    ],
)
def test_a_game_of_a_series_is_not_called_the_match(english, language, won, you_won, series):
    from muggins_desktop.engine.series import Format, GameResult, Series
    from muggins_desktop.ui.fair.texts import series_title

    install_translator(english, language)
    names = ["Ann", "Bob"]
    one = Series.new("dominoes", 2, Format.BEST_OF, 3).add(GameResult(0, (250, 120), (None, None), 0))
    assert series_title(one, names, None) == won
    assert series_title(one, names, 0).startswith(you_won)
    two = one.add(GameResult(0, (250, 10), (None, None), 1))
    assert series_title(two, names, None) == series
    assert "match" not in series_title(one, names, 1)


def test_hot_seat_names_follow_the_language(english):
    """ "Player 2", the name a person sharing the screen gets, is a default name like "You"."""
    from muggins_desktop.ui.text.seat_names import display_name, seat_kind

    assert seat_kind("Player 2") == ("player", 2)
    assert seat_kind("Гравець 1") == ("player", 1)
    assert seat_kind("Гравець") == ("you", 0)
    install_translator(english, "pl")
    assert display_name("Гравець 2") == "Gracz 2"
    install_translator(english, "uk")
    assert display_name("Player 1") == "Гравець 1"
    install_translator(english, "en")
    assert display_name("Gracz 3") == "Player 3"


def _settlement(answers):
    from muggins_desktop.engine.cribbage.cards import Card
    from muggins_desktop.ui.cribbage.dialogs.settlement import SettlementInfo, SettlementWords

    cards = [Card.parse(c) for c in ("5H", "5D", "JS", "2C")]
    info = SettlementInfo("Computer 1", False, cards, Card.parse("6C"), 12, 12, [], answers)
    return " ".join(SettlementWords(info).verdict())


@pytest.mark.parametrize(
    ("language", "you", "too_high", "wrong"),
    [
        ("en", "You were wrong: no points were missed", "You were wrong: the count", "You was wrong"),
        ("uk", "Ваш виклик хибний: нічого не пропущено", "Ваше «завищення» хибне", "Гравець — хибний"),
        ("pl", "Twoje zgłoszenie było fałszywe: nic", "Twoje zgłoszenie zawyżenia", "Gracz — fałszywe"),
    ],
)
def test_a_wrong_call_by_the_person_is_said_to_them(english, language, you, too_high, wrong):
    """ "You was wrong: no points were missed…": the person at the screen gets a sentence of their own."""
    from muggins_desktop.ui.text.seat_names import display_name

    install_translator(english, language)
    muggins = _settlement([(display_name("You"), "muggins", 2)])
    assert muggins.startswith(you) and wrong not in muggins
    overcount = _settlement([(display_name("You"), "overcount", None)])
    assert overcount.startswith(too_high) and wrong not in overcount
    other = _settlement([("Ann", "muggins", 2)])
    assert other.startswith("Ann")


@pytest.mark.parametrize(
    ("language", "yours", "theirs"),
    [("en", "Your turn.", "Ann's turn."), ("uk", "Ваш хід.", None), ("pl", "Twój ruch.", None)],
)
def test_the_review_felt_says_your_turn_to_the_person(english, language, yours, theirs):
    """Review showed "You's turn." under the person's hand."""
    from muggins_desktop.engine import new_match
    from muggins_desktop.ui.cribbage.state import still_state
    from muggins_desktop.ui.text.seat_names import display_name

    install_translator(english, language)
    match = new_match("cribbage", seed=3, players=2)
    view = match.view_for(0)
    names = [display_name("You"), "Ann"] if view.to_act == 0 else ["Ann", display_name("You")]
    seat = view.to_act
    assert still_state(view, names, seat).status == yours
    other = ["Ann", "Bob"]
    other[seat] = "Ann"
    if theirs is not None:
        assert still_state(view, other, seat).status == theirs
