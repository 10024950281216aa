"""The dominoes presenter: what the table shows and what a click means.

A ``QObject`` with no painting. It reads only the controller's read surface
(``view(seat)``, ``to_act``, ``outcome``, names and kinds of seats) and the
redacted events of ``eventsApplied``; it never sees the match itself. It
owns the selection, the end being chosen, the status text and a typed step
queue: each batch of events becomes ``ShowPosition`` steps (one per draw, so
a run of draws is shown tile by tile), then ``ShowRound`` / ``ShowMatchEnd``
panels. A step that starts animations holds the controller until the
scene's ``animationsDone``; nothing waits on a timer.

The scene it drives (``DominoScene``) gets a ``TableState`` and renders it.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from muggins_desktop.engine.dominoes.actions import Draw, Pass, PlayTile
from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.dominoes.sheet import RoundRows
from muggins_desktop.ui.dominoes.steps import Linger, ShowMatchEnd, ShowPosition, ShowRound, Step, TableState
from muggins_desktop.ui.i18n import illegal_text
from muggins_desktop.ui.plural import plural

CONTEXT = "DominoTable"


def tr(text: str, n: int = -1) -> str:
    return plural(QCoreApplication.translate(CONTEXT, text, None, n), n)


class DominoPresenter(QObject):
    """Selection, status and the order of steps for one dominoes table."""

    statusChanged = Signal(str)
    roundSummaryShown = Signal(int)
    reviewRequested = Signal()  # the match-end panel's Review button
    newGameWanted = Signal()  # the match-end panel's buttons
    rematchWanted = Signal()
    rendered = Signal(object)  # the TableState just shown (the accessible mirror reads it)

    def __init__(self, scene: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.controller: Any = None
        self.names: list[str] = []
        self.viewer = 0
        self.reveal = True
        self.active_seat: int | None = None
        self.selected: Tile | None = None
        self.end_choice = 0
        self.hints = True
        self.rows = RoundRows()
        self._round_no = 0
        self._steps: deque[Step] = deque()
        self._busy = False
        self._holding = False
        self._panel_hold = False
        self._status = ""
        self._views: dict[int, Any] = {}
        self._extra_draws = 0
        self.input = Picker(self)

    # ------------------------------------------------------------ wiring
    def attach(self, controller: Any, names: list[str]) -> None:
        self.controller = controller
        self.names = names
        humans = controller.humans
        self.viewer = humans[0] if humans else 0
        self.reveal = len(humans) <= 1
        self.active_seat = None
        self.selected = None
        self._steps.clear()
        self._busy = self._holding = self._panel_hold = False
        self._views = {}
        self.rows = RoundRows()
        self.rows.feed_all(controller.public_record(self.viewer))
        self._round_no = self.rows.round_no
        controller.eventsApplied.connect(self.on_events)
        controller.computerTurn.connect(self.on_computer_turn)
        controller.matchEnded.connect(self.on_match_end)
        controller.actionRefused.connect(self.on_refused)

    def detach(self) -> None:
        c = self.controller
        if c is None:
            return
        for signal, slot in (
            (c.eventsApplied, self.on_events),
            (c.computerTurn, self.on_computer_turn),
            (c.matchEnded, self.on_match_end),
            (c.actionRefused, self.on_refused),
        ):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self._release_holds()
        self.controller = None

    # ------------------------------------------------------------ reading views
    def view(self, seat: int | None = None) -> Any:
        seat = self.viewer if seat is None else seat
        if seat not in self._views:
            self._views[seat] = self.controller.view(seat)
        return self._views[seat]

    def my_turn(self) -> bool:
        c = self.controller
        return (
            c is not None
            and self.active_seat is not None
            and c.waiting_for == self.active_seat
            and c.to_act == self.active_seat
            and self.scene.panel is None
            and self.reveal
            and not self._busy
        )

    def legal(self) -> list[Any]:
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

    def state(self, new_play: dict[str, Any] | None = None, drawing: int | None = None) -> TableState | None:
        if self.controller is None:
            return None
        my_turn = self.my_turn()
        legal = tuple(self.legal_tiles()) if my_turn else ()
        if self.selected is not None and self.selected not in legal:
            self.selected = None
        actions = self.legal() if my_turn else []
        to_act = self.controller.to_act
        thinking = (
            to_act
            if (to_act is not None and not self.controller.is_human(to_act) and not self.controller.held)
            else None
        )
        return TableState(
            view=self.view(),
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
        )

    # ------------------------------------------------------------ turns
    def set_viewer(self, seat: int | None, reveal: bool) -> None:
        self.viewer = seat if seat is not None else self.viewer
        self.reveal = reveal
        if not reveal:
            self.active_seat = None
            self.selected = None
        self.render()

    def begin_turn(self, seat: int) -> None:
        self.viewer = seat
        self.reveal = True
        self.active_seat = seat
        self.selected = None
        self.end_choice = 0
        self._views = {}
        legal = self.legal_tiles()
        if self.forced() is not None:
            self.selected = self.forced()
        elif len(legal) == 1 and len(self.ends_for(legal[0])) > 1:
            self.selected = legal[0]
        self.render()

    # ------------------------------------------------------------ controller signals
    def on_events(self, events: list[dict[str, Any]]) -> None:
        self._views = {}
        if self.active_seat is not None and any(e.get("player") == self.active_seat for e in events):
            self.active_seat = None
            self.selected = None
        humans = self.controller.humans
        viewer = humans[0] if len(humans) == 1 else None
        shown = [self.controller.redact(e, viewer) for e in events]
        self._steps.extend(self._position_steps(shown, self.scene.animation_ms > 0))
        for event in shown:
            self.rows.feed(event)
            kind = event.get("event")
            if kind in ("round_end", "match_end") and self.scene.animation_ms > 0:
                self._steps.append(Linger())
            if kind == "round_end" and self.controller.outcome is None:
                self._steps.append(ShowRound(self.rows.round_no, event))
        self._pump()

    @staticmethod
    def _position_steps(shown: list[dict[str, Any]], animate: bool) -> list[Step]:
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
        if not self._busy:
            self.scene.render_seats(self.state())
            self._emit_status()

    def on_match_end(self, outcome: Any) -> None:
        self.active_seat = None
        self._steps.append(ShowMatchEnd(outcome))
        self._pump()

    def on_refused(self, refusal: Any) -> None:
        self.scene.show_notice(illegal_text(refusal))
        self.render()

    # ------------------------------------------------------------ the step queue
    def _pump(self) -> None:
        # A round panel waits for a person's "Next round"; with nobody at the
        # screen (computers only) it is shown and the match goes on under it.
        while self._steps and not self._busy and (self.scene.panel is None or not self._waits_for_person()):
            step = self._steps.popleft()
            if isinstance(step, ShowPosition):
                self._extra_draws = step.pending_draws
                self.render(animate=True, new_play=step.new_play, drawing=step.drawn_by)
                if self.scene.animating:
                    self._wait_for_scene()
            elif isinstance(step, Linger):
                self.scene.hold_still(self.scene.linger_ms)
                if self.scene.animating:
                    self._wait_for_scene()
            elif isinstance(step, ShowRound):
                self._open_round(step)
            else:
                self._open_match_end(step.outcome)
        if not self._steps and not self._busy:
            self._extra_draws = 0
            if self._holding:
                self._holding = False
                self.controller.release()

    def _waits_for_person(self) -> bool:
        return self._panel_hold or getattr(self.scene.panel, "kind", "") == "match"

    def _wait_for_scene(self) -> None:
        self._busy = True
        if not self._holding and self.controller is not None:
            self._holding = True
            self.controller.hold()
        self.scene.when_idle(self._scene_idle)

    def _scene_idle(self) -> None:
        self._busy = False
        if self.controller is None:
            return
        self._pump()
        if not self._busy:
            self.render()

    def _release_holds(self) -> None:
        c = self.controller
        if c is None:
            return
        if self._holding:
            self._holding = False
            c.release()
        if self._panel_hold:
            self._panel_hold = False
            c.release()

    # ------------------------------------------------------------ panels
    def _open_round(self, step: ShowRound) -> None:
        event = step.event
        if self.controller.humans:
            self._panel_hold = True
            self.controller.hold()
        self.scene.open_round_panel(step.round_no, event, self.names)
        self.scene.render_seats(self.state())  # nobody is "thinking" while the panel waits
        self.scene.panel.nextRound.connect(self.next_round)
        self._emit_status()
        self.roundSummaryShown.emit(step.round_no)

    def next_round(self) -> None:
        self.scene.close_panel()
        if self._panel_hold and self.controller is not None:
            self._panel_hold = False
            self.controller.release()
        self._pump()
        self.render()

    def _open_match_end(self, outcome: Any) -> None:
        humans = list(self.controller.humans)
        self.scene.open_match_panel(
            outcome,
            self.names,
            self.controller.target,
            self.rows.rows,
            humans[0] if len(humans) == 1 else None,
            self.view().public_events,
        )
        self.scene.panel.lookAtTable.connect(self.close_final)
        self.scene.panel.reviewRequested.connect(self.reviewRequested.emit)
        self.scene.panel.newGame.connect(self.newGameWanted.emit)
        self.scene.panel.rematch.connect(self.rematchWanted.emit)
        self._emit_status()

    def close_final(self) -> None:
        self.scene.close_panel()
        self.render()

    # ------------------------------------------------------------ rendering and status
    def render(self, animate: bool = False, new_play: dict[str, Any] | None = None, drawing: int | None = None) -> None:
        state = self.state(new_play, drawing)
        if state is None:
            self.scene.show_state(None, False)
            return
        self.scene.show_state(state, animate)
        self.rendered.emit(state)
        self._emit_status()

    def _emit_status(self) -> None:
        text = status_text(self)
        if text != self._status:
            self._status = text
            self.statusChanged.emit(text)

    def status(self) -> str:
        return self._status


def status_text(p: DominoPresenter) -> str:
    c = p.controller
    if c is None:
        return ""
    outcome = c.outcome
    if outcome is not None:
        winner = outcome.winner
        humans = list(c.humans)
        if winner is not None and humans == [winner]:
            return tr("You win the match. Start a new game from the Game menu.")
        return tr("%1 wins the match. Start a new game from the Game menu.").replace(
            "%1", p.names[winner] if winner is not None else "?"
        )
    if getattr(p.scene.panel, "kind", "") == "round":
        return tr("The round is over. Click “Next round” to deal again.")
    seat = c.to_act
    if seat is None:
        return ""
    name = p.names[seat]
    if not c.is_human(seat):
        return tr("%1 is thinking…").replace("%1", name)
    if not p.my_turn():
        if len(c.humans) <= 1:  # nobody to pass the screen to
            return tr("%1 to play.").replace("%1", name)
        return tr("%1 to play. Pass the screen to %1.").replace("%1", name)
    return _turn_text(p, name, p.view(seat))


def _turn_text(p: DominoPresenter, name: str, view: Any) -> str:
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

    def play(self, tile: Tile, end: End | None) -> bool:
        if not self.p.my_turn():
            return False
        self.p.selected = None
        return bool(self.p.controller.submit(PlayTile(tile, end)))

    def draw(self) -> None:
        if self.p.my_turn():
            self.p.controller.submit(Draw())  # refused (and explained) while a tile fits

    def pass_turn(self) -> None:
        if self.p.my_turn():
            self.p.controller.submit(Pass())

    def tile_clicked(self, tile: Tile) -> None:
        if not self.p.my_turn():
            return
        ends = self.p.ends_for(tile)
        if not ends:
            # Let the rules say why (translated on the table's notice area).
            self.p.controller.submit(PlayTile(tile, End.RIGHT if self.p.view(self.p.active_seat).line else None))
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

    def dropped(self, tile: Tile, end: End | None | str) -> None:
        """``end`` is where the scene found the drop ("miss": nowhere useful)."""
        if end != "miss" and self.play(tile, end):  # type: ignore[arg-type]
            return
        self.p.render(animate=True)

    def move_selection(self, step: int) -> None:
        legal = self.p.legal_tiles()
        if not self.p.my_turn() or not legal:
            return
        order = [t for t in self.p.view().hand if t in legal]
        if self.p.selected in order:
            i = order.index(self.p.selected) + step
        else:
            i = 0 if step > 0 else len(order) - 1
        self.p.selected = order[i % len(order)]
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
