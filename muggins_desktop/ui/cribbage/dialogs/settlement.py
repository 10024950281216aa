"""The settlement of a Muggins count: declared vs true, breakdown, answers.

Gains read green and losses red (each at least 4.5:1 on the dialog), the
breakdown lines in darkened kind colours (at least 4.5:1 on the list). The
result, which never scrolls away, first says why the score moved as it did:
a claim that was wrong says so (a wrong overcount call changes nothing), a
miscount nobody claimed stands, and when a wrong muggins call lets an
overcount stand the counter's line gives the whole change of the count.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.scoring import ScoreItem
from muggins_desktop.ui.access.accessibility import scaled_px
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.dialogs.fit import DialogBody
from muggins_desktop.ui.cribbage.dialogs.parts import (
    DEFAULT_TEXT,
    KIND_COLOURS,
    TEXT_COLOURS,
    CardStrip,
    Retranslating,
    card_label,
    cards_text,
    change_colours,
    dialog_style,
    headline,
    name_cards,
)
from muggins_desktop.ui.text.i18n import engine_text
from muggins_desktop.ui.text.seat_names import is_you
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "SettlementDialog"  # the words' context is the dialog's, where their translations are


tr = Translator(CONTEXT)


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


class SettlementDialog(Retranslating):
    """The truth about a count: declared vs true, the breakdown, the answers.

    Gains read green and losses red (each at least 4.5:1 on the dialog), and
    a claim that was wrong says so.
    """

    def __init__(self, info: SettlementInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settlementDialog")
        self.setStyleSheet(dialog_style())
        self.setModal(True)
        self.info = info
        self.words = SettlementWords(info)
        self.wish_width = scaled_px(340)  # wider at a large text size (1.0x keeps its 460)
        outer = QVBoxLayout(self)
        self.scroller = DialogBody()  # at a large text size only this part scrolls
        outer.addWidget(self.scroller, 1)
        layout = self.scroller.body
        self.headline = headline("")
        layout.addWidget(self.headline)
        self.strip = CardStrip(info.cards, info.starter)
        layout.addWidget(self.strip, 0, Qt.AlignmentFlag.AlignHCenter)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.breakdown_label = QLabel()
        layout.addWidget(self.breakdown_label)
        self.breakdown = QListWidget()
        self.breakdown.setObjectName("breakdown")
        # The current line keeps dark text on its pale band (the style's
        # default highlighted text is white, unreadable on #ece4d2).
        palette = self.breakdown.palette()
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            palette.setColor(group, QPalette.ColorRole.HighlightedText, QColor(DEFAULT_TEXT))
        self.breakdown.setPalette(palette)
        self.breakdown.currentRowChanged.connect(self._highlight)
        self.breakdown.installEventFilter(self)  # Return on the list closes the dialog as well
        self.breakdown_label.setBuddy(self.breakdown)
        layout.addWidget(self.breakdown, 1)
        self.answers = QLabel()
        self.answers.setObjectName("answers")
        self.answers.setWordWrap(True)
        layout.addWidget(self.answers)
        # Named 'result' for the tables and tests; it hides QDialog.result().
        self.result: QLabel = QLabel()  # type: ignore[assignment]
        self.result.setObjectName("result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.setStyleSheet("font-weight: bold;")
        outer.addWidget(self.result)  # who gains and loses never scrolls away
        box = QDialogButtonBox()
        self.ok = box.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        outer.addWidget(box)
        self.resize(max(self.sizeHint().width(), 460), self.sizeHint().height())
        self.retranslate()
        if info.items:
            self.breakdown.setCurrentRow(0)
        self.breakdown.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.breakdown
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.ok.click()
            return True
        return super().eventFilter(watched, event)

    def item_text(self, item: ScoreItem) -> str:
        return item_text(item)

    def retranslate(self) -> None:
        info = self.info
        self.setWindowTitle(self.tr("Count settled"))
        if info.crib:
            self.headline.setText(self.tr("Crib (%1)").replace("%1", info.counter_name))
        else:
            self.headline.setText(self.tr("Hand (%1)").replace("%1", info.counter_name))
        self.strip.starter_caption = self.tr("Starter")
        name_cards(self, self.strip)
        if info.declared is None:
            self.summary.setText(self.tr("True count: %1").replace("%1", str(info.true)))
        else:
            self.summary.setText(
                self.tr("Declared: %1    True count: %2")
                .replace("%1", str(info.declared))
                .replace("%2", str(info.true))
            )
        self.breakdown_label.setText(self.tr("&How the count is made up:"))
        self.breakdown.setAccessibleName(self.tr("How the count is made up"))
        self._fill_breakdown()
        self.answers.setText("\n".join(self._answer_lines()))
        self.result.setText(self._result_html())
        self.result.setAccessibleName(self._result_plain())
        # What a screen reader says when the dialog opens: cards, counts, answers, result.
        self.setAccessibleDescription(
            " ".join(
                part
                for part in (
                    cards_text(info.cards, info.starter),
                    self.summary.text(),
                    self.answers.text(),
                    self._result_plain(),
                )
                if part
            ).replace("\n", " ")
        )
        self.ok.setText(self.tr("&Continue"))

    def _fill_breakdown(self) -> None:
        self.breakdown.clear()
        for item in self.info.items:
            entry = QListWidgetItem(self.item_text(item))
            entry.setForeground(QColor(TEXT_COLOURS.get(item.kind, DEFAULT_TEXT)))
            self.breakdown.addItem(entry)
        if not self.info.items:
            nothing = QListWidgetItem(self.tr("Nothing scores in this hand."))
            nothing.setForeground(QColor(DEFAULT_TEXT))
            self.breakdown.addItem(nothing)
        # Tall enough for every line (up to a dozen), no empty box below them.
        rows = min(12, max(1, self.breakdown.count()))
        row_h = max(16, self.breakdown.sizeHintForRow(0))
        self.breakdown.setFixedHeight(rows * row_h + 2 * self.breakdown.frameWidth() + 6)
        # Wide enough for the longest line (large text, long words), up to the screen's width.
        widest = max(self.breakdown.sizeHintForColumn(0), 0)
        bar = self.breakdown.verticalScrollBar().sizeHint().width() if self.breakdown.count() > rows else 0
        screen = self.screen().availableGeometry().width() if self.screen() is not None else 800
        self.breakdown.setMinimumWidth(min(widest + 2 * self.breakdown.frameWidth() + bar + 8, screen - 60))

    def _answer_lines(self) -> list[str]:
        return self.words.answer_lines()

    def _verdict(self) -> list[str]:
        return self.words.verdict()

    def _change_lines(self) -> list[tuple[str, bool]]:
        return self.words.change_lines()

    def _result_plain(self) -> str:
        return self.words.result_plain()

    def _result_html(self) -> str:
        if self.info.declared is None:
            return html.escape(self._result_plain())
        changes = self._change_lines()
        verdict = [html.escape(t) for t in self._verdict()]
        if not changes and not verdict:
            return html.escape(self._result_plain())
        gain_colour, loss_colour = change_colours()
        coloured = [
            f'<span style="color:{gain_colour if gain else loss_colour}">{html.escape(t)}</span>' for t, gain in changes
        ]
        return "<br>".join(verdict + coloured)

    def _highlight(self, row: int) -> None:
        if 0 <= row < len(self.info.items):
            item = self.info.items[row]
            self.strip.set_marks(item.cards, QColor(KIND_COLOURS.get(item.kind, "#333333")))
        else:
            self.strip.set_marks([], None)

    def breakdown_texts(self) -> list[str]:
        return [self.breakdown.item(i).text() for i in range(self.breakdown.count())]

    def change_colours(self) -> dict[str, str]:
        """Each change line with its colour (for tests and contrast checks)."""
        gain_colour, loss_colour = change_colours()
        return {t: gain_colour if gain else loss_colour for t, gain in self._change_lines()}


class SettlementWords:
    """The words of a settlement, for its dialog and for the table: the answers, why the
    score moved as it did (the verdict) and who gained or lost what."""

    def __init__(self, info: SettlementInfo) -> None:
        self.info = info

    def answer_lines(self) -> list[str]:
        """What each opponent answered (the verdict on a claim is in the result, which never scrolls away)."""
        info = self.info
        lines = []
        for name, answer, stated in info.answers:
            if answer == "muggins" and stated is not None:
                lines.append(tr("%1: Muggins, %2").replace("%1", name).replace("%2", str(stated)))
            else:
                lines.append(f"{name}: {engine_text(answer)}")
        if info.final:
            lines.append(tr("The count reached the target: no answers were asked."))
        elif info.declared is not None and not info.answers:
            lines.append(tr("Nobody answered."))
        return lines

    def claim(self) -> tuple[str, str, int | None] | None:
        """The answer that settled the count (the first claim), or None when everyone accepted."""
        return next((a for a in self.info.answers if a[1] in ("muggins", "overcount")), None)

    def false_muggins(self) -> bool:
        claim, info = self.claim(), self.info
        return claim is not None and claim[1] == "muggins" and info.declared is not None and info.true <= info.declared

    def verdict(self) -> list[str]:
        """Why the score moved as it did, in plain words: a wrong call, or a miscount nobody claimed."""
        info = self.info
        if info.declared is None or info.final:
            return []
        claim = self.claim()
        off = info.declared - info.true
        lines = []
        if claim is not None and claim[1] == "overcount" and off <= 0:
            lines.append(
                tr("You were wrong: the count was not too high, so nothing changes.")
                if is_you(claim[0])
                else tr("%1 was wrong: the count was not too high, so nothing changes.").replace("%1", claim[0])
            )
        elif off > 0 and (claim is None or claim[1] != "overcount"):
            if claim is None:
                text = tr("The count was %1 too high, but nobody called an overcount, so it stands; nothing changes.")
            else:
                text = tr("The count was %1 too high, but nobody called an overcount, so it stands.")
            lines.append(text.replace("%1", texts.points(off)))
        elif off < 0 and claim is None:
            lines.append(
                tr("The count was %1 short, but nobody called muggins, so it stands; nothing changes.").replace(
                    "%1", texts.points(-off)
                )
            )
        elif off == 0 and claim is None:
            lines.append(tr("The declared count stands; nothing changes."))
        if claim is not None and claim[1] == "muggins" and claim[2] is not None and off >= 0:
            wrong = (
                tr("You were wrong: no points were missed, so the %3 claimed go to %2.")
                if is_you(claim[0])
                else tr("%1 was wrong: no points were missed, so the %3 claimed go to %2.")
            )
            lines.append(
                wrong.replace("%1", claim[0]).replace("%2", info.counter_name).replace("%3", texts.points(claim[2]))
            )
        return lines

    def change_lines(self) -> list[tuple[str, bool]]:
        info = self.info
        whole = self.false_muggins()  # the counter gains on top of the declared points: say the whole change
        lines = []
        for name, delta in info.changes:
            if delta > 0 and whole and info.declared is not None:
                whole = False
                text = (
                    tr("%1: +%2 for the wrong call (%3 in all with the %4 declared)")
                    .replace("%1", name)
                    .replace("%2", texts.points(delta))
                    .replace("%3", str(info.declared + delta))
                    .replace("%4", str(info.declared))
                )
                lines.append((text, True))
            elif delta > 0:
                lines.append((tr("%1: +%2").replace("%1", name).replace("%2", texts.points(delta)), True))
            elif delta < 0:
                lines.append((tr("%1: \u2212%2").replace("%1", name).replace("%2", texts.points(-delta)), False))
        return lines

    def result_plain(self) -> str:
        if self.info.declared is None:
            return tr("Pegged automatically.")
        lines = self.verdict() + [t for t, _ in self.change_lines()]
        return "\n".join(lines) if lines else tr("The declared count stands; nothing changes.")

    def table_lines(self) -> list[str]:
        """The settlement as the table shows it beside the cards: the counts, the answers, the result."""
        info = self.info
        if info.declared is None:
            head = tr("True count: %1").replace("%1", str(info.true))
        else:
            head = tr("Declared: %1    True count: %2").replace("%1", str(info.declared)).replace("%2", str(info.true))
        return [
            head.replace("    ", " · "),
            *self.breakdown_lines(),
            *self.answer_lines(),
            *self.result_plain().split("\n"),
        ]

    def breakdown_lines(self) -> list[str]:
        """One line per scoring combination ("Fifteen: 5♥ J♠ — 2 points")."""
        return [item_text(item) for item in self.info.items] or [tr("Nothing scores in this hand.")]


def item_text(item: ScoreItem) -> str:
    """One combination of the breakdown: its kind, its cards, its points."""
    cards = " ".join(card_label(c) for c in item.cards)
    return f"{engine_text(item.kind)}: {cards} \u2014 {texts.points(item.points)}"
