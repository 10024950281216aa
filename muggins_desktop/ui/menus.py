"""The main window's menus: built, translated and given shortcuts here.

``build_menus(window)`` sets the ``act_*`` actions and ``*_menu`` menus on
the window and connects them to its slots (their texts are set by the
window's ``retranslate``, in its translation context);
``install_shortcuts(window)`` gives the standard keys
(after the first paint: the first ``setShortcut`` makes PySide build every
Qt enum, which would delay the start page).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence

from muggins_desktop.ui import window_dialogs


def _action(window: Any, slot: Any = None, checkable: bool = False) -> QAction:
    action = QAction(window)
    action.setCheckable(checkable)
    if slot is not None:
        action.triggered.connect(slot)
    return action


def build_menus(w: Any) -> None:
    bar = w.menuBar()
    w.game_menu = bar.addMenu("")
    w.act_new = _action(w, lambda: w.confirm_leave(lambda: w.show_new_game(w.game or "dominoes")))
    w.act_save = _action(w, w._ask_save)
    w.act_open = _action(w, w._ask_open)
    w.act_export = _action(w, w._ask_export)
    w.act_stats = _action(w, w._show_stats)
    w.act_quit = _action(w, w.close)
    for act in (w.act_new, w.act_open, w.act_save, w.act_export):
        w.game_menu.addAction(act)
    w.game_menu.addSeparator()
    w.game_menu.addAction(w.act_stats)
    from muggins_desktop.ui.coach_actions import CoachActions

    w.coach = CoachActions(w)  # Hint, Take back, Review…, Practice counting
    w.coach.add_to(w.game_menu, w.act_stats)
    w.game_menu.addSeparator()
    w.game_menu.addAction(w.act_quit)
    w.view_menu = bar.addMenu("")
    w.act_sheet = _action(w, checkable=True)
    w.act_log = _action(w, checkable=True)
    w.act_tally = _action(w, checkable=True)
    w.act_tally.setChecked(w.settings.tally_marks)
    for act in (w.act_sheet, w.act_log, w.act_tally):
        w.view_menu.addAction(act)
    w.settings_menu = bar.addMenu("")
    w.act_settings = _action(w, lambda: window_dialogs.show_settings(w))
    w.settings_menu.addAction(w.act_settings)
    w.help_menu = bar.addMenu("")
    w.act_rules = _action(w, lambda: window_dialogs.show_rules(w))
    w.act_about = _action(w, lambda: window_dialogs.show_about(w))
    w.help_menu.addAction(w.act_rules)
    w.help_menu.addAction(w.act_about)
    # The first setShortcut makes PySide build every Qt enum (~50-180 ms):
    # do it right after the first paint instead of before it.
    w.start_page.firstPainted.connect(lambda: QTimer.singleShot(0, lambda: install_shortcuts(w)))


def install_shortcuts(w: Any) -> None:
    """Give the standard keys (once)."""
    if getattr(w, "_shortcuts_installed", False):
        return
    w._shortcuts_installed = True
    for action, key in (
        (w.act_new, QKeySequence.StandardKey.New),
        (w.act_save, QKeySequence.StandardKey.Save),
        (w.act_open, QKeySequence.StandardKey.Open),
        (w.act_quit, QKeySequence.StandardKey.Quit),
        (w.act_rules, QKeySequence.StandardKey.HelpContents),
    ):
        action.setShortcut(key)
    w.coach.install_shortcuts()
