"""The felt: a radial gradient in the chosen ``Felt`` with a faint rail, as the table shows it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QPainter, QRadialGradient

from muggins_desktop.ui.looks.themes import Felt


def paint_felt(painter: QPainter, area: QRectF | QRect, width: float, height: float, felt: Felt) -> None:
    """Fill ``area`` with the felt of a table ``width`` x ``height`` pixels (the gradient is the table's)."""
    grad = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.75)
    grad.setColorAt(0.0, QColor(felt.centre))
    grad.setColorAt(1.0, QColor(felt.edge))
    painter.fillRect(area, grad)
    painter.setPen(QColor(255, 255, 255, 18))
    margin = max(4.0, min(width, height) * 0.009)
    painter.drawRoundedRect(QRectF(margin, margin, width - 2 * margin, height - 2 * margin), 18, 18)
