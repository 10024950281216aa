"""The cribbage table: board, hands, crib, starter, the play and the show.

Like the dominoes table it only shows and asks: it reads ``view_for`` from the
controller's match and hands each decision to ``controller.submit``. The
scene is laid out in viewport pixels and rebuilt on every resize, so the whole
table is visible from 800x600 to 4K.

Some events need time on screen: the automatic show (each combination is
highlighted in turn), and every settled Muggins count (a settlement dialog).
While those run the table holds the controller, so nobody acts before the
player has seen what happened; with durations of 0 (tests) the show runs at
once and only dialogs wait for a click.
"""

from __future__ import annotations

import sys
from typing import Any, Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QDialog, QFrame, QGraphicsScene, QGraphicsView, QWidget

from muggins_desktop.engine.cribbage.actions import Cut, Declare, Discard, Go, PegCard, Respond
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.scoring import score_hand
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.board_item import BoardItem, track_colour
from muggins_desktop.ui.cribbage.card_item import CARD_H, CARD_W, CardItem
from muggins_desktop.ui.cribbage.dialogs import (
    KIND_COLOURS,
    AnswerDialog,
    DeclareDialog,
    SettlementDialog,
    SettlementInfo,
)
from muggins_desktop.ui.cribbage.items import GOLD, MUTED, ButtonItem, LabelItem, PanelItem, SeatPlaque
from muggins_desktop.ui.painting import THEMES
from muggins_desktop.ui.i18n import engine_text, illegal_text
from muggins_desktop.ui.plural import plural

RATIO = CARD_H / CARD_W

Step = Callable[[Callable[[], None]], None]


def _card(code: str) -> Card:
    return Card.parse(code)


