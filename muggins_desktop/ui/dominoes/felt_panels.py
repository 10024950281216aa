"""The panels a dominoes presenter opens on the felt: the round summary and the match end.

A part of ``DominoPresenter`` (``presenter.panels``), apart because opening,
answering and re-opening a panel (after a language switch) is one concern
and the presenter's selection and status are another. The steps
``ShowRound`` and ``ShowMatchEnd`` (steps.py) open them. The match waits
behind the round summary (``waiting``) until "Next round" when people play
or somebody asked to click through the moves; with computers only it stays
for ``summary_ms`` and then closes by itself, so no round is ever played
under the summary of the one before. The presenter's signals carry the
match-end panel's buttons out.

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

    def hold_still(self, ms: int) -> None: ...

    def when_idle(self, callback: Callable[[], None]) -> None: ...


class PanelsOwner(Protocol):
    """What the panels use of the dominoes presenter that owns them."""

    @property
    def controller(self) -> GameController | None: ...

    @property
    def wait_for_click(self) -> bool: ...

    @property
    def summary_ms(self) -> int: ...

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

    def asks_for_next(self) -> bool:
        """Whether the round summary waits for "Next round" (else it closes itself after a while)."""
        c = self.p.controller
        return c is not None and (bool(c.humans) or self.p.wait_for_click)

    def open_round(self, step: ShowRound, done: Callable[[], None]) -> None:
        """The round summary; the match waits behind it until it is closed (see the module docstring)."""
        p = self.p
        assert p.controller is not None
        self._round_panel(step)
        self._round_done = done
        p.show_seats()  # nobody is "thinking" while the panel waits
        p.roundSummaryShown.emit(step.round_no)
        if not self.asks_for_next():
            p.scene.hold_still(p.summary_ms)
            p.scene.when_idle(lambda: self._read(done))

    def _read(self, done: Callable[[], None]) -> None:
        """The summary nobody has to close has been in view long enough (unless it was closed already)."""
        if self._round_done is done:
            self.next_round()

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
