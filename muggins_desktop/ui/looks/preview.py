"""A small table in the chosen looks, for Settings → Looks and sound.

``paint_preview(painter, rect, looks, caption)`` paints, with the very
functions the table uses, the felt, a few cards (one of each suit, so the
four-colour deck shows), a card back, dominoes face up and face down, and a
piece of the cribbage board with holes, a peg and its numbers, with a line
of table text on the felt.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from muggins_desktop.engine.cribbage.cards import parse_cards
from muggins_desktop.ui.looks.board import paint_haloed_text, paint_hole, paint_wood
from muggins_desktop.ui.looks.cards import CARD_H, CARD_W, paint_card_back, paint_card_face
from muggins_desktop.ui.looks.contrast import TRACK_COLOURS
from muggins_desktop.ui.looks.felt import paint_felt
from muggins_desktop.ui.looks.themes import Looks
from muggins_desktop.ui.looks.tiles import paint_tile

PREVIEW_CARDS = parse_cards("AS 7H 10D QC")
PREVIEW_TILES = ((3, 5), (6, 1), (2, 4))
TEXT = QColor("#f4f1e4")  # the table's text colour (ui/table/items.py)
_GRAIN = ((0.35, 0.12, 0.4, 30), (0.9, 0.2, 2.1, 24), (1.5, 0.1, 4.0, 30))


def paint_preview(painter: QPainter, rect: QRectF, looks: Looks, caption: str = "") -> None:
    """The looks on a small table filling ``rect``; ``caption`` is written on the felt."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    w, h = rect.width(), rect.height()
    paint_felt(painter, QRectF(0, 0, w, h), w, h, looks.felt_style)
    pad = min(w, h) * 0.06
    text_h = h * 0.14 if caption else 0.0
    # Cards: four faces fanned, then a back (the left part, above the dominoes).
    card_h = min((h - text_h - 3 * pad) * 0.58, (w * 0.55 - 2 * pad) / 3.8 * CARD_H / CARD_W)
    card_w = card_h * CARD_W / CARD_H
    step = card_w * 0.6
    x, y = pad, pad
    for i, card in enumerate(PREVIEW_CARDS):
        paint_card_face(painter, QRectF(x + i * step, y, card_w, card_h), card, looks.deck_style)
    back_x = x + (len(PREVIEW_CARDS) - 1) * step + card_w * 1.2
    paint_card_back(painter, QRectF(back_x, y, card_w, card_h), looks.back_style)
    # Dominoes lying flat: three face up, one face down.
    th = min(card_h * 0.5, (back_x + card_w - pad) / 8.8)
    ty = y + card_h + pad * 0.8
    for i, (a, b) in enumerate(PREVIEW_TILES):
        paint_tile(painter, QRectF(pad + i * th * 2.2, ty, th * 2, th), a, b, style=looks.tile_style)
    paint_tile(painter, QRectF(pad + 3 * th * 2.2, ty, th * 2, th), 0, 0, face_up=False, style=looks.tile_style)
    # A piece of the cribbage board on the right.
    left = back_x + card_w + pad
    board = QRectF(left, y, w - left - pad, min(card_h, (w - left - pad) * 0.5))
    if board.width() > pad * 3:
        _paint_board(painter, board, looks, board.height() / 2.6)
    if caption:
        font = QFont()
        font.setBold(True)
        px = max(8, int(text_h * 0.6))
        font.setPixelSize(px)
        while px > 8 and QFontMetricsF(font).horizontalAdvance(caption) > w - 2 * pad:
            px -= 1
            font.setPixelSize(px)
        painter.setFont(font)
        painter.setPen(TEXT)
        text_rect = QRectF(pad, h - pad * 0.6 - text_h, w - 2 * pad, text_h)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, caption)
    painter.restore()


def _paint_board(painter: QPainter, board: QRectF, looks: Looks, unit: float) -> None:
    """Two lanes of holes with a peg in each, and the numbers between them, in the chosen wood."""
    wood = looks.wood
    painter.save()
    painter.translate(board.topLeft())
    paint_wood(painter, QRectF(0, 0, board.width(), board.height()), wood, _GRAIN, unit)
    pitch = unit * 0.55
    holes = max(1, int((board.width() - unit) / pitch))
    x0 = (board.width() - (holes - 1) * pitch) / 2
    lanes = (unit * 0.7, unit * 1.9)
    for lane in lanes:
        for i in range(holes):
            paint_hole(painter, QPointF(x0 + i * pitch, lane), unit * 0.12, wood, unit)
    font = QFont()
    font.setPixelSize(max(7, int(unit * 0.45)))
    font.setBold(True)
    for i in range(4, holes, 5):
        label = QRectF(x0 + i * pitch - unit * 0.6, unit * 1.0, unit * 1.2, unit * 0.6)
        paint_haloed_text(painter, label, str(i + 1), font, QColor(wood.label), QColor(wood.halo), unit * 0.08)
    painter.setPen(QPen(QColor(wood.peg_rim), max(1.0, unit * 0.05)))
    for lane, hole, colour in ((lanes[0], 6, TRACK_COLOURS[0]), (lanes[1], 3, TRACK_COLOURS[1])):  # as the board
        painter.setBrush(QColor(colour))
        painter.drawEllipse(QPointF(x0 + min(hole, holes - 1) * pitch, lane), unit * 0.2, unit * 0.2)
    painter.restore()
