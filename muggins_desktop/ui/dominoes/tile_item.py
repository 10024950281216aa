"""A domino on the table: ``TileItem``.

The tile is painted by ``ui/looks/tiles.py`` (vector drawing, crisp at any
size and device-pixel ratio) in the tile style of the item's ``looks``
(``set_looks``). The item also reports clicks and drags to the table (it
never touches the match itself).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

# The face and back are painted by ``ui/looks/tiles.py`` in the tile style a
# player chose; ``paint_tile`` stays importable from here.
from muggins_desktop.ui.looks.themes import DEFAULT_LOOKS, Looks
from muggins_desktop.ui.looks.tiles import paint_tile

__all__ = ["LEGAL", "ONLY", "SELECTED", "TileItem", "paint_tile"]

LEGAL = QColor("#ffd54a")
SELECTED = QColor("#39a0ff")
ONLY = QColor("#ff7a2f")


class TileItem(QGraphicsObject):
    """One domino. ``first`` is drawn top/left, ``second`` bottom/right."""

    clicked = Signal(object)  # the item
    dragStarted = Signal(object)
    dropped = Signal(object, QPointF)  # the item, scene position of the drop

    def __init__(self, first: int, second: int, face_up: bool = True, key: object = None) -> None:
        super().__init__()
        self.first, self.second = first, second
        self.key = key  # whatever the table uses to recognise the tile
        self.face_up = face_up
        self._w, self._h = 20.0, 40.0
        self.legal = False
        self.selected = False
        self.only_choice = False
        self.dimmed = False
        self.interactive = False
        self.refusable = False  # clickable only to be told why it cannot be played
        self._press: QPointF | None = None
        self._press_pos = QPointF()
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        # A tile looks the same until its state changes: paint it once into a
        # pixmap at device resolution (crisp at any scale) and reuse that.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    # --------------------------------------------------------------- geometry
    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h
            self.update()

    def set_pips(self, first: int, second: int) -> None:
        if (first, second) != (self.first, self.second):
            self.first, self.second = first, second
            self.update()

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_state(
        self,
        *,
        legal: bool = False,
        selected: bool = False,
        only_choice: bool = False,
        dimmed: bool = False,
        interactive: bool = False,
    ) -> None:
        state = (legal, selected, only_choice, dimmed, interactive)
        if state == (self.legal, self.selected, self.only_choice, self.dimmed, self.interactive):
            return
        self.legal, self.selected, self.only_choice = legal, selected, only_choice
        self.dimmed, self.interactive = dimmed, interactive
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor)
        self.update()

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def boundingRect(self) -> QRectF:
        m = max(3.0, min(self._w, self._h) * 0.12)
        return QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m)

    # --------------------------------------------------------------- drawing
    looks: Looks = DEFAULT_LOOKS  # the tile style; the scene sets it per item

    def set_looks(self, looks: Looks) -> None:
        if looks != self.looks:
            self.looks = looks
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ring = None
        if self.selected:
            ring = SELECTED
        elif self.only_choice:
            ring = ONLY
        elif self.legal:
            ring = LEGAL
        paint_tile(
            painter,
            QRectF(0, 0, self._w, self._h),
            self.first,
            self.second,
            self.face_up,
            ring=ring,
            dimmed=self.dimmed,
            style=self.looks.tile_style,
        )

    # --------------------------------------------------------------- input
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.refusable and not self.interactive:
            event.accept()  # released: "clicked", so the player hears why not
            self._press = None
            return
        if not self.interactive:
            event.ignore()
            return
        self._press = event.scenePos()
        self._press_pos = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() > 6:
            self._dragging = True
            self.setZValue(50)
            self.dragStarted.emit(self)
        if self._dragging:
            self.setPos(self._press_pos + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            if self.refusable and not self.interactive:
                self.clicked.emit(self)
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setZValue(0)
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)
