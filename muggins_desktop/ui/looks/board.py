"""Painting helpers for the cribbage board's woods (the board itself is ``cribbage/board_item.py``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen


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
