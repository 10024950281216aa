"""The window's small dialogs: rules, about, settings (and applying them).

Functions of the main window (``w``), kept here so the window class stays
small; texts use the window's translation context ("MainWindow").
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from muggins_desktop.storage.settings import DEFAULT_BUDGET_MS, Settings
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


def storage_settings(settings: Any) -> Settings:
    """``settings`` as storage's ``Settings`` (the dialog edits those)."""
    if isinstance(settings, Settings):
        return settings
    values = {f.name: getattr(settings, f.name) for f in fields(Settings) if hasattr(settings, f.name)}
    values["seat_levels"] = list(values.get("seat_levels", ["medium"] * 3))
    return Settings(**values)


def show_settings(w: Any) -> None:
    from muggins_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(storage_settings(w.settings), w)
    dialog.settingsChanged.connect(w.apply_settings)
    dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
    dialog.open()


def apply_settings(w: Any, settings: Any) -> None:
    """Use new settings at once: pacing, animations, theme, tallies, language."""
    from muggins_desktop.ui.i18n import install_translator

    w.settings = settings
    w.act_tally.setChecked(bool(getattr(settings, "tally_marks", False)))
    w.start_page.set_theme(str(getattr(settings, "theme", "green")))
    pace = paced(settings)
    if w.controller is not None:
        w.controller.ai_pause_ms = pace.ai_pause_ms
        w.controller.ai_budget_ms = int(getattr(settings, "ai_budget_ms", DEFAULT_BUDGET_MS))
    if w.table is not None:
        w.table.animation_ms = pace.animation_ms
        if hasattr(w.table, "linger_ms"):
            w.table.linger_ms = pace.linger_ms
        w.table.hints = bool(getattr(settings, "hints", True))
        w.table.set_theme(str(getattr(settings, "theme", "green")))
    from muggins_desktop.ui.accessibility import apply_settings as apply_reading

    # Text size and high contrast, app-wide.
    apply_reading(cast("QApplication | None", QApplication.instance()), settings)
    if w.table is not None:
        from muggins_desktop.ui.table.a11y import apply_table_looks

        apply_table_looks(w.table, settings)
        w.table.refresh()
    install_translator(QApplication.instance(), getattr(settings, "language", "system"))
