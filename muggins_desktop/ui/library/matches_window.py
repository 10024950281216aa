"""Game → Matches: every kept match, to resume, review, export, play again or delete.

A top-level window (``show()``, never a nested event loop) over the
window's ``MatchKeeper``: a table of matches — date, game, players, result,
length, deal number, and for duplicate play the pair (which match a
"same deals, other seat" match replays, both results side by side and who
did better with the same cards) — unfinished and finished ones (or the trash), sortable
by any column (click a header, or the keyboard's header focus) and filtered
by game. The list is the library's rows, read from its index: no record is
opened to list 10,000 matches (``tests/benchmarks/bench_matches_window.py``).

The window is handed the ``MatchKeeper`` and a way to open a review
(``review_loaded``); what only the main window can do (resume a match,
start one, leave the running one) it asks for with signals, which the main
window connects.

Keyboard: the list has the focus; Up/Down choose, Enter resumes an
unfinished match or reviews a finished one, Delete moves the chosen match
to the trash and Ctrl+Z (the Undo button) takes it back at once. Every
control has an accessible name; the status line says what each action did
(plain text: names come from players and files).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.storage.errors import SaveError
from muggins_desktop.storage.library.rows import sort_rows
from muggins_desktop.storage.library.series import duplicate_pairs, waiting_games
from muggins_desktop.ui.dialogs.actions import side_window_keys
from muggins_desktop.ui.dialogs.placement import file_dialog, place_over
from muggins_desktop.ui.library import rows as texts
from muggins_desktop.ui.library.texts import reported
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from muggins_desktop.storage.library.load import LoadedMatch
    from muggins_desktop.storage.library.rows import MatchRow
    from muggins_desktop.ui.library.keeper import MatchKeeper

CONTEXT = "MatchesWindow"
COLUMNS = ("date", "game", "players", "result", "length", "deal", "pair")
#: How a column sorts: the library's sort names (the deal number sorts here).
SORT_OF = {"date": "date", "game": "game", "players": "players", "result": "result", "length": "length"}
SHOW = ("both", "unfinished", "finished", "trashed")
WIDTHS = (140, 200, 170, 260, 90, 110)  # the columns' least widths, in pixels (the Game column grows to fit)


tr = Translator(CONTEXT)


def read_only_text(code: str | None) -> str:
    """Why a match opened in a review rather than on the table."""
    if code == "in_use":
        return tr("This match is being played in another Muggins window, so it opens here read-only, in a review.")
    if code == "trashed":
        return tr("This match is in the trash, so it opens read-only, in a review.")
    return tr("This match is over, so it opens in a review.")


class MatchTableModel(QAbstractTableModel):
    """The rows of the list; texts are made only for the cells shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[MatchRow] = []
        self.pairs: dict[str, MatchRow] = {}  # a duplicate and the match it replays, each to the other

    def set_rows(self, rows: list[MatchRow], pairs: dict[str, MatchRow] | None = None) -> None:
        self.beginResetModel()
        self.rows = rows
        self.pairs = pairs or {}
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        shown = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole)
        if not index.isValid() or role not in shown:
            return None
        row = self.rows[index.row()]
        if COLUMNS[index.column()] == "pair":  # short in the cell; in full for the tooltip and screen readers
            partner = self.pairs.get(row.id)
            if role == Qt.ItemDataRole.DisplayRole:
                return texts.pair_short(row, partner)
            return texts.pair_text(row, partner)
        if role == Qt.ItemDataRole.ToolTipRole:
            return None
        return cell_text(row, COLUMNS[index.column()])

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return column_title(COLUMNS[section])

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        name = COLUMNS[column]
        descending = order == Qt.SortOrder.DescendingOrder
        self.layoutAboutToBeChanged.emit()
        if name in SORT_OF:
            self.rows = sort_rows(self.rows, SORT_OF[name], descending)
        elif name == "pair":  # a pair sits together: keyed by its original, the original first
            self.rows = sorted(self.rows, key=lambda r: self._pair_key(r), reverse=descending)
        else:
            self.rows = sorted(self.rows, key=lambda r: r.deal or "", reverse=descending)
        self.layoutChanged.emit()

    def retranslated(self) -> None:
        """Every header and cell is asked for its words again (a language switch)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(COLUMNS) - 1))

    def game_texts(self) -> set[str]:
        """The Game cells' distinct texts: a few set-ups, however many rows (measured, not every row)."""
        kinds = {(r.game, r.players, r.partnerships, r.target, r.lowball, r.muggins): r for r in self.rows}
        return {texts.game_text(r) for r in kinds.values()}

    def _pair_key(self, row: MatchRow) -> tuple[int, str, int]:
        partner = self.pairs.get(row.id)
        if partner is None:
            return (0, row.id, 0)
        duplicate = row.replays == partner.id
        return (1, partner.id if duplicate else row.id, int(duplicate))


