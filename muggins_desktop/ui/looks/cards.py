"""Card faces and backs painted with ``QPainter`` in every deck and back of ``themes``.

No bitmaps: suits are vector paths and ranks are text, so a card stays sharp
at any zoom and any screen density. Court cards get a framed centre panel
with their letter so that J, Q and K are told apart at a glance, number
cards show the usual pip pattern. The four suit shapes all differ in every
deck, so colour is never the only cue; the four-colour deck adds a colour
per suit, and the large-index deck trades the pips for a corner index about
twice the usual size.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.looks.themes import CARD_BACKS, DECKS, CardBack, Deck

CARD_W = 72.0
CARD_H = 100.0
RADIUS = 6.0
COMPACT_BELOW = 52.0  # narrower cards drop the pips for one big rank and suit
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
COURT_FRAMES = {11: "#2e6f9e", 12: "#9b3d8f", 13: "#b8860b"}
FACE_LIGHT, FACE_DARK, EDGE = "#ffffff", "#f1ede4", "#8a8478"
STANDARD = DECKS["standard"]

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


def suit_colour(suit: str, deck: Deck = STANDARD) -> QColor:
    return QColor(deck.ink(suit))


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


def _paint_blank(painter: QPainter, rect: QRectF) -> None:
    w = rect.width()
    radius = w * RADIUS / CARD_W
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, QColor(FACE_LIGHT))
    grad.setColorAt(1.0, QColor(FACE_DARK))
    painter.setPen(QPen(QColor(EDGE), max(0.8, w * 0.012)))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, radius, radius)


def paint_card_face(painter: QPainter, rect: QRectF, card: Card, deck: Deck | str = STANDARD) -> None:
    """Paint the face of ``card`` into ``rect`` in ``deck`` (a ``Deck`` or its name)."""
    if isinstance(deck, str):
        deck = DECKS.get(deck, STANDARD)
    w = rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_blank(painter, rect)
    colour = suit_colour(card.suit, deck)
    if w < COMPACT_BELOW:
        _paint_compact(painter, rect, card, colour)
    elif deck.large_index:
        _paint_large_index(painter, rect, card, colour)
    else:
        _paint_standard(painter, rect, card, colour)
    painter.restore()


def _index_font(h: float, text: str, scale: float = 1.0, family: str = "DejaVu Serif") -> QFont:
    font = QFont(family)
    font.setBold(True)
    font.setPixelSize(max(1, int(h * scale * (0.13 if len(text) > 1 else 0.155))))
    if len(text) > 1:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    return font


def _paint_standard(painter: QPainter, rect: QRectF, card: Card, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    text = rank_text(card.rank)
    font = _index_font(h, text)
    # Corner index: rank over suit, top left and (turned) bottom right.
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
        return
    pip = h * (0.34 if card.rank == 1 else 0.13)
    for fx, fy in _PIPS[card.rank]:
        centre = QPointF(inner.left() + fx * inner.width(), inner.top() + fy * inner.height())
        painter.save()
        painter.translate(centre)
        if fy > 0.55:
            painter.rotate(180)
        painter.fillPath(suit_path(card.suit, pip), colour)
        painter.restore()


def _paint_large_index(painter: QPainter, rect: QRectF, card: Card, colour: QColor) -> None:
    """Low vision: a rank about twice the usual height and a big suit, in two corners.

    The top-left index is what shows of a card in a fanned hand, so it is as
    big as the card's width allows. No pips: the two indexes are the face
    (court cards add a frame in their court's colour).
    """
    w, h = rect.width(), rect.height()
    text = rank_text(card.rank)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(1, int(h * (0.27 if len(text) > 1 else 0.32))))
    if len(text) > 1:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 84)
    for turned in (False, True):
        painter.save()
        painter.translate(rect.center())
        if turned:
            painter.rotate(180)
        painter.translate(-w / 2, -h / 2)
        painter.setFont(font)
        painter.setPen(colour)
        index_w = w * 0.5
        painter.drawText(QRectF(w * 0.02, h * 0.0, index_w, h * 0.32), Qt.AlignmentFlag.AlignCenter, text)
        painter.fillPath(suit_path(card.suit, h * 0.17).translated(w * 0.02 + index_w / 2, h * 0.42), colour)
        painter.restore()
    if card.rank > 10:  # court cards: a frame in the court's colour, as on the other faces
        frame = QColor(COURT_FRAMES[card.rank])
        painter.setPen(QPen(frame, max(1.0, w * 0.04)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(w * 0.06, h * 0.05, -w * 0.06, -h * 0.05), w * 0.06, w * 0.06)


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
        painter.setPen(QPen(QColor(COURT_FRAMES[card.rank]), max(1.0, w * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(w * 0.1, h * 0.07, -w * 0.1, -h * 0.07), w * 0.08, w * 0.08)
    painter.fillPath(suit_path(card.suit, h * 0.34).translated(rect.center().x(), rect.top() + h * 0.7), colour)


def _paint_court(painter: QPainter, inner: QRectF, card: Card, colour: QColor) -> None:
    """A framed panel with the court letter, its suit and a band of colour."""
    frame = QColor(COURT_FRAMES[card.rank])
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


# ------------------------------------------------------------------ backs
_BACKS: dict[tuple[int, int, str], QPixmap] = {}
DEFAULT_BACK = CARD_BACKS["blue"]


def paint_card_back(painter: QPainter, rect: QRectF, back: CardBack | str = DEFAULT_BACK) -> None:
    """A card back, drawn once per size, screen density and back, then reused.

    Backs are the most repeated picture on the table (every hidden hand), and
    the clipped patterns are slow to paint, so a pixmap at device resolution
    keeps them sharp and cheap.
    """
    if isinstance(back, str):
        back = CARD_BACKS.get(back, DEFAULT_BACK)
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    scale = painter.worldTransform().m11() or 1.0
    key = (round(rect.width() * scale * dpr), round(rect.height() * scale * dpr), back.name)
    if key[0] < 4 or key[1] < 4 or key[0] > 1200:
        draw_card_back(painter, rect, back)
        return
    pixmap = _BACKS.get(key)
    if pixmap is None:
        pixmap = QPixmap(key[0], key[1])
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        draw_card_back(p, QRectF(0, 0, key[0], key[1]), back)
        p.end()
        if len(_BACKS) > 64:
            _BACKS.clear()
        _BACKS[key] = pixmap
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))


def draw_card_back(painter: QPainter, rect: QRectF, back: CardBack = DEFAULT_BACK) -> None:
    """Paint ``back`` directly (no cache): a light frame, a shaded field, its pattern and emblem."""
    w = rect.width()
    radius = w * RADIUS / CARD_W
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(EDGE), max(0.8, w * 0.012)))
    painter.setBrush(QColor(back.frame))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0.0, QColor(back.field_light))
    grad.setColorAt(1.0, QColor(back.field_dark))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.setClipPath(clip)
    _PATTERNS.get(back.pattern, _lattice)(painter, inner, w)
    painter.setClipping(False)
    _paint_emblem(painter, inner, back.emblem, w)
    painter.restore()


def _lattice(painter: QPainter, inner: QRectF, w: float) -> None:
    painter.setPen(QPen(QColor(255, 255, 255, 55), max(0.6, w * 0.015)))
    step = w * 0.12
    k = -inner.height()
    while k < inner.width() + inner.height():
        x0, x1 = inner.left() + k, inner.left() + k + inner.height()
        painter.drawLine(QPointF(x0, inner.top()), QPointF(x1, inner.bottom()))
        painter.drawLine(QPointF(x0, inner.bottom()), QPointF(x1, inner.top()))
        k += step


def _diamonds(painter: QPainter, inner: QRectF, w: float) -> None:
    """Rows of small filled diamonds, every other row offset (a classic casino back)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 60))
    step = w * 0.13
    r = step * 0.32
    row = 0
    y = inner.top() + step / 2
    while y < inner.bottom() + step:
        x = inner.left() + (step / 2 if row % 2 else 0.0)
        while x < inner.right() + step:
            d = QPainterPath()
            d.moveTo(x, y - r)
            d.lineTo(x + r * 0.75, y)
            d.lineTo(x, y + r)
            d.lineTo(x - r * 0.75, y)
            d.closeSubpath()
            painter.drawPath(d)
            x += step
        y += step * 0.6
        row += 1


