"""The score sheet as a table model: what a screen reader reads of the sheet.

Rows are the rounds (dominoes) or hands (cribbage), then one "Total" row;
columns are the players. A cell shows the play points, the penalty and the
running total ("+12 −5 = 40") and speaks them in words ("points 12, penalty
5, total 40"); the row header is the round's label. The painted
``ScoreSheet`` keeps its look; a ``ScoreSheetView`` (a ``QTableView`` the
size of one pixel) gives Qt's table accessibility: role Table, row and
column headers, one cell per player and round.

``update_rows`` is told which rows changed, so a move costs the same on
move 10 and move 2,000: new rows are inserted, the changed last rows and
the totals row are reported changed, nothing else is looked at.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFocusEvent, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView, QWidget

from muggins_desktop.ui.text.numbers import MINUS, minus_sign, signed

Cells = tuple[str, str, str]
Index = QModelIndex | QPersistentModelIndex


class ScoreSheetModel(QAbstractTableModel):
    """Rounds x players, plus the totals row; the data lives in the sheet's lists."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.rows: list[tuple[str, list[Cells]]] = []
        self.totals: list[int] = []

    # ------------------------------------------------------------- feeding
    def reset(self, names: Sequence[str], rows: list[tuple[str, list[Cells]]], totals: list[int]) -> None:
        self.beginResetModel()
        self.names, self.rows, self.totals = list(names), rows, totals
        self.endResetModel()

    def update_rows(self, rows: list[tuple[str, list[Cells]]], totals: list[int], first_changed: int) -> None:
        """New rows appended and rows from ``first_changed`` on changed (names unchanged)."""
        old = len(self.rows)
        if len(rows) > old:
            self.beginInsertRows(QModelIndex(), old, len(rows) - 1)
            self.rows, self.totals = rows, totals
            self.endInsertRows()
        else:
            self.rows, self.totals = rows, totals
        last = self.columnCount() - 1
        if last < 0:
            return
        if first_changed < old:
            self.dataChanged.emit(self.index(first_changed, 0), self.index(old - 1, last))
        total_row = len(self.rows)
        self.dataChanged.emit(self.index(total_row, 0), self.index(total_row, last))

    # ------------------------------------------------------------- model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() or not self.names else len(self.rows) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self.names)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        row, col = index.row(), index.column()
        spoken = role != Qt.ItemDataRole.DisplayRole
        if row == len(self.rows):
            sum_text = minus_sign(self.totals[col] if col < len(self.totals) else 0)
            return self.tr("total %1").replace("%1", sum_text) if spoken else sum_text
        cells = self.rows[row][1]
        if col >= len(cells):
            return None
        points, penalty_text, total = cells[col]
        penalty = str(penalty_text).lstrip("-" + MINUS)
        if penalty == "0":
            penalty = ""
        if not spoken:
            shown = (signed(points) or "0") + (f" {MINUS}{penalty}" if penalty else "")
            return f"{shown} = {minus_sign(total)}"
        text = self.tr("points %1").replace("%1", minus_sign(points or "0"))
        if penalty:
            text += ", " + self.tr("penalty %1").replace("%1", penalty)
        return text + ", " + self.tr("total %1").replace("%1", minus_sign(total))

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,  # Qt's API
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.names[section] if 0 <= section < len(self.names) else None
        if section == len(self.rows):
            return self.tr("Total")
        return self.rows[section][0] if 0 <= section < len(self.rows) else None


class _SilentHeader(QHeaderView):
    """A header that is there for the accessibility tree and paints nothing."""

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        return


class ScoreSheetView(QTableView):
    """The sheet's rows and totals as a one-pixel table a screen reader reads.

    It paints nothing (the sheet draws itself); it takes the keyboard focus
    from the sheet, so the arrow keys walk the cells, and tells the sheet
    which cell to outline (``cursorMoved``).
    """

    cursorMoved = Signal()

    def __init__(self, model: ScoreSheetModel, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetTable")
        self.setHorizontalHeader(_SilentHeader(Qt.Orientation.Horizontal, self))
        self.setVerticalHeader(_SilentHeader(Qt.Orientation.Vertical, self))
        self.setModel(model)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setTabKeyNavigation(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCornerButtonEnabled(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # no corner to fill
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setGeometry(0, 0, 1, 1)
        for widget in (
            self,
            self.viewport(),
            self.horizontalHeader(),
            self.verticalHeader(),
            self.horizontalHeader().viewport(),
            self.verticalHeader().viewport(),
        ):
            widget.setAutoFillBackground(False)
        # The headers stay "visible" (the tree then has row and column
        # headers) but take no room, so the corner button has none to paint.
        self.horizontalHeader().setFixedHeight(0)
        self.verticalHeader().setFixedWidth(0)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        return

    def currentChanged(self, current: Index, previous: Index) -> None:
        super().currentChanged(current, previous)
        self.cursorMoved.emit()

    def focusInEvent(self, event: QFocusEvent) -> None:
        if not self.currentIndex().isValid() and self.model().rowCount() > 0:
            self.setCurrentIndex(self.model().index(self.model().rowCount() - 1, 0))  # the totals first
        super().focusInEvent(event)
        self.cursorMoved.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.cursorMoved.emit()
