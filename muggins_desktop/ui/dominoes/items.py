"""The other things on the dominoes table: seats, boneyard, buttons, panels.

Each is a small QGraphicsObject that paints itself from plain attributes the
table sets, so tests can read what is shown (a seat's tile count, a button's
text) without looking at pixels.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from muggins_desktop.ui.painting import elide, make_font, paint_button_face  # noqa: F401 - re-exported for the table
from muggins_desktop.ui.dominoes.tile_item import LEGAL, SELECTED, paint_tile

TEXT = QColor("#f4f1e4")
MUTED = QColor(244, 241, 228, 170)
PANEL = QColor(10, 30, 20, 170)
GOLD = QColor("#ffd54a")


class BoxItem(QGraphicsObject):
    """A QGraphicsObject with a settable rectangle."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 10, 10)
        self._painted_state: object = None

    def set_rect(self, rect: QRectF) -> None:
        if self.pos() != rect.topLeft():
            self.setPos(rect.topLeft())
        size = QRectF(0, 0, rect.width(), rect.height())
        if size != self._rect:
            self.prepareGeometryChange()
            self._rect = size
            self.update()

    def refresh_if_changed(self, state: object) -> None:
        """Repaint only when what the item shows has changed."""
        if state != self._painted_state:
            self._painted_state = state
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-4, -4, 4, 4)

    def local(self) -> QRectF:
        return QRectF(self._rect)


class ButtonItem(BoxItem):
    """A rounded button drawn on the felt; emits ``clicked`` when enabled."""

    clicked = Signal()

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.text = text
        self.enabled = False
        self.accent = False
        self.font_px = 14.0
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_enabled(self, enabled: bool, accent: bool = False) -> None:
        if (enabled, accent) == (self.enabled, self.accent) and self._painted_state is not None:
            return
        self.enabled, self.accent = enabled, accent
        self._painted_state = (enabled, accent)
        self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(1, 1, -1, -1)
        color = paint_button_face(painter, self._rect, self.enabled, self.accent)
        painter.setPen(color)
        font = make_font(self.font_px, bold=True)
        painter.setFont(font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, elide(self.text, font, r.width() - 8))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.enabled:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.enabled and self._rect.contains(event.pos()):
            self.clicked.emit()


class SeatItem(BoxItem):
    """A player's place: name, score, hidden tiles and whose turn it is."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.score = 0
        self.tile_count = 0
        self.show_tiles = True  # face-down tiles drawn inside the plaque
        self.active = False
        self.thinking = False
        self.detail = ""
        self.extra = ""  # a middle line, used when no tiles are drawn here
        self.font_px = 14.0

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
        line_h = self.font_px * 1.35
        painter.setFont(name_font)
        painter.setPen(GOLD if self.active else TEXT)
        score_text = str(self.score)
        fm = QFontMetricsF(name_font)
        score_w = fm.horizontalAdvance(score_text) + pad
        name_rect = QRectF(r.x() + pad, r.y() + pad * 0.6, r.width() - 2 * pad - score_w, line_h)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         elide(self.name, name_font, name_rect.width()))
        painter.setPen(TEXT)
        painter.drawText(QRectF(r.right() - pad - score_w, name_rect.y(), score_w, line_h),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, score_text)
        painter.setFont(small)
        painter.setPen(MUTED)
        detail_rect = QRectF(r.x() + pad, r.bottom() - pad * 0.5 - line_h, r.width() - 2 * pad, line_h)
        painter.drawText(detail_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         elide(self.detail, small, detail_rect.width()))
        if self.extra and not self.show_tiles:
            painter.setPen(TEXT)
            extra_rect = QRectF(r.x() + pad, name_rect.bottom(), r.width() - 2 * pad,
                                detail_rect.y() - name_rect.bottom())
            painter.drawText(extra_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             elide(self.extra, small, extra_rect.width()))
        if self.show_tiles and self.tile_count:
            top = name_rect.bottom() + pad * 0.3
            avail_h = detail_rect.y() - top - pad * 0.2
            th = max(6.0, min(avail_h, r.width() / 6))
            tw = th / 2
            gap = tw * 0.18
            count = self.tile_count
            step = min(tw + gap, (r.width() - 2 * pad - tw) / max(1, count - 1)) if count > 1 else 0
            x = r.x() + pad
            for i in range(count):
                paint_tile(painter, QRectF(x + i * step, top, tw, th), 0, 0, face_up=False)


class BoneyardItem(BoxItem):
    """The stock: a small pile of face-down tiles with its count."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.can_draw = False
        self.caption = ""
        self.font_px = 14.0
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_can_draw(self, can: bool) -> None:
        if can == self.can_draw:
            return
        self.can_draw = can
        self.setCursor(Qt.CursorShape.PointingHandCursor if can else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(1, 1, -1, -1)
        radius = min(12.0, r.height() * 0.15)
        painter.setPen(QPen(LEGAL, 3) if self.can_draw else QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(r, radius, radius)
        pad = self.font_px * 0.6
        line_h = self.font_px * 1.4
        font = make_font(self.font_px, bold=True)
        painter.setFont(font)
        painter.setPen(LEGAL if self.can_draw else TEXT)
        text_rect = QRectF(r.x() + pad, r.bottom() - pad * 0.5 - line_h, r.width() - 2 * pad, line_h)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, elide(self.caption, font, text_rect.width()))
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
                paint_tile(painter, QRectF(x0 + i * step, top + (i % 2) * th * 0.03, tw, th), 0, 0, face_up=False)
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(r.center().x() - tw / 2, top, tw, th), tw * 0.15, tw * 0.15)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.can_draw:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.can_draw:
            self.clicked.emit()


