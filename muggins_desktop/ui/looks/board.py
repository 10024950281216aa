"""The cribbage board's wood, holes and hole numbers in each ``Wood`` (the board is ``cribbage/board/item.py``)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from muggins_desktop.ui.looks.themes import Wood


def paint_haloed_text(
    painter: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor, halo: QColor, width: float
) -> None:
    """``text`` centred in ``rect`` in ``colour``, with an outline of ``width`` in ``halo``.

    The outline is stroked first and the letters filled over it, so the
    letters keep their shape and the halo only shows around them: the text
    reads against the halo whatever lies under it (a coloured lane, grain).
    """
    metrics = QFontMetricsF(font)
    advance = metrics.horizontalAdvance(text)
    baseline = rect.center().y() + (metrics.ascent() - metrics.descent()) / 2
    path = QPainterPath()
    path.addText(QPointF(rect.center().x() - advance / 2, baseline), font, text)
    painter.save()
    pen = QPen(halo, width * 2)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, pen)
    painter.fillPath(path, colour)
    painter.restore()


def paint_wood(
    painter: QPainter, rect: QRectF, wood: Wood, grain: Sequence[tuple[float, float, float, int]], unit: float
) -> None:
    """The board's body in ``wood``: a drop shadow, the gradient, its rim, wavy grain and a sheen.

    ``grain`` holds fixed lines (y, amplitude, phase, alpha) in hole units, so
    the grain never moves between paints; ``unit`` is pixels per hole pitch.
    """
    radius = unit * 0.9
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawRoundedRect(rect.translated(unit * 0.18, unit * 0.25), radius, radius)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, QColor(wood.light))
    grad.setColorAt(0.5, QColor(wood.middle))
    grad.setColorAt(1.0, QColor(wood.dark))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(QColor(wood.rim), unit * 0.12))
    painter.drawRoundedRect(rect.adjusted(unit * 0.06, unit * 0.06, -unit * 0.06, -unit * 0.06), radius, radius)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect.adjusted(unit * 0.15, unit * 0.15, -unit * 0.15, -unit * 0.15), radius, radius)
    painter.setClipPath(clip)
    colour = QColor(wood.grain)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for y, amp, phase, alpha in grain:
        path = QPainterPath()
        steps = 24
        for i in range(steps + 1):
            point = QPointF(rect.width() * i / steps, (y + amp * math.sin(phase + i * 0.55)) * unit)
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        colour.setAlpha(alpha)
        painter.setPen(QPen(colour, unit * 0.05))
        painter.drawPath(path)
    sheen = QLinearGradient(rect.topLeft(), QPointF(rect.left(), rect.top() + unit * 1.2))
    sheen.setColorAt(0.0, QColor(255, 240, 210, 70))
    sheen.setColorAt(1.0, QColor(255, 240, 210, 0))
    painter.fillRect(rect, QBrush(sheen))
    painter.restore()


def paint_hole(painter: QPainter, centre: QPointF, r: float, wood: Wood, unit: float) -> None:
    """One peg hole: dark inside, with the wood's rim colour round it."""
    grad = QRadialGradient(centre + QPointF(r * 0.3, r * 0.4), r * 1.2)
    grad.setColorAt(0.0, QColor(20, 10, 4))
    grad.setColorAt(0.7, QColor(45, 25, 10))
    grad.setColorAt(1.0, QColor(120, 80, 45))
    painter.setPen(QPen(QColor(wood.hole_rim), unit * 0.045))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(centre, r, r)
