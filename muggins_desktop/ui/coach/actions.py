"""The coach in the main window: Hint, Take back, Review… and Practice counting.

``CoachActions`` owns four menu actions (Game menu), the hint dock (a
``HintPanel`` with a Hint button) and the review windows it opened. It is
handed what it uses: the main window it docks into and opens over, the
settings, the status line and the status bar's message, whether the
hot-seat cover is up (``covered``) and how to show a rebuilt match again
(``reshow``); a file it cannot review is told through ``warning``. The
window calls ``attach(controller, table)`` for every match it shows.

- **Hint** (H): the ``HintPanel`` for the person's view
  (``controller.reading.view(seat)``), computed off the GUI thread by the panel;
  against the computer always, in hot-seat only with the
  ``hints_in_hot_seat`` setting (``coach.hints.hints_offered``). A count
  never gets a hint: the panel says why. In a cribbage discard the
  suggested keep glows on the cards.
- **Take back** (Ctrl+Z): ``controller.take_back()`` with one person at the
  table and the ``allow_take_back`` setting on; the window shows the rebuilt
  match from scratch (as Continue does) and the take-back count goes on.
- **Review…**: a saved game or an exported record, in a ``ReviewWindow``;
  the match-end panels' Review button reviews the match just finished.
- **Practice counting**: the ``TrainerDialog``, non-blocking.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QPushButton, QVBoxLayout, QWidget

from muggins_desktop.ui.dialogs.actions import window_action
from muggins_desktop.ui.dialogs.placement import file_dialog, place_over
from muggins_desktop.ui.library.texts import record_problem
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMainWindow, QMenu

    from muggins_desktop.coach.hints import Hint
    from muggins_desktop.storage.library.load import LoadedMatch
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.app.settings_store import SettingsStore
    from muggins_desktop.ui.coach.hint_panel import HintPanel
    from muggins_desktop.ui.coach.review_window import ReviewWindow
    from muggins_desktop.ui.coach.trainer_dialog import TrainerDialog
    from muggins_desktop.ui.match.controller import GameController
    from muggins_desktop.ui.table.protocol import Table

CONTEXT = "CoachActions"


tr = Translator(CONTEXT)


def takeback_refusal_text(code: str | None, params: dict[str, object] | None = None) -> str:
    """One sentence for a refused take-back or Redo (codes of coach.takeback and ui.coach_controls)."""
    from muggins_desktop.ui.text.takeback_text import refusal_text

    return refusal_text(code, params)


class CoachActions(QObject):
    """The coach's actions and panels for one main window."""

    warning = Signal(str)  # a sentence for a warning box (a file that cannot be reviewed)

    def __init__(
        self,
        window: QMainWindow,
        settings: SettingsStore,
        status: Callable[[str], None],
        flash: Callable[[str, int], None],
        covered: Callable[[], bool],
        reshow: Callable[[GameController], GameController],
    ) -> None:
        super().__init__(window)
        self.window = window  # the hint dock docks into it; reviews and the trainer open over it
        self.settings = settings
        self.status = status
        self.flash = flash
        self.covered = covered
        self.reshow = reshow
        self.controller: GameController | None = None
        self.table: Table | None = None
        self.dock: QDockWidget | None = None
        self.panel: HintPanel | None = None
        self.hint_button: QPushButton | None = None
        self.reviews: list[ReviewWindow] = []
        self.trainer: TrainerDialog | None = None
        self.message = ""  # the last take-back or Redo sentence
        self.act_hint = window_action(self.window, self.show_hint)
        self.act_takeback = window_action(self.window, self.take_back)
        self.act_redo = window_action(self.window, self.redo)
        self.act_review = window_action(self.window, self.ask_review)
        self.act_practice = window_action(self.window, self.practice)
        settings.subscribe(["hints_in_hot_seat"], self._settings_changed, owner=self)

    def _settings_changed(self, _settings: Settings) -> None:
        self.update_actions()

    def add_to(self, menu: QMenu, before: QAction) -> None:
        """Put the actions into the Game menu, above ``before``."""
        for act in (self.act_hint, self.act_takeback, self.act_redo):
            menu.insertAction(before, act)
        menu.insertSeparator(before)
        for act in (self.act_review, self.act_practice):
            menu.insertAction(before, act)
        menu.insertSeparator(before)

    def install_shortcuts(self) -> None:
        from PySide6.QtCore import Qt

        self.act_hint.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_hint.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.act_takeback.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))

    def retranslate(self) -> None:
        self.act_hint.setText(self.tr("&Hint"))
        self.act_takeback.setText(self.tr("Take &back"))
        self.act_redo.setText(self.tr("Re&do"))
        self.act_review.setText(self.tr("&Review…"))
        self.act_practice.setText(self.tr("&Practice counting"))
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Hint"))
            assert self.hint_button is not None
            self.hint_button.setText(self.tr("Hint"))

    # ------------------------------------------------------------ a match
    def attach(self, controller: GameController, table: Table) -> None:
        self.controller, self.table = controller, table
        controller.eventsApplied.connect(self._moved)
        controller.rebuilt.connect(self._rebuilt)
        table.reviewRequested.connect(self.review_finished)
        if self.panel is not None:
            self.panel.clear()
        self.update_actions()

    def update_actions(self) -> None:
        c = self.controller
        running = c is not None and c.reading.running
        offered = False
        if c is not None and running:
            # Imported only once a match runs: coach.hints pulls in the
            # computer players' tables, which the start page does not need.
            from muggins_desktop.coach.hints import hints_offered

            offered = hints_offered(c.humans, self.settings.current.hints_in_hot_seat)
        self.act_hint.setEnabled(offered)
        self.act_takeback.setEnabled(running)
        self.act_redo.setEnabled(running and c is not None and c.can_redo)
        if self.hint_button is not None:
            self.hint_button.setEnabled(self.act_hint.isEnabled())

    def _moved(self, _events: object = None) -> None:
        if self.panel is not None:
            self.panel.clear()
        self.update_actions()

    # ------------------------------------------------------------ hint
    def _ensure_dock(self) -> None:
        if self.dock is not None:
            return
        from muggins_desktop.ui.coach.hint_panel import HintPanel

        self.dock = QDockWidget(self.window)
        self.dock.setObjectName("hintDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.hint_button = QPushButton(body)
        self.hint_button.setObjectName("hintButton")
        self.hint_button.clicked.connect(self.show_hint)
        self.panel = HintPanel(body)
        self.panel.hintReady.connect(self._hint_ready)
        layout.addWidget(self.hint_button)
        layout.addWidget(self.panel, 1)
        self.dock.setWidget(body)
        from PySide6.QtCore import Qt

        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.retranslate()
        self.update_actions()

    def person(self) -> int | None:
        """Whose hint: the person whose turn it is, else the only person at the table."""
        c = self.controller
        if c is None:
            return None
        seat = c.waiting_for
        if seat is not None and c.is_human(seat):
            return int(seat)
        humans = c.humans
        return humans[0] if len(humans) == 1 else None

    def show_hint(self) -> bool:
        """The hint panel for the person's view now; False when there is no hint (the reason is shown)."""
        c = self.controller
        if c is None or not c.reading.running:
            return False
        self._ensure_dock()
        assert self.dock is not None and self.panel is not None
        self.dock.show()
        self.dock.raise_()
        if not self.act_hint.isEnabled():
            self.panel.clear()
            self.panel.say(
                lambda: self.tr("Hints are off when several people share the table (Settings can turn them on).")
            )
            return False
        seat = self.person()
        if seat is None or self.covered():  # never past the hot-seat cover
            self.panel.clear()
            self.panel.say(lambda: self.tr("It is not your turn."))
            return False
        return bool(self.panel.show_for(c.reading.view(seat)))

    def _hint_ready(self, hint: Hint | None) -> None:
        if hint is not None and hint.kind == "discard" and self.table is not None:
            self.table.suggest_keep(list(hint.best.kept))

    # ------------------------------------------------------------ take-back
    def take_back(self) -> bool:
        """Ctrl+Z: back to the person's last decision, or a sentence saying why not."""
        c = self.controller
        if c is None:
            return False
        if not self.settings.current.allow_take_back:
            return self._refused("setting_off")
        if not c.take_back():
            return self._refused(c.takeback.refusal, c.takeback.params)
        return True

    def redo(self) -> bool:
        """Ctrl+Shift+Z: play a taken-back move again, until a new move is made."""
        c = self.controller
        if c is None:
            return False
        if not c.redo():
            return self._refused(c.takeback.refusal, c.takeback.params)
        return True

    def _refused(self, code: str | None, params: dict[str, object] | None = None) -> bool:
        text = takeback_refusal_text(code, params)
        self.status(text)
        self.flash(text, 8000)
        return False

    def _rebuilt(self) -> None:
        """Show the rebuilt match from scratch, like a resumed one; the count of take-backs goes on."""
        old = self.controller
        if old is None:
            return
        from muggins_desktop.ui.text.takeback_text import redone_text, took_back_text

        controller = self.reshow(old)
        controller.takebacks = old.takebacks
        controller.takeback.history = old.takeback.history  # Redo goes on until a new move
        names = [old.name(s) for s in range(old.reading.players)]
        if old.takeback.last_takeback is not None:
            text = took_back_text(old.takeback.last_takeback, names)
        elif old.takeback.last_redo is not None:
            text = redone_text(old.takeback.last_redo, names, old.humans[0] if old.humans else 0)
        else:
            text = ""
        self.update_actions()
        if text:
            self.message = text
            self.flash(text, 8000)

    # ------------------------------------------------------------ review and practice
    def ask_review(self) -> QWidget:
        """Game → Review…: choose a saved game or an exported record."""
        return file_dialog(
            self.window,
            self.tr("Review a match"),
            self.tr("Saved games and records (*.json *.jsonl)"),
            False,
            self.open_review,
        )

    def open_review(self, path: str | Path, seat: int = 0) -> ReviewWindow | None:
        from muggins_desktop.ui.coach.review_window import ReviewWindow

        try:
            review = ReviewWindow.from_path(path, seat, self.window)
        except (OSError, ValueError) as exc:
            self.warning.emit(record_problem(path, exc))
            return None
        return self._show_review(review)

    def review_finished(self) -> ReviewWindow | None:
        """The match-end panel's Review: the match just finished, from the person's seat."""
        from muggins_desktop.ui.coach.review_window import ReviewWindow

        c = self.controller
        record = c.reading.finished_record() if c is not None else None
        if c is None or record is None:
            return None
        humans = c.humans
        names = [c.name(s) for s in range(c.reading.players)]
        review = ReviewWindow.from_events(
            record, humans[0] if humans else 0, names if all(names) else None, self.window
        )
        return self._show_review(review)

    def review_loaded(self, loaded: LoadedMatch) -> ReviewWindow:
        """Review a match of the library (Game → Matches, or one another app plays), from the person's seat."""
        from muggins_desktop.ui.coach.review_window import ReviewWindow
        from muggins_desktop.ui.text.seat_names import display_name

        seats = loaded.seats
        humans = [i for i, s in enumerate(seats) if s.get("kind") == "human"]
        names = [display_name(str(s.get("name") or "")) for s in seats]
        review = ReviewWindow.from_events(
            loaded.record, humans[0] if humans else 0, names if all(names) else None, self.window
        )
        return self._show_review(review)

    def _show_review(self, review: ReviewWindow) -> ReviewWindow:
        self.reviews.append(review)
        review.destroyed.connect(lambda _o=None, r=review: self._forget(r))
        from PySide6.QtCore import Qt

        review.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        place_over(review, self.window)
        review.show()
        return review

    def _forget(self, review: ReviewWindow) -> None:
        with contextlib.suppress(ValueError):
            self.reviews.remove(review)

    def practice(self) -> TrainerDialog:
        """Game → Practice counting: the trainer, non-blocking."""
        from muggins_desktop.ui.coach.trainer_dialog import TrainerDialog

        if self.trainer is not None:
            self.trainer.raise_()
            return self.trainer
        dialog = TrainerDialog(self.window)
        self.trainer = dialog
        # The cards are drawn in the deck the table uses (four-colour, large
        # index…), and follow a change made while the trainer is open.
        self.settings.subscribe(["deck"], lambda s: self._trainer_deck(dialog, s), now=True, owner=dialog)

        def closed(_result: int) -> None:
            self.trainer = None
            dialog.deleteLater()

        dialog.finished.connect(closed)
        dialog.open()
        return dialog

    @staticmethod
    def _trainer_deck(dialog: TrainerDialog, settings: Settings) -> None:
        from muggins_desktop.ui.table.felt import table_looks

        dialog.strip.set_deck(table_looks(settings).deck_style)

    def close_all(self) -> None:
        for review in list(self.reviews):
            review.close()
        if self.trainer is not None:
            self.trainer.close()
