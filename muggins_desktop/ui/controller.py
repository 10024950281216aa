"""The game controller: the only thing in the UI that changes a match.

It asks whoever is in ``match.to_act``: a person through the table (signal
``humanTurn``), a computer player on a worker thread, so that the window keeps
painting while it thinks. Every applied action is announced with its events
(``eventsApplied``) and appended to the match's library record
(``session``, a ``storage.library_session.MatchSession``: a queue put, the
write itself on the library's writer thread, so the cost per move is flat).
The controller knows nothing about any particular game: it speaks the
``engine.base.Match`` protocol only.

What the screen shows of those events comes from ``controller.feed`` (a
``ui.table.feed.ScreenFeed``): each batch redacted once, for the one person
at the screen (or for nobody, when several people share it).
"""

from __future__ import annotations

import dataclasses
import secrets
import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, TypeAlias

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal, Slot

from muggins_desktop.engine.base import Action, Event, Match, Outcome
from muggins_desktop.engine.cribbage.view import CribbageView
from muggins_desktop.engine.deals import Deal
from muggins_desktop.engine.dominoes.view import DominoView
from muggins_desktop.engine.errors import IllegalAction
from muggins_desktop.engine.series import GameResult
from muggins_desktop.storage.settings import DEFAULT_BUDGET_MS
from muggins_desktop.ui.coach_controls import CoachControls
from muggins_desktop.ui.seat_names import display_name
from muggins_desktop.ui.table.feed import ScreenFeed
from muggins_desktop.ui.workers import worker

if TYPE_CHECKING:  # the computer players are imported on the worker thread, when first needed
    from muggins_desktop.ai import Player
    from muggins_desktop.storage.library_session import MatchSession

View: TypeAlias = DominoView | CribbageView  # what a seat may see (the engine's views)
Seat: TypeAlias = dict[str, object]  # name, kind ("human" / "computer"), level, takebacks
AutosaveFn: TypeAlias = Callable[[Match, Sequence[Mapping[str, object]], Mapping[str, object]], None]


class _Relay(QObject):
    """Carries results from worker threads back to the GUI thread.

    One relay lives for the whole application on the GUI thread, so no
    per-decision or per-controller Qt object is ever created, kept or deleted
    on a worker thread. A worker ``post``s a result under a token; the GUI
    thread runs the callback registered for it (``expect``), unless the token
    was cancelled meanwhile, in which case the result is simply dropped. Only
    an int crosses the thread boundary in the signal.
    """

    done = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.lock = threading.Lock()
        self._waiting: dict[int, Callable[[object], None]] = {}
        self._results: dict[int, object] = {}
        self._next = 0
        self.done.connect(self._deliver)

    def token(self) -> int:
        with self.lock:
            self._next += 1
            return self._next

    def expect(self, token: int, callback: Callable[[object], None]) -> None:
        with self.lock:
            self._waiting[token] = callback

    def cancel(self, token: int) -> None:
        with self.lock:
            self._waiting.pop(token, None)
            self._results.pop(token, None)

    def post(self, token: int, result: object) -> None:
        """From any thread: hand ``result`` to the callback waiting for ``token``."""
        with self.lock:
            if token not in self._waiting:
                return
            self._results[token] = result
        self.done.emit(token)

    def call_soon(self, callback: Callable[[object], None], value: object) -> None:
        """From any thread: run ``callback(value)`` on the GUI thread."""
        token = self.token()
        self.expect(token, callback)
        self.post(token, value)

    @Slot(int)
    def _deliver(self, token: int) -> None:
        with self.lock:
            callback = self._waiting.pop(token, None)
            result = self._results.pop(token, None)
        if callback is not None:
            callback(result)


_relay: _Relay | None = None


def _queue(queued: set[Future[None]], fn: Callable[..., None], *args: object) -> None:
    """Run ``fn`` on the "ai" worker, remembered in ``queued`` until it is done."""
    future = worker("ai").submit(fn, *args)
    queued.add(future)
    future.add_done_callback(queued.discard)


def _the_relay() -> _Relay:
    global _relay
    if _relay is None:
        _relay = _Relay()
    return _relay


def relay_soon(callback: Callable[[object], None], value: object) -> None:
    """From any thread: run ``callback(value)`` on the GUI thread (the relay is made on the GUI thread first)."""
    _the_relay().call_soon(callback, value)


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


def _warm_up(game: str, factories: Mapping[int, Callable[[], Player]], players: dict[int, Player]) -> None:
    """Import the computer players and build their tables (on the worker thread)."""
    import muggins_desktop.ai

    for seat, make in factories.items():
        if seat not in players:
            players[seat] = make()
        warm = getattr(players[seat], "warm", None)
        if callable(warm):
            warm()
    if game == "cribbage":
        import muggins_desktop.ai.cribbage_players  # noqa: F401 - builds the crib table


def _decide(
    relay: _Relay, token: int, players: dict[int, Player], seat: int, make: Callable[[], Player], view: View
) -> None:
    """One computer decision, on the worker thread; nothing of it is kept."""
    result: object
    try:
        player = players.get(seat)
        if player is None:
            player = players[seat] = make()
        result = player.choose(view)
    except Exception as exc:  # reported on the GUI thread
        result = exc
    relay.post(token, result)


