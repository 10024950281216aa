"""The score sheet panel: points, penalty and running total per round.

Game independent: a table hands it the player names, one row per round with
(points, penalty, total) per player, and the current totals. With tally
marks switched on, each total is also drawn the traditional way: a stroke
per 5 points in bundles of five, and a "house" (a big X with a small x in
each of its four gaps) per 50 points.

For a screen reader the same rows and totals are a table
(``score_sheet_model``): a one-pixel ``QTableView`` on a
``ScoreSheetModel`` takes the sheet's keyboard focus, so Tab or a click
reaches it, the arrow keys walk the cells, and the sheet outlines the cell
being read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QWidget

from muggins_desktop.ui.sheet.score_sheet_model import ScoreSheetModel, ScoreSheetView
from muggins_desktop.ui.text.numbers import is_negative, minus_sign, signed

Cells = tuple[str, str, str]

PAPER = QColor("#fbf7e9")
INK = QColor("#23324a")
RULE = QColor("#b9c7dd")
MARGIN_RED = QColor("#d98b8b")
FOCUS = QColor("#1a56db")  # the focus ring of the rest of the app


@dataclass(frozen=True)
class SheetColours:
    paper: QColor
    ink: QColor
    rule: QColor
    margin: QColor
    loss: QColor
    gain: QColor


# Paper and ink; with high contrast (Settings, or the system asking for it)
# white on black, as the rest of the app is then.
PAPER_COLOURS = SheetColours(PAPER, INK, RULE, MARGIN_RED, QColor("#b03a2e"), QColor("#2e7d32"))
CONTRAST_COLOURS = SheetColours(
    QColor("#000000"), QColor("#ffffff"), QColor("#9a9a9a"), QColor("#ffd400"), QColor("#ff8a80"), QColor("#7cff7c")
)


def sheet_colours() -> SheetColours:
    from muggins_desktop.ui.access.accessibility import app_high_contrast

    return CONTRAST_COLOURS if app_high_contrast() else PAPER_COLOURS


def tally_parts(score: int, unit: int = 5) -> tuple[int, int, int]:
    """(houses of 50, strokes of ``unit`` points, leftover points) for ``abs(score)``."""
    value = abs(score)
    houses, rest = divmod(value, 50)
    strokes, left = divmod(rest, max(1, unit))
    return houses, strokes, left


class ScoreSheet(QWidget):
    """A ruled paper sheet painted with QPainter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.rows: list[tuple[str, list[Cells]]] = []
        self.totals: list[int] = []
        self.tally = False
        self.tally_unit = 5  # points per stroke: 5 in dominoes, 1 in cribbage (no leftovers)
        self.caption: str | None = None  # the key to the small print; a default when None
        self._widest = ("", "")  # the longest points and penalty texts so far (the small print's size)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setMinimumWidth(220)
        self.model = ScoreSheetModel(self)
        self.view = ScoreSheetView(self.model, self)
        self._name_view()
        self.view.cursorMoved.connect(self._follow_cursor)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setFocusProxy(self.view)

    def _name_view(self) -> None:
        self.view.setAccessibleName(self.tr("Score sheet"))
        self.view.setAccessibleDescription(self.tr("One row per round, one column per player, then the totals"))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_view()
            rows = self.model.rowCount()
            if rows:
                self.model.headerDataChanged.emit(Qt.Orientation.Vertical, rows - 1, rows - 1)  # "Total"
                self.model.dataChanged.emit(
                    self.model.index(0, 0), self.model.index(rows - 1, self.model.columnCount() - 1)
                )

    def set_data(self, names: Sequence[str], rows: Sequence[tuple[str, list[Cells]]], totals: Sequence[int]) -> None:
        """Show new data, repainting only the rows that changed.

        A move changes at most the last row and the totals, so a long match
        costs the same per move as a short one: unchanged rows are neither
        compared twice nor repainted.
        """
        names, rows, totals = list(names), list(rows), list(totals)
        if names != self.names or len(rows) < len(self.rows):
            self.names, self.rows, self.totals = names, rows, totals
            self.model.reset(names, rows, totals)
            self._widest = ("", "")
            self._measure(rows)
            self.updateGeometry()
            self.update()
            return
        first = len(self.rows)
        for i in range(len(self.rows) - 1, max(-1, len(self.rows) - 3), -1):
            if rows[i] != self.rows[i]:
                first = i
        grown = len(rows) != len(self.rows)
        if first == len(self.rows) and not grown and totals == self.totals:
            return
        self.names, self.rows, self.totals = names, rows, totals
        self.model.update_rows(rows, totals, first)
        self._measure(rows[first:])
        if grown:
            self.updateGeometry()
        top = self._rows_top() + self._row_h() * first
        self.update(0, int(top) - 1, self.width(), self.height() - int(top) + 1)

    def _rows_top(self) -> float:
        return 4.0 + self._line_h() * 2.4

    def _cell_rect(self, row: int, col: int) -> QRectF:
        """Where the sheet paints the model's cell (``row`` == len(rows): the totals)."""
        left = 30.0
        width = (self.width() - left - 6) / max(1, len(self.names))
        top = self._rows_top() + self._row_h() * row
        height = self._line_h() * 1.3 if row >= len(self.rows) else self._row_h()
        return QRectF(left + col * width, top, width, height)

    def _follow_cursor(self) -> None:
        """Outline the cell being read and scroll it into view."""
        self.update()
        index = self.view.currentIndex()
        holder = self.parentWidget()  # a scroll area's viewport
        scroll = holder.parentWidget() if holder is not None else None
        if index.isValid() and self.view.hasFocus() and isinstance(scroll, QScrollArea):
            r = self._cell_rect(index.row(), index.column())
            scroll.ensureVisible(int(r.center().x()), int(r.center().y()), int(r.width() / 2), int(r.height()))

    def _measure(self, rows: Sequence[tuple[str, list[Cells]]]) -> None:
        """Keep the longest points and penalty texts (only the rows given: a move adds one)."""
        points, penalty = self._widest
        for _label, cells in rows:
            for cell in cells:
                points = max(points, signed(cell[0]), key=len)
                penalty = max(penalty, minus_sign(cell[1]) if cell[1] else "", key=len)
        self._widest = (points, penalty)

    def _small_print(self, small: QFont, room: float) -> QFont:
        """The small print, smaller (to 60 % at most) when the longest points and penalty would touch."""
        points, penalty = self._widest
        fm = QFontMetricsF(small)
        need = fm.horizontalAdvance(points) + (fm.horizontalAdvance(penalty) + fm.averageCharWidth() if penalty else 0)
        if need <= room or need <= 0:
            return small
        tight = QFont(small)
        tight.setPointSizeF(max(small.pointSizeF() * 0.6, small.pointSizeF() * room / need))
        return tight

    def _paint_cursor(self, p: QPainter, c: SheetColours) -> None:
        if not self.view.hasFocus():
            return
        ring = QColor("#ffff00") if c is CONTRAST_COLOURS else FOCUS
        p.setPen(QPen(ring, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5))
        index = self.view.currentIndex()
        if index.isValid():
            p.setPen(QPen(ring, 2))
            p.drawRoundedRect(self._cell_rect(index.row(), index.column()).adjusted(1, 1, -1, -1), 3, 3)

    def set_tally(self, on: bool) -> None:
        self.tally = on
        self.updateGeometry()
        self.update()

    # ------------------------------------------------------------- geometry
    def _line_h(self) -> float:
        return QFontMetricsF(self.font()).height() * 1.3

    def _row_h(self) -> float:
        return self._line_h() * 1.9

    def _tally_h(self) -> float:
        return self._line_h() * 2.6

    def sizeHint(self) -> QSize:
        h = self._line_h() * 2.4 + self._row_h() * len(self.rows) + self._line_h() * 1.4 + 12
        if self.tally:
            h += self._tally_h() * max(1, len(self.names)) + self._line_h()
        w = max(240, 70 * max(1, len(self.names)) + 40)
        return QSize(int(w), int(h))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, self.sizeHint().height())

    # ------------------------------------------------------------- painting
    def paintEvent(self, event: QPaintEvent) -> None:
        """Each round is one ruled row; per player the play points and the
        penalty in small print above the running total."""
        c = sheet_colours()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.fillRect(self.rect(), c.paper)
        if not self.names:
            p.setPen(c.ink)
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.tr("No match yet"))
            p.end()
            return
        lh, rh = self._line_h(), self._row_h()
        left = 30.0
        n = len(self.names)
        col = (self.width() - left - 6) / n
        bold = QFont(self.font())
        bold.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, self.font().pointSizeF() * 0.82))
        red, green = c.loss, c.gain
        # Header: names, then a key to the small print.
        y = 4.0
        p.setPen(c.ink)
        # Names shrink (to two thirds at most) before they are cut short, so
        # "Computer 3" stays readable in a narrow four-player sheet.
        header = QFont(bold)
        widest = max((QFontMetricsF(bold).horizontalAdvance(name) for name in self.names), default=0.0)
        if widest > col - 4 and widest > 0:
            header.setPointSizeF(max(bold.pointSizeF() * 0.66, bold.pointSizeF() * (col - 4) / widest))
        p.setFont(header)
        for i, name in enumerate(self.names):
            r = QRectF(left + i * col, y, col, lh)
            p.drawText(
                r,
                Qt.AlignmentFlag.AlignCenter,
                QFontMetricsF(header).elidedText(name, Qt.TextElideMode.ElideRight, col - 4),
            )
        y += lh
        p.setFont(small)
        p.setPen(QColor(c.ink.red(), c.ink.green(), c.ink.blue(), 190))
        caption = self.caption if self.caption is not None else self.tr("play points · penalty / running total")
        room = self.width() - left - 6
        fitted = QFont(small)
        wide = QFontMetricsF(small).horizontalAdvance(caption)
        if wide > room > 0:  # shrink (to half at most) before cutting it short
            fitted.setPointSizeF(max(small.pointSizeF() * 0.5, small.pointSizeF() * room / wide * 0.95))
        p.setFont(fitted)
        caption = QFontMetricsF(fitted).elidedText(caption, Qt.TextElideMode.ElideRight, room)
        p.drawText(QRectF(left, y, room, lh), Qt.AlignmentFlag.AlignCenter, caption)
        y += lh * 1.4
        p.setPen(QPen(c.ink, 1.2))
        p.drawLine(QPointF(0, y), QPointF(self.width(), y))
        top = y
        dirty = event.rect()
        cell_font = self._small_print(small, col - 6)
        for label, cells in self.rows:
            if y + rh < dirty.top() or y > dirty.bottom() + 1:
                y += rh  # not in the part being repainted
                continue
            p.setPen(c.margin)
            p.setFont(self.font())
            p.drawText(QRectF(0, y, left - 6, rh), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            for i, (points, penalty, running) in enumerate(cells[:n]):
                x = left + i * col
                p.setFont(cell_font)
                p.setPen(red if is_negative(points) else green)  # a loss never reads green
                top_line = QRectF(x, y + 2, col - 6, lh * 0.9)
                p.drawText(top_line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, signed(points))
                if penalty:
                    p.setPen(red)
                    p.drawText(
                        top_line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, minus_sign(penalty)
                    )
                p.setFont(bold)
                p.setPen(c.ink)
                p.drawText(
                    QRectF(x, y + lh * 0.85, col - 6, lh),
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                    minus_sign(running),
                )
            y += rh
            p.setPen(QPen(c.rule, 1))
            p.drawLine(QPointF(0, y), QPointF(self.width(), y))
        p.setPen(QPen(c.margin, 1.2))
        p.drawLine(QPointF(left - 3, top), QPointF(left - 3, y))
        for i in range(1, n):
            p.setPen(QPen(c.rule, 1))
            p.drawLine(QPointF(left + i * col, top), QPointF(left + i * col, y))
        p.setFont(bold)
        p.setPen(c.ink)
        p.drawText(QRectF(0, y, left - 6, lh * 1.3), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "Σ")
        for i, sum_so_far in enumerate(self.totals[:n]):
            p.drawText(
                QRectF(left + i * col, y, col - 6, lh * 1.3),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                minus_sign(sum_so_far),
            )
        y += lh * 1.4
        if self.tally:
            y += lh * 0.4
            for i, name in enumerate(self.names):
                score = self.totals[i] if i < len(self.totals) else 0
                p.setFont(small)
                p.setPen(c.ink)
                p.drawText(
                    QRectF(6, y, self.width() - 12, lh * 0.8),
                    Qt.AlignmentFlag.AlignLeft,
                    f"{name}: {minus_sign(score)}",
                )
                self._paint_tally(p, QRectF(6, y + lh * 0.9, self.width() - 12, self._tally_h() - lh * 1.1), score)
                y += self._tally_h()
        self._paint_cursor(p, c)
        p.end()

    def _paint_tally(self, p: QPainter, area: QRectF, score: int) -> None:
        c = sheet_colours()
        houses, strokes, left = tally_parts(score, self.tally_unit)
        size = min(area.height(), 40.0)
        x = area.x()
        pen = QPen(c.ink, max(1.4, size * 0.06))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        if score < 0:
            p.drawLine(QPointF(x, area.y() + size / 2), QPointF(x + size * 0.3, area.y() + size / 2))
            x += size * 0.5
        for _ in range(houses):
            if x + size > area.right():
                break
            top, bottom = area.y(), area.y() + size
            p.drawLine(QPointF(x, top), QPointF(x + size, bottom))
            p.drawLine(QPointF(x + size, top), QPointF(x, bottom))
            s = size * 0.12
            for cx, cy in (
                (x + size / 2, top + size * 0.16),
                (x + size / 2, bottom - size * 0.16),
                (x + size * 0.16, top + size / 2),
                (x + size - size * 0.16, top + size / 2),
            ):
                p.drawLine(QPointF(cx - s, cy - s), QPointF(cx + s, cy + s))
                p.drawLine(QPointF(cx + s, cy - s), QPointF(cx - s, cy + s))
            x += size * 1.25
        gap = size * 0.24
        for k in range(strokes):
            in_bundle = k % 5
            if in_bundle == 4:
                # The fifth stroke crosses the four before it.
                p.drawLine(
                    QPointF(x - 4 * gap - gap * 0.5, area.y() + size * 0.8),
                    QPointF(x + gap * 0.5 - gap, area.y() + size * 0.2),
                )
                x += gap * 1.5
                continue
            if x > area.right():
                break
            p.drawLine(QPointF(x, area.y() + size * 0.1), QPointF(x, area.y() + size * 0.9))
            x += gap
        if left:
            p.setFont(self.font())
            p.drawText(QRectF(x + gap, area.y(), 40, size), Qt.AlignmentFlag.AlignVCenter, f"+{left}")
