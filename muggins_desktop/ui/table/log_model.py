"""The match log as a Qt list model, fed one event at a time.

``MatchLogModel(describe)`` keeps one sentence per row. ``describe(event,
count)`` is a game's pure text function (``dominoes.texts.describe`` bound to
the names); it returns None for events the log skips. A run of events of a
kind in ``merge_kinds`` (draws) by one player is one row whose text is
rewritten with the run's length, as a player would say "draws 3 tiles".

Appending is O(1): one ``beginInsertRows`` (or one ``dataChanged`` for a
merged run), never a rebuild. ``reset(events)`` rebuilds the whole log once
(O(N)), for a resumed match or a language switch.

``MatchLogView(model)`` shows it: rows of one height (two lines, wrapped),
so the list never measures every sentence, and ``follow()`` keeps the newest
line in view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

Describe = Callable[[Mapping[str, Any], int], "str | None"]
Index = QModelIndex | QPersistentModelIndex


class MatchLogModel(QAbstractListModel):
    """One row per sentence of the match log."""

    def __init__(self, describe: Describe, merge_kinds: Iterable[str] = ("draw",),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.describe = describe
        self.merge_kinds = frozenset(merge_kinds)
        self._lines: list[str] = []
        self._run: tuple[str, Any, int] | None = None  # (kind, player, count) of the last row

    # ------------------------------------------------------------ the model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._lines[index.row()]
        return None

    def lines(self) -> list[str]:
        """Every sentence, oldest first (for tests and copying)."""
        return list(self._lines)

    # ------------------------------------------------------------ feeding
    def append(self, event: Mapping[str, Any]) -> None:
        """Add the sentence for ``event`` (or lengthen the current run)."""
        merged = self._merge(event)
        if merged is not None:
            row = len(self._lines) - 1
            self._lines[row] = merged
            index = self.index(row)
            self.dataChanged.emit(index, index)
            return
        text = self.describe(event, 1)
        if not text:
            return
        row = len(self._lines)
        self.beginInsertRows(QModelIndex(), row, row)
        self._lines.append(text)
        self.endInsertRows()
        self._remember(event)

    def extend(self, events: Iterable[Mapping[str, Any]]) -> None:
        for event in events:
            self.append(event)

    def reset(self, events: Iterable[Mapping[str, Any]] = ()) -> None:
        """Rebuild from ``events`` in one go (one model reset, O(N))."""
        self.beginResetModel()
        self._lines = []
        self._run = None
        for event in events:
            merged = self._merge(event)
            if merged is not None:
                self._lines[-1] = merged
                continue
            text = self.describe(event, 1)
            if text:
                self._lines.append(text)
                self._remember(event)
        self.endResetModel()

    def _merge(self, event: Mapping[str, Any]) -> str | None:
        kind = event.get("event")
        run = self._run
        if run is None or kind not in self.merge_kinds or run[0] != kind or run[1] != event.get("player"):
            return None
        text = self.describe(event, run[2] + 1)
        if not text:
            return None
        self._run = (run[0], run[1], run[2] + 1)
        return text

    def _remember(self, event: Mapping[str, Any]) -> None:
        kind = event.get("event")
        self._run = (str(kind), event.get("player"), 1) if kind in self.merge_kinds else None


class _Line:
    """One row's text, in the shape of ``QListWidgetItem.text()`` (for tests)."""

    def __init__(self, text: str) -> None:
        self._text = text

    def text(self) -> str:
        return self._text


class _TwoLineDelegate(QStyledItemDelegate):
    """Every row two lines high, text wrapped and vertically centred.

    Rows of one height let the list lay itself out without measuring every
    sentence (``uniformItemSizes``), so appending stays cheap at any length.
    """

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        line = QFontMetrics(option.font).lineSpacing()
        return QSize(100, line * 2 + 6)

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        option.displayAlignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


class MatchLogView(QListView):
    """The log list: rows of one height, always showing the newest line.

    ``follow()`` scrolls to the newest row (call once per batch of events);
    ``count()``, ``item(row).text()`` and ``lines()`` read what is shown.
    """

    def __init__(self, model: MatchLogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.log_model = model
        self.setUniformItemSizes(True)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setItemDelegate(_TwoLineDelegate(self))
        self.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)

    def follow(self) -> None:
        self.scrollToBottom()

    def count(self) -> int:
        return self.log_model.rowCount()

    def item(self, row: int) -> _Line:
        return _Line(self.log_model.lines()[row])

    def lines(self) -> list[str]:
        return self.log_model.lines()
