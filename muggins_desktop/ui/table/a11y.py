"""The tables as a screen reader reads them: a mirror of named facts, and announcements.

Items of a ``QGraphicsScene`` are not in Qt's accessibility tree, so each
felt view gets a :class:`TableMirror`: a 1-pixel widget inside the viewport
whose children are text-less ``QLabel`` s, one per fact, each with an
accessible name ("Your tile 3-5, playable, selected", "Open ends: 3 + 5 = 8",
"Boneyard: 7 tiles", "Ann: 45 points, 4 tiles left"). Nothing is painted;
the labels exist for the accessibility tree only. The mirror is rebuilt from
the presenter's state whenever the table shows something new.

:class:`TableVoice` speaks turn changes, opponents' moves, calls and
settlements (the log's sentences), the round summary, and the whole table on
Ctrl+R, all through ``TableVoice.say`` (the ``announced`` signal at once; the
screen reader gathered, see ``flush``). ``attach_table_a11y(window, table,
controller)`` wires one match (docs/ACCESSIBILITY.md: what Orca hears).
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QWidget

from muggins_desktop.ui import accessibility
from muggins_desktop.ui.plural import plural

CONTEXT = "TableReader"
# Sentences said within GATHER_MS of each other reach the screen reader as one
# (never held longer than MAX_GATHER_MS after the first).
GATHER_MS = 400
MAX_GATHER_MS = 1000
Facts = list[tuple[str, str]]  # (object name, spoken text)


def tr(text: str, n: int = -1) -> str:
    return plural(QCoreApplication.translate(CONTEXT, text, None, n), n)


class TableMirror(QWidget):
    """Named, text-less labels on a felt view: the table for a screen reader."""

    def __init__(self, felt: Any) -> None:
        super().__init__(felt.viewport())
        self.setObjectName("tableMirror")
        self.setGeometry(0, 0, 1, 1)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._labels: list[QLabel] = []
        self.facts: Facts = []
        self.retranslate(felt)
        self.show()

    def retranslate(self, felt: Any) -> None:
        game = getattr(felt, "game", "")
        title = tr("Dominoes table") if game == "dominoes" else tr("Cribbage table")
        felt.setAccessibleName(title)
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


# ------------------------------------------------------------------ dominoes facts
def tile_text(tile: Any) -> str:
    return f"{tile.a}-{tile.b}"


def dominoes_facts(presenter: Any, state: Any) -> Facts:
    """What a dominoes ``TableState`` says, one fact per label."""
    if state is None:
        return []
    view, names = state.view, list(state.names)
    facts: Facts = []
    panel = getattr(getattr(presenter, "scene", None), "panel", None)
    waiting = getattr(panel, "kind", "") in ("round", "match")
    if waiting:  # the round (or match) summary waits on top of the table: it comes first
        facts.append(("panel", panel_text(panel)))
    facts.append(("target", tr("Playing to %n point(s)", view.target)))
    for seat in range(view.players):
        text = (
            tr("%1: %2 points, %n tile(s) left", view.hand_counts[seat])
            .replace("%1", names[seat])
            .replace("%2", str(view.scores[seat]))
        )
        if view.to_act == seat and not waiting:
            text += ", " + tr("to play")
        facts.append((f"seat{seat}", text))
    if view.line:
        facts.append(
            (
                "line",
                tr("Line: %n tile(s), from %1 to %2", len(view.line))
                .replace("%1", tile_text(view.line[0]))
                .replace("%2", tile_text(view.line[-1])),
            )
        )
        from muggins_desktop.ui.dominoes.texts import end_sum_text

        facts.append(("openEnds", tr("Open ends: %1").replace("%1", end_sum_text(view.line))))
    else:
        facts.append(("line", tr("The line is empty")))
    count = view.boneyard_count + state.boneyard_extra
    facts.append(("boneyard", tr("Boneyard: %n tile(s)", count)))
    if not state.reveal:
        facts.append(("hand", tr("Your hand is hidden")))
        return facts
    facts.append(("hand", tr("Your hand: %n tile(s)", len(view.hand))))
    for i, tile in enumerate(view.hand):
        parts = [tr("Tile %1").replace("%1", tile_text(tile))]
        if state.my_turn:
            parts.append(tr("playable") if tile in state.legal else tr("does not fit"))
        if tile == state.selected:
            parts.append(tr("selected"))
        facts.append((f"handTile{i}", ", ".join(parts)))
    if state.can_draw:
        facts.append(("drawHint", tr("No tile fits: press D to draw")))
    if state.can_pass:
        facts.append(("passHint", tr("No tile fits and the boneyard is empty: press P to pass")))
    return facts


def _cell_text(cell: Any) -> str:
    if isinstance(cell, list):  # tiles
        return " ".join(f"{t[0]}-{t[1]}" for t in cell) if cell else tr("none")
    return str(cell)


def panel_text(panel: Any) -> str:
    """A table panel (round or match summary) as sentences: title, each row with its
    column names ("Ann: Tiles left 3-5 2-2, Pips 12, Penalty −10, Score 20"), the Enter key."""
    parts = [str(getattr(panel, "title", "")), str(getattr(panel, "subtitle", ""))]
    header = [str(h) for h in getattr(panel, "header", [])]
    for row in getattr(panel, "rows", []):
        cells = [_cell_text(c) for c in row]
        if not cells:
            continue
        rest = [f"{h} {c}" if h else c for h, c in zip(header[1:], cells[1:], strict=False) if c]
        parts.append(cells[0] + ": " + ", ".join(rest) if rest else cells[0])
    buttons = getattr(panel, "buttons", [])
    if buttons:
        parts.append(tr("Press Enter for “%1”").replace("%1", str(buttons[0].text)))
    return " ".join(p if p.endswith((".", "!", "?")) else p + "." for p in parts if p)


def selection_text(state: Any) -> str:
    """ "Tile 3-5 selected: left end (Up or Down for the other end, Enter to play)"."""
    text = tr("Tile %1 selected").replace("%1", tile_text(state.selected))
    ends = [e for e in state.ends if e is not None]
    if len(ends) > 1:
        end = ends[state.end_choice % len(ends)]
        where = tr("left end") if getattr(end, "name", "") == "LEFT" else tr("right end")
        text += ": " + where + " " + tr("(Up or Down for the other end, Enter to play)")
    else:
        text += " " + tr("(Enter to play)")
    return text


def spoken(text: str) -> str:
    """Log sentences write tiles as [3|5]; a screen reader says "3-5" better."""
    return re.sub(r"\[(\d+)\|(\d+)\]", r"\1-\2", text)


# ------------------------------------------------------------------ cribbage facts
def cribbage_facts(presenter: Any) -> Facts:
    """What the cribbage presenter's view says, one fact per label."""
    view = presenter.view()
    if view is None:
        return []
    names = list(presenter.names)
    facts: Facts = [("target", tr("Playing to %n point(s)", view.target))]
    for seat in range(view.players):
        text = (
            tr("%1: %2 points, %n card(s) left", view.hand_counts[seat])
            .replace("%1", names[seat])
            .replace(
                "%2",
                str(view.scores[view.side_of(seat)] if callable(getattr(view, "side_of", None)) else view.scores[seat]),
            )
        )
        if seat == view.dealer:
            text += ", " + tr("dealer")
        if view.to_act == seat:
            text += ", " + tr("to play")
        facts.append((f"seat{seat}", text))
    sides = 2 if view.partnerships else view.players
    board = ", ".join(f"{presenter.side_names()[s]} {view.scores[s]}" for s in range(sides))
    facts.append(("board", tr("Board: %1").replace("%1", board)))
    facts.append(
        (
            "starter",
            tr("Starter: %1").replace("%1", str(view.starter))
            if view.starter is not None
            else tr("Starter: not cut yet"),
        )
    )
    facts.append(("crib", tr("Crib: %n card(s)", view.crib_count)))
    if view.phase == "pegging":
        played = " ".join(str(c) for c in view.count_cards)
        facts.append(
            ("count", tr("Count: %1").replace("%1", str(view.count)) + (" (" + played + ")" if played else ""))
        )
    if not presenter.reveal:
        facts.append(("hand", tr("Your hand is hidden")))
        return facts
    legal = presenter.legal_cards()
    facts.append(("hand", tr("Your hand: %n card(s)", len(view.hand))))
    for i, card in enumerate(view.hand):
        parts = [tr("Card %1: %2").replace("%1", str(i + 1)).replace("%2", str(card))]
        if view.phase == "pegging" and presenter.my_turn():
            parts.append(tr("playable") if card in legal else tr("too high"))
        if card in presenter.selected:
            parts.append(tr("selected"))
        if presenter.cursor == i:
            parts.append(tr("cursor"))
        facts.append((f"handCard{i}", ", ".join(parts)))
    return facts


