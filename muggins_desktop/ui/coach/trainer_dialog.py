"""Game → Practice counting: count a hand against the clock, see the true breakdown.

Entry point: ``TrainerDialog(parent).open()`` (never ``exec()``). A stream of
random hands with a starter (now and then a crib, where a flush needs all
five cards) comes from ``coach.trainer``; the player types the count and
presses Enter; the true count is shown item by item, with the kind of
mistake named (a missed fifteen, pair, run, flush or nobs, or an overcount);
Enter again deals the next hand.

Statistics: accuracy, speed and mistakes by kind are kept in their own small
file, ``trainer.json`` in the user data folder (``storage.trainer_stats.save_stats``,
an atomic write through ``muggins_desktop.storage``); the main statistics
file is not touched. ``stats_path`` points it elsewhere (tests).
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QIntValidator
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.coach import trainer
from muggins_desktop.engine.cribbage.scoring import FIFTEEN, FLUSH, NOBS, PAIR, RUN
from muggins_desktop.storage import trainer_stats
from muggins_desktop.ui.coach import words
from muggins_desktop.ui.cribbage.dialogs.fit import DialogBody, fit_to_room
from muggins_desktop.ui.cribbage.dialogs.parts import CardStrip, Retranslating, cards_text, dialog_style, headline

# Room the window frame's icon and buttons take beside the title (title bars differ; this is generous).
TITLE_FRAME_PX = 180


class TrainerDialog(Retranslating):
    """The counting trainer; ``answered`` carries each ``trainer.Verdict``.

    The cards are painted as in the Muggins count dialogs (``CardStrip``:
    the hand, then the starter a little apart), and the dialog grows to hold
    the breakdown after an answer (``fit_to_room``), within the screen and
    its window: only its body scrolls when that is not enough.
    """

    answered = Signal(object)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        seed: int | None = None,
        stats_path: Path | None = None,
        save: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("trainerDialog")
        self.setStyleSheet(dialog_style())
        self.rng = random.Random(seed)
        self.stats_path = stats_path
        self.save = save
        self.stats = trainer_stats.load_stats(stats_path) if save else trainer.TrainerStats()
        self.exercise: trainer.Exercise | None = None
        self.verdict: trainer.Verdict | None = None
        self.clock = QElapsedTimer()
        self.ticker = QTimer(self)
        self.ticker.setInterval(100)
        self.ticker.timeout.connect(self._tick)
        self._build()
        self.retranslate()
        self.next_hand()

    def _build(self) -> None:
        self.kind_label = headline("")
        self.kind_label.setObjectName("trainerKind")
        self.strip = CardStrip([], None, self, card_width=72.0)
        self.strip.setObjectName("trainerCards")
        self.answer = QLineEdit(self)
        self.answer.setObjectName("trainerAnswer")
        self.answer.setValidator(QIntValidator(0, 29, self))
        self.answer.returnPressed.connect(self._enter)
        self.timer_label = QLabel(self)
        self.timer_label.setObjectName("trainerTimer")
        self.result_label = QLabel(self)
        self.result_label.setObjectName("trainerResult")
        self.result_label.setWordWrap(True)
        self.breakdown_label = QLabel(self)
        self.breakdown_label.setObjectName("trainerBreakdown")
        self.breakdown_label.setWordWrap(True)
        self.stats_label = QLabel(self)
        self.stats_label.setObjectName("trainerStats")
        self.stats_label.setWordWrap(True)
        self.answer_caption = QLabel(self)
        self.answer_caption.setBuddy(self.answer)
        self.time_caption = QLabel(self)
        form = QFormLayout()
        form.addRow(self.answer_caption, self.answer)
        form.addRow(self.time_caption, self.timer_label)
        self.next_button = QPushButton(self)
        self.next_button.setAutoDefault(False)
        self.next_button.clicked.connect(self.next_hand)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setAutoDefault(False)
        self.body = DialogBody()  # only this part scrolls when the screen is too small
        body = self.body.body
        body.addWidget(self.kind_label)
        body.addWidget(self.strip, 0, Qt.AlignmentFlag.AlignHCenter)
        body.addLayout(form)
        body.addWidget(self.result_label)
        body.addWidget(self.breakdown_label)
        body.addWidget(self.stats_label)
        body.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body, 1)
        layout.addWidget(buttons)

    def retranslate(self) -> None:
        """Every text of the dialog in the current language (also after a language switch)."""
        self.setWindowTitle(self.tr("Practice counting"))
        self.answer.setPlaceholderText(self.tr("Type the count and press Enter"))
        self.answer_caption.setText(self.tr("Your count:"))
        self.time_caption.setText(self.tr("Time:"))
        self.next_button.setText(self.tr("Next hand"))
        self.strip.starter_caption = self.tr("Starter")
        self.strip.update()
        self._show_exercise()
        if self.verdict is not None and self.exercise is not None:
            self.result_label.setText(self.result_text(self.verdict))
            self.breakdown_label.setText(self.breakdown_text(self.exercise))
        self._show_stats()
        self.wish_width = self.title_width()

    def title_width(self) -> int:
        """Wide enough that the title bar shows the whole title ("Practice counting — Muggins")."""
        font = QFont(QApplication.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        name = QApplication.applicationDisplayName()
        title = self.windowTitle() + (f" \u2014 {name}" if name else "")
        return QFontMetrics(font).horizontalAdvance(title) + TITLE_FRAME_PX

    def _show_exercise(self) -> None:
        ex = self.exercise
        if ex is None:
            return
        self.kind_label.setText(
            self.tr("Count this crib (a flush needs all five cards).") if ex.crib else self.tr("Count this hand.")
        )
        self.strip.cards, self.strip.starter = list(ex.hand), ex.starter
        text = cards_text(ex.hand, ex.starter)
        self.strip.setAccessibleName(text)
        self.strip.setAccessibleDescription(text)
        self.strip.updateGeometry()
        self.strip.update()

    def grow(self) -> None:
        """Fit the dialog to what it shows now (after an answer it holds the breakdown)."""
        if not self.isVisible():
            return  # showing fits it (Retranslating.showEvent)
        inner = self.body.body  # the scrolled part has its own layout: bring it up to date first
        inner.invalidate()
        inner.activate()
        self.body.updateGeometry()
        fit_to_room(self, max(int(self.wish_width), self.width()))

    # ------------------------------------------------------------ flow
    def next_hand(self) -> None:
        """Deal the next hand and start the clock."""
        self.exercise = trainer.new_exercise(self.rng)
        self.verdict = None
        self._show_exercise()
        self.answer.setReadOnly(False)
        self.answer.clear()
        self.answer.setFocus()
        for label in (self.result_label, self.breakdown_label):
            label.clear()
            label.hide()  # no empty lines between the count and the statistics
        self.clock.start()
        self.ticker.start()
        self._tick()
        self.grow()

    def submit(self, text: str | None = None) -> trainer.Verdict | None:
        """Mark the typed count (or ``text``); None when nothing valid was typed."""
        raw = (self.answer.text() if text is None else text).strip()
        if self.exercise is None or self.verdict is not None or not raw.isdigit():
            return None
        seconds = self.clock.elapsed() / 1000.0
        self.ticker.stop()
        verdict = trainer.mark(self.exercise, int(raw), seconds)
        self.verdict = verdict
        self.stats.add(verdict)
        if self.save:
            try:
                trainer_stats.save_stats(self.stats, self.stats_path)
            except OSError:
                pass  # practice goes on; the figures are simply not kept this time
        self.answer.setReadOnly(True)
        self.result_label.setText(self.result_text(verdict))
        self.breakdown_label.setText(self.breakdown_text(self.exercise))
        self.result_label.show()
        self.breakdown_label.show()
        self._show_stats()
        self.grow()
        self.answered.emit(verdict)
        return verdict

    def _enter(self) -> None:
        if self.verdict is None:
            self.submit()
        else:
            self.next_hand()

    def _tick(self) -> None:
        self.timer_label.setText(self.tr("%1 s").replace("%1", f"{self.clock.elapsed() / 1000.0:.1f}"))

    # ------------------------------------------------------------ texts
    def result_text(self, v: trainer.Verdict) -> str:
        head = (
            (self.tr("Right: %1 in %2 s.") if v.correct else self.tr("The count is %1 (%2 s)."))
            .replace("%1", str(v.true))
            .replace("%2", f"{v.seconds:.1f}")
        )
        if v.correct:
            return head
        if v.crib_flush:
            return head + " " + self.tr("In a crib a flush needs the starter too.")
        if v.overcount:
            return head + " " + words.overcount_text(v.answer - v.true)
        missed = ", ".join(self.kind_name(k) for k in v.missed)
        return head + " " + words.missed_text(v.true - v.answer, missed)

    def kind_name(self, kind: str) -> str:
        return {
            "fifteens": self.tr("a fifteen"),
            "pairs": self.tr("a pair"),
            "runs": self.tr("a run"),
            "flush": self.tr("the flush"),
            "nobs": self.tr("nobs"),
        }.get(kind, kind)

    def breakdown_text(self, ex: trainer.Exercise) -> str:
        names = {
            FIFTEEN: self.tr("Fifteen"),
            PAIR: self.tr("Pair"),
            RUN: self.tr("Run"),
            FLUSH: self.tr("Flush"),
            NOBS: self.tr("Nobs"),
        }
        lines = [
            self.tr("%1: %2 for %3")
            .replace("%1", names.get(i.kind, i.kind))
            .replace("%2", words.cards_text(i.cards))
            .replace("%3", str(i.points))
            for i in ex.breakdown.items
        ]
        return "\n".join(lines) if lines else self.tr("Nothing scores: nineteen, as players say.")

    def _show_stats(self) -> None:
        s = self.stats
        if not s.answers:
            self.stats_label.setText(self.tr("No answers yet."))
            return
        parts = [
            self.tr("%1 of %2 right (%3%), %4 s on average.")
            .replace("%1", str(s.correct))
            .replace("%2", str(s.answers))
            .replace("%3", f"{100 * s.accuracy:.0f}")
            .replace("%4", f"{s.mean_seconds:.1f}")
        ]
        missed = [
            self.tr("%1 missed %2 of %3 (%4 s)")
            .replace("%1", self.kind_name(k))
            .replace("%2", str(s.missed.get(k, 0)))
            .replace("%3", str(s.seen.get(k, 0)))
            .replace("%4", f"{s.kind_mean_seconds(k):.1f}")
            for k in trainer.KINDS
            if s.seen.get(k, 0)
        ]
        if missed:
            parts.append("; ".join(missed) + ".")
        if s.overcounts:
            parts.append(self.tr("Overcounts: %1.").replace("%1", str(s.overcounts)))
        self.stats_label.setText(" ".join(parts))

    def done(self, result: int) -> None:
        self.ticker.stop()
        super().done(result)
