"""The window's small dialogs: statistics, preferences, rules and about; the log folder.

``WindowDialogs(parent, settings, keeper)`` owns the four menu actions
that open them and opens each one non-blocking (``open()``, deleted when
closed) over ``parent``. Help -> Open log folder shows the folder of the log
for bug reports (``storage/logbook.py``) in the file manager, or names it in
a box where no file manager answers. The preferences dialog saves the file itself;
what it sends back goes straight to the ``SettingsStore`` it was handed,
whose subscribers bring each part of the window in step. Texts use the
window's translation context ("MainWindow"), where they were first written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from muggins_desktop.ui.app.enum_props import plain_text
from muggins_desktop.ui.dialogs.actions import window_action
from muggins_desktop.ui.text.i18n import current_language
from muggins_desktop.ui.text.tr import Translator
from muggins_desktop.ui.window import lazy

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

    from muggins_desktop.ui.app.settings_store import SettingsStore
    from muggins_desktop.ui.library.keeper import MatchKeeper

CONTEXT = "MainWindow"


tr = Translator(CONTEXT)


class WindowDialogs(QObject):
    """Statistics, Preferences, Rules and About for one main window."""

    def __init__(
        self,
        parent: QWidget,
        settings: SettingsStore,
        keeper: MatchKeeper,
        sound_off: Callable[[], str | None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self.window = parent  # the dialogs open over it
        self.settings = settings
        self.keeper = keeper
        self.sound_off = sound_off  # why no sound can be heard (the player's reason code), for Settings
        self.act_stats = window_action(self.window, self.show_stats)
        self.act_settings = window_action(self.window, self.show_settings)
        self.act_rules = window_action(self.window, self.show_rules)
        self.act_about = window_action(self.window, self.show_about)
        self.act_log_folder = window_action(self.window, self.open_log_folder)

    def retranslate(self) -> None:
        self.act_stats.setText(tr("S&tatistics…"))
        self.act_settings.setText(tr("&Preferences…"))
        self.act_rules.setText(tr("&Rules"))
        self.act_about.setText(tr("&About Muggins"))
        self.act_log_folder.setText(tr("Open &log folder"))
        self.act_log_folder.setStatusTip(self.log_sentence())

    def install_shortcuts(self) -> None:
        self.act_rules.setShortcut(QKeySequence.StandardKey.HelpContents)

    def _open(self, dialog: QDialog) -> QDialog:
        dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
        dialog.open()
        return dialog

    def show_stats(self) -> QDialog:
        keeper = self.keeper
        return self._open(lazy.stats_dialog()(self.window, library=keeper.library if keeper.enabled else None))

    def show_settings(self) -> QDialog:
        dialog = lazy.settings_dialog()(self.settings.settings, self.window)
        dialog.looks_page.set_sound_off(self.sound_off())
        dialog.settingsChanged.connect(self.settings.update)
        return self._open(dialog)

    def show_rules(self) -> QDialog:
        return self._open(lazy.rules_dialog()(current_language(), self.window))

    def log_sentence(self) -> str:
        from muggins_desktop.storage.files import shown_path
        from muggins_desktop.storage.logbook import log_path

        return tr("The log for bug reports is %1.").replace("%1", shown_path(log_path()))

    def open_log_folder(self) -> QMessageBox | None:
        """The folder in the file manager; a box naming it when none opens (None when one did)."""
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices

        from muggins_desktop.storage.logbook import log_path

        folder = log_path().parent
        if folder.is_dir() and QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            return None
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, tr("Muggins"), self.log_sentence(), parent=self.window)
        box.setObjectName("logFolder")
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # the path, to copy
        plain_text(box)
        box.finished.connect(lambda _r, b=box: b.deleteLater())
        box.open()
        return box

    def show_about(self) -> QDialog:
        return self._open(lazy.about_dialog()(self.show_rules, self.window))
