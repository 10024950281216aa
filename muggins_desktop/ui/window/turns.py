"""Whose turn it is at the screen: people, the hot-seat cover, computers.

``TurnRouter`` listens to the controller's ``humanTurn`` / ``computerTurn``
and the cover's ``ready``: with one person it hands the turn straight to the
table; with several people at one screen it hides the hand, shows the cover
("Pass the screen to …") and reveals the hand only when that person is
ready. The table's status line is held back while the cover is up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject

if TYPE_CHECKING:
    from muggins_desktop.ui.match.controller import GameController, View
    from muggins_desktop.ui.window.main_window import MainWindow


class TurnRouter:
    """Routes turns between the controller, the table and the cover."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.revealed: int | None = None  # seat whose hand is face up

    def _several_humans(self) -> bool:
        c = self.window.controller
        return c is not None and len(c.humans) > 1

    def human_turn(self, seat: int, view: View) -> None:
        w = self.window
        table, c, area = w.table, w.controller, w.game_area
        if table is None or c is None or area is None:
            return
        if self._several_humans() and seat != self.revealed:
            table.set_viewer(seat, reveal=False)
            name = c.name(seat)
            area.cover.show_for(seat, name, table.game)
            w.set_status(QCoreApplication.translate("MainWindow", "Pass the screen to %1.").replace("%1", name))
            return
        self.revealed = seat
        table.begin_turn(seat, view)

    def cover_ready(self, seat: int) -> None:
        c, table = self.window.controller, self.window.table
        if c is None or table is None or c.waiting_for != seat:
            return
        self.revealed = seat
        table.begin_turn(seat, c.view(seat))

    def computer_turn(self, seat: int) -> None:
        if self._several_humans() and self.revealed is not None and self.window.table is not None:
            self.revealed = None
            self.window.table.set_viewer(None, reveal=False)
        w = self.window
        c = w.controller
        if c is not None and c.humans and w.settings.click_to_continue and w.table is not None:
            ContinueGate(w, c)

    def table_status(self, text: str) -> None:
        w = self.window
        if w.game_area is not None and w.game_area.cover.isVisible():
            return
        w.set_status(text)


class ContinueGate(QObject):
    """ "Click or key to continue": holds a computer's move until the person asks for it.

    The controller is held (its computer turn waits for the hold to end); the
    next click or key press on the table releases it and is not passed on,
    so it never selects or plays anything by accident.
    """

    def __init__(self, window: MainWindow, controller: GameController) -> None:
        table = window.table
        assert table is not None  # a gate is made only while a table shows a match
        super().__init__(table)
        self.window, self.controller, self.open = window, controller, True
        self.targets: list[QObject] = [table, table.viewport()]
        controller.hold()
        for target in self.targets:
            target.installEventFilter(self)
        window.set_status(QCoreApplication.translate("MainWindow", "Click or press a key for the next move."))
        controller.matchEnded.connect(lambda _o: self.release())

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if self.open and event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self.release()
            return True
        return False

    def release(self) -> None:
        if not self.open:
            return
        self.open = False
        for target in self.targets:
            target.removeEventFilter(self)
        if self.window.controller is self.controller:
            self.controller.release()
        self.deleteLater()