# ------------------------------------------------------------------ speaking
class TableVoice(QObject):
    """Announcements for one table and the "read the table" key."""

    announced = Signal(str)

    def __init__(self, window: Any, table: Any, controller: Any) -> None:
        super().__init__(table)
        self.window, self.table, self.controller = window, table, controller
        self.mirror = TableMirror(table)
        self._last_turn: int | None = None
        self._picked: tuple[Any, int] | None = None
        self._draws: dict[Any, int] = {}  # opponents' draws not told yet
        self._pending: list[str] = []  # said, not yet sent to the screen reader
        self._missed: list[str] = []  # sent while the focus was away from the table
        self._focus_read = (0.0, "")  # when the focus last read the table, and what
        self._first_at = 0.0
        self._gather = QTimer(self)
        self._gather.setSingleShot(True)
        self._gather.timeout.connect(self.flush)
        presenter = table.presenter
        if getattr(table, "game", "") == "dominoes":
            presenter.rendered.connect(self._dominoes_rendered)
            if hasattr(presenter, "roundSummaryShown"):
                presenter.roundSummaryShown.connect(self._round_panel)
        else:
            presenter.changed.connect(self.update_mirror)
            presenter.statusChanged.connect(lambda _t: self.update_mirror())
        controller.eventsApplied.connect(self._events)
        controller.actionRefused.connect(self._refused)
        controller.eventsApplied.connect(self._sheet_later)
        if hasattr(table, "noticeShown"):
            table.noticeShown.connect(self.say)
        table.installEventFilter(self)
        table.viewport().installEventFilter(self)
        controller.humanTurn.connect(self._human_turn)
        controller.matchEnded.connect(lambda _o: self.say(table.status_text()))
        self.update_mirror()

    def say(self, text: str) -> None:
        """Tell ``text``: at once to ``announced`` and the history; to the screen reader
        with whatever else is said within ``GATHER_MS`` (see :meth:`flush`)."""
        if not text:
            return
        text = spoken(text)
        accessibility.history.append(text)
        if text not in self._pending:
            self._pending.append(text)
        if not self._gather.isActive() or len(self._pending) == 1:
            self._first_at = time.monotonic()
        if time.monotonic() - self._first_at < MAX_GATHER_MS / 1000:
            self._gather.start(GATHER_MS)  # wait for what follows (restarted by each sentence)
        self.announced.emit(text)

    def flush(self) -> str:
        """Speak the gathered sentences as one (Orca interrupts a message with the next:
        a computer's move 0.3 s before "Ann: your turn" was cut off). Sentences the
        focus has just read (see _focus_description) are left out. Returns what was spoken."""
        self._gather.stop()
        at, read = self._focus_read
        fresh = [t for t in self._pending if time.monotonic() - at > 2 or t not in read]
        text, self._pending = " ".join(fresh), []
        if text:
            accessibility.announce(self.table, text, record=False)
            focus = QApplication.focusWidget()
            if focus is None or not (focus is self.table or self.table.isAncestorOf(focus)):
                self._missed = [*self._missed[-1:], text]  # told again when the table takes the focus
        return text

    def update_mirror(self) -> None:
        if getattr(self.table, "game", "") == "dominoes":
            self.mirror.set_facts(dominoes_facts(self.table.presenter, self.table.presenter.state()))
        else:
            self.mirror.set_facts(cribbage_facts(self.table.presenter))

    def _dominoes_rendered(self, state: Any) -> None:
        self.mirror.set_facts(dominoes_facts(self.table.presenter, state))
        # A keyboard cursor move is spoken: which tile, and where it would go.
        picked = (state.selected, state.end_choice) if state is not None and state.my_turn else None
        if picked != self._picked:
            self._picked = picked
            if picked is not None and picked[0] is not None:
                self.say(selection_text(state))

    def _events(self, events: Sequence[dict[str, Any]]) -> None:
        """Opponents' moves, calls and settlements, as the log tells them."""
        humans = list(self.controller.humans)
        viewer = humans[0] if len(humans) == 1 else None
        lines = []
        for event in events:
            player = event.get("player")
            if player in humans and event.get("event") == "discard":
                continue  # you chose those cards
            if event.get("event") == "draw" and player not in humans:
                self._draws[player] = self._draws.get(player, 0) + 1  # told once, with what follows
                continue
            for seat, n in sorted(self._draws.items()):
                lines.append(
                    tr("%1 drew %n tile(s) from the boneyard.", n).replace("%1", str(self.controller.name(seat)))
                )
            self._draws.clear()
            try:
                text = self.table.describe(self.controller.redact(event, viewer))
            except Exception:  # a missing sentence must never stop play
                text = None
            if text:
                lines.append(text)
        if lines:
            self.say(" ".join(lines))

    def _sheet_later(self) -> None:
        QTimer.singleShot(0, self.describe_sheet)  # after the window has updated the sheet

    def describe_sheet(self) -> str:
        """The score sheet's last row and totals as its accessible description."""
        sheet = getattr(self.window, "sheet", None)
        if not isinstance(sheet, QWidget):
            return ""
        names, rows, totals = (
            list(getattr(sheet, "names", [])),
            list(getattr(sheet, "rows", [])),
            list(getattr(sheet, "totals", [])),
        )
        parts = [tr("Totals: %1").replace("%1", ", ".join(f"{n} {t}" for n, t in zip(names, totals, strict=False)))]
        rows = [r for r in rows if any(str(c[0]) not in ("", "0") for c in r[1])] or rows  # not a new round's 0s
        if rows:
            label, cells = rows[-1]
            row = ", ".join(f"{n} {c[0]}" + (f" ({c[1]})" if c[1] else "") for n, c in zip(names, cells, strict=False))
            parts.append(tr("Last row %1: %2").replace("%1", str(label)).replace("%2", row))
        text = ". ".join(parts)
        sheet.setAccessibleDescription(text)
        scroll = _scroll_area(sheet)
        if scroll is not None:  # what takes the focus on Tab: Orca reads the totals there
            scroll.setAccessibleDescription(text)
        return text

    def _refused(self, refusal: Any) -> None:
        from muggins_desktop.ui.i18n import illegal_text

        self.say(illegal_text(refusal))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """With ``messages_stay`` a notice stays until the next key or click; F1 and ? speak the keys."""
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and (event.key() == Qt.Key.Key_F1 or event.text() == "?")
        ):
            QTimer.singleShot(0, self.read_keys)  # once the table has opened its list
        if event.type() == QEvent.Type.FocusIn and watched is self.table:
            self._focus_description()
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress):
            scene = self.table.table_scene
            if getattr(scene, "messages_stay", False) and getattr(scene, "notice", None) is not None:
                scene.notice.set_text("")
        return False

    def read_keys(self) -> str:
        """Speak the open list of keys (the painted "Keys" panel), one row at a time."""
        scene = self.table.table_scene
        panel: Any = getattr(scene, "keys_panel", None)
        if panel is None or not panel.isVisible():
            panel = getattr(scene, "panel", None)
            if panel is None or getattr(panel, "kind", "") != "keys":
                return ""
        rows = [" ".join(str(c) for c in row if isinstance(c, str) and c).strip() for row in panel.rows]
        text = ". ".join([str(getattr(panel, "title", "")), *[r for r in rows if r]])
        self.say(text)
        return text

    def _focus_description(self) -> None:
        """What Orca reads as the table takes the focus: whose turn it is, then the keys hint.

        Announcements borrow the description while the table has the focus (Linux);
        what was told while it was elsewhere (a dialog closing, the log) comes with it.
        """
        status = "" if self._round_waits() else spoken(self.table.status_text())
        hint = tr("Press Ctrl+R to hear the table, F1 or ? for the keys.")
        missed = [t for t in [*self._missed, *self._pending] if status not in t]
        self._missed, self._pending = [], []
        text = " ".join([*missed, status, hint]).strip()
        self._focus_read = (time.monotonic(), text)
        self.table.setAccessibleDescription(text)
        accessibility.note_focus(self.table)

    def _round_waits(self) -> bool:
        return getattr(getattr(self.table.table_scene, "panel", None), "kind", "") == "round"

    def _round_panel(self, _round_no: int = 0) -> None:
        """The round summary has opened: read it (the mirror shows it first)."""
        self.update_mirror()
        panel = getattr(self.table.table_scene, "panel", None)
        if panel is not None:
            self.say(panel_text(panel))

    def _human_turn(self, seat: int, _view: Any = None) -> None:
        self._last_turn = seat
        if self._round_waits():
            return  # the round summary was read; its Enter key deals the next round
        # After the window's router (connected earlier) has begun the turn.
        text = self.table.status_text()
        self.say(text or tr("%1 to play").replace("%1", str(self.controller.name(seat))))

    def read_table(self) -> str:
        """Speak the whole table (Ctrl+R); returns what was said."""
        self.update_mirror()
        status = "" if self._round_waits() else self.table.status_text()  # the summary says which key
        text = " ".join(t for t in (status, self.mirror.summary()) if t)
        self.say(text)
        return text


