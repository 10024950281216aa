"""The About box: version, license, copyright, where the data lives, the rules.

Every text is plain (names and paths are shown as they are, never as rich
text); the one link is a button that opens the in-app rules.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

import muggins_desktop
from muggins_desktop.storage.paths import config_dir, data_dir


class AboutDialog(QDialog):
    """What the program is, under which license, and where it keeps files."""

    _built = False  # Qt may send a LanguageChange before __init__ is done

    def __init__(self, show_rules: Callable[[], object] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self._show_rules = show_rules
        self.title = self._label(bold=True)
        self.blurb = self._label()
        self.license = self._label()
        self.notice = self._label()
        self.copyright = self._label()
        self.folders = self._label()
        self.folders.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("aboutRules")
        self.rules_button.clicked.connect(self._rules)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for label in (self.title, self.blurb, self.license, self.notice, self.copyright, self.folders):
            layout.addWidget(label)
        layout.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate()
        self._built = True

    def _label(self, bold: bool = False) -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        if bold:
            font = label.font()
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.3)
            label.setFont(font)
        return label

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Muggins"))
        self.title.setText(self.tr("Muggins Desktop %1").replace("%1", muggins_desktop.__version__))
        self.blurb.setText(
            self.tr(
                "Muggins dominoes and cribbage with the Muggins rule, against the computer or friends at one screen."
            )
        )
        self.license.setText(self.tr("License: %1").replace("%1", muggins_desktop.LICENSE_NAME))
        self.notice.setText(muggins_desktop.LICENSE_NOTICE)
        self.copyright.setText(muggins_desktop.COPYRIGHT)
        self.folders.setText(
            self.tr("Saved games and statistics: %1\nSettings: %2")
            .replace("%1", str(data_dir()))
            .replace("%2", str(config_dir()))
        )
        self.rules_button.setText(self.tr("Read the &rules"))
        self.rules_button.setEnabled(self._show_rules is not None)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
        super().changeEvent(event)

    def _rules(self) -> None:
        if self._show_rules is not None:
            self._show_rules()
