"""The three Muggins dialogs: declare a count, answer one, see it settled.

Each is a small ``QDialog`` with one clear result signal so that the table
and the tests can drive it without a blocking ``exec()``:

- ``DeclareDialog.declared(int)``: the counter's own count, 0 to 29;
- ``AnswerDialog.answered(str, object)``: ``("accept", None)``,
  ``("muggins", n)`` or ``("overcount", None)``;
- ``SettlementDialog``: read-only, closed with its button.

The declaration dialog deliberately offers no help: no running total, no
marked combinations. Counting is the player's job under Muggins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIntValidator, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.scoring import ScoreItem
from muggins_desktop.ui.cribbage.card_item import CARD_H, CARD_W, paint_card_face, rank_text
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.i18n import engine_text

SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
MAX_COUNT = 29

# One colour per kind of combination (Okabe-Ito again, readable on white).
KIND_COLOURS = {
    "FIFTEEN": "#0072B2",
    "PAIR": "#D55E00",
    "RUN": "#009E73",
    "FLUSH": "#CC79A7",
    "NOBS": "#E69F00",
}

DIALOG_STYLE = """
QDialog { background: #f7f3ea; }
QLabel#headline { font-size: 16px; font-weight: bold; color: #2b2118; }
QLabel#bigNumber { font-size: 30px; font-weight: bold; color: #1b4d2e; }
QPushButton { padding: 6px 14px; }
QPushButton#pad { min-width: 34px; min-height: 28px; padding: 2px; font-weight: bold; }
QPushButton#pad:checked { background: #1b6b3a; color: white; }
"""


def card_label(card: Card) -> str:
    """A card as a short text with its suit symbol, e.g. "10♥"."""
    return f"{rank_text(card.rank)}{SUIT_SYMBOLS[card.suit]}"


class CardStrip(QWidget):
    """Hand cards then, a little apart, the starter; some may be marked.

    Used by all three dialogs, so a count is always shown the same way.
    """

    def __init__(self, cards: Sequence[Card], starter: Card | None, parent: QWidget | None = None,
                 card_width: float = 64.0) -> None:
        super().__init__(parent)
        self.cards = list(cards)
        self.starter = starter
        self.card_width = card_width
        self.marks: dict[Card, QColor] = {}
        self.starter_caption = ""
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)

    def set_marks(self, cards: Sequence[Card], colour: QColor | None) -> None:
        self.marks = {c: colour for c in cards} if colour is not None else {}
        self.update()

    def _card_height(self) -> float:
        return self.card_width * CARD_H / CARD_W

    def sizeHint(self) -> QSize:
        n = len(self.cards) + (1 if self.starter else 0)
        gap = self.card_width * 0.4 if self.starter else 0
        return QSize(int(n * self.card_width * 1.08 + gap + 16), int(self._card_height() + 30))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def card_rects(self) -> list[tuple[Card, QRectF]]:
        """Where each card is drawn (the starter last); tests read this."""
        w, h = self.card_width, self._card_height()
        total = self.sizeHint().width() - 16
        x = (self.width() - total) / 2
        rects = []
        for c in self.cards:
            rects.append((c, QRectF(x, 6, w, h)))
            x += w * 1.08
        if self.starter is not None:
            x += w * 0.4
            rects.append((self.starter, QRectF(x, 6, w, h)))
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for card, rect in self.card_rects():
            paint_card_face(painter, rect, card)
            colour = self.marks.get(card)
            if colour is not None:
                painter.setPen(QPen(colour, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
        if self.starter is not None:
            rect = self.card_rects()[-1][1]
            font = QFont()
            font.setPixelSize(11)
            painter.setFont(font)
            painter.setPen(QColor("#5a4a3a"))
            painter.drawText(QRectF(rect.left() - 10, rect.bottom() + 3, rect.width() + 20, 18),
                             Qt.AlignmentFlag.AlignCenter, self.starter_caption)
        painter.end()


def _headline(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("headline")
    label.setWordWrap(True)
    return label


class NumberPad(QWidget):
    """Buttons for every number in a range; a click chooses that number."""

    chosen = Signal(int)

    def __init__(self, low: int, high: int, columns: int = 6, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setSpacing(4)
        grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[int, QPushButton] = {}
        for i, n in enumerate(range(low, high + 1)):
            button = QPushButton(str(n))
            button.setObjectName("pad")
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, n=n: self._click(n))
            grid.addWidget(button, i // columns, i % columns)
            self.buttons[n] = button

    def _click(self, n: int) -> None:
        self.show_value(n)
        self.chosen.emit(n)

    def show_value(self, n: int | None) -> None:
        for value, button in self.buttons.items():
            button.setChecked(value == n)


class _Retranslating(QDialog):
    """Re-reads its texts when the app's language changes."""

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class DeclareDialog(_Retranslating):
    """The counter states their count; nothing here counts for them."""

    declared = Signal(int)

    def __init__(self, cards: Sequence[Card], starter: Card, crib: bool = False, counter_name: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("declareDialog")
        self.setStyleSheet(DIALOG_STYLE)
        self.setModal(True)
        self.cards, self.starter, self.crib = list(cards), starter, crib
        layout = QVBoxLayout(self)
        self.headline = _headline("")
        layout.addWidget(self.headline)
        self.strip = CardStrip(cards, starter)
        layout.addWidget(self.strip, 0, Qt.AlignmentFlag.AlignHCenter)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        row = QHBoxLayout()
        self.edit = QLineEdit()
        self.edit.setObjectName("countEdit")
        self.edit.setValidator(QIntValidator(0, MAX_COUNT, self))
        self.edit.setMaxLength(2)
        self.edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big = QFont()
        big.setPixelSize(26)
        big.setBold(True)
        self.edit.setFont(big)
        self.edit.setFixedWidth(90)
        self.edit.textChanged.connect(self._text_changed)
        row.addStretch(1)
        row.addWidget(self.edit)
        row.addStretch(1)
        layout.addLayout(row)
        self.pad = NumberPad(0, MAX_COUNT, columns=10)
        self.pad.chosen.connect(self._pad_chosen)
        layout.addWidget(self.pad)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox()
        self.confirm = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.confirm.setDefault(True)
        self.confirm.clicked.connect(self.confirm_count)
        layout.addWidget(self.buttons)
        self.counter_name = counter_name
        self.retranslate()
        self.edit.setFocus()
        self._text_changed("")

    def retranslate(self) -> None:
        if self.crib:
            self.setWindowTitle(self.tr("Count the crib"))
            self.headline.setText(self.tr("Your crib with the starter"))
        else:
            self.setWindowTitle(self.tr("Count your hand"))
            self.headline.setText(self.tr("Your hand with the starter"))
        self.strip.starter_caption = self.tr("Starter")
        self.prompt.setText(self.tr(
            "How many points do you count? Type a number from 0 to 29 or click it, then press Enter. "
            "Opponents may call muggins on points you miss, or overcount if you claim too many."))
        self.confirm.setText(self.tr("Declare"))

    def value(self) -> int | None:
        text = self.edit.text().strip()
        if not text.isdigit():
            return None
        n = int(text)
        return n if 0 <= n <= MAX_COUNT else None

    def set_value(self, n: int) -> None:
        self.edit.setText(str(n))

    def _text_changed(self, _text: str) -> None:
        value = self.value()
        self.pad.show_value(value)
        self.confirm.setEnabled(value is not None)
        self.error.clear()

    def _pad_chosen(self, n: int) -> None:
        self.edit.setText(str(n))
        self.edit.setFocus()

    def confirm_count(self) -> None:
        value = self.value()
        if value is None:
            self.error.setText(self.tr("Enter a number from 0 to 29."))
            return
        self.declared.emit(value)
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm_count()
            return
        if event.key() == Qt.Key.Key_Escape:
            return  # a count must be declared; the dialog cannot be dismissed
        super().keyPressEvent(event)

    def reject(self) -> None:
        """Closing without a count is not possible: the match waits for it."""
        self.error.setText(self.tr("Declare a count to go on."))


class AnswerDialog(_Retranslating):
    """An opponent answers a declared count: accept, muggins N, or overcount."""

    answered = Signal(str, object)

    def __init__(self, counter_name: str, cards: Sequence[Card], starter: Card, declared: int,
                 crib: bool = False, answerer_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerDialog")
        self.setStyleSheet(DIALOG_STYLE)
        self.setModal(True)
        self.counter_name, self.declared_points, self.crib = counter_name, declared, crib
        self.answerer_name = answerer_name
        layout = QVBoxLayout(self)
        self.headline = _headline("")
        layout.addWidget(self.headline)
        self.strip = CardStrip(cards, starter)
        layout.addWidget(self.strip, 0, Qt.AlignmentFlag.AlignHCenter)
        number_row = QHBoxLayout()
        self.declared_caption = QLabel()
        self.declared_label = QLabel(str(declared))
        self.declared_label.setObjectName("bigNumber")
        number_row.addStretch(1)
        number_row.addWidget(self.declared_caption)
        number_row.addWidget(self.declared_label)
        number_row.addStretch(1)
        layout.addLayout(number_row)
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout.addWidget(line)
        buttons = QGridLayout()
        self.accept_button = QPushButton()
        self.accept_button.setObjectName("acceptButton")
        self.accept_button.clicked.connect(lambda: self._answer("accept", None))
        self.muggins_button = QPushButton()
        self.muggins_button.setObjectName("mugginsButton")
        self.muggins_button.clicked.connect(lambda: self._answer("muggins", self.stated.value()))
        self.stated = QSpinBox()
        self.stated.setObjectName("statedSpin")
        self.stated.setRange(1, MAX_COUNT)
        self.stated.setValue(2)
        self.stated.setMinimumWidth(70)
        self.stated_caption = QLabel()
        self.overcount_button = QPushButton()
        self.overcount_button.setObjectName("overcountButton")
        self.overcount_button.clicked.connect(lambda: self._answer("overcount", None))
        self.accept_hint, self.muggins_hint, self.overcount_hint = QLabel(), QLabel(), QLabel()
        for hint in (self.accept_hint, self.muggins_hint, self.overcount_hint):
            hint.setWordWrap(True)
            hint.setStyleSheet("color: #5a4a3a;")
        buttons.addWidget(self.accept_button, 0, 0)
        buttons.addWidget(self.accept_hint, 0, 1, 1, 3)
        buttons.addWidget(self.muggins_button, 1, 0)
        buttons.addWidget(self.stated_caption, 1, 1)
        buttons.addWidget(self.stated, 1, 2)
        buttons.addWidget(self.muggins_hint, 1, 3)
        buttons.addWidget(self.overcount_button, 2, 0)
        buttons.addWidget(self.overcount_hint, 2, 1, 1, 3)
        buttons.setColumnStretch(3, 1)
        layout.addLayout(buttons)
        self.accept_button.setDefault(True)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Answer the count"))
        if self.crib:
            head = self.tr("%1 counts the crib").replace("%1", self.counter_name)
        else:
            head = self.tr("%1 counts their hand").replace("%1", self.counter_name)
        if self.answerer_name:
            head += " \u2014 " + self.tr("%1, your answer").replace("%1", self.answerer_name)
        self.headline.setText(head)
        self.strip.starter_caption = self.tr("Starter")
        self.declared_caption.setText(self.tr("Declared:"))
        self.explain.setText(self.tr(
            "Check the count. The first claim settles it; if everyone accepts, the declared count stands."))
        self.accept_button.setText(self.tr("Accept"))
        self.muggins_button.setText(self.tr("Muggins"))
        self.stated_caption.setText(self.tr("points missed:"))
        self.overcount_button.setText(self.tr("Overcount"))
        self.accept_hint.setText(self.tr("Let the count stand."))
        self.muggins_hint.setText(self.tr("Claim points they missed (if they missed none, they get your claim)."))
        self.overcount_hint.setText(self.tr("They claimed too much: the excess moves to you."))

    def _answer(self, answer: str, stated: int | None) -> None:
        self.answered.emit(answer, stated)
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            return  # an answer is required
        super().keyPressEvent(event)

    def reject(self) -> None:
        """The match waits for an answer, so the dialog cannot just be closed."""


@dataclass
class SettlementInfo:
    """Everything a settlement dialog shows, in display-ready pieces."""

    counter_name: str
    crib: bool
    cards: list[Card]
    starter: Card
    declared: int | None
    true: int
    items: list[ScoreItem]
    answers: list[tuple[str, str, int | None]] = field(default_factory=list)  # name, answer, stated
    changes: list[tuple[str, int]] = field(default_factory=list)  # name, points (+ gained, - lost)
    final: bool = False  # the declaration ended the match without answers


class SettlementDialog(_Retranslating):
    """The truth about a count: declared vs true, the breakdown, the answers."""

    def __init__(self, info: SettlementInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settlementDialog")
        self.setStyleSheet(DIALOG_STYLE)
        self.setModal(True)
        self.info = info
        layout = QVBoxLayout(self)
        self.headline = _headline("")
        layout.addWidget(self.headline)
        self.strip = CardStrip(info.cards, info.starter)
        layout.addWidget(self.strip, 0, Qt.AlignmentFlag.AlignHCenter)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("font-size: 15px; font-weight: bold;")
        layout.addWidget(self.summary)
        self.breakdown = QListWidget()
        self.breakdown.setObjectName("breakdown")
        self.breakdown.currentRowChanged.connect(self._highlight)
        layout.addWidget(self.breakdown, 1)
        self.answers = QLabel()
        self.answers.setObjectName("answers")
        self.answers.setWordWrap(True)
        layout.addWidget(self.answers)
        self.result = QLabel()
        self.result.setObjectName("result")
        self.result.setWordWrap(True)
        self.result.setStyleSheet("font-weight: bold; color: #1b4d2e;")
        layout.addWidget(self.result)
        box = QDialogButtonBox()
        self.ok = box.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        layout.addWidget(box)
        self.resize(max(self.sizeHint().width(), 460), self.sizeHint().height())
        self.retranslate()
        if info.items:
            self.breakdown.setCurrentRow(0)

    def item_text(self, item: ScoreItem) -> str:
        cards = " ".join(card_label(c) for c in item.cards)
        points = texts.points(item.points)
        return f"{engine_text(item.kind)}: {cards} \u2014 {points}"

    def retranslate(self) -> None:
        info = self.info
        self.setWindowTitle(self.tr("Count settled"))
        if info.crib:
            self.headline.setText(self.tr("Crib (%1)").replace("%1", info.counter_name))
        else:
            self.headline.setText(self.tr("Hand (%1)").replace("%1", info.counter_name))
        self.strip.starter_caption = self.tr("Starter")
        if info.declared is None:
            self.summary.setText(self.tr("True count: %1").replace("%1", str(info.true)))
        else:
            self.summary.setText(self.tr("Declared: %1    True count: %2")
                                 .replace("%1", str(info.declared)).replace("%2", str(info.true)))
        self.breakdown.clear()
        for item in info.items:
            entry = QListWidgetItem(self.item_text(item))
            entry.setForeground(QColor(KIND_COLOURS.get(item.kind, "#333333")))
            self.breakdown.addItem(entry)
        if not info.items:
            self.breakdown.addItem(QListWidgetItem(self.tr("Nothing scores in this hand.")))
        # Tall enough for every line (up to a dozen), no empty box below them.
        rows = min(12, max(1, self.breakdown.count()))
        row_h = max(16, self.breakdown.sizeHintForRow(0))
        self.breakdown.setFixedHeight(rows * row_h + 2 * self.breakdown.frameWidth() + 6)
        lines = []
        for name, answer, stated in info.answers:
            if answer == "muggins" and stated is not None:
                lines.append(self.tr("%1: Muggins, %2").replace("%1", name).replace("%2", str(stated)))
            else:
                lines.append(f"{name}: {engine_text(answer)}")
        if info.final:
            lines.append(self.tr("The count reached the target: no answers were asked."))
        elif info.declared is not None and not info.answers:
            lines.append(self.tr("Nobody answered."))
        self.answers.setText("\n".join(lines))
        changes = []
        for name, delta in info.changes:
            if delta > 0:
                changes.append(self.tr("%1: +%2").replace("%1", name).replace("%2", texts.points(delta)))
            elif delta < 0:
                changes.append(self.tr("%1: \u2212%2").replace("%1", name).replace("%2", texts.points(-delta)))
        if info.declared is None:
            self.result.setText(self.tr("Pegged automatically."))
        else:
            self.result.setText("\n".join(changes) if changes else self.tr("The declared count stands; nothing changes."))
        self.ok.setText(self.tr("Continue"))

    def _highlight(self, row: int) -> None:
        if 0 <= row < len(self.info.items):
            item = self.info.items[row]
            self.strip.set_marks(item.cards, QColor(KIND_COLOURS.get(item.kind, "#333333")))
        else:
            self.strip.set_marks([], None)

    def breakdown_texts(self) -> list[str]:
        return [self.breakdown.item(i).text() for i in range(self.breakdown.count())]
