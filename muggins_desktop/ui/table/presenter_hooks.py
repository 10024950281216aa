"""What a game's presenter fills in: the hooks ``TablePresenter`` calls.

``TablePresenter`` (presenter.py) is built on ``PresenterHooks``. The shared
half runs a match on the table (attaching, views, turns, the step queue,
every ending in view, the status line) and asks the game's presenter only
through these methods: its seats' default names, its view type, which event
deals, the table as a round ended, when the person must wait, what each
batch of events, computer turn, match end or refusal means, how a step runs,
the status sentence and the one state per change. Each does nothing here
(or says the subclass must); keeping them in one place lists a new game's
work in one class.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QObject

from muggins_desktop.engine.base import Event, Outcome

if TYPE_CHECKING:
    from muggins_desktop.ui.match.controller import Refusal, View

ViewT = TypeVar("ViewT")
StepT = TypeVar("StepT")


class PresenterHooks(QObject, Generic[ViewT, StepT]):
    """The game's side of a presenter (see the module docstring)."""

    # ------------------------------------------------------------ the match
    def default_name(self, seat: int) -> str:
        """The name of a seat that has none (subclasses translate it)."""
        return f"Player {seat + 1}"

    def narrow(self, view: View) -> ViewT:
        """The controller's view as this game's view type (subclasses check it)."""
        raise NotImplementedError

    def starts_deal(self, event: Event) -> bool:
        """Whether ``event`` deals a new round or hand (subclasses)."""
        return False

    def closing_view(self, before: ViewT, after: ViewT, head: list[Event], tail: list[Event]) -> ViewT:
        """The table as the round ended: ``before`` (the view last shown) with ``head`` applied.

        ``after`` is the view once the next deal is in (``tail``, its events).
        Subclasses add the last play; the default keeps ``before``.
        """
        return before

    # ------------------------------------------------------------ turns
    def may_act(self) -> bool:
        """Game-specific reasons the person must wait (a panel on the felt, say)."""
        return True

    def viewer_changed(self) -> None:
        """Hook: the viewer or the cover changed (drop a selection, say)."""

    def turn_begun(self) -> None:
        """Hook: a person's turn begins (preselect what must be played, say)."""

    # ------------------------------------------------------------ controller signals
    def on_events(self, events: list[Event]) -> None:
        """A batch of applied events, redacted for the screen (subclasses queue steps)."""

    def on_computer_turn(self, seat: int) -> None:
        """A computer is about to think."""

    def on_match_end(self, outcome: Outcome) -> None:
        """The match is over."""

    def on_refused(self, refusal: Refusal) -> None:
        """The person's action was refused."""

    # ------------------------------------------------------------ steps
    def run_step(self, step: StepT, done: Callable[[], None]) -> None:
        """Start ``step`` (subclasses: ``step.run(self, done)``)."""
        raise NotImplementedError

    def steps_over(self, waited: bool) -> None:
        """Hook: the queue ran dry; ``waited`` if any of its steps had to wait."""

    # ------------------------------------------------------------ showing
    def status_text(self) -> str:
        """The status line's sentence for the current state (subclasses)."""
        return ""

    def render(self) -> None:
        """Build the state once and show it (subclasses)."""
