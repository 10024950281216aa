"""The cribbage table: the felt view that shows a ``CribbageScene`` and asks.

The table is glue: the presenter (``presenter.py``) decides and hands the
scene (``scene.py``) one frozen state per change; the presenter's steps show
themselves; the table asks for Muggins counts and answers (``DialogHost``)
and turns keys, clicks and drags into calls on the presenter. It reads the
match only through the controller's views and the screen's events. It
follows the window's ``Table`` protocol (ui/table/protocol.py).

Keys: arrows move a cursor over the hand, 1-6 pick a card, Enter or Space
act (lay away, cut, play the card under the cursor, next hand), G says go,
Esc puts chosen cards back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from muggins_desktop.engine.base import Event
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.access.focus import focus_when_shown
from muggins_desktop.ui.access.spoken import keys_text
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.dialogs.host import DialogHost, ask_count
from muggins_desktop.ui.cribbage.presenter import CribbagePresenter, show_pending
from muggins_desktop.ui.cribbage.reading import reading
from muggins_desktop.ui.cribbage.scene import CribbageScene
from muggins_desktop.ui.cribbage.sheet import HandRows
from muggins_desktop.ui.cribbage.state import CribbageTableState
from muggins_desktop.ui.match.controller import GameController, View
from muggins_desktop.ui.sheet.score_sheet_model import SheetChange
from muggins_desktop.ui.table.items import PanelItem
from muggins_desktop.ui.table.keys import table_keys
from muggins_desktop.ui.table.pace import LINGER_MS, Pace
from muggins_desktop.ui.table.protocol import SheetRows, Table, TableReading
from muggins_desktop.ui.text.tr import Translator

ARROWS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}


CONTEXT = "CribbageTable"


tr = Translator(CONTEXT)


class CribbageTable(Table):
    """One screen's side of a cribbage match, with the Muggins dialogs."""

    dialogOpened = Signal(object)  # the QDialog just opened (tests, demos)
    game = "cribbage"
    tally_unit = 1  # the score sheet's tally: one stroke per point, never a "+2" left over

    def __init__(
        self, parent: QWidget | None = None, animation_ms: int = 250, theme: str = "green", show_ms: int | None = None
    ) -> None:
        self.scene_ = CribbageScene()
        super().__init__(self.scene_, parent, theme)
        self.dialogs = DialogHost(self, lambda: self.scene_.looks)
        self._presenter = CribbagePresenter(self.scene_, self.dialogs, self)
        self.animation_ms = max(0, int(animation_ms))
        # How long each highlighted combination of a show stays on screen (the presenter's to keep).
        self._presenter.show_ms = max(0, int(show_ms if show_ms is not None else animation_ms * 3))
        # Set from the pace setting (``ui.table.pace.paced``) once the table follows the settings.
        self.linger_ms = LINGER_MS if self.animation_ms > 0 else 0
        self.reduced_motion = False  # the show then stays (and waits), only without motion
        p, s = self._presenter, self.scene_
        self.hands = HandRows()  # the score sheet's rows, fed each batch the presenter shows
        p.eventsShown.connect(self._sheet_shown)
        p.statusChanged.connect(self._on_status)
        p.notice.connect(self.show_notice)
        p.focusWanted.connect(self.take_focus)
        self.dialogs.opened.connect(self.dialogOpened.emit)
        self.dialogs.closed.connect(self.take_focus)  # keys work again at once
        self.input = p.input
        s.itemClicked.connect(self.input.piece_clicked)
        s.itemDropped.connect(self.input.piece_dropped)
        s.focusMoved.connect(self.input.focus_moved)
        s.action_button.clicked.connect(self.input.act)
        s.go_button.clicked.connect(self.input.say_go)
        s.final_panel.chosen.connect(self.final_chosen)
        _follow_times(self)

    @property
    def presenter(self) -> CribbagePresenter:
        return self._presenter

    @property
    def dialog(self) -> QDialog | None:
        """The Muggins dialog open now, if any."""
        return self.dialogs.current

    # ================================================================ settings
    def follow_pace(self, pace: Pace, reduced: bool) -> None:
        self.animation_ms = pace.animation_ms
        self.presenter.show_ms = max(0, pace.animation_ms * 3)
        self.linger_ms = pace.linger_ms
        self.reduced_motion = reduced
        self.scene_.set_slides(self.animation_ms)
        if self.scene_.board is not None:
            self.scene_.board.animation_ms = self.animation_ms
        _follow_times(self)

    @property
    def pace_ms(self) -> int:
        """How long a finished count or a go stays in view: 3/4 of the pace's linger."""
        return int(self.linger_ms * 0.75)

    # ================================================================ a match
    def attach(self, controller: GameController) -> None:
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
        # Front and back pegs as the uninterrupted table had them: the scores replayed in order
        # (a resumed match, a take-back), not only the last ones (issue 24: back pegs at the start).
        for scores in score_history(controller.reading.public_record(p.viewer), sides):
            board.set_scores(scores, animate=False)
        board.set_scores(list(view.scores), animate=False)
        self.scene_.set_slides(self.animation_ms)
        _follow_times(self)
        self.fit()
        show_pending(p)  # a resumed hand's show that still waits for "Next hand"
        p.render()
        # The sheet read once, up to what the table shows (a held-back deal comes with its batch).
        record = controller.feed.record()
        self.hands.reset(sides, record[: len(record) - p.held_back])

    def detach(self) -> None:
        if self.controller is None:
            return
        self.presenter.detach()
        self.dialogs.close()
        self.scene_.show_panel.close()
        self.controller = None

    def begin_turn(self, seat: int, view: View | None = None) -> None:
        """Let the person at ``seat`` act: cards, buttons or a Muggins dialog."""
        if self.controller is None:
            return
        self.presenter.begin_turn(seat, view)
        ask_count(self.presenter.view(seat), self.presenter.names, self.dialogs, self.presenter.submit)
        if self.dialog is None:
            self.take_focus()

    def take_focus(self) -> None:
        """Give the keyboard back to the table (after a dialog or a panel); while a Muggins
        dialog is open it keeps the keys (a step's end took them and the dialog went silent)."""
        dialog = self.dialog
        if dialog is not None and dialog.isVisible():
            focus = QApplication.focusWidget()
            if focus is None or not dialog.isAncestorOf(focus):
                focus_when_shown(dialog)
            return
        window = self.window()
        if window is not None and not window.isActiveWindow() and window.isVisible():
            window.activateWindow()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def suggest_keep(self, cards: Sequence[Card]) -> None:
        self.presenter.highlight_cards(cards)

    # ================================================================ input
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, s = event.key(), self.scene_
        if self.keys_first(event):
            return
        if s.final_panel.isVisible() and self.panel_key(s.final_panel, event):
            return  # Tab and the arrows walk its buttons, Enter presses one
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if s.show_panel.waiting():
                s.show_panel.clicked.emit()  # "Next hand"
            elif s.final_panel.isVisible():
                self.final_chosen(s.final_panel.default_choice)
            else:
                self.input.act()
        elif key in ARROWS:
            s.move_focus(ARROWS[Qt.Key(key)])
        elif key == Qt.Key.Key_G:
            self.input.say_go()
        elif key == Qt.Key.Key_Escape:
            self.input.cancel()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            self.input.pick(int(key) - int(Qt.Key.Key_1))
        else:
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        if self.scene_.final_panel.isVisible() or self.keys_shown():
            return False  # Tab walks the final panel's buttons, or goes to the keys list's Close
        return super().focusNextPrevChild(next)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)  # a click on the felt brings the keys back
        super().mousePressEvent(event)

    def final_chosen(self, choice: str) -> None:
        """A button of the final panel: a new game, a rematch, the review, or a look at the table."""
        if choice == "new":
            self.newGameRequested.emit()
        elif choice == "review":
            self.reviewRequested.emit()
        elif choice == "rematch":
            self.rematchRequested.emit()
        elif choice == "again":
            self.againRequested.emit()
        else:
            self.scene_.final_panel.hide()
            self.presenter.panel_holds("")  # the panel is put away: a new language leaves it so
            self.take_focus()

    # ================================================================ showing
    def _on_status(self, text: str) -> None:
        self.scene_.hint_label.set_text(text)
        self.statusChanged.emit(text)

    def show_notice(self, text: str) -> None:
        """A short message on the felt (computer answers, refused moves, a go)."""
        self.scene_.show_notice(text)
        self.noticeShown.emit(text)

    def refresh(self) -> None:
        """Show the current state again (a setting or the language changed); a relayout only for a new text size."""
        from muggins_desktop.ui.access.accessibility import text_scale

        self._rename()
        _follow_times(self)
        if self.laid_text_scale != text_scale():
            self.fit()
        if self.controller is not None:
            self.presenter.render()

    def _rename(self) -> None:
        """Seat names again (a language switch re-translates "You", "Computer N")."""
        p, c = self.presenter, self.controller
        if c is None or not p.names:
            return
        for s in range(min(len(p.names), c.reading.players)):
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
            self.refresh()
        super().changeEvent(event)

    # ================================================================ for the window
    def describe(self, event: Event, count: int = 1) -> str | None:
        """A log line for ``event`` (``count`` is for games that merge runs of events)."""
        viewer = self.controller.feed.viewer if self.controller is not None else None
        return texts.describe(event, self.presenter.names, viewer)

    def sheet_caption(self) -> str:
        """The key to the score sheet's small print for cribbage (no penalties here)."""
        return tr("points this hand / running total")

    def sheet(self) -> tuple[list[str], SheetRows, list[int]]:
        """Score sheet: side names, one row per hand (points gained, total), totals (read once a match)."""
        if self.controller is None:
            return [], [], []
        return self.presenter.side_names(), list(self.hands.rows), list(self.hands.totals)

    def _sheet_shown(self, events: list[Event]) -> None:
        """Feed the batch the presenter just showed to the rows; hand the sheet the rows it changed."""
        changed = self.hands.feed(events)
        if changed:
            rows = self.hands.rows
            self.sheetChanged.emit(SheetChange({i: rows[i] for i in changed}, list(self.hands.totals)))

    def shutdown(self) -> None:
        self.scene_.shutdown()
        self.dialogs.close()

    # ================================================================ for the screen reader
    def reader_title(self) -> str:
        return QCoreApplication.translate("TableReader", "Cribbage table")

    def reading(self, state: object) -> TableReading:
        assert isinstance(state, CribbageTableState)
        return reading(state, self.scene_.show_panel, self.scene_.final_panel)

    def keys_shown(self) -> bool:
        return self.scene_.keys_panel.isVisible()

    def keys_item(self) -> PanelItem | None:
        return self.scene_.keys_panel if self.keys_shown() else None

    def show_keys(self, shown: bool) -> None:
        panel = self.scene_.keys_panel
        if shown:
            panel.fill(table_keys(cribbage_keys()))
            panel.reset_focus()
            panel.show()
        else:
            panel.hide()

    def keys_text(self) -> str:
        panel = self.scene_.keys_panel
        return keys_text(panel.title, panel.rows) if panel.isVisible() else ""


def _follow_times(table: CribbageTable) -> None:
    """Hand the pace's times to the presenter (at start, on a pace change and on attach)."""
    p = table.presenter
    p.pace_ms = table.pace_ms
    # Reduced motion keeps the show panel (and its "Next hand" wait), only without motion.
    p.wait_after_show = p.show_ms > 0 or table.reduced_motion


def score_history(events: list[Event], sides: int) -> list[list[int]]:
    """Every change of the scores in a record, in order (what moved the pegs while it was played)."""
    history: list[list[int]] = []
    for event in events:
        scores = event.get("scores")
        if isinstance(scores, list) and len(scores) == sides and (not history or history[-1] != scores):
            history.append([int(x) for x in scores])
    return history


def cribbage_keys() -> list[tuple[str, str]]:
    """The cribbage table's own keys, in the current language."""
    return [
        (tr("Left / Right"), tr("move the cursor over your cards")),
        (tr("1 – 6"), tr("pick that card (choose it for the crib, or play it)")),
        (tr("Space"), tr("choose or play the card under the cursor")),
        (tr("Enter"), tr("lay away, cut, play, or go on to the next hand")),
        (tr("G"), tr("say go")),
        (tr("Esc"), tr("put chosen cards back")),
    ]
