"""Carrying out the presenter's steps on the cribbage scene.

Each step says when it is over: new scores when the pegs have stopped
(``animationsDone``), a show when its panel has outlined every combination,
"Next hand" on its button, a settlement when its dialog closes, a held count
or a "go" after one beat of the pace. Then ``presenter.step_done``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.dialogs import SettlementDialog
from muggins_desktop.ui.cribbage.presenter import person_seat
from muggins_desktop.ui.cribbage.steps import (
    AutoShowStep,
    BeatStep,
    FinalStep,
    NextHandStep,
    NoticeStep,
    ScoresStep,
    SettlementStep,
    Step,
)
from muggins_desktop.ui.table.match_summary import cribbage_rows, cribbage_tally
from muggins_desktop.ui.table.words import side_seats, winners_title

CONTEXT = "CribbageTable"


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


class StepRunner(QObject):
    """Runs one step at a time for the table's presenter."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.table = table
        self.scene = table.scene_
        self.presenter = table.presenter
        self.presenter.stepStarted.connect(self.run)
        self.scene.show_panel.finished.connect(lambda: self.finish(AutoShowStep))
        self.scene.show_panel.clicked.connect(self.next_hand)
        self.scene.final_panel.chosen.connect(self.final_chosen)
        self.scene.animationsDone.connect(lambda: self.finish(ScoresStep))

    def run(self, step: Step) -> None:
        """Carry out one step; ``presenter.step_done`` follows when it is over."""
        s, done = self.scene, lambda: self.presenter.step_done(step)
        if isinstance(step, ScoresStep):
            s.set_scores(step.scores)
            if not s.is_animating():
                done()
        elif isinstance(step, NoticeStep):
            self.table.show_notice(step.text)
            s.beat(self.table.pace_ms, done) if step.beat and self.table.pace_ms > 0 else done()
        elif isinstance(step, BeatStep):
            self._hold_count(step, done)
        elif isinstance(step, AutoShowStep):
            self._auto_show(step)
        elif isinstance(step, NextHandStep):
            s.show_panel.wait(tr("Next hand"))
        elif isinstance(step, SettlementStep):
            self.table._show_dialog(SettlementDialog(step.info, self.table.window() or self.table), on_close=done)
        elif isinstance(step, FinalStep):
            self._show_final(step.outcome)
            done()

    def finish(self, kind: type) -> None:
        current = self.presenter.current
        if isinstance(current, kind):
            self.presenter.step_done(current)

    def _hold_count(self, step: BeatStep, done: Callable[[], None]) -> None:
        """The presenter keeps ``step``'s count in view until its beat is over."""
        self.table.refresh()

        def over() -> None:
            done()
            self.table.refresh()

        self.scene.beat(self.table.pace_ms, over)

    def _auto_show(self, step: AutoShowStep) -> None:
        show, p = step.show, self.presenter
        whose = tr("Crib (%1)") if show.crib else tr("Hand (%1)")
        whose = whose.replace("%1", p.names[show.counter])
        self.scene.set_scores(step.event["scores"])
        line = texts.describe(step.event, p.names, person_seat(p)) or ""
        self.scene.show_panel.start(
            tr("The show"), whose, list(show.cards), show.starter, show.items, line, step.first, self.table.show_ms
        )

    def next_hand(self) -> None:
        self.scene.show_panel.close()
        self.finish(NextHandStep)
        self.table.take_focus()

    def _show_final(self, outcome: Any) -> None:
        p, view = self.presenter, self.presenter.view()
        self.scene.show_panel.close()
        self.scene.notice.set_text("")
        side_names = p.side_names()
        winner = side_names[outcome.winner] if outcome.winner is not None else "?"
        if view.lowball:
            end: dict[str, Any] = next((e for e in reversed(view.public_events) if e.get("event") == "match_end"), {})
            reached = end.get("reached")
            loser = side_names[reached] if isinstance(reached, int) and reached < len(side_names) else "?"
            title = (
                tr("%1 reached %2 and loses: %3 wins!")
                .replace("%1", loser)
                .replace("%2", str(view.target))
                .replace("%3", winner)
            )
        else:
            title = winners_title(p.names, side_seats(outcome.winner, view.players, view.partnerships), person_seat(p))
        lines = [f"{name}: {score}" for name, score in zip(side_names, outcome.scores, strict=False)]
        if outcome.skunk == "double":
            lines.append(tr("Double skunk!"))
        elif outcome.skunk == "skunk":
            lines.append(tr("Skunk!"))
        self.scene.final_panel.set_result(title, lines, tr("New game"), tr("Look at the table"), tr("Review"))
        side_of = (lambda s: s % 2) if view.partnerships else (lambda s: s)
        tally = cribbage_tally(view.public_events, len(side_names), side_of)
        self.scene.final_panel.set_summary([""] + side_names, cribbage_rows(tally), tr("Rematch"))
        self.table.refresh()

    def final_chosen(self, choice: str) -> None:
        if choice == "new":
            self.table.newGameRequested.emit()
            return
        if choice == "review":
            self.table.reviewRequested.emit()
            return
        if choice == "rematch":
            self.table.rematchRequested.emit()
            return
        self.scene.final_panel.hide()
        self.table.take_focus()
