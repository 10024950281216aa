"""The game area and the side panels (score sheet, match log) of the window.

``GameArea`` holds the table and lays the hot-seat cover over it.
``SidePanels`` owns the two docks, the ``MatchLogModel`` and the
``ScoreSheet``. The log is fed the events the table shows (already redacted
for the person at the screen): one event is one O(1) append. The sheet is
handed by the table only the rows a shown batch changed
(``Table.sheetChanged``), so a move costs the same at any length of match;
the whole sheet is read once, when a match is attached or the language
changes, as the log is rebuilt then. On narrow windows the two docks
share one tabbed column so the table keeps the width (issue 12 #12); a
match starts there with them hidden, and they come back when the window is
made wide again, unless the player closed them. On wide windows they take
at most two fifths of the width, so 2x text never hands them the table's room.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QMainWindow,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.engine.base import Event
from muggins_desktop.ui.app.memory import release_after_destroyed
from muggins_desktop.ui.fair.series_board import SeriesBoard
from muggins_desktop.ui.sheet.log_model import MatchLogModel, MatchLogView
from muggins_desktop.ui.sheet.score_sheet import ScoreSheet
from muggins_desktop.ui.table.links import Links
from muggins_desktop.ui.window.cover_screen import CoverScreen

if TYPE_CHECKING:
    from muggins_desktop.ui.match.controller import GameController
    from muggins_desktop.ui.table.protocol import Table

NARROW = 1000  # window width below which the docks are tabbed and start hidden
WIDEST = 0.4  # the most of a wide window's width the docks take (at 2x text they took half)


class GameArea(QWidget):
    """Holds the table and lays the cover screen over it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.table: Table | None = None
        self.cover = CoverScreen(self)

    def set_table(self, table: Table) -> None:
        if self.table is not None:
            self.layout_.removeWidget(self.table)
            # Its pages go back to the system once it is gone (ui/app/memory.py).
            self.table.destroyed.connect(release_after_destroyed)
            self.table.deleteLater()
        self.table = table
        self.cover.game_below = table.game  # the cover's words follow the game under it
        self.layout_.addWidget(table)
        # Shown now, not on the next turn of the event loop, so the caller's
        # setFocus() takes: otherwise the focus stayed on the old table and
        # died with it (arrow keys did nothing in the second match).
        table.show()
        self.cover.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.cover.setGeometry(self.rect())


