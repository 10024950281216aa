"""The hot-seat cover: the game's own words, and Enter reveals as Space does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.window.cover_screen import CoverScreen


@pytest.fixture
def cover(qtbot):
    host = QWidget()
    host.resize(600, 400)
    qtbot.addWidget(host)
    host.show()
    widget = CoverScreen(host)
    yield widget


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_enter_and_space_reveal(qtbot, cover, key):
    got = []
    cover.ready.connect(got.append)
    cover.show_for(1, "Ann", "dominoes")
    qtbot.keyClick(cover.button, key)
    assert got == [1] and not cover.isVisible()


@pytest.mark.parametrize(
    "language, tiles, cards",
    [
        ("en", "tiles", "cards"),
        ("uk", "плитки", "карти"),
        ("pl", "kamienie", "karty"),
    ],
)
def test_cribbage_cover_says_cards_in_every_language(qapp, cover, language, tiles, cards):
    install_translator(qapp, language)
    try:
        cover.show_for(1, "Ann", "cribbage")
        words = (cover.hint.text() + " " + cover.button.text()).lower()
        assert cards in words and tiles not in words
        assert "кістк" not in words and "kamie" not in words
        cover.show_for(1, "Ann", "dominoes")
        words = (cover.hint.text() + " " + cover.button.text()).lower()
        assert tiles in words and cards not in words
    finally:
        install_translator(qapp, "en")


def test_cover_reads_the_game_from_the_table_below(qtbot):
    from muggins_desktop.ui.cribbage.table import CribbageTable
    from muggins_desktop.ui.window.side_panels import GameArea

    area = GameArea()
    qtbot.addWidget(area)
    area.set_table(CribbageTable(None, animation_ms=0))
    cover = area.cover
    cover.show_for(0, "Bob")
    assert "cards" in cover.hint.text()
    assert cover.button.accessibleName() == "I am Bob \u2014 show my cards"
