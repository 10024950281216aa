"""The cover shown between two people's turns at one screen.

When the next decision belongs to a different person, the table hides the
last hand and this cover asks to hand the screen over; the next person
reveals their own tiles with a click, so nobody sees another's hand.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class CoverScreen(QWidget):
    """A full overlay: "Pass to <name>, click when ready"."""

    ready = Signal(int)  # the seat that may now look

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = -1
        self.name = ""
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(False)
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # holds a player's name
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: #ffd54a; font-size: 28px; font-weight: bold;")
        self.hint = QLabel(self)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #f4f1e4; font-size: 16px;")
        self.button = QPushButton(self)
        self.button.setMinimumHeight(40)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setStyleSheet(
            "QPushButton { background: #f2c94c; color: #2a2410; border-radius: 8px; padding: 8px 24px;"
            " font-size: 16px; font-weight: bold; }")
        self.button.clicked.connect(self._reveal)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)
        self.hide()

    def show_for(self, seat: int, name: str) -> None:
        """Cover the table until the person at ``seat`` says they are ready."""
        self.seat, self.name = seat, name
        self._retranslate()
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Pass to %1").replace("%1", self.name))
        self.hint.setText(self.tr("The last hand is hidden. %1, click when you are ready to see your tiles.")
                          .replace("%1", self.name))
        self.button.setText(self.tr("I am %1 — show my tiles").replace("%1", self.name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self.name:
            self._retranslate()
        super().changeEvent(event)

    def _reveal(self) -> None:
        if not self.isVisible():
            return
        self.hide()
        self.ready.emit(self.seat)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._reveal()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#12301f"))
        p.setPen(QColor(255, 255, 255, 25))
        step = 28
        for x in range(-self.height(), self.width(), step):
            p.drawLine(x, 0, x + self.height(), self.height())
        p.end()
