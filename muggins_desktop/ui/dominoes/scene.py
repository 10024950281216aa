"""The dominoes scene: piles, plaques, buttons and panels placed from regions.

``DominoScene`` shows a ``state.TableState`` (``show_state``); it never reads the
controller. Where things go comes from ``layout.table_regions`` (pure); how
tiles sit inside the hand and the line is the piles' business
(``piles.HandPile``, ``piles.LinePile``). Tile slides go through the base
scene's ``animate_pos``, so ``animationsDone`` tells the presenter when the
table has caught up.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QFontMetricsF

from muggins_desktop.engine.base import Event, Outcome, Reason
from muggins_desktop.engine.dominoes.actions import PlayTile
from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.match import ROUND_CAP
from muggins_desktop.engine.dominoes.view import DominoView
from muggins_desktop.ui.dominoes import texts
from muggins_desktop.ui.dominoes.items import GOLD, MUTED, BoneyardItem, SeatItem
from muggins_desktop.ui.dominoes.layout import TableRegions, popup_spot, table_regions
from muggins_desktop.ui.dominoes.panels import MatchEndPanel, RoundSummaryPanel, TablePanel
from muggins_desktop.ui.dominoes.piles import HandPile, LinePile, qrect
from muggins_desktop.ui.dominoes.sheet import RoundRow, last_play, opening_index
from muggins_desktop.ui.dominoes.state import TableState
from muggins_desktop.ui.dominoes.tile_item import TileItem
from muggins_desktop.ui.fair.texts import FinalExtras
from muggins_desktop.ui.looks.painting import make_font
from muggins_desktop.ui.sheet.match_summary import dominoes_rows, dominoes_tally
from muggins_desktop.ui.table.geometry import Rect
from muggins_desktop.ui.table.items import ButtonItem, LabelItem
from muggins_desktop.ui.table.keys import KeysPanel, table_keys
from muggins_desktop.ui.table.pile import PieceItem, Pile
from muggins_desktop.ui.table.scene import TableScene
from muggins_desktop.ui.table.themed import Themed
from muggins_desktop.ui.text.numbers import minus_sign
from muggins_desktop.ui.text.tr import Translator
from muggins_desktop.ui.text.words import winners_title

CONTEXT = "DominoTable"


tr = Translator(CONTEXT)


LAST_ROUNDS = 7  # rounds the match-end panel lists (the last ones)


class DominoScene(TableScene):
    """Everything on the dominoes felt."""

    def __init__(self, animation_ms: int = 250) -> None:
        super().__init__()
        self.animation_ms = animation_ms
        self.linger_ms = 0  # how long the last position of a round stays in view (pace)
        self.state: TableState | None = None
        self.regions: TableRegions = table_regions(800, 600, 2)
        self.laid_scale = 1.0  # the text scale the regions were made for
        self.seat_items: dict[int, SeatItem] = {}
        self.hand = HandPile(self)
        self.line = LinePile(self)
        self.boneyard = BoneyardItem()
        self.draw_button = ButtonItem()
        self.draw_all_button = ButtonItem()  # draws one tile after another until one fits
        self.pass_button = ButtonItem()
        self.info = LabelItem(bold=True)
        self.hint_label = LabelItem()
        self.ends_label = LabelItem(bold=True)
        self.popup = LabelItem(bold=True)
        self.popup.badge, self.popup.colour = True, GOLD
        self.popup.setZValue(60)
        for label in (self.info, self.hint_label):
            label.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.hint_label.colour = MUTED
        for item in (
            self.boneyard,
            self.draw_button,
            self.draw_all_button,
            self.pass_button,
            self.info,
            self.hint_label,
            self.ends_label,
            self.popup,
        ):
            self.addItem(item)
        self.panel: TablePanel | KeysPanel | None = None
        self._popup_key: tuple[int, int] | None = None
        self.popup_timer = QTimer(self)
        self.popup_timer.setSingleShot(True)
        self.popup_timer.timeout.connect(lambda: self.popup.set_text(""))

    @property
    def panel_kind(self) -> str:
        """The kind of panel on the felt ("round", "match", "keys"), "" for none."""
        return self.panel.kind if self.panel is not None else ""

    # ------------------------------------------------------------ seats
    def set_seats(self, names: Sequence[str]) -> None:
        for item in self.seat_items.values():
            self.removeItem(item)
        self.seat_items = {}
        for seat, name in enumerate(names):
            item = SeatItem(seat)
            item.name = name
            self.dress(item)
            self.seat_items[seat] = item
            self.addItem(item)
        self.hand.clear()
        self.line.clear()
        self.close_panel()
        self.state = None

    # ------------------------------------------------------------ layout
    def layout(self, size: QSizeF) -> None:
        players = max(2, len(self.seat_items))
        from muggins_desktop.ui.access.accessibility import text_scale

        self.laid_scale = text_scale()
        r = self.regions = table_regions(size.width(), size.height(), players, self.laid_scale)
        f = r.font_px
        for label, rect, px in (
            (self.info, r.info, f),
            (self.hint_label, r.hint, f * 0.85),
            (self.ends_label, r.line_label, f),
            (self.notice, r.notice, f),
        ):
            label.font_px = px
            label.set_rect(qrect(rect))
        self.boneyard.font_px = f
        self.boneyard.set_rect(qrect(r.boneyard))
        for button, rect in (
            (self.draw_button, r.draw_button),
            (self.draw_all_button, r.draw_all_button),
            (self.pass_button, r.pass_button),
        ):
            button.font_px = f
            button.set_rect(qrect(rect))
        self.hand.set_rect(qrect(r.hand))
        self.hand.max_unit = r.hand_max_unit
        self.line.set_rect(qrect(r.line))
        self.line.max_unit = r.line_max_unit
        if self.panel is not None:
            self.panel.font_px = f
            self.panel.set_rect(QRectF(0, 0, size.width(), size.height()))
        self.show_state(self.state, animate=False)

    # ------------------------------------------------------------ rendering
    def show_state(self, state: TableState | None, animate: bool) -> None:
        """Show ``state`` (a ``TableState``; None: nothing attached)."""
        self.state = state
        self.draw_button.set_text(tr("Draw (D)"))
        self.draw_all_button.set_text(tr("Draw to fit"))
        self.pass_button.set_text(tr("Pass (P)"))
        for item in (self.boneyard, self.draw_button, self.draw_all_button, self.pass_button):
            item.setVisible(state is not None)
        if state is None:
            return
        ms = self.animation_ms if animate else 0
        with self.showing():
            self.render_seats(state)
            self._render_line(state, ms)
            self._render_hand(state, ms)
            self._render_states(state)
            if animate and state.drawing is not None and self.animation_ms > 0:
                self._fly_draw(state.drawing, state.viewer)

    def render_seats(self, state: TableState) -> None:
        if not self.seat_items:
            return
        view, r, f = state.view, self.regions, self.regions.font_px
        self.info.set_text(tr("Round %1").replace("%1", str(view.round_no)))
        self.hint_label.set_text(tr("Playing to %1 points").replace("%1", str(view.target)))
        count = view.boneyard_count + state.boneyard_extra
        self.boneyard.count = count
        self.boneyard.caption = tr("Boneyard: %1").replace("%1", str(count))
        self.boneyard.refresh_if_changed((count, self.boneyard.caption, f))
        players = len(self.seat_items)
        others = [(state.viewer + i) % players for i in range(1, players)]
        for seat, rect in zip(others, r.opponents, strict=False):
            self.seat_items[seat].set_rect(qrect(rect))
        self.seat_items[state.viewer].set_rect(qrect(r.mine))
        for seat, item in self.seat_items.items():
            self._fill_seat(item, seat, state)

    def _fill_seat(self, item: SeatItem, seat: int, state: TableState) -> None:
        view = state.view
        tiles = view.hand_counts[seat]
        if state.drawing == seat and state.boneyard_extra:
            tiles -= state.boneyard_extra
        item.font_px = self.regions.font_px
        item.name = state.names[seat]
        item.score = view.scores[seat]
        item.tile_count = tiles
        item.show_tiles = seat != state.viewer or not state.reveal
        item.active = view.to_act == seat and not view.over
        count = tr("%n tile(s)", tiles)
        if item.active and state.thinking == seat:
            item.detail = count + " · " + tr("thinking…")
        elif item.active:
            item.detail = count + " · " + tr("to play")
        else:
            item.detail = count
        item.extra = ""
        if seat == state.viewer and state.reveal and seat == view.seat:
            pips = sum(t.a + t.b for t in view.hand)
            item.extra = tr("In hand: %n pip(s)", pips)
        item.refresh_if_changed(
            (
                item.name,
                item.score,
                item.tile_count,
                item.show_tiles,
                item.active,
                item.detail,
                item.extra,
                item.font_px,
            )
        )

    def _render_line(self, state: TableState, ms: int) -> None:
        view = state.view
        sources: dict[tuple[int, int], QPointF] = {k: it.pos() for k, it in self.hand.items.items()}
        play = state.new_play
        if play is not None and ms > 0:
            seat_item = self.seat_items.get(play.get("player", -1))
            a, b = sorted(play["tile"])
            if (a, b) not in sources and seat_item is not None:
                sources[(a, b)] = seat_item.sceneBoundingRect().center()
        self.line.ms = ms
        opening = opening_index(view.public_events) if view.line else 0
        newest = self.line.lay_out(list(view.line), opening, sources)
        if view.line:
            self.ends_label.set_text(tr("Open ends: %1").replace("%1", texts.end_sum_text(view.line)))
        else:
            self.ends_label.set_text(tr("The line is empty: the leader may open with any tile."))
        self._render_popup(view, newest, ms)

    def _render_popup(self, view: DominoView, newest: TileItem | None, ms: int) -> None:
        play = last_play(view.public_events)
        key: tuple[int, int] | None = None
        if play is not None:
            a, b = sorted(play["tile"])
            key = (a, b)
        if play is None:
            self.popup.set_text("")
            self._popup_key = None
        elif newest is not None or key != self._popup_key:
            self._popup_key = key
            points = int(play.get("points", 0))
            self.popup.set_text(f"+{points}" if points else "")
            if points and self.animation_ms > 0:
                self.popup_timer.start(max(1500, self.animation_ms * 6))
        anchor = self.line.items.get(key) if key else None
        if anchor is not None and self.popup.text:
            self.popup.font_px = self.regions.font_px * 1.1
            self.popup.set_rect(self._popup_rect(anchor))

    def _popup_rect(self, anchor: TileItem) -> QRectF:
        """The "+N" badge beside the tile just laid, on the line's felt, over no other tile or end."""
        px = self.popup.font_px
        w = QFontMetricsF(make_font(px, bold=True)).horizontalAdvance(self.popup.text) + px * 1.4 + 4
        h = px * 1.7 + 4  # the badge's pill and its border
        at, (tw, th) = self.target_pos(anchor), anchor.size()
        tile = Rect(at.x(), at.y(), tw, th)
        fitted, origin = self.line.fitted, self.line.pos()
        taken: list[Rect] = []
        if fitted is not None:
            laid = [rect for _placed, rect in fitted.tiles] + [r for r in (fitted.left_slot, fitted.right_slot) if r]
            taken = [Rect(r.x + origin.x(), r.y + origin.y(), r.w, r.h) for r in laid]
        spot = popup_spot(tile, w, h, taken, self.regions.line, gap=px * 0.2)
        return QRectF(spot.x, spot.y, spot.w, spot.h)

    def _render_hand(self, state: TableState, ms: int) -> None:
        view = state.view
        tiles = list(view.hand) if state.viewer == view.seat else []
        sources = {}
        if ms > 0:
            start = self.boneyard.sceneBoundingRect().center()
            sources = {t.key: start for t in tiles if t.key not in self.hand.items}
        self.hand.ms = ms
        self.hand.lay_out(tiles, state.reveal, sources)

    def _render_states(self, state: TableState) -> None:
        """Highlights: legal tiles, the selected tile, its ends, the buttons."""
        for item in self.hand.items.values():
            tile = item.key
            if not state.reveal:
                item.set_face_up(False)
                item.set_state()
                continue
            is_legal = tile in state.legal
            item.set_state(
                legal=state.hints and is_legal and state.forced is None,
                selected=state.my_turn and tile == state.selected,
                only_choice=state.forced is not None and tile == state.forced,
                dimmed=state.hints and state.my_turn and not is_legal,
                interactive=state.my_turn and is_legal,
                refusable=state.my_turn,
            )
        real = [e for e in state.ends if e is not None]
        for end, slot in self.line.end_slots.items():
            slot.setVisible(end in real)
            slot.chosen = len(real) > 1 and real[state.end_choice % len(real)] == end
            slot.preview = _preview(state, end) if end in real else 0
            slot.update()
        self.boneyard.set_can_draw(state.can_draw)
        self.boneyard.clickable = state.my_turn
        self.draw_button.set_enabled(state.can_draw, accent=state.can_draw)
        self.draw_all_button.set_enabled(state.can_draw)
        self.pass_button.set_enabled(state.can_pass, accent=state.can_pass)

    def _fly_draw(self, seat: int, viewer: int) -> None:
        """A face-down tile travels from the boneyard to whoever draws."""
        if seat == viewer:
            return  # the viewer's own drawn tile slides into the hand instead
        target = self.seat_items[seat].sceneBoundingRect().center()
        unit = self.regions.font_px * 1.2
        tile = TileItem(0, 0, False)
        self.dress(tile)
        tile.set_size(unit, unit * 2)
        tile.setZValue(40)
        self.addItem(tile)
        tile.setPos(self.boneyard.sceneBoundingRect().center())
        self.animate_pos(tile, target - QPointF(unit / 2, unit), self.animation_ms)
        self.when_idle(lambda: self.removeItem(tile) if tile.scene() is self else None)

    # ------------------------------------------------------------ panels
    def open_round_panel(self, round_no: int, event: Event, names: Sequence[str]) -> RoundSummaryPanel:
        if event.get("blocked"):
            title = tr("Round %1 is blocked").replace("%1", str(round_no))
            subtitle = tr("Nobody can play; everyone counts their tiles.")
        else:
            title = tr("Round %1: %2 went out").replace("%1", str(round_no)).replace("%2", names[event["winner"]])
            subtitle = tr("The others count the tiles left in their hands.")
        header = [tr("Player"), tr("Tiles left"), tr("Pips"), tr("Rounded"), tr("Penalty"), tr("Score")]
        hands = event.get("hands") or [[] for _ in names]
        rows = []
        for seat, name in enumerate(names):
            pips, penalty = event["remaining"][seat], event["penalties"][seat]
            rows.append(
                [
                    name,
                    [tuple(t) for t in hands[seat]],
                    str(pips),
                    str(penalty),
                    f"−{penalty}" if penalty else "0",
                    minus_sign(event["scores"][seat]),
                ]
            )
        panel = RoundSummaryPanel(title, subtitle, header, rows, tr("Next round"))
        self._open(panel)
        return panel

    def open_match_panel(
        self,
        outcome: Outcome,
        names: Sequence[str],
        target: int,
        history: Sequence[RoundRow],
        you: int | None = None,
        events: Sequence[Event] = (),
        extras: FinalExtras | None = None,
    ) -> MatchEndPanel:
        extras = extras or FinalExtras()
        winner = outcome.winner
        title = extras.title or winners_title(names, [winner] if winner is not None else [], you)
        subtitle = tr("Target %1 points").replace("%1", str(target))
        if outcome.reason == Reason.ROUNDS:  # nobody reached it: the round cap ended the match (RULES A1)
            subtitle += " · " + tr("highest score after %1 rounds").replace("%1", str(ROUND_CAP))
        rows: list[list[object]] = [[str(row.round_no), *[minus_sign(t) for t in row.totals]] for row in history]
        if len(rows) > LAST_ROUNDS:  # the sheet keeps them all; say which ones are here
            first, last = history[-LAST_ROUNDS].round_no, history[-1].round_no
            subtitle += " · " + tr("rounds %1 to %2 of %2").replace("%1", str(first)).replace("%2", str(last))
        rows = rows[-LAST_ROUNDS:] + dominoes_rows(dominoes_tally(events, len(names)))
        rows.append([tr("Final"), *[minus_sign(s) for s in outcome.scores]])
        panel = MatchEndPanel(
            title,
            subtitle,
            [tr("Round")] + list(names),
            rows,
            tr("New game"),
            tr("Look at the table"),
            extras.next_text or tr("Rematch"),
            tr("Review"),
            extras.again_text,
        )
        panel.set_notes(extras.notes)  # the deal number, the revealed key, the series
        self._open(panel)
        return panel

    def open_keys_panel(self) -> KeysPanel:
        """The list of keys (F1 or ?): every key of the table, then the window's."""
        panel = KeysPanel()
        panel.fill(
            table_keys(
                [
                    (tr("Left / Right"), tr("choose a tile that fits")),
                    (tr("Up / Down"), tr("choose the end for it")),
                    (tr("Enter / Space"), tr("play the chosen tile; close a panel")),
                    (tr("D"), tr("draw from the boneyard")),
                    (tr("Shift+D"), tr("draw until a tile fits (or the boneyard is empty)")),
                    (tr("P"), tr("pass (the boneyard is empty)")),
                    (tr("Esc"), tr("drop the choice")),
                ]
            )
        )
        self._open(panel)
        return panel

    def _open(self, panel: TablePanel | KeysPanel) -> None:
        self.close_panel()
        self.panel = panel
        panel.font_px = self.regions.font_px
        if isinstance(panel, Themed):  # the keys list is drawn in the panels' own colours
            self.dress(panel)
        self.addItem(panel)
        panel.set_rect(QRectF(0, 0, self.size.width(), self.size.height()))
        if self.state is not None:
            self._render_states(self.state)
        self._focus_table()

    def close_panel(self) -> None:
        if self.panel is not None:
            self.removeItem(self.panel)
            self.panel.deleteLater()
            self.panel = None
            self._focus_table()

    def _focus_table(self) -> None:
        """Keys go to the table again after every panel (issue 12 #2)."""
        for view in self.views():
            if view.isVisible():
                view.setFocus()

    # ------------------------------------------------------------ input
    def drop_target(self, pos: QPointF) -> Pile | None:
        """A tile lands on the line, or near one of its open ends (a tile's width around it)."""
        return self.line if self.line.accepts_drop(pos, self.hand.unit) else None

    def focus_pieces(self) -> list[PieceItem]:
        """The keyboard cursor walks the tiles that may be played, in hand order."""
        state = self.state
        if state is None or not state.my_turn:
            return []
        return [self.hand.items[t.key] for t in state.view.hand if t in state.legal and t.key in self.hand.items]

    def focused_piece(self) -> PieceItem | None:
        selected = self.state.selected if self.state is not None else None
        return self.hand.items.get(selected.key) if selected is not None else None


def _preview(state: TableState, end: End) -> int:
    """What the selected tile would score at ``end`` (the "+10" on a glowing end)."""
    if state.selected is None:
        return 0
    try:
        return int(state.view.points_for(PlayTile(state.selected, end)))
    except (ValueError, TypeError):
        return 0
