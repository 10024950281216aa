"""How computer players count and answer under the Muggins rule.

People rarely miscount by a random number: they overlook one item or see one that is not there, so a
count drops or adds one item of the engine's breakdown at each level's rates (``Habits``, docs/AI.md).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from muggins_desktop.engine.cribbage.actions import Declare, Respond
from muggins_desktop.engine.cribbage.scoring import score_hand
from muggins_desktop.engine.muggins import ACCEPT, MAX_DECLARED, MAX_STATED, MUGGINS, OVERCOUNT

JACK = 11


@dataclass(frozen=True)
class Habits:
    """Error and attention rates of one level (docs/AI.md has the table)."""

    miss: float  # drop one item when counting
    over: float  # add a phantom item when counting
    misread: float  # err when counting somebody else's cards
    notice: float  # see that a declaration differs from one's own count
    partial: float  # spot only part of what was missed
    fish: float  # call muggins on a hunch when the count looks right
    confuse: float  # answer an overcount with a muggins call


HABITS: dict[str, Habits] = {
    "easy": Habits(miss=0.30, over=0.06, misread=0.15, notice=0.50, partial=0.30, fish=0.03, confuse=0.25),
    "medium": Habits(miss=0.12, over=0.04, misread=0.06, notice=0.75, partial=0.20, fish=0.015, confuse=0.20),
    "hard": Habits(miss=0.0, over=0.0, misread=0.0, notice=0.98, partial=0.0, fish=0.0, confuse=0.0),
}


def perceived_count(cards: Any, starter: Any, crib: bool, miss: float, over: float, rng: random.Random) -> int:
    """The count a player arrives at for ``cards`` with ``starter``, given its error rates."""
    breakdown = score_hand(list(cards), starter, crib)
    true = breakdown.total
    roll = rng.random()
    if roll < miss:
        if breakdown.items:
            item = breakdown.items[rng.randrange(len(breakdown.items))]
            return true - item.points
        return true
    if roll < miss + over:
        has_jack = any(c.rank == JACK for c in cards)
        extra = 1 if has_jack and rng.random() < 0.3 else 2
        return min(MAX_DECLARED, true + extra)
    return true


def declare(view: Any, level: str, rng: random.Random) -> Declare:
    """The number a player states for its own count."""
    pending = view.pending
    habits = HABITS.get(level)
    if habits is None:  # the random level says any number
        return Declare(rng.randrange(MAX_DECLARED + 1))
    return Declare(perceived_count(pending.cards, pending.starter, pending.crib, habits.miss, habits.over, rng))


def respond(view: Any, level: str, rng: random.Random) -> Respond:
    """Accept, or call muggins / overcount on the count being answered."""
    pending = view.pending
    habits = HABITS.get(level)
    if habits is None:
        chosen: Respond = rng.choice(view.legal_actions)
        return chosen
    declared = pending.declared
    errs = habits.miss + habits.over
    miss = habits.misread * habits.miss / errs if errs else 0.0
    over = habits.misread * habits.over / errs if errs else 0.0
    belief = perceived_count(pending.cards, pending.starter, pending.crib, miss, over, rng)
    if belief == declared:
        if rng.random() < habits.fish:
            return Respond(MUGGINS, 2)
        return Respond(ACCEPT)
    if rng.random() >= habits.notice:
        return Respond(ACCEPT)
    if belief > declared:
        missed = belief - declared
        if missed >= 2 and rng.random() < habits.partial:
            return Respond(MUGGINS, rng.randint(1, missed - 1))
        return Respond(MUGGINS, min(MAX_STATED, missed))
    if rng.random() < habits.confuse:
        return Respond(MUGGINS, min(MAX_STATED, declared - belief))
    return Respond(OVERCOUNT)
