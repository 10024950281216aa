"""The application's display name, in the player's language.

On Linux, Qt writes each window's title as "title — display name" unless the
two are the same. With the display name fixed to "Muggins", the Ukrainian
main window read "Маґґінс — Muggins" and every dialog ended in the English
name. ``follow_language(app)`` makes the display name the translated app
name ("Маґґінс", the same message as the main window's title), so the main
window reads the name once and a dialog "Налаштування — Маґґінс". A hidden
helper widget is told of each language switch (QApplication tells every
top-level widget); it renames the app and has every window's title written
again, since Qt formats a title only when it is set.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid


def translated_name() -> str:
    return QCoreApplication.translate("App", "Muggins")


class DisplayName(QWidget):
    """Never shown: keeps the display name in the current language."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("muggins-display-name")
        self.follow()

    def follow(self) -> None:
        """Rename the app, and write each window's title again with the new name."""
        QGuiApplication.setApplicationDisplayName(translated_name())
        for widget in QApplication.topLevelWidgets():
            handle = widget.windowHandle()
            if handle is not None and widget is not self:
                handle.setTitle(handle.title())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.follow()
        super().changeEvent(event)


_helper: list[DisplayName] = []


def follow_language() -> DisplayName:
    """The helper (made once per QApplication): the display name follows the language from now on."""
    if not _helper or not isValid(_helper[0]):
        _helper[:] = [DisplayName()]
    return _helper[0]
