"""The controller's coach methods: take-back and the finished match's record.

``GameController`` inherits these (it stays the only thing in the UI that
changes a match). A take-back changes nothing in place: the match is rebuilt
from its record without the person's last decision and what followed
(``coach.takeback``), the controller stops asking anybody, and ``rebuilt``
tells the window to show the rebuilt match from scratch, the way Continue
shows a resumed one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from muggins_desktop.engine.base import Event, Match

if TYPE_CHECKING:
    from muggins_desktop.ui.controller import Seat

# Refusal codes of ``take_back`` (besides coach.takeback's hot_seat,
# no_person and nothing_to_take_back).
MATCH_OVER = "match_over"
BROKEN_RECORD = "broken_record"


class _Controller(Protocol):
    """What these methods use of the controller they are mixed into."""

    match: Match
    seats: list[Seat]
    takebacks: int
    takeback_refusal: str | None

    @property
    def humans(self) -> list[int]: ...

    @property
    def rebuilt(self) -> SignalInstance: ...

    def stop(self) -> None: ...

    def _save(self) -> None: ...


class CoachControls:
    """Mixed into ``GameController``: uses its match, seats, ``stop`` and signals."""

    takeback_refusal: str | None = None  # why the last ``take_back`` was refused
    match: Match  # the controller's match

    def finished_record(self) -> list[Event] | None:
        """The whole record once the match is over (for its review); None while it runs."""
        if self.match.outcome is None:
            return None
        return [dict(e) for e in self.match.record]

    def record_for_export(self) -> list[Event]:
        """The whole, unredacted record: only the Export command writes it out."""
        return [dict(e) for e in self.match.record]

    def take_back(self: _Controller) -> bool:
        """Return to the person's last decision by replaying the record without the later actions.

        Only with one person at the table and the match running. On success
        the controller is stopped, holds the rebuilt match, counts the
        take-back and emits ``rebuilt`` (whoever shows the match starts it
        again); otherwise ``takeback_refusal`` says why and nothing changes.
        """
        from muggins_desktop.coach import takeback
        from muggins_desktop.engine.errors import RecordError

        c = self
        self.takeback_refusal = None
        if c.match.outcome is not None:
            self.takeback_refusal = MATCH_OVER
            return False
        try:
            match = takeback.take_back(list(c.match.record), c.humans, key=c.match.deal.key)
        except takeback.TakebackRefused as exc:
            self.takeback_refusal = exc.code
            return False
        except RecordError:
            self.takeback_refusal = BROKEN_RECORD
            return False
        c.stop()
        c.match = match
        c.takebacks += 1
        person = c.seats[c.humans[0]]  # the one person (take-back is refused otherwise)
        before = person.get("takebacks")
        person["takebacks"] = (before if isinstance(before, int) else 0) + 1  # saved with the seat: survives a restart
        c._save()
        c.rebuilt.emit()
        return True
