"""The match-end panel through a language switch: everything on it comes back in the new language.

The panel is switched the way the app switches (``install_translator``), and
read back from the panel's own texts: the deal number, the revealed key and
the "Same deals, other seat" button used to vanish on a switch and stay away.
"""

from __future__ import annotations

import pytest

from muggins_desktop.ui.text.i18n import install_translator
from tests.ui.fair.test_fair_deals_ui import final_panel, finish, new_game, start, window  # noqa: F401

AGAIN = {"en": "Same deals, other seat", "uk": "Ті самі роздачі, інше місце"}


def _again_buttons(panel) -> list[str]:
    return [b.text for b in panel.buttons if b.isVisible()]


@pytest.mark.parametrize("game", ["dominoes", "cribbage"])
def test_the_match_end_panel_keeps_its_deal_key_and_buttons_through_a_switch(qtbot, qapp, window, game) -> None:  # noqa: F811
    start(qtbot, new_game(qtbot, window, game))
    label = window.controller.match.deal.label
    finish(qtbot, window)
    english = list(final_panel(window).notes)
    assert label in english[0] and AGAIN["en"] in _again_buttons(final_panel(window))
    try:
        install_translator(qapp, "uk")
        panel = final_panel(window)
        assert panel is not None
        assert len(panel.notes) == len(english) and label in panel.notes[0]
        assert panel.notes[0] != english[0] and panel.notes[1:] == english[1:]  # the key's groups stay
        assert AGAIN["uk"] in _again_buttons(panel)
    finally:
        install_translator(qapp, "en")
    panel = final_panel(window)
    assert list(panel.notes) == english
    assert AGAIN["en"] in _again_buttons(panel)
