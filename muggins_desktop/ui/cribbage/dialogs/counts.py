"""The three Muggins dialogs: declare a count, answer one, see it settled.

Each is a small ``QDialog`` with one clear result signal so that the table
and the tests can drive it without a blocking ``exec()``:

- ``DeclareDialog.declared(int)``: the counter's own count, 0 to 29;
- ``AnswerDialog.answered(str, object)``: ``("accept", None)``,
  ``("muggins", n)`` or ``("overcount", None)``;
- ``SettlementDialog``: read-only, closed with its button.

The declaration dialog deliberately offers no help: no running total, no
marked combinations. Counting is the player's job under Muggins.

For a screen reader each dialog names the cards being counted (the strip's
accessible name and the dialog's description), every field has a label with
a buddy, and every button an Alt mnemonic.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QIntValidator, QKeyEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.access.accessibility import scaled_px, text_scale
from muggins_desktop.ui.cribbage.dialogs.fit import DialogBody
from muggins_desktop.ui.cribbage.dialogs.parts import (
    KIND_COLOURS,
    MAX_COUNT,
    SUIT_SYMBOLS,
    CardStrip,
    NumberPad,
    Retranslating,
    card_label,
    cards_text,
    dialog_style,
    headline,
    name_cards,
)
from muggins_desktop.ui.cribbage.dialogs.settlement import (
    SettlementDialog,
    SettlementInfo,
)

__all__ = [
    "KIND_COLOURS",
    "SUIT_SYMBOLS",
    "AnswerDialog",
    "CardStrip",
    "DeclareDialog",
    "NumberPad",
    "SettlementDialog",
    "SettlementInfo",
    "card_label",
    "cards_text",
]

# From this text size on, the answer hints go under their buttons.
STACK_HINTS_FROM = 1.3


class DeclareDialog(Retranslating):
    """The counter states their count; nothing here counts for them."""

    declared = Signal(int)

    def __init__(
        self,
        cards: Sequence[Card],
        starter: Card,
        crib: bool = False,
        counter_name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("declareDialog")
        self.setStyleSheet(dialog_style())
        self.setModal(True)
        self.cards, self.starter, self.crib = list(cards), starter, crib
        self.wish_width = scaled_px(280)  # wider at a large text size (1.0x keeps its own)
        outer = QVBoxLayout(self)
        outer.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.scroller = DialogBody()  # at a large text size only this part scrolls
        outer.addWidget(self.scroller, 1)
        layout = self.scroller.body
        self.headline = headline("")
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
        self.edit_label = QLabel()
        self.edit_label.setBuddy(self.edit)
        row.addStretch(1)
        row.addWidget(self.edit_label)
        row.addWidget(self.edit)
        row.addStretch(1)
        # The count field, the numbers and the button never scroll away.
        outer.addLayout(row)
        self.pad = NumberPad(0, MAX_COUNT, columns=10)
        self.pad.chosen.connect(self._pad_chosen)
        outer.addWidget(self.pad)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox()
        self.confirm = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.confirm.setDefault(True)
        self.confirm.clicked.connect(self.confirm_count)
        outer.addWidget(self.buttons)
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
        name_cards(self, self.strip)
        self.prompt.setText(
            self.tr(
                "How many points do you count? Type a number from 0 to 29 or click it, then press Enter. "
                "Opponents may call muggins on points you miss, or overcount if you claim too many."
            )
        )
        self.edit_label.setText(self.tr("&Your count:"))
        self.edit.setAccessibleName(self.tr("Your count"))
        self.pad.setAccessibleName(self.tr("Numbers from 0 to 29"))
        self.confirm.setText(self.tr("&Declare"))

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


class AnswerDialog(Retranslating):
    """An opponent answers a declared count: accept, muggins N, or overcount.

    While the "points missed" box has the focus, Enter calls muggins for the
    number typed there, and Muggins (not Accept) is the default button.
    """

    answered = Signal(str, object)

    def __init__(
        self,
        counter_name: str,
        cards: Sequence[Card],
        starter: Card,
        declared: int,
        crib: bool = False,
        answerer_name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("answerDialog")
        self.setStyleSheet(dialog_style())
        self.setModal(True)
        self.counter_name, self.declared_points, self.crib = counter_name, declared, crib
        self.answerer_name = answerer_name
        outer = QVBoxLayout(self)
        outer.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.scroller = DialogBody()  # at a large text size only this part scrolls
        outer.addWidget(self.scroller, 1)
        layout = self.scroller.body
        self.headline = headline("")
        layout.addWidget(self.headline)
        self.strip = CardStrip(cards, starter)
        layout.addWidget(self.strip, 0, Qt.AlignmentFlag.AlignHCenter)
        # Large text: the hints go under their buttons, and the declared count
        # stays beside them (out of the part that may scroll).
        self.stacked = text_scale() >= STACK_HINTS_FROM
        number_row = QHBoxLayout()
        self.declared_caption = QLabel()
        self.declared_label = QLabel(str(declared))
        self.declared_label.setObjectName("bigNumber")
        number_row.addStretch(1)
        number_row.addWidget(self.declared_caption)
        number_row.addWidget(self.declared_label)
        number_row.addStretch(1)
        if not self.stacked:
            layout.addLayout(number_row)
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        (outer if self.stacked else layout).addWidget(line)
        outer.addLayout(self._build_answers(number_row))
        self._typing(False)
        self.retranslate()
        self.accept_button.setFocus()

    def _build_answers(self, number_row: QHBoxLayout) -> QGridLayout:
        buttons = QGridLayout()
        self.accept_button = QPushButton()
        self.accept_button.setObjectName("acceptButton")
        self.accept_button.clicked.connect(lambda: self._answer("accept", None))
        self.muggins_button = QPushButton()
        self.muggins_button.setObjectName("mugginsButton")
        self.muggins_button.clicked.connect(self._call_muggins)
        self.stated = QSpinBox()
        self.stated.setObjectName("statedSpin")
        self.stated.setRange(1, MAX_COUNT)
        self.stated.setValue(2)
        self.stated.setMinimumWidth(70)
        self.stated.installEventFilter(self)
        self.stated.lineEdit().textEdited.connect(lambda _t: self._typing(True))
        self.stated_caption = QLabel()
        self.stated_caption.setBuddy(self.stated)
        self.overcount_button = QPushButton()
        self.overcount_button.setObjectName("overcountButton")
        self.overcount_button.clicked.connect(lambda: self._answer("overcount", None))
        for button in (self.accept_button, self.muggins_button, self.overcount_button):
            button.setAutoDefault(False)
        self.accept_hint, self.muggins_hint, self.overcount_hint = QLabel(), QLabel(), QLabel()
        for hint in (self.accept_hint, self.muggins_hint, self.overcount_hint):
            hint.setWordWrap(True)
            hint.setMinimumWidth(160)
            hint.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.MinimumExpanding)
            hint.setObjectName("hint")
        self.accept_button.setAccessibleDescription("")
        if self.stacked:
            # Large text: each hint on its own line under its button, across the
            # whole dialog, instead of a narrow column many lines tall.
            self.wish_width = scaled_px(370)  # wide: fewer lines, the cards stay in view
            buttons.addLayout(number_row, 0, 1, 1, 3)  # the declared count beside Accept
            rows = (
                (self.accept_button, None, self.accept_hint),
                (self.muggins_button, True, self.muggins_hint),
                (self.overcount_button, None, self.overcount_hint),
            )
            for i, (button, with_spin, hint) in enumerate(rows):
                buttons.addWidget(button, 2 * i, 0)
                if with_spin:
                    buttons.addWidget(self.stated_caption, 2 * i, 1)
                    buttons.addWidget(self.stated, 2 * i, 2)
                buttons.addWidget(hint, 2 * i + 1, 0, 1, 4)
                hint.setMinimumWidth(0)
        else:
            buttons.addWidget(self.accept_button, 0, 0)
            buttons.addWidget(self.accept_hint, 0, 1, 1, 3)
            buttons.addWidget(self.muggins_button, 1, 0)
            buttons.addWidget(self.stated_caption, 1, 1)
            buttons.addWidget(self.stated, 1, 2)
            buttons.addWidget(self.muggins_hint, 1, 3)
            buttons.addWidget(self.overcount_button, 2, 0)
            buttons.addWidget(self.overcount_hint, 2, 1, 1, 3)
        buttons.setColumnStretch(3, 1)
        return buttons

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
        name_cards(self, self.strip)
        self.declared_caption.setText(self.tr("Declared:"))
        self.declared_label.setAccessibleName(self.tr("Declared: %1").replace("%1", str(self.declared_points)))
        self.explain.setText(
            self.tr("Check the count. The first claim settles it; if everyone accepts, the declared count stands.")
        )
        self.accept_button.setText(self.tr("&Accept"))
        self.muggins_button.setText(self.tr("&Muggins"))
        self.stated_caption.setText(self.tr("&points missed:"))
        self.stated.setAccessibleName(self.tr("Points missed"))
        self.overcount_button.setText(self.tr("&Overcount"))
        self.accept_hint.setText(self.tr("Let the count stand."))
        self.muggins_hint.setText(self.tr("Claim points they missed (if they missed none, they get your claim)."))
        self.overcount_hint.setText(self.tr("They claimed too much: the excess moves to you."))
        for button, hint in (
            (self.accept_button, self.accept_hint),
            (self.muggins_button, self.muggins_hint),
            (self.overcount_button, self.overcount_hint),
        ):
            button.setAccessibleDescription(hint.text())
        # What a screen reader says as the dialog opens: who counts, the cards, the claim, the choice.
        declared = self.declared_label.accessibleName()
        self.setAccessibleDescription(
            " ".join(
                (head + ".", cards_text(self.strip.cards, self.strip.starter), declared + ".", self.explain.text())
            )
        )
        self.accept_button.setAccessibleDescription(declared + ". " + self.accept_hint.text())

    def _typing(self, typing: bool) -> None:
        """Muggins is the default while a number is typed, Accept otherwise."""
        self.accept_button.setDefault(not typing)
        self.muggins_button.setDefault(typing)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.stated:
            kind = event.type()
            if kind == QEvent.Type.FocusIn:
                self._typing(True)
            elif kind == QEvent.Type.FocusOut:
                self._typing(False)
            elif (
                kind == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            ):
                self._call_muggins()
                return True
        return super().eventFilter(watched, event)

    def _call_muggins(self) -> None:
        self.stated.interpretText()
        self._answer("muggins", self.stated.value())

    def _answer(self, answer: str, stated: int | None) -> None:
        self.answered.emit(answer, stated)
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            return  # an answer is required
        text = event.text()
        if text.isdigit():  # a number of points missed: into the box, Enter then calls muggins
            self.stated.setFocus()
            self.stated.lineEdit().setText(text)
            self._typing(True)
            return
        if not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
            for button in (self.accept_button, self.muggins_button, self.overcount_button):
                if text and text.lower() == _mnemonic(button.text()):
                    button.click()  # one key answers: the underlined letter, without Alt
                    return
        super().keyPressEvent(event)

    def reject(self) -> None:
        """The match waits for an answer, so the dialog cannot just be closed."""


def _mnemonic(text: str) -> str:
    """The underlined letter of a button's text ("&Accept": "a"), lower case; "" for none."""
    at = text.replace("&&", "").find("&")
    plain = text.replace("&&", "")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else ""
