"""The statistics dialog: one row per game and player count, with a reset and a recount.

With the match library it also shows the series played to the end
(``ui/fair/series_stats.py``: won, lost, tied, game points a game, skunks).

Resetting asks first through a window-modal message box opened with
``open()``, so the event loop keeps running (and tests can answer it).
Recount (with the window's match library) counts every finished match of
the library again (``storage.stats.recount_stats``) on a worker thread and
writes the result as the statistics; matches with take-backs stay counted
apart ("With take-backs").
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.storage.library.series import series_stats
from muggins_desktop.storage.stats import GameStats, Stats, load_stats, recount_stats, reset_stats, save_stats
from muggins_desktop.ui.fair.series_stats import SeriesStatsTable
from muggins_desktop.ui.match.relay import weak_callback
from muggins_desktop.ui.match.workers import worker

if TYPE_CHECKING:
    from muggins_desktop.storage.library import MatchLibrary
    from muggins_desktop.ui.fair.series_stats import SeriesStatsTable
from muggins_desktop.ui.access.accessibility import apply_dialog_settings
from muggins_desktop.ui.library.texts import describe

# Column order; the first two columns are the game and the player count.
_COLUMNS = (
    "game",
    "players",
    "played",
    "won",
    "best",
    "average",
    "skunks_given",
    "skunks_received",
    "muggins_calls",
    "muggins_won",
    "missed_points",
    "matches_with_takebacks",
)
_CRIBBAGE_ONLY = {"skunks_given", "skunks_received", "muggins_calls", "muggins_won", "missed_points"}


def _sort_key(key: str) -> tuple[int, str]:
    game, _, players = key.partition("/")
    return (0 if game == "dominoes" else 1, players)


class StatsDialog(QDialog):
    """Shows the saved statistics; ``open()`` it (never ``exec()``)."""

    recounted = Signal()  # Recount is done (the table shows the new numbers)

    def __init__(
        self, parent: QWidget | None = None, *, path: Path | None = None, library: MatchLibrary | None = None
    ) -> None:
        super().__init__(parent)
        self._path = path
        self._library = library
        self.recounting = False
        self.confirm_box: QMessageBox | None = None
        self.stats, self.problem = load_stats(path)

        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)  # quotes a file's path and text
        self.empty_label = QLabel()
        self.table = QTableWidget(0, len(_COLUMNS))
        self.table_label = QLabel()
        self.table_label.setBuddy(self.table)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.recount_button = QPushButton()
        self.recount_button.setObjectName("recountStats")
        self.recount_button.clicked.connect(self.recount)
        self.recount_button.setVisible(library is not None)
        self.buttons.addButton(self.recount_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.table_label)
        layout.addWidget(self.table)
        self.series_label, self.series_table = QLabel(), self._series_table(library)
        if self.series_table is not None:
            self.series_label.setBuddy(self.series_table)
            layout.addWidget(self.series_label)
            layout.addWidget(self.series_table)
        layout.addWidget(self.buttons)
        self._retranslate()
        apply_dialog_settings(self, None)
        self.table.resizeColumnsToContents()
        wanted = self.table.horizontalHeader().length() + 2 * self.table.frameWidth() + 40
        screen = self.screen()
        room = screen.availableGeometry().width() - 20 if screen is not None else 1400
        # Never wider than the screen (the table scrolls sideways instead).
        extra = (
            0 if self.series_table is None else self.series_table.height() + 2 * self.series_label.sizeHint().height()
        )
        self.resize(min(room, max(640, min(wanted, 1400))), 320 + extra)

    @staticmethod
    def _series_table(library: MatchLibrary | None) -> SeriesStatsTable | None:
        """The series a person played to the end, from the library's rows (None: no library, no series)."""
        if library is None:
            return None
        stats = series_stats(library.list())
        if not stats:
            return None
        table = SeriesStatsTable()
        table.show_stats(stats)
        return table

    # ------------------------------------------------------------ texts
    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.reset_button.setText(self.tr("&Reset statistics…"))
        self.recount_button.setText(self.tr("Recount from the &matches"))
        self.recount_button.setAccessibleName(self.tr("Recount the statistics from every kept match"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("&Close"))
        self.table_label.setText(self.tr("&Finished matches by game and number of players:"))
        self.table.setAccessibleName(self.tr("Statistics by game and number of players"))
        self.empty_label.setText(self.tr("No finished matches yet."))
        self.series_label.setText(self.tr("&Series played to the end (best of, or a number of games in game points):"))
        if self.series_table is not None:
            self.series_table.retranslate()
        headers = {
            "game": self.tr("Game"),
            "players": self.tr("Players"),
            "played": self.tr("Played"),
            "won": self.tr("Won"),
            "best": self.tr("Best score"),
            "average": self.tr("Average score"),
            "skunks_given": self.tr("Skunks given"),
            "skunks_received": self.tr("Skunks received"),
            "muggins_calls": self.tr("Muggins calls"),
            "muggins_won": self.tr("Calls won"),
            "missed_points": self.tr("Points missed"),
            "matches_with_takebacks": self.tr("With take-backs"),
        }
        self.table.setHorizontalHeaderLabels([headers[c] for c in _COLUMNS])
        missed = self.table.horizontalHeaderItem(_COLUMNS.index("missed_points"))
        if missed is not None:  # set just above
            missed.setToolTip(self.tr("Points you left uncounted in your own hands and cribs"))
        takebacks = self.table.horizontalHeaderItem(_COLUMNS.index("matches_with_takebacks"))
        if takebacks is not None:
            takebacks.setToolTip(self.tr("Finished matches in which you took a move back"))
        self.problem_label.setText(describe(self.problem) if self.problem else "")
        self.problem_label.setVisible(bool(self.problem))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            QTimer.singleShot(0, self, self._close_text)  # the box restores Qt's text after us
        super().changeEvent(event)

    def _close_text(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("&Close"))

    def _game_name(self, game: str) -> str:
        return {"dominoes": self.tr("Dominoes"), "cribbage": self.tr("Cribbage")}.get(game, game)

    def _players_text(self, players: str) -> str:
        if players.endswith("p"):
            return self.tr("%1 (partnerships)").replace("%1", players[:-1])
        return players

    def _cell(self, key: str, entry: GameStats, column: str) -> str:
        game, _, players = key.partition("/")
        if column == "game":
            return self._game_name(game)
        if column == "players":
            return self._players_text(players)
        if column in _CRIBBAGE_ONLY and game != "cribbage":
            return "—"
        if column == "best":
            return "—" if entry.best is None else str(entry.best)
        if column == "average":
            average = entry.average
            return "—" if average is None else f"{average:.1f}"
        return str(dataclasses.asdict(entry)[column])  # a count field of ``GameStats``

    def _fill(self) -> None:
        keys = sorted(self.stats.games, key=_sort_key)
        self.table.setRowCount(len(keys))
        for row, key in enumerate(keys):
            for col, column in enumerate(_COLUMNS):
                item = QTableWidgetItem(self._cell(key, self.stats.games[key], column))
                if col >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.empty_label.setVisible(not keys)
        self.reset_button.setEnabled(bool(keys))

    def cell_text(self, row: int, column: str) -> str:
        """Text shown in a cell (for tests and accessibility checks)."""
        item = self.table.item(row, _COLUMNS.index(column))
        return item.text() if item is not None else ""

    # ------------------------------------------------------------ recount
    def recount(self) -> bool:
        """Count every finished match of the library again (on a worker thread); False when not possible."""
        library = self._library
        if library is None or self.recounting:
            return False
        self.recounting = True
        self.recount_button.setEnabled(False)
        library.flush()
        recounted = weak_callback(self._recounted)  # the worker never holds the dialog itself

        def work() -> None:
            try:
                result: object = recount_stats(library)
            except Exception as exc:  # told in the dialog
                result = exc
            recounted(result)

        worker("recount").submit(work)
        return True

    def _recounted(self, result: object) -> None:
        import shiboken6

        if not shiboken6.isValid(self):
            return
        self.recounting = False
        self.recount_button.setEnabled(True)
        self.problem = None
        if isinstance(result, Stats):
            try:
                save_stats(result, self._path)
            except OSError as exc:
                self.problem = self.tr("The statistics could not be saved: %1").replace("%1", exc.strerror or str(exc))
            self.stats = result
        else:
            self.problem = self.tr("The statistics could not be recounted: %1").replace("%1", str(result))
        self._retranslate()
        self.recounted.emit()

    # ------------------------------------------------------------ reset
    def ask_reset(self) -> None:
        """Ask before wiping the statistics; the answer arrives asynchronously."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Forget the statistics of every game? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(lambda _result: self._reset_answered(box))
        self.confirm_box = box
        box.open()

    def _reset_answered(self, box: QMessageBox) -> None:
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
            return
        try:
            self.stats = reset_stats(self._path)
        except OSError as exc:
            self.problem = self.tr("The statistics could not be reset: %1").replace("%1", exc.strerror or str(exc))
        else:
            self.problem = None
        self._retranslate()
