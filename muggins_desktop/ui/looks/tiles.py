"""Dominoes painted with ``QPainter`` in every tile style of ``themes``.

Everything is vector drawing in the rectangle given, so a tile is crisp at
any size and device-pixel ratio. Ivory with black pips is the classic set,
black with white pips its reverse, and the coloured style gives each number
its own colour and its own pip shape, so pip counts are told apart faster
and never by colour alone.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from muggins_desktop.ui.looks.themes import PIP_SHAPES, TILE_STYLES, TileStyle

# Pip centres on a 0..1 square for 0..6 pips.
PIP_CENTRES: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)),
}
IVORY = TILE_STYLES["ivory"]


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    first: int,
    second: int,
    face_up: bool = True,
    ring: QColor | None = None,
    dimmed: bool = False,
    style: TileStyle | str = IVORY,
) -> None:
    """Draw one domino filling ``rect`` in ``style`` (a ``TileStyle`` or its name)."""
    if isinstance(style, str):
        style = TILE_STYLES.get(style, IVORY)
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
    grad.setColorAt(0.0, QColor(style.face_light if face_up else style.back_light))
    grad.setColorAt(1.0, QColor(style.face_dark if face_up else style.back_dark))
    painter.fillPath(path, grad)
    painter.setPen(QPen(QColor(style.outline if face_up else style.back_edge), max(1.5, short * 0.025)))
    painter.setBrush(Qt.BrushStyle.NoBrush)  # the outline only: keep the face
    painter.drawPath(path)
    if face_up:
        _paint_face(painter, body, first, second, style)
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


def pip_path(shape: str, r: float) -> QPainterPath:
    """One pip of ``shape`` with "radius" ``r`` around (0, 0); the shapes have about equal area."""
    path = QPainterPath()
    if shape == "square":
        s = r * 0.9
        path.addRect(QRectF(-s, -s, 2 * s, 2 * s))
    elif shape == "triangle":
        s = r * 1.35
        path.addPolygon(QPolygonF([QPointF(0, -s), QPointF(s * 0.95, s * 0.7), QPointF(-s * 0.95, s * 0.7)]))
        path.closeSubpath()
    elif shape == "diamond":
        s = r * 1.25
        path.addPolygon(QPolygonF([QPointF(0, -s), QPointF(s, 0), QPointF(0, s), QPointF(-s, 0)]))
        path.closeSubpath()
    elif shape in ("hexagon", "star"):
        points = []
        corners = 6 if shape == "hexagon" else 10
        for i in range(corners):
            radius = r * 1.08 if shape == "hexagon" else r * (1.3 if i % 2 == 0 else 0.6)
            a = 2 * math.pi * i / corners - math.pi / 2
            points.append(QPointF(radius * math.cos(a), radius * math.sin(a)))
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    else:
        path.addEllipse(QPointF(0, 0), r, r)
    return path


def _paint_face(painter: QPainter, body: QRectF, first: int, second: int, style: TileStyle) -> None:
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
    painter.setPen(QPen(QColor(style.groove), max(0.8, short * 0.035)))
    painter.drawLine(a, b)
    painter.setPen(Qt.PenStyle.NoPen)
    r = short * 0.085
    for half, value in zip(halves, (first, second), strict=False):
        inner = half.adjusted(short * 0.1, short * 0.1, -short * 0.1, -short * 0.1)
        if not 0 <= value < len(style.pips):
            continue
        painter.setBrush(QColor(style.pips[value]))
        shape = pip_path(PIP_SHAPES[value] if style.shapes else "circle", r)
        for fx, fy in PIP_CENTRES.get(value, ()):
            painter.drawPath(shape.translated(inner.x() + fx * inner.width(), inner.y() + fy * inner.height()))


def _paint_back(painter: QPainter, body: QRectF) -> None:
    short = min(body.width(), body.height())
    painter.setPen(QPen(QColor(70, 45, 15, 120), max(0.8, short * 0.04)))  # dark on the light back
    painter.setBrush(Qt.BrushStyle.NoBrush)
    m = short * 0.18
    painter.drawRoundedRect(body.adjusted(m, m, -m, -m), short * 0.08, short * 0.08)
