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
