"""The window's small dialogs: statistics, preferences, rules and about.

``WindowDialogs(parent, settings, keeper)`` owns the four menu actions
that open them and opens each one non-blocking (``open()``, deleted when
closed) over ``parent``. The preferences dialog saves the file itself;
what it sends back goes straight to the ``SettingsStore`` it was handed,
whose subscribers bring each part of the window in step. Texts use the
window's translation context ("MainWindow"), where they were first written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from muggins_desktop.ui.dialogs.actions import window_action
from muggins_desktop.ui.text.i18n import current_language
from muggins_desktop.ui.text.tr import Translator
from muggins_desktop.ui.window import lazy

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

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
        keeper = self.keeper
        return self._open(lazy.stats_dialog()(self.window, library=keeper.library if keeper.enabled else None))

    def show_settings(self) -> QDialog:
        dialog = lazy.settings_dialog()(self.settings.settings, self.window)
        dialog.looks_page.set_sound_off(self.sound_off())
        dialog.settingsChanged.connect(self.settings.update)
        return self._open(dialog)

    def show_rules(self) -> QDialog:
        return self._open(lazy.rules_dialog()(current_language(), self.window))

    def show_about(self) -> QDialog:
        return self._open(lazy.about_dialog()(self.show_rules, self.window))