class CribbageTable(QGraphicsView):
    """One seat's side of a cribbage match, with the Muggins dialogs."""

    statusChanged = Signal(str)
    newGameRequested = Signal()
    noticeShown = Signal(str)
    dialogOpened = Signal(object)  # the QDialog just opened (tests, demos)
    game = "cribbage"

    def __init__(self, parent: QWidget | None = None, animation_ms: int = 250, theme: str = "green",
                 show_ms: int | None = None) -> None:
        super().__init__(parent)
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        # The felt is a full-window gradient: paint it once per size.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.animation_ms = max(0, int(animation_ms))
        # Time each highlighted combination stays on screen in the show.
        self.show_ms = max(0, int(show_ms if show_ms is not None else animation_ms * 3))
        self.theme = theme if theme in THEMES else "green"
        # Hints: highlight playable cards, dim the rest (settings: hints on or off).
        self.hints = True
        self.controller: Any = None
        self.names: list[str] = []
        self.viewer: int | None = None
        self.reveal = True
        self.active_seat: int | None = None
        self.selected: list[Card] = []
        self.board: BoardItem | None = None
        self.hand_items: list[CardItem] = []
        self.play_items: list[CardItem] = []
        self._play_pool: dict[tuple[Card | None, bool], CardItem] = {}
        self.plaques: dict[int, SeatPlaque] = {}
        self.dialog: QDialog | None = None
        self._steps: list[Step] = []
        self._running = False
        self._holding = False
        self._showing: dict[str, Any] | None = None  # the automatic show on screen
        self._show_lines: list[str] = []
        self._final: Any = None
        self._last_status = ""
        self.deck_item = CardItem(None, face_up=False)
        self.deck_item.clicked.connect(lambda _c: self.cut())
        self.starter_item = CardItem(None, face_up=False)
        self.crib_items = [CardItem(None, face_up=False) for _ in range(4)]
        for item in [self.deck_item, self.starter_item, *self.crib_items]:
            self._scene.addItem(item)
        self.action_button = ButtonItem()
        self.action_button.clicked.connect(self._action_clicked)
        self.go_button = ButtonItem()
        self.go_button.clicked.connect(self.say_go)
        self._scene.addItem(self.action_button)
        self._scene.addItem(self.go_button)
        self.count_label = LabelItem(bold=True)
        self.count_label.colour = GOLD
        self.play_caption = LabelItem()
        self.starter_label = LabelItem()
        self.starter_label.colour = MUTED
        self.crib_label = LabelItem()
        self.crib_label.colour = MUTED
        self.me_label = LabelItem(bold=True)
        self.me_label.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.hint_label = LabelItem()
        self.hint_label.colour = MUTED
        self.notice = LabelItem(bold=True)
        self.notice.badge = True
        self.notice.setZValue(60)
        for item in (self.count_label, self.play_caption, self.starter_label, self.crib_label, self.me_label,
                     self.hint_label, self.notice):
            self._scene.addItem(item)
        self.panel = PanelItem()
        self.panel.setZValue(40)  # above the hand and buttons of the next deal
        self.panel.hide()
        self._scene.addItem(self.panel)
        self.panel_caption = LabelItem(bold=True)
        self.panel_caption.setZValue(41)
        self.panel_lines = LabelItem()
        self.panel_lines.setZValue(41)
        self.panel_lines.wrap = True
        self.panel_lines.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        self.panel_button = ButtonItem()
        self.panel_button.setZValue(45)
        self.panel_button.clicked.connect(self._panel_clicked)
        self.panel_button2 = ButtonItem()
        self.panel_button2.setZValue(45)
        self.panel_button2.clicked.connect(self._panel_clicked2)
        for item in (self.panel_caption, self.panel_lines, self.panel_button, self.panel_button2):
            item.hide()
            self._scene.addItem(item)
        self.panel_cards: list[CardItem] = []
        self._panel_continue: Callable[[], None] | None = None
        self._panel_kind = ""
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(lambda: self.notice.set_text(""))
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)

    # ================================================================ wiring
    def attach(self, controller: Any) -> None:
        """Show ``controller``'s match; the window calls ``begin_turn`` for people."""
        self.detach()
        self.controller = controller
        match = controller.match
        self.names = [controller.name(s) or self.tr("Player %1").replace("%1", str(s + 1))
                      for s in range(match.players)]
        if self.board is not None:
            self._scene.removeItem(self.board)
        self.board = BoardItem(match.target, match.sides, self.animation_ms)
        self.board.setZValue(2)
        self._scene.addItem(self.board)
        self.board.set_names(self.side_names())
        self.board.set_scores(list(match.scores), animate=False)
        for item in self.plaques.values():
            self._scene.removeItem(item)
        self.plaques = {}
        for seat in range(match.players):
            plaque = SeatPlaque(seat, match.side_of(seat))
            plaque.name = self.names[seat]
            self.plaques[seat] = plaque
            self._scene.addItem(plaque)
        humans = controller.humans
        self.viewer = humans[0] if humans else 0
        self.reveal = len(humans) <= 1
        self.active_seat = None
        self.selected = []
        self._steps, self._running, self._final = [], False, None
        controller.eventsApplied.connect(self._on_events)
        controller.computerTurn.connect(self._on_computer_turn)
        controller.matchEnded.connect(self._on_match_end)
        controller.actionRefused.connect(self._on_refused)
        self.refresh()
        self._emit_status(self._status_text())

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
        self._close_dialog()
        self._hide_panel()
        self.controller = None

    def side_names(self) -> list[str]:
        match = self.controller.match
        return [texts.names_of_side(side, self.names, partnerships=match.partnerships) for side in range(match.sides)]

    def set_viewer(self, seat: int | None, reveal: bool) -> None:
        """Whose hand is at the bottom, and whether it is face up (cover screen)."""
        self.viewer = seat if seat is not None else self.viewer
        self.reveal = reveal
        if not reveal:
            self.active_seat = None
            self.selected = []
        self.refresh()

    def begin_turn(self, seat: int, view: Any = None) -> None:
        """Let the person at ``seat`` act: cards, buttons or a Muggins dialog."""
        if self.controller is None:
            return
        self.viewer = seat
        self.reveal = True
        self.active_seat = seat
        self.selected = []
        view = self.controller.match.view_for(seat)
        self.refresh()
        self._emit_status(self._status_text())
        if view.phase == "show" and view.pending is not None:
            if view.pending.declared is None:
                self._open_declare(view)
            else:
                self._open_answer(view)
        self.setFocus()

    # ================================================================ helpers
    def view(self) -> Any:
        if self.controller is None or self.viewer is None:
            return None
        return self.controller.match.view_for(self.viewer)

    def _my_turn(self) -> bool:
        c = self.controller
        return (c is not None and self.active_seat is not None and c.waiting_for == self.active_seat
                and c.match.to_act == self.active_seat and self.reveal and not self._running)

    def legal_actions(self) -> list[Any]:
        if not self._my_turn():
            return []
        return list(self.controller.match.legal_actions())

    def legal_cards(self) -> list[Card]:
        return [a.card for a in self.legal_actions() if isinstance(a, PegCard)]

    def discard_size(self) -> int:
        match = self.controller.match
        return 2 if match.players == 2 else 1

    def _submit(self, action: Any) -> bool:
        if self.controller is None:
            return False
        seat = self.active_seat
        ok = bool(self.controller.submit(action))
        if ok and seat is not None and self.controller.waiting_for != seat:
            self.active_seat = None if self.controller.match.to_act != seat else seat
        return ok

    # ================================================================ actions
    def card_clicked(self, card: Card | None) -> None:
        """A click on one of the viewer's cards: select for the crib or play it."""
        if card is None or not self._my_turn():
            if card is not None and self.controller is not None and not self._running:
                self.show_notice(self.tr("Wait for your turn."))
            return
        view = self.view()
        if view.phase == "discard":
            if card in self.selected:
                self.selected.remove(card)
            elif len(self.selected) < self.discard_size():
                self.selected.append(card)
            else:
                self.selected = self.selected[1:] + [card]
            self.refresh()
            self._emit_status(self._status_text())
            return
        if view.phase == "pegging":
            if card in self.legal_cards():
                self._submit(PegCard(card))
            else:
                reason = self.tr("%1 would take the count past 31.").replace("%1", texts.card_text(str(card)))
                self.show_notice(reason)
                self._emit_status(reason)
            return
        self.show_notice(self.tr("That card cannot be used now."))

    def lay_away(self) -> bool:
        """Discard the selected cards to the crib."""
        if not self._my_turn() or len(self.selected) != self.discard_size():
            n = self.discard_size()
            self.show_notice(plural(self.tr("Choose %n card(s) for the crib first.", "", n), n))
            return False
        cards = list(self.selected)
        self.selected = []
        return self._submit(Discard(cards))

    def cut(self) -> bool:
        if not any(isinstance(a, Cut) for a in self.legal_actions()):
            return False
        return self._submit(Cut())

    def say_go(self) -> bool:
        if not any(isinstance(a, Go) for a in self.legal_actions()):
            if self.legal_cards():
                self.show_notice(self.tr("You have a card that fits: you cannot say go."))
            return False
        return self._submit(Go())

    def _action_clicked(self) -> None:
        view = self.view()
        if view is None:
            return
        if view.phase == "discard":
            self.lay_away()
        elif view.phase == "cut":
            self.cut()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.panel.isVisible() and self.panel_button.isVisible():
                self._panel_clicked()
            else:
                self._action_clicked()
            return
        if key == Qt.Key.Key_G:
            self.say_go()
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            # Number keys pick the n-th card of the hand, as a click would.
            view = self.view()
            index = int(key) - int(Qt.Key.Key_1)
            if view is not None and self.reveal and index < len(view.hand):
                self.card_clicked(view.hand[index])
            return
        super().keyPressEvent(event)

    # ================================================================ dialogs
    def _dialog_parent(self) -> QWidget:
        return self.window() or self

    def _open_declare(self, view: Any) -> None:
        pending = view.pending
        dialog = DeclareDialog(pending.cards, pending.starter, pending.crib, self.names[view.seat],
                               self._dialog_parent())
        dialog.declared.connect(lambda n: self._submit(Declare(int(n))))
        self._show_dialog(dialog)

    def _open_answer(self, view: Any) -> None:
        pending = view.pending
        dialog = AnswerDialog(self.names[pending.counter], pending.cards, pending.starter, int(pending.declared),
                              pending.crib, self.names[view.seat], self._dialog_parent())
        dialog.answered.connect(lambda answer, stated: self._submit(
            Respond(str(answer), None if stated is None else int(stated))))
        self._show_dialog(dialog)

    def _show_dialog(self, dialog: QDialog, on_close: Callable[[], None] | None = None) -> None:
        self._close_dialog()
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

        def closed(_result: int = 0) -> None:
            if self.dialog is dialog:
                self.dialog = None
            if on_close is not None:
                on_close()

        dialog.finished.connect(closed)
        dialog.open()
        self.dialogOpened.emit(dialog)

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            try:
                dialog.finished.disconnect()
            except (RuntimeError, TypeError):
                pass
            dialog.done(0)

    # ================================================================ events
    def _on_events(self, events: list[dict[str, Any]]) -> None:
        match = self.controller.match
        steps: list[Step] = []
        humans = bool(self.controller.humans)
        auto_shows = [e for e in events if e.get("event") == "show" and e.get("declared") is None]
        for i, event in enumerate(events):
            kind = event.get("event")
            if kind == "response" and not self.controller.is_human(event["player"]):
                text = texts.describe(event, self.names, self._you()) or ""
                steps.append(self._notice_step(text))
            elif kind == "show" and event.get("declared") is None:
                steps.append(self._auto_show_step(event, auto_shows))
            elif kind == "show":
                steps.append(self._scores_step(event))
                if not self.controller.is_human(event["player"]):
                    what = self.tr("%1 declares %2 for the crib") if event.get("crib") else \
                        self.tr("%1 declares %2 for the hand")
                    steps.append(self._notice_step(what.replace("%1", self.names[event["player"]]).replace(
                        "%2", str(event["declared"]))))
                ends = any(e.get("event") == "match_end" for e in events[i + 1:])
                settles = any(e.get("event") == "settle" for e in events[i + 1:])
                if ends and not settles and humans:
                    steps.append(self._settlement_step(event, None))
            elif kind == "settle":
                show = self._show_for_settle(match.record, event)
                steps.append(self._scores_step(event))
                if humans and show is not None:
                    steps.append(self._settlement_step(show, event))
            elif kind == "deal" and auto_shows and humans and self.show_ms > 0:
                steps.append(self._show_done_step())
            elif "scores" in event:
                steps.append(self._scores_step(event))
        self.refresh()
        if steps:
            if not self._running:
                self._steps = steps
                self._start_steps()
            else:
                self._steps.extend(steps)
        self._emit_status(self._status_text())

    def _show_for_settle(self, record: list[dict[str, Any]], settle: dict[str, Any]) -> dict[str, Any] | None:
        index = None
        for i in range(len(record) - 1, -1, -1):
            if record[i] is settle:
                index = i
                break
        start = index if index is not None else len(record)
        for i in range(start - 1, -1, -1):
            if record[i].get("event") == "show":
                return record[i]
        return None

    def _start_steps(self) -> None:
        self._running = True
        if not self._holding and self.controller is not None:
            self.controller.hold()
            self._holding = True
        self._next_step()

    def _next_step(self) -> None:
        while self._steps:
            step = self._steps.pop(0)
            state = {"sync": True, "done": False}

            def done(state: dict[str, bool] = state) -> None:
                if state["done"]:
                    return
                state["done"] = True
                if not state["sync"]:
                    self._next_step()

            try:
                step(done)
            except Exception:  # noqa: BLE001 - a display step must never stall the match
                sys.excepthook(*sys.exc_info())
                state["done"] = True
            state["sync"] = False
            if not state["done"]:
                return  # a timer or a dialog calls done() later
        self._running = False
        if self._panel_kind != "final":
            self._hide_panel()
        self.refresh()
        if self._holding and self.controller is not None:
            self._holding = False
            self.controller.release()
        self._emit_status(self._status_text())

    def _notice_step(self, text: str) -> Step:
        def run(done: Callable[[], None]) -> None:
            self.show_notice(text)
            done()
        return run

    def _scores_step(self, event: dict[str, Any]) -> Step:
        scores = list(event.get("scores") or [])

        def run(done: Callable[[], None]) -> None:
            if self.board is not None and scores:
                self.board.set_scores(scores)
            self._update_plaque_scores(scores)
            done()
        return run

    def _update_plaque_scores(self, scores: list[int]) -> None:
        if not scores or self.controller is None:
            return
        match = self.controller.match
        for seat, plaque in self.plaques.items():
            side = match.side_of(seat)
            if side < len(scores):
                plaque.score = scores[side]
                plaque.update()

    def _auto_show_step(self, event: dict[str, Any], group: list[dict[str, Any]]) -> Step:
        def run(done: Callable[[], None]) -> None:
            if event is group[0]:
                self._show_lines = []
            cards = [_card(c) for c in event["cards"]]
            starter = _card(event["starter"])
            breakdown = score_hand(cards, starter, bool(event.get("crib")))
            self._showing = {"event": event, "cards": cards, "starter": starter,
                             "items": list(breakdown.items), "index": -1}
            self._layout_show_panel()
            if self.board is not None:
                self.board.set_scores(list(event["scores"]))
            self._update_plaque_scores(list(event["scores"]))
            line = texts.describe(event, self.names, self._you()) or ""
            if self.show_ms <= 0:
                self._show_lines.append(line)
                self._showing["index"] = len(breakdown.items)
                self._paint_show_state()
                done()
                return
            self._show_step_timer(done, line)
        return run

    def _show_step_timer(self, done: Callable[[], None], line: str) -> None:
        showing = self._showing
        if showing is None:
            done()
            return
        showing["index"] += 1
        self._paint_show_state()
        if showing["index"] >= len(showing["items"]):
            self._show_lines.append(line)
            self._paint_show_state()
            QTimer.singleShot(self.show_ms, self, done)
            return
        QTimer.singleShot(self.show_ms, self, lambda: self._show_step_timer(done, line))

    def _show_done_step(self) -> Step:
        def run(done: Callable[[], None]) -> None:
            self._panel_kind = "show_done"
            self._panel_continue = done
            self.panel_button.text = self.tr("Next hand")
            self.panel_button.set_enabled(True, accent=True)
            self.panel_button.show()
            self._layout_show_panel()
        return run

    def _settlement_step(self, show: dict[str, Any], settle: dict[str, Any] | None) -> Step:
        def run(done: Callable[[], None]) -> None:
            info = self.settlement_info(show, settle)
            dialog = SettlementDialog(info, self._dialog_parent())
            self._show_dialog(dialog, on_close=done)
        return run

    def settlement_info(self, show: dict[str, Any], settle: dict[str, Any] | None) -> SettlementInfo:
        """What a settlement dialog shows, from the record's show/response/settle."""
        match = self.controller.match
        cards = [_card(c) for c in show["cards"]]
        starter = _card(show["starter"])
        breakdown = score_hand(cards, starter, bool(show.get("crib")))
        answers: list[tuple[str, str, int | None]] = []
        record = match.record
        start = None
        for i in range(len(record) - 1, -1, -1):
            if record[i] is show:
                start = i
                break
        if start is not None:
            for e in record[start + 1:]:
                if e.get("event") == "response":
                    answers.append((self.names[e["player"]], e["answer"], e.get("stated")))
                if e.get("event") in ("settle", "show", "match_end"):
                    break
        changes: list[tuple[str, int]] = []
        counter = show["player"]
        counter_name = self._side_name_of_seat(counter)
        if settle is not None:
            if settle.get("counter_delta"):
                changes.append((counter_name, int(settle["counter_delta"])))
            claimant = settle.get("claimant")
            if claimant is not None and settle.get("claimant_delta"):
                changes.append((self._side_name_of_seat(claimant), int(settle["claimant_delta"])))
        return SettlementInfo(
            counter_name=self.names[counter], crib=bool(show.get("crib")), cards=cards, starter=starter,
            declared=show.get("declared"), true=int(show.get("true") or breakdown.total),
            items=list(breakdown.items), answers=answers, changes=changes, final=settle is None,
        )

    def _side_name_of_seat(self, seat: int) -> str:
        match = self.controller.match
        if match.partnerships:
            return texts.names_of_side(match.side_of(seat), self.names, partnerships=True)
        return self.names[seat]

    def _on_computer_turn(self, seat: int) -> None:
        self.refresh()
        self._emit_status(self._status_text())

    def _on_match_end(self, outcome: Any) -> None:
        self.active_seat = None
        self._final = outcome

        def run(done: Callable[[], None]) -> None:
            self._show_final(outcome)
            done()
        if self._running:
            self._steps.append(run)
        else:
            self._show_final(outcome)
        self._emit_status(self._status_text())

    def _on_refused(self, refusal: Any) -> None:
        self.refresh()
        text = illegal_text(refusal)
        self.show_notice(text)
        self._emit_status(text)

    def show_notice(self, text: str, ms: int = 2600) -> None:
        """A short message on the felt (computer answers, refused moves)."""
        self.notice.set_text(text)
        self.noticeShown.emit(text)
        self._layout_notice()
        self._notice_timer.start(ms)

    # ================================================================ panels
    def _hide_panel(self) -> None:
        self._showing = None
        self._panel_kind = ""
        self._panel_continue = None
        self.panel.hide()
        for item in (self.panel_caption, self.panel_lines, self.panel_button, self.panel_button2):
            item.hide()
        for item in self.panel_cards:
            self._scene.removeItem(item)
        self.panel_cards = []

    def _panel_clicked(self) -> None:
        if self._panel_kind == "final":
            self.newGameRequested.emit()
            return
        cont = self._panel_continue
        self._panel_continue = None
        self.panel_button.hide()
        if cont is not None:
            cont()

    def _panel_clicked2(self) -> None:
        if self._panel_kind == "final":
            self._hide_panel()
            self.refresh()

    def _show_final(self, outcome: Any) -> None:
        self._hide_panel()
        self._notice_timer.stop()
        self.notice.set_text("")
        match = self.controller.match
        self._panel_kind = "final"
        winner = texts.names_of_side(outcome.winner, self.names, partnerships=match.partnerships)
        end = next((e for e in reversed(match.record) if e.get("event") == "match_end"), {})
        if match.lowball:
            loser = texts.names_of_side(end.get("reached"), self.names, partnerships=match.partnerships)
            title = self.tr("%1 reached %2 and loses: %3 wins!").replace("%1", loser).replace(
                "%2", str(match.target)).replace("%3", winner)
        else:
            title = self.tr("%1 wins the match!").replace("%1", winner)
        self.panel.title = title
        lines = [f"{name}: {score}" for name, score in zip(self.side_names(), outcome.scores)]
        if outcome.skunk == "double":
            lines.append(self.tr("Double skunk!"))
        elif outcome.skunk == "skunk":
            lines.append(self.tr("Skunk!"))
        self.panel_lines.set_text("\n".join(lines))
        self.panel_button.text = self.tr("New game")
        self.panel_button.set_enabled(True, accent=True)
        self.panel_button2.text = self.tr("Look at the table")
        self.panel_button2.set_enabled(True)
        self.panel.show()
        for item in (self.panel_lines, self.panel_button, self.panel_button2):
            item.show()
        self._layout_final_panel()

    # ================================================================ layout
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        # Every text is rebuilt by refresh(), so a language switch is one refresh.
        if event.type() == QEvent.Type.LanguageChange and self.controller is not None:
            self.refresh()
            self._emit_status(self._status_text())
        super().changeEvent(event)

    def font_px(self) -> float:
        w, h = self.viewport().width(), self.viewport().height()
        return max(11.0, min(28.0, min(h / 42.0, w / 62.0)))

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        w, h = self.viewport().width(), self.viewport().height()
        light, dark = THEMES.get(self.theme, THEMES["green"])
        grad = QRadialGradient(QPointF(w / 2, h * 0.55), max(w, h) * 0.75)
        grad.setColorAt(0.0, QColor(light))
        grad.setColorAt(1.0, QColor(dark))
        painter.fillRect(rect, grad)
        painter.setPen(QColor(255, 255, 255, 18))
        m = max(4.0, min(w, h) * 0.008)
        painter.drawRoundedRect(QRectF(m, m, w - 2 * m, h - 2 * m), 18, 18)

    def _regions(self) -> dict[str, QRectF]:
        """The table's areas for the current viewport size.

        A long board (two tracks to 121) runs across the top with the other
        players in a row below it; a taller one (more tracks, or 61 holes)
        sits at the top left with the other players stacked beside it,
        whichever gives the bigger holes.
        """
        w, h = float(self.viewport().width()), float(self.viewport().height())
        f = self.font_px()
        m = max(6.0, min(w, h) * 0.012)
        regions: dict[str, QRectF] = {}
        hand_card_w = min(h * 0.2 / RATIO, (w * 0.62) / 6.6)
        hand_h = hand_card_w * RATIO
        me_line = f * 1.6
        hand_top = h - m - me_line - hand_h
        regions["hand"] = QRectF(m, hand_top, w - 2 * m, hand_h)
        regions["me"] = QRectF(m, h - m - me_line, w - 2 * m, me_line)
        regions["hint"] = QRectF(m, hand_top - f * 1.7, w - 2 * m, f * 1.5)
        mid_bottom = regions["hint"].top() - m * 0.5
        others = max(1, len(self.plaques) - 1)
        gap = f * 0.6
        br = self.board.boundingRect() if self.board is not None else QRectF(0, 0, 10, 1)
        row_scale = min((w - 2 * m) / br.width(), h * 0.27 / br.height())
        col_w = max(f * 15, w * 0.24)
        band_h = min(h * 0.42, (mid_bottom - m) * 0.62)
        col_scale = min((w - 3 * m - col_w) / br.width(), band_h / br.height())
        stack_h = others * f * 3.8 + (others - 1) * gap
        if col_scale > row_scale * 1.15 and stack_h <= band_h:
            bw, bh = br.width() * col_scale, br.height() * col_scale
            col_w = min(max(col_w, w - 3 * m - bw), f * 24)
            left = (w - (bw + m + col_w)) / 2
            band = max(bh, stack_h)
            regions["board"] = QRectF(left, m, bw, bh)
            regions["plaques"] = QRectF(left + bw + m, m, col_w, band)
            regions["stack"] = QRectF()  # marker: plaques in a column
            top = m + band + m
            regions["play"] = QRectF(m, top, w - 2 * m, max(20.0, mid_bottom - top))
            regions["final"] = QRectF(m, top, w - 2 * m, max(20.0, mid_bottom - top))
        else:
            bw, bh = br.width() * row_scale, br.height() * row_scale
            regions["board"] = QRectF((w - bw) / 2, m, bw, bh)
            top = regions["board"].bottom() + m
            plaque_h = max(f * 4.2, min(f * 6.0, (mid_bottom - top) * 0.38))
            regions["plaques"] = QRectF(m, top, w - 2 * m, plaque_h)
            regions["play"] = QRectF(m, top + plaque_h + m, w - 2 * m, max(20.0, mid_bottom - top - plaque_h - m))
            regions["final"] = regions["play"].united(regions["plaques"])
        play_top = regions["play"].top()
        regions["panel"] = QRectF(m * 0.5, play_top, w - m, h - play_top - m * 0.5)
        return regions

    def refresh(self) -> None:
        """Put every item where it belongs for the current state and size."""
        w, h = self.viewport().width(), self.viewport().height()
        self._scene.setSceneRect(0, 0, w, h)
        view = self.view()
        f = self.font_px()
        regions = self._regions()
        if self.board is not None:
            rect = regions["board"]
            self.board.setScale(rect.width() / self.board.boundingRect().width())
            self.board.setPos(rect.topLeft())
        if view is None:
            return
        self._layout_plaques(view, regions["plaques"], f, "stack" in regions)
        self._layout_play(view, regions["play"], f)
        self._layout_hand(view, regions["hand"], regions["me"], f)
        self.hint_label.font_px = f * 0.95
        self.hint_label.set_rect(regions["hint"])
        self.hint_label.set_text(self._status_text())
        self._layout_notice()
        if self._showing is not None or self._panel_kind == "show_done":
            self._layout_show_panel()
        elif self._panel_kind == "final":
            self._layout_final_panel()

    def _layout_plaques(self, view: Any, area: QRectF, f: float, stacked: bool = False) -> None:
        others = [s for s in self._seat_order() if s != self.viewer]
        n = max(1, len(others))
        gap = f * 0.8 if not stacked else f * 0.6
        if stacked:
            height = min(f * 6.0, (area.height() - gap * (n - 1)) / n)
            rects = [QRectF(area.left(), area.top() + i * (height + gap), area.width(), height) for i in range(n)]
        else:
            width = min(f * 19, (area.width() - gap * (n - 1)) / n)
            total = width * n + gap * (n - 1)
            x0 = area.left() + (area.width() - total) / 2
            rects = [QRectF(x0 + i * (width + gap), area.top(), width, area.height()) for i in range(n)]
        match = self.controller.match
        for seat, plaque in self.plaques.items():
            if seat == self.viewer:
                plaque.hide()
                continue
            plaque.show()
        for seat, rect in zip(others, rects):
            plaque = self.plaques[seat]
            plaque.font_px = f * 0.95
            plaque.set_rect(rect)
            plaque.score = view.scores[match.side_of(seat)]
            plaque.card_count = view.hand_counts[seat] if seat < len(view.hand_counts) else 0
            plaque.dealer = view.dealer == seat
            plaque.active = view.to_act == seat
            plaque.said_go = seat in view.go_said
            count = plaque.card_count
            details = [plural(self.tr("%n card(s) in hand", "", count), count)]
            if match.partnerships and match.side_of(seat) == match.side_of(self.viewer or 0):
                details.append(self.tr("partner"))
            if view.to_act == seat and not self.controller.is_human(seat):
                details.append(self.tr("thinking…"))
            played = [c for s, c in view.played if s == seat]
            if played:
                details.append(self.tr("played %1").replace("%1", " ".join(texts.card_text(str(c)) for c in played)))
            plaque.detail = "\n".join(details)
            plaque.update()

    def _seat_order(self) -> list[int]:
        """Seats clockwise starting left of the viewer, so the table reads in play order."""
        players = self.controller.match.players
        v = self.viewer or 0
        return [(v + i) % players for i in range(1, players + 1)]

    def _begin_play_items(self) -> None:
        """Keep last layout's play cards for reuse: a new item repaints from scratch."""
        self._play_pool = {(item.card, item.face_up): item for item in self.play_items}
        self.play_items = []

    def _end_play_items(self) -> None:
        for item in self._play_pool.values():
            self._scene.removeItem(item)
        self._play_pool = {}

    def _add_play_card(self, card: Card | None, face_up: bool, rect: QRectF, z: float = 3) -> CardItem:
        item = self._play_pool.pop((card, face_up), None)
        if item is None:
            item = CardItem(card, face_up=face_up, width=rect.width())
            self._scene.addItem(item)
        else:
            item.set_width(rect.width())
            item.set_mark(None)
            item.set_owner(None)
        item.setPos(rect.topLeft())
        item.setZValue(z)
        self.play_items.append(item)
        return item

    def _layout_play(self, view: Any, area: QRectF, f: float) -> None:
        self._begin_play_items()
        try:
            self._layout_play_cards(view, area, f)
        finally:
            self._end_play_items()

    def _layout_play_cards(self, view: Any, area: QRectF, f: float) -> None:
        cw = max(24.0, min((area.height() - f * 1.6) / RATIO, area.width() * 0.085))
        ch = cw * RATIO
        y = area.top() + (area.height() - f * 1.5 - ch) / 2
        left = area.left() + f
        # Deck and starter.
        self.deck_item.set_width(cw)
        self.deck_item.setPos(left, y)
        self.deck_item.setZValue(3)
        can_cut = any(isinstance(a, Cut) for a in self.legal_actions())
        self.deck_item.set_state(legal=can_cut, clickable=can_cut)
        self.starter_item.set_width(cw)
        self.starter_item.setPos(left + cw * 1.15, y)
        self.starter_item.set_face(view.starter, view.starter is not None)
        self.starter_item.setVisible(view.starter is not None)
        self.starter_label.font_px = f * 0.8
        self.starter_label.set_rect(QRectF(left - cw * 0.1, y + ch + f * 0.15, cw * 2.35, f * 1.2))
        self.starter_label.set_text(self.tr("Starter") if view.starter is not None else self.tr("Deck"))
        # The crib, a small stack beside the deck.
        crib_x = left + cw * 2.6
        n_crib = view.crib_count
        for i, item in enumerate(self.crib_items):
            item.set_width(cw)
            item.setPos(crib_x + i * cw * 0.12, y + i * cw * 0.03)
            item.setZValue(3 + i * 0.01)
            item.set_face(None, False)
            item.setVisible(i < n_crib)
        self.crib_label.font_px = f * 0.8
        self.crib_label.set_rect(QRectF(crib_x - cw * 0.3, y + ch + cw * 0.1 + f * 0.15, cw * 1.9, f * 1.2))
        dealer = self.names[view.dealer] if 0 <= view.dealer < len(self.names) else ""
        self.crib_label.set_text(self.tr("Crib (%1)").replace("%1", dealer))
        # Right part: the count, the first-deal cut, or the count being declared.
        px = crib_x + cw * 2.0
        right = QRectF(px, area.top(), area.right() - px, area.height())
        self.count_label.font_px = f * 1.3
        self.play_caption.font_px = f * 0.9
        cuts = self._first_cuts(view)
        if view.phase == "pegging":
            cards = list(view.count_cards)
            step = min(cw * 0.62, (right.width() - cw * 3.5) / max(1, len(cards)))
            x0 = right.left() + f
            layers = [seat for seat, _c in view.played][-len(cards):] if cards else []
            match = self.controller.match
            for i, c in enumerate(cards):
                item = self._add_play_card(c, True, QRectF(x0 + i * step, y, cw, ch), 3 + i * 0.01)
                item.set_owner(track_colour(match.side_of(layers[i])) if i < len(layers) else None)
            self.count_label.set_rect(QRectF(right.right() - cw * 3.2, y, cw * 3.2, ch * 0.6))
            self.count_label.set_text(self.tr("Count: %1").replace("%1", str(view.count)))
            self.play_caption.set_rect(QRectF(right.left(), y + ch + f * 0.15, right.width(), f * 1.2))
            self.play_caption.set_text(self.tr("The play") if cards else self.tr("The play: a new count starts"))
        elif view.phase == "show" and view.pending is not None:
            pending = view.pending
            x0 = right.left() + f
            for i, c in enumerate(list(pending.cards)):
                self._add_play_card(c, True, QRectF(x0 + i * cw * 1.05, y, cw, ch))
            self._add_play_card(pending.starter, True, QRectF(x0 + 4 * cw * 1.05 + cw * 0.3, y, cw, ch))
            whose = self.tr("Crib (%1)") if pending.crib else self.tr("Hand (%1)")
            whose = whose.replace("%1", self.names[pending.counter])
            self.play_caption.set_rect(QRectF(right.left(), y + ch + f * 0.15, right.width(), f * 1.2))
            self.play_caption.set_text(self.tr("Counting %1").replace("%1", whose))
            self.count_label.set_rect(QRectF(right.right() - cw * 3.2, y, cw * 3.2, ch * 0.6))
            self.count_label.set_text(self.tr("Declared: %1").replace("%1", str(pending.declared))
                                      if pending.declared is not None else "")
        elif cuts:
            x0 = right.left() + f
            small = cw * 0.9
            for i, (seat, code) in enumerate(cuts):
                rect = QRectF(x0 + i * small * 1.5, y, small, small * RATIO)
                self._add_play_card(_card(code), True, rect)
            self.play_caption.set_rect(QRectF(right.left(), y + ch + f * 0.15, right.width(), f * 1.2))
            names = ", ".join(f"{self.names[s]} {texts.card_text(c)}" for s, c in cuts)
            self.play_caption.set_text(self.tr("Cut for the deal: %1 (lowest deals)").replace("%1", names))
            self.count_label.set_text("")
        else:
            self.count_label.set_text("")
            self.play_caption.set_rect(QRectF(right.left(), y + ch / 2 - f, right.width(), f * 1.5))
            self.play_caption.set_text(engine_text(view.phase) if view.phase != "discard"
                                       else self.tr("Each player lays away to the crib of %1").replace("%1", dealer))

    def _first_cuts(self, view: Any) -> list[tuple[int, str]]:
        """The cards cut for the first deal, while the first hand's discards go on."""
        if view.hand_no != 1 or view.phase != "discard":
            return []
        events = view.public_events
        if any(e.get("event") == "discard" for e in events):
            return []
        deal = next((e for e in events if e.get("event") == "deal"), None)
        if not deal or not deal.get("cuts"):
            return []
        last = deal["cuts"][-1]
        return [(s, c) for s, c in enumerate(last) if c]

    def _layout_hand(self, view: Any, area: QRectF, me_area: QRectF, f: float) -> None:
        old = {item.card: item for item in self.hand_items}
        self.hand_items = []
        cards = list(view.hand)
        cw = area.height() / RATIO
        button_w = f * 9.5
        avail = area.width() - button_w - f * 2
        step = min(cw * 1.08, (avail - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        total = cw + step * max(0, len(cards) - 1)
        x = area.left() + (avail - total) / 2
        my_turn = self._my_turn()
        legal = set(self.legal_cards()) if my_turn else set()
        face_up = self.reveal
        for i, c in enumerate(cards):
            item = old.pop(c, None)
            if item is None:
                item = CardItem(c, face_up=face_up, width=cw)
                item.clicked.connect(self.card_clicked)
                self._scene.addItem(item)
            else:
                item.set_width(cw)
                item.set_face(c, face_up)
            selected = c in self.selected
            item.setPos(x + i * step, area.top() - (cw * 0.18 if selected else 0))
            item.setZValue(6 + i * 0.01)
            pegging = my_turn and view.phase == "pegging"
            discarding = my_turn and view.phase == "discard"
            item.set_state(legal=self.hints and pegging and c in legal, dimmed=self.hints and pegging and c not in legal,
                           selected=discarding and selected, clickable=pegging or discarding)
            self.hand_items.append(item)
        for item in old.values():
            self._scene.removeItem(item)
        # Buttons right of the hand.
        bx = area.right() - button_w
        bh = f * 2.2
        self.action_button.font_px = f * 0.95
        self.go_button.font_px = f * 0.95
        self.action_button.set_rect(QRectF(bx, area.top() + area.height() * 0.15, button_w, bh))
        self.go_button.set_rect(QRectF(bx, area.top() + area.height() * 0.15 + bh * 1.3, button_w, bh))
        actions = self.legal_actions()
        if view.phase == "discard":
            n = self.discard_size()
            self.action_button.text = self.tr("Lay away (%1/%2)").replace("%1", str(len(self.selected))).replace(
                "%2", str(n))
            self.action_button.set_enabled(my_turn and len(self.selected) == n, accent=True)
            self.action_button.show()
        elif view.phase == "cut":
            self.action_button.text = self.tr("Cut")
            self.action_button.set_enabled(any(isinstance(a, Cut) for a in actions), accent=True)
            self.action_button.show()
        else:
            self.action_button.hide()
        self.go_button.text = self.tr("Go")
        can_go = any(isinstance(a, Go) for a in actions)
        self.go_button.set_enabled(can_go, accent=can_go)
        self.go_button.setVisible(view.phase == "pegging")
        # The viewer's own line: name, score, dealer, go.
        match = self.controller.match
        me = self.viewer or 0
        parts = [self.names[me], texts.points(view.scores[match.side_of(me)])]
        if view.dealer == me:
            parts.append(self.tr("dealer"))
        if me in view.go_said:
            parts.append(self.tr("said go"))
        played = [c for s, c in view.played if s == me]
        if played:
            parts.append(self.tr("played %1").replace("%1", " ".join(texts.card_text(str(c)) for c in played)))
        self.me_label.font_px = f
        self.me_label.colour = track_colour(match.side_of(me)).lighter(170)
        self.me_label.set_rect(me_area)
        self.me_label.set_text("  ·  ".join(parts))

    def _layout_notice(self) -> None:
        r = self._regions().get("play")
        if r is None:
            return
        f = self.font_px()
        self.notice.font_px = f
        self.notice.set_rect(QRectF(r.left(), r.top() - f * 0.2, r.width(), f * 2))

    def _layout_show_panel(self) -> None:
        regions = self._regions()
        area = regions["panel"]
        f = self.font_px()
        self.panel.font_px = f
        self.panel.title = self.tr("The show")
        self.panel.set_rect(area)
        self.panel.show()
        for item in self.panel_cards:
            self._scene.removeItem(item)
        self.panel_cards = []
        showing = self._showing
        cw = min((area.height() * 0.45) / RATIO, area.width() * 0.1)
        top = area.top() + f * 2.6
        x0 = area.left() + f * 1.5
        if showing is not None:
            for i, c in enumerate(showing["cards"] + [showing["starter"]]):
                item = CardItem(c, True, cw)
                gap = cw * 0.35 if i == 4 else 0
                item.setPos(x0 + i * cw * 1.06 + gap, top)
                item.setZValue(42)
                self._scene.addItem(item)
                self.panel_cards.append(item)
            self.panel_caption.font_px = f * 1.05
            self.panel_caption.set_rect(QRectF(x0, top + cw * RATIO + f * 0.4, cw * 5.7, f * 1.6))
            self.panel_caption.show()
        text_x = x0 + cw * 5.9
        self.panel_lines.font_px = f * 0.9
        self.panel_lines.set_rect(QRectF(text_x, top, area.right() - text_x - f, area.bottom() - top - f * 3.5))
        self.panel_lines.show()
        self.panel_button.font_px = f
        self.panel_button.set_rect(QRectF(area.right() - f * 11, area.bottom() - f * 3, f * 10, f * 2.2))
        self.panel_button.setVisible(self._panel_kind == "show_done")
        self._paint_show_state()

    def _paint_show_state(self) -> None:
        showing = self._showing
        lines = list(self._show_lines)
        if showing is not None:
            items = showing["items"]
            index = showing["index"]
            for item in self.panel_cards:
                item.set_mark(None)
            event = showing["event"]
            whose = self.tr("Crib (%1)") if event.get("crib") else self.tr("Hand (%1)")
            whose = whose.replace("%1", self.names[event["player"]])
            if 0 <= index < len(items):
                current = items[index]
                colour = QColor(KIND_COLOURS.get(current.kind, "#ffd54a"))
                for item in self.panel_cards:
                    if item.card in current.cards:
                        item.set_mark(colour)
                so_far = sum(i.points for i in items[: index + 1])
                self.panel_caption.set_text(f"{whose}: {engine_text(current.kind)} {current.points} "
                                            f"\u2192 {so_far}")
            else:
                total = sum(i.points for i in items)
                self.panel_caption.set_text(
                    self.tr("%1: %2").replace("%1", whose).replace("%2", texts.points(total)))
        self.panel_lines.set_text("\n".join(lines))

    def _layout_final_panel(self) -> None:
        regions = self._regions()
        area = regions["final"]
        f = self.font_px()
        w = min(area.width(), f * 30)
        rect = QRectF(area.center().x() - w / 2, area.top(), w, area.height())
        self.panel.font_px = f
        self.panel.set_rect(rect)
        self.panel_lines.font_px = f
        self.panel_lines.align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        self.panel_lines.set_rect(QRectF(rect.left() + f, rect.top() + f * 2.4, rect.width() - 2 * f,
                                         rect.height() - f * 5.5))
        self.panel_button.font_px = f * 0.95
        self.panel_button2.font_px = f * 0.95
        bw = (rect.width() - 3 * f) / 2
        self.panel_button.set_rect(QRectF(rect.left() + f, rect.bottom() - f * 2.8, bw, f * 2.2))
        self.panel_button2.set_rect(QRectF(rect.left() + 2 * f + bw, rect.bottom() - f * 2.8, bw, f * 2.2))

    # ================================================================ status
    def _status_text(self) -> str:
        c = self.controller
        if c is None:
            return ""
        match = c.match
        if match.outcome is not None:
            return self.tr("The match is over.")
        seat = match.to_act
        if seat is None:
            return ""
        name = self.names[seat]
        if self._running:
            return self.tr("The show…") if self._showing is not None else ""
        if not c.is_human(seat) or not self._my_turn():
            return self.tr("%1 is thinking…").replace("%1", name) if not c.is_human(seat) else \
                self.tr("%1's turn.").replace("%1", name)
        view = self.view()
        if view.phase == "discard":
            n = self.discard_size()
            return plural(self.tr("%1: choose %n card(s) for the crib, then Lay away.", "", n), n).replace("%1", name)
        if view.phase == "cut":
            return self.tr("%1: cut the deck for the starter.").replace("%1", name)
        if view.phase == "pegging":
            if self.legal_cards():
                return self.tr("%1: play a card; gold cards keep the count at 31 or under.").replace("%1", name)
            return self.tr("%1: nothing fits. Say Go.").replace("%1", name)
        if view.phase == "show":
            if view.pending is not None and view.pending.declared is None:
                return self.tr("%1: declare your count.").replace("%1", name)
            return self.tr("%1: answer the declared count.").replace("%1", name)
        return ""

    def status_text(self) -> str:
        return self._last_status

    def _emit_status(self, text: str) -> None:
        self.hint_label.set_text(text)
        if text != self._last_status:
            self._last_status = text
            self.statusChanged.emit(text)

    # ================================================================ for the window
    def describe(self, event: dict[str, Any], count: int = 1) -> str | None:
        """A log line for ``event`` (``count`` is for games that merge runs of events)."""
        return texts.describe(event, self.names, self._you())

    def set_theme(self, theme: str) -> None:
        self.theme = theme if theme in THEMES else "green"
        self.resetCachedContent()
        self.viewport().update()

    def _you(self) -> int | None:
        """The seat of the one person at the screen (None with several or none)."""
        humans = list(self.controller.humans) if self.controller is not None else []
        return humans[0] if len(humans) == 1 else None

    def sheet_caption(self) -> str:
        """The key to the score sheet's small print for cribbage (no penalties here)."""
        return self.tr("points this hand / running total")

    def sheet(self) -> tuple[list[str], list[tuple[str, list[tuple[str, str, str]]]], list[int]]:
        """Score sheet: side names, one row per hand (points gained, total), totals."""
        if self.controller is None:
            return [], [], []
        match = self.controller.match
        rows: list[tuple[str, list[tuple[str, str, str]]]] = []
        before = [0] * match.sides  # totals when the hand was dealt
        last = list(before)
        hand_no = 0

        def close() -> None:
            cells = [(str(now - then), "", str(now))
                     for then, now in zip(before, last)]
            rows.append((str(hand_no), cells))

        for e in match.record:
            if e.get("event") == "deal":
                if hand_no:
                    close()
                before = list(last)
                hand_no = e["hand_no"]
            if "scores" in e and e.get("event") != "match_end":
                last = list(e["scores"])
        if hand_no:
            close()
        return self.side_names(), rows, list(match.scores)

    def shutdown(self) -> None:
        self._notice_timer.stop()
        self._show_timer.stop()
        self._close_dialog()
