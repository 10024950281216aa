"""How the score sheet looks: paper and ink, tally marks, and the painters of its one table.

The sheet is a single ``QTableView`` on ``ScoreSheetModel`` (score_sheet.py),
so what a screen reader walks and what the eye reads are the same cells.
These painters give that table the look of a ruled paper sheet: the header
holds the names and the key to the small print over a heavy rule; the margin
holds the round labels in red beside a red margin line; each cell has the
play points and the penalty in small print over the running total; the
totals row carries, when tallies are switched on, each player's tally under
their total. Sizes come from the view's font, so the sheet follows the text
size; colours are looked up at paint time, so high contrast shows on the
next paint without any bookkeeping.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHeaderView, QStyledItemDelegate, QStyleOptionViewItem, QTableView, QWidget

from muggins_desktop.ui.sheet.score_sheet_model import CELLS_ROLE, ScoreSheetModel
from muggins_desktop.ui.text.numbers import is_negative, minus_sign, signed


class PaintedSheet(Protocol):
    """What the painters read of the sheet they paint.

    Declared here, on the painters' side, so that ``score_sheet`` imports
    this module and never the other way round (``ScoreSheet`` fits it).
    """

    @property
    def view(self) -> QTableView: ...

    @property
    def model(self) -> ScoreSheetModel: ...

    @property
    def tally(self) -> bool: ...

    def small_print(self, small: QFont, room: float) -> QFont: ...

    def caption_text(self) -> str: ...

    def _paint_tally(self, p: QPainter, area: QRectF, score: int) -> None: ...


Index = QModelIndex | QPersistentModelIndex

PAPER = QColor("#fbf7e9")
INK = QColor("#23324a")
RULE = QColor("#b9c7dd")
MARGIN_RED = QColor("#d98b8b")  # the margin's line only: too light for text on the paper
MARGIN_INK = QColor("#a33a3a")  # the round numbers beside it: 6:1 on the paper
FOCUS = QColor("#1a56db")  # the focus ring of the rest of the app
MARGIN = 30  # the width of the margin that holds the round labels
PAD = 6  # room kept free right of a cell's texts


@dataclass(frozen=True)
class SheetColours:
    paper: QColor
    ink: QColor
    rule: QColor
    margin: QColor
    loss: QColor
    gain: QColor
    label: QColor  # the round numbers in the margin


# Paper and ink; with high contrast (Settings, or the system asking for it)
# white on black, as the rest of the app is then.
PAPER_COLOURS = SheetColours(PAPER, INK, RULE, MARGIN_RED, QColor("#b03a2e"), QColor("#2e7d32"), MARGIN_INK)
CONTRAST_COLOURS = SheetColours(
    QColor("#000000"),
    QColor("#ffffff"),
    QColor("#9a9a9a"),
    QColor("#ffd400"),
    QColor("#ff8a80"),
    QColor("#7cff7c"),
    QColor("#ffd400"),
)
#: How opaque the caption's ink is: it reads lighter than the figures, and still at 4.5:1.
CAPTION_ALPHA = 190


def sheet_colours() -> SheetColours:
    from muggins_desktop.ui.access.accessibility import app_high_contrast

    return CONTRAST_COLOURS if app_high_contrast() else PAPER_COLOURS


def focus_colour(c: SheetColours) -> QColor:
    return QColor("#ffff00") if c is CONTRAST_COLOURS else FOCUS


@dataclass(frozen=True)
class Metrics:
    """The sheet's measures, all from one line of the view's font (the text size setting)."""

    line: float

    @property
    def row(self) -> float:
        return self.line * 1.9

    @property
    def header(self) -> float:
        return 4.0 + self.line * 2.4

    @property
    def total(self) -> float:
        return self.line * 1.3

    @property
    def tally(self) -> float:
        """The size of one house of the tally (a stroke is as tall)."""
        return min(self.line * 1.5, 40.0)


def metrics(font: QFont) -> Metrics:
    return Metrics(QFontMetricsF(font).height() * 1.3)


def small_font(font: QFont) -> QFont:
    small = QFont(font)
    small.setPointSizeF(max(6.0, font.pointSizeF() * 0.82))
    return small


def bold_font(font: QFont) -> QFont:
    bold = QFont(font)
    bold.setBold(True)
    return bold


# ------------------------------------------------------------------ tallies
def tally_parts(score: int, unit: int = 5) -> tuple[int, int, int]:
    """(houses of 50, strokes of ``unit`` points, leftover points) for ``abs(score)``."""
    value = abs(score)
    houses, rest = divmod(value, 50)
    strokes, left = divmod(rest, max(1, unit))
    return houses, strokes, left


Mark = tuple[str, int]  # ("minus", 0), ("house", 0), ("gate", strokes 1-5) or ("left", points)


def tally_marks(score: int, unit: int) -> list[Mark]:
    """The marks of a tally, left to right: houses, then gates of five strokes, then any leftover."""
    houses, strokes, left = tally_parts(score, unit)
    marks: list[Mark] = [("minus", 0)] if score < 0 else []
    marks += [("house", 0)] * houses
    marks += [("gate", min(5, strokes - k)) for k in range(0, strokes, 5)]
    return marks + ([("left", left)] if left else [])


def mark_width(mark: Mark, size: float) -> float:
    gap = size * 0.24
    kind, n = mark
    if kind == "house":
        return size * 1.25
    if kind == "gate":
        return gap * (5.5 if n == 5 else n + 0.5)
    return size * 0.5 if kind == "minus" else size * 1.2


def tally_lines(marks: list[Mark], width: float, size: float) -> list[list[Mark]]:
    """The marks wrapped into lines of ``width``: a house or a gate is never split."""
    lines: list[list[Mark]] = [[]]
    x = 0.0
    for mark in marks:
        w = mark_width(mark, size)
        if lines[-1] and x + w > width:
            lines.append([])
            x = 0.0
        lines[-1].append(mark)
        x += w
    return lines if lines[-1] else []


def paint_mark(p: QPainter, mark: Mark, at: QPointF, size: float) -> None:
    """One mark with its top left at ``at``: the pen and font are the caller's."""
    x, y = at.x(), at.y()
    kind, n = mark
    gap = size * 0.24
    if kind == "minus":
        p.drawLine(QPointF(x, y + size / 2), QPointF(x + size * 0.3, y + size / 2))
    elif kind == "house":
        # A big X, and a small x in each of its four gaps.
        p.drawLine(QPointF(x, y), QPointF(x + size, y + size))
        p.drawLine(QPointF(x + size, y), QPointF(x, y + size))
        s = size * 0.12
        for cx, cy in ((0.5, 0.16), (0.5, 0.84), (0.16, 0.5), (0.84, 0.5)):
            centre = QPointF(x + size * cx, y + size * cy)
            p.drawLine(centre + QPointF(-s, -s), centre + QPointF(s, s))
            p.drawLine(centre + QPointF(s, -s), centre + QPointF(-s, s))
    elif kind == "gate":
        for k in range(min(n, 4)):
            stroke_x = x + gap * (0.5 + k)
            p.drawLine(QPointF(stroke_x, y + size * 0.1), QPointF(stroke_x, y + size * 0.9))
        if n == 5:  # the fifth stroke crosses the four before it
            p.drawLine(QPointF(x, y + size * 0.8), QPointF(x + gap * 4, y + size * 0.2))
    else:
        p.drawText(QRectF(x + gap, y, size * 1.2, size), Qt.AlignmentFlag.AlignVCenter, f"+{n}")


