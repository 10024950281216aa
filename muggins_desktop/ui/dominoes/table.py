"""The dominoes table widget: a felt view of a ``DominoScene`` and its presenter.

The widget only wires things together and turns keys into presenter calls:
``DominoScene`` (ui/dominoes/scene.py) draws, ``DominoPresenter``
(ui/dominoes/presenter.py) decides what is shown and what a click means,
reading the controller's read surface and the screen's events only. It
follows the window's ``Table`` protocol (ui/table/protocol.py).

What tests and tools read is public: the scene's items (``scene_.hand``,
``scene_.line``, ``scene_.panel`` ...) and the presenter's state
(``presenter.selected``, ``presenter.state``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from muggins_desktop.engine.base import Event
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.access.spoken import keys_text
from muggins_desktop.ui.dominoes import texts
from muggins_desktop.ui.dominoes.presenter import DominoPresenter
from muggins_desktop.ui.dominoes.reading import reading
from muggins_desktop.ui.dominoes.scene import DominoScene
from muggins_desktop.ui.dominoes.sheet import RoundRow
from muggins_desktop.ui.dominoes.state import TableState
from muggins_desktop.ui.dominoes.tile_item import TileItem
from muggins_desktop.ui.match.controller import GameController, View
from muggins_desktop.ui.sheet.score_sheet_model import SheetChange
from muggins_desktop.ui.table.items import PanelItem
from muggins_desktop.ui.table.pace import Pace
from muggins_desktop.ui.table.protocol import SheetRows, Table, TableReading
from muggins_desktop.ui.text.numbers import minus_sign

_ACT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_SUMMARY_LINGERS = 3  # a round summary nobody has to close stays as long as three lingers (a table to read)


class DominoTable(Table):
    """The felt, the line, the hands and the boneyard of a dominoes match."""

    roundSummaryShown = Signal(int)  # round number
    game = "dominoes"

    def __init__(self, parent: QWidget | None = None, animation_ms: int = 250, theme: str = "green") -> None:
        scene = DominoScene(animation_ms)
        super().__init__(scene, parent, theme)
        self.scene_ = scene
        self._presenter = DominoPresenter(scene, self)
        p = self._presenter
        p.statusChanged.connect(self.statusChanged.emit)
        p.roundSummaryShown.connect(self.roundSummaryShown.emit)
        p.reviewRequested.connect(self.reviewRequested.emit)
        p.newGameWanted.connect(self.newGameRequested.emit)
        p.rematchWanted.connect(self.rematchRequested.emit)
        p.againWanted.connect(self.againRequested.emit)
        p.notice.connect(self.show_notice)
        self._sheet_rows: SheetRows = []  # the presenter's RoundRows as sheet rows, formatted once each
        p.eventsShown.connect(self._sheet_shown)
        pick = p.input
        scene.boneyard.clicked.connect(pick.draw)
        scene.draw_button.clicked.connect(pick.draw)
        scene.draw_all_button.clicked.connect(pick.draw_until_fits)
        scene.pass_button.clicked.connect(pick.pass_turn)
        for slot in scene.line.end_slots.values():
            slot.clicked.connect(pick.slot_clicked)
        scene.itemClicked.connect(self._tile_clicked)
        scene.dragStarted.connect(self._drag_started)
        scene.itemDropped.connect(self._tile_dropped)
        scene.focusMoved.connect(self._focus_moved)

    @property
    def presenter(self) -> DominoPresenter:
        return self._presenter

    # ================================================================ input (from the scene)
    @staticmethod
    def _tile(piece: object) -> Tile | None:
        return piece.key if isinstance(piece, TileItem) else None

    def _tile_clicked(self, piece: object) -> None:
        tile = self._tile(piece)
        if tile is not None:
            self.presenter.input.tile_clicked(tile)

    def _drag_started(self, piece: object) -> None:
        tile = self._tile(piece)
        if tile is not None:
            self.presenter.input.drag_started(tile)

    def _tile_dropped(self, piece: object, pile: object, pos: QPointF) -> None:
        tile, line = self._tile(piece), self.scene_.line
        if tile is not None:
            ends = self.presenter.ends_for(tile)
            self.presenter.input.dropped(tile, line.ends_at(pos, ends, self.scene_.hand.unit) if pile is line else [])

    def _focus_moved(self, piece: object) -> None:
        tile = self._tile(piece)
        if tile is not None:
            self.presenter.input.select(tile)

    # ================================================================ the Table protocol
    def follow_pace(self, pace: Pace, reduced: bool) -> None:
        """Slide time and how long a round's last position stays in view."""
        self.scene_.animation_ms = pace.animation_ms
        self.scene_.linger_ms = pace.linger_ms
        self.presenter.summary_ms = pace.linger_ms * _SUMMARY_LINGERS

    def attach(self, controller: GameController) -> None:
        """Show ``controller``'s match; the window calls ``begin_turn`` for people."""
        self.controller = controller
        self.presenter.attach(controller)
        self._sheet_rows = self._sheet_from_scratch()
        self.scene_.set_seats(self.presenter.names)
        self.fit()
        self.refresh()
        self.presenter.show_pending()  # a resumed match's round summary, as it was left

    def begin_turn(self, seat: int, view: View | None = None) -> None:
        """Let the person at ``seat`` act (their hand must already be shown)."""
        self.presenter.begin_turn(seat, view)
        self.setFocus()

    def refresh(self) -> None:
        self._rename()
        from muggins_desktop.ui.access.accessibility import text_scale

        if self.scene_.laid_scale != text_scale():
            self.scene_.relayout(self.scene_.size)  # a new text-size setting: room for the text
        if self.controller is not None:
            self.presenter.render()

    def _rename(self) -> None:
        """Seat names again (a language switch re-translates "You", "Computer N")."""
        c, names = self.controller, self.presenter.names
        if c is None:
            return
        for s in range(min(len(names), c.reading.players)):
            names[s] = c.name(s) or names[s]
            item = self.scene_.seat_items.get(s)
            if item is not None and item.name != names[s]:
                item.name = names[s]
                item.update()

    def describe(self, event: Event, count: int = 1) -> str | None:
        viewer = self.controller.feed.viewer if self.controller is not None else None
        return texts.describe(event, self.presenter.names, count, viewer)

    def show_notice(self, text: str) -> None:
        """A short message over the hand (a refused move), told to the screen reader too."""
        self.scene_.show_notice(text)
        self.noticeShown.emit(text)

    def sheet(self) -> tuple[list[str], SheetRows, list[int]]:
        """Score sheet data: names, rows (label, per player cells), totals (a whole sheet, read once a match)."""
        if self.controller is None:
            return [], [], []
        return list(self.presenter.names), list(self._sheet_rows), list(self.controller.reading.scores)

    def _sheet_from_scratch(self) -> SheetRows:
        """Every round of the presenter's rows as sheet rows (a match just attached)."""
        built = self.presenter.rows
        built.changed.clear()
        return [sheet_row(row, len(self.presenter.names)) for row in built.rows]

    def _sheet_shown(self, _events: list[Event]) -> None:
        """Hand the sheet the rows this batch changed: the presenter's rows were fed just before."""
        built = self.presenter.rows
        if self.controller is None or not built.changed:
            return
        players = len(self.presenter.names)
        changed = {}
        for index in sorted(built.changed):
            row = sheet_row(built.rows[index], players)
            if index < len(self._sheet_rows):
                self._sheet_rows[index] = row
            else:
                self._sheet_rows.append(row)
            changed[index] = row
        built.changed.clear()
        self.sheetChanged.emit(SheetChange(changed, list(self.controller.reading.scores)))

    # ================================================================ for the screen reader
    def reader_title(self) -> str:
        return QCoreApplication.translate("TableReader", "Dominoes table")

    def reading(self, state: object) -> TableReading:
        assert isinstance(state, TableState)
        return reading(state, self.scene_.panel)

    def keys_text(self) -> str:
        panel = self.scene_.panel
        return keys_text(panel.title, panel.rows) if panel is not None and panel.kind == "keys" else ""

    def summary_waiting(self) -> bool:
        panel = self.scene_.panel
        return panel is not None and panel.kind == "round"

    # ================================================================ keys
    def keys_shown(self) -> bool:
        panel = self.scene_.panel
        return panel is not None and panel.kind == "keys"

    def keys_item(self) -> PanelItem | None:
        return self.scene_.panel if self.keys_shown() else None

    def show_keys(self, shown: bool) -> None:
        """Open the list of keys (over nothing else), or close it."""
        panel = self.scene_.panel
        if not shown and self.keys_shown():
            self.scene_.close_panel()
            self.presenter.render()
        elif shown and panel is None:
            self.scene_.open_keys_panel().closed.connect(self.toggle_keys)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.keys_first(event):
            return
        panel = self.scene_.panel
        if panel is not None:
            self.panel_key(panel, event)  # Tab and the arrows walk its buttons, Enter presses one
            return
        handler = self._key_handler(event) if self.presenter.my_turn() else None
        if handler is None:
            super().keyPressEvent(event)
        else:
            handler()

    def _key_handler(self, event: QKeyEvent) -> Callable[[], None] | None:
        p = self.presenter.input
        handlers: dict[Qt.Key, Callable[[], None]] = {
            Qt.Key.Key_Left: lambda: self.scene_.move_focus(-1),
            Qt.Key.Key_Right: lambda: self.scene_.move_focus(1),
            Qt.Key.Key_Up: p.next_end,
            Qt.Key.Key_Down: p.next_end,
            Qt.Key.Key_D: p.draw,
            Qt.Key.Key_P: p.pass_turn,
            Qt.Key.Key_Escape: p.cancel,
        }
        key = event.key()
        handler = handlers.get(Qt.Key(key)) or (p.act if key in _ACT_KEYS else None)
        if handler is None:  # Д / П and the Cyrillic layout's keys for D and P
            from muggins_desktop.ui.text.i18n import key_matches

            handler = p.draw if key_matches(event, "D") else p.pass_turn if key_matches(event, "P") else None
        if handler == p.draw and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            handler = p.draw_until_fits  # Shift+D: one key for the whole run of draws
        return handler

    def focusNextPrevChild(self, next: bool) -> bool:
        if self.scene_.panel is not None:  # Tab walks the panel's buttons; on a turn it leaves, as in cribbage
            return False
        return super().focusNextPrevChild(next)


def sheet_row(row: RoundRow, players: int) -> tuple[str, list[tuple[str, str, str]]]:
    """One score-sheet row: per player the play points, the penalty and the total."""
    cells = []
    for seat in range(players):
        pen = row.penalties[seat]
        cells.append(
            (str(row.points[seat]), "" if pen is None else (f"−{pen}" if pen else "0"), minus_sign(row.totals[seat]))
        )
    return str(row.round_no), cells
