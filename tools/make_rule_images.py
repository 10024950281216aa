"""Draw the small pictures used by the in-app rules (resources/rules/*.png).

    python3 tools/make_rule_images.py

QTextBrowser shows PNG but not inline SVG, so the diagrams are painted once
with QPainter and committed. They carry only numbers and symbols, never words,
so one set of pictures serves every language; the captions live in the HTML.
Each picture is painted at twice its display size and shown with half-size
``width``/``height`` attributes, which keeps it sharp on high-DPI screens.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "rules"
SCALE = 2  # pixels per display unit

FELT = QColor("#2f7d4a")
IVORY = QColor("#fbf8ee")
INK = QColor("#202020")
MUTED = QColor("#b9b4a6")
GOLD = QColor("#ffd75e")
RED = QColor("#c8202f")

PIPS = {  # pip centres on a unit square, per value
    0: [],
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)],
}
HALF = 36.0  # a tile half is HALF x HALF display units


class Canvas:
    """An image plus a painter in display units (scaled to SCALE)."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.image = QImage(width * SCALE, height * SCALE, QImage.Format.Format_ARGB32_Premultiplied)
        self.image.fill(FELT)
        self.painter = QPainter(self.image)
        self.painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.painter.scale(SCALE, SCALE)

    def save(self, name: str) -> None:
        self.painter.end()
        OUT.mkdir(parents=True, exist_ok=True)
        self.image.save(str(OUT / name), "PNG")

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 15,
        color: QColor = IVORY,
        bold: bool = True,
        width: float = 120,
    ) -> None:
        """Centred text on (x, y)."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(int(size))
        font.setBold(bold)
        self.painter.setFont(font)
        self.painter.setPen(color)
        self.painter.drawText(QRectF(x - width / 2, y - size, width, size * 2), Qt.AlignmentFlag.AlignCenter, text)


def draw_tile(
    c: Canvas, x: float, y: float, a: int, b: int, crosswise: bool, dim: bool = False, glow: bool = False
) -> QRectF:
    """A tile with top-left (x, y): lengthwise [a|b] left to right, or crosswise
    (standing, a on top) as doubles are laid."""
    w, h = (HALF, 2 * HALF) if crosswise else (2 * HALF, HALF)
    rect = QRectF(x, y, w, h)
    p = c.painter
    if glow:
        p.setPen(QPen(GOLD, 4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 9, 9)
    p.setPen(QPen(INK, 1.5))
    p.setBrush(MUTED if dim else IVORY)
    p.drawRoundedRect(rect, 6, 6)
    halves = (
        (QRectF(x, y, HALF, HALF), QRectF(x, y + HALF, HALF, HALF))
        if crosswise
        else (QRectF(x, y, HALF, HALF), QRectF(x + HALF, y, HALF, HALF))
    )
    if crosswise:
        p.drawLine(QPointF(x + 5, y + HALF), QPointF(x + HALF - 5, y + HALF))
    else:
        p.drawLine(QPointF(x + HALF, y + 5), QPointF(x + HALF, y + HALF - 5))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#6d6a60") if dim else INK)
    for value, half in zip((a, b), halves, strict=False):
        for px, py in PIPS[value]:
            p.drawEllipse(QPointF(half.x() + 4 + px * (HALF - 8), half.y() + 4 + py * (HALF - 8)), 3.2, 3.2)
    return rect


def line_picture(
    name: str, tiles: list[tuple[int, int]], labels: tuple[str, str], total: str, dim_inside_doubles: bool
) -> None:
    """A line of tiles left to right, doubles crosswise, ends highlighted and
    labelled with what they contribute."""
    gap = 4
    widths = [HALF if a == b else 2 * HALF for a, b in tiles]
    width = int(sum(widths) + gap * (len(tiles) - 1) + 160)
    c = Canvas(width, 172)
    x = 80.0
    mid = 62.0
    rects = []
    for i, (a, b) in enumerate(tiles):
        double = a == b
        at_end = i in (0, len(tiles) - 1)
        top = mid - HALF if double else mid - HALF / 2
        rects.append(
            draw_tile(c, x, top, a, b, crosswise=double, dim=double and not at_end and dim_inside_doubles, glow=at_end)
        )
        x += widths[i] + gap
    left, right = rects[0], rects[-1]
    c.text(left.center().x(), 124, labels[0])
    c.text(right.center().x(), 124, labels[1])
    c.text(width / 2, 154, total, size=17, color=GOLD)
    c.save(name)


def card_picture(name: str, hand: list[str], starter: str) -> None:
    """Four hand cards, a gap, and the starter (marked by a gold frame)."""
    cw, ch, gap = 56.0, 80.0, 8.0
    width = int(4 * cw + 3 * gap + 30 + cw + 40)
    c = Canvas(width, int(ch + 30))
    p = c.painter
    suits = {"C": ("\u2663", INK), "D": ("\u2666", RED), "H": ("\u2665", RED), "S": ("\u2660", INK)}
    x = 20.0
    for i, card in enumerate(hand + [starter]):
        if i == 4:
            x += 30 - gap
        rect = QRectF(x, 15, cw, ch)
        if i == 4:
            p.setPen(QPen(GOLD, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 9, 9)
        p.setPen(QPen(INK, 1.5))
        p.setBrush(QColor("#ffffff"))
        p.drawRoundedRect(rect, 6, 6)
        rank = "10" if card[0] == "T" else card[0]
        symbol, color = suits[card[1]]
        c.text(rect.x() + 14, rect.y() + 16, rank, size=16, color=color, width=30)
        c.text(rect.center().x(), rect.center().y() + 8, symbol, size=30, color=color, bold=False, width=cw)
        x += cw + gap
    c.save(name)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    # [1|1] and [4|4] are both at the ends: each counts both halves.
    line_picture(
        "end-double.png", [(1, 1), (1, 4), (4, 4)], ("1 + 1 = 2", "4 + 4 = 8"), "2 + 8 = 10", dim_inside_doubles=False
    )
    # Once [4|3] is laid on [4|4], that double is inside and counts nothing.
    line_picture(
        "inside-double.png", [(1, 1), (1, 4), (4, 4), (4, 3)], ("1 + 1 = 2", "3"), "2 + 3 = 5", dim_inside_doubles=True
    )
    # A lone opening double is both ends but counts once.
    line_picture("opening-double.png", [(5, 5)], ("", ""), "5 + 5 = 10", dim_inside_doubles=False)
    card_picture("muggins-hand.png", ["7C", "8D", "8S", "9H"], "2C")
    print(f"pictures written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
