"""The tables as a screen reader reads them: a mirror of named facts, and announcements.

Items of a ``QGraphicsScene`` are not in Qt's accessibility tree, so each
felt view gets a :class:`TableMirror`: a 1-pixel widget inside the viewport
whose children are text-less ``QLabel`` s, one per fact, each with an
accessible name ("Your tile 3-5, playable, selected", "Open ends: 3 + 5 = 8",
"Boneyard: 7 tiles", "Ann: 45 points, 4 tiles left"). Nothing is painted;
the labels exist for the accessibility tree only.

Both games feed it the same way: the presenter's ``rendered(state)`` is
turned into a ``TableReading`` by the table (``Table.reading``), whose facts
fill the mirror; its cursor is spoken when it moves and a waiting summary
when it appears. :class:`TableVoice` also speaks turn changes, the table's
notices, the log's new sentences (``MatchLogModel.written``: what the log
wrote is what is said, never a second description of the events), and the
whole table on Ctrl+R, all through ``TableVoice.say`` (the ``announced``
signal at once; the screen reader gathered, see ``flush``).
``attach_table_a11y(table, controller, log, sheet, action)`` wires one match
(docs/ACCESSIBILITY.md: what Orca hears).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QMenu, QWidget

from muggins_desktop.engine.base import Outcome
from muggins_desktop.ui.access import accessibility
from muggins_desktop.ui.access.spoken import spoken
from muggins_desktop.ui.sheet.log_model import LogLine, MatchLogModel
from muggins_desktop.ui.table.links import Links
from muggins_desktop.ui.table.protocol import Facts, Table
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from muggins_desktop.ui.match.controller import GameController, View
    from muggins_desktop.ui.sheet.score_sheet import ScoreSheet

__all__ = ["TableMirror", "TableVoice", "attach_table_a11y", "make_read_action", "spoken"]

CONTEXT = "TableReader"
# Sentences said within GATHER_MS of each other reach the screen reader as one
# (never held longer than MAX_GATHER_MS after the first).
GATHER_MS = 400
MAX_GATHER_MS = 1000
ONCE_S = 3.0  # a sentence told again within this time is left out
HOLD_MAX_MS = 3000  # the person's own move waits at most this long for the reply it goes out with
MISSED_MAX = 12  # messages kept for the table's next focus while it was away (the oldest go first)


tr = Translator(CONTEXT)


class TableMirror(QWidget):
    """Named, text-less labels on a felt view: the table for a screen reader."""

    def __init__(self, felt: Table) -> None:
        super().__init__(felt.viewport())
        self.setObjectName("tableMirror")
        self.setGeometry(0, 0, 1, 1)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._labels: list[QLabel] = []
        self.facts: Facts = []
        self.retranslate(felt)
        self.show()

    def retranslate(self, felt: Table) -> None:
        felt.setAccessibleName(felt.reader_title())
        felt.setAccessibleDescription(tr("Press Ctrl+R to hear the table, F1 or ? for the keys."))
        felt.viewport().setAccessibleName(tr("Felt"))
        self.setAccessibleName(tr("What is on the table"))

    def set_facts(self, facts: Facts) -> None:
        """Show ``facts`` (reusing labels; surplus labels are hidden)."""
        if facts == self.facts:
            return
        self.facts = list(facts)
        while len(self._labels) < len(facts):
            label = QLabel(self)
            label.setGeometry(0, 0, 1, 1)
            self._labels.append(label)
        for i, label in enumerate(self._labels):
            if i < len(facts):
                key, text = facts[i]
                label.setObjectName(key)
                label.setAccessibleName(text)
                label.show()
            else:
                label.hide()

    def summary(self) -> str:
        """The facts as one paragraph (the "read the table" key)."""
        return " ".join(text if text.endswith(".") else text + "." for _key, text in self.facts)


# ------------------------------------------------------------------ speaking
class TableVoice(QObject):
    """Announcements for one table and the "read the table" key."""

    announced = Signal(str)

    def __init__(
        self,
        table: Table,
        controller: GameController,
        log: MatchLogModel,
        sheet: ScoreSheet,
        read_action: QAction | None = None,
    ) -> None:
        super().__init__(table)
        self.table, self.controller, self.sheet = table, controller, sheet
        self.mirror = TableMirror(table)
        self._cursor = ""  # what the keyboard cursor was last said to be on
        self._summary = ""  # the waiting summary last read
        self._hand_size = 0  # how many cards or tiles the hand held at the last picture
        self._held: LogLine | None = None  # an opponent's run of draws, told once it ends
        self._pending: list[str] = []  # said, not yet sent to the screen reader
        self._recent: list[tuple[float, str]] = []  # (when, what) told lately, told once only
        self._missed: list[str] = []  # sent while the focus was away from the table
        self._focus_read = (0.0, "")  # when the focus last read the table, and what
        self._first_at = 0.0
        self._waits_for_reply = False  # the person's own move is held for the next move's sentence
        self._gather = QTimer(self)
        self._gather.setSingleShot(True)
        self._gather.timeout.connect(self.flush)
        self._links = Links()
        links = self._links
        links.connect(table.presenter.rendered, self._rendered)
        links.connect(table.noticeShown, self.say)
        links.connect(table.spoken, lambda text: self.say(text, again=True))
        links.connect(log.written, self._written)
        links.connect(controller.feed.shown, self._sheet_later)
        links.connect(controller.humanTurn, self._human_turn)
        links.connect(controller.matchEnded, self._match_ended)
        if read_action is not None:
            links.connect(read_action.triggered, self.read_table)
        table.installEventFilter(self)
        table.viewport().installEventFilter(self)
        self.destroyed.connect(links.clear)

    def say(self, text: str, again: bool = False, hold_ms: int = 0) -> None:
        """Tell ``text``: at once to ``announced`` and the history; to the screen reader
        with whatever else is said within ``GATHER_MS`` (see :meth:`flush`).

        A sentence told in the last ``ONCE_S`` seconds is not told again (the felt's
        "You say go." and the log's line of the same go): it is left out of ``text``,
        unless ``again`` (the keyboard cursor may come back to the same card).
        ``hold_ms`` (the person's own move) keeps the gathering open that long for the
        next sentence, so the computer's reply does not cut the move off in Orca."""
        if not text:
            return
        text = spoken(text)
        if not again:
            text = self._not_said_yet(text)
            if not text:
                return
        accessibility.history.append(text)
        if text not in self._pending:
            self._pending.append(text)
        if hold_ms > 0 or self._waits_for_reply:  # a held move, or what it waited for
            self._waits_for_reply = hold_ms > 0
            self._first_at = time.monotonic()
            self._gather.start(min(hold_ms, HOLD_MAX_MS) if hold_ms > 0 else GATHER_MS)
        else:
            if not self._gather.isActive() or len(self._pending) == 1:
                self._first_at = time.monotonic()
            if time.monotonic() - self._first_at < MAX_GATHER_MS / 1000:
                self._gather.start(GATHER_MS)  # wait for what follows (restarted by each sentence)
        self.announced.emit(text)

    def _not_said_yet(self, text: str) -> str:
        now = time.monotonic()
        self._recent = [(at, said) for at, said in self._recent if now - at < ONCE_S]
        for _at, said in self._recent:
            if said in text:
                text = " ".join(text.replace(said, " ").split())
        if text:
            self._recent.append((now, text))
        return text

    def flush(self) -> str:
        """Speak the gathered sentences as one (Orca interrupts a message with the next:
        a computer's move 0.3 s before "Ann: your turn" was cut off). Sentences the
        focus has just read (see _focus_description) are left out. Returns what was spoken."""
        self._gather.stop()
        self._waits_for_reply = False
        at, read = self._focus_read
        fresh = [t for t in self._pending if time.monotonic() - at > 2 or t not in read]
        text, self._pending = " ".join(fresh), []
        if text:
            accessibility.announce(self.table, text, record=False)
            focus = QApplication.focusWidget()
            if focus is None or not (focus is self.table or self.table.isAncestorOf(focus)):
                self._keep_missed(text)
        return text

    def _keep_missed(self, text: str) -> None:
        """Keep ``text`` for the table's next focus: a dialog's answer and the settlement it led to
        come in several messages, and every one of them must be heard, in order and once."""
        if text not in self._missed:
            self._missed = [*self._missed, text][-MISSED_MAX:]

    # ------------------------------------------------------------ what the table shows
    def update_mirror(self) -> None:
        """The mirror from the state the table shows now."""
        state = self.table.presenter.state
        if state is not None:
            self.mirror.set_facts(self.table.reading(state).facts)

    def _rendered(self, state: object) -> None:
        reading = self.table.reading(state)
        self.mirror.set_facts(reading.facts)
        if reading.summary != self._summary:  # a summary has opened: read it (the mirror shows it first)
            self._summary = reading.summary
            self.say(reading.summary)
        held = _held_count(reading.facts)
        if reading.cursor != self._cursor:  # a keyboard cursor move: which tile, and where it would go
            self._cursor = reading.cursor
            if held >= self._hand_size:  # (a card played or laid away moved the cursor, not the person)
                QTimer.singleShot(0, lambda: self._say_cursor(reading.cursor, held))
        self._hand_size = held

    def _say_cursor(self, text: str, held: int) -> None:
        """The cursor's card, once the key that moved it is done: a digit that plays the card
        at once said "Card 1: …" before "You play …", and then the card after it."""
        if text == self._cursor and held == self._hand_size:
            self.say(text, again=True)

    def _written(self, lines: list[LogLine]) -> None:
        """Opponents' moves, calls and settlements: the sentences the log has just written."""
        humans = self.controller.humans
        said: list[str] = []
        for line in lines:
            if line.grew and self._held is not None:
                self._held = line  # one more draw of the run: told once it is over
                continue
            if self._held is not None:
                said.append(self._held.text)
                self._held = None
            if line.kind == "discard" and line.player in humans:
                continue  # you chose those cards
            if line.kind == "draw" and line.player not in humans:
                self._held = line  # told once, with what follows
                continue
            said.append(line.text)
        if said:
            own = lines[-1].player in humans and len(humans) < self.controller.reading.players
            self.say(" ".join(said), hold_ms=self.controller.ai_pause_ms + GATHER_MS if own else 0)

    def _sheet_later(self) -> None:
        QTimer.singleShot(0, self.describe_sheet)  # after the window has updated the sheet

    def describe_sheet(self) -> str:
        """The score sheet's last row and totals as its accessible description."""
        sheet = self.sheet
        names, rows, totals = list(sheet.names), sheet.rows, list(sheet.totals)
        parts = [tr("Totals: %1").replace("%1", ", ".join(f"{n} {t}" for n, t in zip(names, totals, strict=False)))]
        # The last row that scored (not a new round's 0s), looked for from the end.
        scored = (r for r in reversed(rows) if any(str(c[0]) not in ("", "0") for c in r[1]))
        last = next(scored, rows[-1] if rows else None)
        if last is not None:
            label, cells = last
            row = ", ".join(f"{n} {c[0]}" + (f" ({c[1]})" if c[1] else "") for n, c in zip(names, cells, strict=False))
            parts.append(tr("Last row %1: %2").replace("%1", str(label)).replace("%2", row))
        text = ". ".join(parts)
        sheet.setAccessibleDescription(text)
        scroll = _scroll_area(sheet)
        if scroll is not None:  # what takes the focus on Tab: Orca reads the totals there
            scroll.setAccessibleDescription(text)
        return text

    # ------------------------------------------------------------ keys and focus
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """F1 and ? speak the list of keys; the table taking the focus reads whose turn it is."""
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and (event.key() == Qt.Key.Key_F1 or event.text() == "?")
        ):
            QTimer.singleShot(0, self.read_keys)  # once the table has opened its list
        if event.type() == QEvent.Type.FocusIn and watched is self.table:
            self._focus_description()
        return False

    def read_keys(self) -> str:
        """Speak the open list of keys (the painted "Keys" panel), one row at a time."""
        text = self.table.keys_text()
        self.say(text, again=True)
        return text

    def _focus_description(self) -> None:
        """What Orca reads as the table takes the focus: whose turn it is, then the keys hint.

        Announcements borrow the description while the table has the focus (Linux);
        what was told while it was elsewhere (a dialog closing, the log) comes with it.
        """
        status = "" if self.table.summary_waiting() else spoken(self.table.status_text())
        hint = tr("Press Ctrl+R to hear the table, F1 or ? for the keys.")
        # An empty status (steps still on screen) is in every string: only a real one is left out.
        missed = [t for t in dict.fromkeys([*self._missed, *self._pending]) if not status or status not in t]
        self._missed, self._pending = [], []
        text = " ".join([*missed, status, hint]).strip()
        self._focus_read = (time.monotonic(), text)
        self.table.setAccessibleDescription(text)
        accessibility.note_focus(self.table)

    # ------------------------------------------------------------ turns
    def _human_turn(self, seat: int, _view: View | None = None) -> None:
        if self.table.summary_waiting():
            return  # the summary was read; its Enter key goes on
        # After the window's router (connected earlier) has begun the turn.
        text = self.table.status_text()
        self.say(text or tr("%1 to play").replace("%1", self.controller.name(seat)), again=True)

    def _match_ended(self, _outcome: Outcome) -> None:
        self.say(self.table.status_text())

    def read_table(self) -> str:
        """Speak the whole table (Ctrl+R); returns what was said."""
        self.update_mirror()
        status = "" if self.table.summary_waiting() else self.table.status_text()  # the summary says which key
        text = " ".join(t for t in (status, self.mirror.summary()) if t)
        self.say(text, again=True)
        return text


def _held_count(facts: Facts) -> int:
    """How many cards or tiles of the hand the facts list ("handCard0", "handTile3", …)."""
    return sum(1 for key, _text in facts if key.startswith(("handCard", "handTile")))


def make_read_action(window: QWidget, menu: QMenu | None) -> QAction:
    """The window's "Read the table" action (Ctrl+R); each match's voice connects to it."""
    action = QAction(tr("&Read the table"), window)
    action.setObjectName("readTable")
    action.setShortcut(QKeySequence("Ctrl+R"))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    window.addAction(action)
    if menu is not None:
        menu.addAction(action)
    return action


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def attach_table_a11y(
    table: Table, controller: GameController, log: MatchLogModel, sheet: ScoreSheet, action: QAction
) -> TableVoice:
    """Give ``table`` its mirror and voice for ``controller``'s match; Ctrl+R (``action``) reads it."""
    voice = TableVoice(table, controller, log, sheet, action)
    voice.update_mirror()
    return voice
