"""Issue 17: the score sheet follows high contrast and keeps its caption whole at large text."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication

from muggins_desktop.ui.access.accessibility import set_app_high_contrast
from muggins_desktop.ui.sheet.score_sheet import ScoreSheet


def _sheet(qtbot, point_size: float | None = None) -> ScoreSheet:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    if point_size is not None:
        font = QFont(sheet.font())
        font.setPointSizeF(point_size)
        sheet.setFont(font)
    sheet.set_data(["You", "Computer 1"], [("1", [("+5", "", "5"), ("", "−10", "−10")])], [5, -10])
    sheet.resize(260, 240)
    sheet.show()
    qtbot.waitExposed(sheet)
    return sheet


def test_score_sheet_turns_white_on_black_with_high_contrast(qtbot) -> None:
    app = QApplication.instance()
    sheet = _sheet(qtbot)
    assert sheet.grab().toImage().pixelColor(2, 2) != QColor("#000000")
    set_app_high_contrast(app, True)
    try:
        sheet.update()
        assert sheet.grab().toImage().pixelColor(2, 2) == QColor("#000000")
    finally:
        set_app_high_contrast(app, False)


def test_caption_shrinks_before_it_is_cut(qtbot, monkeypatch) -> None:
    from muggins_desktop.ui.sheet import score_sheet

    drawn: list[str] = []
    real = score_sheet.QPainter.drawText

    def spy(self, *args):  # type: ignore[no-untyped-def]
        if args and isinstance(args[-1], str):
            drawn.append(args[-1])
        return real(self, *args)

    monkeypatch.setattr(score_sheet.QPainter, "drawText", spy)
    sheet = _sheet(qtbot, point_size=QFont().pointSizeF() * 1.5)
    sheet.grab()
    caption = "play points · penalty / running total"
    assert caption in drawn
