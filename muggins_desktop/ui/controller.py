"""The game controller: the only thing in the UI that changes a match.

It asks whoever is in ``match.to_act``: a person through the table (signal
``humanTurn``), a computer player on a worker thread, so that the window keeps
painting while it thinks. Every applied action is announced with its events
(``eventsApplied``) and saved to the autosave file. The controller knows
nothing about any particular game: it speaks the ``engine.base.Match``
protocol only.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from muggins_desktop.engine.base import Action, Match, Outcome
from muggins_desktop.engine.errors import IllegalAction


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued signal).

    Only plain ints cross the thread boundary; the result itself waits in
    ``results`` (passing Python objects through queued signals has proved
    fragile in PySide).
    """

    done = Signal(int, int)  # generation, seat

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.results: dict[int, Any] = {}
        self.lock = threading.Lock()


class _Think(QRunnable):
    """Runs one computer decision off the GUI thread."""

    def __init__(self, relay: _Relay, generation: int, seat: int, player: Any, view: Any) -> None:
        super().__init__()
        self.relay, self.generation, self.seat = relay, generation, seat
        self.player, self.view = player, view

    def run(self) -> None:
        try:
            result: Any = self.player.choose(self.view)
        except Exception as exc:  # noqa: BLE001 - reported on the GUI thread
            result = exc
        with self.relay.lock:
            self.relay.results[self.generation] = result
        self.relay.done.emit(self.generation, self.seat)


def _default_autosave(match: Match, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any]) -> None:
    try:
        from muggins_desktop.storage import saves
    except ImportError:  # storage is optional for the UI
        return
    saves.autosave(match, seats, options)


def _default_clear() -> None:
    try:
        from muggins_desktop.storage import saves
    except ImportError:
        return
    saves.clear_autosave()


@dataclass(frozen=True)
class Refusal:
    """A refused action, whole: the code and params let the UI translate it."""

    code: str
    message: str
    params: Mapping[str, Any] = field(default_factory=dict)


