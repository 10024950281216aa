"""The dominoes-only things on the felt: seat plaques, the boneyard, end slots.

Each is a small item that paints itself from plain attributes the scene
sets, so tests can read what is shown (a seat's tile count, the boneyard's
count) without looking at pixels. Boxes, buttons, labels and panels are the
shared ones of ``ui/table/items.py``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from muggins_desktop.ui.dominoes.tile_item import LEGAL, SELECTED, paint_tile
from muggins_desktop.ui.looks.painting import draw_fitted, fitted_font, make_font
from muggins_desktop.ui.looks.themes import Looks
from muggins_desktop.ui.table.items import GOLD, MUTED, PANEL, TEXT, BoxItem
from muggins_desktop.ui.table.themed import Themed
from muggins_desktop.ui.text.numbers import minus_sign

__all__ = ["GOLD", "MUTED", "TEXT", "BoneyardItem", "SeatItem", "SlotItem"]


class SeatItem(BoxItem, Themed):
    """A player's place: name, score, hidden tiles and whose turn it is."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.score = 0
        self.tile_count = 0
        self.show_tiles = True  # face-down tiles drawn inside the plaque
        self.active = False
        self.detail = ""
        self.extra = ""  # a middle line, used when no tiles are drawn here
        self.font_px = 14.0

    def looks_part(self, looks: Looks) -> object:
        return looks.tiles

    def looks_changed(self) -> None:
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(1, 1, -1, -1)
        radius = min(12.0, r.height() * 0.15)
        painter.setPen(QPen(GOLD, 2.5) if self.active else QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(r, radius, radius)
        pad = self.font_px * 0.6
        name_font = make_font(self.font_px, bold=True)
        small = make_font(self.font_px * 0.85)
        line_h = name_font.pixelSize() * 1.35  # the drawn size, text scale included
        painter.setFont(name_font)
        painter.setPen(GOLD if self.active else TEXT)
        score_text = minus_sign(self.score)
        fm = QFontMetricsF(name_font)
        score_w = fm.horizontalAdvance(score_text) + pad
        beside = r.width() - 2 * pad - score_w
        # A narrow plaque at a large text size: the name takes the whole top
        # line and the score goes down to the detail line, rather than the
        # name shrinking back towards 1x beside the score.
        below = fm.horizontalAdvance(self.name) > beside
        name_rect = QRectF(r.x() + pad, r.y() + pad * 0.6, r.width() - 2 * pad if below else beside, line_h)
        draw_fitted(
            painter,
            name_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.name,
            name_font,
            name_rect.width(),
        )
        painter.setPen(TEXT)
        detail_rect = QRectF(r.x() + pad, r.bottom() - pad * 0.5 - line_h, r.width() - 2 * pad, line_h)
        score_y = detail_rect.y() if below else name_rect.y()
        painter.drawText(
            QRectF(r.right() - pad - score_w, score_y, score_w, line_h),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            score_text,
        )
        tiles = self.show_tiles
        if below:
            detail_rect.setWidth(detail_rect.width() - score_w)
            room = detail_rect.width()
            wide = QFontMetricsF(fitted_font(self.detail, small, room)).horizontalAdvance(self.detail)
            if self.show_tiles and wide > room:
                # Still too narrow: the words take the middle line, the face-down tiles give way.
                detail_rect = QRectF(r.x() + pad, name_rect.bottom(), r.width() - 2 * pad, line_h)
                tiles = False
        painter.setFont(small)
        painter.setPen(MUTED)
        draw_fitted(
            painter,
            detail_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.detail,
            small,
            detail_rect.width(),
        )
        if self.extra and not self.show_tiles:
            painter.setPen(TEXT)
            extra_rect = QRectF(
                r.x() + pad, name_rect.bottom(), r.width() - 2 * pad, detail_rect.y() - name_rect.bottom()
            )
            draw_fitted(
                painter,
                extra_rect,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.extra,
                small,
                extra_rect.width(),
            )
        if tiles and self.tile_count:
            top = name_rect.bottom() + pad * 0.3
            avail_h = detail_rect.y() - top - pad * 0.2
            th = max(6.0, min(avail_h, r.width() / 6))
            tw = th / 2
            gap = tw * 0.18
            count = self.tile_count
            step = min(tw + gap, (r.width() - 2 * pad - tw) / max(1, count - 1)) if count > 1 else 0
            x = r.x() + pad
            for i in range(count):
                paint_tile(painter, QRectF(x + i * step, top, tw, th), 0, 0, face_up=False, style=self.looks.tile_style)


class BoneyardItem(BoxItem, Themed):
    """The stock: a small pile of face-down tiles with its count."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.can_draw = False
        self.clickable = False  # the person's turn: a click is answered even when drawing is refused
        self.caption = ""
        self.font_px = 14.0
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_can_draw(self, can: bool) -> None:
        if can == self.can_draw:
            return
        self.can_draw = can
        self.setCursor(Qt.CursorShape.PointingHandCursor if can else Qt.CursorShape.ArrowCursor)
        self.update()

    def looks_part(self, looks: Looks) -> object:
        return looks.tiles

    def looks_changed(self) -> None:
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(1, 1, -1, -1)
        radius = min(12.0, r.height() * 0.15)
        painter.setPen(QPen(LEGAL, 3) if self.can_draw else QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(r, radius, radius)
        pad = self.font_px * 0.6
        font = make_font(self.font_px, bold=True)
        line_h = font.pixelSize() * 1.4  # the drawn size, text scale included
        painter.setFont(font)
        painter.setPen(LEGAL if self.can_draw else TEXT)
        text_rect = QRectF(r.x() + pad, r.bottom() - pad * 0.5 - line_h, r.width() - 2 * pad, line_h)
        draw_fitted(painter, text_rect, Qt.AlignmentFlag.AlignCenter, self.caption, font, text_rect.width())
        top = r.y() + pad
        avail = text_rect.y() - top - pad * 0.3
        th = max(6.0, min(avail, r.width() / 3.2))
        tw = th / 2
        shown = min(self.count, 7)
        if shown:
            step = tw * 0.55
            total = tw + step * (shown - 1)
            x0 = r.center().x() - total / 2
            for i in range(shown):
                paint_tile(
                    painter,
                    QRectF(x0 + i * step, top + (i % 2) * th * 0.03, tw, th),
                    0,
                    0,
                    face_up=False,
                    style=self.looks.tile_style,
                )
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(r.center().x() - tw / 2, top, tw, th), tw * 0.15, tw * 0.15)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.can_draw or self.clickable:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.can_draw or self.clickable:
            self.clicked.emit()


class SlotItem(BoxItem):
    """An open end where the selected tile may go: a glowing drop target."""

    clicked = Signal(object)  # the end this slot stands for

    def __init__(self, end: object) -> None:
        super().__init__()
        self.end = end
        self.chosen = False
        self.value = 0
        self.preview = 0  # points the selected tile would score here (shown as "+10")
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(2, 2, -2, -2)
        short = min(r.width(), r.height())
        color = SELECTED if self.chosen else LEGAL
        fill = QColor(color)
        fill.setAlpha(90 if self.chosen else 55)
        painter.setBrush(fill)
        painter.setPen(QPen(color, max(2.0, short * 0.07), Qt.PenStyle.DashLine))
        painter.drawRoundedRect(r, short * 0.15, short * 0.15)
        if self.preview > 0:
            text, font = preview_label(self.preview, r)
            painter.setFont(font)
            painter.setPen(QColor("#fff6c8"))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit(self.end)


def preview_label(points: int, r: QRectF) -> tuple[str, QFont]:
    """The "+15" of a drop zone ``r``: its text and font, inside the dashed border.

    A zone stands upright where the line turns or at a double, and there the
    label sized from the short side ran over the border onto the tiles
    beside it. In an upright zone the sign goes above the number when that
    keeps the label larger than one shrunk line would be.
    """
    one_line = f"+{points}"
    short = min(r.width(), r.height())
    border = max(2.0, short * 0.07) + 1.0  # the dashed pen, and a pixel of air
    inside = r.adjusted(border, border, -border, -border)
    best = (one_line, _fitted_label(one_line, inside, short))
    if r.height() > r.width():
        stacked = f"+\n{points}"
        font = _fitted_label(stacked, inside, short)
        if font.pixelSize() > best[1].pixelSize():
            best = (stacked, font)
    return best


def _fitted_label(text: str, inside: QRectF, short: float) -> QFont:
    """Bold, about half the zone's short side, smaller until ``text`` fits ``inside``."""
    font = QFont()
    font.setBold(True)
    lines = text.split("\n")
    px = max(6, int(short * 0.55))
    while True:
        font.setPixelSize(px)
        metrics = QFontMetricsF(font)
        wide = max(metrics.horizontalAdvance(line) for line in lines)
        tall = metrics.ascent() + metrics.lineSpacing() * (len(lines) - 1)
        if px <= 6 or (wide <= inside.width() and tall <= inside.height()):
            return font
        px -= 1
