"""The cribbage scene: the board, the plaques, the piles, the labels and the panels.

``layout(size)`` (on a resize only) gives every pile and label its rectangle
from the pure ``layout`` functions and shows the last state again;
``show_state(state)`` puts one frozen ``CribbageTableState`` into them (which
cards, which are playable, what the labels say). The scene never decides
anything and never reads the presenter: it is handed values.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.view import CribbageView
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.board.item import BoardItem, name_colour, track_colour
from muggins_desktop.ui.cribbage.items import GOLD, MUTED, SeatPlaque
from muggins_desktop.ui.cribbage.layout import (
    Box,
    PlayRegions,
    TableRegions,
    fit_row,
    hand_boxes,
    plaque_boxes,
    play_regions,
    table_regions,
)
from muggins_desktop.ui.cribbage.panels import FinalPanel, ShowPanel
from muggins_desktop.ui.cribbage.piles import (
    CountPile,
    CribPile,
    DeckPile,
    HandPile,
    RowPile,
    qrect,
)
from muggins_desktop.ui.cribbage.state import CribbageTableState
from muggins_desktop.ui.table.items import ButtonItem, LabelItem
from muggins_desktop.ui.table.keys import KeysPanel
from muggins_desktop.ui.table.pile import PieceItem, Pile
from muggins_desktop.ui.table.scene import TableScene
from muggins_desktop.ui.text.i18n import engine_text
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "CribbageTable"


tr = Translator(CONTEXT)


def first_cuts(view: CribbageView) -> list[tuple[int, str]]:
    """The cards cut for the first deal, while the first hand's discards go on."""
    if view.hand_no != 1 or view.phase != "discard":
        return []
    events = view.public_events
    if any(e.get("event") == "discard" for e in events):
        return []
    deal = next((e for e in events if e.get("event") == "deal"), None)
    if not deal or not deal.get("cuts"):
        return []
    return [(s, c) for s, c in enumerate(deal["cuts"][-1]) if c]


