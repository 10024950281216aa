"""The rules, shown from Help → Rules.

The texts live in ``resources/rules/rules_<lang>.html`` so that each language
is written as a document of its own rather than stitched from short strings;
this dialog picks the file for the language (falling back to English) and
shows it with its pictures. When the app's language changes while the dialog
is open, it reloads the page in the new language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QTimer, QUrl
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.assets import resource
from muggins_desktop.ui.access.accessibility import apply_dialog_settings
from muggins_desktop.ui.dialogs.room import place_in_room, screen_room
from muggins_desktop.ui.text.i18n import current_language

RULES_DIR = resource("rules")


def rules_path(language: str) -> Path | None:
    """The rules file for ``language``, English if it has none, else None."""
    for code in (language, language.split("_")[0], "en"):
        path = RULES_DIR / f"rules_{code}.html"
        if path.is_file():
            return path
    return None


class RulesDialog(QDialog):
    """A resizable, non-modal reader for the rule texts."""

    def __init__(self, language: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(760, 680)
        self.language = language or _current_language()
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        # Pictures are referenced by file name; resolve them next to the pages.
        self.browser.setSearchPaths([str(RULES_DIR)])
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.set_language(self.language)
        apply_dialog_settings(self, None)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.browser.setAccessibleName(self.tr("Rules text"))
        self._close_text()

    def _close_text(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("&Close"))

    def set_language(self, language: str) -> None:
        """Show the rules in ``language`` (English when it has no page)."""
        self.language = language
        path = rules_path(language)
        if path is None:
            self.browser.setHtml(
                "<h2>" + self.tr("Rules") + "</h2><p>" + self.tr("The rule texts are not installed.") + "</p>"
            )
            return
        self.browser.setSource(QUrl.fromLocalFile(str(path)))

    def showEvent(self, event: QShowEvent) -> None:
        """Its reading size, or the screen's free area where that is smaller (the text scrolls)."""
        super().showEvent(event)
        room = screen_room(self)
        self.resize(min(self.width(), room.width() - 20), min(self.height(), room.height() - 40))
        place_in_room(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            QTimer.singleShot(0, self, self._close_text)  # the box restores Qt's text after us
            language = _current_language()
            if language != self.language:
                self.set_language(language)
        super().changeEvent(event)


def _current_language() -> str:
    return current_language()
