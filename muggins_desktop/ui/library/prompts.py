"""The window's file actions and the questions that protect the player's match.

``FilePrompts`` owns the Save, Open and Export actions of the Game menu and
every dialog and message box of the storage flows (save, open, export,
counting a finished match, the question before a match is replaced), so
those flows live in one place while the window's layout changes around
them. It is handed what it uses: the parent its boxes open over, the
``MatchKeeper``, the settings, the match on the table (``current``, asked
each time) and the status bar's message (``flash``). What only the window
can do it asks for with a signal: ``openChosen`` (a file to open) and
``discardWanted`` (the running match to the trash).

The rule this part keeps: nothing the player has is lost without a question
or a sentence. Every match is kept in the library (``ui/library/keeper.py``),
so a new or an opened match never replaces one; leaving a running match
asks only when "Ask before leaving a running match" is ticked (Keep
playing / Leave it for later / Discard); every file that had to be moved
aside is told in one translated sentence; every text that came from a user
or a file is shown as plain text.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox

from muggins_desktop.ui.app.enum_props import plain_text
from muggins_desktop.ui.dialogs.actions import window_action
from muggins_desktop.ui.dialogs.placement import file_dialog
from muggins_desktop.ui.library.texts import describe, describe_many, gather_key, stats_not_saved
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    # The dialog classes are imported where a dialog opens: the start page
    # paints without them.
    from PySide6.QtWidgets import QAbstractButton, QFileDialog, QWidget

    from muggins_desktop.ui.app.settings_store import SettingsStore
    from muggins_desktop.ui.library.keeper import MatchKeeper
    from muggins_desktop.ui.match.controller import GameController

# The menu texts and file dialog titles keep the window's context
# ("MainWindow", spelled out in each call so that lupdate reads it).
CONTEXT = "StoragePrompts"


tr = Translator(CONTEXT)


#: Problems of one kind arriving within this many seconds of the first are told in its box.
GATHER_SECONDS = 5.0


def _still_open(box: QMessageBox) -> bool:
    """Whether a box is still shown (a closed one is deleted, and Qt then refuses every call)."""
    try:
        return box.isVisible()
    except RuntimeError:
        return False


class FilePrompts(QObject):
    """Save / Open / Export, Continue, statistics, and the question before a running match is left."""

    openChosen = Signal(str)  # Open: the file the player chose
    discardWanted = Signal()  # Discard: the match on the table goes to the trash

    def __init__(
        self,
        parent: QWidget,
        keeper: MatchKeeper,
        settings: SettingsStore,
        current: Callable[[], GameController | None],
        flash: Callable[[str, int], None],
    ) -> None:
        super().__init__(parent)
        self.window = parent  # the boxes and file dialogs open over it
        self.keeper = keeper
        self.settings = settings
        self.current = current
        self.flash = flash
        self._gathered: dict[tuple[str, int], tuple[QMessageBox, list[object], float]] = {}  # see ``tell``
        self.act_save = window_action(self.window, self.ask_save)
        self.act_open = window_action(self.window, self.ask_open)
        self.act_export = window_action(self.window, self.ask_export)

    def retranslate(self) -> None:
        self.act_save.setText(QCoreApplication.translate("MainWindow", "&Save…"))
        self.act_open.setText(QCoreApplication.translate("MainWindow", "&Open…"))
        self.act_export.setText(QCoreApplication.translate("MainWindow", "&Export record…"))

    def install_shortcuts(self) -> None:
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)

    def update_actions(self, controller: GameController | None) -> None:
        """Save while a match runs; export any match shown, finished or not."""
        self.act_save.setEnabled(controller is not None and controller.reading.running)
        self.act_export.setEnabled(controller is not None)

    # ------------------------------------------------------------ messages
    def warn(self, text: str) -> QMessageBox:
        """A warning box (non-blocking, plain text) plus the same sentence in the status bar."""
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Muggins"), text, QMessageBox.StandardButton.Ok, self.window)
        plain_text(box)
        box.setObjectName("storageWarning")
        box.finished.connect(lambda _r, b=box: b.deleteLater())
        box.open()
        self.flash(text, 10000)
        return box

    def tell(self, problem: object) -> QMessageBox:
        """Show a storage report (``FileProblem``, ``SaveError``, …) as one translated sentence.

        Write failures of one kind that come close together (a read-only
        disk refuses the settings, the statistics and the match list at
        start) join the box already open for that kind, in one sentence,
        instead of stacking a box each.
        """
        key = gather_key(problem)
        open_one = self._gathered.get(key) if key is not None else None
        if open_one is not None and _still_open(open_one[0]) and time.monotonic() - open_one[2] < GATHER_SECONDS:
            box, problems, _since = open_one
            problems.append(problem)
            text = describe_many(problems)
            box.setText(text)
            self.flash(text, 10000)
            return box
        box = self.warn(describe(problem))
        if key is not None:
            self._gathered[key] = (box, [problem], time.monotonic())
        return box

    def _saved(self, path: str | Path) -> None:
        self.flash(tr("Saved to %1").replace("%1", str(path)), 5000)

    # ------------------------------------------------------------ the menu's file actions
    def file_dialog(self, title: str, name_filter: str, save: bool, done: Callable[[str], object]) -> QFileDialog:
        return file_dialog(self.window, title, name_filter, save, done)

    def ask_save(self) -> QFileDialog | None:
        if self.current() is None:
            return None
        return self.file_dialog(
            QCoreApplication.translate("MainWindow", "Save the match"),
            QCoreApplication.translate("MainWindow", "Saved games (*.json)"),
            True,
            self.save_match,
        )

    def ask_open(self) -> QMessageBox | None:
        """Open a saved match, once the player said what happens to the unfinished one."""
        return self.confirm_leave(
            lambda: self.file_dialog(
                QCoreApplication.translate("MainWindow", "Open a saved match"),
                QCoreApplication.translate("MainWindow", "Saved games and records (*.json *.jsonl)"),
                False,
                self.openChosen.emit,
            )
        )

    def ask_export(self) -> QFileDialog | None:
        if self.current() is None:
            return None
        return self.file_dialog(
            QCoreApplication.translate("MainWindow", "Export the match record"),
            QCoreApplication.translate("MainWindow", "Match records (*.jsonl)"),
            True,
            self.export_record,
        )

    # ------------------------------------------------------------ files
    def save_match(self, path: str | Path) -> bool:
        """Save the running match by name; a failure is told and the old file stays."""
        from muggins_desktop.storage.legacy import saves  # the rules engine: loaded once a match is shown

        c = self.current()
        if c is None:
            return False
        try:
            saves.save_game(Path(path), c.match, c.seats, c.options)
        except Exception as exc:  # shown to the player
            self.tell(exc)
            return False
        self._saved(path)
        return True

    def export_record(self, path: str | Path) -> bool:
        """Write the match record as JSON Lines, atomically (a full disk keeps the old file)."""
        from muggins_desktop.storage.library.record import export_record

        c = self.current()
        if c is None:
            return False
        try:
            export_record(Path(path), c.reading.record_for_export())
        except Exception as exc:  # shown to the player
            self.tell(exc)
            return False
        self.flash(tr("Record written to %1").replace("%1", str(path)), 5000)
        return True

    def record_stats(self) -> None:
        """Count the finished match; a statistics file that had to be reset is told."""
        from muggins_desktop.storage import stats  # reads the rules engine: loaded once a match ends

        c = self.current()
        if c is None:
            return
        try:
            _stats, problem = stats.record_match(c.match, c.humans, took_back=c.takebacks > 0)
        except Exception as exc:  # statistics must never break the game (OSError: disk full, …)
            self.warn(stats_not_saved(exc))
            return
        if problem:
            self.tell(problem)

    # ------------------------------------------------------------ the question
    def confirm_leave(self, proceed: Callable[[], object]) -> QMessageBox | None:
        """Run ``proceed`` now, or once the player said what happens to the running match.

        Nothing is ever replaced: the match on the table stays unfinished in
        the library (Game → Matches, Continue). So the question is only
        asked when a match is running and "Ask before leaving a running
        match" is ticked: Keep playing / Leave it for later / Discard (to
        the trash, with Undo in Game → Matches). Without keeping (tests,
        screenshots) leaving loses the match, and the question says so.
        Returns the question box (None when nothing was asked) so tests can
        answer it.
        """
        c = self.current()
        if not (c is not None and c.reading.running and self.settings.current.confirm_leave):
            proceed()
            return None
        if not self.keeper.enabled or self.keeper.session is None:
            return self._ask_leave(proceed)
        return self._ask_keep(proceed)

    def _question(self, title: str, text: str, name: str, yes_no: bool = False) -> QMessageBox:
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            buttons.Yes | buttons.No if yes_no else buttons.NoButton,
            self.window,
        )
        if yes_no:
            box.setDefaultButton(buttons.No)
        plain_text(box)
        box.setObjectName(name)
        box.finished.connect(lambda _r: box.deleteLater())
        return box

    def _ask_keep(self, proceed: Callable[[], object]) -> QMessageBox:
        """Keep playing / Leave it for later / Discard for the running match (kept in the library)."""
        box = self._question(
            tr("Leave this match?"),
            tr(
                "This match is not finished. If you leave it, it stays in Game → Matches among the "
                "unfinished matches, and Continue resumes it."
            ),
            "leaveMatch",
        )
        keep = box.addButton(tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        later = box.addButton(tr("Leave it for later"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        keep.setObjectName("keepPlaying")
        later.setObjectName("leaveForLater")
        discard.setObjectName("discard")
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered(button: QAbstractButton) -> None:
            if button is discard:
                self.discardWanted.emit()
                proceed()
            elif button is later:
                proceed()

        box.buttonClicked.connect(answered)
        box.open()
        return box

    def _ask_leave(self, proceed: Callable[[], object]) -> QMessageBox:
        """Yes/No before leaving a running match that is not kept."""
        box = self._question(
            tr("Leave this match?"),
            tr(
                "A match is still running. If you start or open another one, this match is lost "
                "(save it by name first to keep it). Leave it?"
            ),
            "confirmLeave",
            yes_no=True,
        )

        def answered(button: QAbstractButton) -> None:
            if box.standardButton(button) == QMessageBox.StandardButton.Yes:
                proceed()

        box.buttonClicked.connect(answered)
        box.open()
        return box
