"""A playing card on the table: ``CardItem``.

The face and back are painted by ``ui/looks/cards.py`` (vector suits and
text, sharp at any zoom and density) in the deck and back of the item's
``looks`` (a ``Themed`` item: the scene hands its looks over).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.cribbage.board.item import track_of_colour, track_shape

# The faces and backs are painted by ``ui/looks/cards.py`` in the deck and
# back a player chose; these names stay importable from here.
from muggins_desktop.ui.looks.cards import (
    CARD_H,
    CARD_W,
    RADIUS,
    paint_card_back,
    paint_card_face,
    rank_text,
    suit_colour,
    suit_path,
)
from muggins_desktop.ui.looks.themes import Looks
from muggins_desktop.ui.table.pile import PieceItem
from muggins_desktop.ui.table.themed import Themed

__all__ = [
    "CARD_H",
    "CARD_W",
    "CardItem",
    "paint_card_back",
    "paint_card_face",
    "rank_text",
    "suit_colour",
    "suit_path",
]

LEGAL = QColor("#ffd54a")
FOCUS = QColor("#ffffff")
SELECTED = QColor("#2f8cff")


class CardItem(PieceItem, Themed):
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

    def looks_part(self, looks: Looks) -> object:
        return looks.deck, looks.card_back

    def looks_changed(self) -> None:
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        radius = self._w * RADIUS / CARD_W
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(self._w * 0.03, self._w * 0.045), radius, radius)
        if self.face_up and self.card is not None:
            paint_card_face(painter, rect, self.card, self.looks.deck_style)
        else:
            paint_card_back(painter, rect, self.looks.back_style)
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
