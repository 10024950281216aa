"""The window's small dialogs: statistics, preferences, rules and about.

``WindowDialogs(window)`` owns the four menu actions that open them and
opens each one non-blocking (``open()``, deleted when closed). The
preferences dialog saves the file itself; what it sends back goes to
``MainWindow.apply_settings``, which hands it to the window's
``SettingsStore``, whose subscribers bring each part in step. Texts use the
window's translation context ("MainWindow"), where they were first written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from muggins_desktop.ui.text.tr import Translator
from muggins_desktop.ui.window.actions import window_action

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from muggins_desktop.ui.window.main_window import MainWindow

CONTEXT = "MainWindow"


tr = Translator(CONTEXT)


class WindowDialogs(QObject):
    """Statistics, Preferences, Rules and About for one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.act_stats = window_action(self.window, self.show_stats)
        self.act_settings = window_action(self.window, self.show_settings)
        self.act_rules = window_action(self.window, self.show_rules)
        self.act_about = window_action(self.window, self.show_about)

    def retranslate(self) -> None:
        self.act_stats.setText(tr("S&tatistics…"))
        self.act_settings.setText(tr("&Preferences…"))
        self.act_rules.setText(tr("&Rules"))
        self.act_about.setText(tr("&About Muggins"))

    def install_shortcuts(self) -> None:
        self.act_rules.setShortcut(QKeySequence.StandardKey.HelpContents)

    def _open(self, dialog: QDialog) -> QDialog:
        dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
        dialog.open()
        return dialog

    def show_stats(self) -> QDialog:
        from muggins_desktop.ui.dialogs.stats import StatsDialog

        keeper = self.window.keeper
        return self._open(StatsDialog(self.window, library=keeper.library if keeper.enabled else None))

    def show_settings(self) -> QDialog:
        from muggins_desktop.ui.dialogs.settings import SettingsDialog

        dialog = SettingsDialog(self.window.settings_store.settings, self.window)
        dialog.settingsChanged.connect(self.window.apply_settings)
        return self._open(dialog)

    def show_rules(self) -> QDialog:
        from muggins_desktop.ui.dialogs.rules import RulesDialog
        from muggins_desktop.ui.text.i18n import current_language

        return self._open(RulesDialog(current_language(), self.window))

    def show_about(self) -> QDialog:
        from muggins_desktop.ui.dialogs.about import AboutDialog

        return self._open(AboutDialog(self.show_rules, self.window))
