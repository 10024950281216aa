"""The match log as a Qt list model, fed one event at a time.

``MatchLogModel(describe)`` keeps one sentence per row. ``describe(event,
count)`` is a game's pure text function (``dominoes.texts.describe`` bound to
the names); it returns None for events the log skips. A run of events of a
kind in ``merge_kinds`` (draws) by one player is one row whose text is
rewritten with the run's length, as a player would say "draws 3 tiles".

Appending is O(1): one ``beginInsertRows`` (or one ``dataChanged`` for a
merged run), never a rebuild. ``reset(events)`` rebuilds the whole log once
(O(N)), for a resumed match or a language switch.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
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