class SidePanels:
    """The score sheet and log docks of ``window``, fed from its controller."""

    def __init__(self, window: QMainWindow, act_sheet: QAction, act_log: QAction, act_tally: QAction) -> None:
        self.window = window
        self.table: Table | None = None
        self.controller: GameController | None = None
        self._links = Links()
        self.sheet = ScoreSheet()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.sheet)
        self.series_board = SeriesBoard()  # above the sheet; hidden unless a series is played
        sheet_column = QWidget()
        column = QVBoxLayout(sheet_column)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.series_board)
        column.addWidget(scroll, 1)
        self.sheet_dock = QDockWidget()
        self.sheet_dock.setObjectName("scoreSheetDock")
        self.sheet_dock.setWidget(sheet_column)
        self.log_model = MatchLogModel(self._describe, parent=window)
        self.log = MatchLogView(self.log_model)
        self.log_dock = QDockWidget()
        self.log_dock.setObjectName("matchLogDock")
        self.log_dock.setWidget(self.log)
        for dock in (self.sheet_dock, self.log_dock):
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
            )
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()
        self._tabbed = False
        window.splitDockWidget(self.sheet_dock, self.log_dock, Qt.Orientation.Vertical)
        self.sheet.set_tally(act_tally.isChecked())
        act_tally.toggled.connect(self.sheet.set_tally)
        self._placing = False  # the window shows or hides the docks itself (not the player)
        self.closed_by_hand: set[QDockWidget] = set()  # these stay closed until the player opens them
        self._wide = False
        for dock, action in ((self.sheet_dock, act_sheet), (self.log_dock, act_log)):
            action.toggled.connect(dock.setVisible)
            # The dock's own action follows its close button; mirror it.
            dock.toggleViewAction().toggled.connect(action.setChecked)
            action.toggled.connect(lambda on, d=dock: self._player_toggled(d, on))
        self.act_sheet, self.act_log = act_sheet, act_log
        # Accessible names (the scroll area around the sheet is what Tab lands on).
        log_name = QCoreApplication.translate("TableReader", "Match log")
        sheet_name = QCoreApplication.translate("TableReader", "Score sheet")
        for widget, name in ((self.log, log_name), (self.sheet, sheet_name), (scroll, sheet_name)):
            if not widget.accessibleName():
                widget.setAccessibleName(name)

    # ------------------------------------------------------------ a match
    def attach(self, controller: GameController, table: Table) -> None:
        self.detach()
        self.controller, self.table = controller, table
        self._links.connect(table.presenter.eventsShown, self.on_events)  # never ahead of the table
        self._links.connect(table.sheetChanged, self.sheet.apply)  # only the rows a batch changed
        self.rebuild()
        self._wide = self.window.width() >= NARROW
        self._place(self._wide)
        self.fit(self.window.width())

    def _player_toggled(self, dock: QDockWidget, on: bool) -> None:
        if self._placing:
            return
        if on:
            self.closed_by_hand.discard(dock)
        else:
            self.closed_by_hand.add(dock)

    def _place(self, shown: bool) -> None:
        """Show the docks the player has not closed (``shown``), or hide both, as the window's choice."""
        self._placing = True
        try:
            for dock, action in ((self.sheet_dock, self.act_sheet), (self.log_dock, self.act_log)):
                visible = shown and dock not in self.closed_by_hand
                action.setChecked(visible)
                dock.setVisible(visible)
        finally:
            self._placing = False

    def hide_all(self) -> None:
        """Off the table (the start page): hidden until the next match, which shows them as before."""
        self._place(False)

    def detach(self) -> None:
        self._links.clear()
        self.controller = None

    def _describe(self, event: Mapping[str, object], count: int) -> str | None:
        return self.table.log_line(dict(event), count) if self.table is not None else None

    def on_events(self, events: list[Event]) -> None:
        """A batch of the screen's events (redacted once, by the feed) as the table shows it."""
        self.log_model.add(events)
        self.log.follow()

    def rebuild(self) -> None:
        """The whole log again, in one go (a resumed match, a language switch).

        With several people at one screen (or none) the log shows only what
        everybody may see, so it never reveals a drawn tile.
        """
        events = self.controller.feed.record() if self.controller is not None else []
        held = self.table.presenter.held_back if self.table is not None else 0
        if held:  # a resumed round end: the next deal is not on the table yet, nor in the log
            events = events[:-held]
        self.log_model.reset(events)
        self.log.reset_follow()
        self.update_sheet()

    def update_sheet(self) -> None:
        """The whole sheet from the table, in one go (with the log: a new match, a language switch)."""
        if self.table is None:
            return
        names, rows, totals = self.table.sheet()
        self.sheet.caption = self.table.sheet_caption()
        self.sheet.tally_unit = self.table.tally_unit
        self.sheet.set_data(names, rows, totals)

    # ------------------------------------------------------------ window size
    def fit(self, width: int) -> None:
        """Narrow windows: one tabbed column, at most 30 % wide; wide: sheet over log, at most 40 % wide.

        A window made wide again shows the docks a small one had no room for (not those the player closed).
        """
        narrow = width < NARROW
        if not narrow and not self._wide and self.controller is not None:
            self._place(True)
        self._wide = not narrow
        if narrow and not self._tabbed:
            self.window.tabifyDockWidget(self.sheet_dock, self.log_dock)
            self._tabbed = True
        elif not narrow and self._tabbed:
            self.window.splitDockWidget(self.sheet_dock, self.log_dock, Qt.Orientation.Vertical)
            self._tabbed = False
        limit = int(width * (0.3 if narrow else WIDEST))
        for dock in (self.sheet_dock, self.log_dock):
            dock.setMaximumWidth(limit)
        if not narrow and self.sheet_dock.isVisible():
            self.window.resizeDocks([self.sheet_dock], [min(420, max(280, width // 4))], Qt.Orientation.Horizontal)
