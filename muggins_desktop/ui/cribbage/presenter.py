"""The cribbage presenter: selection, cursor, status text and the order of steps.

A ``TablePresenter`` (ui/table/presenter.py) with no painting. It sees one
seat's view (fetched once per change) and the events of ``controller.feed``,
never the match. A click or key on the table becomes a call on its
``input`` (``HandInput``: ``click_card``, ``lay_away``, ``say_go``...),
which becomes an action for the controller. Applied events become steps (``steps.py``) that show
themselves one at a time; while one waits the controller is held, so nobody
acts before the person has seen what happened.

Every change ends in ``render``: one frozen ``CribbageTableState`` built from
one view and handed to the scene, which reads nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from muggins_desktop.engine.base import Action, Event, Outcome
from muggins_desktop.engine.cribbage.actions import Cut, Discard, Go, PegCard
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.view import CribbageView
from muggins_desktop.ui.cribbage.dialogs.host import DialogHost
from muggins_desktop.ui.cribbage.hand_input import HandInput
from muggins_desktop.ui.cribbage.scene import CribbageScene
from muggins_desktop.ui.cribbage.state import CribbageTableState, PanelKind, closing_view, side_names
from muggins_desktop.ui.cribbage.steps import (
    AutoShowStep,
    FinalStep,
    NextHandStep,
    Step,
    StepContext,
    final_step,
    held_beat,
    resumed_settlement,
    resumed_show_steps,
    shown_at_once,
    steps_for_events,
)
from muggins_desktop.ui.fair.texts import final_extras
from muggins_desktop.ui.match.controller import GameController, Refusal, View
from muggins_desktop.ui.table.presenter import TablePresenter
from muggins_desktop.ui.text.i18n import illegal_text
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "CribbageTable"
SETTLE_REACH = 8  # a settlement is among the last few events of the action that settled it


tr = Translator(CONTEXT)


class CribbagePresenter(TablePresenter[CribbageView, Step]):
    """One screen's side of a cribbage match, without pixels."""

    focusWanted = Signal()  # give the keyboard back to the table (a panel's button was used)

    def __init__(self, scene: CribbageScene, dialogs: DialogHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene  # the steps' stage: the felt they show themselves on
        self.dialogs = dialogs  # and the Muggins dialogs they open
        self.selected: list[Card] = []
        self.suggested: list[Card] = []  # cards a hint points at (glow gold in the hand)
        self.cursor: int | None = None  # keyboard cursor: index into the hand
        self.pace_ms = 0  # how long a finished count or a go stays in view
        self.show_ms = 0  # how long each combination of a show stays outlined
        self.wait_after_show = False  # the show waits for "Next hand"
        self.pile: list[tuple[int, Card]] = []
        self.state: CribbageTableState | None = None  # the state last shown
        self.panel: PanelKind = ""  # what the felt's panels hold; steps change it through ``panel_holds``
        self.input = HandInput(self, scene)  # what a click, a key or a drop on the hand means

    # ------------------------------------------------------------ the steps' stage
    def show_notice(self, text: str) -> None:
        self.notice.emit(text)

    def run_step(self, step: Step, done: Callable[[], None]) -> None:
        step.run(self, done)

    def steps_over(self, waited: bool) -> None:
        if self.panel == "show":  # a settlement stays until the next move; a show goes with its steps
            self.scene.show_panel.close()
            self.panel = ""
        self.render()

    def panel_holds(self, kind: PanelKind) -> None:
        """The panels on the felt now hold ``kind`` (a step opened one, or the final one was put away).

        Shown at once: a settled count's panel says it lasts before its
        ``finished``, which may come as soon as it starts.
        """
        self.panel = kind
        self.render()

    # ------------------------------------------------------------ wiring
    def attach(self, controller: GameController) -> None:
        super().attach(controller)
        self.selected, self.cursor, self.suggested = [], None, []
        self.panel = ""
        view = self.view()
        self.pile = list(view.played)[len(view.played) - len(view.count_cards) :] if view.count_cards else []

    def default_name(self, seat: int) -> str:
        return tr("Player %1").replace("%1", str(seat + 1))

    def narrow(self, view: View) -> CribbageView:
        assert isinstance(view, CribbageView)
        return view

    def starts_deal(self, event: Event) -> bool:
        return event.get("event") == "deal"

    def closing_view(
        self, before: CribbageView, after: CribbageView, head: list[Event], tail: list[Event]
    ) -> CribbageView:
        return closing_view(before, after, head, len(tail))

    # ------------------------------------------------------------ reading
    def legal_actions(self) -> list[Action]:
        if not self.my_turn() or self.active_seat is None:
            return []
        return list(self.view(self.active_seat).legal_actions)

    def legal_cards(self) -> list[Card]:
        return [a.card for a in self.legal_actions() if isinstance(a, PegCard)]

    def discard_size(self) -> int:
        return int(self.view().discard_size) if self.controller is not None else 0

    def side_names(self) -> list[str]:
        return list(side_names(self.view(), self.names)) if self.controller is not None else []

    def build_state(self) -> CribbageTableState | None:
        """The one picture of the table for now (``my_turn`` is worked out here)."""
        c = self.controller
        if c is None:
            return None
        my_turn = self.refresh_turn()
        view = self.table_view()
        actions = self.legal_actions()
        kept = held_beat(self.steps.queued())
        return CribbageTableState(
            view=view,
            names=tuple(self.names),
            side_names=side_names(view, self.names),
            viewer=self.viewer,
            you=c.feed.viewer,
            reveal=self.reveal,
            my_turn=my_turn,
            legal_cards=tuple(a.card for a in actions if isinstance(a, PegCard)),
            can_cut=Cut() in actions,
            can_go=Go() in actions,
            selected=tuple(self.selected),
            suggested=tuple(self.suggested),
            cursor=self.cursor,
            kept=kept.pile if kept is not None else None,
            kept_count=kept.count if kept is not None else 0,
            running=self.running,
            computers=frozenset(s for s in range(c.reading.players) if not c.is_human(s)),
            hints=self.hints,
            status=self.status_text(),
            panel=self.panel,
        )

    def render(self) -> None:
        """Build the state once and hand it to the scene (and the mirror, and the status line)."""
        state = self.build_state()
        if state is None:
            return
        self.state = state
        self.scene.show_state(state)
        self.rendered.emit(state)
        self.update_status(state.status)

    # ------------------------------------------------------------ turns
    def viewer_changed(self) -> None:
        if not self.reveal:
            self.selected, self.cursor = [], None

    def turn_begun(self) -> None:
        self.selected, self.cursor, self.suggested = [], None, []

    def highlight_cards(self, cards: Sequence[Card]) -> None:
        """Make ``cards`` of the hand glow (a hint's suggested keep); an empty list clears it."""
        self.suggested = list(cards)
        self.render()

    # ------------------------------------------------------------ the person's input
    def submit(self, action: Action) -> bool:
        c, seat = self.controller, self.active_seat
        ok = super().submit(action)
        if ok and c is not None:
            self.cursor = None
            if seat is not None and c.waiting_for != seat and c.reading.to_act != seat:
                self.active_seat = None
        return ok

    def choose(self, card: Card) -> None:
        """The person's intent: ``card`` in or out of the crib's choice (the oldest gives way when full)."""
        if card in self.selected:
            self.selected.remove(card)
        elif len(self.selected) < self.discard_size():
            self.selected.append(card)
        else:
            self.selected = self.selected[1:] + [card]
        self.render()

    def point_at(self, index: int | None) -> None:
        """The person's intent: the keyboard cursor on the ``index``-th card (None: hidden)."""
        self.cursor = index
        self.render()

    def forget_choice(self) -> None:
        """The person's intent: no card chosen, no cursor."""
        self.selected, self.cursor = [], None
        self.render()

    def lay_away(self) -> bool:
        """The person's intent: the chosen cards to the crib (the input checked there are enough)."""
        cards, self.selected = list(self.selected), []
        return self.submit(Discard(cards))

    def say(self, text: str) -> None:
        """A short message on the felt that also stands on the status line."""
        self.notice.emit(text)
        self.update_status(text)

    # ------------------------------------------------------------ events and steps
    def on_events(self, events: list[Event]) -> None:
        self.suggested = []
        if self.panel == "settled":  # the settlement of the last count has been read
            self.scene.show_panel.close()
            self.panel = ""
        self.steps.enqueue(steps_for_events(events, step_context(self)))
        if self.running:  # a step waits: show its state now (the queue's end shows it otherwise)
            self.render()

    def on_match_end(self, outcome: Outcome) -> None:
        self.active_seat = None
        c = self.controller
        you = c.feed.viewer if c is not None else None

        def whole() -> FinalStep:  # made afresh on a language switch, extras included
            step = final_step(outcome, self.view(), self.names, self.side_names(), you)
            if c is not None:  # the deal number, the revealed key and the series (ui/fair/texts.py)
                step = replace(step, extras=final_extras(c, list(self.side_names())))
            return step

        self.steps.enqueue([whole()])

        def again() -> None:  # the final panel in the new language, while it is up
            if self.panel == "final":
                whole().run(self, lambda: None)

        self.panel_shown(again)

    def on_computer_turn(self, seat: int) -> None:
        """A computer starts thinking: its plaque and the status line change, nothing else.

        The hand, the play and the board were shown when the last batch of
        events ended, so only the plaques are repainted (as dominoes does); the
        mirror still gets the whole state, as after any change.
        """
        state = self.build_state()
        if state is None:
            return
        self.state = state
        self.scene.show_seats(state)
        self.rendered.emit(state)
        self.update_status(state.status)

    def on_refused(self, refusal: Refusal) -> None:
        self.render()
        self.say(illegal_text(refusal))

    # ------------------------------------------------------------ status
    def status_text(self) -> str:
        """The one line that says whose turn it is and what to do."""
        c = self.controller
        if c is None:
            return ""
        if not c.reading.running:
            return tr("The match is over.")
        if self.running:
            showing = any(isinstance(step, (AutoShowStep, NextHandStep)) for step in self.steps.queued())
            if showing:
                return tr("The show…")
            if self.panel == "settled" and self.scene.show_panel.waiting():
                return tr("The count is settled. Next hand (Enter) goes on.")
            return tr("The count is settled; play goes on in a moment.") if self.panel == "settled" else ""
        turn = self.whose_turn()
        if isinstance(turn, str):
            return turn
        _seat, name = turn
        if not self.my_turn():
            return tr("%1's turn.").replace("%1", name)
        return _turn_text(self, self.view(), name)


def _turn_text(p: CribbagePresenter, view: CribbageView, name: str) -> str:
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


def step_context(presenter: CribbagePresenter) -> StepContext:
    """What the step builders may know of the table now (one snapshot per batch of events)."""
    c = presenter.controller
    assert c is not None
    return StepContext(
        view=presenter.view(),
        names=presenter.names,
        is_human=c.is_human,
        you=c.feed.viewer,
        people=bool(c.humans),
        pace=presenter.pace_ms > 0,
        wait_after_show=presenter.wait_after_show,
        pile=presenter.pile,
        ending=presenter.ending,
    )


def show_pending(p: CribbagePresenter) -> None:
    """After ``p.attach``: what a resumed match's last action still showed on the uninterrupted table.

    Right after the deal that follows an automatic show (nobody has acted
    since), the hand as it ended with the show waiting for "Next hand"; the
    next deal comes once it is answered. After a settled count, its panel
    (it stays until the next move).
    """
    c = p.controller
    if c is None or not c.reading.running or not c.humans:
        return
    record = c.feed.record()
    if p.wait_after_show and shown_at_once(record):
        ending = p.resume_ending()
        steps = resumed_show_steps(ending[0], step_context(p)) if ending is not None else []
        if ending is not None and steps:
            p.steps.enqueue(steps)
            p.deal_later(ending[1])
            return
        p.forget_ending()
    if any(e.get("event") == "settle" for e in record[-SETTLE_REACH:]):
        found = c.reading.view_before_last_action(p.viewer)
        if found is not None:
            p.steps.enqueue(resumed_settlement(record[found[0] :], step_context(p)))
