"""Small painted things on the cribbage felt: seat plaques and panels.

Boxes, buttons and labels are the shared ones of ``ui/table/items.py``.

They paint themselves from plain attributes set by the table, so tests can
read what is shown (a plaque's card count, a button's text) directly.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QStyleOptionGraphicsItem,
    QWidget,
)

from muggins_desktop.ui.cribbage.board.item import track_colour, track_shape
from muggins_desktop.ui.cribbage.card_item import paint_card_back
from muggins_desktop.ui.looks.painting import draw_fitted, draw_wrapped, fitted_font, make_font
from muggins_desktop.ui.looks.themes import Looks
from muggins_desktop.ui.table.items import BoxItem, ButtonItem, LabelItem  # noqa: F401 - shared; re-exported
from muggins_desktop.ui.table.themed import Themed

TEXT = QColor("#f6f1e1")
MUTED = QColor(246, 241, 225, 220)  # 4.5:1 or better on every felt
GOLD = QColor("#ffd54a")


class SeatPlaque(BoxItem, Themed):
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

    def looks_part(self, looks: Looks) -> object:
        return looks.card_back

    def looks_changed(self) -> None:
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(1, 1, -1, -1)
        colour = track_colour(self.track)
        painter.setPen(QPen(GOLD if self.active else QColor(255, 255, 255, 50), 2.5 if self.active else 1))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r, 10, 10)
        f = self.font_px
        # The name's line grows with the text size as far as the plaque's
        # height allows (it was f * 1.3 tall, so a 2x name shrank back to 1x).
        from muggins_desktop.ui.access.accessibility import text_scale

        line = max(f * 1.3, min(f * text_scale() * 1.3, r.height() * 0.36))
        chip = QRectF(r.left() + f * 0.5, r.top() + f * 0.2 + (line - f * 0.8) / 2, f * 0.8, f * 0.8)
        painter.setPen(QPen(QColor("white"), 1.2))
        painter.setBrush(colour)
        painter.drawPath(track_shape(self.track, chip.width() * 0.5).translated(chip.center()))  # the peg's shape
        font = make_font(f, bold=True)
        painter.setFont(font)
        painter.setPen(TEXT)
        score_w = QFontMetricsF(fitted_font(str(self.score), font, f * 4.0, line)).horizontalAdvance(str(self.score))
        score_rect = QRectF(r.right() - f * 0.4 - max(f * 2.0, score_w), r.top() + f * 0.2, max(f * 2.0, score_w), line)
        name_rect = QRectF(chip.right() + f * 0.4, r.top() + f * 0.2, score_rect.left() - chip.right() - f * 1.0, line)
        draw_fitted(
            painter,
            name_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.name,
            font,
            name_rect.width(),
        )
        draw_fitted(
            painter, score_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(self.score), font
        )
        # Face-down cards.
        y = r.top() + f * 0.35 + line
        card_h = max(10.0, r.bottom() - f * 1.65 - y)
        card_w = card_h * 0.72
        x = r.left() + f * 0.6
        step = 0.0
        if self.card_count > 1:
            step = min(card_w * 0.45, (r.width() * 0.55 - card_w) / (self.card_count - 1))
        for i in range(self.card_count):
            paint_card_back(painter, QRectF(x + i * step, y, card_w, card_h), self.looks.back_style)
        small = make_font(f * 0.85)
        painter.setFont(small)
        painter.setPen(MUTED)
        info_left = x + max(0, self.card_count - 1) * step + card_w + f * 0.6
        info = QRectF(info_left, y, r.right() - info_left - f * 0.4, card_h)
        lines = [self.detail] if self.detail else []
        draw_wrapped(painter, info, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "\n".join(lines), small)
        if self.dealer:
            badge = self.tr("D", "badge: this seat deals")
            badge_font = make_font(f * 0.75, bold=True)
            # A two-letter badge («Зд») makes a pill as wide as its text, not a clipped circle.
            w = max(f * 1.3, QFontMetricsF(badge_font).horizontalAdvance(badge) + f * 0.6)
            d = QRectF(r.right() - f * 0.3 - w, r.bottom() - f * 1.6, w, f * 1.3)
            painter.setPen(QPen(QColor("#6b4e00"), 1.2))
            painter.setBrush(GOLD)
            painter.drawRoundedRect(d, d.height() / 2, d.height() / 2)
            painter.setFont(badge_font)
            painter.setPen(QColor("#2a2410"))
            painter.drawText(d, Qt.AlignmentFlag.AlignCenter, badge)
        if self.said_go:
            right = d.left() - f * 0.2 if self.dealer else r.right() - f * 1.8
            g = QRectF(right - f * 1.8, r.bottom() - f * 1.6, f * 1.8, f * 1.3)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#b3261e"))
            painter.drawRoundedRect(g, 5, 5)
            painter.setFont(make_font(f * 0.7, bold=True))
            painter.setPen(QColor("white"))
            painter.drawText(g, Qt.AlignmentFlag.AlignCenter, self.tr("GO", "badge: this seat said go"))
