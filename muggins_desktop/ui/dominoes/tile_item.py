"""A domino drawn with QPainter: ivory face, dark pips, a groove in the middle.

Everything is vector drawing in item coordinates, so a tile is crisp at any
size and device-pixel ratio. A tile is a ``PieceItem``: it paints and keeps
its state; the table scene turns presses on it into clicks and drags.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.table.pile import PieceItem

# Pip centres on a 0..1 square for 0..6 pips.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)),
}

IVORY = QColor("#fbf6e6")
IVORY_SHADE = QColor("#e8dfc3")
PIP = QColor("#1d1d24")
BACK = QColor("#7a2230")
BACK_DARK = QColor("#4e1520")
LEGAL = QColor("#ffd54a")
SELECTED = QColor("#39a0ff")
ONLY = QColor("#ff7a2f")


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    first: int,
    second: int,
    face_up: bool = True,
    ring: QColor | None = None,
    dimmed: bool = False,
) -> None:
    """Draw one domino filling ``rect`` (also used by panels and plaques)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    short = min(w, h)
    inset = max(0.6, short * 0.03)
    body = rect.adjusted(inset, inset, -inset, -inset)
    radius = short * 0.12
    shadow = QPainterPath()
    shadow.addRoundedRect(body.translated(short * 0.04, short * 0.06), radius, radius)
    painter.fillPath(shadow, QColor(0, 0, 0, 70))
    path = QPainterPath()
    path.addRoundedRect(body, radius, radius)
    grad = QLinearGradient(body.topLeft(), body.bottomRight())
    grad.setColorAt(0.0, IVORY if face_up else BACK)
    grad.setColorAt(1.0, IVORY_SHADE if face_up else BACK_DARK)
    painter.fillPath(path, grad)
    painter.setPen(QPen(QColor(60, 50, 30, 200), max(0.8, short * 0.025)))
    painter.setBrush(Qt.BrushStyle.NoBrush)  # the outline only: keep the face
    painter.drawPath(path)
    if face_up:
        _paint_face(painter, body, first, second)
    else:
        _paint_back(painter, body)
    if dimmed:
        painter.fillPath(path, QColor(20, 40, 20, 90))
    if ring is not None:
        painter.setPen(QPen(ring, max(2.0, short * 0.08)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        grow = short * 0.05
        painter.drawRoundedRect(body.adjusted(-grow, -grow, grow, grow), radius * 1.2, radius * 1.2)
    painter.restore()


def _paint_face(painter: QPainter, body: QRectF, first: int, second: int) -> None:
    horizontal = body.width() > body.height()
    if horizontal:
        half_w = body.width() / 2
        halves = (
            QRectF(body.x(), body.y(), half_w, body.height()),
            QRectF(body.x() + half_w, body.y(), half_w, body.height()),
        )
        a = QPointF(body.center().x(), body.y() + body.height() * 0.14)
        b = QPointF(body.center().x(), body.bottom() - body.height() * 0.14)
    else:
        half_h = body.height() / 2
        halves = (
            QRectF(body.x(), body.y(), body.width(), half_h),
            QRectF(body.x(), body.y() + half_h, body.width(), half_h),
        )
        a = QPointF(body.x() + body.width() * 0.14, body.center().y())
        b = QPointF(body.right() - body.width() * 0.14, body.center().y())
    short = min(body.width(), body.height())
    painter.setPen(QPen(QColor(90, 80, 60), max(0.8, short * 0.035)))
    painter.drawLine(a, b)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PIP)
    r = short * 0.085
    for half, value in zip(halves, (first, second), strict=False):
        inner = half.adjusted(short * 0.1, short * 0.1, -short * 0.1, -short * 0.1)
        for fx, fy in _PIPS.get(value, ()):
            painter.drawEllipse(QPointF(inner.x() + fx * inner.width(), inner.y() + fy * inner.height()), r, r)


def _paint_back(painter: QPainter, body: QRectF) -> None:
    short = min(body.width(), body.height())
    painter.setPen(QPen(QColor(255, 220, 160, 120), max(0.8, short * 0.04)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    m = short * 0.18
    painter.drawRoundedRect(body.adjusted(m, m, -m, -m), short * 0.08, short * 0.08)


class TileItem(PieceItem):
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
        )
