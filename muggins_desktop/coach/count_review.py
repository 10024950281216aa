"""Judging the counts of a Muggins match: every declaration and every answer as a decision.

Counting is the skill the Muggins rule tests, so the review measures it like
any other choice, but with points that are certain rather than expected: the
record holds the true count, the declared count, the answers and the
settlement, so what a count or an answer cost is known exactly.

The measure is the one the hints use for the play (``now - reply``): the
reviewed seat's side's points minus the other party's, compared with the
best choice.

* **A declaration** (the reviewed seat counts): the best choice is the true
  count T, which scores T whatever the answers. Declaring D instead scored
  ``D + counter_delta`` for the counter and ``claimant_delta`` for an
  opponent who claimed, so the difference is ``D + counter_delta -
  claimant_delta - T``: negative means points lost (points missed, points
  an opponent took by muggins, an overcount taken back and given to the
  caller), positive means points won (an overcount that nobody called, an
  opponent's wrong muggins call).
* **An answer** (the reviewed seat answers an opponent's count): the best
  answer is muggins for exactly the missed points when D < T (worth T - D),
  an overcount call when D > T (the counter loses D - T and the caller gains
  D - T: 2 (D - T) between them), and accepting when D = T (worth 0). What
  the answer actually brought is the reviewed side's gain in the settlement
  minus the counter's; the points lost are the difference (never negative).
  A wrong muggins call costs its points and the missed chance; a wrong
  overcount call changes nothing and costs only the chance it missed.

With partnerships a partner's claim counts for the reviewed side. A
declaration that won the match on the spot has no settlement: its missed
points still count as missed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from muggins_desktop.engine.base import Action, Event
from muggins_desktop.engine.cribbage.actions import Declare, Respond

ACCEPT, MUGGINS, OVERCOUNT = "accept", "muggins", "overcount"
COUNT_KINDS = ("declare", "respond")


@dataclass(frozen=True)
class CountCheck:
    """One count or answer of the reviewed seat, judged with the record's numbers.

    ``role``: ``declare`` or ``respond``; ``counter``: who counted; ``true`` and
    ``declared``: the true and the declared count; ``answer`` / ``stated``:
    the reviewed seat's answer (``respond`` only); ``claim`` / ``claimant``:
    the claim that settled the count (None when everyone accepted),
    ``counter_delta`` / ``claimant_delta``: what the settlement changed;
    ``lost`` / ``won``: points lost or won by the decision against the best
    one; ``best``: the best decision.
    """

    role: str
    counter: int
    crib: bool
    true: int
    declared: int
    answer: str | None
    stated: int | None
    claim: str | None
    claimant: int | None
    stated_claim: int | None
    counter_delta: int
    claimant_delta: int
    settled: bool
    lost: int
    won: int
    best: Action

    @property
    def missed(self) -> int:
        return max(0, self.true - self.declared)

    @property
    def over(self) -> int:
        return max(0, self.declared - self.true)

    @property
    def wrong_call(self) -> bool:
        """The reviewed seat's own claim was wrong (muggins with nothing missed, overcount of a fair count)."""
        if self.role != "respond":
            return False
        if self.answer == MUGGINS:
            return self.true <= self.declared
        return self.answer == OVERCOUNT and self.declared <= self.true


@dataclass
class _Show:
    index: int
    event: Event
    responses: list[Event]
    settle: Event | None = None


def index_shows(record: Sequence[Event]) -> dict[int, _Show]:
    """Every declared count by record index (its show, the responses and the settlement)."""
    shows: dict[int, _Show] = {}
    current: _Show | None = None
    for i, event in enumerate(record):
        name = event.get("event")
        if name == "show" and event.get("declared") is not None:
            current = _Show(i, event, [])
            shows[i] = current
        elif name == "response" and current is not None:
            current.responses.append(event)
            shows[i] = current
        elif name == "settle" and current is not None:
            current.settle = event
            current = None
        elif name in ("deal", "match_end"):
            current = None
    return shows


def best_answer(true: int, declared: int) -> tuple[Respond, int]:
    """The answer that gains most against the counter, and what it gains (margin)."""
    if true > declared:
        return Respond(MUGGINS, true - declared), true - declared
    if declared > true:
        return Respond(OVERCOUNT), 2 * (declared - true)
    return Respond(ACCEPT), 0


def answer_value(true: int, declared: int, answer: str, stated: int | None) -> int:
    """What an answer that settles the count gains against the counter (accept: 0)."""
    if answer == MUGGINS and stated is not None:
        return min(stated, true - declared) if true > declared else -stated
    if answer == OVERCOUNT and declared > true:
        return 2 * (declared - true)
    return 0


def check_count(
    record_index: int,
    action: Action,
    seat: int,
    shows: dict[int, _Show],
    side: Callable[[int], int],
) -> CountCheck | None:
    """The judgment of the reviewed seat's declaration or answer at ``record_index``."""
    show = shows.get(record_index)
    if show is None:
        return None
    e = show.event
    counter, true, declared = int(e["player"]), int(e["true"]), int(e["declared"])
    settle = show.settle
    claim_event = next((r for r in show.responses if r.get("answer") != ACCEPT), None)
    claimant = None if settle is None else settle.get("claimant")
    counter_delta = int(settle.get("counter_delta") or 0) if settle else 0
    claimant_delta = int(settle.get("claimant_delta") or 0) if settle else 0
    claim = None if claim_event is None else str(claim_event.get("answer"))
    stated_claim = None if claim_event is None else claim_event.get("stated")

    def judged(role: str, answer: str | None, stated: int | None, lost: int, won: int, best: Action) -> CountCheck:
        return CountCheck(
            role,
            counter,
            bool(e.get("crib")),
            true,
            declared,
            answer,
            stated,
            claim,
            claimant if isinstance(claimant, int) else None,
            stated_claim if isinstance(stated_claim, int) else None,
            counter_delta,
            claimant_delta,
            settle is not None,
            lost,
            won,
            best,
        )

    if isinstance(action, Declare):
        taken = claimant_delta if isinstance(claimant, int) and side(claimant) != side(seat) else 0
        diff = declared + counter_delta - taken - true
        return judged("declare", None, None, max(0, -diff), max(0, diff), Declare(true))
    if isinstance(action, Respond):
        best, best_value = best_answer(true, declared)
        ours = claimant_delta if isinstance(claimant, int) and side(claimant) == side(seat) else 0
        return judged("respond", action.answer, action.stated, max(0, best_value - (ours - counter_delta)), 0, best)
    return None


def same_count_choice(check: CountCheck, action: Action) -> bool:
    """Whether ``action`` would have done as well as the reviewed seat's choice."""
    if check.role == "declare":
        return isinstance(action, Declare) and action.points == check.declared
    if not isinstance(action, Respond):
        return False
    mine = answer_value(check.true, check.declared, check.answer or ACCEPT, check.stated)
    return answer_value(check.true, check.declared, action.answer, action.stated) == mine


__all__ = [
    "COUNT_KINDS",
    "CountCheck",
    "answer_value",
    "best_answer",
    "check_count",
    "index_shows",
    "same_count_choice",
]
