"""The small painted things both tables share: boxes, buttons, labels, panels.

Each item paints itself from plain attributes, so tests can read what is
shown (a button's text, a label's text) without looking at pixels.

* ``BoxItem``: a ``QGraphicsObject`` with a rectangle set by its pile or
  scene (``set_rect(QRectF)`` in parent coordinates, ``rect()`` in its own);
  ``refresh_if_changed(state)`` repaints only when the shown state changed.
* ``ButtonItem(text)``: a rounded button; ``clicked`` fires only when
  enabled (``set_enabled(enabled, accent=False)``).
* ``LabelItem(font_px=14, bold=False)``: text; ``badge`` draws it in a dark
  pill (notices, "+10"), ``wrap`` wraps it, ``align`` and ``colour`` as set.
* ``PanelItem``: a modal card over the dimmed table with a title, a
  subtitle and a row of buttons (``add_button(text)``); subclasses paint
  their body in ``paint_body(painter, rect)`` and size it in ``body_height()``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from muggins_desktop.ui.looks.painting import draw_fitted, draw_wrapped, elide, make_font, paint_button_face
from muggins_desktop.ui.table.geometry import Rect

TEXT = QColor("#f4f1e4")
MUTED = QColor(244, 241, 228, 220)  # 4.5:1 or better on every felt
PANEL = QColor(10, 30, 20, 170)
GOLD = QColor("#ffd54a")


class BoxItem(QGraphicsObject):
    """A graphics object with a rectangle its owner sets on every layout."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 10, 10)
        self._painted_state: object = None

    def set_rect(self, rect: QRectF) -> None:
        if self.pos() != rect.topLeft():
            self.setPos(rect.topLeft())
        size = QRectF(0, 0, rect.width(), rect.height())
        if size != self._rect:
            self.prepareGeometryChange()
            self._rect = size
            self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def refresh_if_changed(self, state: object) -> None:
        """Repaint only when what the item shows has changed."""
        if state != self._painted_state:
            self._painted_state = state
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """A plain box paints nothing (piles are boxes that hold children)."""


