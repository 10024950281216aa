"""The cover shown between two people's turns at one screen.

When the next decision belongs to a different person, the table hides the
last hand and this cover asks to hand the screen over; the next person
reveals their own tiles or cards with a click, Space or Enter, so nobody
sees another's hand. The words follow the game: tiles in dominoes, cards in
cribbage.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class CoverScreen(QWidget):
    """A full overlay: "Pass to <name>, click when ready"."""

    ready = Signal(int)  # the seat that may now look

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = -1
        self.name = ""
        self.game = ""
        self.game_below = ""  # the game of the table under the cover (set by the game area)
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
            " font-size: 16px; font-weight: bold; }"
        )
        self.button.clicked.connect(self._reveal)
        self.button.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)
        self.hide()

    def show_for(self, seat: int, name: str, game: str | None = None) -> None:
        """Cover the table until the person at ``seat`` says they are ready.

        ``game`` ("dominoes" or "cribbage") picks the words; by default it is
        read from the table lying under the cover.
        """
        self.seat, self.name = seat, name
        self.game = game or self._game_below()
        self._retranslate()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _game_below(self) -> str:
        return self.game_below or "dominoes"

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Pass to %1").replace("%1", self.name))
        if self.game == "cribbage":
            hint = self.tr("The last hand is hidden. %1, click or press Enter when you are ready to see your cards.")
            button = self.tr("I am %1 \u2014 show my cards")
        else:
            hint = self.tr("The last hand is hidden. %1, click or press Enter when you are ready to see your tiles.")
            button = self.tr("I am %1 \u2014 show my tiles")
        self.hint.setText(hint.replace("%1", self.name))
        # No Alt letter here: it would steal a menu's (Alt+S is Settings);
        # Enter, Space and a click reveal.
        self.button.setText(button.replace("%1", self.name.replace("&", "&&")))
        self.button.setAccessibleName(button.replace("%1", self.name))
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.hint.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A push button answers Space but not Enter; the cover answers both.
        if (
            watched is self.button
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self._reveal()
            return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.name:
            self._retranslate()
        super().changeEvent(event)

    def _reveal(self) -> None:
        if not self.isVisible():
            return
        self.hide()
        self.ready.emit(self.seat)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._reveal()
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._reveal()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#12301f"))
        p.setPen(QColor(255, 255, 255, 25))
        step = 28
        for x in range(-self.height(), self.width(), step):
            p.drawLine(x, 0, x + self.height(), self.height())
        p.end()
