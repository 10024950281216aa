"""The window's small dialogs: rules, about, settings (and applying them).

Functions of the main window (``w``), kept here so the window class stays
small; texts use the window's translation context ("MainWindow").
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.table.pace import paced

CONTEXT = "MainWindow"


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def show_rules(w: Any) -> None:
    from muggins_desktop.ui.i18n import current_language
    from muggins_desktop.ui.rules_dialog import RulesDialog

    dialog = RulesDialog(current_language(), w)
    dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
    dialog.open()


def show_about(w: Any) -> None:
    from muggins_desktop.ui.about_dialog import AboutDialog

    box = AboutDialog(lambda: show_rules(w), w)
    box.finished.connect(lambda _r, b=box: b.deleteLater())
    box.open()


def show_settings(w: Any) -> None:
    from muggins_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(w.settings, w)
    dialog.settingsChanged.connect(w.apply_settings)
    dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
    dialog.open()


def apply_settings(w: Any, settings: Settings) -> None:
    """Use new settings at once: pacing, animations, theme, tallies, language."""
    from muggins_desktop.ui.i18n import install_translator

    w.settings = settings
    w.act_tally.setChecked(settings.tally_marks)
    w.start_page.set_theme(settings.theme)
    pace = paced(settings)
    if w.controller is not None:
        w.controller.ai_pause_ms = pace.ai_pause_ms
        w.controller.ai_budget_ms = settings.ai_budget_ms
    from muggins_desktop.ui.accessibility import apply_settings as apply_reading

    # Text size and high contrast, app-wide; then the table follows the store.
    apply_reading(cast("QApplication | None", QApplication.instance()), settings)
    w.settings_store.update(settings)
    install_translator(QApplication.instance(), settings.language)