class CribbageScene(TableScene):
    """Everything on the cribbage felt; ``animationsDone`` when pegs and cards rest.

    The board's pegs move through the scene's ``motion`` like the cards, so
    the base class's ``when_idle`` and ``hold_still`` cover them too.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent, notice_ms=2600, notice_z=60)
        self.state: CribbageTableState | None = None  # the state last shown
        self.board: BoardItem | None = None
        self.plaques: dict[int, SeatPlaque] = {}
        self.deck = DeckPile()
        self.crib = CribPile()
        self.count = CountPile()
        self.row = RowPile()  # the cut for the deal, or the hand being counted
        self.hand = HandPile()
        self.action_button = ButtonItem()
        self.go_button = ButtonItem()
        self.count_label = LabelItem(bold=True)
        self.count_label.colour = GOLD
        self.play_caption = LabelItem()
        self.starter_label = LabelItem()
        self.crib_label = LabelItem()
        self.me_label = LabelItem(bold=True)
        self.me_label.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.hint_label = LabelItem()
        for label in (self.starter_label, self.crib_label, self.hint_label):
            label.colour = MUTED
        self.show_panel = ShowPanel()
        self.final_panel = FinalPanel()
        self.keys_panel = KeysPanel()
        self.keys_panel.hide()
        self.keys_panel.closed.connect(self.keys_panel.hide)
        self.keys_hint = LabelItem()
        self.keys_hint.colour = MUTED
        self.keys_hint.align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for item in (
            self.deck,
            self.crib,
            self.count,
            self.row,
            self.hand,
            self.action_button,
            self.go_button,
            self.count_label,
            self.play_caption,
            self.starter_label,
            self.crib_label,
            self.me_label,
            self.hint_label,
            self.show_panel,
            self.final_panel,
            self.keys_panel,
            self.keys_hint,
        ):
            self.addItem(item)
        self.regions: TableRegions | None = None
        self.play: PlayRegions | None = None
        self.side_of: Callable[[int], int] = lambda seat: seat

    # ------------------------------------------------------------ set-up
    def set_match(
        self,
        target: int,
        sides: int,
        players: int,
        names: Sequence[str],
        side_of: Callable[[int], int],
        animation_ms: int,
    ) -> None:
        if self.board is not None:
            self.board.halt()  # a peg deleted mid-slide would keep the table "moving"
            self.removeItem(self.board)
        # The pegs slide through the felt's own motion: one "all still" for pegs and cards.
        self.board = BoardItem(target, sides, animation_ms, motion=self.motion)
        self.board.setZValue(2)
        self.dress(self.board)
        self.addItem(self.board)
        for plaque in self.plaques.values():
            self.removeItem(plaque)
        self.side_of = side_of
        self.plaques = {}
        for seat in range(players):
            plaque = SeatPlaque(seat, side_of(seat))
            plaque.name = names[seat]
            self.dress(plaque)
            self.plaques[seat] = plaque
            self.addItem(plaque)
        self.show_panel.close()
        self.final_panel.hide()

    def set_slides(self, ms: int) -> None:
        self.count.slide_ms = ms

    # ------------------------------------------------------------ layout
    def layout(self, size: QSizeF) -> None:
        """Give every item its place for a viewport of ``size``, then show the last state again."""
        self.place(size.width(), size.height())
        if self.state is not None:
            self.show_state(self.state)

    def place(self, width: float, height: float) -> None:
        """Give every item its place for a ``width`` x ``height`` viewport."""
        br = self.board.boundingRect() if self.board is not None else QRectF(0, 0, 10, 1)
        others = max(1, len(self.plaques) - 1)
        from muggins_desktop.ui.access.accessibility import text_scale

        ts = text_scale()
        r = table_regions(width, height, br.width(), br.height(), others, ts)
        self.regions = r
        if self.board is not None:
            self.board.setScale(r.board.w / br.width())
            self.board.setPos(r.board.x, r.board.y)
            self.board.update()  # its cached picture holds hole numbers sized for the text size
        f = r.font
        play = play_regions(r.play, f, f * ts)
        self.play = play
        self.deck.lay_out(Box(play.deck.x, play.deck.y, play.card_w * 2.15, play.deck.h), play.card_w)
        self.crib.lay_out(play.crib, play.card_w)
        self.count.lay_out(play.count, play.card_w)
        for label, box, size in (
            (self.starter_label, play.starter_label, 0.8),
            (self.crib_label, play.crib_label, 0.8),
            (self.count_label, play.count_label, 1.3),
            (self.play_caption, play.caption, 0.9),
            (self.notice, play.notice, 1.0),
            (self.hint_label, r.hint, 0.95),
            (self.me_label, Box(r.me.x, r.me.y, r.me.w - f * ts * 12.5, r.me.h), 1.0),
        ):
            label.font_px = f * size
            label.set_rect(qrect(box))
        # Buttons grow with the text, half as fast: their labels shrink toward 1.0x before being cut.
        cards, _xs, action, go = hand_boxes(r.hand, 0, f * (1 + (ts - 1) / 2))
        self.hand.lay_out(cards, r.hand.h / (100.0 / 72.0))
        for button, box in ((self.action_button, action), (self.go_button, go)):
            button.font_px = f * 0.95
            button.set_rect(qrect(box))
        self._place_notice()
        self.show_panel.lay_out(r.panel, f)
        self.final_panel.lay_out(Box(0, 0, width, height), f)
        self.keys_panel.font_px = f
        self.keys_panel.set_rect(QRectF(0, 0, width, height))
        self.keys_hint.font_px = f * 0.8
        self.keys_hint.set_rect(qrect(Box(r.me.right - f * ts * 12, r.me.y, f * ts * 12, r.me.h)))

    # ------------------------------------------------------------ state
    def show_state(self, state: CribbageTableState) -> None:
        """Put ``state`` (the seat's view, the selection, the playable cards) on the felt."""
        self.state = state
        self.show_panel.lasting = state.panel == "settled"  # the state says what the panel holds
        if self.regions is None:
            return
        self._place_notice()
        with self.showing():
            self._show_plaques(state)
            self._show_play(state)
            self._show_hand(state)
            self._show_me(state)
        self.hint_label.set_text(state.status)
        self.keys_hint.set_text(tr("? shows the keys"))

    def _place_notice(self) -> None:
        """Over the play area, or at the foot of the show panel while one is up.

        A call said as a settlement opens ("Bob calls muggins") sat on the
        panel's "Count settled" title for as long as it stayed.
        """
        if self.regions is None or self.play is None:
            return
        over_panel = self.state is not None and self.state.panel in ("show", "settled")
        self.notice.set_rect(qrect(self.regions.panel_notice if over_panel else self.play.notice))

    def show_seats(self, state: CribbageTableState) -> None:
        """Only the plaques changed (a computer took its turn: "thinking…"): repaint them alone.

        ``state`` is still the whole picture and becomes the one shown, so a
        relayout later puts all of it on the felt.
        """
        self.state = state
        if self.regions is not None:
            self._show_plaques(state)
        self.hint_label.set_text(state.status)

    def _show_plaques(self, state: CribbageTableState) -> None:
        assert self.regions is not None
        view, viewer = state.view, state.viewer
        order = [(viewer + i) % view.players for i in range(1, view.players + 1)]
        others = [s for s in order if s != viewer]
        from muggins_desktop.ui.access.accessibility import text_scale

        f = self.regions.font
        boxes = plaque_boxes(self.regions.plaques, len(others), f, self.regions.stacked, f * text_scale())
        for seat, plaque in self.plaques.items():
            plaque.setVisible(seat != viewer)
        scores = self._scores(state)
        for seat, box in zip(others, boxes, strict=False):
            plaque = self.plaques[seat]
            plaque.font_px = self.regions.font * 0.95
            plaque.set_rect(qrect(box))
            plaque.score = scores[view.side_of(seat)]
            plaque.card_count = view.hand_counts[seat] if seat < len(view.hand_counts) else 0
            plaque.dealer = view.dealer == seat
            plaque.active = view.to_act == seat
            plaque.said_go = seat in view.go_said
            plaque.detail = "\n".join(self._plaque_details(state, seat, plaque.card_count))
            plaque.update()

    def _scores(self, state: CribbageTableState) -> Sequence[int]:
        """The scores the board shows: the steps' while they run, else the view's."""
        if state.running and self.board is not None:
            return self.board.scores()
        return state.view.scores

    def _plaque_details(self, state: CribbageTableState, seat: int, count: int) -> list[str]:
        view = state.view
        details = [tr("%n card(s) in hand", count)]
        if view.partnerships and view.side_of(seat) == view.side_of(state.viewer):
            details.append(tr("partner"))
        if view.to_act == seat and seat in state.computers:
            details.append(tr("thinking…"))
        played = [c for s, c in view.played if s == seat]
        if played:
            details.append(tr("played %1").replace("%1", " ".join(texts.card_text(str(c)) for c in played)))
        return details

    def _show_play(self, state: CribbageTableState) -> None:
        view, names = state.view, state.names
        self.deck.set_starter(view.starter, state.can_cut)
        self.starter_label.set_text(tr("Starter") if view.starter is not None else tr("Deck"))
        self.crib.set_count(view.crib_count)
        dealer = names[view.dealer] if 0 <= view.dealer < len(names) else ""
        self.crib_label.set_text(tr("Crib (%1)").replace("%1", dealer))
        self.count_label.set_text("")
        pile: Sequence[tuple[int, Card]] = ()
        cuts = first_cuts(view)
        if state.kept is not None:
            pile = state.kept
            self.count_label.set_text(tr("Count: %1").replace("%1", str(state.kept_count)))
            self.play_caption.set_text(tr("The play"))
            self.row.set_cards([])
        elif view.phase == "pegging":
            cards = list(view.count_cards)
            pile = list(view.played)[len(view.played) - len(cards) :] if cards else []
            self.count_label.set_text(tr("Count: %1").replace("%1", str(view.count)))
            self.play_caption.set_text(tr("The play") if cards else tr("The play: a new count starts"))
            self.row.set_cards([])
        elif view.phase == "show" and view.pending is not None:
            self._show_pending(state)
        elif cuts:
            self._show_cuts(cuts, names)
        else:
            self.row.set_cards([])
            self.play_caption.set_text(self._idle_caption(state))
        self.count.sources = {c: self._source(s, state.viewer) for s, c in pile}
        self.count.set_cards([c for _s, c in pile])
        self.count.set_owners([track_colour(self.side_of(s)) for s, _c in pile])

    def _source(self, seat: int, viewer: int) -> QPointF:
        """Where a card laid by ``seat`` comes from: its plaque, or the person's hand."""
        plaque = self.plaques.get(seat)
        if seat != viewer and plaque is not None and plaque.isVisible():
            return plaque.sceneBoundingRect().center()
        return self.hand.sceneBoundingRect().center()

    def _idle_caption(self, state: CribbageTableState) -> str:
        view = state.view
        if view.phase != "discard":
            return engine_text(view.phase)
        if view.dealer == state.you:
            return tr("Each player lays away to your crib")
        return tr("Each player lays away to the crib of %1").replace("%1", state.names[view.dealer])

    def _show_pending(self, state: CribbageTableState) -> None:
        assert self.play is not None
        pending = state.view.pending
        assert pending is not None
        play, f = self.play, self.regions.font if self.regions is not None else 0.0
        cards = [*pending.cards, pending.starter]
        # Clear of "Declared: N" beside it: at 800x600 the starter lay on that text.
        room = play.count_label.x - f * 0.5 - play.count.x
        cw, spacing = fit_row(room, play.card_w, len(cards), 1.05, 0.3)
        self.row.spacing, self.row.gap_before_last = spacing, 0.3
        self.row.lay_out(Box(play.count.x, play.count.y, room, cw * 1.4), cw)
        self.row.set_cards(cards)
        whose = tr("Crib (%1)") if pending.crib else tr("Hand (%1)")
        counter = state.names[pending.counter]
        self.play_caption.set_text(tr("Counting %1").replace("%1", whose.replace("%1", counter)))
        if pending.declared is not None:
            self.count_label.set_text(tr("Declared: %1").replace("%1", str(pending.declared)))

    def _show_cuts(self, cuts: list[tuple[int, str]], names: Sequence[str]) -> None:
        assert self.play is not None
        small = self.play.card_w * 0.9
        self.row.spacing, self.row.gap_before_last = 1.5, 0.0
        self.row.lay_out(Box(self.play.count.x, self.play.count.y, small * 1.5 * len(cuts), small * 1.4), small)
        self.row.set_cards([Card.parse(code) for _s, code in cuts])
        shown = ", ".join(f"{names[s]} {texts.card_text(c)}" for s, c in cuts)
        self.play_caption.set_text(tr("Cut for the deal: %1 (lowest deals)").replace("%1", shown))

    def _show_hand(self, state: CribbageTableState) -> None:
        view, my_turn = state.view, state.my_turn
        self.hand.set_cards(list(view.hand), face_up=state.reveal)
        pegging = my_turn and view.phase == "pegging"
        discarding = my_turn and view.phase == "discard"
        legal = set(state.legal_cards) if pegging else set()
        hints = state.hints and pegging
        glow = list(legal) if hints else [c for c in state.suggested if discarding and c not in state.selected]
        self.hand.set_marks(
            lifted=state.selected if discarding else [],
            legal=glow,
            dimmed=[c for c in view.hand if c not in legal] if hints else [],
            active=pegging or discarding,
            cursor=state.cursor if my_turn else None,
        )
        if view.phase == "discard":
            n = view.discard_size
            text = tr("Lay away (%1/%2)").replace("%1", str(len(state.selected))).replace("%2", str(n))
            self.action_button.set_text(text)
            self.action_button.set_enabled(my_turn and len(state.selected) == n, accent=True)
        elif view.phase == "cut":
            self.action_button.set_text(tr("Cut"))
            self.action_button.set_enabled(state.can_cut, accent=True)
        self.action_button.setVisible(view.phase in ("discard", "cut"))
        self.go_button.set_text(tr("Go"))
        self.go_button.set_enabled(state.can_go, accent=state.can_go)
        self.go_button.setVisible(view.phase == "pegging")

    def _show_me(self, state: CribbageTableState) -> None:
        view, me = state.view, state.viewer
        parts = [state.names[me], texts.points(self._scores(state)[view.side_of(me)])]
        if view.dealer == me:
            parts.append(tr("dealer"))
        if me in view.go_said:
            parts.append(tr("said go"))
        played = [c for s, c in view.played if s == me]
        if played:
            parts.append(tr("played %1").replace("%1", " ".join(texts.card_text(str(c)) for c in played)))
        self.me_label.colour = name_colour(view.side_of(me))
        self.me_label.set_text("  ·  ".join(parts))

    # ------------------------------------------------------------ input
    def drop_target(self, pos: QPointF) -> Pile | None:
        """Anything above the hand is "the table": the crib while discarding, the count in the play."""
        r = self.regions
        return self.count if r is not None and pos.y() < r.hand.y - r.font else None

    def focus_pieces(self) -> list[PieceItem]:
        """The keyboard cursor walks the person's cards while they are face up."""
        return list(self.hand.items) if self.state is not None and self.state.reveal else []

    def focused_piece(self) -> PieceItem | None:
        cursor = self.state.cursor if self.state is not None else None
        items = self.hand.items
        return items[cursor] if cursor is not None and cursor < len(items) else None

    # ------------------------------------------------------------ steps
    def set_scores(self, scores: Sequence[int]) -> None:
        if self.board is not None and scores:
            self.board.set_scores(list(scores))
        for seat, plaque in self.plaques.items():
            side = self.side_of(seat)
            if side < len(scores):
                plaque.score = scores[side]
                plaque.update()

    def shutdown(self) -> None:
        self.notice_timer.stop()
        self.show_panel.close()