def paint_tally(p: QPainter, area: QRectF, score: int, unit: int, ink: QColor) -> None:
    """A score as tally marks in ``area``, wrapped into as many lines as it needs (and has room for)."""
    size = min(40.0, area.height(), metrics(p.font()).tally)
    pen = QPen(ink, max(1.4, size * 0.06))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    y = area.y()
    for line in tally_lines(tally_marks(score, unit), area.width(), size):
        if y + size > area.bottom() + 0.5:
            break
        x = area.x()
        for mark in line:
            paint_mark(p, mark, QPointF(x, y), size)
            x += mark_width(mark, size)
        y += size * 1.15


def tally_height(score: int, unit: int, width: float, font: QFont) -> float:
    """How tall a tally of ``score`` is in a cell ``width`` wide."""
    size = metrics(font).tally
    return len(tally_lines(tally_marks(score, unit), width, size)) * size * 1.15


# ------------------------------------------------------------------ cells
class CellDelegate(QStyledItemDelegate):
    """Paints one cell of the sheet: a round's small print and total, or a total and its tally."""

    def __init__(self, sheet: PaintedSheet, parent: QObject) -> None:
        super().__init__(parent)
        self.sheet = sheet

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        c = sheet_colours()
        rect = QRectF(option.rect)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(rect, c.paper)
        cell = index.data(CELLS_ROLE)
        if isinstance(cell, int):
            self._paint_total(painter, rect, cell, c)
        elif isinstance(cell, tuple):
            self._paint_round(painter, rect, cell, c, index.column())
        view = self.sheet.view
        if view.hasFocus() and view.currentIndex() == index:
            painter.setPen(QPen(focus_colour(c), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 3, 3)
        painter.restore()

    def _paint_round(self, p: QPainter, r: QRectF, cell: tuple[str, str, str], c: SheetColours, column: int) -> None:
        """Points (red for a loss, green for a gain) and penalty above the running total."""
        font = self.sheet.view.font()
        lh = metrics(font).line
        points, penalty, running = cell
        x, y, w = r.x(), r.y(), r.width() - PAD
        p.setFont(self.sheet.small_print(small_font(font), w))
        p.setPen(c.loss if is_negative(points) else c.gain)  # a loss never reads green
        top_line = QRectF(x + 2, y + 2, w - 2, lh * 0.9)
        p.drawText(top_line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, signed(points))
        if penalty:
            p.setPen(c.loss)
            p.drawText(top_line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, minus_sign(penalty))
        p.setFont(bold_font(font))
        p.setPen(c.ink)
        p.drawText(
            QRectF(x, y + lh * 0.85, w, lh),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            minus_sign(running),
        )
        p.setPen(QPen(c.rule, 1))
        p.drawLine(QPointF(r.left(), r.bottom() - 0.5), QPointF(r.right() + 1, r.bottom() - 0.5))
        if column > 0:
            p.drawLine(QPointF(r.left(), r.top()), QPointF(r.left(), r.bottom()))

    def _paint_total(self, p: QPainter, r: QRectF, total: int, c: SheetColours) -> None:
        """The running total in bold; with tallies on, the same score in strokes and houses below it."""
        font = self.sheet.view.font()
        m = metrics(font)
        p.setFont(bold_font(font))
        p.setPen(c.ink)
        p.drawText(
            QRectF(r.x(), r.y(), r.width() - PAD, m.total),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            minus_sign(total),
        )
        if self.sheet.tally:
            p.setFont(font)
            top = r.y() + m.total + m.line * 0.3
            self.sheet._paint_tally(p, QRectF(r.x() + 4, top, r.width() - PAD - 4, r.bottom() - top), total)


# ------------------------------------------------------------------ headers
class NamesHeader(QHeaderView):
    """The names over the columns and, across them, the key to the small print; a heavy rule below."""

    def __init__(self, sheet: PaintedSheet, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.sheet = sheet
        self.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setMinimumSectionSize(8)

    def sizeHint(self) -> QSize:
        """As tall as its lines; Qt's own hint would ask every section's header data (a cost per row)."""
        return QSize(0, round(metrics(self.font()).header))

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        c = sheet_colours()
        p = QPainter(self.viewport())
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.fillRect(self.viewport().rect(), c.paper)
        lh = metrics(self.font()).line
        p.setPen(c.ink)
        self._paint_names(p, lh)
        self._paint_caption(p, lh, c)
        y = self.height() - 1.0
        p.setPen(QPen(c.ink, 1.2))
        p.drawLine(QPointF(0, y), QPointF(self.width(), y))
        p.end()

    def _paint_names(self, p: QPainter, lh: float) -> None:
        """Names shrink (to two thirds at most) before they are cut short ("Computer 3" in a narrow sheet)."""
        header, shown = self.shown_names()
        p.setFont(header)
        for i, text in enumerate(shown):
            r = QRectF(self.sectionViewportPosition(i) + 2, 4.0, self.sectionSize(i) - 4, lh)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    def shown_names(self) -> tuple[QFont, list[str]]:
        """The names' font and each name as drawn over its column.

        A name too long even at the smallest size loses its middle, not its
        end: "Computer 1" and "Computer 2" cut at the end both read
        "Comput…". The whole name is the column's tooltip and accessible name
        (the model's header data).
        """
        names = self.sheet.model.names
        bold = bold_font(self.font())
        widest = max((QFontMetricsF(bold).horizontalAdvance(name) for name in names), default=0.0)
        col = min((self.sectionSize(i) for i in range(len(names))), default=0)
        header = QFont(bold)
        if widest > col - 4 > 0:
            header.setPointSizeF(max(bold.pointSizeF() * 0.66, bold.pointSizeF() * (col - 4) / widest))
        metrics_ = QFontMetricsF(header)
        mode = Qt.TextElideMode.ElideMiddle
        return header, [metrics_.elidedText(name, mode, self.sectionSize(i) - 4.0) for i, name in enumerate(names)]

    def _paint_caption(self, p: QPainter, lh: float, c: SheetColours) -> None:
        """The key to the small print; it shrinks (to half at most) before it is cut short."""
        caption = self.sheet.caption_text()
        if not self.sheet.model.names:
            return
        small = small_font(self.font())
        room = self.width() - PAD
        fitted = QFont(small)
        wide = QFontMetricsF(small).horizontalAdvance(caption)
        if wide > room > 0:
            fitted.setPointSizeF(max(small.pointSizeF() * 0.5, small.pointSizeF() * room / wide * 0.95))
        p.setFont(fitted)
        p.setPen(QColor(c.ink.red(), c.ink.green(), c.ink.blue(), CAPTION_ALPHA))
        caption = QFontMetricsF(fitted).elidedText(caption, Qt.TextElideMode.ElideRight, room)
        p.drawText(QRectF(0, 4.0 + lh, room, lh), Qt.AlignmentFlag.AlignCenter, caption)


class MarginHeader(QHeaderView):
    """The margin: each round's label in red ink beside the red margin line, and Σ by the totals."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setMinimumSectionSize(1)
        self.setFixedWidth(MARGIN)

    def sizeHint(self) -> QSize:
        """The margin's width; Qt's own hint would ask the label of every round on each new row."""
        return QSize(MARGIN, 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        p = QPainter(self.viewport())
        p.fillRect(event.rect(), sheet_colours().paper)
        p.end()
        super().paintEvent(event)

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:  # noqa: N803 - Qt's names
        c = sheet_colours()
        r = QRectF(rect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(r, c.paper)
        if logicalIndex == self.count() - 1:
            painter.setFont(bold_font(self.font()))
            painter.setPen(c.ink)
            lh = metrics(self.font()).total
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(QRectF(0, r.top(), MARGIN - PAD, lh), align, "Σ")
            return
        label = self.model().headerData(logicalIndex, Qt.Orientation.Vertical)
        painter.setFont(self.font())
        painter.setPen(c.label)
        align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRectF(0, r.top(), MARGIN - PAD, r.height()), align, str(label or ""))
        painter.setPen(QPen(c.rule, 1))
        painter.drawLine(QPointF(0, r.bottom() - 0.5), QPointF(MARGIN, r.bottom() - 0.5))
        painter.setPen(QPen(c.margin, 1.2))
        painter.drawLine(QPointF(MARGIN - 3, r.top()), QPointF(MARGIN - 3, r.bottom() + 1))
