"""The Muggins counting protocol, independent of the game that uses it.

With Muggins on, an owner declares their own count, it is pegged at once,
opponents answer in turn, and the first claim settles it (RULES.md B2, B3).
The game supplies seats, scores and the true count; this module decides who
answers, whether a declaration wins on the spot, and what a settlement pays.
Keeping it separate lets any game that counts by declaration reuse it and
lets the settlement table be tested on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from muggins_desktop.engine.errors import IllegalAction

ACCEPT = "accept"
MUGGINS = "muggins"
OVERCOUNT = "overcount"
ANSWERS = (ACCEPT, MUGGINS, OVERCOUNT)
MIN_DECLARED, MAX_DECLARED = 0, 29
MIN_STATED, MAX_STATED = 1, 29


def answer_order(counter: int, players: int, partnerships: bool = False) -> list[int]:
    """Seats that may answer ``counter``, in the order they are asked.

    Everyone else in seat order from the counter's left; with partnerships
    (partners sit opposite, so a side is the seats of one parity) only the
    other side's seats, still in order from the counter's left.
    """
    seats = [(counter + i) % players for i in range(1, players)]
    if partnerships:
        seats = [s for s in seats if s % 2 != counter % 2]
    return seats


def check_declaration(points: object) -> None:
    """Raise IllegalAction unless ``points`` is a whole number 0..29."""
    if not isinstance(points, int) or isinstance(points, bool) or not MIN_DECLARED <= points <= MAX_DECLARED:
        raise IllegalAction(
            "declaration_out_of_range",
            f"A declared count must be a whole number from {MIN_DECLARED} to {MAX_DECLARED}.",
            points=points,
        )


def check_answer(answer: object, stated: object) -> None:
    """Raise IllegalAction unless ``(answer, stated)`` is a well-formed answer."""
    if answer not in ANSWERS:
        raise IllegalAction("bad_answer", "An answer is accept, muggins or overcount.", answer=answer)
    if answer == MUGGINS:
        if stated is None:
            raise IllegalAction("stated_missing", "A muggins call must name the points claimed.")
        if not isinstance(stated, int) or isinstance(stated, bool) or not MIN_STATED <= stated <= MAX_STATED:
            raise IllegalAction(
                "stated_out_of_range",
                f"A muggins call claims from {MIN_STATED} to {MAX_STATED} points.",
                stated=stated,
            )
    elif stated is not None:
        raise IllegalAction("stated_not_allowed", "Only a muggins call names points.", answer=answer, stated=stated)


@dataclass(frozen=True)
class Settlement:
    """What a settled count changes, on top of the declared points already pegged."""

    counter_delta: int
    claimant: int | None
    claimant_delta: int


def settle(true: int, declared: int, answer: str, stated: int | None = None, claimant: int | None = None) -> Settlement:
    """Apply the settlement rules of RULES.md B2 point 3.

    ``claimant`` is the seat that made the claim (ignored for ``accept``).
    The claimant is reported even when the claim turns out to be worth
    nothing, so the record shows who spoke.
    """
    check_answer(answer, stated)
    if answer == ACCEPT:
        return Settlement(0, None, 0)
    if answer == MUGGINS:
        assert stated is not None
        if true > declared:
            return Settlement(0, claimant, min(stated, true - declared))
        return Settlement(stated, claimant, 0)
    if declared > true:
        return Settlement(-(declared - true), claimant, declared - true)
    return Settlement(0, claimant, 0)


def wins_on_declaration(score_after: int, target: int, true: int, declared: int) -> bool:
    """A declaration that reaches the target ends the match unless it overcounts.

    An overcount that reaches the target must wait for the answers instead.
    """
    return score_after >= target and declared <= true


@dataclass
class PendingCount:
    """A declared count waiting for answers.

    ``responders`` are the seats still to be asked, first one next.
    """

    counter: int
    true: int
    declared: int
    responders: list[int] = field(default_factory=list)
    #: the answers given so far: (seat, answer, stated)
    answers: list[tuple[int, str, int | None]] = field(default_factory=list)

    @property
    def next_responder(self) -> int | None:
        return self.responders[0] if self.responders else None

    def answer(self, seat: int, answer: str, stated: int | None) -> Settlement | None:
        """Record one answer; return the settlement once the count is settled.

        The first claim settles at once; when the last opponent accepts the
        declaration stands as pegged.
        """
        if seat != self.next_responder:
            raise IllegalAction("answer_out_of_turn", "It is not this player's turn to answer.", seat=seat)
        check_answer(answer, stated)
        self.responders.pop(0)
        self.answers.append((seat, answer, stated))
        if answer != ACCEPT:
            self.responders.clear()
            return settle(self.true, self.declared, answer, stated, seat)
        if not self.responders:
            return Settlement(0, None, 0)
        return None
