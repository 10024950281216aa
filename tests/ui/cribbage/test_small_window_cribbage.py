"""Issue 12, finding 12 for cribbage: at 800x600 the side panels step aside,
the table gets the width, hand cards stay at least 36 px wide and the crib
label ("Crib (Computer 3)") is not cut off, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from muggins_desktop.ui.looks.painting import make_font
from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings

SEATS = [{"name": "You", "kind": "human", "level": None}] + [
    {"name": f"Computer {i}", "kind": "computer", "level": "easy"} for i in (1, 2, 3)
]


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_cribbage_at_800x600(qtbot, qapp, language) -> None:
    install_translator(qapp, language)
    window = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    try:
        options = {"players": 4, "target": 121, "partnerships": False, "muggins": True, "lowball": False}
        window.start_match({"game": "cribbage", "players": 4, "seats": SEATS, "options": options}, seed=5)
        table = window.table
        qtbot.waitUntil(lambda: table.presenter.my_turn() and bool(table.scene_.hand.items), timeout=10000)
        assert not window.sheet_dock.isVisible() and not window.log_dock.isVisible()
        assert table.width() >= window.width() - 4
        assert min(item.sceneBoundingRect().width() for item in table.scene_.hand.items) >= 36
        label = table.scene_.crib_label
        dealer = window.controller.name(window.controller.match.dealer)
        assert dealer in label.text
        fm = QFontMetricsF(make_font(label.font_px, label.bold))
        assert fm.horizontalAdvance(label.text) <= label.rect().width() + 0.5, (label.text, label.rect())
    finally:
        window.stop_match()
        install_translator(qapp, "en")
