"""Pieces shared by the Muggins dialogs: the card strip and the number pad.

Kept apart from ``dialogs.py`` so that each file stays small.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.access.accessibility import (
    FOCUS_STYLE,
    HIGH_CONTRAST_STYLE,
    app_high_contrast,
    scaled_px,
)
from muggins_desktop.ui.access.focus import focus_when_shown
from muggins_desktop.ui.cribbage.card_item import (
    CARD_H,
    CARD_W,
    paint_card_face,
    rank_text,
)
from muggins_desktop.ui.cribbage.dialogs.fit import fit_to_room
from muggins_desktop.ui.looks.themes import DECKS, Deck
from muggins_desktop.ui.text.card_words import card_words, cards_words

SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def card_label(card: Card) -> str:
    """A card as a short text with its suit symbol, e.g. "10♥"."""
    return f"{rank_text(card.rank)}{SUIT_SYMBOLS[card.suit]}"


class CardStrip(QWidget):
    """Hand cards then, a little apart, the starter; some may be marked.

    Used by all three dialogs, so a count is always shown the same way.
    """

    def __init__(
        self, cards: Sequence[Card], starter: Card | None, parent: QWidget | None = None, card_width: float = 64.0
    ) -> None:
        super().__init__(parent)
        self.cards = list(cards)
        self.starter = starter
        self.card_width = card_width
        self.marks: dict[Card, QColor] = {}
        self.starter_caption = ""
        self.deck: Deck = DECKS["standard"]  # the table's deck (``DialogHost`` hands it over)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)

    def set_deck(self, deck: Deck) -> None:
        """Draw the cards in ``deck`` (the one the player chose for the table)."""
        if deck != self.deck:
            self.deck = deck
            self.update()

    def set_marks(self, cards: Sequence[Card], colour: QColor | None) -> None:
        self.marks = {c: colour for c in cards} if colour is not None else {}
        self.update()

    def _card_height(self) -> float:
        return self.card_width * CARD_H / CARD_W

    def sizeHint(self) -> QSize:
        n = len(self.cards) + (1 if self.starter else 0)
        gap = self.card_width * 0.4 if self.starter else 0
        return QSize(int(n * self.card_width * 1.08 + gap + 16), int(self._card_height() + 12 + scaled_px(18)))

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
            paint_card_face(painter, rect, card, self.deck)
            colour = self.marks.get(card)
            if colour is not None:
                painter.setPen(QPen(colour, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
        if self.starter is not None:
            rect = self.card_rects()[-1][1]
            font = QFont()
            font.setPixelSize(scaled_px(11))
            painter.setFont(font)
            painter.setPen(QColor("#e8e8e8" if app_high_contrast() else HINT_COLOUR))
            # Centred under the card, but kept inside the strip (a wide caption at 2x text).
            wide = max(rect.width() + 20, QFontMetricsF(font).horizontalAdvance(self.starter_caption) + 4)
            left = min(max(0.0, rect.center().x() - wide / 2), max(0.0, self.width() - wide))
            painter.drawText(
                QRectF(left, rect.bottom() + 3, wide, scaled_px(18)), Qt.AlignmentFlag.AlignCenter, self.starter_caption
            )
        painter.end()


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


MAX_COUNT = 29

# One colour per kind of combination, for the marks drawn around cards:
# Okabe-Ito hues, told apart under colour-blindness, darkened where needed
# so that each ring stands out at 3:1 from both ends of the card face and
# from the dialog's background, light or black (the nobs ring was 2.25:1).
KIND_COLOURS = {
    "FIFTEEN": "#0072B2",
    "PAIR": "#D55E00",
    "RUN": "#008A65",
    "FLUSH": "#B35F94",
    "NOBS": "#A87200",
}
# The same hues darkened for text: each at least 4.5:1 (WCAG AA) on the
# list's white background and on its selected-row colour.
TEXT_COLOURS = {
    "FIFTEEN": "#005A8C",
    "PAIR": "#A34700",
    "PAIR_ROYAL": "#A34700",
    "DOUBLE_PAIR_ROYAL": "#A34700",
    "RUN": "#00694B",
    "FLUSH": "#8E3A72",
    "NOBS": "#7A5200",
}
DEFAULT_TEXT = "#222222"
LIST_BACKGROUND = "#ffffff"
LIST_SELECTED = "#ece4d2"
DIALOG_BACKGROUND = "#f7f3ea"
GAIN_COLOUR = "#1b5e20"
LOSS_COLOUR = "#a00018"
HINT_COLOUR = "#5a4a3a"

HC_GAIN_COLOUR = "#7cff7c"
HC_LOSS_COLOUR = "#ff9090"

_STYLE = """
QDialog { background: %(bg)s; }
QDialog QLabel { color: %(fg)s; }
QLabel#headline { font-size: %(h)dpx; font-weight: bold; color: %(fg)s; }
QLabel#bigNumber { font-size: %(big)dpx; font-weight: bold; color: %(number)s; }
QLabel#hint { color: %(hint)s; }
QLabel#error { color: %(error)s; }
QLabel#summary { font-size: %(summary)dpx; font-weight: bold; }
QPushButton { padding: 6px 14px; }
QPushButton#pad { min-width: 34px; min-height: 28px; padding: 2px; font-weight: bold; }
QPushButton#pad:checked { background: %(checked)s; color: %(checked_fg)s; }
QListWidget { background: #ffffff; color: #222222; }
QListWidget::item:selected { background: #ece4d2; border: 1px solid #5a4a3a; }
"""

_NORMAL = {
    "bg": DIALOG_BACKGROUND,
    "fg": "#2b2118",
    "number": "#1b4d2e",
    "hint": HINT_COLOUR,
    "error": LOSS_COLOUR,
    "checked": "#1b6b3a",
    "checked_fg": "white",
}
_CONTRAST = {
    "bg": "#000000",
    "fg": "#ffffff",
    "number": "#ffff00",
    "hint": "#e8e8e8",
    "error": HC_LOSS_COLOUR,
    "checked": "#ffff00",
    "checked_fg": "black",
}


def dialog_style() -> str:
    """The dialogs' style sheet for the current text size and contrast setting."""
    values: dict[str, object] = dict(_CONTRAST if app_high_contrast() else _NORMAL)
    values.update(h=scaled_px(16), big=scaled_px(30), summary=scaled_px(15))
    extra = HIGH_CONTRAST_STYLE if app_high_contrast() else FOCUS_STYLE
    return _STYLE % values + extra


def change_colours() -> tuple[str, str]:
    """Gain and loss colours on the current dialog background (each AA)."""
    return (HC_GAIN_COLOUR, HC_LOSS_COLOUR) if app_high_contrast() else (GAIN_COLOUR, LOSS_COLOUR)


def cards_text(cards: Sequence[Card], starter: Card | None) -> str:
    """The cards for a screen reader, in words: "seven of hearts, seven of spades, starter ten of
    spades" (Orca spelt "7♥" as "7 black heart suit")."""
    hand = cards_words(cards)
    if starter is None:
        return hand
    return (
        QCoreApplication.translate("CardStrip", "%1, starter %2").replace("%1", hand).replace("%2", card_words(starter))
    )


def name_cards(dialog: QDialog, strip: CardStrip) -> None:
    text = cards_text(strip.cards, strip.starter)
    strip.setAccessibleName(text)
    strip.setAccessibleDescription(text)
    dialog.setAccessibleDescription(text)


def headline(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("headline")
    label.setWordWrap(True)
    return label


def fit_height(dialog: Retranslating) -> None:
    """Grow the dialog so that wrapped labels are never cut, within the screen and window."""
    fit_to_room(dialog, int(dialog.wish_width))


class Retranslating(QDialog):
    """Re-reads its texts when the app's language changes; fits its room when shown."""

    wish_width = 0  # a wider size the dialog takes when the room allows (see fit_to_room)

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_height(self)
        focus_when_shown(self)  # the keys on its named control: Orca reads it as it opens
