"""Small painted things on the cribbage felt: buttons, labels, seat plaques.

They paint themselves from plain attributes set by the table, so tests can
read what is shown (a plaque's card count, a button's text) directly.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from muggins_desktop.ui.painting import elide, make_font, paint_button_face  # noqa: F401 - re-exported for the table
from muggins_desktop.ui.cribbage.board_item import track_colour
from muggins_desktop.ui.cribbage.card_item import paint_card_back

TEXT = QColor("#f6f1e1")
MUTED = QColor(246, 241, 225, 175)
GOLD = QColor("#ffd54a")


class BoxItem(QGraphicsObject):
    """A graphics object with a rectangle the table sets on every layout."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 10, 10)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def rect(self) -> QRectF:
        return QRectF(self._rect)


class ButtonItem(BoxItem):
    """A rounded button on the felt; ``clicked`` fires only when enabled."""

    clicked = Signal()

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.text = text
        self.enabled = False
        self.accent = False
        self.font_px = 14.0
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_enabled(self, enabled: bool, accent: bool = False) -> None:
        self.enabled, self.accent = enabled, accent
        self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(1, 1, -1, -1)
        colour = paint_button_face(painter, self._rect, self.enabled, self.accent)
        font = make_font(self.font_px, bold=True)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, elide(self.text, font, r.width() - 8))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.enabled:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.enabled and self._rect.contains(event.pos()):
            self.clicked.emit()


class LabelItem(BoxItem):
    """Text on the felt; ``badge`` draws it in a dark pill (notices)."""

    def __init__(self, font_px: float = 14.0, bold: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.font_px = font_px
        self.bold = bold
        self.colour = TEXT
        self.align = Qt.AlignmentFlag.AlignCenter
        self.badge = False
        self.wrap = False

    def set_text(self, text: str) -> None:
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
            w = min(r.width(), fm.horizontalAdvance(self.text) + self.font_px * 1.4)
            badge = QRectF(r.center().x() - w / 2, r.center().y() - self.font_px * 0.85, w, self.font_px * 1.7)
            path = QPainterPath()
            path.addRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.fillPath(path, QColor(18, 18, 10, 215))
            painter.setPen(QPen(GOLD, 2))
            painter.drawPath(path)
            painter.setPen(self.colour)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, elide(self.text, font, badge.width() - 8))
            return
        painter.setPen(self.colour)
        if self.wrap:
            painter.drawText(r, int(self.align) | int(Qt.TextFlag.TextWordWrap), self.text)
        else:
            painter.drawText(r, self.align, elide(self.text, font, r.width()))


class SeatPlaque(BoxItem):
    """Another player's place: name in the track colour, cards, dealer, go."""

    def __init__(self, seat: int, track: int) -> None:
        super().__init__()
        self.seat = seat
        self.track = track
        self.name = ""
        self.score = 0
        self.card_count = 0
        self.dealer = False
        self.active = False
        self.said_go = False
        self.detail = ""
        self.font_px = 14.0
        self.setZValue(5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(1, 1, -1, -1)
        colour = track_colour(self.track)
        painter.setPen(QPen(GOLD if self.active else QColor(255, 255, 255, 50), 2.5 if self.active else 1))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r, 10, 10)
        f = self.font_px
        chip = QRectF(r.left() + f * 0.5, r.top() + f * 0.45, f * 0.8, f * 0.8)
        painter.setPen(QPen(QColor("white"), 1.2))
        painter.setBrush(colour)
        painter.drawEllipse(chip)
        font = make_font(f, bold=True)
        painter.setFont(font)
        painter.setPen(TEXT)
        name_rect = QRectF(chip.right() + f * 0.4, r.top() + f * 0.2, r.width() - f * 6.2, f * 1.3)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         elide(self.name, font, name_rect.width()))
        score_rect = QRectF(r.right() - f * 4.4, r.top() + f * 0.2, f * 4.0, f * 1.3)
        painter.drawText(score_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(self.score))
        # Face-down cards.
        card_h = max(10.0, r.height() - f * 3.3)
        card_w = card_h * 0.72
        x = r.left() + f * 0.6
        y = r.top() + f * 1.65
        step = min(card_w * 0.45, (r.width() * 0.55 - card_w) / max(1, self.card_count - 1)) if self.card_count > 1 else 0
        for i in range(self.card_count):
            paint_card_back(painter, QRectF(x + i * step, y, card_w, card_h))
        small = make_font(f * 0.85)
        painter.setFont(small)
        painter.setPen(MUTED)
        info_left = x + max(0, self.card_count - 1) * step + card_w + f * 0.6
        info = QRectF(info_left, y, r.right() - info_left - f * 0.4, card_h)
        lines = [self.detail] if self.detail else []
        painter.drawText(info, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         "\n".join(lines))
        if self.dealer:
            d = QRectF(r.right() - f * 1.6, r.bottom() - f * 1.6, f * 1.3, f * 1.3)
            painter.setPen(QPen(QColor("#6b4e00"), 1.2))
            painter.setBrush(GOLD)
            painter.drawEllipse(d)
            painter.setFont(make_font(f * 0.75, bold=True))
            painter.setPen(QColor("#2a2410"))
            painter.drawText(d, Qt.AlignmentFlag.AlignCenter, self.tr("D", "badge: this seat deals"))
        if self.said_go:
            g = QRectF(r.right() - f * 3.6, r.bottom() - f * 1.6, f * 1.8, f * 1.3)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#b3261e"))
            painter.drawRoundedRect(g, 5, 5)
            painter.setFont(make_font(f * 0.7, bold=True))
            painter.setPen(QColor("white"))
            painter.drawText(g, Qt.AlignmentFlag.AlignCenter, self.tr("GO", "badge: this seat said go"))


class PanelItem(BoxItem):
    """A dark translucent panel behind the show and the cut for the deal."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(15)
        self.title = ""
        self.font_px = 14.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
        painter.setBrush(QColor(10, 40, 26))
        painter.drawRoundedRect(r, 14, 14)
        if self.title:
            painter.setFont(make_font(self.font_px * 1.15, bold=True))
            painter.setPen(GOLD)
            painter.drawText(QRectF(r.left(), r.top() + self.font_px * 0.3, r.width(), self.font_px * 1.8),
                             Qt.AlignmentFlag.AlignCenter, self.title)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # the panel swallows clicks meant for the table below
