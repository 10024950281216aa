"""The score sheet panel: points, penalty and running total per round.

Game independent: a table hands it the player names, one row per round with
(points, penalty, total) per player, and the current totals; after that only
the rows each shown batch changed (``apply``). With tally marks switched on,
each total is also written the traditional way under it: a stroke per 5
points (per point in cribbage) in gates of five, and a "house" (a big X with
a small x in each of its four gaps) per 50 points.

There is one rendering: a ``QTableView`` (``SheetView``) on the one
``ScoreSheetModel``, painted by the delegate and headers of
``sheet_paint``. A screen reader reads that same table (role Table, row and
column headers, a cell per player and round); Tab or a click gives it the
keyboard, the arrow keys walk the cells, and the cell being read is outlined.
The view never scrolls itself: it is as tall as its rows and sits in the
side panel's scroll area, which follows the cursor.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QFrame,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.ui.sheet.score_sheet_model import Index, Row, ScoreSheetModel, SheetChange
from muggins_desktop.ui.sheet.sheet_paint import (
    MARGIN,
    PAD,
    CellDelegate,
    MarginHeader,
    NamesHeader,
    focus_colour,
    metrics,
    paint_tally,
    sheet_colours,
    tally_height,
    tally_parts,
)
from muggins_desktop.ui.text.numbers import minus_sign, signed

__all__ = ["ScoreSheet", "SheetView", "tally_parts"]

Cells = tuple[str, str, str]


class SheetView(QTableView):
    """The sheet's one table: as tall as its rows, painted as paper, walked with the arrow keys."""

    cursorMoved = Signal()

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(sheet)
        self.sheet = sheet
        self.setObjectName("scoreSheetTable")
        self.setHorizontalHeader(NamesHeader(sheet, self))
        self.setVerticalHeader(MarginHeader(self))
        self.setModel(sheet.model)
        self.setItemDelegate(CellDelegate(sheet))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setTabKeyNavigation(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCornerButtonEnabled(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAutoScroll(False)
        # The columns stretch after the view has been resized: the tallies are fitted then.
        self.horizontalHeader().sectionResized.connect(self._column_resized)
        # The corner over the margin is the table's own button; it is painted as paper.
        self._corner = self.findChild(QAbstractButton)
        if self._corner is not None:
            self._corner.installEventFilter(self)
        self.fit_rows()

    # ------------------------------------------------------------- sizes
    def fit_rows(self) -> None:
        """Row and header heights from the font (the text size setting)."""
        m = metrics(self.font())
        self.verticalHeader().setDefaultSectionSize(round(m.row))
        self.horizontalHeader().setFixedHeight(round(m.header))
        self.fit_totals()

    def fit_totals(self, column_width: int | None = None) -> None:
        """The totals row: one line, and room for the tallies when they are shown."""
        rows = self.sheet.model.rowCount()
        width = self.columnWidth(0) if column_width is None else column_width
        height = round(self.sheet.totals_height(width)) if rows else 0
        if rows and self.rowHeight(rows - 1) != height:
            self.setRowHeight(rows - 1, height)
            self.sheet.updateGeometry()

    def _column_resized(self, column: int, _old: int, new: int) -> None:
        if column == 0 and self.sheet.tally:
            self.fit_totals(new)  # narrower columns may need more lines of tally (the header's width is not set yet)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit_rows()

    # ------------------------------------------------------------- painting
    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        c = sheet_colours()
        p = QPainter(self.viewport())
        p.fillRect(event.rect(), c.paper)  # below the totals too
        p.end()
        super().paintEvent(event)
        p = QPainter(self.viewport())
        if not self.sheet.model.names:
            p.setPen(c.ink)
            p.drawText(QRectF(self.viewport().rect()), Qt.AlignmentFlag.AlignCenter, self.sheet.empty_text())
        if self.hasFocus():
            p.setPen(QPen(focus_colour(c), 3))
            p.drawRect(QRectF(self.viewport().rect()).adjusted(1.5, 1.5, -1.5, -1.5))
        p.end()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._corner and event.type() == QEvent.Type.Paint and self._corner is not None:
            c = sheet_colours()
            p = QPainter(self._corner)
            p.fillRect(self._corner.rect(), c.paper)
            p.setPen(QPen(c.ink, 1.2))
            y = self._corner.height() - 1.0
            p.drawLine(0, round(y), self._corner.width(), round(y))
            p.end()
            return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------- the cursor
    def currentChanged(self, current: Index, previous: Index) -> None:
        super().currentChanged(current, previous)
        self.cursorMoved.emit()

    def focusInEvent(self, event: QFocusEvent) -> None:
        model = self.sheet.model
        if not self.currentIndex().isValid() and model.rowCount() > 0:
            self.setCurrentIndex(model.index(model.rowCount() - 1, 0))  # the totals first
        super().focusInEvent(event)
        self.viewport().update()
        self.cursorMoved.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()
        self.cursorMoved.emit()


class ScoreSheet(QWidget):
    """The score sheet panel: the one table, the data it shows and how the tallies are drawn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ScoreSheetModel(self)
        self.names: list[str] = self.model.names
        self.rows: list[Row] = self.model.rows
        self.totals: list[int] = self.model.totals
        self.tally = False
        self.tally_unit = 5  # points per stroke: 5 in dominoes, 1 in cribbage (no leftovers)
        self.caption: str | None = None  # the key to the small print; a default when None
        self._widest = ("", "")  # the longest points and penalty texts so far (the small print's size)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setMinimumWidth(220)
        self.view = SheetView(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self._name_view()
        self.view.cursorMoved.connect(self._follow_cursor)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setFocusProxy(self.view)

    # ------------------------------------------------------------- words
    def _name_view(self) -> None:
        self.view.setAccessibleName(self.tr("Score sheet"))
        self.view.setAccessibleDescription(self.tr("One row per round, one column per player, then the totals"))

    def caption_text(self) -> str:
        return self.caption if self.caption is not None else self.tr("play points · penalty / running total")

    def empty_text(self) -> str:
        return self.tr("No match yet")

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

    # ------------------------------------------------------------- data
    def set_data(self, names: Sequence[str], rows: Sequence[Row], totals: Sequence[int]) -> None:
        """Show the whole sheet; when only the last rows differ, only those are reported changed.

        A match is read this way once (a new match, a resumed one, a language
        switch); after that the table hands ``apply`` only what changed.
        """
        names, rows, totals = list(names), list(rows), list(totals)
        if names != self.names or len(rows) < len(self.rows):
            self.model.reset(names, rows, totals)
            self._widest = ("", "")
            self._measure(rows)
            self._taken(grown=True)
            return
        first = len(self.rows)
        for i in range(len(self.rows) - 1, max(-1, len(self.rows) - 3), -1):
            if rows[i] != self.rows[i]:
                first = i
        grown = len(rows) != len(self.rows)
        if first == len(self.rows) and not grown and totals == self.totals:
            return
        self.model.update_rows(rows, totals, first)
        self._measure(rows[first:])
        self._taken(grown)

    def apply(self, change: SheetChange) -> None:
        """The rows one shown batch changed and the new totals (no other row is looked at)."""
        grown = any(i >= len(self.model.rows) for i in change.rows)
        self.model.apply(change)
        self._measure(change.rows.values())
        self._taken(grown)

    def _taken(self, grown: bool) -> None:
        self.names, self.rows, self.totals = self.model.names, self.model.rows, self.model.totals
        self.view.fit_totals()  # the totals (and their tallies) may need another height
        if grown:
            self.updateGeometry()

    def _measure(self, rows: Iterable[Row]) -> None:
        """Keep the longest points and penalty texts (only the rows given: a move adds one)."""
        points, penalty = self._widest
        for _label, cells in rows:
            for cell in cells:
                points = max(points, signed(cell[0]), key=len)
                penalty = max(penalty, minus_sign(cell[1]) if cell[1] else "", key=len)
        self._widest = (points, penalty)

    def small_print(self, small: QFont, room: float) -> QFont:
        """The small print, smaller (to 60 % at most) when the longest points and penalty would touch."""
        points, penalty = self._widest
        fm = QFontMetricsF(small)
        need = fm.horizontalAdvance(points) + (fm.horizontalAdvance(penalty) + fm.averageCharWidth() if penalty else 0)
        if need <= room or need <= 0:
            return small
        tight = QFont(small)
        tight.setPointSizeF(max(small.pointSizeF() * 0.6, small.pointSizeF() * room / need))
        return tight

    # ------------------------------------------------------------- tallies
    def set_tally(self, on: bool) -> None:
        self.tally = on
        self.view.fit_totals()
        self.updateGeometry()
        self.view.viewport().update()

    def _paint_tally(self, p: QPainter, area: QRectF, score: int) -> None:
        paint_tally(p, area, score, self.tally_unit, sheet_colours().ink)

    def totals_height(self, column_width: float) -> float:
        """The totals row: a line of totals, then (tallies on) the tallest player's tally."""
        font = self.view.font()
        m = metrics(font)
        if not self.tally:
            return m.total
        room = column_width - PAD - 4
        tallest = max((tally_height(t, self.tally_unit, room, font) for t in self.totals), default=0.0)
        return m.total + m.line * 0.5 + tallest

    # ------------------------------------------------------------- geometry
    def _rows_top(self) -> float:
        return float(self.view.viewport().mapTo(self, QPoint(0, 0)).y())

    def _cell_rect(self, row: int, col: int) -> QRectF:
        """Where the sheet shows the model's cell (``row`` == len(rows): the totals), in its own pixels."""
        rect = QRectF(self.view.visualRect(self.model.index(row, col)))
        return rect.translated(self.view.viewport().mapTo(self, QPoint(0, 0)).x(), self._rows_top())

    def _follow_cursor(self) -> None:
        """Scroll the cell being read into view."""
        index = self.view.currentIndex()
        holder = self.parentWidget()  # a scroll area's viewport
        scroll = holder.parentWidget() if holder is not None else None
        if index.isValid() and self.view.hasFocus() and isinstance(scroll, QScrollArea):
            r = self._cell_rect(index.row(), index.column())
            scroll.ensureVisible(int(r.center().x()), int(r.center().y()), int(r.width() / 2), int(r.height()))

    def sizeHint(self) -> QSize:
        m = metrics(self.view.font())
        n = max(1, len(self.names))
        width = max(240, 70 * n + 40)
        column = (max(self.width(), width) - MARGIN) / n
        height = m.header + m.row * len(self.rows) + self.totals_height(column) + 12
        return QSize(int(width), int(height))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, self.sizeHint().height())
