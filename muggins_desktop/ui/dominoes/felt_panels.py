"""The panels a dominoes presenter opens on the felt: the round summary and the match end.

A part of ``DominoPresenter`` (``presenter.panels``), apart because opening,
answering and re-opening a panel (after a language switch) is one concern
and the presenter's selection and status are another. The steps
``ShowRound`` and ``ShowMatchEnd`` (steps.py) open them. With people at the
screen the match waits behind the round summary until "Next round"
(``waiting``); with computers only the panel stays and the match goes on
under it. The presenter's signals carry the match-end panel's buttons out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from muggins_desktop.ui.fair.texts import final_extras

if TYPE_CHECKING:
    from muggins_desktop.ui.dominoes.presenter import DominoPresenter
    from muggins_desktop.ui.dominoes.steps import ShowMatchEnd, ShowRound


class FeltPanels:
    """Round summary and match-end panel of one dominoes presenter."""

    def __init__(self, presenter: DominoPresenter) -> None:
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
