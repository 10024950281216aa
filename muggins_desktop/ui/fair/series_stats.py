"""Statistics → the series table: the series a person played to the end, per game.

Counted from the match library's rows (``storage/library/series.py``
``series_stats``): no file of its own, so it is always what the library
holds (a series whose games went to the trash and were purged is no longer
counted). Cribbage adds the skunks given and taken in series games.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from muggins_desktop.storage.library.series import SeriesStats

CONTEXT = "SeriesStats"
COLUMNS = ("game", "played", "won", "lost", "tied", "games", "points", "skunks_given", "skunks_taken")


tr = Translator(CONTEXT)


def cell_text(game: str, entry: SeriesStats, column: str) -> str:
    if column == "game":
        return tr("Cribbage") if game == "cribbage" else tr("Dominoes")
    if column == "points":
        per_game = entry.points_per_game
        return "—" if per_game is None else f"{per_game:.2f}"
    if column.startswith("skunks") and game != "cribbage":
        return "—"
    return str(dataclasses.asdict(entry)[column])  # a count field of ``SeriesStats``


class SeriesStatsTable(QTableWidget):
    """One row per game with decided series: played, won, lost, tied, games, game points a game, skunks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setObjectName("seriesStats")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.stats: Mapping[str, SeriesStats] = {}
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(tr("Series played to the end, by game"))
        self.setHorizontalHeaderLabels(
            [
                tr("Game"),
                tr("Series played"),
                tr("Won"),
                tr("Lost"),
                tr("Tied"),
                tr("Games"),
                tr("Game points a game"),
                tr("Skunks given"),
                tr("Skunks taken"),
            ]
        )
        self.show_stats(self.stats)

    def show_stats(self, stats: Mapping[str, SeriesStats]) -> None:
        self.stats = stats
        games = [g for g in ("dominoes", "cribbage") if g in stats]
        self.setRowCount(len(games))
        for row, game in enumerate(games):
            for col, column in enumerate(COLUMNS):
                item = QTableWidgetItem(cell_text(game, stats[game], column))
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, col, item)
        self.setFixedHeight(
            self.horizontalHeader().height() + max(1, len(games)) * self.verticalHeader().defaultSectionSize() + 6
        )

    def cell(self, row: int, column: str) -> str:
        item = self.item(row, COLUMNS.index(column))
        return item.text() if item is not None else ""
