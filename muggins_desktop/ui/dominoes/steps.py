"""What the dominoes scene is shown (``TableState``) and the steps that show a batch of events.

Each step runs itself on its stage (the presenter, see ``DominoStage``) and
calls ``done`` when it is over: a position once its slides have stopped, a
round summary once a person has asked for the next round (at once when only
computers play), the match end at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from muggins_desktop.engine.base import Event, Outcome
from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.engine.dominoes.view import DominoView

if TYPE_CHECKING:
    from muggins_desktop.ui.dominoes.felt_panels import FeltPanels
    from muggins_desktop.ui.dominoes.scene import DominoScene


@dataclass(frozen=True)
class TableState:
    """Everything the scene needs for one picture of the table."""

    view: DominoView
    names: Sequence[str]
    viewer: int
    reveal: bool
    my_turn: bool
    legal: tuple[Tile, ...] = ()
    forced: Tile | None = None
    selected: Tile | None = None
    ends: tuple[End | None, ...] = ()  # where the selected tile may go
    end_choice: int = 0
    can_draw: bool = False
    can_pass: bool = False
    hints: bool = True
    thinking: int | None = None  # computer seat that is deciding
    boneyard_extra: int = 0  # draws not shown yet (tile-by-tile pace)
    drawing: int | None = None  # seat whose draw is being shown
    new_play: Event | None = None
    panel: str = ""  # the kind of panel on the felt ("round", "match", "keys"), "" for none


class DominoStage(Protocol):
    """What the dominoes steps use of the presenter that runs them."""

    @property
    def scene(self) -> DominoScene: ...

    def show_position(self, step: ShowPosition) -> None: ...

    @property
    def panels(self) -> FeltPanels: ...


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
    """The round summary; a person closes it with "Next round"."""

    round_no: int
    event: Event = field(default_factory=dict)

    def run(self, stage: DominoStage, done: Callable[[], None]) -> None:
        stage.panels.open_round(self, done)


@dataclass(frozen=True)
class ShowMatchEnd:
    """The match-end panel (new game, rematch, review, or look at the table)."""

    outcome: Outcome

    def run(self, stage: DominoStage, done: Callable[[], None]) -> None:
        stage.panels.open_match_end(self)
        done()


Step = ShowPosition | Linger | ShowRound | ShowMatchEnd
