"""Issue 53: how the dominoes table's small parts look at each text size and window size.

Each test paints the real item into an image (offscreen) and measures what
was drawn: the font a plaque's name got, where a drop zone's points label
landed.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from muggins_desktop.ui.access import accessibility
from muggins_desktop.ui.dominoes import items
from muggins_desktop.ui.dominoes.layout import popup_spot, table_regions
from muggins_desktop.ui.looks.painting import fitted_font, make_font
from muggins_desktop.ui.table.geometry import Rect


def _paint(item: Any, width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#1f6840"))
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


@pytest.mark.parametrize(("size", "players"), [((950, 730), 3), ((800, 540), 4), ((1490, 1000), 4)])
def test_plaque_names_grow_with_the_text_size(qtbot, monkeypatch, size: tuple[int, int], players: int) -> None:
    """At text size 2 an opponent's name fills its plaque's width rather than shrinking to 1x beside the score.

    The name is drawn at 2x when the plaque is wide enough, else at the
    largest size its whole top line holds; the score moves down a line.
    """
    monkeypatch.setattr(accessibility, "text_scale", lambda app=None: 2.0)
    drawn: dict[str, int] = {}
    real = items.draw_fitted

    def record(painter: QPainter, rect: QRectF, flags: Any, text: str, font: QFont, width: float | None = None) -> None:
        drawn[text] = fitted_font(text, font, rect.width() if width is None else width, rect.height()).pixelSize()
        real(painter, rect, flags, text, font, width)

    monkeypatch.setattr(items, "draw_fitted", record)
    regions = table_regions(*size, players, 2.0)
    name = "Computer 1"
    one_x = make_font(regions.font_px, bold=True, factor=1.0).pixelSize()
    for rect in regions.opponents:
        seat = items.SeatItem(1)
        seat.name, seat.score, seat.tile_count, seat.detail = name, 85, 3, "3 tiles"
        seat.font_px = regions.font_px
        seat.set_rect(QRectF(0, 0, rect.w, rect.h))
        drawn.clear()
        _paint(seat, int(rect.w) + 8, int(rect.h) + 8)
        line = rect.w - 2 - 2 * regions.font_px * 0.6  # the plaque's inside, less its padding
        font = make_font(regions.font_px, bold=True)
        room = font.pixelSize()
        while room > one_x and QFontMetricsF(make_font(room, bold=True, factor=1.0)).horizontalAdvance(name) > line:
            room -= 1
        assert drawn[name] >= room - 1 and drawn[name] > one_x, (rect, drawn, room, one_x)


def _text_pixels(image: QImage, colour: str = "#fff6c8", tolerance: int = 60) -> list[tuple[int, int]]:
    want = QColor(colour)
    found = []
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < tolerance:
                found.append((x, y))
    return found


@pytest.mark.parametrize("short", [20, 26, 34, 48, 64])
@pytest.mark.parametrize("upright", [True, False])
@pytest.mark.parametrize("points", [5, 15, 40])
def test_a_drop_zones_points_stay_inside_it(qtbot, short: int, upright: bool, points: int) -> None:
    """The "+15" on a glowing end is drawn inside the zone, upright zones (a turn, a double) included."""
    w, h = (short, 2 * short) if upright else (2 * short, short)
    slot = items.SlotItem(None)
    slot.preview = points
    slot.set_rect(QRectF(0, 0, w, h))
    margin = short
    image = QImage(w + 2 * margin, h + 2 * margin, QImage.Format.Format_RGB32)
    image.fill(QColor("#1f6840"))
    painter = QPainter(image)
    painter.translate(margin, margin)
    slot.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    text = _text_pixels(image)
    assert text, "the label is drawn"
    pen = max(2.0, short * 0.07)  # the dashed border, drawn on the zone's edge 2 px in
    zone = QRectF(margin, margin, w, h).adjusted(2 + pen / 2, 2 + pen / 2, -2 - pen / 2, -2 - pen / 2)
    outside = [p for p in text if not zone.contains(p[0] + 0.5, p[1] + 0.5)]
    assert outside == [], (len(outside), outside[:5])


@pytest.mark.parametrize("short", [20, 26, 34, 48, 64])
def test_an_upright_zones_points_are_about_as_large_as_a_flat_ones(qtbot, short: int) -> None:
    """Fitting inside an upright zone does not shrink "+15" to a speck: the sign goes above the number."""
    flat = items.preview_label(15, QRectF(2, 2, 2 * short - 4, short - 4))
    upright = items.preview_label(15, QRectF(2, 2, short - 4, 2 * short - 4))
    assert upright[0] == "+\n15" and flat[0] == "+15"
    assert upright[1].pixelSize() >= 0.8 * flat[1].pixelSize(), (upright[1].pixelSize(), flat[1].pixelSize())


def test_the_points_badge_takes_a_free_side_of_the_tile() -> None:
    """Pure geometry: above when free, else below, beside, then the least covered place."""
    tile = Rect(100, 100, 20, 40)
    bounds = Rect(0, 0, 400, 300)
    assert popup_spot(tile, 30, 14, [tile], bounds, gap=2) == Rect(95, 84, 30, 14)
    row_above = Rect(60, 80, 100, 20)
    below = popup_spot(tile, 30, 14, [tile, row_above], bounds, gap=2)
    assert below == Rect(95, 142, 30, 14)
    row_below = Rect(60, 142, 100, 20)
    beside = popup_spot(tile, 30, 14, [tile, row_above, row_below], bounds, gap=2)
    assert beside == Rect(122, 113, 30, 14)
    edge = popup_spot(Rect(100, 0, 20, 40), 30, 14, [], bounds, gap=2)  # no room above: it stays on the felt
    assert edge.inside(bounds) and edge.y >= 40


@pytest.mark.parametrize(
    ("size", "players"),
    # The smallest and a four-player table by default; 1920x1080 (about 4 s) with -m slow.
    [((800, 600), 3), pytest.param((1920, 1080), 3, marks=pytest.mark.slow), ((1280, 800), 4)],
)
def test_the_points_badge_covers_no_tile_of_the_line(qtbot, size: tuple[int, int], players: int) -> None:
    """The "+20" of the last play sits on the felt beside its tile, not over the row above a turned double."""
    import argparse

    from muggins_desktop.ui.screenshots.mode import dominoes_demo
    from muggins_desktop.ui.window.main_window import MainWindow
    from tests.ui.dominoes_driver import Settings

    window = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    try:
        dominoes_demo(window, argparse.Namespace(seed=None, players=players))
        scene = window.table.scene_
        assert scene.popup.text.startswith("+")
        badge = QRectF(scene.popup.pos(), scene.popup.rect().size())
        tiles = [QRectF(item.pos(), QSizeF(*item.size())) for item in scene.line.items.values()]
        assert not [t for t in tiles if badge.intersects(t)], badge
        line = scene.regions.line
        assert QRectF(line.x, line.y, line.w, line.h).adjusted(-0.5, -0.5, 0.5, 0.5).contains(badge)
    finally:
        window.stop_match()
        window.close()
