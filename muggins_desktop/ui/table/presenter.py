"""What both table presenters share: one match, whose eyes, the views, the holds and the steps.

A presenter is the table's side of a match without pixels. It reads the
controller's read surface only (views, names, whose turn) and the events of
``controller.feed`` (redacted once for the person at the screen), and hands
its scene one frozen state per change. The parts both games need live here:

* ``attach`` / ``detach``: every connection to the controller goes through
  ``Links``, so detaching is one call and never a hand-written disconnect.
* ``viewer`` (whose hand is at the bottom), ``reveal`` (face up or not) and
  ``active_seat`` (the person who may act now).
* ``view(seat)``: the engine's view, fetched once per change and kept until
  the match moves on (the next batch of events). ``begin_turn(seat, view)``
  keeps the view the controller handed over instead of asking for it again.
* ``my_turn()``: worked out once per change (``refresh_turn``, called when a
  state is built) and then only read.
* ``steps``: a ``StepQueue`` (step_queue.py). Each step shows itself
  (``run(stage, done)``, the stage being the presenter) and calls ``done``
  when it is over (an animation finished, a panel answered). While a step
  waits the controller is held, so nobody acts before the table has caught
  up; steps that finish at once never hold it.
* ``rendered(state)``: the state just shown, for the accessible mirror.
* Every ending in view: a batch that ends a round or hand and deals the
  next one (``starts_deal`` says which event deals) is cut in two. The
  events up to the deal are shown first, on the table as it was when the
  round ended (``closing_view``: the last view shown with the last play
  added; ``table_view`` gives it while it stands), with their panels and
  dialogs; the deal and what follows wait in the step queue until those
  are over (the deal's batch then goes out with ``eventsShown``). So the last
  tile or card is on the felt when a panel opens, and the next deal is
  never shown behind a panel still about the last one.
* ``sounds`` (``TableSounds``, ui/sound/cues.py) and ``set_sound(sink)``:
  where the table's sounds go (a ``SoundPlayer``, or a fake in tests). Each
  shown batch's sounds are cued in the step queue, heard when the batch
  begins to show; "your turn" when the person may act again after somebody
  else moved; a new match is heard dealt when it is attached.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, SignalInstance

from muggins_desktop.engine.base import Action, Event
from muggins_desktop.ui.sound.cues import SoundSink, TableSounds
from muggins_desktop.ui.table.links import Links
from muggins_desktop.ui.table.presenter_hooks import PresenterHooks, StepT, ViewT
from muggins_desktop.ui.table.step_queue import StepQueue
from muggins_desktop.ui.text.words import thinking

if TYPE_CHECKING:
    from muggins_desktop.ui.match.controller import GameController, View


class TablePresenter(PresenterHooks[ViewT, StepT]):
    """The shared half of a game's presenter (see the module docstring; the game's half: ``PresenterHooks``)."""

    statusChanged = Signal(str)
    rendered = Signal(object)  # the frozen state just handed to the scene
    notice = Signal(str)  # a short message for the felt (a refused move, a computer's answer)
    # ``eventsShown(events)``: a batch as the table shows it, a deal held back only once it is
    # on the felt, so the match log never runs ahead of the table (the next round's lead was
    # logged while the round's panel was still up).
    eventsShown = Signal(list)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller: GameController | None = None
        self.names: list[str] = []
        self.viewer = 0
        self.reveal = True
        self.active_seat: int | None = None
        self.hints = True
        self.wait_for_click = False  # panels wait for a click even when only computers play
        self._links = Links()
        self._views: dict[int, ViewT] = {}
        self.steps: StepQueue[StepT] = StepQueue(self.run_step, self.steps_over, lambda: self.controller)
        self._turn = False
        self._status = ""
        self._seen: ViewT | None = None  # the viewer's view last fetched (what the table shows)
        self._closing: ViewT | None = None  # the table as the round ended, while its panels stand
        self._held = 0  # events of a deal held back behind the round's end (``deal_later``)
        self._again: Callable[[], None] | None = None  # opens the panel on the felt again (a language switch)
        self.sounds = TableSounds(self.steps.cue)

    # ------------------------------------------------------------ attaching
    def attach(self, controller: GameController) -> None:
        """Show ``controller``'s match: listen to it until ``detach``."""
        self.detach()
        self.controller = controller
        self.names = [controller.name(s) or self.default_name(s) for s in range(controller.reading.players)]
        humans = controller.humans
        self.viewer = humans[0] if humans else 0
        self.reveal = len(humans) <= 1
        self.active_seat = None
        self._views = {}
        self._seen = self._closing = None
        self._held = 0
        links = self._links
        links.connect(controller.feed.shown, self._on_shown)
        links.connect(controller.computerTurn, self.on_computer_turn)
        links.connect(controller.matchEnded, self.on_match_end)
        links.connect(controller.actionRefused, self.on_refused)
        self.sounds.new_match(controller.feed.record(), self.viewer)

    def once(self, signal: SignalInstance, callback: Callable[[], object]) -> None:
        """Call ``callback`` the next time ``signal`` fires (a panel's button, say), unless detached first."""
        self._links.once(signal, callback)

    def detach(self) -> None:
        """Stop listening and give back every hold (the controller is about to go)."""
        self._links.clear()
        self.steps.clear()
        self._turn = False
        self._seen = self._closing = None
        self._held = 0
        self._again = None
        self.controller = None

    # ------------------------------------------------------------ views
    def view(self, seat: int | None = None) -> ViewT:
        """What ``seat`` (default: the viewer) may see now; one engine view per change."""
        seat = self.viewer if seat is None else seat
        view = self._views.get(seat)
        if view is None:
            assert self.controller is not None, "no match is attached"
            view = self._views[seat] = self.narrow(self.controller.reading.view(seat))
        if seat == self.viewer:
            self._seen = view
        return view

    def table_view(self) -> ViewT:
        """What the table shows: the table as the last round ended while its panels stand, else ``view()``."""
        return self._closing if self._closing is not None else self.view()

    @property
    def ending(self) -> bool:
        """The end of a round or hand is on the table; the next deal waits behind it."""
        return self._closing is not None

    # ------------------------------------------------------------ turns
    def my_turn(self) -> bool:
        """Whether the person at the screen may act now (as of the last state built)."""
        return self._turn

    def refresh_turn(self) -> bool:
        """Work out ``my_turn`` for the state being built, and keep it."""
        c = self.controller
        before = self._turn
        self._turn = (
            c is not None
            and self.active_seat is not None
            and c.waiting_for == self.active_seat
            and c.reading.to_act == self.active_seat
            and self.reveal
            and not self.running
            and self.may_act()
        )
        if self._turn and not before:
            self.sounds.turn(self.active_seat)
        return self._turn

    def set_viewer(self, seat: int | None, reveal: bool) -> None:
        """Whose hand is at the bottom, and whether it is face up (the hot-seat cover)."""
        self.viewer = seat if seat is not None else self.viewer
        self.reveal = reveal
        if not reveal:
            self.active_seat = None
        self.viewer_changed()
        self.render()

    def begin_turn(self, seat: int, view: View | None = None) -> None:
        """The person at ``seat`` may act; ``view`` is the one the controller handed over."""
        self.viewer, self.reveal, self.active_seat = seat, True, seat
        self._views = {} if view is None else {seat: self.narrow(view)}
        self.turn_begun()
        self.render()

    def acted(self, events: list[Event]) -> bool:
        """Forget the person's turn once ``events`` show they acted (True: they did)."""
        if self.active_seat is not None and any(e.get("player") == self.active_seat for e in events):
            self.active_seat = None
            return True
        return False

    def submit(self, action: Action) -> bool:
        """Hand the person's decision to the controller (False: refused, and said why)."""
        return self.controller is not None and self.controller.submit(action)

    # ------------------------------------------------------------ controller signals
    def _on_shown(self, events: list[Event]) -> None:
        if self._closing is not None and self.steps.running:
            self.steps.later(lambda: self._on_shown(events))  # after the deal held back
            return
        cut = next((i for i, e in enumerate(events) if i > 0 and self.starts_deal(e)), None)
        before = self._seen
        self._views = {}
        if cut is None or before is None or self.controller is None:
            self.sounds.batch(events, self.viewer)
            self.on_events(events)
            self.eventsShown.emit(events)
            return
        head, tail = events[:cut], events[cut:]
        self._closing = self.closing_view(before, self.view(), head, tail)
        self.sounds.batch(head, self.viewer)
        self.on_events(head)
        self.eventsShown.emit(head)
        self.deal_later(tail)

    def resume_ending(self) -> tuple[list[Event], list[Event]] | None:
        """A resumed match whose last action ended a round or hand: put the table as it ended.

        The same cut as a live batch (``_on_shown``): the last action's events
        up to the next deal (``head``) and from it (``tail``). The table shows
        ``closing_view`` of the view the seat had before that action (from the
        controller's replay, coach/before_last.py) until ``deal_later``'s call
        runs; the subclass queues the panels about ``head`` first. None (and
        the table as it stands) when the last action dealt nothing new.
        """
        c = self.controller
        found = c.reading.view_before_last_action(self.viewer) if c is not None else None
        if c is None or found is None:
            return None
        start, before = found
        events = c.feed.record()[start:]
        cut = next((i for i, e in enumerate(events) if i > 0 and self.starts_deal(e)), None)
        if cut is None:
            return None
        head, tail = events[:cut], events[cut:]
        self._views = {}
        self._closing = self.closing_view(self.narrow(before), self.view(), head, tail)
        return head, tail

    def forget_ending(self) -> None:
        """Show the match as it stands after all (``resume_ending`` found nothing to wait for)."""
        self._closing = None
        self._views = {}

    def deal_later(self, tail: list[Event]) -> None:
        """Show the deal ``tail`` once the steps queued so far (the panels about the last round) are over."""
        self._held = len(tail)
        self.steps.later(lambda: self._deal(tail))

    @property
    def held_back(self) -> int:
        """How many of the record's last events are held back behind a round's end (the log waits too)."""
        return self._held

    def _deal(self, tail: list[Event]) -> None:
        self._held = 0
        self._closing = None
        self._views = {}
        self.sounds.batch(tail, self.viewer)
        self.on_events(tail)
        self.eventsShown.emit(tail)

    # ------------------------------------------------------------ sound
    def set_sound(self, sound: SoundSink | None) -> None:
        """Send the table's sounds to ``sound`` (None: silent)."""
        self.sounds.sink = sound

    # ------------------------------------------------------------ steps
    @property
    def running(self) -> bool:
        """Steps are on screen or waiting to be (the person waits for them)."""
        return self.steps.running

    # ------------------------------------------------------------ panels and languages
    def panel_shown(self, again: Callable[[], None] | None) -> None:
        """A panel is on the felt; ``again`` opens it afresh in the current language (None: closed)."""
        self._again = again

    def retranslate(self) -> None:
        """The language changed: open panels again in it, then show the table again."""
        again = self._again
        if again is not None and self.controller is not None:
            again()
        self.render()

    # ------------------------------------------------------------ status
    def whose_turn(self) -> tuple[int, str] | str:
        """The person to act (seat, name); or the status line itself when nobody, or a computer, acts."""
        c = self.controller
        seat = c.reading.to_act if c is not None else None
        if c is None or seat is None:
            return ""
        name = self.names[seat]
        return (seat, name) if c.is_human(seat) else thinking(name)

    def status(self) -> str:
        """The sentence last put on the status line."""
        return self._status

    def update_status(self, text: str | None = None) -> None:
        """Show ``text`` (default: whose turn it is and what to do) on the status line."""
        text = self.status_text() if text is None else text
        if text != self._status:
            self._status = text
            self.statusChanged.emit(text)
