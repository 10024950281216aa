"""Computer players for cribbage at four levels (docs/AI.md); in Lowball every level aims low."""

from __future__ import annotations

import gc
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from muggins_desktop.ai import muggins as muggins_behaviour
from muggins_desktop.ai.cribbage.discard import best_discard, glance_discard, hand_only_discard, hard_keep
from muggins_desktop.ai.cribbage.fast import from_engine, peg_points
from muggins_desktop.ai.cribbage.keep_styles import KeepReader
from muggins_desktop.ai.cribbage.pegging import choose_rank
from muggins_desktop.ai.cribbage.styles import StyleReader
from muggins_desktop.ai.cribbage.table_search import make_searcher
from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.actions import Cut, Declare, Discard, Go, PegCard, Respond
from muggins_desktop.engine.cribbage.view import CribbageView

EASY_NOTICE = 0.75  # how often easy takes pegging points that are there
EASY_NOISE = 2.0  # blur of easy's discard judgement, in points


@contextmanager
def gc_paused() -> Iterator[None]:
    """The cycle collector held off in the block (on again after if it was on before): a decision's many
    tuples hold no reference cycles, but the collector's passes they set off took a tenth of a decision."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def own_crib(view: CribbageView) -> bool:
    """Whether the crib this deal counts for the player's side."""
    return view.side_of(view.dealer) == view.my_side


def _immediate(view: CribbageView, card: Any) -> int:
    ranks = [c.rank for c in view.count_cards] + [card.rank]
    return peg_points(ranks, view.count + card.value)


class CribbagePlayer:
    """One player; ``level`` picks the discard, pegging and counting habits."""

    def __init__(self, level: str, seed: int | None = None, budget_ms: int | None = 200) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.budget_ms = budget_ms
        self.styles = StyleReader()  # how the others lay their cards, from the deals shown (hard)
        self.keeps = KeepReader()  # how the others keep their cards, from the deals shown (hard)

    def choose(self, view: CribbageView) -> Action:
        with gc_paused():
            return self._choose(view)

    def _choose(self, view: CribbageView) -> Action:
        actions = view.legal_actions
        if not actions:
            raise ValueError("Nothing to choose: it is not this player's turn.")
        first = actions[0]
        if isinstance(first, Cut):
            return first
        if isinstance(first, Declare):
            return muggins_behaviour.declare(view, self.level, self.rng)
        if isinstance(first, Respond):
            return muggins_behaviour.respond(view, self.level, self.rng)
        if len(actions) == 1:
            return first
        if self.level == "random":
            return self.rng.choice(actions)
        if isinstance(first, Discard):
            return self._discard(view)
        return self._peg(view)

    # ------------------------------------------------------------ discard
    def _discard(self, view: CribbageView) -> Action:
        hand = [from_engine(c) for c in view.hand]
        throw = len(view.legal_actions[0].cards)  # type: ignore[attr-defined]
        if self.level == "hard" and view.players == 2 and not view.lowball:
            thrown = hard_keep(hand, throw, own_crib(view))
        elif self.level == "hard":
            sides = 2 if view.partnerships else view.players
            thrown = best_discard(hand, throw, own_crib(view), view.lowball, sides)
        elif self.level == "medium":
            thrown = hand_only_discard(hand, throw, view.lowball)
        else:
            thrown = glance_discard(hand, throw, self.rng, EASY_NOISE, view.lowball)
        wanted = set(thrown)
        for action in view.legal_actions:
            if {from_engine(c) for c in action.cards} == wanted:  # type: ignore[attr-defined]
                return action
        raise AssertionError("the chosen discard is not legal")  # pragma: no cover

    # ------------------------------------------------------------ the play
    def _peg(self, view: CribbageView) -> Action:
        plays = [a for a in view.legal_actions if isinstance(a, PegCard)]
        if not plays:
            return Go()
        sign = -1 if view.lowball else 1
        if self.level == "hard":
            rank = choose_rank(
                view,
                from_engine,
                self.rng,
                self.budget_ms,
                searcher_for=make_searcher,
                styles=self.styles.weights(view),
                keeps=self.keeps.weights(view),
            )
            same = [a for a in plays if a.card.rank == rank]
            return same[0] if same else plays[0]
        if self.level == "easy":
            scoring = [a for a in plays if sign * _immediate(view, a.card) > 0]
            if scoring and self.rng.random() < EASY_NOTICE:
                return max(scoring, key=lambda a: sign * _immediate(view, a.card))
            return self.rng.choice(plays)
        return max(plays, key=lambda a: self._medium_key(view, a.card, sign))

    @staticmethod
    def _medium_key(view: CribbageView, card: Any, sign: int) -> tuple[int, int]:
        return (sign * _immediate(view, card), sign * card.value)


def make(level: str, seed: int | None = None, budget_ms: int | None = 200) -> CribbagePlayer:
    """A cribbage player at ``level``; ``budget_ms`` bounds the hard player's search."""
    if level not in ("random", "easy", "medium", "hard"):
        raise ValueError(f"Unknown cribbage level {level!r}.")
    return CribbagePlayer(level, seed, budget_ms)


__all__ = ["CribbagePlayer", "make", "own_crib"]
