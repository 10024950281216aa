"""The score sheet's one model: what the sheet paints and what a screen reader reads.

Rows are the rounds (dominoes) or hands (cribbage), then one "Total" row;
columns are the players. A cell shows the play points, the penalty and the
running total ("+12 −5 = 40") and speaks them in words ("points 12, penalty
5, total 40"); the row header is the round's label. The sheet's one
``QTableView`` paints the cells through its delegate (``sheet_paint``) from
``CELLS_ROLE``, and Qt's table accessibility reads the same model: role
Table, row and column headers, one cell per player and round.

A move changes the last row or two and the totals, never the rows before:
``apply`` takes only the rows a shown batch changed (a ``SheetChange``), and
``update_rows`` is told where the changes start, so a move costs the same on
move 10 and move 2,000. New rows are inserted, changed rows and the totals
row are reported changed, nothing else is looked at.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from muggins_desktop.ui.text.numbers import MINUS, minus_sign, signed

Cells = tuple[str, str, str]
Row = tuple[str, list[Cells]]
Index = QModelIndex | QPersistentModelIndex
# The raw cell for the delegate: (points, penalty, total) texts, or the total (an int) on the totals row.
CELLS_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class SheetChange:
    """What one shown batch did to the sheet: the rows it touched, by index, and the new totals.

    An index equal to the number of rows so far is a new row; the table hands
    these out (``Table.sheetChanged``) so the sheet never asks for the rest.
    """

    rows: dict[int, Row]
    totals: list[int]


class ScoreSheetModel(QAbstractTableModel):
    """Rounds x players, plus the totals row; the sheet's own lists are these."""

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

    def apply(self, change: SheetChange) -> None:
        """Take the rows ``change`` touched (rewritten or new, in place) and the new totals."""
        old = len(self.rows)
        rewritten = [i for i in change.rows if i < old]
        for i in rewritten:
            self.rows[i] = change.rows[i]
        new = [change.rows[i] for i in sorted(change.rows) if i >= old]
        self.totals[:] = change.totals
        last = self.columnCount() - 1
        if new:
            self.beginInsertRows(QModelIndex(), old, old + len(new) - 1)
            self.rows.extend(new)
            self.endInsertRows()
        if last < 0:
            return
        if rewritten:
            self.dataChanged.emit(self.index(min(rewritten), 0), self.index(max(rewritten), last))
        total_row = len(self.rows)
        self.dataChanged.emit(self.index(total_row, 0), self.index(total_row, last))

    # ------------------------------------------------------------- model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() or not self.names else len(self.rows) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's API
        return 0 if parent.isValid() else len(self.names)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if index.isValid() and role == CELLS_ROLE:
            return self.cells(index.row(), index.column())
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

    def cells(self, row: int, col: int) -> Cells | int | None:
        """The raw cell: (points, penalty, total) texts on a round's row, the total on the totals row."""
        if row == len(self.rows):
            return self.totals[col] if col < len(self.totals) else 0
        cells = self.rows[row][1] if 0 <= row < len(self.rows) else []
        return cells[col] if col < len(cells) else None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,  # Qt's API
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            # The whole name, where the header had to cut it.
            return self.names[section] if 0 <= section < len(self.names) else None
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.names[section] if 0 <= section < len(self.names) else None
        if section == len(self.rows):
            return self.tr("Total")
        return self.rows[section][0] if 0 <= section < len(self.rows) else None
