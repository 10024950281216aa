"""The cribbage presenter: selection, status text and the order of steps.

No painting here. The presenter sees one seat's view (``controller.view``)
and the events redacted for that seat (``controller.redact``), never the
match. A click or key on the table becomes a call here (``click_card``,
``act``, ``say_go``...), which becomes an action for ``controller.submit``.
Applied events become typed steps (``steps.py``) that run one at a time:
the table carries out ``stepStarted`` and calls ``step_done`` when the
step's animation, dialog or button is finished. While steps run the
controller is held, so nobody acts before the person has seen what happened.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from muggins_desktop.engine.cribbage.actions import Cut, Discard, Go, PegCard
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.steps import (
    AutoShowStep,
    BeatStep,
    FinalStep,
    NextHandStep,
    Step,
    StepContext,
    steps_for_events,
)
from muggins_desktop.ui.i18n import illegal_text
from muggins_desktop.ui.plural import plural

CONTEXT = "CribbageTable"


def tr(text: str, n: int = -1) -> str:
    return (
        plural(QCoreApplication.translate(CONTEXT, text, None, n), n)
        if n >= 0
        else QCoreApplication.translate(CONTEXT, text, None, n)
    )


class CribbagePresenter(QObject):
    """One screen's side of a cribbage match, without pixels."""

    changed = Signal()  # the table should show the current state again
    statusChanged = Signal(str)
    notice = Signal(str)  # a short message for the felt
    stepStarted = Signal(object)  # a Step for the table to carry out

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller: Any = None
        self.names: list[str] = []
        self.viewer: int | None = None
        self.reveal = True
        self.active_seat: int | None = None
        self.selected: list[Card] = []
        self.suggested: list[Card] = []  # cards a hint points at (glow gold in the hand)
        self.cursor: int | None = None  # keyboard cursor: index into the hand
        self.hints = True
        self.pace = False  # hold counts and gos in view for a beat
        self.wait_after_show = False
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.pile: list[tuple[int, Card]] = []
        self._holding = False
        self._status = ""

    # ------------------------------------------------------------ wiring
    def attach(self, controller: Any) -> None:
        self.detach()
        self.controller = controller
        self.names = [
            controller.name(s) or tr("Player %1").replace("%1", str(s + 1)) for s in range(controller.players)
        ]
        humans = controller.humans
        self.viewer = humans[0] if humans else 0
        self.reveal = len(humans) <= 1
        self.active_seat, self.selected, self.cursor = None, [], None
        self.queue.clear()
        self.current = None
        view = self.view()
        self.pile = [p for p in view.played][len(view.played) - len(view.count_cards) :] if view.count_cards else []
        c = controller
        c.eventsApplied.connect(self._on_events)
        c.computerTurn.connect(self._on_computer_turn)
        c.matchEnded.connect(self._on_match_end)
        c.actionRefused.connect(self._on_refused)

    def detach(self) -> None:
        c, self.controller = self.controller, None
        if c is None:
            return
        for signal, slot in (
            (c.eventsApplied, self._on_events),
            (c.computerTurn, self._on_computer_turn),
            (c.matchEnded, self._on_match_end),
            (c.actionRefused, self._on_refused),
        ):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        if self._holding:
            self._holding = False
            c.release()

    # ------------------------------------------------------------ reading
    def view(self) -> Any:
        if self.controller is None or self.viewer is None:
            return None
        return self.controller.view(self.viewer)

    @property
    def kept(self) -> BeatStep | None:
        """A finished count still to be held in view (it stays until its beat is over)."""
        for step in [self.current, *self.queue]:
            if isinstance(step, BeatStep):
                return step
        return None

    @property
    def running(self) -> bool:
        """Steps are on screen (the controller waits for them)."""
        return self.current is not None or bool(self.queue)

    def my_turn(self) -> bool:
        c = self.controller
        return (
            c is not None
            and self.active_seat is not None
            and c.waiting_for == self.active_seat
            and c.to_act == self.active_seat
            and self.reveal
            and not self.running
        )

    def legal_actions(self) -> list[Any]:
        if not self.my_turn():
            return []
        view = self.controller.view(self.active_seat)
        return list(view.legal_actions)

    def legal_cards(self) -> list[Card]:
        return [a.card for a in self.legal_actions() if isinstance(a, PegCard)]

    def discard_size(self) -> int:
        view = self.view()
        return int(view.discard_size) if view is not None else 0

    def side_names(self) -> list[str]:
        view = self.view()
        if view is None:
            return []
        sides = 2 if view.partnerships else view.players
        return [texts.names_of_side(s, self.names, partnerships=view.partnerships) for s in range(sides)]

    # ------------------------------------------------------------ turns
    def set_viewer(self, seat: int | None, reveal: bool) -> None:
        self.viewer = seat if seat is not None else self.viewer
        self.reveal = reveal
        if not reveal:
            self.active_seat, self.selected, self.cursor = None, [], None
        self.changed.emit()

    def begin_turn(self, seat: int) -> None:
        self.viewer, self.reveal, self.active_seat = seat, True, seat
        self.selected, self.cursor, self.suggested = [], None, []
        self.changed.emit()
        self.update_status()

    def highlight_cards(self, cards: Sequence[Card]) -> None:
        """Make ``cards`` of the hand glow (a hint's suggested keep); an empty list clears it."""
        self.suggested = list(cards)
        self.changed.emit()

    # ------------------------------------------------------------ the person's input
    def click_card(self, card: Card | None) -> None:
        """A click (or digit) on one of the viewer's cards: choose it for the crib or play it."""
        if card is None or not self.my_turn():
            if card is not None and self.controller is not None and not self.running:
                self._say(tr("Wait for your turn."))
            return
        view = self.view()
        if view.phase == "discard":
            if card in self.selected:
                self.selected.remove(card)
            elif len(self.selected) < self.discard_size():
                self.selected.append(card)
            else:
                self.selected = self.selected[1:] + [card]
            self.changed.emit()
            self.update_status()
        elif view.phase == "pegging":
            if card in self.legal_cards():
                self.submit(PegCard(card))
            else:
                self._say(tr("%1 would take the count past 31.").replace("%1", texts.card_text(str(card))))
        else:
            self._say(tr("That card cannot be used now."))

    def lay_away(self) -> bool:
        n = self.discard_size()
        if not self.my_turn() or len(self.selected) != n:
            self._say(tr("Choose %n card(s) for the crib first.", n))
            return False
        cards, self.selected = list(self.selected), []
        return self.submit(Discard(cards))

    def cut(self) -> bool:
        if not any(isinstance(a, Cut) for a in self.legal_actions()):
            return False
        return self.submit(Cut())

    def say_go(self) -> bool:
        if not any(isinstance(a, Go) for a in self.legal_actions()):
            if self.legal_cards():
                self._say(tr("You have a card that fits: you cannot say go."))
            return False
        return self.submit(Go())

    def submit(self, action: Any) -> bool:
        if self.controller is None:
            return False
        seat = self.active_seat
        ok = bool(self.controller.submit(action))
        if ok:
            self.cursor = None
            if seat is not None and self.controller.waiting_for != seat and self.controller.to_act != seat:
                self.active_seat = None
        return ok

    def _say(self, text: str) -> None:
        self.notice.emit(text)
        self.update_status(text)

    # ------------------------------------------------------------ events and steps
    def _on_events(self, events: list[dict[str, Any]]) -> None:
        c = self.controller
        self.suggested = []
        viewer = self.viewer if self.viewer is not None else 0
        ctx = StepContext(
            view=self.view(),
            names=self.names,
            is_human=c.is_human,
            you=person_seat(self),
            people=bool(c.humans),
            pace=self.pace,
            wait_after_show=self.wait_after_show,
            pile=self.pile,
        )
        steps = steps_for_events([c.redact(e, viewer) for e in events], ctx)
        self.enqueue(steps)
        self.changed.emit()
        self.update_status()

    def _on_match_end(self, outcome: Any) -> None:
        self.active_seat = None
        self.enqueue([FinalStep(outcome)])

    def _on_computer_turn(self, _seat: int) -> None:
        self.changed.emit()
        self.update_status()

    def _on_refused(self, refusal: Any) -> None:
        self.changed.emit()
        self._say(illegal_text(refusal))

    def enqueue(self, steps: list[Step]) -> None:
        if not steps:
            return
        self.queue.extend(steps)
        if self.current is None:
            if not self._holding and self.controller is not None:
                self._holding = True
                self.controller.hold()
            self._next()

    def _next(self) -> None:
        if self.queue:
            self.current = self.queue.popleft()
            self.stepStarted.emit(self.current)
            return
        self.current = None
        self.changed.emit()
        if self._holding and self.controller is not None:
            self._holding = False
            self.controller.release()
        self.update_status()

    def step_done(self, step: Step) -> None:
        """The table finished ``step``; the next one starts."""
        if step is self.current:
            self._next()

    # ------------------------------------------------------------ status
    def update_status(self, text: str | None = None) -> None:
        """Show ``text`` (default: whose turn it is and what to do) on the status line."""
        text = status_text(self) if text is None else text
        if text != self._status:
            self._status = text
            self.statusChanged.emit(text)

    @property
    def status(self) -> str:
        return self._status