def _dots(painter: QPainter, inner: QRectF, w: float) -> None:
    """A grid of rings with a fine border line inside the field."""
    painter.setPen(QPen(QColor(255, 255, 255, 70), max(0.6, w * 0.012)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    step = w * 0.14
    r = step * 0.28
    y = inner.top() + step / 2
    while y < inner.bottom():
        x = inner.left() + step / 2
        while x < inner.right():
            painter.drawEllipse(QPointF(x, y), r, r)
            x += step
        y += step
    m = w * 0.035
    painter.drawRoundedRect(inner.adjusted(m, m, -m, -m), w * 0.04, w * 0.04)


_PATTERNS = {"lattice": _lattice, "diamonds": _diamonds, "dots": _dots}


def _paint_emblem(painter: QPainter, inner: QRectF, emblem: str, w: float) -> None:
    centre, size = inner.center(), inner.width() * 0.22
    painter.setPen(QPen(QColor(255, 255, 255, 160), max(0.6, w * 0.02)))
    if emblem == "ring":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, size, size)
        return
    path = QPainterPath()
    if emblem == "diamond":
        path.moveTo(centre.x(), centre.y() - size * 1.2)
        path.lineTo(centre.x() + size * 0.8, centre.y())
        path.lineTo(centre.x(), centre.y() + size * 1.2)
        path.lineTo(centre.x() - size * 0.8, centre.y())
    else:  # an eight-point star
        import math

        for i in range(16):
            r = size * (1.1 if i % 2 == 0 else 0.45)
            a = math.pi * i / 8 - math.pi / 2
            point = QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
    path.closeSubpath()
    painter.setBrush(QColor(255, 255, 255, 40))
    painter.drawPath(path)
