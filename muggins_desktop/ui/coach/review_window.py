"""The post-match review window: step through every decision, see what it cost.

Entry points for the menus and the match-end panel:
``ReviewWindow.from_path(path, seat)`` (a saved game or an exported record;
raises ``RecordError`` with a sentence for a file that is not a match) and
``ReviewWindow.from_events(events, seat, names)`` (the match just played).
Call ``show()``; the analysis (``coach.review.review_record``, the same as
the ``review`` command) runs on a worker thread and ``ready`` fires when it
is in.

The left side shows the painted table as the reviewed seat saw it before
each decision (``review_table.ReviewTable``: the game's own felt, read-only,
drawn from the seat's view, so hidden cards stay face down or hidden; the
same position in words is the table's accessible description), the right side
who decided what and, for the seat's own decisions, the best option, what
the hard computer player would have done, the expected points lost and
every option with its numbers. Left/Right step, Home/End jump, Page Down /
Page Up go to the next / previous flagged decision; the slider moves too.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.coach.review import Decision, Review, review_record
from muggins_desktop.engine.base import Event
from muggins_desktop.storage.records import check_start, read_match_file
from muggins_desktop.ui.coach import option_tree, review_texts, words
from muggins_desktop.ui.coach.review_table import ReviewTable
from muggins_desktop.ui.coach.worker import Background
from muggins_desktop.ui.dialogs.actions import side_window_keys


class ReviewWindow(QWidget):
    """Steps through a match's decisions with the analysis for one seat."""

    ready = Signal(object)  # the coach.review.Review
    moved = Signal(int)  # the decision shown

    def __init__(
        self, events: Sequence[Event], seat: int, names: Sequence[str] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("reviewWindow")
        self.setWindowTitle(self.tr("Review"))
        self.events = list(events)
        self.seat = seat
        self.names = list(names) if names else None
        self.review: Review | None = None
        self.index = 0
        self._build()
        side_window_keys(self, parent.window() if parent is not None else None)
        self.worker = Background(self)
        self.worker.finished.connect(self._ready)
        self.worker.failed.connect(self._failed)
        self.analyse(seat)

    # ------------------------------------------------------------ entry points
    @classmethod
    def from_path(cls, path: str | Path, seat: int, parent: QWidget | None = None) -> ReviewWindow:
        """A review of a saved game or exported record (``RecordError`` if it is neither)."""
        events, names = read_match_file(path)  # read once through the storage door, checked in full
        return cls(events, seat, names if names and all(names) else None, parent)

    @classmethod
    def from_events(
        cls, events: Sequence[Event], seat: int, names: Sequence[str] | None = None, parent: QWidget | None = None
    ) -> ReviewWindow:
        return cls(events, seat, names, parent)

    def analyse(self, seat: int) -> None:
        """(Re)compute the analysis for ``seat`` off the GUI thread."""
        self.seat = seat
        self.review = None
        self.summary.setText(self.tr("Analysing the match\u2026"))
        self.slider.setEnabled(False)
        events = self.events
        self.worker.run(lambda: review_record(events, seat, with_hard=True, keep_views=True))

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        self.seat_box = QComboBox(self)
        self.seat_box.setObjectName("reviewSeat")
        players = check_start(self.events).players if self.events else 2  # 2 to 4, or RecordError
        for s in range(players):
            self.seat_box.addItem(words.seat_name(s, self.names), s)
        self.seat_box.setCurrentIndex(self.seat)
        self.seat_box.activated.connect(lambda i: self.analyse(int(self.seat_box.itemData(i))))
        self.summary = QLabel(self)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # names and events come from files
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        game = str(self.events[0].get("game", "cribbage")) if self.events else "cribbage"
        self.table = ReviewTable.for_game(game, self.seat, self.seat_names(players), self)
        self.analysis = QLabel(self)
        self.analysis.setObjectName("reviewAnalysis")
        self.analysis.setWordWrap(True)
        self.analysis.setTextFormat(Qt.TextFormat.PlainText)
        self.options = QTreeWidget(self)
        self.options.setObjectName("reviewOptions")
        option_tree.set_up(self.options)
        self.options.setAccessibleName(self.tr("The choices at this decision"))
        right = QWidget(self)
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.analysis)
        rl.addWidget(self.options, 1)
        rl.addStretch(0)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.table)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        right.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 16)
        self.split = split
        self._split_by_hand = False  # once the person drags the divider, resizing keeps their split
        split.splitterMoved.connect(lambda *_: setattr(self, "_split_by_hand", True))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("reviewSlider")
        self.slider.setAccessibleName(self.tr("Move in the match"))  # Orca said "slider 0"
        self.slider.valueChanged.connect(self.go_to)
        self.step_label = QLabel(self)
        self.step_label.setTextFormat(Qt.TextFormat.PlainText)
        self.prev_button = QPushButton(self.tr("Previous"), self)
        self.next_button = QPushButton(self.tr("Next"), self)
        self.flag_button = QPushButton(self.tr("Next marked"), self)
        self.prev_button.clicked.connect(lambda: self.go_to(self.index - 1))
        self.next_button.clicked.connect(lambda: self.go_to(self.index + 1))
        self.flag_button.clicked.connect(lambda: self.next_flagged(+1))
        for b in (self.prev_button, self.next_button, self.flag_button, self.seat_box, self.slider):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys belong to the window
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Seat:"), self))
        top.addWidget(self.seat_box)
        top.addWidget(self.summary, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.prev_button)
        bottom.addWidget(self.slider, 1)
        bottom.addWidget(self.next_button)
        bottom.addWidget(self.flag_button)
        bottom.addWidget(self.step_label)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.resize(1100, 680)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._split_by_hand:
            self.fit_split()

    def fit_split(self) -> None:
        """Most of the width for the felt; the decisions get some two fifths, within readable limits."""
        width = self.split.width()
        em = self.fontMetrics().horizontalAdvance("M")
        right = int(min(max(width * 0.38, em * 16), em * 55))
        self.split.blockSignals(True)
        self.split.setSizes([max(1, width - right), right])
        self.split.blockSignals(False)

    def seat_names(self, players: int) -> list[str]:
        return [words.seat_name(s, self.names) for s in range(players)]

    # ------------------------------------------------------------ results
    def _ready(self, review: Review) -> None:
        self.review = review
        self.summary.setText(self.summary_text(review))
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(review.steps) - 1))
        self.slider.blockSignals(False)
        self.slider.setEnabled(bool(review.steps))
        self.index = -1
        self.go_to(0)
        self.ready.emit(review)

    def _failed(self, _message: str) -> None:
        # The engine's English reason stays out of the window (issue 26): one translated sentence.
        self.summary.setText(self.tr("This match cannot be reviewed: its moves do not replay by the rules."))

    def summary_text(self, review: Review) -> str:
        return review_texts.summary(review)

    # ------------------------------------------------------------ stepping
    def go_to(self, index: int) -> None:
        if self.review is None or not self.review.steps:
            return
        index = max(0, min(index, len(self.review.steps) - 1))
        if index == self.index:
            return
        self.index = index
        if self.slider.value() != index:
            self.slider.blockSignals(True)
            self.slider.setValue(index)
            self.slider.blockSignals(False)
        d = self.review.steps[index]
        self.step_label.setText(review_texts.step_label(self.review, index))
        self.table.set_seat(self.seat)
        self.table.show_view(d.view)
        self.table.setAccessibleDescription(self.position_text())
        self.analysis.setText(self.decision_text(d))
        self._fill_options(d)
        self.moved.emit(index)

    def position_text(self) -> str:
        """The shown position in words (the painted table's accessible description)."""
        if self.review is None or not self.review.steps:
            return ""
        return words.position_text(self.review.steps[self.index].view, self.seat, self.names)

    def next_flagged(self, direction: int) -> None:
        if self.review is None:
            return
        steps = self.review.steps
        i = self.index + direction
        while 0 <= i < len(steps):
            if steps[i].flagged:
                self.go_to(i)
                return
            i += direction

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves: dict[int, int] = {
            Qt.Key.Key_Left: self.index - 1,
            Qt.Key.Key_Right: self.index + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: 1 << 30,
        }
        if key in moves:
            self.go_to(moves[key])
        elif key == Qt.Key.Key_PageDown:
            self.next_flagged(+1)
        elif key == Qt.Key.Key_PageUp:
            self.next_flagged(-1)
        else:
            super().keyPressEvent(event)

    def decision_text(self, d: Decision) -> str:
        return review_texts.decision(d, self.names)

    def _fill_options(self, d: Decision) -> None:
        hint = d.hint
        self.options.setVisible(hint is not None)  # no empty table beside a count or a forced move
        if hint is None:
            self.options.clear()
            self.options.setColumnCount(0)
            return
        option_tree.fill(self.options, hint, len(hint.options), lambda _i, option: option.action == d.action)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.worker.cancel()
        self.worker.wait(10000)
        super().closeEvent(event)
