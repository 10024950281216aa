"""The window's menu bar: its menus, the window's own actions, and their keys.

``Actions(window, settings)`` holds the four menus and the actions that
belong to no part (New game, Matches, Quit, the View toggles); it asks the
window for what they do through its signals (``newGameWanted``,
``matchesWanted``, ``keysWanted``) and never reads the window. The parts of
the window own their actions (``FilePrompts``: Save, Open,
Export; ``WindowDialogs``: Statistics, Preferences, Rules, About;
``CoachActions``: Hint, Take back, Review, Practice counting;
``WindowSound``: Mute sound); ``Actions``
puts them in their menus in one place (``fill``, handed the parts), translates its own texts in the
window's translation context ("MainWindow") and gives the standard keys
after the first paint (the first ``setShortcut`` makes PySide build every Qt
enum, which would delay the start page by 50-180 ms).

The tally toggle follows the ``tally_marks`` setting through the window's
``SettingsStore``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence

from muggins_desktop.ui.dialogs.actions import window_action
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.app.settings_store import SettingsStore
    from muggins_desktop.ui.coach.actions import CoachActions
    from muggins_desktop.ui.fair.actions import FairPlay
    from muggins_desktop.ui.library.prompts import FilePrompts
    from muggins_desktop.ui.window.dialogs import WindowDialogs
    from muggins_desktop.ui.window.sound import WindowSound

CONTEXT = "MainWindow"


tr = Translator(CONTEXT)


class _Keyed(Protocol):
    """A part whose actions get their keys after the first paint."""

    def install_shortcuts(self) -> None: ...


class Actions(QObject):
    """The menus of one main window and its own actions."""

    newGameWanted = Signal()  # Game -> New game...
    matchesWanted = Signal()  # Game -> Matches...
    keysWanted = Signal()  # Help -> Keys at the table

    def __init__(self, window: QMainWindow, settings: SettingsStore) -> None:
        super().__init__(window)
        self.window = window
        self.shortcuts_installed = False
        self.keyed: list[_Keyed] = []  # the parts whose keys come with ours
        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.act_new = window_action(self.window, self.newGameWanted.emit)
        self.act_matches = window_action(self.window, self.matchesWanted.emit)
        self.act_quit = window_action(self.window, window.close)
        self.act_sheet = window_action(self.window, checkable=True)
        self.act_log = window_action(self.window, checkable=True)
        self.act_tally = window_action(self.window, checkable=True)
        # F1 has one meaning, the table's list of keys (also "?"); Rules is Shift+F1.
        self.act_keys = window_action(self.window, self.keysWanted.emit)
        self.act_full_screen = window_action(self.window, self.toggle_full_screen, checkable=True)  # F11
        self.act_rules: QAction | None = None  # WindowDialogs' Rules, whose key is set here
        settings.subscribe(["tally_marks"], self._follow_tally, now=True, owner=self)

    def _follow_tally(self, settings: Settings) -> None:
        self.act_tally.setChecked(settings.tally_marks)

    def fill(
        self, files: FilePrompts, dialogs: WindowDialogs, fair: FairPlay, coach: CoachActions, sound: WindowSound
    ) -> None:
        """Put every action of the window and its parts into the menus."""
        self.keyed = [files, dialogs, coach, sound]
        for act in (
            self.act_new,
            fair.act_deal_number,
            fair.act_again,
            self.act_matches,
            files.act_open,
            files.act_save,
            files.act_export,
        ):
            self.game_menu.addAction(act)
        self.game_menu.addSeparator()
        self.game_menu.addAction(dialogs.act_stats)
        coach.add_to(self.game_menu, dialogs.act_stats)  # Hint, Take back, Review…, Practice counting
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        for act in (self.act_sheet, self.act_log, self.act_tally):
            self.view_menu.addAction(act)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.act_full_screen)
        self.act_rules = dialogs.act_rules
        self.settings_menu.addAction(dialogs.act_settings)
        self.help_menu.addAction(self.act_keys)
        self.settings_menu.addAction(sound.act_mute)
        self.help_menu.addAction(dialogs.act_rules)
        self.help_menu.addAction(dialogs.act_log_folder)
        self.help_menu.addAction(dialogs.act_about)

    def retranslate(self) -> None:
        self.game_menu.setTitle(tr("&Game"))
        self.act_new.setText(tr("&New game…"))
        self.act_matches.setText(tr("&Matches…"))
        self.act_quit.setText(tr("&Quit"))
        self.view_menu.setTitle(tr("&View"))
        self.act_sheet.setText(tr("&Score sheet"))
        self.act_log.setText(tr("Match &log"))
        self.act_tally.setText(tr("&Tally marks on the sheet"))
        self.settings_menu.setTitle(tr("&Settings"))
        self.help_menu.setTitle(tr("&Help"))
        self.act_keys.setText(tr("&Keys at the table (?)"))
        self.act_full_screen.setText(tr("&Full screen"))

    def toggle_full_screen(self) -> None:
        """View → Full screen (F11): in and out, back to the size it had (maximised stays so)."""
        from PySide6.QtCore import Qt  # not at import: PySide builds Qt's enums on first use (ui/app/enum_props.py)

        self.window.setWindowState(self.window.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.follow_full_screen()

    def follow_full_screen(self) -> None:
        """Tick the action as the window is (the window manager may change it too)."""
        self.act_full_screen.setChecked(self.window.isFullScreen())  # no Qt enum before the first paint

    def install_shortcuts(self) -> None:
        """Give the standard keys (once)."""
        if self.shortcuts_installed:
            return
        self.shortcuts_installed = True
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_matches.setShortcut(QKeySequence("Ctrl+M"))
        quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        self.act_quit.setShortcuts(quit_keys or [QKeySequence("Ctrl+Q")])  # some platforms bind no Quit key
        full = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
        extra = [k for k in full if k.toString() not in ("F11", "Alt+Return", "Alt+Enter")]  # Enter is the table's
        self.act_full_screen.setShortcuts([QKeySequence("F11"), *extra])  # F11; Ctrl+Meta+F on macOS
        self.act_keys.setShortcut(QKeySequence("F1"))  # the table takes it first when it has the focus
        for part in self.keyed:
            part.install_shortcuts()
        if self.act_rules is not None:  # the platform's Help key is F1 on Linux and Windows: not for Rules
            help_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)
            others = [k for k in help_keys if k != QKeySequence("F1")]
            self.act_rules.setShortcuts([QKeySequence("Shift+F1"), *others])
