"""Computer players for cribbage (simple for now, but complete).

Every level plays legally from the view alone. In Muggins matches the players
are deliberately fallible: they sometimes miscount their own hands (too low or
too high) and sometimes answer wrongly (a muggins or overcount claim that is
false, or a miss of a real mistake), the weaker levels more often. That keeps
simulated records exercising every settlement path of RULES.md B3.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.actions import Cut, Declare, Discard, Go, PegCard, Respond
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.pegging import peg_total
from muggins_desktop.engine.cribbage.scoring import rank_points
from muggins_desktop.engine.cribbage.view import CribbageView
from muggins_desktop.engine.muggins import ACCEPT, MAX_DECLARED, MAX_STATED, MUGGINS, OVERCOUNT


@dataclass(frozen=True)
class Fallibility:
    """How often a level errs with Muggins counts."""

    miscount: float  # own count declared wrong
    false_claim: float  # claim against a correct count
    miss: float  # accept a wrong count


FALLIBILITY = {
    "easy": Fallibility(0.25, 0.08, 0.40),
    "medium": Fallibility(0.12, 0.04, 0.20),
    "hard": Fallibility(0.04, 0.01, 0.05),
}


def true_count(cards: tuple[Card, ...], starter: Card, crib: bool) -> int:
    """What a careful player works out from the cards on the table."""
    from muggins_desktop.engine.cribbage.scoring import hand_points

    return hand_points(cards, starter, crib)


def keep_value(kept: tuple[Card, ...]) -> float:
    """Quick worth of four kept cards before the starter is known."""
    points = float(rank_points([c.rank for c in kept])) if len(kept) >= 2 else 0.0
    if len({c.suit for c in kept}) == 1:
        points += 4
    points += 0.5 * sum(1 for c in kept if c.rank == 5)
    return points


def crib_value(cards: tuple[Card, ...]) -> float:
    """Rough worth of cards laid away (good for the dealer's crib, bad otherwise)."""
    value = 0.0
    ranks = [c.rank for c in cards]
    value += 2.0 * ranks.count(5)
    if len(cards) == 2:
        a, b = cards
        if a.rank == b.rank:
            value += 2
        if a.value + b.value == 15:
            value += 2
        if abs(a.rank - b.rank) <= 2:
            value += 0.5
    return value


class CribbagePlayer:
    """A heuristic player; ``level`` changes how careful it is with counts."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.fallibility = FALLIBILITY.get(level)

    def choose(self, view: CribbageView) -> Action:
        actions = view.legal_actions
        if not actions:
            raise ValueError("Nothing to choose: it is not this player's turn.")
        first = actions[0]
        if isinstance(first, Cut):
            return first
        if isinstance(first, Declare):
            return self._declare(view)
        if isinstance(first, Respond):
            return self._respond(view)
        if self.level == "random":
            return self.rng.choice(actions)
        if isinstance(first, Discard):
            return self._discard(view)
        return self._peg(view)

    # ------------------------------------------------------------ decisions
    def _discard(self, view: CribbageView) -> Action:
        mine = view.dealer == view.seat or (view.partnerships and view.dealer % 2 == view.seat % 2)
        best: tuple[float, float] | None = None
        choice = view.legal_actions[0]
        for action in view.legal_actions:
            assert isinstance(action, Discard)
            kept = tuple(c for c in view.hand if c not in action.cards)
            score = keep_value(kept) + (crib_value(action.cards) if mine else -crib_value(action.cards))
            key = (score, self.rng.random())
            if best is None or key > best:
                best, choice = key, action
        return choice

    def _peg(self, view: CribbageView) -> Action:
        best: tuple[float, float] | None = None
        choice = view.legal_actions[0]
        for action in view.legal_actions:
            if isinstance(action, Go):
                return action
            assert isinstance(action, PegCard)
            count = view.count + action.card.value
            score = float(peg_total(view.count_cards + (action.card,)))
            if count in (5, 21):
                score -= 0.6  # invites a fifteen or a 31
            if count < 15 and count + 10 == 15:
                score -= 0.3
            score += action.card.value / 100.0  # shed high cards when all else is equal
            key = (score, self.rng.random())
            if best is None or key > best:
                best, choice = key, action
        return choice

    def _declare(self, view: CribbageView) -> Action:
        pending = view.pending
        assert pending is not None
        if self.fallibility is None:
            return Declare(self.rng.randrange(MAX_DECLARED + 1))
        true = true_count(pending.cards, pending.starter, pending.crib)
        declared = true
        if self.rng.random() < self.fallibility.miscount:
            error = self.rng.choice((-4, -2, -2, -1, 1, 2, 2, 4))
            declared = min(MAX_DECLARED, max(0, true + error))
        return Declare(declared)

    def _respond(self, view: CribbageView) -> Action:
        pending = view.pending
        assert pending is not None and pending.declared is not None
        if self.fallibility is None:
            return self.rng.choice(view.legal_actions)
        f = self.fallibility
        true = true_count(pending.cards, pending.starter, pending.crib)
        declared = pending.declared
        roll = self.rng.random()
        if declared == true:
            if roll < f.false_claim / 2:
                return Respond(MUGGINS, self.rng.randint(1, 4))
            if roll < f.false_claim:
                return Respond(OVERCOUNT)
            return Respond(ACCEPT)
        if roll < f.miss:
            return Respond(ACCEPT)
        if declared > true:
            return Respond(OVERCOUNT)
        missed = true - declared
        if self.rng.random() < f.miss:  # greedy: names more than was missed
            missed += self.rng.randint(1, 3)
        return Respond(MUGGINS, min(MAX_STATED, missed))


def make(level: str, seed: int | None = None, budget_ms: int = 200) -> CribbagePlayer:
    """A cribbage player at ``level`` (``budget_ms`` is not needed yet)."""
    return CribbagePlayer(level, seed)
