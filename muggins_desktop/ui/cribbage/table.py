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

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QDialog, QWidget

from muggins_desktop.engine.cribbage.actions import Declare, Respond
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.dialogs import AnswerDialog, DeclareDialog
from muggins_desktop.ui.cribbage.hand_input import HandInput
from muggins_desktop.ui.cribbage.presenter import CribbagePresenter, person_seat
from muggins_desktop.ui.cribbage.scene import CribbageScene
from muggins_desktop.ui.cribbage.stage import StepRunner
from muggins_desktop.ui.cribbage.steps import sheet_rows
from muggins_desktop.ui.plural import plural
from muggins_desktop.ui.table.felt import FeltView
from muggins_desktop.ui.table.pace import LINGER_MS

ARROWS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}

CONTEXT = "CribbageTable"


def tr(text: str, n: int = -1) -> str:
    return (
        plural(QCoreApplication.translate(CONTEXT, text, None, n), n)
        if n >= 0
        else QCoreApplication.translate(CONTEXT, text, None, n)
    )


class CribbageTable(FeltView):
    """One screen's side of a cribbage match, with the Muggins dialogs."""

    statusChanged = Signal(str)
    newGameRequested = Signal()
    reviewRequested = Signal()  # review the match just finished
    rematchRequested = Signal()  # the same players and options, a new deal
    noticeShown = Signal(str)
    dialogOpened = Signal(object)  # the QDialog just opened (tests, demos)
    game = "cribbage"
    tally_unit = 1  # the score sheet's tally: one stroke per point, never a "+2" left over

    def __init__(
        self, parent: QWidget | None = None, animation_ms: int = 250, theme: str = "green", show_ms: int | None = None
    ) -> None:
        self.scene_ = CribbageScene()
        super().__init__(self.scene_, parent, theme)
        self.animation_ms = max(0, int(animation_ms))
        # Time each highlighted combination stays on screen in the show.
        self.show_ms = max(0, int(show_ms if show_ms is not None else animation_ms * 3))
        # The window sets this from the pace setting (``ui.table.pace.paced``).
        self.linger_ms = LINGER_MS if self.animation_ms > 0 else 0
        self.presenter = CribbagePresenter(self)
        self.scene_.presenter = self.presenter
        self.controller: Any = None
        self.dialog: QDialog | None = None
        p, s = self.presenter, self.scene_
        p.changed.connect(self._on_changed)
        p.statusChanged.connect(self._on_status)
        p.notice.connect(self.show_notice)
        s.deck.deckClicked.connect(p.cut)
        self.input = HandInput(p)
        s.hand.cardClicked.connect(p.click_card)
        s.hand.cardDropped.connect(self._card_dropped)
        s.action_button.clicked.connect(self.input.act)
        s.go_button.clicked.connect(p.say_go)
        self.stage = StepRunner(self)

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
        board = self.scene_.board
        assert board is not None
        board.set_names(p.side_names())
        board.set_scores(list(view.scores), animate=False)
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

    @property
    def pace_ms(self) -> int:
        """How long a finished count or a go stays in view: 3/4 of the pace's linger."""
        return int(self.linger_ms * 0.75)

    def _read_pace(self) -> None:
        self.presenter.pace = self.pace_ms > 0
        # Reduced motion keeps the show panel (and its "Next hand" wait), only without motion.
        self.presenter.wait_after_show = self.show_ms > 0 or getattr(self, "keep_show_panel", False)

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
        if self.dialog is None:
            self.take_focus()

    def take_focus(self) -> None:
        """Give the keyboard back to the table (after a dialog or a panel)."""
        window = self.window()
        if window is not None and not window.isActiveWindow() and window.isVisible():
            window.activateWindow()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def side_names(self) -> list[str]:
        return self.presenter.side_names()

    # ================================================================ input
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, p, s = event.key(), self.presenter, self.scene_
        if s.keys_panel.isVisible():
            s.keys_panel.hide()  # any key closes the list of keys
        elif key == Qt.Key.Key_Question or event.text() == "?":
            s.keys_panel.open()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if s.show_panel.waiting():
                self.stage.next_hand()
            elif s.final_panel.isVisible():
                self.stage.final_chosen("new")
            else:
                self.input.act()
        elif key in ARROWS:
            self.input.move_cursor(ARROWS[Qt.Key(key)])
        elif key == Qt.Key.Key_G:
            p.say_go()
        elif key == Qt.Key.Key_Escape:
            self.input.cancel()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            self.input.pick(int(key) - int(Qt.Key.Key_1))
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)  # a click on the felt brings the keys back
        super().mousePressEvent(event)

    def _card_dropped(self, card: Any, point: QPointF) -> None:
        regions = self.scene_.regions
        on_table = regions is not None and point.y() < regions.hand.y - regions.font
        self.input.drop_card(card, on_table)

    # ================================================================ dialogs
    def _open_declare(self, view: Any) -> None:
        pending = view.pending
        names = self.presenter.names
        dialog = DeclareDialog(pending.cards, pending.starter, pending.crib, names[view.seat], self.window() or self)
        dialog.declared.connect(lambda n: self.presenter.submit(Declare(int(n))))
        self._show_dialog(dialog)

    def _open_answer(self, view: Any) -> None:
        pending = view.pending
        names = self.presenter.names
        dialog = AnswerDialog(
            names[pending.counter],
            pending.cards,
            pending.starter,
            int(pending.declared),
            pending.crib,
            names[view.seat],
            self.window() or self,
        )
        dialog.answered.connect(
            lambda answer, stated: self.presenter.submit(Respond(str(answer), None if stated is None else int(stated)))
        )
        self._show_dialog(dialog)

    def _show_dialog(self, dialog: QDialog, on_close: Callable[[], None] | None = None) -> None:
        self._close_dialog()
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

        def closed(_result: int = 0) -> None:
            if self.dialog is dialog:
                self.dialog = None
            self.take_focus()  # keys work again at once
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
        self._rename()
        self._read_pace()
        self.fit()

    def _rename(self) -> None:
        """Seat names again (a language switch re-translates "You", "Computer N")."""
        p, c = self.presenter, self.controller
        if c is None or not p.names:
            return
        for s in range(min(len(p.names), c.players)):
            p.names[s] = c.name(s) or p.names[s]
            plaque = self.scene_.plaques.get(s)
            if plaque is not None and plaque.name != p.names[s]:
                plaque.name = p.names[s]
                plaque.update()
        if self.scene_.board is not None:
            self.scene_.board.set_names(p.side_names())

    def changeEvent(self, event: QEvent) -> None:
        # Every text is rebuilt by refresh(), so a language switch is one refresh.
        if event.type() == QEvent.Type.LanguageChange and self.controller is not None:
            self._rename()
            self.presenter.update_status()
            self.refresh()
        super().changeEvent(event)

    # ================================================================ for the window
    def describe(self, event: dict[str, Any], count: int = 1) -> str | None:
        """A log line for ``event`` (``count`` is for games that merge runs of events)."""
        return texts.describe(event, self.presenter.names, person_seat(self.presenter))

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
