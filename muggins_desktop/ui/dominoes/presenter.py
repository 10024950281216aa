"""The dominoes presenter: what the table shows and what a click means.

A ``TablePresenter`` (ui/table/presenter.py) with no painting. It reads only
the controller's read surface (``view(seat)``, ``to_act``, ``outcome``, names
and kinds of seats) and the events of ``controller.feed``; it never sees the
match itself. It owns the selection, the end being chosen and the status
text, and turns each batch of events into steps (``steps.py``): one
``ShowPosition`` per drawn tile (so a run of draws is shown tile by tile),
then ``ShowRound`` / ``ShowMatchEnd`` panels (opened by its ``FeltPanels``,
felt_panels.py). A step that starts animations
holds the controller until the scene is idle; nothing waits on a timer.

The scene it drives (``DominoScene``) gets one frozen ``TableState`` per
change (``render``) and never reads the presenter.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from muggins_desktop.engine.base import Action, Event, Outcome
from muggins_desktop.engine.dominoes.actions import Draw, Pass, PlayTile
from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.engine.dominoes.view import DominoView
from muggins_desktop.ui.dominoes.closing import closing_view
from muggins_desktop.ui.dominoes.felt_panels import FeltPanels
from muggins_desktop.ui.dominoes.scene import DominoScene
from muggins_desktop.ui.dominoes.sheet import RoundRows
from muggins_desktop.ui.dominoes.state import TableState
from muggins_desktop.ui.dominoes.steps import Linger, ShowMatchEnd, ShowPosition, ShowRound, Step
from muggins_desktop.ui.fair.texts import game_result_text
from muggins_desktop.ui.match.controller import GameController, Refusal, View
from muggins_desktop.ui.table.presenter import TablePresenter
from muggins_desktop.ui.text.i18n import illegal_text
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "DominoTable"


tr = Translator(CONTEXT)


class DominoPresenter(TablePresenter[DominoView, Step]):
    """Selection, status and the order of steps for one dominoes table."""

    roundSummaryShown = Signal(int)
    reviewRequested = Signal()  # the match-end panel's Review button
    newGameWanted = Signal()  # the match-end panel's buttons
    rematchWanted = Signal()
    againWanted = Signal()  # the same deals from the other seat

    def __init__(self, scene: DominoScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self.selected: Tile | None = None
        self.end_choice = 0
        self.rows = RoundRows()
        self.state: TableState | None = None  # the state last shown
        self._extra_draws = 0
        self.summary_ms = 0  # how long a round summary nobody has to close stays (pace)
        # The scores as they stood before a round's penalties, shown until its panel explains them.
        self._unsettled: tuple[int, ...] | None = None
        self.input = Picker(self)
        self.panels = FeltPanels(self)  # the round summary and the match end on the felt

    @property
    def scene(self) -> DominoScene:
        return self._scene

    # ------------------------------------------------------------ wiring
    def attach(self, controller: GameController) -> None:
        super().attach(controller)
        self.selected = None
        self._unsettled = None
        self.input.stop_drawing()
        self.panels.forget()
        self.rows = RoundRows()
        self._pending: list[Step] = []
        self._pending_deal: list[Event] = []
        record = controller.feed.record()
        if not (round_summary_pending(record) and controller.reading.outcome is None and controller.humans):
            self.rows.feed_all(record)
            return
        # Resumed right after a round ended: the summary waits for "Next round", as it did, over
        # the round's last line (shown once the table is laid out); the next deal waits behind it.
        ending = self.resume_ending()
        if ending is not None:
            head, tail = ending
            self.rows.feed_all(record[: len(record) - len(tail)])
            self._pending, self._pending_deal = [ShowRound(self.rows.round_no, head[-1])], tail
            return
        self.rows.feed_all(record[:-1])  # no view of the round's end (a set-up position): over the next deal
        round_no = self.rows.round_no
        self.rows.feed(record[-1])
        self._pending = [ShowRound(round_no, record[-2])]

    def show_pending(self) -> None:
        """After ``attach`` and the table's first picture: the summary a resumed match still waits on."""
        pending, self._pending = self._pending, []
        deal, self._pending_deal = self._pending_deal, []
        if pending:
            self.steps.enqueue(pending)
        if deal:
            self.deal_later(deal)

    def detach(self) -> None:
        self.panels.forget()
        super().detach()

    def default_name(self, seat: int) -> str:
        return tr("Player %1").replace("%1", str(seat + 1))

    def narrow(self, view: View) -> DominoView:
        assert isinstance(view, DominoView)
        return view

    def starts_deal(self, event: Event) -> bool:
        return event.get("event") == "round_start"

    def closing_view(self, before: DominoView, after: DominoView, head: list[Event], tail: list[Event]) -> DominoView:
        return closing_view(before, after, head, tail)

    # ------------------------------------------------------------ reading views
    def may_act(self) -> bool:
        return self.scene.panel is None

    def legal(self) -> list[Action]:
        return list(self.view(self.active_seat).legal_actions) if self.my_turn() else []

    def legal_tiles(self) -> list[Tile]:
        seen: list[Tile] = []
        for action in self.legal():
            if isinstance(action, PlayTile) and action.tile not in seen:
                seen.append(action.tile)
        return seen

    def ends_for(self, tile: Tile) -> list[End | None]:
        return [a.end for a in self.legal() if isinstance(a, PlayTile) and a.tile == tile]

    def forced(self) -> Tile | None:
        return self.view(self.active_seat).forced_tile if self.my_turn() else None

    def build_state(self, new_play: Event | None = None, drawing: int | None = None) -> TableState | None:
        """The one picture of the table for now (``my_turn`` is worked out here)."""
        c = self.controller
        if c is None:
            return None
        my_turn = self.refresh_turn()
        actions = self.legal() if my_turn else []
        legal = tuple(self.legal_tiles()) if my_turn else ()
        if self.selected is not None and self.selected not in legal:
            self.selected = None
        view = self.table_view()
        if self._unsettled is not None:
            view = replace(view, scores=self._unsettled)
        to_act = c.reading.to_act
        waits = c.held or self.panels.waiting  # nobody thinks while the match waits
        thinking = to_act if (to_act is not None and not c.is_human(to_act) and not waits) else None
        panel = self.scene.panel
        return TableState(
            view=view,
            names=self.names,
            viewer=self.viewer,
            reveal=self.reveal,
            my_turn=my_turn,
            legal=legal,
            forced=self.forced(),
            selected=self.selected,
            ends=tuple(self.ends_for(self.selected)) if self.selected is not None else (),
            end_choice=self.end_choice,
            can_draw=Draw() in actions,
            can_pass=Pass() in actions,
            hints=self.hints,
            thinking=thinking,
            boneyard_extra=self._extra_draws,
            drawing=drawing,
            new_play=new_play,
            panel=panel.kind if panel is not None else "",
        )

    # ------------------------------------------------------------ turns
    def viewer_changed(self) -> None:
        if not self.reveal:
            self.selected = None

    def turn_begun(self) -> None:
        self.selected = None
        self.end_choice = 0
        self.refresh_turn()
        legal = self.legal_tiles()
        forced = self.forced()
        if forced is not None:
            self.selected = forced
        elif len(legal) == 1 and len(self.ends_for(legal[0])) > 1:
            self.selected = legal[0]
        if self.input.drawing:  # the next tile of "draw until it fits", once this turn is on the screen
            QTimer.singleShot(0, self, self.input.go_on_drawing)

    # ------------------------------------------------------------ controller signals
    def on_events(self, events: list[Event]) -> None:
        if self.acted(events):
            self.selected = None
        animate = self.scene.animation_ms > 0
        self._unsettled = self._before_penalties(events)
        steps = self._position_steps(events, animate)
        for event in events:
            self.rows.feed(event)
            kind = event.get("event")
            if kind in ("round_end", "match_end") and animate:
                steps.append(Linger())
            if kind == "round_end" and self.controller is not None and self.controller.reading.outcome is None:
                steps.append(ShowRound(self.rows.round_no, event))
        self.steps.enqueue(steps)

    def _before_penalties(self, events: list[Event]) -> tuple[int, ...] | None:
        """The scores to show until the panel about a round's end in ``events`` opens (None: no end).

        The round's last play and the settled totals come in one batch; the
        plaques keep the play's scores through the last position and the
        linger, so the totals change when the panel saying why appears.
        """
        ends = [i for i, e in enumerate(events) if e.get("event") == "round_end"]
        if not ends:
            return self._unsettled
        scores = self.state.view.scores if self.state is not None else None
        for event in events[: ends[0]]:
            if event.get("event") == "play":
                scores = tuple(int(s) for s in event["scores"])
        return scores

    def settle(self) -> None:
        """A round's panel opens: the plaques show the totals it explains from now on."""
        self._unsettled = None

    @staticmethod
    def _position_steps(shown: list[Event], animate: bool) -> list[Step]:
        """One picture per drawn tile (when slides are on), then the position."""
        draws = [e for e in shown if e.get("event") == "draw"]
        plays = [e for e in shown if e.get("event") == "play"]
        drawn_by = draws[-1].get("player") if draws and animate else None
        steps: list[Step] = []
        if animate:
            steps = [ShowPosition(pending_draws=len(draws) - i, drawn_by=drawn_by) for i in range(1, len(draws))]
        steps.append(ShowPosition(new_play=plays[-1] if plays else None, drawn_by=drawn_by))
        return steps

    def on_computer_turn(self, seat: int) -> None:
        if not self.running:
            self.show_seats(tell=False)  # "thinking…" on its plaque; the mirror has nothing new

    def on_match_end(self, outcome: Outcome) -> None:
        self.active_seat = None
        self.steps.enqueue([ShowMatchEnd(outcome)])

    def on_refused(self, refusal: Refusal) -> None:
        self.notice.emit(illegal_text(refusal))
        self.render()

    # ------------------------------------------------------------ the steps' stage
    def run_step(self, step: Step, done: Callable[[], None]) -> None:
        step.run(self, done)

    def steps_over(self, waited: bool) -> None:
        self._extra_draws = 0
        if waited:
            self.render()

    def show_position(self, step: ShowPosition) -> None:
        self._extra_draws = step.pending_draws
        self.render(animate=True, new_play=step.new_play, drawing=step.drawn_by)

    def show_seats(self, tell: bool = True) -> None:
        """Only the seats change (a panel opened, a computer thinks): show them, and tell the status line
        (and, with ``tell``, the mirror)."""
        state = self.build_state()
        if state is not None:
            self.state = state
            self.scene.render_seats(state)
            if tell:
                self.rendered.emit(state)
        self.update_status()

    # ------------------------------------------------------------ rendering and status
    def render(self, animate: bool = False, new_play: Event | None = None, drawing: int | None = None) -> None:
        state = self.build_state(new_play, drawing)
        self.state = state
        self.scene.show_state(state, animate)
        if state is not None:
            self.rendered.emit(state)
            self.update_status()

    def status_text(self) -> str:
        """The one line that says whose turn it is and what to do."""
        c = self.controller
        if c is None:
            return ""
        outcome = c.reading.outcome
        if outcome is not None:
            in_series = game_result_text(c)  # a game of a series is not the match
            if in_series:
                return in_series
            winner = outcome.winner
            humans = list(c.humans)
            if winner is not None and humans == [winner]:
                return tr("You win the match. Start a new game from the Game menu.")
            return tr("%1 wins the match. Start a new game from the Game menu.").replace(
                "%1", self.names[winner] if winner is not None else "?"
            )
        if self.scene.panel is not None and self.scene.panel.kind == "round":
            if not self.panels.asks_for_next():
                return tr("The round is over. The next round is dealt in a moment.")
            return tr("The round is over. Click “Next round” to deal again.")
        if self.ending:  # the last play is held in view; the next deal (and its turn) waits behind it
            return tr("The round is over.")
        turn = self.whose_turn()
        if isinstance(turn, str):
            return turn
        seat, name = turn
        if not self.my_turn():
            if len(c.humans) <= 1:  # nobody to pass the screen to
                return tr("%1 to play.").replace("%1", name)
            return tr("%1 to play. Pass the screen to %1.").replace("%1", name)
        return _turn_text(self, name, self.view(seat))


