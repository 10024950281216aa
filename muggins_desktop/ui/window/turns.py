"""Whose turn it is at the screen: people, the hot-seat cover, computers.

``TurnRouter`` listens to the controller's ``humanTurn`` / ``computerTurn``
and the cover's ``ready``: with one person it hands the turn straight to the
table; with several people at one screen it hides the hand, shows the cover
("Pass the screen to …") and reveals the hand only when that person is
ready. The table's status line is held back while the cover is up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject

if TYPE_CHECKING:
    from muggins_desktop.ui.app.settings_store import SettingsStore
    from muggins_desktop.ui.match.controller import GameController, View
    from muggins_desktop.ui.table.protocol import Table
    from muggins_desktop.ui.window.cover_screen import CoverScreen


class TurnRouter:
    """Routes turns between the controller, the table and the cover.

    It is handed the status line (``status``) and the settings, and each
    match's controller, table and cover (``attach``): it never reads the
    window.
    """

    def __init__(self, status: Callable[[str], None], settings: SettingsStore) -> None:
        self.status = status
        self.settings = settings
        self.controller: GameController | None = None
        self.table: Table | None = None
        self.cover: CoverScreen | None = None
        self.revealed: int | None = None  # seat whose hand is face up

    def attach(self, controller: GameController, table: Table, cover: CoverScreen) -> None:
        """A new match on the table: no hand is face up yet."""
        self.controller, self.table, self.cover = controller, table, cover
        self.revealed = None

    def detach(self) -> None:
        self.controller = self.table = None

    def _several_humans(self) -> bool:
        c = self.controller
        return c is not None and len(c.humans) > 1

    def human_turn(self, seat: int, view: View) -> None:
        table, c, cover = self.table, self.controller, self.cover
        if table is None or c is None or cover is None:
            return
        if self._several_humans() and seat != self.revealed:
            table.set_viewer(seat, reveal=False)
            name = c.name(seat)
            cover.show_for(seat, name, table.game)
            self.status(QCoreApplication.translate("MainWindow", "Pass the screen to %1.").replace("%1", name))
            return
        self.revealed = seat
        table.begin_turn(seat, view)

    def cover_ready(self, seat: int) -> None:
        c, table = self.controller, self.table
        if c is None or table is None or c.waiting_for != seat:
            return
        self.revealed = seat
        table.begin_turn(seat, c.reading.view(seat))

    def computer_turn(self, seat: int) -> None:
        table, c = self.table, self.controller
        if self._several_humans() and self.revealed is not None and table is not None:
            self.revealed = None
            table.set_viewer(None, reveal=False)
        # Computers only as well: somebody watching asked to step through the moves.
        if c is not None and self.settings.current.click_to_continue and table is not None:
            ContinueGate(self, c, table)

    def table_status(self, text: str) -> None:
        if self.cover is not None and self.cover.isVisible():
            return
        self.status(text)


class ContinueGate(QObject):
    """ "Click or key to continue": holds a computer's move until the person asks for it.

    The controller is held (its computer turn waits for the hold to end); the
    next click or key press on the table releases it and is not passed on,
    so it never selects or plays anything by accident.
    """

    def __init__(self, router: TurnRouter, controller: GameController, table: Table) -> None:
        super().__init__(table)
        self.router, self.controller, self.open = router, controller, True
        self.targets: list[QObject] = [table, table.viewport()]
        controller.hold()
        for target in self.targets:
            target.installEventFilter(self)
        router.status(QCoreApplication.translate("MainWindow", "Click or press a key for the next move."))
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
        if self.router.controller is self.controller:
            self.controller.release()
        self.deleteLater()