def column_title(name: str) -> str:
    return {
        "date": tr("Date"),
        "game": tr("Game"),
        "players": tr("Players"),
        "result": tr("Result"),
        "length": tr("Length"),
        "deal": tr("Deal number"),
        "pair": tr("Same deals, other seat"),
    }[name]


def cell_text(row: MatchRow, name: str) -> str:
    makers: dict[str, Callable[[MatchRow], str]] = {
        "date": texts.date_text,
        "game": texts.game_text,
        "players": texts.players_text,
        "result": texts.result_text,
        "length": texts.length_text,
        "deal": texts.deal_text,
    }
    return makers[name](row)


class MatchesWindow(QWidget):
    """Game → Matches (see the module docstring)."""

    resumeWanted = Signal(str)  # an unfinished match, to resume once the running one is taken care of
    seriesWanted = Signal(str)  # the last game of a series that goes on: its next game
    playAgainWanted = Signal(object)  # a new-game config (the same players and options)
    discardRunningWanted = Signal()  # the match on the table was deleted: off the table, to the trash
    problem = Signal(object)  # a storage report to tell

    def __init__(
        self, parent: QWidget, keeper: MatchKeeper, review_loaded: Callable[[LoadedMatch], QWidget | None]
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.keeper = keeper
        self.review_loaded = review_loaded
        self.setObjectName("matchesWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.deleted: str | None = None  # the match Undo takes back
        self.waiting: dict[str, MatchRow] = {}
        self.game_filter = QComboBox()
        self.game_filter.setObjectName("gameFilter")
        self.show_filter = QComboBox()
        self.show_filter.setObjectName("showFilter")
        for combo in (self.game_filter, self.show_filter):  # «Незавершені та завершені» was cut
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game_filter)
        self.show_label = QLabel()
        self.show_label.setBuddy(self.show_filter)
        self.model = MatchTableModel(self)
        # A table view, not a tree: a tree lays out every row (10,000 calls into the model) before it paints.
        self.view = QTableView()
        self.view.setObjectName("matchList")
        self.view.setModel(self.model)
        self.view.setShowGrid(False)
        self.view.setWordWrap(False)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setTabKeyNavigation(False)  # Tab leaves the list for the buttons
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSortingEnabled(True)
        self.view.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        for column, width in enumerate(WIDTHS):  # fixed: measuring 10,000 rows would be slow
            self.view.setColumnWidth(column, width)
        self.view.activated.connect(self.open_chosen)
        self.status = QLabel()
        self.status.setObjectName("matchesStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        actions: dict[str, Callable[[], object]] = {
            "resume": self.resume,
            "review": self.review,
            "export": self.export,
            "again": self.play_again,
            "delete": self.delete,
            "undo": self.undo,
            "close": self.close,
        }
        bar = QHBoxLayout()
        for name, slot in actions.items():
            button = QPushButton()
            button.setObjectName(f"matches_{name}")
            button.clicked.connect(lambda _c=False, s=slot: s())
            bar.addWidget(button)
            self.buttons[name] = button
        filters = QHBoxLayout()
        for widget in (self.game_label, self.game_filter, self.show_label, self.show_filter):
            filters.addWidget(widget)
        filters.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        layout.addLayout(bar)
        self.game_filter.currentIndexChanged.connect(lambda _i: self.refresh())
        self.show_filter.currentIndexChanged.connect(lambda _i: self.refresh())
        self.view.installEventFilter(self)  # Delete on the list (a shortcut would need the window active)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, self.undo)
        side_window_keys(self, parent)
        self.retranslate()
        self.view.selectionModel().currentRowChanged.connect(lambda *_a: self._update_buttons())
        keeper.changed.connect(self.refresh)
        self.refresh()
        self.view.setFocus()
        screen = parent.screen()
        room = screen.availableGeometry().width() - 40 if screen is not None else 1280
        self.resize(max(640, min(1280, room)), 560)  # wide enough for the duplicate column where the screen is
        place_over(self, parent)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.model.retranslated()
            self._fit_game_column()
            self._update_buttons()
        super().changeEvent(event)

    def _fit_game_column(self) -> None:
        """The Game column as wide as its longest text (the set-ups shown, in the language shown)."""
        column = COLUMNS.index("game")
        metrics = self.view.fontMetrics()
        style = self.view.style()
        margin = 2 * (style.pixelMetric(style.PixelMetric.PM_FocusFrameHMargin) + 1) + 4
        widest = max((metrics.horizontalAdvance(t) for t in self.model.game_texts()), default=0) + margin
        header = self.view.horizontalHeader()
        title = header.fontMetrics().horizontalAdvance(column_title("game")) + 2 * margin + header.height() // 2
        self.view.setColumnWidth(column, max(WIDTHS[column], widest, title))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Delete and not event.modifiers():
                self.delete()
                return True
            if event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End) and not event.modifiers():
                self._go_to_row(0 if event.key() == Qt.Key.Key_Home else self.model.rowCount() - 1)
                return True  # a table view's plain Home/End would only change the column
        return super().eventFilter(watched, event)

    def _go_to_row(self, row: int) -> None:
        """Home / End: the first or the last row becomes the chosen one (the column stays)."""
        if row < 0:
            return
        column = max(0, self.view.currentIndex().column())
        self.view.setCurrentIndex(self.model.index(row, column))
        self.view.scrollTo(self.view.currentIndex())

    # ------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(tr("Matches"))
        self.game_label.setText(tr("&Game:"))
        self.show_label.setText(tr("&Show:"))
        index = self.game_filter.currentIndex()
        self.game_filter.blockSignals(True)
        self.game_filter.clear()
        self.game_filter.addItems([tr("All games"), tr("Dominoes"), tr("Cribbage")])
        self.game_filter.setCurrentIndex(max(0, index))
        self.game_filter.blockSignals(False)
        index = self.show_filter.currentIndex()
        self.show_filter.blockSignals(True)
        self.show_filter.clear()
        self.show_filter.addItems(
            [tr("Unfinished and finished"), tr("Unfinished"), tr("Finished"), tr("Trash (kept 30 days)")]
        )
        self.show_filter.setCurrentIndex(max(0, index))
        self.show_filter.blockSignals(False)
        self.game_filter.setAccessibleName(tr("Show the matches of"))
        self.show_filter.setAccessibleName(tr("Show which matches"))
        self.view.setAccessibleName(tr("Kept matches"))
        self.view.setAccessibleDescription(
            tr("Enter resumes an unfinished match or reviews a finished one; Delete moves it to the trash.")
        )
        names = {
            "resume": (tr("&Resume"), tr("Resume the chosen unfinished match")),
            "review": (tr("Re&view"), tr("Review the chosen match move by move")),
            "export": (tr("&Export…"), tr("Export the chosen match's record to a file")),
            "again": (tr("&Play again"), tr("Play again with the same players and options, a new deal")),
            "delete": (tr("&Delete"), tr("Move the chosen match to the trash")),
            "undo": (tr("&Undo"), tr("Take the deleted match back out of the trash")),
            "close": (tr("Close"), tr("Close the list of matches")),
        }
        for name, (text, accessible) in names.items():
            self.buttons[name].setText(text)
            self.buttons[name].setAccessibleName(accessible)

    # ------------------------------------------------------------ the list
    def refresh(self) -> None:
        """Read the rows again (filters as chosen), keeping the chosen match and the sort order."""
        keeper = self.keeper
        game = (None, "dominoes", "cribbage")[max(0, self.game_filter.currentIndex())]
        show = SHOW[max(0, self.show_filter.currentIndex())]
        statuses = ("unfinished", "finished") if show == "both" else (show,)
        chosen = self.chosen()
        live = keeper.rows(game, ("unfinished", "finished"))
        if show == "trashed":
            rows = keeper.rows(game, statuses)
        else:  # the pairs are found among every live match, whatever the filter shows
            rows = live if show == "both" else [r for r in live if r.status == show]
        self.waiting = waiting_games(live)  # finished games whose series goes on: Resume starts the next
        self.model.set_rows(rows, duplicate_pairs(live))
        header = self.view.horizontalHeader()
        if header.sortIndicatorSection() != 0 or header.sortIndicatorOrder() != Qt.SortOrder.DescendingOrder:
            self.model.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self._fit_game_column()
        self._select(chosen.id if chosen is not None else None)
        self._update_buttons()

    def _select(self, match_id: str | None) -> None:
        rows = self.model.rows
        index = next((i for i, r in enumerate(rows) if r.id == match_id), 0) if rows else -1
        if index >= 0:
            self.view.setCurrentIndex(self.model.index(index, 0))

    def chosen(self) -> MatchRow | None:
        index = self.view.currentIndex()
        if not index.isValid() or index.row() >= len(self.model.rows):
            return None
        return self.model.rows[index.row()]

    def choose(self, match_id: str) -> bool:
        """Make ``match_id`` the chosen row (tests, the start page)."""
        self._select(match_id)
        row = self.chosen()
        return row is not None and row.id == match_id

    def _update_buttons(self) -> None:
        row = self.chosen()
        live = row is not None and row.status != "trashed"
        resumable = row is not None and (row.status == "unfinished" or row.id in self.waiting)
        self.buttons["resume"].setEnabled(live and resumable)
        for name in ("review", "export", "again"):
            self.buttons[name].setEnabled(row is not None)
        self.buttons["delete"].setEnabled(live)
        self.buttons["undo"].setEnabled(self.deleted is not None or (row is not None and row.status == "trashed"))

    def say(self, text: str) -> None:
        self.status.setText(text)

    # ------------------------------------------------------------ actions
    def open_chosen(self, _index: QModelIndex | None = None) -> None:
        """Enter on a row: resume an unfinished match, review any other."""
        row = self.chosen()
        if row is not None and row.status == "unfinished":
            self.resume()
        else:
            self.review()

    def resume(self) -> bool:
        """Resume the chosen unfinished match; on the last game of a series that goes on, start its next game."""
        row = self.chosen()
        if row is not None and row.id in self.waiting:
            self.seriesWanted.emit(row.id)
            return True
        if row is None or row.status != "unfinished":
            return False
        self.resumeWanted.emit(row.id)
        return True

    def review(self) -> object:
        row = self.chosen()
        if row is None:
            return None
        try:
            loaded = self.keeper.library.load(row.id)
        except SaveError as exc:
            self.problem.emit(reported(exc))
            self.refresh()
            return None
        return self.review_loaded(loaded)

    def export(self) -> object:
        row = self.chosen()
        if row is None:
            return None
        match_id = row.id

        def chosen(path: str) -> None:
            try:
                self.keeper.library.export(match_id, Path(path))
            except SaveError as exc:
                self.problem.emit(exc)
                return
            self.say(tr("The record was written to %1.").replace("%1", path))

        return file_dialog(self, tr("Export the match record"), tr("Match records (*.jsonl)"), True, chosen)

    def play_again(self) -> bool:
        row = self.chosen()
        if row is None:
            return False
        config = self.keeper.library.play_again_config(row.id)
        self.playAgainWanted.emit({"game": config.game, "seats": config.seats, "options": config.options})
        return True

    def delete(self) -> bool:
        row = self.chosen()
        if row is None or row.status == "trashed":
            return False
        session = self.keeper.session
        if session is not None and session.id == row.id:
            self.discardRunningWanted.emit()
            ok = row.id not in {r.id for r in self.keeper.rows()}
        else:
            ok = self.keeper.delete(row.id)
        if ok:
            self.deleted = row.id
            self.say(tr("The match was moved to the trash. Undo takes it back."))
        self.refresh()
        return ok

    def undo(self) -> bool:
        """Take the match just deleted back out of the trash (in the trash view: the chosen one)."""
        chosen = self.chosen()
        match_id = self.deleted
        if match_id is None and chosen is not None and chosen.status == "trashed":
            match_id = chosen.id
        if match_id is None:
            return False
        ok = self.keeper.undo_delete(match_id)
        self.deleted = None
        if ok:
            self.say(tr("The match is back in the list."))
            self.refresh()
            self._select(match_id)
        self._update_buttons()
        return ok


__all__ = ["COLUMNS", "MatchTableModel", "MatchesWindow", "read_only_text"]