def read_action(window: Any) -> QAction:
    """The window's "Read the table" action (Ctrl+R), made once."""
    action = getattr(window, "act_read_table", None)
    if action is None:
        action = QAction(tr("&Read the table"), window)
        action.setObjectName("readTable")
        action.setShortcut(QKeySequence("Ctrl+R"))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda: _read(window))
        window.addAction(action)
        menu = getattr(window, "view_menu", None)
        if menu is not None:
            menu.addAction(action)
        window.act_read_table = action
    return action


def _read(window: Any) -> None:
    voice = getattr(window, "table_voice", None)
    if voice is not None:
        voice.read_table()


def table_theme(settings: Any) -> str:
    """The felt to show: black when high contrast is on (or "auto" and the system asks)."""
    from muggins_desktop.ui.painting import HIGH_CONTRAST_THEME

    if accessibility.wants_high_contrast(getattr(settings, "high_contrast", "auto")):
        return HIGH_CONTRAST_THEME
    return str(getattr(settings, "theme", "green"))


def apply_table_looks(table: Any, settings: Any) -> None:
    """Felt, reduced motion and lasting messages for ``table`` from ``settings``."""
    from muggins_desktop.ui.table.pace import reduced_motion

    table.set_theme(table_theme(settings))
    table.keep_show_panel = reduced_motion(settings)  # the cribbage show stays, without motion
    table.table_scene.messages_stay = bool(getattr(settings, "messages_stay", False))
    if hasattr(table, "_read_pace"):
        table._read_pace()


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def name_side_panels(window: Any) -> None:
    """Accessible names for the match log and the score sheet (painted or list views),
    and for the scroll area around the sheet, which is what Tab lands on."""
    for attr, name in (("log", tr("Match log")), ("sheet", tr("Score sheet"))):
        widget = getattr(window, attr, None)
        if isinstance(widget, QWidget) and not widget.accessibleName():
            widget.setAccessibleName(name)
        scroll = _scroll_area(widget) if attr == "sheet" and isinstance(widget, QWidget) else None
        if scroll is not None and not scroll.accessibleName():
            scroll.setAccessibleName(name)


def attach_table_a11y(window: Any, table: Any, controller: Any) -> TableVoice:
    """Give ``table`` its mirror and voice for ``controller``'s match."""
    read_action(window)
    name_side_panels(window)
    voice = TableVoice(window, table, controller)
    window.table_voice = voice
    return voice
