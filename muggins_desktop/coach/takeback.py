"""Take-back and Redo: return to the person's last decision, with clear limits.

Nothing is undone in place. The record is cut just before the events of the
person's last decision and the match is rebuilt from that prefix with
``Match.from_record``: the deals come from the match's seed, so the position
is exactly the one the person saw (same view, same legal actions).

The rules, all here:

- **One person at the table.** In hot-seat a take-back would undo another
  person's turn, so it is refused (``hot_seat``); without a person there is
  nothing to take back (``no_person``).
- **A real decision.** The take-back goes back to the person's last action
  that had a choice. A forced action (a dominoes draw, the play of the one
  drawn tile that fits, a Go, a pass, anything where the seat had one legal
  action) is never a stopping point: going back to it would change nothing.
  It is taken back together with the decision before it, and the result
  says so (``TakeBack.forced``).
- **A settled result is never undone.** The cut may not remove the end of a
  round (dominoes: ``round_end``, the next ``round_start``) or a count that
  has been settled (cribbage: an automatic ``show``, a ``settle`` after a
  declared count, the next ``deal``). When the person's last decision lies
  before such an event the take-back is refused (``settled``, with
  ``params["what"]`` = ``"round"`` or ``"hand"``): in dominoes, after a
  forced first play in round 3, Ctrl+Z no longer reaches back into round 2.
- **Say what was taken back.** ``TakeBack`` lists every action removed, as
  codes and params the UI translates ("You took back your play of [3|5] and
  Computer 1's reply").
- **Redo replays until a new move is made.** ``History`` keeps the events a
  take-back removed; ``redo`` applies them again, one decision of the
  person (with the replies and forced actions after it) at a time, exactly
  as they were (the computers' replies are replayed, not asked again). Any
  new move of the person (``new_move``) forgets them.

Entry points: ``plan_take_back(record, human_seats)`` (pure: what would be
taken back), ``History`` (take back, redo, new move, for the controller),
and the older ``can_take_back``, ``takeback_record``, ``take_back``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from muggins_desktop.coach.replay import decisions
from muggins_desktop.engine import RecordError, match_from_record
from muggins_desktop.engine.base import Event, Match, canonical
from muggins_desktop.engine.errors import IllegalAction

#: Events that settle a result: a take-back never removes one.
SETTLED = {
    "dominoes": frozenset({"round_end", "round_start", "match_end"}),
    "cribbage": frozenset({"settle", "deal", "match_end"}),
}


class TakebackRefused(ValueError):
    """No take-back here.

    ``code``: ``hot_seat``, ``no_person``, ``nothing_to_take_back``,
    ``settled`` (``params["what"]``: ``round`` or ``hand``), ``nothing_to_redo``.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class TakenMove:
    """One action that was taken back (or redone), as the UI can name it.

    ``code``: ``play`` (``tile``, ``end``), ``draw``, ``pass`` (dominoes);
    ``discard`` (``cards``), ``cut``, ``peg`` (``card``), ``go``,
    ``declare`` (``points``), ``respond`` (``answer``, ``stated``) (cribbage).
    ``forced``: the seat had exactly one legal action.
    """

    seat: int
    code: str
    params: dict[str, Any]
    forced: bool


@dataclass(frozen=True)
class TakeBack:
    """What a take-back does: the kept record, and every action it removes.

    ``move`` is the person's decision gone back to, ``forced`` the person's
    forced actions after it that went with it, ``replies`` the other seats'
    actions (in order). ``removed`` are the events cut off (what Redo
    replays). ``code`` is ``took_back`` or, when forced actions went too,
    ``took_back_with_forced``.
    """

    record: list[Event]
    removed: list[Event]
    move: TakenMove
    forced: tuple[TakenMove, ...]
    replies: tuple[TakenMove, ...]

    @property
    def length(self) -> int:
        return len(self.record)

    @property
    def code(self) -> str:
        return "took_back_with_forced" if self.forced else "took_back"

    @property
    def reply_seats(self) -> tuple[int, ...]:
        """The other seats whose actions went too, each once, in the order they acted."""
        return tuple(dict.fromkeys(m.seat for m in self.replies))

    def describe(self, names: Sequence[str]) -> str:
        """The English sentence (logs, tests); the UI builds its own from the codes and params.

        "You took back your play of [3|5] and Computer 1's reply." and, with
        forced actions: "..., and with them your forced draw and your forced
        play of [2|6]."
        """
        parts = [f"your {move_text(self.move)}"] + [f"{names[s]}'s reply" for s in self.reply_seats]
        text = "You took back " + _and(parts)
        if self.forced:
            forced = [f"your forced {t}" for t in dict.fromkeys(move_text(m) for m in self.forced)]
            text += ", and with " + ("them " if len(parts) > 1 else "it ") + _and(forced)
        return text + "."


