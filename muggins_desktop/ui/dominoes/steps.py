"""The steps that show a batch of dominoes events, one after another.

Each step runs itself on its stage (the presenter, see ``DominoStage``) and
calls ``done`` when it is over: a position once its slides have stopped, a
round summary once somebody has asked for the next round (or, when nobody
has to, once it has been in view for a while), the match end at once.

The stage and what it holds are protocols that name no class of this room:
the presenter, the scene and the felt's panels import the steps, so the
steps import none of them (not even for types), and no circle forms.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from muggins_desktop.engine.base import Event, Outcome


class StageScene(Protocol):
    """What the steps use of the felt: its one "all still" report and a pause."""

    @property
    def linger_ms(self) -> int:
        """How long the last position of a round stays in view."""
        ...

    def hold_still(self, ms: int) -> None: ...

    def when_idle(self, callback: Callable[[], None]) -> None: ...


class StagePanels(Protocol):
    """What the steps use of the felt's panels (``FeltPanels``)."""

    def open_round(self, step: ShowRound, done: Callable[[], None]) -> None: ...

    def open_match_end(self, step: ShowMatchEnd) -> None: ...


class DominoStage(Protocol):
    """What the dominoes steps use of the presenter that runs them."""

    @property
    def scene(self) -> StageScene: ...

    def show_position(self, step: ShowPosition) -> None: ...

    def settle(self) -> None:
        """The round's penalties reach the plaques (its panel is about to explain them)."""
        ...

    @property
    def panels(self) -> StagePanels: ...


# ---------------------------------------------------------------- steps
@dataclass(frozen=True)
class ShowPosition:
    """Show the table; ``pending_draws`` more draws are still to be shown."""

    new_play: Event | None = None
    pending_draws: int = 0
    drawn_by: int | None = None

    def run(self, stage: DominoStage, done: Callable[[], None]) -> None:
        stage.show_position(self)
        stage.scene.when_idle(done)


@dataclass(frozen=True)
class Linger:
    """Keep the final position of a round in view before its panel."""

    def run(self, stage: DominoStage, done: Callable[[], None]) -> None:
        stage.scene.hold_still(stage.scene.linger_ms)
        stage.scene.when_idle(done)


@dataclass(frozen=True)
class ShowRound:
    """The round summary; "Next round" closes it (or time, when nobody has to)."""

    round_no: int
    event: Event = field(default_factory=dict)

    def run(self, stage: DominoStage, done: Callable[[], None]) -> None:
        stage.settle()
        stage.panels.open_round(self, done)


@dataclass(frozen=True)
class ShowMatchEnd:
    """The match-end panel (new game, rematch, review, or look at the table)."""

    outcome: Outcome

    def run(self, stage: DominoStage, done: Callable[[], None]) -> None:
        stage.settle()
        stage.panels.open_match_end(self)
        done()


Step = ShowPosition | Linger | ShowRound | ShowMatchEnd
