"""Every way of quitting asks first when "Ask before leaving a running match" is ticked.

The Quit menu item and Ctrl+Q close the window, and so does the window's
own close button: all three reach the main window's ``closeEvent``, which
asks ``LeaveGuard.may_close``. With a running match and the ``confirm_leave``
setting on, the close is held back and a question opens (``open()``, never
a nested event loop): *Quit* closes the window (the match stays unfinished
in the library, Continue resumes it next time), *Keep playing* goes back.
The guard is handed what it reads (the settings, the match keeper, whether
a match runs) and says *Quit* with ``quitConfirmed``; the window closes.

Logging out is Qt's session manager (``QGuiApplication.commitDataRequest``):
the library's writes are flushed at once, and with a running match and the
setting on the player is asked — the session manager needs its answer
before the handler returns, so this one question waits for it (``ask_now``,
which a test replaces); answering Keep playing cancels the logout.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from muggins_desktop.ui.app.enum_props import plain_text
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from PySide6.QtGui import QSessionManager
    from PySide6.QtWidgets import QMessageBox, QWidget

    from muggins_desktop.ui.app.settings_store import SettingsStore
    from muggins_desktop.ui.library.keeper import MatchKeeper

CONTEXT = "Leaving"


tr = Translator(CONTEXT)


class LeaveGuard(QObject):
    """Asks before the window closes or the session ends with a running match (see the module docstring)."""

    quitConfirmed = Signal()  # the player said Quit: close the window

    def __init__(
        self, parent: QWidget, settings: SettingsStore, keeper: MatchKeeper, running: Callable[[], bool]
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent  # the questions open over it
        self.settings = settings
        self.keeper = keeper
        self.running = running
        self.confirmed = False  # the player said Quit: the next close goes through
        self.box: QMessageBox | None = None
        self.ask_now: Callable[[], bool] = self._ask_blocking
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.commitDataRequest.connect(self.commit_data)

    def must_ask(self) -> bool:
        return self.running() and self.settings.current.confirm_leave

    def may_close(self) -> bool:
        """Whether the window may close now; otherwise the question is open (``box``)."""
        if self.confirmed or not self.must_ask():
            return True
        if self.box is None:
            self.box = self._question()
            self.box.finished.connect(self._answered)
            self.box.open()
        else:
            self.box.raise_()
        return False

    def _question(self) -> QMessageBox:
        kept = self.keeper.session is not None
        text = (
            tr(
                "The match is not finished. It stays in Game → Matches among the unfinished matches, "
                "and Continue resumes it next time. Quit now?"
            )
            if kept
            else tr("The match is not finished and is not kept: quitting now loses it. Quit now?")
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("Quit Muggins?"),
            text,
            QMessageBox.StandardButton.NoButton,
            self.parent_widget,
        )
        plain_text(box)
        box.setObjectName("confirmQuit")
        quit_button = box.addButton(tr("Quit"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        quit_button.setObjectName("quit")
        keep.setObjectName("keepPlaying")
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        return box

    def _answered(self, _result: int) -> None:
        box, self.box = self.box, None
        if box is None:
            return
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is not None and clicked.objectName() == "quit":
            self.confirmed = True
            self.quitConfirmed.emit()

    def _ask_blocking(self) -> bool:
        """The logout question: the session manager waits for the answer (the one blocking dialog)."""
        box = self._question()
        box.exec()
        clicked = box.clickedButton()
        answer = clicked is not None and clicked.objectName() == "quit"
        box.deleteLater()
        return answer

    def commit_data(self, manager: QSessionManager) -> None:
        """Logging out: everything written; asked first when the setting says so (Keep playing cancels)."""
        self.keeper.flush()
        if self.confirmed or not self.must_ask():
            return
        if manager.allowsInteraction():
            if self.ask_now():
                self.confirmed = True
            else:
                manager.cancel()
            manager.release()


__all__ = ["LeaveGuard"]
