"""Small painting helpers shared by both tables' items."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from muggins_desktop.ui.looks.themes import CONTRAST_FELT, FELT_STYLES, HIGH_CONTRAST_FELT


def make_font(px: float, bold: bool = False, factor: float | None = None) -> QFont:
    """A font sized in pixels, so text scales with the table, not the DPI setting.

    ``px`` is grown by ``factor``, by default the text size (``text_scale``);
    a panel that has less room passes the smaller factor it chose.
    """
    if factor is None:
        from muggins_desktop.ui.access.accessibility import text_scale

        factor = text_scale()
    font = QFont()
    font.setPixelSize(max(8, int(round(px * factor))))
    font.setBold(bold)
    return font


#: Texts that ``elide`` had to cut, newest last (the text-size tests read it).
elided: deque[str] = deque(maxlen=200)


def elide(text: str, font: QFont, width: float) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` pixels."""
    out = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))
    if out != text:
        elided.append(text)
    return out


def _fits(text: str, font: QFont, width: float, height: float | None, wrap: bool) -> bool:
    fm = QFontMetricsF(font)
    if wrap:
        flags = int(Qt.TextFlag.TextWordWrap)
        box = fm.boundingRect(QRectF(0, 0, max(1.0, width), 1e6), flags, text)
        return box.width() <= width + 0.5 and (height is None or box.height() <= height + 1.0)
    if fm.horizontalAdvance(text) > width:
        return False
    return height is None or fm.height() <= height + 1.0


def fitted_font(text: str, font: QFont, width: float, height: float | None = None, wrap: bool = False) -> QFont:
    """``font``, made smaller when ``text`` is too big for ``width`` x ``height`` pixels.

    It never goes below the size the text has at text scale 1.0, so a larger
    text-size setting never makes a table label smaller than the default;
    only what still does not fit at that size is elided.
    """
    from muggins_desktop.ui.access.accessibility import text_scale

    px = font.pixelSize()
    if px <= 0 or _fits(text, font, width, height, wrap):
        return font
    floor = max(8, int(round(px / max(1.0, text_scale()))))
    smaller = QFont(font)
    while px > floor:
        px -= 1
        smaller.setPixelSize(px)
        if _fits(text, smaller, width, height, wrap):
            break
    return smaller


def draw_fitted(
    painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str, font: QFont, width: float | None = None
) -> None:
    """Draw ``text`` in ``rect`` with ``font``, shrunk (then elided) only if it does not fit.

    ``width`` is the room for the text across (default: the rect's width);
    the line must also fit the rect's height.
    """
    room = rect.width() if width is None else width
    use = fitted_font(text, font, room, rect.height())
    if QFontMetricsF(use).height() > rect.height() + 1.0:
        elided.append(text)  # cut at the top or bottom
    painter.save()
    painter.setFont(use)
    painter.drawText(rect, flags, elide(text, use, room))
    painter.restore()


def draw_wrapped(painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str, font: QFont) -> None:
    """Draw word-wrapped ``text`` in ``rect``, shrinking ``font`` (down to its 1.0x size) to fit."""
    use = fitted_font(text, font, rect.width(), rect.height(), wrap=True)
    if not _fits(text, use, rect.width(), rect.height(), True):
        # Too long even at its smallest: keep the lines that fit, the last one
        # ending in an ellipsis, rather than drawing over the box's border.
        elided.append(text)
        text = clamp_lines(text, use, rect.width(), rect.height())
    painter.save()
    painter.setFont(use)
    painter.drawText(rect, int(flags) | int(Qt.TextFlag.TextWordWrap), text)
    painter.restore()


def clamp_lines(text: str, font: QFont, width: float, height: float) -> str:
    """``text`` wrapped to ``width`` and cut to the whole lines that fit ``height``."""
    fm = QFontMetricsF(font)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and fm.horizontalAdvance(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    room = max(1, int((height + 1.0) // max(1.0, fm.lineSpacing())))
    if len(lines) <= room:
        return "\n".join(lines)
    kept = lines[:room]
    kept[-1] = fm.elidedText(kept[-1] + " …", Qt.TextElideMode.ElideRight, max(0.0, width))
    return "\n".join(kept)


# Felt colours (centre, edge) of the table themes a player can choose, from
# ``ui/looks/themes.py`` (centres dark enough for every table text at WCAG AA,
# tools/table_contrast.py), and the black felt of high contrast (chosen by
# the high-contrast setting, not offered as a theme).
THEMES: dict[str, tuple[str, str]] = {f.name: (f.centre, f.edge) for f in FELT_STYLES.values()}
HIGH_CONTRAST_THEME = HIGH_CONTRAST_FELT
FELTS: dict[str, tuple[str, str]] = {**THEMES, HIGH_CONTRAST_THEME: (CONTRAST_FELT.centre, CONTRAST_FELT.edge)}


def paint_button_face(painter: QPainter, rect: QRectF, enabled: bool, accent: bool) -> QColor:
    """Paint a rounded table button and return the colour its label should use.

    Both tables share one look for their painted buttons, so a player meets
    the same "Draw", "Go" or "Next hand" button whichever game is open.
    """
    r = rect.adjusted(1, 1, -1, -1)
    radius = r.height() * 0.3
    if enabled:
        fill = QColor("#f2c94c") if accent else QColor("#ece6d3")
        pen = QPen(QColor("#7a5b12") if accent else QColor("#6d6a5c"), 1.5)
        label = QColor("#2a2410")
    elif _high_contrast():
        fill = QColor("#000000")
        pen = QPen(QColor("#c0c0c0"), 1.5, Qt.PenStyle.DashLine)
        label = QColor("#c0c0c0")  # 10.9:1 on black, still unlike an enabled button
    else:
        fill = QColor(255, 255, 255, 28)
        pen = QPen(QColor(255, 255, 255, 60), 1.0)
        label = QColor(255, 255, 255, 175)  # dimmer than enabled, still 3:1 (tools/table_contrast.py)
    painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawRoundedRect(r, radius, radius)
    return label


def _high_contrast() -> bool:
    from muggins_desktop.ui.access.accessibility import app_high_contrast

    return app_high_contrast()