def _and(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def move_text(move: TakenMove) -> str:
    """A short English name of an action ("play of [3|5]", "Go")."""
    p = move.params
    return {
        "play": f"play of {p.get('tile')}",
        "draw": "draw",
        "pass": "pass",
        "discard": f"discard of {p.get('cards')}",
        "cut": "cut",
        "peg": f"play of {p.get('card')}",
        "go": "Go",
        "declare": f"count of {p.get('points')}",
        "respond": "answer",
    }.get(move.code, move.code)


def taken_move(event: Event, seat: int, options: int) -> TakenMove:
    """Name the action that produced ``event`` (its first event)."""
    kind = event.get("event")
    forced = options <= 1
    if kind == "play":
        a, b = event["tile"]
        return TakenMove(seat, "play", {"tile": f"[{a}|{b}]", "end": event.get("end")}, forced)
    if kind == "discard":
        return TakenMove(seat, "discard", {"cards": " ".join(event["cards"])}, forced)
    if kind == "starter":
        return TakenMove(seat, "cut", {}, forced)
    if kind == "peg":
        return TakenMove(seat, "peg", {"card": event["card"]}, forced)
    if kind == "show":
        return TakenMove(seat, "declare", {"points": event.get("declared")}, forced)
    if kind == "response":
        return TakenMove(seat, "respond", {"answer": event.get("answer"), "stated": event.get("stated")}, forced)
    return TakenMove(seat, str(kind), {}, forced)  # draw, pass, go


def _person(human_seats: Sequence[int]) -> int:
    people = sorted(set(human_seats))
    if not people:
        raise TakebackRefused("no_person", "Take-back is for a person playing against the computer.")
    if len(people) > 1:
        raise TakebackRefused("hot_seat", "Take-back is off when several people share the table.")
    return people[0]


def plan_take_back(record: Sequence[Event], human_seats: Sequence[int]) -> TakeBack:
    """What a take-back would do now (``TakebackRefused`` when it may not; ``RecordError`` for a broken record)."""
    person = _person(human_seats)
    steps = [(step.index, step.seat, step.options, record[step.index]) for _match, step in decisions(record)]
    target = None
    for position, (_index, seat, options, _event) in enumerate(steps):
        if seat == person and options > 1:
            target = position
    if target is None:
        raise TakebackRefused("nothing_to_take_back", "There is no decision of yours to go back to yet.")
    cut = steps[target][0]
    game = str(record[0].get("game"))
    settled = SETTLED.get(game, frozenset())
    for event in record[cut:]:
        if event.get("event") in settled or (event.get("event") == "show" and event.get("declared") is None):
            what = "round" if game == "dominoes" else "hand"
            raise TakebackRefused(
                "settled",
                f"The {what} before is settled: a take-back does not go back past its end.",
                what=what,
            )
    moves = [taken_move(event, seat, options) for _index, seat, options, event in steps[target:]]
    return TakeBack(
        record=list(record[:cut]),
        removed=list(record[cut:]),
        move=moves[0],
        forced=tuple(m for m in moves[1:] if m.seat == person),
        replies=tuple(m for m in moves[1:] if m.seat != person),
    )


def last_decision_index(record: Sequence[Event], human_seats: Sequence[int]) -> int | None:
    """Record index where a take-back would cut, or None when there is none to make."""
    try:
        return plan_take_back(record, human_seats).length
    except TakebackRefused as exc:
        if exc.code in ("hot_seat", "no_person"):
            raise
        return None


def takeback_record(record: Sequence[Event], human_seats: Sequence[int]) -> list[Event]:
    """The record prefix that stops just before the person's last decision (``TakebackRefused``)."""
    return plan_take_back(record, human_seats).record


def can_take_back(record: Sequence[Event], human_seats: Sequence[int]) -> bool:
    """Whether Ctrl+Z may be offered now (one person, a decision of theirs within the current round or hand)."""
    try:
        plan_take_back(record, human_seats)
    except (TakebackRefused, RecordError):
        return False
    return True


def takeback_offered(human_seats: Sequence[int], allow_take_back: bool = True) -> bool:
    """Whether Ctrl+Z exists at all for this table: one person, and the setting allows it."""
    return allow_take_back and len(set(human_seats)) == 1


def take_back(record: Sequence[Event], human_seats: Sequence[int], key: bytes | None = None) -> Match:
    """The match rebuilt at the person's last decision (``from_record`` on the prefix).

    ``key``: a fair match's key (``match.deal.key``), so the rebuilt match can still reveal it.
    """
    return match_from_record(takeback_record(record, human_seats), key=key)


@dataclass(frozen=True)
class Redone:
    """What ``History.redo`` applied: the events (to show and to append) and the actions, named."""

    events: list[Event]
    moves: tuple[TakenMove, ...]


@dataclass
class History:
    """Take-back and Redo for one match (the controller keeps one; pure logic, no Qt).

    ``take_back(match)`` returns the rebuilt match and the ``TakeBack``;
    ``redo(match)`` applies the next taken-back decision of the person again
    (with what followed it up to their next decision) to the live match and
    returns what it applied; ``new_move()`` (the person decided something
    new) forgets what could be redone.
    """

    human_seats: tuple[int, ...]
    _redo: list[Event] = field(default_factory=list)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def take_back(self, match: Match) -> tuple[Match, TakeBack]:
        plan = plan_take_back(match.record, self.human_seats)
        rebuilt = match_from_record(plan.record, key=match.deal.key)  # a fair match can still reveal its key
        self._redo[:0] = plan.removed
        return rebuilt, plan

    def new_move(self) -> None:
        self._redo.clear()

    def redo(self, match: Match) -> Redone:
        """Apply the next taken-back decision again (``TakebackRefused`` ``nothing_to_redo``)."""
        if not self._redo:
            raise TakebackRefused("nothing_to_redo", "There is nothing to redo.")
        person = _person(self.human_seats)
        applied: list[Event] = []
        moves: list[TakenMove] = []
        try:
            while self._redo:
                event = self._redo[0]
                step = match.action_from_event(event)
                if step is None:
                    raise RecordError("The move to redo does not follow from this position.")
                seat, action = step
                options = len(match.legal_actions()) if match.to_act == seat else 0
                if moves and seat == person and options > 1:
                    break  # the person's next decision: Redo stops before it
                start = len(match.record)
                match.apply(action, seat)
                produced = match.record[start:]
                if canonical(produced) != canonical(self._redo[: len(produced)]):
                    raise RecordError("The move to redo no longer gives the same events.")
                del self._redo[: len(produced)]
                applied.extend(produced)
                moves.append(taken_move(event, seat, options))
        except (IllegalAction, RecordError, KeyError, TypeError, ValueError):
            self._redo.clear()  # the match went another way: nothing left to redo
            if not moves:
                raise TakebackRefused("nothing_to_redo", "There is nothing to redo.") from None
        return Redone(applied, tuple(moves))


__all__ = [
    "SETTLED",
    "History",
    "Redone",
    "TakeBack",
    "TakebackRefused",
    "TakenMove",
    "can_take_back",
    "last_decision_index",
    "move_text",
    "plan_take_back",
    "take_back",
    "takeback_offered",
    "takeback_record",
]
