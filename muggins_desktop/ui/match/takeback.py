"""Take-back and Redo for the controller: whether they may happen, and what they would do.

``GameController`` holds one ``TakeBacks`` as ``controller.takeback``. It
decides and remembers; the controller acts. A take-back changes nothing
in place: ``take_back`` works out, from the record, the rebuilt match
without the person's last decision and what followed (``coach.takeback``),
and the controller then stops asking anybody, takes that match, cuts the
library's record back and emits ``rebuilt``, so the window shows the
rebuilt match from scratch, the way Continue shows a resumed one.
``refusal`` (and ``params``) say why the last one was refused;
``last_takeback`` and ``last_redo`` what the last one did, for its
sentence. ``history`` is what Redo replays: a rebuilt controller is handed
the old one's, so Redo goes on until a new move.
"""

from __future__ import annotations

from collections.abc import Sequence

from muggins_desktop.coach.takeback import History, Redone, TakeBack, TakebackRefused
from muggins_desktop.engine.base import Match
from muggins_desktop.engine.errors import RecordError

# Refusal codes of ``take_back`` (besides coach.takeback's hot_seat,
# no_person, nothing_to_take_back, settled and nothing_to_redo).
MATCH_OVER = "match_over"
BROKEN_RECORD = "broken_record"


class TakeBacks:
    """The take-back state of one controller (see the module docstring)."""

    def __init__(self, humans: Sequence[int]) -> None:
        self.history = History(tuple(humans))
        self.refusal: str | None = None  # why the last ``take_back`` or ``redo`` was refused
        self.params: dict[str, object] = {}  # replaced, never changed in place
        self.last_takeback: TakeBack | None = None  # what the last take-back removed (for its sentence)
        self.last_redo: Redone | None = None  # what the last redo applied again

    def take_back(self, match: Match) -> tuple[Match, TakeBack] | None:
        """The rebuilt match and what goes, or None (``refusal`` says why).

        Only with one person at the table, the match running, and never past
        a settled result (``coach.takeback``).
        """
        self.refusal, self.params = None, {}
        if match.outcome is not None:
            self.refusal = MATCH_OVER
            return None
        try:
            rebuilt, plan = self.history.take_back(match)
        except TakebackRefused as exc:
            self.refusal, self.params = exc.code, dict(exc.params)
            return None
        except RecordError:
            self.refusal = BROKEN_RECORD
            return None
        self.last_takeback, self.last_redo = plan, None
        return rebuilt, plan

    def redo(self, match: Match) -> Redone | None:
        """What Redo plays again (applied to ``match`` already), or None (``refusal`` says why)."""
        self.refusal, self.params = None, {}
        if match.outcome is not None:
            self.refusal = MATCH_OVER
            return None
        try:
            redone = self.history.redo(match)
        except TakebackRefused as exc:
            self.refusal = exc.code
            return None
        self.last_redo, self.last_takeback = redone, None
        return redone

    def can_redo(self, match: Match) -> bool:
        return self.history.can_redo and match.outcome is None


__all__ = ["BROKEN_RECORD", "MATCH_OVER", "TakeBacks"]
