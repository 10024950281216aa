"""The list of keys, shared by both tables: what it lists, how it opens and closes, how it is painted.

``table_keys(game_rows)`` is every key of a table: the game's own rows
first, then the keys of the window that work at every table (H for a hint,
Ctrl+Z to take back, Ctrl+R to read the table aloud, the keys of this list).

``overlay_key(event, shown)`` is the one rule for the keys that open and
close the list: ?, F1 and Esc toggle it (Esc only closes) and are used up;
while it is open any other key closes it *and* goes on to the table, so
``?`` ``?`` ``5`` picks card 5, and ``?`` ``5`` does too. A modifier on
its own (the Shift of "?") does nothing, so typing "?" never closes the
list by its Shift.

``KeysPanel`` paints the list: the keys in gold in a column as wide as the
longest key needs, each description word-wrapped beside it, so a long
Ukrainian or Polish line takes two lines instead of being cut at 800x600.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QKeyEvent, QPainter

from muggins_desktop.ui.table.items import GOLD, TEXT, PanelItem
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "TableKeys"

_MODIFIERS = frozenset(
    {Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr, Qt.Key.Key_CapsLock}
)


tr = Translator(CONTEXT)


class KeyUse(Enum):
    """What a key press means for the list of keys."""

    OPEN = "open"  # show the list (the key is used up)
    CLOSE = "close"  # hide it (used up)
    CLOSE_AND_PASS = "close and pass"  # hide it, and let the table have the key too
    NONE = "none"  # nothing to do with the list (a modifier on its own, or the list is shut)


def is_keys_key(event: QKeyEvent) -> bool:
    """F1 or "?" (on any keyboard layout)."""
    return event.key() in (Qt.Key.Key_F1, Qt.Key.Key_Question) or event.text() == "?"


def overlay_key(event: QKeyEvent, shown: bool) -> KeyUse:
    """The one rule for opening and closing the list (see the module docstring)."""
    key = event.key()
    if key in _MODIFIERS:
        return KeyUse.NONE
    if shown:
        return KeyUse.CLOSE if is_keys_key(event) or key == Qt.Key.Key_Escape else KeyUse.CLOSE_AND_PASS
    return KeyUse.OPEN if is_keys_key(event) else KeyUse.NONE


def window_rows() -> list[tuple[str, str]]:
    """The keys of the window that work at every table."""
    return [
        (tr("H"), tr("a hint for this decision")),
        (tr("Ctrl+Z"), tr("take back your last move")),
        (tr("Ctrl+Shift+Z"), tr("play again a move you took back")),
        (tr("M"), tr("sound off or on")),
        (tr("Ctrl+R"), tr("read the table aloud (screen reader)")),
        (tr("Tab / F6"), tr("go on to the score sheet and the match log")),
        (tr("? / F1 / Esc"), tr("show or hide this list")),
        (tr("Shift+F1"), tr("the rules of the game (Help → Rules)")),
    ]


def table_keys(game_rows: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """Every key of a table: the game's rows, then the window's."""
    return [*game_rows, *window_rows()]


def keys_title() -> str:
    return tr("Keys")


def keys_subtitle() -> str:
    return tr("The table can be played with the keyboard alone.")


class KeysPanel(PanelItem):
    """The list of keys over the dimmed table (see the module docstring)."""

    kind = "keys"
    closed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.header: list[str] = []
        self.rows: list[tuple[str, str]] = []
        self.close_button = self.add_button("")
        self.close_button.clicked.connect(self.closed.emit)

    def fill(self, rows: Sequence[tuple[str, str]]) -> None:
        """Show ``rows`` (key, what it does) in the current language."""
        self.title, self.subtitle = keys_title(), keys_subtitle()
        self.rows = list(rows)
        self.close_button.set_text(tr("Close"))
        self.relayout()

    # ---------------------------------------------------------- geometry
    def card_width(self) -> float:
        return self.t * 40

    def _body_width(self) -> float:
        return min(self._rect.width() * 0.92, self.card_width()) - self.t * 2.4

    def _key_width(self, width: float) -> float:
        metrics = QFontMetricsF(self.font(bold=True))
        need = max((metrics.horizontalAdvance(k) for k, _w in self.rows), default=0.0) + self.t
        return min(need, width * 0.4)

    def _row_heights(self, width: float) -> list[float]:
        line = self.t * (1.25 if self.compact else 1.5)
        metrics = QFontMetricsF(self.font())
        text_w = max(1.0, width - self._key_width(width))
        heights = []
        for _key, what in self.rows:
            box = metrics.boundingRect(QRectF(0, 0, text_w, 1e6), int(Qt.TextFlag.TextWordWrap), what)
            heights.append(max(line, box.height() + self.t * (0.2 if self.compact else 0.45)))
        return heights

    def body_height(self) -> float:
        return sum(self._row_heights(self._body_width())) + self.t * 0.5

    def body_fits(self, width: float) -> bool:
        metrics = QFontMetricsF(self.font(bold=True))
        return all(metrics.horizontalAdvance(k) + self.t <= width * 0.4 for k, _w in self.rows)

    # ---------------------------------------------------------- painting
    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        key_w = self._key_width(rect.width())
        y = rect.y()
        for (key, what), h in zip(self.rows, self._row_heights(rect.width()), strict=False):
            if y + h > rect.bottom() + 1:
                break
            painter.setFont(self.font(bold=True))
            painter.setPen(GOLD)
            painter.drawText(
                QRectF(rect.x(), y, key_w - self.t * 0.6, h),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                key,
            )
            painter.setFont(self.font())
            painter.setPen(TEXT)
            painter.drawText(
                QRectF(rect.x() + key_w, y, rect.width() - key_w, h),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap),
                what,
            )
            y += h

    def fits(self) -> bool:
        return super().fits() and not self.clipped()

    def clipped(self) -> bool:
        """Some row does not fit the card, or a key its column."""
        card = self.card_rect()
        pad = self.t * 1.2
        top = card.y() + pad + self.t * 2.2 + (self.t * 1.8 if self.subtitle else 0.0)
        room = card.bottom() - self.t * 3.6 - top
        return sum(self._row_heights(card.width() - 2 * pad)) > room + 1 or not self.body_fits(card.width() - 2 * pad)
