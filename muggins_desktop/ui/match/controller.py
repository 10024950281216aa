"""The game controller: the only thing in the UI that changes a match.

It asks whoever is in ``match.to_act``: a person through the table (signal
``humanTurn``), a computer player on a worker thread, so that the window keeps
painting while it thinks. Every applied action is announced with its events
(``eventsApplied``) and appended to the match's library record
(``session``, a ``storage.library_session.MatchSession``: a queue put, the
write itself on the library's writer thread, so the cost per move is flat).
The controller knows nothing about any particular game: it speaks the
``engine.base.Match`` protocol only. What the UI may read of the match is
``controller.reading`` (a ``MatchReading``, ui/match/reading.py); whether a
take-back or Redo may happen, and what it would do, is
``controller.takeback`` (a ``TakeBacks``, ui/match/takeback.py), and the
controller carries it out. Computer decisions run on the "ai"
worker (ui/match/computer_work.py) and come back through the app's one ``Relay``
(ui/match/relay.py).

What the screen shows of those events comes from ``controller.feed`` (a
``ui.table.feed.ScreenFeed``): each batch redacted once, for the one person
at the screen (or for nobody, when several people share it).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, TypeAlias

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal, Slot

from muggins_desktop.engine.base import Action, Event, Match, Outcome
from muggins_desktop.engine.errors import IllegalAction
from muggins_desktop.storage.settings import DEFAULT_BUDGET_MS
from muggins_desktop.ui.match.computer_work import decide, queue_on_ai, warm_up
from muggins_desktop.ui.match.feed import ScreenFeed
from muggins_desktop.ui.match.reading import MatchReading, View
from muggins_desktop.ui.match.relay import the_relay
from muggins_desktop.ui.match.takeback import TakeBacks
from muggins_desktop.ui.text.seat_names import seat_name

if TYPE_CHECKING:  # the computer players are imported on the worker thread, when first needed
    from muggins_desktop.ai import Player
    from muggins_desktop.storage.library.session import MatchSession

Seat: TypeAlias = dict[str, object]  # name, kind ("human" / "computer"), level, takebacks
KeepHook: TypeAlias = Callable[[Match, Sequence[Mapping[str, object]], Mapping[str, object]], None]


#: events after which a computer's formality is left for its own step
ROUND_MARKS = frozenset({"round_end", "round_start", "deal"})


def _player_factory(game: str, level: str, seed: int, budget_ms: int) -> Callable[[], Player]:
    """How to make one computer player (called on the worker thread)."""

    def make() -> Player:
        from muggins_desktop.ai import make_player

        return make_player(game, level, seed=seed, budget_ms=budget_ms)

    return make


def draw_ai_seed() -> int:
    """The computer players' own seed for one match, from the OS (a test may fix it to repeat a match)."""
    return secrets.randbits(32)


def _factory_for(c: GameController, seat: int) -> Callable[[], Player]:
    # The computer's own seed: drawn apart from the match's, so no computer
    # ever holds anything derived from the deal number or the match key.
    level = str(c.seats[seat].get("level") or "medium")
    return _player_factory(c.match.game, level, c.ai_seed + 7919 * (seat + 1), c.ai_budget_ms)


@dataclass(frozen=True)
class Refusal:
    """A refused action, whole: the code and params let the UI translate it."""

    code: str
    message: str
    params: Mapping[str, object] = field(default_factory=dict)


