"""The dominoes table widget: a felt view of a ``DominoScene`` and its presenter.

The widget only wires things together and turns keys into presenter calls:
``DominoScene`` (ui/dominoes/scene.py) draws, ``DominoPresenter``
(ui/dominoes/presenter.py) decides what is shown and what a click means,
reading the controller's read surface and redacted events only. It follows
the window's ``Table`` protocol (ui/main_window.py).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.dominoes import texts
from muggins_desktop.ui.dominoes.presenter import DominoPresenter
from muggins_desktop.ui.dominoes.scene import DominoScene
from muggins_desktop.ui.dominoes.tile_item import TileItem
from muggins_desktop.ui.table.felt import FeltView
from muggins_desktop.ui.table.numbers import minus_sign

_ACT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_HELP_KEYS = (Qt.Key.Key_F1, Qt.Key.Key_Question)


class DominoTable(FeltView):
    """The felt, the line, the hands and the boneyard of a dominoes match."""

    statusChanged = Signal(str)
    newGameRequested = Signal()
    reviewRequested = Signal()  # review the match just finished
    rematchRequested = Signal()  # the same players and options, a new deal
    roundSummaryShown = Signal(int)  # round number
    game = "dominoes"

    def __init__(self, parent: QWidget | None = None, animation_ms: int = 250, theme: str = "green") -> None:
        scene = DominoScene(self._connect_tile, animation_ms)
        super().__init__(scene, parent, theme)
        self.dscene = scene
        self.presenter = DominoPresenter(scene, self)
        self.presenter.statusChanged.connect(self.statusChanged.emit)
        self.presenter.roundSummaryShown.connect(self.roundSummaryShown.emit)
        self.presenter.reviewRequested.connect(self.reviewRequested.emit)
        self.presenter.newGameWanted.connect(self.newGameRequested.emit)
        self.presenter.rematchWanted.connect(self.rematchRequested.emit)
        self.controller: Any = None
        self.names: list[str] = []
        self._sheet_rows: list[tuple[str, list[tuple[str, str, str]]]] = []
        self._sheet_seen: set[int] | None = None  # the RoundRows change set the rows were built from
        pick = self.presenter.input
        scene.boneyard.clicked.connect(pick.draw)
        scene.draw_button.clicked.connect(pick.draw)
        scene.pass_button.clicked.connect(pick.pass_turn)
        for slot in scene.line.slots.values():
            slot.clicked.connect(pick.slot_clicked)

    def _connect_tile(self, item: TileItem) -> None:
        item.clicked.connect(lambda it: self.presenter.input.tile_clicked(it.key))
        item.dragStarted.connect(lambda it: self.presenter.input.drag_started(it.key))
        item.dropped.connect(self._tile_dropped)

    def _tile_dropped(self, item: TileItem, pos: QPointF) -> None:
        tile = item.key
        if isinstance(tile, Tile):
            self.presenter.input.dropped(tile, self.dscene.end_at(pos, self.presenter.ends_for(tile)))

    # ================================================================ the Table protocol
    # Settings the window sets: slide time, how long a round's end stays in
    # view, and whether playable tiles glow.
    animation_ms = property(
        lambda self: self.dscene.animation_ms, lambda self, ms: setattr(self.dscene, "animation_ms", int(ms))
    )
    linger_ms = property(
        lambda self: self.dscene.linger_ms, lambda self, ms: setattr(self.dscene, "linger_ms", int(ms))
    )
    hints = property(lambda self: self.presenter.hints, lambda self, on: setattr(self.presenter, "hints", bool(on)))

    def attach(self, controller: Any) -> None:
        """Show ``controller``'s match; the window calls ``begin_turn`` for people."""
        self.controller = controller
        self.names = [
            controller.name(s) or self.tr("Player %1").replace("%1", str(s + 1)) for s in range(controller.players)
        ]
        self.dscene.set_seats(self.names)
        self.presenter.attach(controller, self.names)
        self.fit()
        self.refresh()

    def detach(self) -> None:
        self.presenter.detach()
        self.controller = None

    def set_viewer(self, seat: int | None, reveal: bool) -> None:
        """Whose hand is at the bottom, and whether it is face up."""
        self.presenter.set_viewer(seat, reveal)

    def begin_turn(self, seat: int, view: Any = None) -> None:
        """Let the person at ``seat`` act (their hand must already be shown)."""
        self.presenter.begin_turn(seat)
        self.setFocus()

    def refresh(self, animate: bool = False) -> None:
        self._rename()
        from muggins_desktop.ui.accessibility import text_scale

        if getattr(self.dscene, "laid_scale", 1.0) != text_scale():
            self.dscene.relayout(self.dscene.size)  # a new text-size setting: room for the text
        self.presenter.render(animate)

    def _rename(self) -> None:
        """Seat names again (a language switch re-translates "You", "Computer N")."""
        c = self.controller
        if c is None:
            return
        for s in range(min(len(self.names), c.players)):
            self.names[s] = c.name(s) or self.names[s]
            item = self.dscene.seat_items.get(s)
            if item is not None and item.name != self.names[s]:
                item.name = self.names[s]
                item.update()

    def status_text(self) -> str:
        return self.presenter.status()

    def describe(self, event: dict[str, Any], count: int = 1) -> str | None:
        humans = list(self.controller.humans) if self.controller is not None else []
        return texts.describe(event, self.names, count, humans[0] if len(humans) == 1 else None)

    def sheet(self) -> tuple[list[str], list[tuple[str, list[tuple[str, str, str]]]], list[int]]:
        """Score sheet data: names, rows (label, per player cells), totals."""
        if self.controller is None:
            return [], [], []
        # Only the rows changed since the last call are formatted again.
        built = self.presenter.rows
        if len(self._sheet_rows) > len(built.rows) or built.changed is not self._sheet_seen:
            self._sheet_rows, self._sheet_seen = [], built.changed
            built.changed.update(range(len(built.rows)))
        for index in sorted(built.changed):
            row = sheet_row(built.rows[index], len(self.names))
            if index < len(self._sheet_rows):
                self._sheet_rows[index] = row
            else:
                self._sheet_rows.append(row)
        built.changed.clear()
        return list(self.names), list(self._sheet_rows), list(self.controller.scores)

    def shutdown(self) -> None:
        self.dscene.stop_animations()

    # ================================================================ keys
    def event(self, event: QEvent) -> bool:
        # F1 is also the window's Rules shortcut: on the table it shows the keys.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and event.key() in _HELP_KEYS:
            event.accept()
            return True
        return super().event(event)

    def toggle_keys(self) -> None:
        """Show or hide the shortcut overlay (F1 or ?)."""
        panel = self.dscene.panel
        if getattr(panel, "kind", "") == "keys":
            self.dscene.close_panel()
            self.presenter.render()
        elif panel is None:
            self.dscene.open_keys_panel().closed.connect(self.toggle_keys)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        panel = self.dscene.panel
        if key in _HELP_KEYS or getattr(panel, "kind", "") == "keys":
            self.toggle_keys()
            return
        if panel is not None:
            if key in _ACT_KEYS:
                panel.press_default()
            return
        p = self.presenter.input
        if not self.presenter.my_turn():
            super().keyPressEvent(event)
            return
        handlers = {
            Qt.Key.Key_Left: lambda: p.move_selection(-1),
            Qt.Key.Key_Right: lambda: p.move_selection(1),
            Qt.Key.Key_Up: p.next_end,
            Qt.Key.Key_Down: p.next_end,
            Qt.Key.Key_Tab: p.next_end,
            Qt.Key.Key_Backtab: p.next_end,
            Qt.Key.Key_D: p.draw,
            Qt.Key.Key_P: p.pass_turn,
            Qt.Key.Key_Escape: p.cancel,
        }
        handler = handlers.get(Qt.Key(key)) or (p.act if key in _ACT_KEYS else None)
        if handler is None:  # Д / П and the Cyrillic layout's keys for D and P
            from muggins_desktop.ui.i18n import key_matches

            handler = p.draw if key_matches(event, "D") else p.pass_turn if key_matches(event, "P") else None
        if handler is None:
            super().keyPressEvent(event)
        else:
            handler()

    def focusNextPrevChild(self, next: bool) -> bool:
        if self.presenter.my_turn():
            return False
        return super().focusNextPrevChild(next)

    # ================================================================ read-only views for tests
    @property
    def panel(self) -> Any:
        return self.dscene.panel

    @property
    def panel_kind(self) -> str:
        return getattr(self.dscene.panel, "kind", "")

    @property
    def hand_items(self) -> dict[tuple[int, int], TileItem]:
        return self.dscene.hand.items

    @property
    def line_items(self) -> dict[tuple[int, int], TileItem]:
        return self.dscene.line.items

    @property
    def slots(self) -> dict[Any, Any]:
        return self.dscene.line.slots

    @property
    def animating(self) -> bool:
        return self.dscene.animating

    # Items of the scene and the presenter's selection, read by tests.
    boneyard = property(lambda self: self.dscene.boneyard)
    draw_button = property(lambda self: self.dscene.draw_button)
    pass_button = property(lambda self: self.dscene.pass_button)
    popup = property(lambda self: self.dscene.popup)
    notice = property(lambda self: self.dscene.notice)
    seat_items = property(lambda self: self.dscene.seat_items)
    selected = property(
        lambda self: self.presenter.selected, lambda self, tile: setattr(self.presenter, "selected", tile)
    )
    end_choice = property(lambda self: self.presenter.end_choice)
    viewer = property(lambda self: self.presenter.viewer)

    def legal_tiles(self) -> list[Tile]:
        """Tiles the person to act may play now (for tests, demos and hints)."""
        return self.presenter.legal_tiles()

    def ends_for(self, tile: Tile) -> list[Any]:
        """The ends ``tile`` may go to now."""
        return self.presenter.ends_for(tile)


def sheet_row(row: Any, players: int) -> tuple[str, list[tuple[str, str, str]]]:
    """One score-sheet row: per player the play points, the penalty and the total."""
    cells = []
    for seat in range(players):
        pen = row.penalties[seat]
        cells.append(
            (str(row.points[seat]), "" if pen is None else (f"−{pen}" if pen else "0"), minus_sign(row.totals[seat]))
        )
    return str(row.round_no), cells