def person_seat(p: CribbagePresenter) -> int | None:
    """The seat of the one person at the screen (None with several or none)."""
    humans = list(p.controller.humans) if p.controller is not None else []
    return humans[0] if len(humans) == 1 else None


def status_text(p: CribbagePresenter) -> str:
    """The one line that says whose turn it is and what to do."""
    c = p.controller
    if c is None:
        return ""
    if not c.running:
        return tr("The match is over.")
    seat = c.to_act
    if p.running:
        showing = any(isinstance(step, (AutoShowStep, NextHandStep)) for step in [p.current, *p.queue])
        return tr("The show…") if showing else ""
    if seat is None:
        return ""
    name = p.names[seat]
    if not c.is_human(seat):
        return tr("%1 is thinking…").replace("%1", name)
    if not p.my_turn():
        return tr("%1's turn.").replace("%1", name)
    return _turn_text(p, p.view(), name)


def _turn_text(p: CribbagePresenter, view: Any, name: str) -> str:
    if view.phase == "discard":
        n = p.discard_size()
        return tr("%1: choose %n card(s) for the crib, then Lay away.", n).replace("%1", name)
    if view.phase == "cut":
        return tr("%1: cut the deck for the starter.").replace("%1", name)
    if view.phase == "pegging":
        if not p.legal_cards():
            return tr("%1: nothing fits. Say Go.").replace("%1", name)
        if p.hints:
            return tr("%1: play a card; gold cards keep the count at 31 or under.").replace("%1", name)
        return tr("%1: play a card that keeps the count at 31 or under.").replace("%1", name)
    if view.phase == "show":
        if view.pending is not None and view.pending.declared is None:
            return tr("%1: declare your count.").replace("%1", name)
        return tr("%1: answer the declared count.").replace("%1", name)
    return ""
