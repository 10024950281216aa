"""The options of a hint as a table that stays readable in a narrow dock.

Used by the hint panel and the review window. The numbers (move, now,
reply, total) are columns; the explanation ("Why") is a line of its own under
each option, spanning the table's width and wrapped to it, so it is never
pushed out of sight behind a horizontal scroll bar however narrow the dock
is (at 800x600 it is about 250 pixels wide). A column title with a space
breaks onto two lines when the columns would not fit side by side
otherwise ("Round outlook" over a column of short numbers).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import (
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
)

from muggins_desktop.coach.hints import Hint, Option
from muggins_desktop.ui.coach import words

PAD = 8  # pixels around a wrapped explanation line


class _WrapDelegate(QStyledItemDelegate):
    """Sizes an explanation line for the whole width of the table, wrapped."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        if not index.parent().isValid():
            hint = super().sizeHint(option, index)
            if index.column() != 0:
                return hint
            # The move's name wraps in its column, which takes the room the numbers leave.
            width = max(40, self.tree.header().sectionSize(0) - PAD)
            text = str(index.data() or "")
            flags = int(Qt.TextFlag.TextWordWrap)
            bound = option.fontMetrics.boundingRect(QRect(0, 0, width, 1 << 20), flags, text)
            return QSize(hint.width(), max(hint.height(), bound.height() + PAD))
        width = max(60, self.tree.viewport().width() - self.tree.indentation() - PAD)
        text = str(index.data() or "")
        bound = option.fontMetrics.boundingRect(QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(width, bound.height() + PAD)


class _Refit(QObject):
    """Recomputes the row heights and the titles when the table's width changes."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            fit_titles(self.tree)
            self.tree.doItemsLayout()
        return False


def set_up(tree: QTreeWidget) -> None:
    """Make ``tree`` an option table: wrapped explanation lines, no horizontal scrolling."""
    tree.setRootIsDecorated(False)
    tree.setIndentation(0)
    tree.setWordWrap(True)
    tree.setUniformRowHeights(False)
    tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    tree.setTextElideMode(Qt.TextElideMode.ElideNone)
    tree.setItemDelegate(_WrapDelegate(tree))
    tree.setItemsExpandable(False)
    header = tree.header()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(False)
    refit = _Refit(tree)
    tree.viewport().installEventFilter(refit)
    tree.setProperty("optionTitles", [])


def empty(tree: QTreeWidget) -> None:
    """No rows and no columns, and no titles kept for a later resize to bring back."""
    tree.clear()
    tree.setProperty("optionTitles", [])
    tree.setColumnCount(0)


def fill(tree: QTreeWidget, hint: Hint, limit: int, bold: Callable[[int, Option], bool]) -> None:
    """Show ``hint``'s options (the first ``limit``); ``bold(i, option)`` marks rows to stress."""
    tree.clear()
    titles = words.column_titles(hint.kind)
    explained = hint.kind != "discard"  # a discard's row says it all; the others have a "Why"
    columns = titles[:-1] if explained else titles
    tree.setColumnCount(len(columns))
    tree.setProperty("optionTitles", list(columns))
    muted = QBrush(muted_text(tree.palette()))
    for i, option in enumerate(hint.options[:limit]):
        cells = words.option_columns(hint.kind, option)
        item = QTreeWidgetItem(cells[: len(columns)])
        if bold(i, option):
            font = item.font(0)
            font.setBold(True)
            for c in range(len(columns)):
                item.setFont(c, font)
        tree.addTopLevelItem(item)
        if explained and cells[-1]:
            why = QTreeWidgetItem([cells[-1]])
            why.setForeground(0, muted)
            why.setFlags(why.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            item.addChild(why)
            why.setFirstColumnSpanned(True)
            item.setExpanded(True)
    header = tree.header()
    if columns:
        # The move column stretches (and wraps) so the numbers always fit beside it.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    fit_titles(tree)
    tree.doItemsLayout()


def muted_text(palette: QPalette) -> QColor:
    """The text colour 30% of the way to the background: set apart, still well above 4.5:1."""
    text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text)
    base = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Base)
    pairs = ((text.red(), base.red()), (text.green(), base.green()), (text.blue(), base.blue()))
    r, g, b = (round(t * 0.7 + back * 0.3) for t, back in pairs)
    return QColor(r, g, b)


def fit_titles(tree: QTreeWidget) -> None:
    """Column titles on one line when the columns fit side by side, else broken at their first space."""
    stored = tree.property("optionTitles")
    titles = [str(t) for t in stored] if isinstance(stored, (list, tuple)) else []
    if not titles:
        return
    header = tree.header()
    tree.setHeaderLabels(list(titles))
    # (the explanation lines span the row, so they do not widen the first column)
    need = sum(max(header.sectionSizeHint(c), tree.sizeHintForColumn(c)) for c in range(len(titles)))
    if need > tree.viewport().width():
        tree.setHeaderLabels([t.replace(" ", "\n", 1) for t in titles])


def rows(tree: QTreeWidget) -> list[list[str]]:
    """Each option's cells, its explanation last (when it has one)."""
    out = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        assert item is not None
        cells = [item.text(c) for c in range(tree.columnCount())]
        if item.childCount():
            child = item.child(0)
            assert child is not None
            cells.append(child.text(0))
        out.append(cells)
    return out
