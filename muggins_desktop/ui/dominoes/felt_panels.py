"""The panels a dominoes presenter opens on the felt: the round summary and the match end.

A part of ``DominoPresenter`` (``presenter.panels``), apart because opening,
answering and re-opening a panel (after a language switch) is one concern
and the presenter's selection and status are another. The steps
``ShowRound`` and ``ShowMatchEnd`` (steps.py) open them. With people at the
screen the match waits behind the round summary until "Next round"
(``waiting``); with computers only the panel stays and the match goes on
under it. The presenter's signals carry the match-end panel's buttons out.

It holds its presenter only as a ``PanelsOwner``, a protocol of what it uses,
so this module never imports the presenter that imports it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance

from muggins_desktop.engine.base import Event, Outcome
from muggins_desktop.engine.dominoes.view import DominoView
from muggins_desktop.ui.dominoes.panels import MatchEndPanel, RoundSummaryPanel
from muggins_desktop.ui.dominoes.sheet import RoundRow, RoundRows
from muggins_desktop.ui.dominoes.steps import ShowMatchEnd, ShowRound
from muggins_desktop.ui.fair.texts import FinalExtras, final_extras
from muggins_desktop.ui.match.controller import GameController


class PanelScene(Protocol):
    """What the panels ask of the felt: open one, close it."""

    def open_round_panel(self, round_no: int, event: Event, names: Sequence[str]) -> RoundSummaryPanel: ...

    def open_match_panel(
        self,
        outcome: Outcome,
        names: Sequence[str],
        target: int,
        history: Sequence[RoundRow],
        you: int | None = None,
        events: Sequence[Event] = (),
        extras: FinalExtras | None = None,
    ) -> MatchEndPanel: ...

    def close_panel(self) -> None: ...


class PanelsOwner(Protocol):
    """What the panels use of the dominoes presenter that owns them."""

    @property
    def controller(self) -> GameController | None: ...

    @property
    def scene(self) -> PanelScene: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def rows(self) -> RoundRows: ...

    @property
    def roundSummaryShown(self) -> SignalInstance: ...

    @property
    def againWanted(self) -> SignalInstance: ...

    @property
    def reviewRequested(self) -> SignalInstance: ...

    @property
    def newGameWanted(self) -> SignalInstance: ...

    @property
    def rematchWanted(self) -> SignalInstance: ...

    def view(self) -> DominoView: ...

    def show_seats(self) -> None: ...

    def render(self) -> None: ...

    def panel_shown(self, again: Callable[[], None] | None) -> None: ...


class FeltPanels:
    """Round summary and match-end panel of one dominoes presenter."""

    def __init__(self, presenter: PanelsOwner) -> None:
        self.p = presenter
        self._round_done: Callable[[], None] | None = None

    @property
    def waiting(self) -> bool:
        """A person has not yet asked for the next round (nobody thinks meanwhile)."""
        return self._round_done is not None

    def forget(self) -> None:
        """A match attached or detached: no round summary waits any longer."""
        self._round_done = None

    def open_round(self, step: ShowRound, done: Callable[[], None]) -> None:
        """The round summary; with people at the screen the match waits for "Next round"."""
        p = self.p
        c = p.controller
        assert c is not None
        self._round_panel(step)
        if c.humans:
            self._round_done = done  # the match waits for "Next round"
        p.show_seats()  # nobody is "thinking" while the panel waits
        p.roundSummaryShown.emit(step.round_no)
        if not c.humans:
            done()  # computers only: the panel stays and the match goes on under it

    def _round_panel(self, step: ShowRound) -> None:
        p = self.p
        panel = p.scene.open_round_panel(step.round_no, step.event, p.names)
        panel.nextRound.connect(self.next_round)
        p.panel_shown(lambda: self._round_panel(step))

    def next_round(self) -> None:
        p = self.p
        p.panel_shown(None)
        p.scene.close_panel()
        done, self._round_done = self._round_done, None
        if done is not None:
            done()
        p.render()

    def open_match_end(self, step: ShowMatchEnd) -> None:
        p = self.p
        c = p.controller
        assert c is not None
        panel = p.scene.open_match_panel(
            step.outcome,
            p.names,
            c.reading.target,
            p.rows.rows,
            c.feed.viewer,
            p.view().public_events,
            final_extras(c, list(p.names)),
        )
        panel.again.connect(p.againWanted.emit)
        panel.lookAtTable.connect(self.close_final)
        panel.reviewRequested.connect(p.reviewRequested.emit)
        panel.newGame.connect(p.newGameWanted.emit)
        panel.rematch.connect(p.rematchWanted.emit)
        p.panel_shown(lambda: self.open_match_end(step))
        p.show_seats()

    def close_final(self) -> None:
        """ "Look at the table": the match-end panel closes, the final table stays."""
        p = self.p
        p.panel_shown(None)
        p.scene.close_panel()
        p.render()
