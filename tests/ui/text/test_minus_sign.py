"""Issue 12, finding 15: one minus sign on the sheets, and a loss never green.

A cribbage hand can cost points (an overcount caught); the score sheet
showed it as "+-4" in green. Negative numbers use U+2212 everywhere.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter

from muggins_desktop.ui.sheet.score_sheet import ScoreSheet
from muggins_desktop.ui.text.numbers import minus_sign, signed


def _painted(qtbot, monkeypatch, sheet):
    """Every text the sheet paints, with the pen colour it is painted in."""
    drawn: list[tuple[str, str]] = []
    original = QPainter.drawText

    def spy(self, *args):
        text = next((a for a in args if isinstance(a, str)), None)
        if text is not None:
            drawn.append((text, self.pen().color().name()))
        return original(self, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    sheet.repaint()
    qtbot.wait(1)
    return drawn


def test_score_sheet_uses_one_minus_sign_and_red_for_a_loss(qtbot, monkeypatch) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(320, 300)
    sheet.show()
    qtbot.waitExposed(sheet)
    sheet.set_data(["Ann", "Bob"], [("1", [("-4", "", "10"), ("7", "-15", "-3")])], [10, -3])
    drawn = _painted(qtbot, monkeypatch, sheet)
    texts = [t for t, _ in drawn]
    assert not any(t.startswith("-") or "+-" in t for t in texts), texts
    assert "\u22124" in texts and "\u221215" in texts and "+7" in texts and "\u22123" in texts
    colour = dict(drawn)
    assert QColor(colour["\u22124"]).red() > QColor(colour["\u22124"]).green()
    assert QColor(colour["+7"]).green() > QColor(colour["+7"]).red()


def test_helpers() -> None:
    assert minus_sign(-15) == "\u221215" and minus_sign(3) == "3"
    assert signed(-2) == "\u22122" and signed(2) == "+2" and signed(0) == "0" and signed("") == ""


def test_dominoes_plaque_and_sheet_rows_use_the_true_minus(qtbot, monkeypatch) -> None:
    """A dominoes score goes below zero after a round's penalty ("-15")."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from muggins_desktop.ui.dominoes.items import SeatItem
    from muggins_desktop.ui.dominoes.sheet import RoundRow
    from muggins_desktop.ui.dominoes.table import sheet_row

    scene = QGraphicsScene()
    seat = SeatItem(0)
    seat.name, seat.score = "Ann", -15
    seat.set_rect(QRectF(0, 0, 220, 90))
    scene.addItem(seat)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(300, 160)
    view.show()
    qtbot.waitExposed(view)
    drawn = _painted(qtbot, monkeypatch, view.viewport())
    texts = [t for t, _ in drawn]
    assert "\u221215" in texts and "-15" not in texts, texts
    _label, cells = sheet_row(RoundRow(1, [0, 15], [15, 0], [-15, 15]), 2)
    assert cells[0][2] == "\u221215"