class SlotItem(BoxItem):
    """An open end where the selected tile may go: a glowing drop target."""

    clicked = Signal(object)  # the end this slot stands for

    def __init__(self, end: object) -> None:
        super().__init__()
        self.end = end
        self.chosen = False
        self.value = 0
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

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.clicked.emit(self.end)


class LabelItem(BoxItem):
    """Text on the felt (round, ends, floating points)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font_px = 14.0
        self.bold = False
        self.color = TEXT
        self.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.badge = False

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        font = make_font(self.font_px, self.bold)
        painter.setFont(font)
        r = self._rect
        if self.badge:
            fm = QFontMetricsF(font)
            w = fm.horizontalAdvance(self.text) + self.font_px
            badge = QRectF(r.center().x() - w / 2, r.center().y() - self.font_px * 0.8, w, self.font_px * 1.6)
            path = QPainterPath()
            path.addRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.fillPath(path, QColor(20, 20, 10, 200))
            painter.setPen(QPen(GOLD, 2))
            painter.drawPath(path)
            painter.setPen(self.color)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.text)
            return
        painter.setPen(self.color)
        painter.drawText(r, self.align, elide(self.text, font, r.width()))


class PanelItem(BoxItem):
    """A card over the dimmed table: a title, a grid of cells and buttons.

    ``rows`` are lists of cells; a cell is text or a list of tiles (pairs)
    drawn as small dominoes.
    """

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.subtitle = ""
        self.header: list[str] = []
        self.rows: list[list[object]] = []
        self.font_px = 15.0
        self.buttons: list[ButtonItem] = []
        self.scene_size = QRectF()
        self.setZValue(100)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def add_button(self, text: str) -> ButtonItem:
        button = ButtonItem(text)
        button.setParentItem(self)
        button.set_enabled(True, accent=not self.buttons)
        self.buttons.append(button)
        return button

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()  # the panel is modal: clicks do not reach the table

    def _has_tiles(self) -> bool:
        return any(isinstance(c, list) for r in self.rows for c in r)

    def _line_h(self) -> float:
        return self.font_px * (2.6 if self._has_tiles() else 2.0)

    def card_rect(self) -> QRectF:
        full = self._rect
        w = min(full.width() * 0.92, self.font_px * (58 if self._has_tiles() else 46))
        line_h = self._line_h()
        # Title, subtitle, padding and the button row take about 13 lines of text.
        h = line_h * len(self.rows) + self.font_px * 2.0 * (1 if self.header else 0) + self.font_px * 13
        h = min(h, full.height() * 0.92)
        return QRectF(full.center().x() - w / 2, full.center().y() - h / 2, w, h)

    def layout_buttons(self) -> None:
        card = self.card_rect()
        bh = self.font_px * 2.4
        metrics = QFontMetricsF(make_font(self.font_px, bold=True))
        widths = [max(self.font_px * 9, metrics.horizontalAdvance(b.text) + self.font_px * 2.5) for b in self.buttons]
        total = sum(widths) + (len(self.buttons) - 1) * self.font_px
        x = card.center().x() - total / 2
        for button, bw in zip(self.buttons, widths):
            button.font_px = self.font_px
            button.set_rect(QRectF(x, card.bottom() - bh - self.font_px, bw, bh))
            x += bw + self.font_px

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self._rect, QColor(0, 0, 0, 110))
        card = self.card_rect()
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor("#17261d"))
        painter.drawRoundedRect(card, 14, 14)
        pad = self.font_px * 1.2
        y = card.y() + pad
        title_font = make_font(self.font_px * 1.5, bold=True)
        painter.setFont(title_font)
        painter.setPen(GOLD)
        painter.drawText(QRectF(card.x() + pad, y, card.width() - 2 * pad, self.font_px * 2),
                         Qt.AlignmentFlag.AlignCenter, elide(self.title, title_font, card.width() - 2 * pad))
        y += self.font_px * 2.2
        if self.subtitle:
            font = make_font(self.font_px)
            painter.setFont(font)
            painter.setPen(TEXT)
            painter.drawText(QRectF(card.x() + pad, y, card.width() - 2 * pad, self.font_px * 1.6),
                             Qt.AlignmentFlag.AlignCenter, elide(self.subtitle, font, card.width() - 2 * pad))
            y += self.font_px * 1.8
        columns = max([len(self.header)] + [len(r) for r in self.rows] + [1])
        widths = self._column_widths(card.width() - 2 * pad, columns)
        line_h = self._line_h()
        if self.header:
            self._paint_row(painter, self.header, card.x() + pad, y, widths, self.font_px * 2.0, header=True)
            y += self.font_px * 2.0
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            painter.drawLine(QPointF(card.x() + pad, y), QPointF(card.right() - pad, y))
        for row in self.rows:
            if y + line_h > card.bottom() - self.font_px * 3.6:
                break
            self._paint_row(painter, row, card.x() + pad, y, widths, line_h)
            y += line_h

    def _column_widths(self, total: float, columns: int) -> list[float]:
        if columns == 1:
            return [total]
        # The second column holds tiles in the round summary: give it room.
        has_tiles = any(isinstance(c, list) for r in self.rows for c in r)
        if has_tiles:
            first = total * 0.2
            second = total * 0.4
            rest = (total - first - second) / max(1, columns - 2)
            return [first, second] + [rest] * (columns - 2)
        first = total * 0.28
        rest = (total - first) / (columns - 1)
        return [first] + [rest] * (columns - 1)

    def _paint_row(self, painter: QPainter, row: Sequence[object], x: float, y: float, widths: list[float],
                   line_h: float, header: bool = False) -> None:
        font = make_font(self.font_px * (0.85 if header else 1.0), bold=header)
        painter.setFont(font)
        tile_columns = {i for r in self.rows for i, c in enumerate(r) if isinstance(c, list)}
        for i, cell in enumerate(row):
            w = widths[i] if i < len(widths) else widths[-1]
            rect = QRectF(x, y, w, line_h)
            if isinstance(cell, list):
                # Tiles lie flat, as a player shows them, shrinking to fit.
                if cell:
                    gap = self.font_px * 0.25
                    th = min(line_h * 0.62, (w - 8) / (len(cell) * 2 + (len(cell) - 1) * 0.12))
                    tw = th * 2
                    gap = min(gap, th * 0.2)
                    for j, tile in enumerate(cell):
                        paint_tile(painter, QRectF(x + 4 + j * (tw + gap), y + (line_h - th) / 2, tw, th),
                                   tile[0], tile[1])
            else:
                painter.setPen(MUTED if header else TEXT)
                left = i == 0 or i in tile_columns
                align = Qt.AlignmentFlag.AlignVCenter | (
                    Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight)
                painter.drawText(rect.adjusted(4, 0, -4, 0), align, elide(str(cell), font, w - 8))
            x += w
