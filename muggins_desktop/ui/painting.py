"""Small painting helpers shared by both tables' items."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF


def make_font(px: float, bold: bool = False) -> QFont:
    """A font sized in pixels, so text scales with the table, not the DPI setting."""
    font = QFont()
    font.setPixelSize(max(8, int(round(px))))
    font.setBold(bold)
    return font


def elide(text: str, font: QFont, width: float) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` pixels."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))
