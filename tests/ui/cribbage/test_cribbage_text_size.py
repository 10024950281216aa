"""Issue 50: the cribbage table's painted texts grow with the text size.

A seeded three-player cribbage table (``tests/ui/panel_fit.py``) is painted
at text size 1 and 2, and the font each text was drawn with is recorded
(what ``draw_fitted`` / ``draw_wrapped`` end up using after fitting): the
plaques' names and details, the captions under the cards, and the
match-end panel's title and body must be clearly larger at 2x. The score
sheet keeps two computers apart when it must cut their names, and the
board's hole numbers grow with the text size where the holes allow (on a
small board they already fill the room between the holes).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from muggins_desktop.ui.access import accessibility
from muggins_desktop.ui.cribbage import items as crib_items
from muggins_desktop.ui.cribbage.board.item import label_font
from muggins_desktop.ui.looks import painting
from muggins_desktop.ui.sheet.score_sheet import ScoreSheet
from muggins_desktop.ui.table import items as table_items
from tests.ui.panel_fit import make_window, open_panel

SIZE = (1024, 700)


def _recorder(drawn: dict[str, int], real: Any, wrap: bool) -> Any:
    def record(painter, rect, flags, text, font, width=None):  # the helpers' own signatures
        room = rect.width() if width is None else width
        drawn.setdefault(text, painting.fitted_font(text, font, room, rect.height(), wrap=wrap).pixelSize())
        return real(painter, rect, flags, text, font) if wrap else real(painter, rect, flags, text, font, width)

    return record


def _drawn(monkeypatch, scale: float) -> tuple[dict[str, int], Any]:
    drawn: dict[str, int] = {}
    for module in (crib_items, table_items):
        monkeypatch.setattr(module, "draw_fitted", _recorder(drawn, painting.draw_fitted, False))
        monkeypatch.setattr(module, "draw_wrapped", _recorder(drawn, painting.draw_wrapped, True))
    window = make_window("cribbage", SIZE, scale)
    for _ in range(3):
        QApplication.processEvents()
    window.grab()
    return drawn, window


@pytest.fixture
def table_texts(qtbot, monkeypatch):
    texts = {}
    windows = []
    for scale in (1.0, 2.0):
        drawn, window = _drawn(monkeypatch, scale)
        texts[scale] = drawn
        windows.append(window)
    yield texts
    for window in windows:
        window.stop_match()
        window.close()
    accessibility.apply_text_scale(QApplication.instance(), 1.0)


def test_plaques_and_captions_grow_with_the_text_size(table_texts) -> None:
    one, two = table_texts[1.0], table_texts[2.0]
    plaque = [text for text in one if text.startswith("Computer")]
    details = [text for text in one if "in hand" in text]
    assert plaque and details
    grown = {text: (one[text], two.get(text)) for text in [*plaque, *details, "Starter", "The play"]}
    small = {text: sizes for text, sizes in grown.items() if sizes[1] is None or sizes[1] < sizes[0] * 1.4}
    assert small == {}, grown


def test_the_match_end_panel_grows_with_the_text_size(qtbot) -> None:
    sizes = {}
    for scale in (1.0, 2.0):
        window = make_window("cribbage", SIZE, scale)
        panel = open_panel(window, "cribbage-match")
        sizes[scale] = (panel.font(1.5, bold=True).pixelSize(), panel.font().pixelSize())
        assert all(b.sceneBoundingRect().bottom() <= panel.card_rect().bottom() for b in panel.buttons if b.isVisible())
        window.stop_match()
        window.close()
    accessibility.apply_text_scale(QApplication.instance(), 1.0)
    (title_1, body_1), (title_2, body_2) = sizes[1.0], sizes[2.0]
    assert title_2 >= title_1 * 1.6 and body_2 >= body_1 * 1.6, sizes


def test_the_score_sheet_keeps_two_computers_apart(qtbot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    names = ["You", "Computer 1", "Computer 2"]
    sheet.set_data(names, [("1", [("+5", "", "5"), ("", "+2", "2"), ("", "+3", "3")])], [5, 2, 3])
    sheet.resize(170, 240)
    sheet.show()
    qtbot.waitExposed(sheet)
    header = sheet.view.horizontalHeader()
    _font, shown = header.shown_names()
    assert shown[1] != names[1] and shown[1] != shown[2], shown  # cut, and still told apart
    model = sheet.model
    for i, name in enumerate(names):
        assert model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == name
        assert model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.AccessibleTextRole) == name


def test_hole_numbers_grow_with_the_text_size(monkeypatch) -> None:
    scale = 0.8  # a board drawn at 0.8 screen pixels per item pixel: its numbers stand at their least size
    sizes = {}
    for text_size in (1.0, 2.0):
        monkeypatch.setattr(accessibility, "text_scale", lambda app=None, t=text_size: t)
        sizes[text_size] = label_font(5, scale).pixelSize() * scale
    assert sizes[2.0] >= sizes[1.0] * 1.3, sizes
