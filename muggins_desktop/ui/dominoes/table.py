"""The dominoes table: a QGraphicsView showing one seat's side of the match.

The table only shows and asks: it reads views from the controller's match
(``view_for``) and hands the player's decision to ``controller.submit``. The
scene is laid out in viewport pixels and rebuilt on every resize, so the
whole line stays visible from 800x600 to 4K; tiles are vector drawings, so
they stay sharp at any device-pixel ratio.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from muggins_desktop.engine.dominoes.actions import Draw, Pass, PlayTile
from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.dominoes import texts
from muggins_desktop.ui.plural import plural
from muggins_desktop.ui.i18n import illegal_text
from muggins_desktop.ui.dominoes.items import (
    GOLD,
    BoneyardItem,
    ButtonItem,
    LabelItem,
    PanelItem,
    SeatItem,
    SlotItem,
)
from muggins_desktop.ui.painting import THEMES
from muggins_desktop.ui.dominoes.layout import Rect, fit_line, hand_slots
from muggins_desktop.ui.dominoes.sheet import last_play, opening_index, round_rows
from muggins_desktop.ui.dominoes.tile_item import TileItem



def _qrect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


class DominoTable(QGraphicsView):
    """The felt, the line, the hands and the boneyard of a dominoes match."""

    statusChanged = Signal(str)
    newGameRequested = Signal()
    roundSummaryShown = Signal(int)  # round number
    game = "dominoes"

    def __init__(self, parent: QWidget | None = None, animation_ms: int = 250, theme: str = "green") -> None:
        super().__init__(parent)
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt is an expensive gradient: paint it once per size.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.animation_ms = animation_ms
        self.theme = theme if theme in THEMES else "green"
        # Hints: glow on playable tiles, dim the rest (settings: hints on or off).
        self.hints = True
        self.controller: Any = None
        self._views: dict[int, tuple[Any, Any]] = {}
        self.names: list[str] = []
        self.viewer: int | None = None
        self.reveal = True
        self.active_seat: int | None = None  # human seat allowed to act now
        self.selected: Tile | None = None
        self.end_choice = 0
        self.line_items: dict[tuple[int, int], TileItem] = {}
        self.hand_items: dict[tuple[int, int], TileItem] = {}
        self.seat_items: dict[int, SeatItem] = {}
        self.slots = {End.LEFT: SlotItem(End.LEFT), End.RIGHT: SlotItem(End.RIGHT)}
        for slot in self.slots.values():
            slot.clicked.connect(self._slot_clicked)
            slot.hide()
            self._scene.addItem(slot)
        self.boneyard = BoneyardItem()
        self.boneyard.clicked.connect(self.draw)
        self._scene.addItem(self.boneyard)
        self.draw_button = ButtonItem()
        self.draw_button.clicked.connect(self.draw)
        self.pass_button = ButtonItem()
        self.pass_button.clicked.connect(self.pass_turn)
        for item in (self.draw_button, self.pass_button):
            self._scene.addItem(item)
        self.info = LabelItem()
        self.ends_label = LabelItem()
        self.hint_label = LabelItem()
        self.popup = LabelItem()
        self.popup.badge = True
        self.popup.bold = True
        self.popup.color = GOLD
        self.popup.setZValue(60)
        for item in (self.info, self.ends_label, self.hint_label, self.popup):
            self._scene.addItem(item)
        self.panel: PanelItem | None = None
        self.panel_kind = ""
        self._animations: list[Any] = []
        self._popup_timer = QTimer(self)
        self._popup_timer.setSingleShot(True)
        self._popup_timer.timeout.connect(lambda: self.popup.set_text(""))
        self._last_status = ""
        self._last_play_key: tuple[int, int] | None = None
        self._hand_unit = 30.0
        self._retranslate_static()

    # ================================================================ wiring
    def attach(self, controller: Any) -> None:
        """Show ``controller``'s match; the window calls ``begin_turn`` for people."""
        self.controller = controller
        self._views = {}
        self.names = [controller.name(s) or self.tr("Player %1").replace("%1", str(s + 1))
                      for s in range(controller.match.players)]
        for item in self.seat_items.values():
            self._scene.removeItem(item)
        self.seat_items = {}
        for seat in range(controller.match.players):
            item = SeatItem(seat)
            item.name = self.names[seat]
            self.seat_items[seat] = item
            self._scene.addItem(item)
        for item in list(self.line_items.values()) + list(self.hand_items.values()):
            self._scene.removeItem(item)
        self.line_items, self.hand_items = {}, {}
        self.close_panel()
        humans = controller.humans
        self.viewer = humans[0] if humans else 0
        self.reveal = len(humans) <= 1
        self.active_seat = None
        controller.eventsApplied.connect(self._on_events)
        controller.computerTurn.connect(self._on_computer_turn)
        controller.matchEnded.connect(self._on_match_end)
        controller.actionRefused.connect(self._on_refused)
        self.refresh(animate=False)

    def detach(self) -> None:
        if self.controller is None:
            return
        for signal, slot in ((self.controller.eventsApplied, self._on_events),
                             (self.controller.computerTurn, self._on_computer_turn),
                             (self.controller.matchEnded, self._on_match_end),
                             (self.controller.actionRefused, self._on_refused)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self.controller = None

    def set_viewer(self, seat: int | None, reveal: bool) -> None:
        """Whose hand is at the bottom, and whether it is face up."""
        self.viewer = seat if seat is not None else self.viewer
        self.reveal = reveal
        if not reveal:
            self.active_seat = None
            self.selected = None
        self.refresh(animate=False)

    def begin_turn(self, seat: int, view: Any = None) -> None:
        """Let the person at ``seat`` act (their hand must already be shown)."""
        self.viewer = seat
        self.reveal = True
        self.active_seat = seat
        self.selected = None
        self.end_choice = 0
        legal = self._legal_tiles()
        if self._forced() is not None:
            self.selected = self._forced()
        elif len(legal) == 1 and len(self._ends_for(legal[0])) > 1:
            self.selected = legal[0]
        self.refresh(animate=False)
        self.setFocus()

    # ================================================================ state helpers
    def _view_of(self, seat: int) -> Any:
        """``view_for(seat)``, remembered until the match changes.

        The record only grows, so its length identifies the state; views are
        asked for many times per repaint and building one copies the events.
        """
        match = self.controller.match
        key = (seat, len(match.record), match.to_act)
        cached = self._views.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        view = match.view_for(seat)
        self._views[seat] = (key, view)
        return view

    def _view(self) -> Any:
        if self.controller is None or self.viewer is None:
            return None
        return self._view_of(self.viewer)

    def _my_turn(self) -> bool:
        c = self.controller
        return (c is not None and self.active_seat is not None and c.waiting_for == self.active_seat
                and c.match.to_act == self.active_seat and self.panel is None and self.reveal)

    def _legal(self) -> list[Any]:
        if not self._my_turn():
            return []
        return list(self._view_of(self.active_seat).legal_actions)

    def _legal_tiles(self) -> list[Tile]:
        seen: list[Tile] = []
        for action in self._legal():
            if isinstance(action, PlayTile) and action.tile not in seen:
                seen.append(action.tile)
        return seen

    def _ends_for(self, tile: Tile) -> list[End | None]:
        return [a.end for a in self._legal() if isinstance(a, PlayTile) and a.tile == tile]

    def _forced(self) -> Tile | None:
        if not self._my_turn():
            return None
        return self._view_of(self.active_seat).forced_tile

    def legal_tiles(self) -> list[Tile]:
        """Tiles the person to act may play now (for tests and hints)."""
        return self._legal_tiles()

    # ================================================================ actions
    def play(self, tile: Tile, end: End | None) -> bool:
        if not self._my_turn():
            return False
        self.selected = None
        return bool(self.controller.submit(PlayTile(tile, end)))

    def draw(self) -> None:
        if self._my_turn() and Draw() in self._legal():
            self.controller.submit(Draw())

    def pass_turn(self) -> None:
        if self._my_turn() and Pass() in self._legal():
            self.controller.submit(Pass())

    def _tile_clicked(self, item: TileItem) -> None:
        tile = item.key
        if not self._my_turn() or not isinstance(tile, Tile):
            return
        ends = self._ends_for(tile)
        if not ends:
            self._emit_status(self._status_text(refused=tile))
            return
        if len(ends) == 1:
            self.play(tile, ends[0])
            return
        if self.selected == tile:
            self.selected = None
        else:
            self.selected = tile
            self.end_choice = 0
        self.refresh(animate=False)

    def _slot_clicked(self, end: End) -> None:
        if self.selected is not None and end in self._ends_for(self.selected):
            self.play(self.selected, end)

    def _tile_drag_started(self, item: TileItem) -> None:
        tile = item.key
        if isinstance(tile, Tile) and self._ends_for(tile):
            self.selected = tile
            self._update_states()

    def _tile_dropped(self, item: TileItem, pos: QPointF) -> None:
        tile = item.key
        ends = self._ends_for(tile) if isinstance(tile, Tile) else []
        target = None
        if ends == [None]:
            target = None if self._line_area().contains(pos) else "miss"
        else:
            target = "miss"
            for end in ends:
                slot = self.slots[end]  # type: ignore[index]
                zone = slot.sceneBoundingRect().adjusted(-self._hand_unit, -self._hand_unit,
                                                         self._hand_unit, self._hand_unit)
                if zone.contains(pos):
                    target = end
                    break
        if target != "miss" and self.play(tile, target):  # type: ignore[arg-type]
            return
        self.refresh(animate=True)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if self.panel is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.panel.buttons:
                self.panel.buttons[0].clicked.emit()
            return
        if not self._my_turn():
            super().keyPressEvent(event)
            return
        legal = self._legal_tiles()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and legal:
            hand_order = [t for t in self._view().hand if t in legal]
            if self.selected in hand_order:
                i = hand_order.index(self.selected) + (1 if key == Qt.Key.Key_Right else -1)
            else:
                i = 0 if key == Qt.Key.Key_Right else len(hand_order) - 1
            self.selected = hand_order[i % len(hand_order)]
            self.end_choice = 0
            self.refresh(animate=False)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            if self.selected is not None:
                self.end_choice += 1
                self._update_states()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.selected is not None:
                ends = self._ends_for(self.selected)
                if ends:
                    self.play(self.selected, ends[self.end_choice % len(ends)])
        elif key == Qt.Key.Key_D:
            self.draw()
        elif key == Qt.Key.Key_P:
            self.pass_turn()
        elif key == Qt.Key.Key_Escape:
            self.selected = None
            self._update_states()
        else:
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - keep Tab for choosing an end
        if self._my_turn():
            return False
        return super().focusNextPrevChild(next)

    # ================================================================ controller signals
    def _on_events(self, events: list[dict[str, Any]]) -> None:
        plays = [e for e in events if e.get("event") == "play"]
        ended = [e for e in events if e.get("event") == "round_end"]
        if self.active_seat is not None and any(e.get("player") == self.active_seat for e in events):
            self.active_seat = None
            self.selected = None
        self.refresh(animate=True, new_play=plays[-1] if plays else None)
        if ended and self.controller is not None and self.controller.match.outcome is None:
            self._show_round_summary(ended[-1])

    def _on_computer_turn(self, seat: int) -> None:
        view = self._view()
        if view is not None:
            margin, top, bottom = self._bands()
            self._layout_seats(view, self._font_px(), margin, top, bottom)
        self._emit_status(self._status_text())

    def _on_match_end(self, outcome: Any) -> None:
        self.active_seat = None
        self._show_match_end(outcome)

    def _on_refused(self, refusal: Any) -> None:
        self.refresh(animate=False)
        self._emit_status(illegal_text(refusal))

    # ================================================================ panels
    def close_panel(self) -> None:
        if self.panel is not None:
            self._scene.removeItem(self.panel)
            self.panel = None
            self.panel_kind = ""

    def _show_round_summary(self, event: dict[str, Any]) -> None:
        rows = round_rows(self.controller.match.record)
        finished = [r for r in rows if r.finished]
        row = finished[-1] if finished else None
        panel = PanelItem()
        if event.get("blocked"):
            panel.title = self.tr("Round %1 is blocked").replace("%1", str(row.round_no if row else ""))
            panel.subtitle = self.tr("Nobody can play; everyone counts their tiles.")
        else:
            panel.title = self.tr("Round %1: %2 went out").replace("%1", str(row.round_no if row else "")).replace(
                "%2", self.names[event["winner"]])
            panel.subtitle = self.tr("The others count the tiles left in their hands.")
        panel.header = [self.tr("Player"), self.tr("Tiles left"), self.tr("Pips"), self.tr("Rounded"),
                        self.tr("Penalty"), self.tr("Score")]
        hands = event.get("hands") or [[] for _ in self.names]
        for seat, name in enumerate(self.names):
            pips = event["remaining"][seat]
            penalty = event["penalties"][seat]
            panel.rows.append([name, [tuple(t) for t in hands[seat]], str(pips), str(penalty),
                               f"−{penalty}" if penalty else "0", str(event["scores"][seat])])
        button = panel.add_button(self.tr("Next round"))
        button.clicked.connect(self._next_round)
        self._open_panel(panel, "round")
        if self.controller is not None and self.controller.humans:
            self.controller.hold()
        self.refresh(animate=False)
        self.roundSummaryShown.emit(row.round_no if row else 0)

    def _next_round(self) -> None:
        self.close_panel()
        self.refresh(animate=False)
        if self.controller is not None and self.controller.held:
            self.controller.release()
        self._emit_status(self._status_text())

    def _show_match_end(self, outcome: Any) -> None:
        panel = PanelItem()
        winner = outcome.winner
        panel.title = self.tr("%1 wins the match!").replace("%1", self.names[winner] if winner is not None else "?")
        panel.subtitle = self.tr("Target %1 points").replace("%1", str(self.controller.match.target))
        panel.header = [self.tr("Round")] + list(self.names)
        for row in round_rows(self.controller.match.record):
            panel.rows.append([str(row.round_no)] + [str(t) for t in row.totals])
        panel.rows.append([self.tr("Final")] + [str(s) for s in outcome.scores])
        panel.rows = panel.rows[-12:]
        new = panel.add_button(self.tr("New game"))
        new.clicked.connect(self.newGameRequested.emit)
        close = panel.add_button(self.tr("Look at the table"))
        close.clicked.connect(self._close_final)
        self._open_panel(panel, "match")
        self._emit_status(self._status_text())

    def _close_final(self) -> None:
        self.close_panel()
        self.refresh(animate=False)

    def _open_panel(self, panel: PanelItem, kind: str) -> None:
        self.close_panel()
        self.panel = panel
        self.panel_kind = kind
        self._scene.addItem(panel)
        self._layout_panel()
        self._update_states()

    def _layout_panel(self) -> None:
        if self.panel is None:
            return
        w, h = self.viewport().width(), self.viewport().height()
        self.panel.font_px = self._font_px()
        self.panel.set_rect(QRectF(0, 0, w, h))
        self.panel.layout_buttons()

    # ================================================================ layout
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.resetCachedContent()
        self.refresh(animate=False)

    def set_theme(self, theme: str) -> None:
        self.theme = theme if theme in THEMES else "green"
        self.resetCachedContent()
        self.viewport().update()

    def _font_px(self) -> float:
        h = self.viewport().height()
        w = self.viewport().width()
        return max(12.0, min(30.0, min(h / 42.0, w / 60.0)))

    def _bands(self) -> tuple[float, float, float]:
        w, h = self.viewport().width(), self.viewport().height()
        margin = max(8.0, min(w, h) * 0.018)
        top = max(70.0, min(190.0, h * 0.15))
        bottom = max(100.0, min(320.0, h * 0.21))
        return margin, top, bottom

    def _line_area(self) -> QRectF:
        w, h = self.viewport().width(), self.viewport().height()
        margin, top, bottom = self._bands()
        label = self._font_px() * 1.8
        return QRectF(margin, top + margin + label, w - 2 * margin, h - top - bottom - 2 * margin - label)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        w, h = self.viewport().width(), self.viewport().height()
        light, dark = THEMES.get(self.theme, THEMES["green"])
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        grad.setColorAt(0.0, QColor(light))
        grad.setColorAt(1.0, QColor(dark))
        painter.fillRect(rect, grad)
        # A faint rail around the felt.
        painter.setPen(QColor(255, 255, 255, 18))
        margin = self._bands()[0] * 0.5
        painter.drawRoundedRect(QRectF(margin, margin, w - 2 * margin, h - 2 * margin), 18, 18)

    def refresh(self, animate: bool = False, new_play: dict[str, Any] | None = None) -> None:
        """Put every item where it belongs for the current state and size."""
        w, h = self.viewport().width(), self.viewport().height()
        self._scene.setSceneRect(0, 0, w, h)
        self._retranslate_static()
        view = self._view()
        if view is None:
            for item in (self.boneyard, self.draw_button, self.pass_button):
                item.hide()
            return
        for item in (self.boneyard, self.draw_button, self.pass_button):
            item.show()
        animate = animate and self.animation_ms > 0
        font_px = self._font_px()
        margin, top, bottom = self._bands()
        sources: dict[tuple[int, int], QPointF] = {k: it.pos() for k, it in self.hand_items.items()}
        self._layout_seats(view, font_px, margin, top, bottom)
        self._layout_line(view, font_px, animate, sources, new_play)
        self._layout_hand(view, font_px, margin, bottom, animate)
        self._layout_panel()
        self._update_states()
        self._emit_status(self._status_text())

    def _layout_seats(self, view: Any, font_px: float, margin: float, top: float, bottom: float) -> None:
        w, h = self.viewport().width(), self.viewport().height()
        players = view.players
        viewer = self.viewer if self.viewer is not None else 0
        others = [(viewer + i) % players for i in range(1, players)]
        side_w = max(150.0, w * 0.17)
        # Information on the left of the top band, boneyard on the right.
        self.info.font_px = font_px
        self.info.bold = True
        self.info.set_rect(QRectF(margin, margin, side_w, font_px * 1.6))
        self.info.set_text(self.tr("Round %1").replace("%1", str(view.round_no)))
        self.hint_label.font_px = font_px * 0.85
        self.hint_label.set_rect(QRectF(margin, margin + font_px * 1.7, side_w, font_px * 1.4))
        self.hint_label.color = QColor(244, 241, 228, 170)
        self.hint_label.set_text(self.tr("Playing to %1 points").replace("%1", str(view.target)))
        self.boneyard.font_px = font_px
        self.boneyard.count = view.boneyard_count
        self.boneyard.caption = self.tr("Boneyard: %1").replace("%1", str(view.boneyard_count))
        self.boneyard.set_rect(QRectF(w - margin - side_w, margin, side_w, top - margin))
        self.boneyard.refresh_if_changed((self.boneyard.count, self.boneyard.caption, font_px))
        # Opponents share the middle of the top band.
        space = QRectF(margin * 2 + side_w, margin, w - 4 * margin - 2 * side_w, top - margin)
        n = len(others)
        gap = margin
        plaque_w = min(space.width() / max(1, n) - gap, font_px * 18)
        total = n * plaque_w + (n - 1) * gap
        x = space.center().x() - total / 2
        for seat in others:
            item = self.seat_items[seat]
            item.set_rect(QRectF(x, space.y(), plaque_w, space.height()))
            x += plaque_w + gap
        # The viewer's plaque sits bottom left.
        mine = self.seat_items[viewer]
        mine.set_rect(QRectF(margin, h - bottom + margin * 0.5, side_w, bottom - margin * 1.5))
        to_act = view.to_act
        thinking = not self.controller.held and (
            self.controller.thinking or (to_act is not None and not self.controller.is_human(to_act)))
        for seat, item in self.seat_items.items():
            item.font_px = font_px
            item.name = self.names[seat]
            item.score = view.scores[seat]
            item.tile_count = view.hand_counts[seat]
            item.show_tiles = seat != viewer or not self.reveal
            item.active = to_act == seat and not view.over
            count = plural(self.tr("%n tile(s)", "", view.hand_counts[seat]), view.hand_counts[seat])
            if item.active and thinking and not self.controller.is_human(seat):
                item.detail = count + " · " + self.tr("thinking…")
            elif item.active:
                item.detail = count + " · " + self.tr("to play")
            else:
                item.detail = count
            item.extra = ""
            if seat == viewer and self.reveal and seat == view.seat:
                pips = sum(t.a + t.b for t in view.hand)
                item.extra = plural(self.tr("In hand: %n pip(s)", "", pips), pips)
            item.refresh_if_changed((item.name, item.score, item.tile_count, item.show_tiles, item.active,
                                     item.detail, item.extra, item.font_px))

    def _layout_line(self, view: Any, font_px: float, animate: bool, sources: dict[tuple[int, int], QPointF],
                     new_play: dict[str, Any] | None) -> None:
        area = self._line_area()
        pairs = [(t.a, t.b) for t in view.line]
        opening = opening_index(view.public_events) if pairs else 0
        opening = min(opening, max(0, len(pairs) - 1))
        max_unit = min(area.height() / 4.0, self.viewport().width() / 22.0)
        fitted = fit_line(pairs, opening, area.width(), area.height(), max_unit=max_unit) if pairs else None
        keep: set[tuple[int, int]] = set()
        new_item: TileItem | None = None
        if fitted is not None:
            for placed, rect in fitted.tiles:
                tile = view.line[placed.index]
                key = tile.key
                keep.add(key)
                target = QRectF(rect.x + area.x(), rect.y + area.y(), rect.w, rect.h)
                item = self.line_items.get(key)
                fresh = item is None
                if item is None:
                    item = TileItem(placed.first, placed.second, True, key=tile)
                    self.line_items[key] = item
                    self._scene.addItem(item)
                    start = sources.get(key)
                    if start is None and new_play is not None:
                        seat_item = self.seat_items.get(new_play.get("player", -1))
                        if seat_item is not None:
                            start = seat_item.sceneBoundingRect().center()
                    item.setPos(start if (animate and start is not None) else target.topLeft())
                    if new_play is not None and tuple(sorted(new_play["tile"])) == key:
                        new_item = item
                item.set_pips(placed.first, placed.second)
                item.set_size(target.width(), target.height())
                item.set_state()
                self._move(item, target.topLeft(), animate and (fresh or item.pos() != target.topLeft()))
            for end, slot_rect in ((End.LEFT, fitted.left_slot), (End.RIGHT, fitted.right_slot)):
                if slot_rect is not None:
                    self.slots[end].set_rect(QRectF(slot_rect.x + area.x(), slot_rect.y + area.y(),
                                                    slot_rect.w, slot_rect.h))
        for key in list(self.line_items):
            if key not in keep:
                self._drop_item(self.line_items.pop(key))
        # The end sum of the line as it stands, and the points of the last play.
        self.ends_label.font_px = font_px
        self.ends_label.bold = True
        self.ends_label.set_rect(QRectF(area.x(), area.y() - font_px * 1.8, area.width(), font_px * 1.6))
        self.ends_label.align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        if pairs:
            self.ends_label.set_text(self.tr("Open ends: %1").replace("%1", texts.end_sum_text(view.line)))
        else:
            self.ends_label.set_text(self.tr("The line is empty: the leader may open with any tile."))
        play = last_play(view.public_events)
        key = tuple(sorted(play["tile"])) if play else None
        if play is None:
            self.popup.set_text("")
            self._last_play_key = None
        elif new_item is not None or key != self._last_play_key:
            self._last_play_key = key  # type: ignore[assignment]
            points = int(play.get("points", 0))
            self.popup.set_text(f"+{points}" if points else "")
            if points and self.animation_ms > 0:
                self._popup_timer.start(max(1500, self.animation_ms * 6))
        anchor = self.line_items.get(key) if key else None  # type: ignore[arg-type]
        if anchor is not None and self.popup.text:
            w, h = anchor.size()
            target_pos = anchor.pos() if not animate else QPointF(*self._final_pos(anchor))
            size = font_px * 1.6
            self.popup.font_px = font_px * 1.1
            self.popup.set_rect(QRectF(target_pos.x() + w / 2 - size * 2, target_pos.y() - size * 1.1,
                                       size * 4, size))

    def _drop_item(self, item: TileItem) -> None:
        anim = getattr(item, "_anim", None)
        if anim is not None:
            anim.stop()
            if anim in self._animations:
                self._animations.remove(anim)
        self._scene.removeItem(item)

    def _final_pos(self, item: TileItem) -> tuple[float, float]:
        target = getattr(item, "_target", None)
        if target is None:
            return item.pos().x(), item.pos().y()
        return target.x(), target.y()

    def _layout_hand(self, view: Any, font_px: float, margin: float, bottom: float, animate: bool) -> None:
        w, h = self.viewport().width(), self.viewport().height()
        side_w = max(150.0, w * 0.17)
        area = QRectF(margin * 2 + side_w, h - bottom + margin * 0.5, w - 4 * margin - 2 * side_w,
                      bottom - margin * 1.5)
        hand = list(view.hand) if self.viewer == view.seat else []
        unit, rects = hand_slots(len(hand), area.width(), area.height(), max_unit=area.height() / 2.1)
        self._hand_unit = unit
        keep = set()
        for tile, rect in zip(hand, rects):
            key = tile.key
            keep.add(key)
            target = QPointF(area.x() + rect.x, area.y() + rect.y)
            item = self.hand_items.get(key)
            if item is None:
                item = TileItem(tile.a, tile.b, self.reveal, key=tile)
                item.clicked.connect(self._tile_clicked)
                item.dragStarted.connect(self._tile_drag_started)
                item.dropped.connect(self._tile_dropped)
                self.hand_items[key] = item
                self._scene.addItem(item)
                start = self.boneyard.sceneBoundingRect().center() if animate else target
                item.setPos(start)
            item.set_face_up(self.reveal)
            item.set_pips(tile.a, tile.b)
            item.set_size(rect.w, rect.h)
            self._move(item, target, animate)
        for key in list(self.hand_items):
            if key not in keep:
                self._drop_item(self.hand_items.pop(key))
        # Draw and pass buttons on the right of the hand.
        side = QRectF(w - margin - side_w, h - bottom + margin * 0.5, side_w, bottom - margin * 1.5)
        bh = min(font_px * 2.6, side.height() / 2.4)
        for i, button in enumerate((self.draw_button, self.pass_button)):
            button.font_px = font_px
            button.set_rect(QRectF(side.x(), side.y() + i * (bh + margin * 0.6) + margin * 0.3, side.width(), bh))

    def _move(self, item: TileItem, target: QPointF, animate: bool) -> None:
        item._target = target  # type: ignore[attr-defined]
        previous = getattr(item, "_anim", None)
        if previous is not None:
            # Qt stops a superseded animation without "finished": forget it here.
            previous.stop()
            if previous in self._animations:
                self._animations.remove(previous)
            item._anim = None  # type: ignore[attr-defined]
        if not animate or item.pos() == target:
            item.setPos(target)
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(self.animation_ms)
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        item._anim = anim  # type: ignore[attr-defined]
        self._animations.append(anim)
        anim.finished.connect(lambda a=anim, it=item: self._animation_done(a, it))
        anim.start()

    def _animation_done(self, anim: QPropertyAnimation, item: TileItem) -> None:
        if anim in self._animations:
            self._animations.remove(anim)
        if getattr(item, "_anim", None) is anim:
            item._anim = None  # type: ignore[attr-defined]

    @property
    def animating(self) -> bool:
        """True while a tile is still sliding."""
        return bool(self._animations)

    def _update_states(self) -> None:
        """Highlights: legal tiles, the selected tile, its ends, the buttons."""
        my_turn = self._my_turn()
        legal = self._legal_tiles() if my_turn else []
        forced = self._forced()
        actions = self._legal() if my_turn else []
        if self.selected is not None and self.selected not in legal:
            self.selected = None
        for key, item in self.hand_items.items():
            tile = item.key
            if not self.reveal:
                item.set_face_up(False)
                item.set_state()
                continue
            is_legal = tile in legal
            item.set_state(
                legal=self.hints and is_legal and forced is None,
                selected=my_turn and tile == self.selected,
                only_choice=forced is not None and tile == forced,
                dimmed=self.hints and my_turn and not is_legal,
                interactive=my_turn and is_legal,
            )
        ends = self._ends_for(self.selected) if self.selected is not None else []
        real_ends = [e for e in ends if e is not None]
        for end, slot in self.slots.items():
            visible = end in real_ends
            slot.setVisible(visible)
            slot.chosen = bool(real_ends) and real_ends[self.end_choice % len(real_ends)] == end and len(real_ends) > 1
            slot.update()
        can_draw = Draw() in actions
        can_pass = Pass() in actions
        self.boneyard.set_can_draw(can_draw)
        self.draw_button.set_enabled(can_draw, accent=can_draw)
        self.pass_button.set_enabled(can_pass, accent=can_pass)

    # ================================================================ texts
    def _retranslate_static(self) -> None:
        self.draw_button.text = self.tr("Draw (D)")
        self.pass_button.text = self.tr("Pass (P)")

    def _status_text(self, refused: Tile | None = None) -> str:
        c = self.controller
        if c is None:
            return ""
        match = c.match
        if match.outcome is not None:
            winner = match.outcome.winner
            return self.tr("%1 wins the match. Start a new game from the Game menu.").replace(
                "%1", self.names[winner] if winner is not None else "?")
        if self.panel_kind == "round":
            return self.tr("The round is over. Click “Next round” to deal again.")
        seat = match.to_act
        if seat is None:
            return ""
        name = self.names[seat]
        if not c.is_human(seat):
            return self.tr("%1 is thinking…").replace("%1", name)
        if not self._my_turn():
            return self.tr("%1 to play. Pass the screen to %1.").replace("%1", name)
        view = self._view_of(seat)
        if refused is not None:
            return self.tr("%1 does not fit an open end. Pick a highlighted tile.").replace("%1", str(refused))
        if view.forced_tile is not None:
            return self.tr("%1: you drew %2 and it fits — you must play it now.").replace("%1", name).replace(
                "%2", str(view.forced_tile))
        actions = list(view.legal_actions)
        if Draw() in actions:
            return self.tr("%1: no tile fits. Draw from the boneyard (click it or press D).").replace("%1", name)
        if Pass() in actions:
            return self.tr("%1: no tile fits and the boneyard is empty. Pass (P).").replace("%1", name)
        if not view.line:
            return self.tr("%1: you lead. Click any tile to open the line.").replace("%1", name)
        if self.selected is not None:
            return self.tr("%1: choose an end for %2 (click a glowing end, or Up/Down then Enter).").replace(
                "%1", name).replace("%2", str(self.selected))
        count = len(self._legal_tiles())
        text = self.tr("%1: your turn. %n tile(s) fit; click one, drag it to an end, or use the arrow keys.", "",
                       count)
        return plural(text, count).replace("%1", name)

    def status_text(self) -> str:
        return self._last_status

    def _emit_status(self, text: str) -> None:
        if text != self._last_status:
            self._last_status = text
            self.statusChanged.emit(text)

    # ================================================================ for the window
    def describe(self, event: dict[str, Any], count: int = 1) -> str | None:
        humans = list(self.controller.humans) if self.controller is not None else []
        return texts.describe(event, self.names, count, humans[0] if len(humans) == 1 else None)

    def sheet(self) -> tuple[list[str], list[tuple[str, list[tuple[str, str, str]]]], list[int]]:
        """Score sheet data: names, rows (label, per player cells), totals."""
        if self.controller is None:
            return [], [], []
        rows = []
        for row in round_rows(self.controller.match.record):
            cells = []
            for seat in range(len(self.names)):
                pen = row.penalties[seat]
                cells.append((str(row.points[seat]), "" if pen is None else (f"−{pen}" if pen else "0"),
                               str(row.totals[seat])))
            rows.append((str(row.round_no), cells))
        return list(self.names), rows, list(self.controller.match.scores)

    def shutdown(self) -> None:
        for anim in list(self._animations):
            anim.stop()
        self._animations.clear()
        self._popup_timer.stop()
