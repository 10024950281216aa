"""The controller's coach methods: take-back and the finished match's record.

``GameController`` inherits these (it stays the only thing in the UI that
changes a match). A take-back changes nothing in place: the match is rebuilt
from its record without the person's last decision and what followed
(``coach.takeback``), the controller stops asking anybody, and ``rebuilt``
tells the window to show the rebuilt match from scratch, the way Continue
shows a resumed one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from muggins_desktop.engine.base import Event, Match

if TYPE_CHECKING:
    from muggins_desktop.coach.takeback import History, Redone, TakeBack
    from muggins_desktop.storage.library.session import MatchSession
    from muggins_desktop.ui.match.controller import Seat

# Refusal codes of ``take_back`` (besides coach.takeback's hot_seat,
# no_person, nothing_to_take_back, settled and nothing_to_redo).
MATCH_OVER = "match_over"
BROKEN_RECORD = "broken_record"


class _Controller(Protocol):
    """What these methods use of the controller they are mixed into."""

    match: Match
    seats: list[Seat]
    takebacks: int
    takeback_refusal: str | None
    takeback_params: dict[str, object]
    last_takeback: TakeBack | None
    last_redo: Redone | None
    history: History
    session: MatchSession | None

    @property
    def humans(self) -> list[int]: ...

    @property
    def rebuilt(self) -> SignalInstance: ...

    def stop(self) -> None: ...

    def _keep(self, events: Sequence[Event]) -> None: ...

    def _report_problem(self, exc: object) -> None: ...


class CoachControls:
    """Mixed into ``GameController``: uses its match, seats, ``stop`` and signals."""

    takeback_refusal: str | None = None  # why the last ``take_back`` or ``redo`` was refused
    takeback_params: dict[str, object] = {}  # replaced, never changed in place
    last_takeback: TakeBack | None = None  # what the last take-back removed (for its sentence)
    last_redo: Redone | None = None  # what the last redo applied again
    match: Match  # the controller's match

    def finished_record(self) -> list[Event] | None:
        """The whole record once the match is over (for its review); None while it runs."""
        if self.match.outcome is None:
            return None
        return self.match.full_record()

    def record_for_export(self) -> list[Event]:
        """The whole, unredacted record: only the Export command writes it out."""
        return self.match.full_record()

    def take_back(self: _Controller) -> bool:
        """Return to the person's last decision by replaying the record without the later actions.

        Only with one person at the table, the match running, and never past
        a settled result (``coach.takeback``). On success the controller is
        stopped, holds the rebuilt match, counts the take-back, cuts the
        library's record back (the take-back mark kept in the sidecar) and
        emits ``rebuilt`` (whoever shows the match starts it again);
        ``last_takeback`` says what went. Otherwise ``takeback_refusal`` (and
        ``takeback_params``) say why and nothing changes.
        """
        from muggins_desktop.coach import takeback
        from muggins_desktop.engine.errors import RecordError

        c = self
        c.takeback_refusal, c.takeback_params = None, {}
        if c.match.outcome is not None:
            c.takeback_refusal = MATCH_OVER
            return False
        try:
            match, plan = c.history.take_back(c.match)
        except takeback.TakebackRefused as exc:
            c.takeback_refusal, c.takeback_params = exc.code, dict(exc.params)
            return False
        except RecordError:
            c.takeback_refusal = BROKEN_RECORD
            return False
        c.stop()
        c.match = match
        c.last_takeback, c.last_redo = plan, None
        c.takebacks += 1
        person = c.seats[c.humans[0]]  # the one person (take-back is refused otherwise)
        before = person.get("takebacks")
        person["takebacks"] = (before if isinstance(before, int) else 0) + 1  # kept with the seat: survives a restart
        session = c.session
        if session is not None and not session.closed:
            try:
                session.truncate(plan.length)
                session.set_seats(c.seats)
            except Exception as exc:  # keeping the match must never stop the take-back
                c._report_problem(exc)
        c.rebuilt.emit()
        return True

    def redo(self: _Controller) -> bool:
        """Ctrl+Shift+Z: play the taken-back decision again (with what followed it), until a new move.

        The events are appended to the library as they were first recorded;
        ``last_redo`` names what was replayed. The controller is stopped and
        ``rebuilt`` shows the match again, as after a take-back.
        """
        from muggins_desktop.coach import takeback

        c = self
        c.takeback_refusal, c.takeback_params = None, {}
        if c.match.outcome is not None:
            c.takeback_refusal = MATCH_OVER
            return False
        try:
            redone = c.history.redo(c.match)
        except takeback.TakebackRefused as exc:
            c.takeback_refusal = exc.code
            return False
        c.stop()
        c.last_redo, c.last_takeback = redone, None
        c._keep(redone.events)
        c.rebuilt.emit()
        return True

    @property
    def can_redo(self: _Controller) -> bool:
        return self.history.can_redo and self.match.outcome is None
