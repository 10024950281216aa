"""Playing cards painted with ``QPainter``.

No bitmaps: suits are vector paths and ranks are text, so a card stays sharp
at any zoom and any screen density. Court cards get a framed centre panel with
their letter so that J, Q and K are told apart at a glance, number cards show
the usual pip pattern. Red suits use a deep red and black suits near-black,
and the four suit shapes all differ, so colour is never the only cue.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.cribbage.board_item import track_of_colour, track_shape
from muggins_desktop.ui.table.pile import PieceItem

CARD_W = 72.0
CARD_H = 100.0
RADIUS = 6.0
COMPACT_BELOW = 52.0  # narrower cards drop the pips for one big rank and suit
RED = QColor("#c0132b")
BLACK = QColor("#161616")
LEGAL = QColor("#ffd54a")
FOCUS = QColor("#ffffff")
SELECTED = QColor("#2f8cff")
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}

# Pip centres for number cards in a unit box (0..1 across, 0..1 down).
_L, _M, _R = 0.2, 0.5, 0.8
_PIPS: dict[int, list[tuple[float, float]]] = {
    1: [(_M, 0.5)],
    2: [(_M, 0.2), (_M, 0.8)],
    3: [(_M, 0.2), (_M, 0.5), (_M, 0.8)],
    4: [(_L, 0.2), (_R, 0.2), (_L, 0.8), (_R, 0.8)],
    5: [(_L, 0.2), (_R, 0.2), (_M, 0.5), (_L, 0.8), (_R, 0.8)],
    6: [(_L, 0.2), (_R, 0.2), (_L, 0.5), (_R, 0.5), (_L, 0.8), (_R, 0.8)],
    7: [(_L, 0.2), (_R, 0.2), (_M, 0.35), (_L, 0.5), (_R, 0.5), (_L, 0.8), (_R, 0.8)],
    8: [(_L, 0.2), (_R, 0.2), (_M, 0.35), (_L, 0.5), (_R, 0.5), (_M, 0.65), (_L, 0.8), (_R, 0.8)],
    9: [(_L, 0.2), (_R, 0.2), (_L, 0.4), (_R, 0.4), (_M, 0.5), (_L, 0.6), (_R, 0.6), (_L, 0.8), (_R, 0.8)],
    10: [(_L, 0.2), (_R, 0.2), (_M, 0.3), (_L, 0.4), (_R, 0.4), (_L, 0.6), (_R, 0.6), (_M, 0.7), (_L, 0.8), (_R, 0.8)],
}


def rank_text(rank: int) -> str:
    """Index letter of a rank ("10" is written out, as on real cards)."""
    return RANK_TEXT.get(rank, str(rank))


def suit_colour(suit: str) -> QColor:
    return RED if suit in "DH" else BLACK


def suit_path(suit: str, size: float) -> QPainterPath:
    """A suit symbol of height ``size`` centred on the origin."""
    s = size / 2
    path = QPainterPath()
    if suit == "D":
        path.moveTo(0, -s)
        path.lineTo(s * 0.72, 0)
        path.lineTo(0, s)
        path.lineTo(-s * 0.72, 0)
        path.closeSubpath()
    elif suit == "H":
        path.moveTo(0, s)
        path.cubicTo(-s * 0.35, s * 0.55, -s, s * 0.15, -s, -s * 0.35)
        path.cubicTo(-s, -s * 0.95, -s * 0.2, -s * 1.05, 0, -s * 0.45)
        path.cubicTo(s * 0.2, -s * 1.05, s, -s * 0.95, s, -s * 0.35)
        path.cubicTo(s, s * 0.15, s * 0.35, s * 0.55, 0, s)
        path.closeSubpath()
    elif suit == "S":
        path.moveTo(0, -s)
        path.cubicTo(-s * 0.35, -s * 0.55, -s, -s * 0.2, -s, s * 0.22)
        path.cubicTo(-s, s * 0.7, -s * 0.3, s * 0.75, -s * 0.08, s * 0.35)
        path.lineTo(-s * 0.3, s)
        path.lineTo(s * 0.3, s)
        path.lineTo(s * 0.08, s * 0.35)
        path.cubicTo(s * 0.3, s * 0.75, s, s * 0.7, s, s * 0.22)
        path.cubicTo(s, -s * 0.2, s * 0.35, -s * 0.55, 0, -s)
        path.closeSubpath()
    else:  # clubs
        r = s * 0.42
        path.addEllipse(QPointF(0, -s * 0.5), r, r)
        path.addEllipse(QPointF(-s * 0.5, s * 0.05), r, r)
        path.addEllipse(QPointF(s * 0.5, s * 0.05), r, r)
        path.addEllipse(QPointF(0, -s * 0.05), r * 0.6, r * 0.6)
        stem = QPainterPath()
        stem.moveTo(-s * 0.08, 0)
        stem.lineTo(-s * 0.32, s)
        stem.lineTo(s * 0.32, s)
        stem.lineTo(s * 0.08, 0)
        stem.closeSubpath()
        path = path.united(stem)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def paint_card_face(painter: QPainter, rect: QRectF, card: Card) -> None:
    """Paint the face of ``card`` into ``rect`` (used by items and dialogs)."""
    w, h = rect.width(), rect.height()
    radius = w * RADIUS / CARD_W
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, QColor("#ffffff"))
    grad.setColorAt(1.0, QColor("#f1ede4"))
    painter.setPen(QPen(QColor("#8a8478"), max(0.8, w * 0.012)))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, radius, radius)
    colour = suit_colour(card.suit)
    if w < COMPACT_BELOW:
        _paint_compact(painter, rect, card, colour)
        painter.restore()
        return
    # Corner index: rank over suit, top left and (turned) bottom right.
    font = QFont("DejaVu Serif")
    font.setBold(True)
    text = rank_text(card.rank)
    font.setPixelSize(max(1, int(h * (0.13 if len(text) > 1 else 0.155))))
    if len(text) > 1:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    for turned in (False, True):
        painter.save()
        painter.translate(rect.center())
        if turned:
            painter.rotate(180)
        painter.translate(-w / 2, -h / 2)
        painter.setFont(font)
        painter.setPen(colour)
        index_w = w * 0.22
        painter.drawText(QRectF(w * 0.01, h * 0.02, index_w, h * 0.16), Qt.AlignmentFlag.AlignCenter, text)
        painter.fillPath(suit_path(card.suit, h * 0.09).translated(w * 0.01 + index_w / 2, h * 0.24), colour)
        painter.restore()
    inner = QRectF(rect.left() + w * 0.26, rect.top() + h * 0.12, w * 0.48, h * 0.76)
    if card.rank > 10:
        _paint_court(painter, inner, card, colour)
    else:
        pip = h * (0.34 if card.rank == 1 else 0.13)
        for fx, fy in _PIPS[card.rank]:
            centre = QPointF(inner.left() + fx * inner.width(), inner.top() + fy * inner.height())
            path = suit_path(card.suit, pip)
            painter.save()
            painter.translate(centre)
            if fy > 0.55:
                painter.rotate(180)
            painter.fillPath(path, colour)
            painter.restore()
    painter.restore()


def _paint_compact(painter: QPainter, rect: QRectF, card: Card, colour: QColor) -> None:
    """Small cards: one big rank and one big suit, readable at a glance."""
    w, h = rect.width(), rect.height()
    font = QFont("DejaVu Sans")
    font.setBold(True)
    text = rank_text(card.rank)
    font.setPixelSize(max(1, int(h * (0.36 if len(text) > 1 else 0.42))))
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(QRectF(rect.left(), rect.top() + h * 0.02, w, h * 0.48), Qt.AlignmentFlag.AlignCenter, text)
    if card.rank > 10:
        frame = {11: QColor("#2e6f9e"), 12: QColor("#9b3d8f"), 13: QColor("#b8860b")}[card.rank]
        painter.setPen(QPen(frame, max(1.0, w * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(w * 0.1, h * 0.07, -w * 0.1, -h * 0.07), w * 0.08, w * 0.08)
    painter.fillPath(suit_path(card.suit, h * 0.34).translated(rect.center().x(), rect.top() + h * 0.7), colour)


def _paint_court(painter: QPainter, inner: QRectF, card: Card, colour: QColor) -> None:
    """A framed panel with the court letter, its suit and a band of colour."""
    frame = {11: QColor("#2e6f9e"), 12: QColor("#9b3d8f"), 13: QColor("#b8860b")}[card.rank]
    panel = inner.adjusted(0, -inner.height() * 0.02, 0, inner.height() * 0.02)
    painter.setPen(QPen(frame, max(1.0, panel.width() * 0.05)))
    fill = QLinearGradient(panel.topLeft(), panel.bottomLeft())
    fill.setColorAt(0.0, QColor("#fff6dc"))
    fill.setColorAt(0.5, QColor("#f6e2b0"))
    fill.setColorAt(1.0, QColor("#fff6dc"))
    painter.setBrush(QBrush(fill))
    painter.drawRoundedRect(panel, panel.width() * 0.08, panel.width() * 0.08)
    inset = panel.adjusted(panel.width() * 0.1, panel.width() * 0.1, -panel.width() * 0.1, -panel.width() * 0.1)
    painter.setPen(QPen(frame.lighter(130), max(0.6, panel.width() * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inset, panel.width() * 0.05, panel.width() * 0.05)
    # Crown-like zigzag for Q and K, a plume for J: distinguishes the faces
    # beyond the letter itself.
    top = inset.top() + inset.height() * 0.16
    crown = QPainterPath()
    n = {11: 2, 12: 3, 13: 5}[card.rank]
    left, right = inset.left() + inset.width() * 0.2, inset.right() - inset.width() * 0.2
    base = top + inset.height() * 0.08
    crown.moveTo(left, base)
    for i in range(n):
        x1 = left + (right - left) * (i + 0.5) / n
        x2 = left + (right - left) * (i + 1) / n
        crown.lineTo(x1, top - inset.height() * 0.06)
        crown.lineTo(x2, base)
    crown.closeSubpath()
    painter.fillPath(crown, frame)
    font = QFont("DejaVu Serif")
    font.setBold(True)
    font.setPixelSize(max(1, int(inset.height() * 0.42)))
    painter.setFont(font)
    painter.setPen(colour)
    letter_box = QRectF(inset.left(), inset.top() + inset.height() * 0.18, inset.width(), inset.height() * 0.5)
    painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, rank_text(card.rank))
    painter.fillPath(
        suit_path(card.suit, inset.height() * 0.2).translated(inset.center().x(), inset.top() + inset.height() * 0.8),
        colour,
    )


_BACKS: dict[tuple[int, int, int], QPixmap] = {}


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """A lattice back, drawn once per size and screen density, then reused.

    Backs are the most repeated picture on the table (every hidden hand), and
    the clipped lattice is slow to paint, so a pixmap at device resolution
    keeps them sharp and cheap.
    """
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    scale = painter.worldTransform().m11() or 1.0
    key = (round(rect.width() * scale * dpr), round(rect.height() * scale * dpr), 0)
    if key[0] < 4 or key[1] < 4 or key[0] > 1200:
        _draw_card_back(painter, rect)
        return
    pixmap = _BACKS.get(key)
    if pixmap is None:
        pixmap = QPixmap(key[0], key[1])
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        _draw_card_back(p, QRectF(0, 0, key[0], key[1]))
        p.end()
        if len(_BACKS) > 64:
            _BACKS.clear()
        _BACKS[key] = pixmap
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


def _draw_card_back(painter: QPainter, rect: QRectF) -> None:
    """A lattice back in deep blue with a light border."""
    w = rect.width()
    radius = w * RADIUS / CARD_W
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#8a8478"), max(0.8, w * 0.012)))
    painter.setBrush(QColor("#fbfaf6"))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0.0, QColor("#1f3f86"))
    grad.setColorAt(1.0, QColor("#122a5e"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.setClipPath(clip)
    painter.setPen(QPen(QColor(255, 255, 255, 55), max(0.6, w * 0.015)))
    step = w * 0.12
    span = inner.width() + inner.height()
    k = -inner.height()
    while k < span:
        x0, x1 = inner.left() + k, inner.left() + k + inner.height()
        painter.drawLine(QPointF(x0, inner.top()), QPointF(x1, inner.bottom()))
        painter.drawLine(QPointF(x0, inner.bottom()), QPointF(x1, inner.top()))
        k += step
    painter.setClipping(False)
    painter.setPen(QPen(QColor(255, 255, 255, 150), max(0.6, w * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(inner.center(), inner.width() * 0.22, inner.width() * 0.22)
    painter.restore()


class CardItem(PieceItem):
    """A card on the table: painting and state (the table scene does the clicks and drags).

    State set by the table: face up or down, ``legal`` (gold outline),
    ``selected`` (blue outline, used for discards), ``dimmed`` (cannot be
    played now), ``active`` (may be used now: a pointing hand) and ``mark``
    (a colour ring used while the show explains a count). Every card answers
    a click (a card that cannot be used says why); the hand's cards may be
    dragged while they can be used.
    """

    def __init__(
        self, card: Card | None, face_up: bool = True, width: float = CARD_W, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.card = card
        self.face_up = face_up and card is not None
        self._w = width
        self._h = width * CARD_H / CARD_W
        self.legal = False
        self.selected = False
        self.dimmed = False
        self.mark: QColor | None = None
        self.owner: QColor | None = None  # who laid it, in the play (track colour)
        self.active = False
        self.clickable = True
        self.focused = False  # the keyboard cursor is on this card
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ---------------------------------------------------------------- state
    def set_width(self, width: float) -> None:
        if abs(width - self._w) < 0.01:
            return
        self.prepareGeometryChange()
        self._w = width
        self._h = width * CARD_H / CARD_W
        self.update()

    def width(self) -> float:
        return self._w

    def height(self) -> float:
        return self._h

    def set_face(self, card: Card | None, face_up: bool) -> None:
        face_up = face_up and card is not None
        if card == self.card and face_up == self.face_up:
            return
        self.card = card
        self.face_up = face_up
        self.update()

    def set_state(
        self,
        *,
        legal: bool | None = None,
        selected: bool | None = None,
        dimmed: bool | None = None,
        active: bool | None = None,
    ) -> None:
        before = (self.legal, self.selected, self.dimmed, self.active)
        if legal is not None:
            self.legal = legal
        if selected is not None:
            self.selected = selected
        if dimmed is not None:
            self.dimmed = dimmed
        if active is not None:
            self.active = active
            self.set_pointing(active)
        if before != (self.legal, self.selected, self.dimmed, self.active):
            self.update()

    def set_owner(self, colour: QColor | None) -> None:
        """A small dot under the card in the colour of the player who laid it."""
        if colour == self.owner:
            return
        self.owner = colour
        self.update()

    def set_focused(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self.update()

    def set_mark(self, colour: QColor | None) -> None:
        if colour == self.mark:
            return
        self.mark = colour
        self.update()

    # ---------------------------------------------------------------- Qt
    def boundingRect(self) -> QRectF:
        m = self._w * 0.08
        return QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def hits(self, point: QPointF) -> bool:
        return self.card_rect().contains(point)

    def drag_threshold(self) -> float:
        return max(6.0, self._w * 0.12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        radius = self._w * RADIUS / CARD_W
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(self._w * 0.03, self._w * 0.045), radius, radius)
        if self.face_up and self.card is not None:
            paint_card_face(painter, rect, self.card)
        else:
            paint_card_back(painter, rect)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 40, 40, 110))
            painter.drawRoundedRect(rect, radius, radius)
        ring = None
        if self.selected:
            ring = SELECTED
        elif self.mark is not None:
            ring = self.mark
        elif self.legal:
            ring = LEGAL
        if self.owner is not None:  # who laid it: the player's peg shape in the track colour
            r = self._w * 0.06
            track = track_of_colour(self.owner)
            painter.setPen(QPen(QColor("white"), max(1.0, r * 0.3)))
            painter.setBrush(self.owner)
            painter.drawPath(track_shape(track or 0, r).translated(self._w * 0.2, self._h + self._w * 0.07))
        if ring is not None:
            pen = QPen(ring, self._w * 0.055)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            grow = self._w * 0.02
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius * 1.2, radius * 1.2)
        if self.focused:
            # The keyboard cursor: a dashed white ring outside any other ring.
            pen = QPen(FOCUS, max(1.5, self._w * 0.03), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            grow = self._w * 0.065
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius * 1.4, radius * 1.4)