@dataclass(frozen=True)
class Refusal:
    """A refused action, whole: the code and params let the UI translate it."""

    code: str
    message: str
    params: Mapping[str, object] = field(default_factory=dict)


class GameController(QObject, CoachControls):
    """Drives one match; the table and panels only listen and submit (take-back: ``CoachControls``)."""

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
        autosave: AutosaveFn | bool | None = None,
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
        self._autosave = autosave if callable(autosave) else None  # a test's hook, called after every action
        self._players: dict[int, Player] = {}  # filled and used on the decision thread
        self._views: dict[int, View] = {}  # this position's views, by seat (see ``view``)
        self._views_at: tuple[Match, int] | None = None
        self._holds = 0
        self._waiting_for: int | None = None  # seat whose decision is pending
        self._thinking = False
        self._started = False
        self._token = 0  # the decision being waited for (0: none)
        self._relay = _the_relay()
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
        from muggins_desktop.coach.takeback import History

        self.history = History(tuple(self.humans))  # what Redo replays (kept across a take-back's rebuild)
        # Made first, so its ``shown`` fires before anything else hears ``eventsApplied``.
        self.feed = ScreenFeed(self.eventsApplied, lambda: self.humans, self._redact, self.public_record, self)

    # ----------------------------------------------------------------- seats
    def is_human(self, seat: int) -> bool:
        return self.seats[seat].get("kind", "human") == "human"

    def name(self, seat: int) -> str:
        """The seat's name; "You" and "Computer N" in the current language."""
        return display_name(str(self.seats[seat].get("name") or ""))

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

    # ------------------------------------------------------------ what the screen may know of the deal
    def public_deal(self) -> Deal:
        """The match's deal as the screen may know it: its key only once the record has revealed it."""
        deal = self.match.deal
        if deal.key is not None and not self.match.revealed:
            return dataclasses.replace(deal, key=None)
        return deal

    def match_start(self) -> Event:
        """A copy of the match's ``match_start`` (public: options, seats, deal number)."""
        return dict(self.match.record[0])

    def game_result(self) -> GameResult:
        """The finished game's result for a series (``SeriesError`` while it is played)."""
        return GameResult.from_match(self.match)

    @property
    def running(self) -> bool:
        return self.match.outcome is None

    @property
    def to_act(self) -> int | None:
        return self.match.to_act

    def view(self, seat: int) -> View:
        """What ``seat`` may see now (the engine's view).

        Views are frozen snapshots, so one per seat and position is enough:
        the screen's view after a move, the one handed over with ``humanTurn``
        and a computer's decision view are asked for once each.
        """
        position = (self.match, len(self.match.record))
        if self._views_at is None or self._views_at[0] is not position[0] or self._views_at[1] != position[1]:
            self._views_at, self._views = position, {}
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.match.view_for(seat)
        return view

    def view_before_last_action(self, seat: int) -> tuple[int, View] | None:
        """Where the last action's events begin, and ``seat``'s view just before it (ui/before_last.py)."""
        from muggins_desktop.ui.before_last import before_last_action

        return before_last_action(self.match, seat)

    def _redact(self, event: Event, viewer: int | None) -> Event:
        return dict(self.match.redact(dict(event), viewer))

    def public_record(self, viewer: int | None) -> list[Event]:
        """The whole record as ``viewer`` may see it (None: what everybody may see)."""
        if viewer is None:
            return [dict(self.match.redact(dict(e), None)) for e in self.match.record]
        return [dict(e) for e in self.match.public_record(viewer)]

    # ----------------------------------------------------------------- flow
    def start(self) -> None:
        """Begin (or resume) asking seats for their decisions."""
        self._started = True
        if not self._warmed:
            # Import the computer players and build their tables off the GUI thread.
            self._warmed = True
            factories = {s: _factory_for(self, s) for s in range(self.match.players) if not self.is_human(s)}
            if factories:
                _queue(self._queued, _warm_up, self.match.game, factories, self._players)
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
            self.humanTurn.emit(seat, self.view(seat))
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
        view = self.view(seat)
        try:
            _queue(self._queued, _decide, self._relay, token, self._players, seat, _factory_for(self, seat), view)
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
        self.history.new_move()  # a new move of the person: nothing left to redo
        self._after(events)
        return True

    def _after(self, events: list[Event]) -> None:
        self._keep(events)
        self.eventsApplied.emit(events)
        outcome: Outcome | None = self.match.outcome
        if outcome is not None:
            self.matchEnded.emit(outcome)
            return
        self._advance()

    # ----------------------------------------------------------------- keeping
    def _keep(self, events: Sequence[Event]) -> None:
        """Hand one action's events to the library (O(1): the writer thread writes them)."""
        if self.session is not None and not self.session.closed:
            try:
                self.session.append(events)
            except Exception as exc:  # keeping the match must never end the game
                self._report_problem(exc)
        if self._autosave is not None:
            try:
                self._autosave(self.match, self.seats, self.options)
            except Exception as exc:  # a test's hook
                self._report_problem(exc)

    def _report_problem(self, exc: object) -> None:
        if shiboken6.isValid(self):
            self.problem.emit(str(exc))


def _count(value: object) -> int:
    """A saved seat's take-back count (a missing or odd value counts 0)."""
    return value if isinstance(value, int) else 0