class GameController(QObject):
    """Drives one match; the table and panels only listen and submit."""

    humanTurn = Signal(int, object)  # seat, view
    computerTurn = Signal(int)  # seat that is thinking
    eventsApplied = Signal(list)
    matchEnded = Signal(object)  # Outcome
    actionRefused = Signal(object)  # Refusal
    problem = Signal(str)  # something went wrong outside the rules (autosave, AI)

    def __init__(
        self,
        match: Match,
        seats: Sequence[Mapping[str, Any]],
        options: Mapping[str, Any] | None = None,
        *,
        ai_pause_ms: int = 600,
        ai_budget_ms: int = 200,
        autosave: bool | Callable[[Match, Sequence[Mapping[str, Any]], Mapping[str, Any]], None] = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if len(seats) != match.players:
            raise ValueError(f"{match.players} seats are needed, {len(seats)} were given")
        self.match = match
        self.seats = [dict(s) for s in seats]
        self.options = dict(options or {})
        self.ai_pause_ms = ai_pause_ms
        self.ai_budget_ms = ai_budget_ms
        if autosave is True:
            self._autosave: Callable[..., None] | None = _default_autosave
        elif autosave is False:
            self._autosave = None
        else:
            self._autosave = autosave
        self._players: dict[int, Any] = {}
        self._generation = 0
        self._holds = 0
        self._waiting_for: int | None = None  # seat whose decision is pending
        self._thinking = False
        self._started = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._computer_done)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._launch)

    # ----------------------------------------------------------------- seats
    def is_human(self, seat: int) -> bool:
        return self.seats[seat].get("kind", "human") == "human"

    def name(self, seat: int) -> str:
        return str(self.seats[seat].get("name") or "")

    @property
    def humans(self) -> list[int]:
        return [s for s in range(self.match.players) if self.is_human(s)]

    @property
    def waiting_for(self) -> int | None:
        """The seat whose decision the controller is waiting for, if any."""
        return self._waiting_for

    @property
    def thinking(self) -> bool:
        return self._thinking

    def _player(self, seat: int) -> Any:
        if seat not in self._players:
            from muggins_desktop.ai import make_player

            level = self.seats[seat].get("level") or "medium"
            self._players[seat] = make_player(self.match.game, level, seed=self.match.seed + 7919 * (seat + 1),
                                              budget_ms=self.ai_budget_ms)
        return self._players[seat]

    # ------------------------------------------------ what the UI may see
    # The tables and the main window read the match only through these: views
    # and redacted events, never the live match or its unredacted record.
    @property
    def game(self) -> str:
        return str(self.match.game)

    @property
    def players(self) -> int:
        return int(self.match.players)

    @property
    def target(self) -> int:
        return int(self.match.target)

    @property
    def scores(self) -> list[int]:
        return list(self.match.scores)

    @property
    def outcome(self) -> Outcome | None:
        return self.match.outcome

    @property
    def running(self) -> bool:
        return self.match.outcome is None

    @property
    def to_act(self) -> int | None:
        return self.match.to_act

    def view(self, seat: int) -> Any:
        """What ``seat`` may see now (the engine's view)."""
        return self.match.view_for(seat)

    def redact(self, event: Mapping[str, Any], viewer: int) -> dict[str, Any]:
        """``event`` as ``viewer`` may see it."""
        return dict(self.match.redact(dict(event), viewer))

    def public_record(self, viewer: int) -> list[dict[str, Any]]:
        """The whole record as ``viewer`` may see it (for rebuilding a log)."""
        return [dict(e) for e in self.match.public_record(viewer)]

    # ----------------------------------------------------------------- flow
    def start(self) -> None:
        """Begin (or resume) asking seats for their decisions."""
        self._started = True
        self._advance()

    def stop(self) -> None:
        """Forget any pending decision; results still on their way are dropped."""
        self._generation += 1
        self._timer.stop()
        self._started = False
        self._waiting_for = None
        self._thinking = False

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Stop and wait for a running computer decision to finish."""
        self.stop()
        self._pool.waitForDone(timeout_ms)

    def hold(self) -> None:
        """Pause before the next decision (e.g. while a round summary is shown)."""
        self._holds += 1

    def release(self) -> None:
        if self._holds > 0:
            self._holds -= 1
        if self._holds == 0 and self._waiting_for is None:
            self._advance()

    @property
    def held(self) -> bool:
        return self._holds > 0

    def _advance(self) -> None:
        if not self._started or self._holds or self.match.outcome is not None:
            return
        if self._waiting_for is not None:
            return
        seat = self.match.to_act
        if seat is None:
            return
        self._waiting_for = seat
        if self.is_human(seat):
            self.humanTurn.emit(seat, self.match.view_for(seat))
        else:
            self.computerTurn.emit(seat)
            self._timer.start(max(0, int(self.ai_pause_ms)))

    @Slot()
    def _launch(self) -> None:
        seat = self._waiting_for
        if seat is None or self.is_human(seat):
            return
        self._thinking = True
        self._generation += 1
        view = self.match.view_for(seat)
        self._pool.start(_Think(self._relay, self._generation, seat, self._player(seat), view))

    @Slot(int, int)
    def _computer_done(self, generation: int, seat: int) -> None:
        with self._relay.lock:
            result = self._relay.results.pop(generation, None)
        if generation != self._generation or seat != self._waiting_for or result is None:
            return
        self._thinking = False
        if isinstance(result, Exception):
            # A computer player must never stall the match: fall back to the
            # first legal action and say so.
            self.problem.emit(f"computer player failed: {result!r}")
            legal = self.match.legal_actions()
            if not legal:
                return
            result = legal[0]
        self._waiting_for = None
        try:
            events = self.match.apply(result, seat)  # type: ignore[arg-type]
        except IllegalAction as exc:
            self.problem.emit(f"computer player chose an illegal action: {exc.message}")
            events = self.match.apply(self.match.legal_actions()[0], seat)
        self._after(events)

    def submit(self, action: Action) -> bool:
        """A person's decision. Returns False (and says why) when refused."""
        seat = self._waiting_for
        if seat is None or not self.is_human(seat):
            self.actionRefused.emit(Refusal("not_your_turn", "It is not your turn."))
            return False
        try:
            events = self.match.apply(action, seat)
        except IllegalAction as exc:
            self.actionRefused.emit(Refusal(exc.code, exc.message, dict(exc.params)))
            return False
        self._waiting_for = None
        self._after(events)
        return True

    def _after(self, events: list[dict[str, Any]]) -> None:
        self._save()
        self.eventsApplied.emit(events)
        outcome: Outcome | None = self.match.outcome
        if outcome is not None:
            self._clear_save()
            self.matchEnded.emit(outcome)
            return
        self._advance()

    # ----------------------------------------------------------------- saving
    def _save(self) -> None:
        if self._autosave is None:
            return
        try:
            self._autosave(self.match, self.seats, self.options)
        except Exception as exc:  # noqa: BLE001 - a failed autosave must not end the game
            self.problem.emit(str(getattr(exc, "sentence", "") or exc))

    def _clear_save(self) -> None:
        if self._autosave is None:
            return
        if self._autosave is _default_autosave:
            try:
                _default_clear()
            except OSError as exc:
                self.problem.emit(str(exc))
