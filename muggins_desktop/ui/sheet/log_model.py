"""The match log as a Qt list model, fed one event at a time.

``MatchLogModel(describe)`` keeps one sentence per row. ``describe(event,
count)`` is a game's pure text function (``dominoes.texts.describe`` bound to
the names); it returns None for events the log skips. A run of events of a
kind in ``merge_kinds`` (draws) by one player is one row whose text is
rewritten with the run's length, as a player would say "draws 3 tiles".

Appending is O(1): one inserted row (or one changed row for a merged run),
never a rebuild. ``add(events)`` appends a batch and then says, with
``written``, which sentences it wrote (``LogLine``: the text, the event's
kind and player, and whether it lengthened the row before): the voice reads
those instead of describing the events again. The model keeps the newest ``MAX_LINES`` sentences: a list
view lays out all of its rows on every insert, so a bounded model keeps the
cost of a move the same on move 10 and move 2,000. ``reset(events)`` rebuilds the whole log once
(O(N)), for a resumed match or a language switch.

``MatchLogView(model)`` shows it: rows of one height (two lines, wrapped),
so the list never measures every sentence, and ``follow()`` keeps the newest
line in view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import NamedTuple

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    QStringListModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

Describe = Callable[[Mapping[str, object], int], "str | None"]
Index = QModelIndex | QPersistentModelIndex


class LogLine(NamedTuple):
    """One sentence the log wrote: its text, what it tells, and whether it grew a run."""

    text: str
    kind: str  # the event's kind ("draw", "play", ...)
    player: object  # the event's player (None for events of nobody)
    grew: bool  # it rewrote the last row (one more draw of a run)


MAX_LINES = 400  # the newest sentences kept; the whole match is in the record (Export)


class MatchLogModel(QStringListModel):
    """One row per sentence of the match log.

    A ``QStringListModel`` underneath, so the list view's layout passes
    (which ask the row count and sizes of every row) stay in C++ and cost
    next to nothing even after thousands of lines.
    """

    written = Signal(list)  # list[LogLine]: what one ``add`` wrote, in order

    def __init__(
        self,
        describe: Describe,
        merge_kinds: Iterable[str] = ("draw",),
        parent: QObject | None = None,
        max_lines: int = MAX_LINES,
    ) -> None:
        super().__init__(parent)
        self.describe = describe
        self.max_lines = max_lines
        self.merge_kinds = frozenset(merge_kinds)
        self._count = 0
        self._run: tuple[str, object, int] | None = None  # (kind, player, count) of the last row

    def lines(self) -> list[str]:
        """Every sentence, oldest first (for tests and copying)."""
        return list(self.stringList())

    # ------------------------------------------------------------ feeding
    def append(self, event: Mapping[str, object]) -> LogLine | None:
        """Add the sentence for ``event`` (or lengthen the current run); None: nothing written."""
        kind, player = str(event.get("event")), event.get("player")
        merged = self._merge(event)
        if merged is not None:
            self.setData(self.index(self._count - 1), merged)
            return LogLine(merged, kind, player, True)
        text = self.describe(event, 1)
        if not text:
            return None
        if self._count >= self.max_lines:
            self.removeRows(0, 1)  # the oldest line goes: a view's layout pass stays bounded
            self._count -= 1
        row = self._count
        self.insertRows(row, 1)
        self.setData(self.index(row), text)
        self._count += 1
        self._remember(event)
        return LogLine(text, kind, player, False)

    def add(self, events: Iterable[Mapping[str, object]]) -> list[LogLine]:
        """Append a batch of events and announce what was written (``written``)."""
        lines = [line for line in map(self.append, events) if line is not None]
        if lines:
            self.written.emit(lines)
        return lines

    def extend(self, events: Iterable[Mapping[str, object]]) -> None:
        for event in events:
            self.append(event)

    def reset(self, events: Iterable[Mapping[str, object]] = ()) -> None:
        """Rebuild from ``events`` in one go (one model reset, O(N))."""
        lines: list[str] = []
        self._run = None
        for event in events:
            merged = self._merge(event)
            if merged is not None:
                lines[-1] = merged
                continue
            text = self.describe(event, 1)
            if text:
                lines.append(text)
                self._remember(event)
        lines = lines[-self.max_lines :]
        self._count = len(lines)
        self.setStringList(lines)

    def _merge(self, event: Mapping[str, object]) -> str | None:
        kind = event.get("event")
        run = self._run
        if run is None or kind not in self.merge_kinds or run[0] != kind or run[1] != event.get("player"):
            return None
        text = self.describe(event, run[2] + 1)
        if not text:
            return None
        self._run = (run[0], run[1], run[2] + 1)
        return text

    def _remember(self, event: Mapping[str, object]) -> None:
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
        self._stick = True  # keep the newest line in view until the reader scrolls up
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    def follow(self) -> None:
        """Show the newest line (once per batch of events)."""
        if self._stick:
            self.scrollToBottom()

    def reset_follow(self) -> None:
        self._stick = True
        self.scrollToBottom()

    def _scrolled(self, value: int) -> None:
        bar = self.verticalScrollBar()
        self._stick = value >= bar.maximum() - 2

    def resizeEvent(self, event: QResizeEvent) -> None:
        stick = self._stick
        super().resizeEvent(event)
        if stick:
            self._stick = True
            self.scrollToBottom()

    def count(self) -> int:
        return self.log_model._count

    def item(self, row: int) -> _Line:
        return _Line(str(self.log_model.data(self.log_model.index(row))))

    def lines(self) -> list[str]:
        return self.log_model.lines()
