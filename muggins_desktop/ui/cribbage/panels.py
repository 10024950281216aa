"""Composite panels on the felt: the show and the end of the match.

Each panel is one item that owns its cards, texts and buttons, lays them out
from its own rectangle and has one signal for its buttons, so the table
never juggles loose items and a string state.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.scoring import ScoreItem
from muggins_desktop.ui.cribbage.dialogs.counts import KIND_COLOURS
from muggins_desktop.ui.cribbage.items import GOLD, TEXT
from muggins_desktop.ui.cribbage.layout import CARD_RATIO, Box
from muggins_desktop.ui.cribbage.piles import RowPile
from muggins_desktop.ui.cribbage.texts import points
from muggins_desktop.ui.looks.painting import elide, make_font
from muggins_desktop.ui.table.items import BoxItem, ButtonItem, LabelItem, PanelItem
from muggins_desktop.ui.text.i18n import engine_text
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "CribbageTable"


tr = Translator(CONTEXT)


class ShowPanel(BoxItem):
    """The automatic show: a hand and the starter, each combination outlined in turn.

    ``play`` steps through the combinations (each stays ``step_ms``) and
    emits ``finished``; ``wait`` shows the "Next hand" button, whose click
    emits ``clicked``.
    """

    finished = Signal()
    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(40)  # above the hand and buttons of the next deal
        self.title = ""
        self.font_px = 14.0
        self.cards = RowPile(z=2, spacing=1.06, gap_before_last=0.35)
        self.cards.setParentItem(self)
        self.caption = LabelItem(bold=True)
        self.lines = LabelItem()
        self.lines.wrap = True
        self.lines.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        self.button = ButtonItem()
        self.button.clicked.connect(self.clicked)
        for item in (self.caption, self.lines, self.button):
            item.setParentItem(self)
        self.button.hide()
        self.whose = ""
        self.items: list[ScoreItem] = []  # the breakdown's items
        self.index = -1
        self.texts: list[str] = []
        self._anim: QVariantAnimation | None = None
        self._line = ""
        self._step_ms = 0
        # A settlement: it stays up after its step, until the next move. The
        # scene copies it from each state (``CribbageTableState.panel``); the
        # presenter's ``panel`` is the record, this only lets a reader see it.
        self.lasting = False
        self.hide()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
        painter.setBrush(QColor(10, 40, 26))
        painter.drawRoundedRect(r, 14, 14)
        if self.title:
            painter.setFont(make_font(self.font_px * 1.15, bold=True))
            painter.setPen(GOLD)
            painter.drawText(self.title_rect(), Qt.AlignmentFlag.AlignCenter, self.title)

    def title_rect(self) -> QRectF:
        """Where the title is drawn, in the panel's coordinates (the felt's notice keeps off it)."""
        r = self.rect().adjusted(1, 1, -1, -1)
        return QRectF(r.left(), r.top() + self.font_px * 0.3, r.width(), self.font_px * 1.8)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # the panel swallows clicks meant for the table below

    def lay_out(self, box: Box, font: float) -> None:
        self.font_px = font
        self.set_rect(QRectF(box.x, box.y, box.w, box.h))
        w, h = box.w, box.h
        cw = min((h * 0.45) / CARD_RATIO, w * 0.1)
        top = font * 2.6
        x0 = font * 1.5
        self.cards.lay_out(Box(x0, top, cw * 5.7, cw * CARD_RATIO), cw)
        self.caption.font_px = font * 1.05
        self.caption.set_rect(QRectF(x0, top + cw * CARD_RATIO + font * 0.4, cw * 5.7, font * 1.6))
        text_x = x0 + cw * 5.9
        self.lines.font_px = font * 0.9
        self.lines.set_rect(QRectF(text_x, top, w - text_x - font, h - top - font * 3.5))
        self._place_button()

    def _place_button(self) -> None:
        """Bottom right, as wide as its text needs at the text size ("Next hand")."""
        font, r = self.font_px, self.rect()
        self.button.font_px = font
        need = QFontMetricsF(make_font(font, bold=True)).horizontalAdvance(self.button.text) + font * 2
        bw = min(r.width() - font * 2, max(font * 10, need))
        bh = max(font * 2.2, QFontMetricsF(make_font(font, bold=True)).height() + font * 0.6)
        self.button.set_rect(QRectF(r.width() - bw - font, r.height() - bh - font * 0.8, bw, bh))

    def start(
        self,
        title: str,
        whose: str,
        cards: Sequence[Card],
        starter: Card,
        items: Sequence[ScoreItem],
        line: str,
        first: bool,
        step_ms: int,
    ) -> None:
        """Show one hand and outline its combinations one by one, then ``finished``."""
        self.title = title
        if first:
            self.texts = []
        self.whose, self.items, self.index = whose, list(items), -1
        self.cards.set_cards([*cards, starter])
        self.button.hide()
        self.show()
        self._stop()
        self._line, self._step_ms = line, step_ms
        if step_ms <= 0 or not self.items:
            self._end()
            return
        self._advance(0)

    def _advance(self, index: int) -> None:
        """Outline combination ``index`` for one step, then the next; ``_end`` after the last."""
        self._anim = None
        if index >= len(self.items):
            self._end()
            return
        self._highlight(index)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self._step_ms)
        anim.finished.connect(lambda: self._advance(index + 1))
        self._anim = anim
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _highlight(self, index: int) -> None:
        if index == self.index:
            return
        self.index = index
        current = self.items[index]
        colour = QColor(KIND_COLOURS.get(current.kind, "#ffd54a"))
        for item in self.cards.items:
            item.set_mark(colour if item.card in current.cards else None)
        so_far = sum(i.points for i in self.items[: index + 1])
        self.caption.set_text(f"{self.whose}: {engine_text(current.kind)} {current.points} \u2192 {so_far}")

    def _end(self) -> None:
        line = self._line
        self._anim = None
        self.index = len(self.items)
        for item in self.cards.items:
            item.set_mark(None)
        total = sum(i.points for i in self.items)
        self.caption.set_text(tr("%1: %2").replace("%1", self.whose).replace("%2", points(total)))
        self.texts.append(line)
        self.lines.set_text("\n".join(self.texts))
        self.finished.emit()

    def wait(self, text: str) -> None:
        """Offer the button (e.g. "Next hand"); its click emits ``clicked``."""
        self.button.set_text(text)
        self._place_button()
        self.button.set_enabled(True, accent=True)
        self.button.show()
        self.show()

    def waiting(self) -> bool:
        return self.isVisible() and self.button.isVisible()

    def _stop(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.finished.disconnect()
            anim.stop()

    def close(self) -> None:
        self._stop()
        self.lasting = False
        self.button.hide()
        self.cards.set_cards([])
        self.hide()


class FinalPanel(PanelItem):
    """The end of the match: the winner, the scores, where the points came
    from (a small table, one column per side) and the buttons.

    ``chosen`` carries "new" (a new game), "look" (hide the panel and look
    at the table), "rematch" (the same players and options, a new deal) or
    "review", or "again" (the same deals from the other seat);
    ``reviewRequested`` is emitted for the Review button (review the match
    just finished).
    """

    chosen = Signal(str)
    reviewRequested = Signal()
    CHOICES = ("new", "look", "rematch", "review", "again")  # in the order the buttons are added

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.header: list[str] = []  # "", then the side names
        self.rows: list[list[object]] = []  # a label, then one number per side
        self.new_button = self.add_button("")
        self.look_button = self.add_button("")
        self.rematch_button = self.add_button("")
        self.review_button = self.add_button("")
        self.again_button = self.add_button("")  # last: the other buttons keep their places
        self.again_button.hide()
        self.max_button_rows = 2  # four or five buttons: two rows at a large text size, not a smaller text
        self.buttonClicked.connect(
            lambda index: self.chosen.emit(self.CHOICES[index] if index < len(self.CHOICES) else "")
        )
        self.buttonClicked.connect(lambda index: self.reviewRequested.emit() if index == 3 else None)
        self.hide()

    def set_summary(self, header: Sequence[str], rows: Sequence[Sequence[object]], rematch_text: str) -> None:
        """The per-side summary under the scores, and the Rematch button's text."""
        self.header = list(header)
        self.rows = [list(r) for r in rows]
        self.rematch_button.set_text(rematch_text)
        self.relayout()

    def set_again(self, text: str) -> None:
        """The "same deals, other seat" button's text (empty: no such button)."""
        self.again_button.set_text(text)
        self.again_button.setVisible(bool(text))
        self.relayout()

    def set_result(
        self, title: str, lines: Sequence[str], new_text: str, look_text: str, review_text: str = ""
    ) -> None:
        self.title = title
        self.lines = list(lines)
        self.new_button.set_text(new_text)
        self.look_button.set_text(look_text)
        self.review_button.set_text(review_text)
        self.review_button.setVisible(bool(review_text))
        self.set_default(self.review_button if review_text else self.rematch_button)
        self.reset_focus()
        self.relayout()
        self.show()

    @property
    def default_choice(self) -> str:
        """What Enter chooses: Review, else Rematch (never a new game: issue 24)."""
        return "review" if self.review_button.isVisible() else "rematch"

    def body_height(self) -> float:
        table = self._line() * (len(self.rows) + 1) + self.t if self.rows else 0.0
        return self._line() * len(self.lines) + table

    def _line(self) -> float:
        return self.t * (1.25 if self.compact else 1.5)

    def body_fits(self, width: float) -> bool:
        return self._content_width() <= self._rect.width() * 0.92 + 0.5

    def card_width(self) -> float:
        """Wide enough for the title, the summary table and, where the window allows, one row of buttons."""
        buttons = sum(self._button_widths()) + self.t * (len(self.buttons) + 2)
        return max(self._content_width(), buttons)

    def _content_width(self) -> float:
        """The title and the summary table; the buttons may take two rows instead (``max_button_rows``)."""
        f = self.t
        title = QFontMetricsF(self.font(1.5, bold=True)).horizontalAdvance(self.title) + f * 3
        plain, head = QFontMetricsF(self.font()), QFontMetricsF(self.font(0.9, bold=True))
        first = max([plain.horizontalAdvance(str(r[0])) for r in self.rows] + [0.0]) + f
        cells = max([head.horizontalAdvance(h) for h in self.header[1:]] + [f * 3]) + f
        table = (first + cells * max(1, len(self.header) - 1)) / 0.98 + f * 2.4
        return max(self.font_px * 30, title, table)  # (a card no narrower than at 1x; the text decides beyond)

    def paint_body(self, painter: QPainter, rect: QRectF) -> None:
        painter.setFont(self.font())
        painter.setPen(TEXT)
        text_h = self._line() * len(self.lines)
        painter.drawText(
            QRectF(rect.x(), rect.y(), rect.width(), text_h),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
            "\n".join(self.lines),
        )
        if self.rows:
            self._paint_table(
                painter, QRectF(rect.x(), rect.y() + text_h + self.t * 0.5, rect.width(), rect.height() - text_h)
            )

    def _paint_table(self, painter: QPainter, rect: QRectF) -> None:
        line = self._line()
        columns = max(2, len(self.header))
        plain = QFontMetricsF(self.font())
        first = min(rect.width() * 0.45, max([plain.horizontalAdvance(str(r[0])) for r in self.rows] + [0.0]) + self.t)
        rest = (rect.width() - first) / (columns - 1)
        for r, row in enumerate([list[object](self.header)] + self.rows):
            y = rect.y() + r * line
            painter.setFont(self.font(0.9 if r == 0 else 1.0, bold=r == 0))
            painter.setPen(GOLD if r == 0 else TEXT)
            for c, cell in enumerate(row):
                x = rect.x() + (0 if c == 0 else first + (c - 1) * rest)
                w = first if c == 0 else rest
                align = Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignRight
                painter.drawText(
                    QRectF(x, y, w, line).adjusted(2, 0, -4, 0),
                    int(align | Qt.AlignmentFlag.AlignVCenter),
                    elide(str(cell), painter.font(), w - 6),
                )
