"""The start page: continue the last match, or start a game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class StartPage(QFrame):
    """What the player sees first: continue, or start a game.

    A QFrame, because it paints its style-sheet background without needing
    the ``Qt`` namespace (slow to set up in PySide) before the first paint.
    """

    continueRequested = Signal()
    newGameRequested = Signal(str)
    firstPainted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painted = False
        self.setObjectName("startPage")
        self.setStyleSheet(
            "#startPage { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,"
            " stop:0 #2f8a57, stop:1 #123f26); }"
            "QLabel { color: #f4f1e4; qproperty-alignment: 'AlignCenter'; }"
            "QPushButton { background: #f3efe0; color: #1f2a1f; border-radius: 10px; padding: 12px 28px;"
            " font-size: 17px; font-weight: bold; min-width: 300px; }"
            "QPushButton:hover { background: #ffe7a1; }"
            "QPushButton:disabled { background: rgba(255,255,255,60); color: rgba(255,255,255,120); }")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 44px; font-weight: bold; color: #ffd54a;")
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.subtitle.setStyleSheet("font-size: 16px;")
        self.continue_button = QPushButton()
        self.dominoes_button = QPushButton()
        self.cribbage_button = QPushButton()
        self.continue_button.clicked.connect(self.continueRequested.emit)
        self.dominoes_button.clicked.connect(lambda: self.newGameRequested.emit("dominoes"))
        self.cribbage_button.clicked.connect(lambda: self.newGameRequested.emit("cribbage"))
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(28)
        for button in (self.continue_button, self.dominoes_button, self.cribbage_button):
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(button)
            row.addStretch(1)
            layout.addLayout(row)
            layout.addSpacing(6)
        layout.addStretch(3)
        self.retranslate()

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()

    def set_state(self, can_continue: bool) -> None:
        self.continue_button.setEnabled(can_continue)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Muggins"))
        self.subtitle.setText(self.tr("Dominoes scored in fives, and cribbage with the Muggins rule."))
        self.continue_button.setText(self.tr("Continue the last match"))
        self.dominoes_button.setText(self.tr("New dominoes game"))
        self.cribbage_button.setText(self.tr("New cribbage game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