class GameController(QObject):
    """Drives one match; the table and panels only listen and submit.

    What the UI may read of the match: ``reading``; take-back and Redo: ``takeback``.
    """

    humanTurn = Signal(int, object)  # seat, view
    computerTurn = Signal(int)  # seat that is thinking
    eventsApplied = Signal(list)
    matchEnded = Signal(object)  # Outcome
    actionRefused = Signal(object)  # Refusal
    problem = Signal(str)  # something went wrong outside the rules (keeping the match, AI)
    rebuilt = Signal()  # the match was replaced (a take-back): show it again from scratch

    def __init__(
        self,
        match: Match,
        seats: Sequence[Mapping[str, object]],
        options: Mapping[str, object] | None = None,
        *,
        ai_pause_ms: int = 600,
        ai_budget_ms: int = DEFAULT_BUDGET_MS,
        session: MatchSession | None = None,
        keep_in_library: KeepHook | bool | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if len(seats) != match.players:
            raise ValueError(f"{match.players} seats are needed, {len(seats)} were given")
        self.match = match
        self.seats: list[Seat] = [dict(s) for s in seats]
        self.options: dict[str, object] = dict(options or {})
        self.ai_pause_ms = ai_pause_ms
        self.ai_budget_ms = ai_budget_ms
        #: where the computer players' own randomness starts: never from the deal (see ``_factory_for``)
        self.ai_seed = draw_ai_seed()
        #: where every batch of events is kept (None: not kept, as in tests and screenshots)
        self.session = session
        # A test's hook, called with the match after every step that is kept (a bool: no hook).
        self._kept_hook = keep_in_library if callable(keep_in_library) else None
        self._players: dict[int, Player] = {}  # filled and used on the decision thread
        self.reading = MatchReading(lambda: self.match)
        self._holds = 0
        self._waiting_for: int | None = None  # seat whose decision is pending
        self._thinking = False
        self._started = False
        self._token = 0  # the decision being waited for (0: none)
        self._relay = the_relay()
        # Decisions run on the app's one "ai" worker, one after another; the
        # ones still queued when the match stops are cancelled.
        self._queued: set[Future[None]] = set()
        self._warmed = False
        self._launch_pending = False  # a computer turn waits for a hold to end
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._launch)
        # take-backs in this match (statistics count such matches apart); a resumed save keeps its mark
        self.takebacks = sum(_count(s.get("takebacks")) for s in self.seats)
        self.takeback = TakeBacks(self.humans)  # its history is what Redo replays (kept across a rebuild)
        # Made first, so its ``shown`` fires before anything else hears ``eventsApplied``.
        reading = self.reading
        self.feed = ScreenFeed(self.eventsApplied, lambda: self.humans, reading.redact, reading.public_record, self)

    # ----------------------------------------------------------------- seats
    def is_human(self, seat: int) -> bool:
        return self.seats[seat].get("kind", "human") == "human"

    def name(self, seat: int) -> str:
        """The seat's name; "You" and "Computer N" in the current language, "You" only for the person at the screen."""
        return seat_name(str(self.seats[seat].get("name") or ""), seat, self.feed.viewer)

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

    # ----------------------------------------------------------------- flow
    def start(self) -> None:
        """Begin (or resume) asking seats for their decisions."""
        self._started = True
        if not self._warmed:
            # Import the computer players and build their tables off the GUI thread.
            self._warmed = True
            factories = {s: _factory_for(self, s) for s in range(self.match.players) if not self.is_human(s)}
            if factories:
                queue_on_ai(self._queued, warm_up, self.match.game, factories, self._players)
        self._advance()

    def stop(self) -> None:
        """Forget any pending decision at once; a result still on its way is dropped."""
        if self._token:
            self._relay.cancel(self._token)
            self._token = 0
        self._timer.stop()
        self._started = False
        self._waiting_for = None
        self._thinking = False
        self._launch_pending = False

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Stop without waiting for a computer that is thinking.

        The abandoned decision finishes on its own thread and is thrown away;
        the library's writes are waited for (up to ``timeout_ms``), so
        "Continue" resumes exactly where the match stopped.
        """
        self.stop()
        for future in list(self._queued):
            future.cancel()
        self.flush(timeout_ms / 1000)

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every event handed to the library is on disk."""
        session = self.session
        return True if session is None else session.flush(timeout)

    def hold(self) -> None:
        """Pause before the next decision (e.g. while a round summary is shown)."""
        self._holds += 1

    def release(self) -> None:
        if self._holds > 0:
            self._holds -= 1
        if self._holds == 0 and self._waiting_for is None:
            self._advance()
        elif self._holds == 0 and self._launch_pending:  # a computer waited for the hold to end
            self._launch_pending = False
            self._timer.start(0)

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
            self.humanTurn.emit(seat, self.reading.view(seat))
        else:
            self.computerTurn.emit(seat)
            self._timer.start(max(0, int(self.ai_pause_ms)))

    @Slot()
    def _launch(self) -> None:
        seat = self._waiting_for
        if seat is None or self.is_human(seat):
            return
        if self._holds:  # e.g. the person has not yet asked for the next move
            self._launch_pending = True
            return
        self._thinking = True
        token = self._token = self._relay.token()
        self._relay.expect(token, partial(self._computer_done, token, seat))
        view = self.reading.view(seat)
        try:
            queue_on_ai(self._queued, decide, self._relay, token, self._players, seat, _factory_for(self, seat), view)
        except RuntimeError:  # shut down meanwhile
            self._relay.cancel(token)

    def _computer_done(self, token: int, seat: int, result: object) -> None:
        if not shiboken6.isValid(self) or token != self._token or seat != self._waiting_for or result is None:
            return
        self._token = 0
        self._thinking = False
        if isinstance(result, Exception):
            # A computer player must never stall the match: fall back to the
            # first legal action and say so.
            self.problem.emit(f"computer player failed: {result!r}")
            legal = self.match.legal_actions()
            if not legal:
                return
            result = legal[0]
        if not isinstance(result, Action):
            self.problem.emit(f"computer player chose no action: {result!r}")
            result = self.match.legal_actions()[0]
        self._waiting_for = None
        try:
            events = self.match.apply(result, seat)
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
        self.takeback.history.new_move()  # a new move of the person: nothing left to redo
        self._after(events)
        return True

    def _after(self, events: list[Event]) -> None:
        events = self._with_formalities(events)
        self._keep(events)
        self.eventsApplied.emit(events)
        outcome: Outcome | None = self.match.outcome
        if outcome is not None:
            self.matchEnded.emit(outcome)
            return
        self._advance()

    def _with_formalities(self, events: list[Event]) -> list[Event]:
        """``events`` followed by the computers' formalities (a cut, a go, a forced draw or pass).

        Such an action is a computer's only one and asks for no decision: it is
        taken at once and shown in the same step as the move before it, as a
        player at a real table would, with no thinking pause and no view of the
        match made for it. A new round or hand is never entered this way: its
        first move waits for the round's end to be seen.
        """
        match = self.match
        while match.outcome is None and not any(e["event"] in ROUND_MARKS for e in events):
            seat = match.to_act
            if seat is None or self.is_human(seat):
                break
            legal = match.legal_actions()
            if len(legal) != 1 or not legal[0].automatic:
                break
            events = [*events, *match.apply(legal[0], seat)]
        return events

    # ----------------------------------------------------------------- take-back
    def take_back(self) -> bool:
        """Return to the person's last decision by replaying the record without the later actions.

        On success the controller is stopped, holds the rebuilt match,
        counts the take-back, cuts the library's record back (the take-back
        mark kept in the sidecar) and emits ``rebuilt`` (whoever shows the
        match starts it again). Otherwise ``takeback.refusal`` says why and
        nothing changes.
        """
        found = self.takeback.take_back(self.match)
        if found is None:
            return False
        self.stop()
        self.match, plan = found
        self.takebacks += 1
        person = self.seats[self.humans[0]]  # the one person (take-back is refused otherwise)
        person["takebacks"] = _count(person.get("takebacks")) + 1  # kept with the seat: survives a restart
        session = self.session
        if session is not None and not session.closed:
            try:
                session.truncate(plan.length)
                session.set_seats(self.seats)
            except Exception as exc:  # keeping the match must never stop the take-back
                self._report_problem(exc)
        self.rebuilt.emit()
        return True

    def redo(self) -> bool:
        """Ctrl+Shift+Z: play the taken-back decision again (with what followed it), until a new move.

        The events are appended to the library as they were first recorded;
        the controller is stopped and ``rebuilt`` shows the match again, as
        after a take-back.
        """
        redone = self.takeback.redo(self.match)
        if redone is None:
            return False
        self.stop()
        self._keep(redone.events)
        self.rebuilt.emit()
        return True

    @property
    def can_redo(self) -> bool:
        return self.takeback.can_redo(self.match)

    # ----------------------------------------------------------------- keeping
    def _keep(self, events: Sequence[Event]) -> None:
        """Hand one action's events to the library (O(1): the writer thread writes them)."""
        if self.session is not None and not self.session.closed:
            try:
                self.session.append(events)
            except Exception as exc:  # keeping the match must never end the game
                self._report_problem(exc)
        if self._kept_hook is not None:
            try:
                self._kept_hook(self.match, self.seats, self.options)
            except Exception as exc:  # a test's hook
                self._report_problem(exc)

    def _report_problem(self, exc: object) -> None:
        if shiboken6.isValid(self):
            self.problem.emit(str(exc))


def _count(value: object) -> int:
    """A saved seat's take-back count (a missing or odd value counts 0)."""
    return value if isinstance(value, int) else 0


__all__ = ["KeepHook", "GameController", "Refusal", "Seat", "View", "draw_ai_seed"]