def _turn_text(p: DominoPresenter, name: str, view: DominoView) -> str:
    if view.forced_tile is not None:
        return (
            tr("%1: you drew %2 and it fits — you must play it now.")
            .replace("%1", name)
            .replace("%2", str(view.forced_tile))
        )
    actions = list(view.legal_actions)
    if Draw() in actions:
        return tr("%1: no tile fits. Draw from the boneyard (click it or press D).").replace("%1", name)
    if Pass() in actions:
        return tr("%1: no tile fits and the boneyard is empty. Pass (P).").replace("%1", name)
    if not view.line:
        return tr("%1: you lead. Click any tile to open the line.").replace("%1", name)
    if p.selected is not None:
        return (
            tr("%1: choose an end for %2 (click a glowing end, or Up/Down then Enter).")
            .replace("%1", name)
            .replace("%2", str(p.selected))
        )
    count = len(p.legal_tiles())
    return tr("%1: your turn. %n tile(s) fit; click one, drag it to an end, or use the arrow keys.", count).replace(
        "%1", name
    )


class Picker:
    """What a person does at the table: pick a tile, an end, draw, pass.

    Works on its presenter's selection (``selected``, ``end_choice``) and
    hands decisions to the controller; a refused one comes back as a
    translated notice through the presenter's ``on_refused``.
    """

    def __init__(self, presenter: DominoPresenter) -> None:
        self.p = presenter
        self.drawing = False  # "draw until it fits" goes on at the next turn
        self.drawn = 0  # tiles drawn by it so far

    def play(self, tile: Tile, end: End | None) -> bool:
        if not self.p.my_turn():
            return False
        self.p.selected = None
        return self.p.submit(PlayTile(tile, end))

    def draw(self) -> None:
        if self.p.my_turn():
            self.p.submit(Draw())  # refused (and explained) while a tile fits

    def draw_until_fits(self) -> None:
        """ "Draw until it fits" (Shift+D): one person's action for a whole run of draws.

        The rules let a player draw one tile at a time, so the engine still
        gets one Draw per tile: the picker asks again each time the person's
        turn comes back with the drawn tile on the table, and stops as soon as
        no draw is legal (a tile fits, or the boneyard is empty). The notice
        (spoken too) says how many tiles were drawn.
        """
        if self.p.my_turn() and Draw() in self.p.legal():
            self.drawing, self.drawn = True, 0
            self.go_on_drawing()
        else:
            self.draw()  # refused and explained as a single draw would be

    def go_on_drawing(self) -> None:
        if not self.drawing:
            return
        if self.p.my_turn() and Draw() in self.p.legal():
            if self.p.submit(Draw()):
                self.drawn += 1
                return
        self.stop_drawing()
        if self.drawn:
            self.p.notice.emit(tr("You drew %n tile(s).", self.drawn))

    def stop_drawing(self) -> None:
        self.drawing = False

    def pass_turn(self) -> None:
        if self.p.my_turn():
            self.p.submit(Pass())

    def tile_clicked(self, tile: Tile) -> None:
        if not self.p.my_turn():
            return
        ends = self.p.ends_for(tile)
        if not ends:
            # Let the rules say why (translated on the table's notice area).
            self.p.submit(PlayTile(tile, End.RIGHT if self.p.view(self.p.active_seat).line else None))
            return
        if len(ends) == 1:
            self.play(tile, ends[0])
            return
        self.p.selected = None if self.p.selected == tile else tile
        self.p.end_choice = 0
        self.p.render()

    def slot_clicked(self, end: End) -> None:
        if self.p.selected is not None and end in self.p.ends_for(self.p.selected):
            self.play(self.p.selected, end)

    def drag_started(self, tile: Tile) -> None:
        if self.p.ends_for(tile):
            self.p.selected = tile
            self.p.render()

    def dropped(self, tile: Tile, ends: list[End | None]) -> None:
        """``ends``: where the scene found the drop (one end, or none: a miss)."""
        if ends and self.play(tile, ends[0]):
            return
        self.p.render(animate=True)

    def select(self, tile: Tile) -> None:
        """The keyboard cursor is on ``tile`` (the scene walks the tiles that fit): choose it."""
        if self.p.my_turn() and tile in self.p.legal_tiles():
            self.p.selected = tile
            self.p.end_choice = 0
            self.p.render()

    def next_end(self) -> None:
        if self.p.selected is not None:
            self.p.end_choice += 1
            self.p.render()

    def act(self) -> None:
        if self.p.selected is not None:
            ends = self.p.ends_for(self.p.selected)
            if ends:
                self.play(self.p.selected, ends[self.p.end_choice % len(ends)])

    def cancel(self) -> None:
        self.p.selected = None
        self.p.render()


def round_summary_pending(record: list[Event]) -> bool:
    """Whether the record stops right after a round's end (its summary still waits for the person)."""
    return len(record) >= 2 and record[-1].get("event") == "round_start" and record[-2].get("event") == "round_end"
