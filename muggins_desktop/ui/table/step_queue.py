"""The steps a table shows after a move, one at a time, each saying when it is over.

``StepQueue(run, over, controller)``: ``enqueue(steps)`` adds steps; the
queue starts the next one with ``run(step, done)`` as soon as the one before
has called its ``done``. A step that calls ``done`` at once (a new picture,
with nothing moving) is simply followed by the next; one that waits (an
animation, a panel, a dialog) holds the controller (``controller()`` gives
the one attached, if any) until the queue is empty again, so nobody acts before the table
has caught up. When the queue runs dry, ``over(waited)`` is called
(``waited``: some step of the run had to wait).

``later(call)`` queues a call instead of a step: it runs once every step
queued before it is over, and the steps it enqueues run before anything
queued after it (the next deal, shown once the panels about the last one
have been answered).

``cue(callback)`` is ``later`` for a call that queues nothing: ``callback`` runs when every
step enqueued before it is over and before the next one starts (at once
when nothing is waiting). The table's sounds go in this way, so each batch
is heard when it begins to show, not when it arrives.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from muggins_desktop.ui.match.controller import GameController

StepT = TypeVar("StepT")


@dataclass(frozen=True)
class _Later:
    """A call waiting in the queue for the steps before it (see ``later``)."""

    call: Callable[[], None]


class _Cue(_Later):
    """A call that queues nothing (a sound): it never counts as a step still running."""


class StepQueue(Generic[StepT]):
    """Runs steps one after another (see the module docstring)."""

    def __init__(
        self,
        run: Callable[[StepT, Callable[[], None]], None],
        over: Callable[[bool], None],
        controller: Callable[[], GameController | None],
    ) -> None:
        self._run, self._over = run, over
        self._controller = controller
        self._held: GameController | None = None  # the controller held while a step waits
        self.current: StepT | None = None  # the step on screen now
        self._waiting: deque[StepT | _Later] = deque()
        self._pumping = False
        self._waited = False  # a step of this run had to wait

    @property
    def running(self) -> bool:
        """Steps are on screen or waiting to be."""
        return self.current is not None or any(not isinstance(s, _Cue) for s in self._waiting)

    def queued(self) -> list[StepT]:
        """The step on screen and those after it, in order."""
        return ([self.current] if self.current is not None else []) + [
            s for s in self._waiting if not isinstance(s, _Later)
        ]

    def cue(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the steps enqueued so far are over (now, if none; the table's sounds)."""
        if self.current is None and not self._waiting and not self._pumping:
            callback()
            return
        self._waiting.append(_Cue(callback))

    def enqueue(self, steps: list[StepT]) -> None:
        """Show ``steps`` after those already waiting."""
        self._waiting.extend(steps)
        self._pump()

    def later(self, call: Callable[[], None]) -> None:
        """Run ``call`` once the steps queued so far are over (at once when none are)."""
        self._waiting.append(_Later(call))
        self._pump()

    def clear(self) -> None:
        """Forget every step and give back the hold (the match is going)."""
        self._waiting.clear()
        self.current = None
        self._let_go()

    def _let_go(self) -> None:
        held, self._held = self._held, None
        if held is not None:
            held.release()

    def _pump(self) -> None:
        if self._pumping:
            return  # a step finished at once: the loop below goes on
        self._pumping = True
        try:
            while self.current is None and self._waiting:
                item = self._waiting.popleft()
                if isinstance(item, _Later):
                    rest, self._waiting = self._waiting, deque()
                    item.call()  # what it enqueues goes first
                    self._waiting.extend(rest)
                    continue
                step = self.current = item
                self._run(step, partial(self._done, step))
                if self.current is step:  # it waits (an animation, a panel, a dialog)
                    self._waited = True
                    if self._held is None:
                        self._held = self._controller()
                        if self._held is not None:
                            self._held.hold()
        finally:
            self._pumping = False
        if self.current is None and not self._waiting:
            waited, self._waited = self._waited, False
            self._let_go()
            self._over(waited)

    def _done(self, step: StepT) -> None:
        if self.current is step:
            self.current = None
            self._pump()
