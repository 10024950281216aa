"""A domino on the table: ``TileItem``.

The tile is painted by ``ui/looks/tiles.py`` (vector drawing, crisp at any
size and device-pixel ratio) in the tile style of the item's ``looks``
(``set_looks``). A tile is a ``PieceItem``: it paints and keeps its state;
the table scene turns presses on it into clicks and drags.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from muggins_desktop.engine.dominoes.tiles import Tile

# The face and back are painted by ``ui/looks/tiles.py`` in the tile style a
# player chose; ``paint_tile`` stays importable from here.
from muggins_desktop.ui.looks.themes import Looks
from muggins_desktop.ui.looks.tiles import paint_tile
from muggins_desktop.ui.table.pile import PieceItem
from muggins_desktop.ui.table.themed import Themed

__all__ = ["LEGAL", "ONLY", "SELECTED", "TileItem", "paint_tile"]

LEGAL = QColor("#ffd54a")
SELECTED = QColor("#39a0ff")
ONLY = QColor("#ff7a2f")


class TileItem(PieceItem, Themed):
    """One domino. ``first`` is drawn top/left, ``second`` bottom/right; ``key`` is the engine's tile."""

    def __init__(self, first: int, second: int, face_up: bool = True, key: Tile | None = None) -> None:
        super().__init__()
        self.first, self.second = first, second
        self.key = key  # the tile the table knows it by (None: a back in flight)
        self.face_up = face_up
        self._w, self._h = 20.0, 40.0
        self.legal = False
        self.selected = False
        self.only_choice = False
        self.dimmed = False
        self.interactive = False  # it may be played now
        self.refusable = False  # clickable only to be told why it cannot be played
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
        refusable: bool = False,
    ) -> None:
        """What the tile shows, and what the person may do with it (play it, or hear why not)."""
        self.refusable = refusable
        self.clickable, self.draggable = interactive or refusable, interactive
        state = (legal, selected, only_choice, dimmed, interactive)
        if state == (self.legal, self.selected, self.only_choice, self.dimmed, self.interactive):
            return
        self.legal, self.selected, self.only_choice = legal, selected, only_choice
        self.dimmed, self.interactive = dimmed, interactive
        self.set_pointing(interactive)
        self.update()

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def boundingRect(self) -> QRectF:
        m = max(3.0, min(self._w, self._h) * 0.12)
        return QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m)

    # --------------------------------------------------------------- drawing
    def looks_part(self, looks: Looks) -> object:
        return looks.tiles

    def looks_changed(self) -> None:
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