class ButtonItem(BoxItem):
    """A rounded button on the felt; ``clicked`` fires only when enabled."""

    clicked = Signal()

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.text = text
        self.enabled = False
        self.accent = False
        self.font_px = 14.0
        self.text_factor: float | None = None  # a panel's own text factor (default: the text size)
        self.ring = False  # the keyboard is on it (a panel's Tab and arrows): a ring around it
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_enabled(self, enabled: bool, accent: bool = False) -> None:
        self.enabled, self.accent = enabled, accent
        self._painted_state = (enabled, accent)
        self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect.adjusted(1, 1, -1, -1)
        colour = paint_button_face(painter, self._rect, self.enabled, self.accent)
        font = make_font(self.font_px, bold=True, factor=self.text_factor)
        painter.setFont(font)
        painter.setPen(colour)
        draw_fitted(painter, r, Qt.AlignmentFlag.AlignCenter, self.text, font, r.width() - 8)
        if self.ring:
            painter.setPen(QPen(GOLD, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._rect.adjusted(-3, -3, 3, 3), r.height() * 0.35, r.height() * 0.35)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.enabled:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.enabled and self._rect.contains(event.pos()):
            self.clicked.emit()


class LabelItem(BoxItem):
    """Text on the felt; ``badge`` draws it in a dark pill (notices, points)."""

    def __init__(self, font_px: float = 14.0, bold: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.font_px = font_px
        self.bold = bold
        self.colour = TEXT
        self.align = Qt.AlignmentFlag.AlignCenter
        self.badge = False
        self.wrap = False

    @property
    def color(self) -> QColor:  # the American spelling some callers use
        return self.colour

    @color.setter
    def color(self, value: QColor) -> None:
        self.colour = value

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        font = make_font(self.font_px, self.bold)
        painter.setFont(font)
        r = self._rect
        if self.badge:
            fm = QFontMetricsF(font)
            w = min(r.width(), fm.horizontalAdvance(self.text) + self.font_px * 1.4)
            badge = QRectF(r.center().x() - w / 2, r.center().y() - self.font_px * 0.85, w, self.font_px * 1.7)
            path = QPainterPath()
            path.addRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.fillPath(path, QColor(18, 18, 10, 215))
            painter.setPen(QPen(GOLD, 2))
            painter.drawPath(path)
            painter.setPen(self.colour)
            draw_fitted(painter, badge, Qt.AlignmentFlag.AlignCenter, self.text, font, badge.width() - 8)
            return
        painter.setPen(self.colour)
        if self.wrap:
            draw_wrapped(painter, r, self.align, self.text, font)
        else:
            draw_fitted(painter, r, self.align, self.text, font, r.width())


class PanelItem(BoxItem):
    """A modal card over the dimmed table: title, subtitle, body, buttons.

    The item covers the whole table (``set_rect`` with the scene's rect) and
    swallows clicks, so nothing below can be touched while it is open. The
    first button added is the accented default (Enter/Space press it).

    Sizes are in ``t`` (the table's text size ``font_px`` times the panel's
    ``factor``): the text-size setting, or less when the window has not the
    room for the whole panel at that size, but never less than 1.0x
    (``choose_factor``; what still does not fit at 1.0x is elided).
    """

    buttonClicked = Signal(int)  # index of the button

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.subtitle = ""
        self.font_px = 15.0
        self.factor = 1.0
        self.compact = False  # rows closer together (a small window at a large text size)
        self.buttons: list[ButtonItem] = []
        self.default_index = 0  # the button Enter presses (``set_default``)
        self._focus: int | None = None  # the button the keyboard is on (see move_focus)
        self.notes: list[str] = []  # small print above the buttons (a final panel's deal and key)
        self.max_button_rows = 1  # a panel with many buttons may put them on two rows rather than shrink
        self.setZValue(100)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    @property
    def t(self) -> float:
        """The text size the panel draws with, in pixels."""
        return self.font_px * self.factor

    def font(self, k: float = 1.0, bold: bool = False) -> QFont:
        return make_font(self.font_px * k, bold, factor=self.factor)

    def lay_out(self, area: Rect, font: float) -> None:
        """Cover ``area`` (the whole table) and draw at the table's text size ``font``."""
        self.font_px = font
        self.set_rect(QRectF(area.x, area.y, area.w, area.h))

    def add_button(self, text: str) -> ButtonItem:
        button = ButtonItem(text)
        button.setParentItem(self)
        button.set_enabled(True, accent=not self.buttons)
        index = len(self.buttons)
        button.clicked.connect(lambda i=index: self.buttonClicked.emit(i))
        self.buttons.append(button)
        return button

    def set_default(self, button: ButtonItem) -> None:
        """Make ``button`` the accented one that Enter and Space press (the first one unless told)."""
        for other in self.buttons:
            other.set_enabled(other.enabled, accent=other is button)
        self.default_index = self.buttons.index(button)

    def set_notes(self, notes: Sequence[str]) -> None:
        """Small print between the body and the buttons (e.g. the revealed match key)."""
        self.notes = list(notes)
        self.relayout()

    def notes_height(self) -> float:
        return self.t * 1.3 * len(self.notes) + (self.t * 0.5 if self.notes else 0.0)

    def press_default(self) -> None:
        if self.buttons:
            self.buttons[min(self.default_index, len(self.buttons) - 1)].clicked.emit()

    # ---------------------------------------------------------- the keyboard on the buttons
    def focused_button(self) -> ButtonItem | None:
        """The button Tab or the arrows moved to (None: none yet, Enter presses the default)."""
        return self.buttons[self._focus] if self._focus is not None and self._focus < len(self.buttons) else None

    def move_focus(self, step: int) -> str:
        """Tab / arrows: the next (``step`` 1) or previous (-1) visible button; returns its text.

        The first move starts from the default button (the one Enter presses),
        so Tab reaches every button in turn, the default last.
        """
        shown = [i for i, b in enumerate(self.buttons) if b.isVisible() and b.enabled]
        if not shown:
            return ""
        default = self._default_index()
        at = self._focus if self._focus in shown else (default if default in shown else shown[0])
        index = shown[(shown.index(at) + step) % len(shown)]
        self._focus = index
        for i, button in enumerate(self.buttons):
            button.ring = i == index
            button.update()
        return self.buttons[index].text

    def press_focused(self) -> None:
        """Enter / Space: the button the keyboard is on, else the default one."""
        button = self.focused_button()
        if button is not None and button.isVisible() and button.enabled:
            button.clicked.emit()
        else:
            self.press_default()

    def reset_focus(self) -> None:
        """Back to no button chosen (the panel opened again)."""
        self._focus = None
        for button in self.buttons:
            button.ring = False

    def _default_index(self) -> int:
        """The button ``press_default`` presses (``set_default``; the first unless told)."""
        return self.default_index

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # the panel is modal: clicks do not reach the table

    # ---------------------------------------------------------- geometry
    def body_height(self) -> float:
        """Height the body needs (subclasses override)."""
        return 0.0

    def card_width(self) -> float:
        return self.t * 46

    def body_fits(self, width: float) -> bool:
        """Whether the body's texts fit a card ``width`` wide (subclasses check theirs)."""
        return True

    def card_rect(self) -> QRectF:
        full = self._rect
        w = min(full.width() * 0.92, self.card_width())
        h = self.t * 9.5 + self.body_height() + self.notes_height() + self.more_rows_height()
        h = min(h, full.height() * 0.92)
        return QRectF(full.center().x() - w / 2, full.center().y() - h / 2, w, h)

    def _button_widths(self) -> list[float]:
        metrics = QFontMetricsF(self.font(bold=True))
        least, pad = (self.t * 6, self.t * 1.6) if self.compact else (self.t * 9, self.t * 2.5)
        return [max(least, metrics.horizontalAdvance(b.text) + pad) for b in self.buttons if b.isVisible()]

    def button_rows(self) -> list[list[int]]:
        """The visible buttons' places in one row, or in two when one row is too wide and two are allowed."""
        widths = self._button_widths()
        n = len(widths)
        width = min(self._rect.width() * 0.92, self.card_width())
        if self.max_button_rows < 2 or n < 2 or sum(widths) + (n + 1) * self.t <= width + 0.5:
            return [list(range(n))]
        half = (n + 1) // 2
        return [list(range(half)), list(range(half, n))]

    def more_rows_height(self) -> float:
        """What a second row of buttons adds to the card's height."""
        return (len(self.button_rows()) - 1) * self.t * 2.9

    def fits(self) -> bool:
        """Whether everything fits the window at the current ``factor``."""
        full = self._rect
        width = min(full.width() * 0.92, self.card_width())
        widths = self._button_widths()
        buttons = max(sum(widths[i] for i in row) + (len(row) + 1) * self.t for row in self.button_rows())
        title = QFontMetricsF(self.font(1.5, bold=True)).horizontalAdvance(self.title) + self.t * 2.4
        height = self.t * 9.5 + self.body_height() + self.notes_height() + self.more_rows_height()
        return (
            height <= full.height() * 0.92 + 0.5
            and buttons <= width + 0.5
            and title <= width + 0.5
            and self.body_fits(width - self.t * 2.4)
            and all(QFontMetricsF(self.font(0.85)).horizontalAdvance(n) <= width - self.t * 2.4 for n in self.notes)
        )

    def choose_factor(self) -> None:
        """The largest factor from the text size down to 1.0 at which the panel fits.

        At each factor the panel's rows are tried at their usual spacing,
        then closer together (``compact``), before the text gets smaller.
        """
        from muggins_desktop.ui.access.accessibility import text_scale

        factor = max(1.0, text_scale())
        while True:
            for compact in (False, True):
                self.factor, self.compact = factor, compact
                if self.fits():
                    return
            if factor <= 1.0:
                return  # nothing fits even at 1.0x: compact rows, the rest elided
            factor = max(1.0, round(factor - 0.05, 2))

    def set_rect(self, rect: QRectF) -> None:
        super().set_rect(rect)
        self.relayout()

    def relayout(self) -> None:
        """Choose the text factor for the current content and size, then place the buttons."""
        self.choose_factor()
        self.layout_buttons()
        self.update()

    def layout_buttons(self) -> None:
        card = self.card_rect()
        t = self.t
        bh = t * 2.4
        visible = [b for b in self.buttons if b.isVisible()]
        widths = self._button_widths()
        rows = self.button_rows()
        for r, row in enumerate(rows):
            total = sum(widths[i] for i in row) + (len(row) - 1) * t
            x = card.center().x() - total / 2
            y = card.bottom() - bh - t - (len(rows) - 1 - r) * t * 2.9
            for i in row:
                button = visible[i]
                button.font_px = self.font_px
                button.text_factor = self.factor
                button.set_rect(QRectF(x, y, widths[i], bh))
                x += widths[i] + t

    # ---------------------------------------------------------- painting
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self._rect, QColor(0, 0, 0, 110))
        card = self.card_rect()
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor("#17261d"))
        painter.drawRoundedRect(card, 14, 14)
        pad = self.t * 1.2
        y = card.y() + pad
        title_font = self.font(1.5, bold=True)
        painter.setFont(title_font)
        painter.setPen(GOLD)
        painter.drawText(
            QRectF(card.x() + pad, y, card.width() - 2 * pad, self.t * 2),
            Qt.AlignmentFlag.AlignCenter,
            elide(self.title, title_font, card.width() - 2 * pad),
        )
        y += self.t * 2.2
        if self.subtitle:
            font = self.font()
            painter.setFont(font)
            painter.setPen(TEXT)
            painter.drawText(
                QRectF(card.x() + pad, y, card.width() - 2 * pad, self.t * 1.6),
                Qt.AlignmentFlag.AlignCenter,
                elide(self.subtitle, font, card.width() - 2 * pad),
            )
            y += self.t * 1.8
        notes_h = self.notes_height() + self.more_rows_height()
        body = QRectF(card.x() + pad, y, card.width() - 2 * pad, card.bottom() - self.t * 3.6 - y - notes_h)
        self.paint_body(painter, body)
        if self.notes:
            font = self.font(0.85)
            painter.setFont(font)
            painter.setPen(MUTED)
            for i, note in enumerate(self.notes):
                line = QRectF(body.x(), body.bottom() + self.t * (0.5 + 1.3 * i), body.width(), self.t * 1.3)
                painter.drawText(line, Qt.AlignmentFlag.AlignCenter, elide(note, font, body.width()))

    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the panel's content inside ``rect`` (subclasses override)."""
