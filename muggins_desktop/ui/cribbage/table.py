"""The cribbage table: the felt view that shows a ``CribbageScene`` and asks.

The table is glue: the presenter (``presenter.py``) decides, the scene
(``scene.py``) and its piles and panels show, and the table carries out the
presenter's steps (a board animation, a pause, a panel, a Muggins dialog)
and turns keys, clicks and drags into calls on the presenter. It reads the
match only through the controller's views and redacted events.

Keys: arrows move a cursor over the hand, 1-6 pick a card, Enter or Space
act (lay away, cut, play the card under the cursor, next hand), G says go,
Esc puts chosen cards back.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QDialog, QFrame, QGraphicsView, QWidget

from muggins_desktop.engine.cribbage.actions import Declare, Respond
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.dialogs import AnswerDialog, DeclareDialog, SettlementDialog
from muggins_desktop.ui.cribbage.presenter import CribbagePresenter, tr
from muggins_desktop.ui.cribbage.scene import CribbageScene
from muggins_desktop.ui.cribbage.steps import (
    AutoShowStep,
    BeatStep,
    FinalStep,
    NextHandStep,
    NoticeStep,
    ScoresStep,
    SettlementStep,
    Step,
    sheet_rows,
    show_breakdown,
)
from muggins_desktop.ui.painting import THEMES

# How long a finished count or a "go" stays in view, per pace setting.
PACE_MS = {"fast": 350, "normal": 900, "slow": 1700}
ARROWS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}


class CribbageTable(QGraphicsView):
    """One screen's side of a cribbage match, with the Muggins dialogs."""

    statusChanged = Signal(str)
    newGameRequested = Signal()
    noticeShown = Signal(str)
    dialogOpened = Signal(object)  # the QDialog just opened (tests, demos)
    game = "cribbage"

    def __init__(self, parent: QWidget | None = None, animation_ms: int = 250, theme: str = "green",
                 show_ms: int | None = None) -> None:
        super().__init__(parent)
        self.scene_ = CribbageScene(self)
        self.setScene(self.scene_)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.animation_ms = max(0, int(animation_ms))
        # Time each highlighted combination stays on screen in the show.
        self.show_ms = max(0, int(show_ms if show_ms is not None else animation_ms * 3))
        self.theme = theme if theme in THEMES else "green"
        self.pace_ms = 0
        self.presenter = CribbagePresenter(self)
        self.controller: Any = None
        self.dialog: QDialog | None = None
        p, s = self.presenter, self.scene_
        p.changed.connect(self._on_changed)
        p.statusChanged.connect(self._on_status)
        p.notice.connect(self.show_notice)
        p.stepStarted.connect(self._run_step)
        s.deck.deckClicked.connect(p.cut)
        s.hand.cardClicked.connect(p.click_card)
        s.hand.cardDropped.connect(self._card_dropped)
        s.action_button.clicked.connect(p.act)
        s.go_button.clicked.connect(p.say_go)
        s.show_panel.finished.connect(lambda: self._finish(AutoShowStep))
        s.show_panel.clicked.connect(self._next_hand)
        s.final_panel.chosen.connect(self._final_chosen)
        s.animationsDone.connect(lambda: self._finish(ScoresStep))

    # ================================================================ wiring
    @property
    def hints(self) -> bool:
        return self.presenter.hints

    @hints.setter
    def hints(self, on: bool) -> None:
        self.presenter.hints = bool(on)

    def attach(self, controller: Any) -> None:
        """Show ``controller``'s match; the window calls ``begin_turn`` for people."""
        self.detach()
        self.controller = controller
        p = self.presenter
        p.attach(controller)
        view = p.view()
        sides = 2 if view.partnerships else view.players
        self.scene_.set_match(view.target, sides, view.players, p.names, view.side_of, self.animation_ms)
        self.scene_.board.set_names(p.side_names())
        self.scene_.board.set_scores(list(view.scores), animate=False)
        self.scene_.set_slides(self.animation_ms)
        self._read_pace()
        self.refresh()
        p.update_status()

    def detach(self) -> None:
        if self.controller is None:
            return
        self.presenter.detach()
        self._close_dialog()
        self.scene_.show_panel.close()
        self.controller = None

    def _read_pace(self) -> None:
        settings = getattr(self.window(), "settings", None)
        pace = str(getattr(settings, "pace", "normal"))
        self.pace_ms = PACE_MS.get(pace, PACE_MS["normal"]) if self.animation_ms > 0 else 0
        self.presenter.pace = self.pace_ms > 0
        self.presenter.wait_after_show = self.show_ms > 0

    def set_viewer(self, seat: int | None, reveal: bool) -> None:
        """Whose hand is at the bottom, and whether it is face up (cover screen)."""
        self.presenter.set_viewer(seat, reveal)

    def begin_turn(self, seat: int, view: Any = None) -> None:
        """Let the person at ``seat`` act: cards, buttons or a Muggins dialog."""
        if self.controller is None:
            return
        self.presenter.begin_turn(seat)
        view = self.controller.view(seat)
        if view.phase == "show" and view.pending is not None:
            if view.pending.declared is None:
                self._open_declare(view)
            else:
                self._open_answer(view)
        self.setFocus()

    def side_names(self) -> list[str]:
        return self.presenter.side_names()

    # ================================================================ input
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, p, s = event.key(), self.presenter, self.scene_
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if s.show_panel.waiting():
                self._next_hand()
            elif s.final_panel.isVisible():
                self._final_chosen("new")
            else:
                p.act()
        elif key in ARROWS:
            p.move_cursor(ARROWS[Qt.Key(key)])
        elif key == Qt.Key.Key_G:
            p.say_go()
        elif key == Qt.Key.Key_Escape:
            p.cancel()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            p.pick(int(key) - int(Qt.Key.Key_1))
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)  # a click on the felt brings the keys back
        super().mousePressEvent(event)

    def _card_dropped(self, card: Any, point: QPointF) -> None:
        regions = self.scene_.regions
        on_table = regions is not None and point.y() < regions.hand.y - regions.font
        self.presenter.drop_card(card, on_table)

    # ================================================================ dialogs
    def _open_declare(self, view: Any) -> None:
        pending = view.pending
        names = self.presenter.names
        dialog = DeclareDialog(pending.cards, pending.starter, pending.crib, names[view.seat], self.window() or self)
        dialog.declared.connect(lambda n: self.presenter._submit(Declare(int(n))))
        self._show_dialog(dialog)

    def _open_answer(self, view: Any) -> None:
        pending = view.pending
        names = self.presenter.names
        dialog = AnswerDialog(names[pending.counter], pending.cards, pending.starter, int(pending.declared),
                              pending.crib, names[view.seat], self.window() or self)
        dialog.answered.connect(lambda answer, stated: self.presenter._submit(
            Respond(str(answer), None if stated is None else int(stated))))
        self._show_dialog(dialog)

    def _show_dialog(self, dialog: QDialog, on_close: Callable[[], None] | None = None) -> None:
        self._close_dialog()
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

        def closed(_result: int = 0) -> None:
            if self.dialog is dialog:
                self.dialog = None
            self.setFocus(Qt.FocusReason.OtherFocusReason)  # keys work again at once
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

    # ================================================================ steps
    def _run_step(self, step: Step) -> None:
        """Carry out one step; ``presenter.step_done`` follows when it is over."""
        s, done = self.scene_, lambda: self.presenter.step_done(step)
        if isinstance(step, ScoresStep):
            s.set_scores(step.scores)
            if not s.is_animating():
                done()
        elif isinstance(step, NoticeStep):
            self.show_notice(step.text)
            s.beat(self.pace_ms, done) if step.beat and self.pace_ms > 0 else done()
        elif isinstance(step, BeatStep):
            self._hold_count(step, done)
        elif isinstance(step, AutoShowStep):
            self._auto_show(step)
        elif isinstance(step, NextHandStep):
            s.show_panel.wait(tr("Next hand"))
        elif isinstance(step, SettlementStep):
            self._show_dialog(SettlementDialog(step.info, self.window() or self), on_close=done)
        elif isinstance(step, FinalStep):
            self._show_final(step.outcome)
            done()

    def _finish(self, kind: type) -> None:
        current = self.presenter.current
        if isinstance(current, kind):
            self.presenter.step_done(current)

    def _hold_count(self, step: BeatStep, done: Callable[[], None]) -> None:
        s = self.scene_
        s.held_pile, s.held_count = step.pile, step.count
        self.refresh()

        def release() -> None:
            s.held_pile = None
            done()
        s.beat(self.pace_ms, release)

    def _auto_show(self, step: AutoShowStep) -> None:
        event, p = step.show, self.presenter
        cards, starter, breakdown = show_breakdown(event)
        whose = tr("Crib (%1)") if event.get("crib") else tr("Hand (%1)")
        whose = whose.replace("%1", p.names[event["player"]])
        self.scene_.set_scores(event["scores"])
        line = texts.describe(event, p.names, p.you()) or ""
        self.scene_.show_panel.start(tr("The show"), whose, cards, starter, breakdown.items, line, step.first,
                                     self.show_ms)

    def _next_hand(self) -> None:
        self.scene_.show_panel.close()
        self._finish(NextHandStep)
        self.setFocus()

    def _show_final(self, outcome: Any) -> None:
        p, view = self.presenter, self.presenter.view()
        self.scene_.show_panel.close()
        self.scene_.notice.set_text("")
        side_names = p.side_names()
        winner = side_names[outcome.winner] if outcome.winner is not None else "?"
        if view.lowball:
            end = next((e for e in reversed(view.public_events) if e.get("event") == "match_end"), {})
            reached = end.get("reached")
            loser = side_names[reached] if isinstance(reached, int) and reached < len(side_names) else "?"
            title = tr("%1 reached %2 and loses: %3 wins!").replace("%1", loser).replace(
                "%2", str(view.target)).replace("%3", winner)
        else:
            title = tr("%1 wins the match!").replace("%1", winner)
        lines = [f"{name}: {score}" for name, score in zip(side_names, outcome.scores)]
        if outcome.skunk == "double":
            lines.append(tr("Double skunk!"))
        elif outcome.skunk == "skunk":
            lines.append(tr("Skunk!"))
        self.scene_.final_panel.set_result(title, lines, tr("New game"), tr("Look at the table"))
        self.refresh()

    def _final_chosen(self, choice: str) -> None:
        if choice == "new":
            self.newGameRequested.emit()
            return
        self.scene_.final_panel.hide()
        self.setFocus()

    # ================================================================ showing
    def _on_changed(self) -> None:
        if not self.presenter.running and self.scene_.show_panel.isVisible():
            self.scene_.show_panel.close()
        self.refresh()

    def _on_status(self, text: str) -> None:
        self.scene_.hint_label.set_text(text)
        self.statusChanged.emit(text)

    def show_notice(self, text: str, ms: int = 2600) -> None:
        """A short message on the felt (computer answers, refused moves, a go)."""
        self.scene_.show_notice(text, ms)
        self.noticeShown.emit(text)

    def status_text(self) -> str:
        return self.presenter.status

    def refresh(self) -> None:
        """Put every item where it belongs for the current state and size."""
        self._read_pace()
        self.scene_.relayout(float(self.viewport().width()), float(self.viewport().height()))
        if self.controller is not None:
            self.scene_.show_state(self.presenter)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        # Every text is rebuilt by refresh(), so a language switch is one refresh.
        if event.type() == QEvent.Type.LanguageChange and self.controller is not None:
            self.presenter.update_status()
            self.refresh()
        super().changeEvent(event)

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

    def set_theme(self, theme: str) -> None:
        self.theme = theme if theme in THEMES else "green"
        self.resetCachedContent()
        self.viewport().update()

    # ================================================================ for the window
    def describe(self, event: dict[str, Any], count: int = 1) -> str | None:
        """A log line for ``event`` (``count`` is for games that merge runs of events)."""
        return texts.describe(event, self.presenter.names, self.presenter.you())

    def sheet_caption(self) -> str:
        """The key to the score sheet's small print for cribbage (no penalties here)."""
        return tr("points this hand / running total")

    def sheet(self) -> tuple[list[str], list[tuple[str, list[tuple[str, str, str]]]], list[int]]:
        """Score sheet: side names, one row per hand (points gained, total), totals."""
        view = self.presenter.view()
        if view is None:
            return [], [], []
        names = self.presenter.side_names()
        rows, _last = sheet_rows(view.public_events, len(names))
        return names, rows, list(view.scores)

    def shutdown(self) -> None:
        self.scene_.shutdown()
        self._close_dialog()
