"""Small seeded matches for the coach tests (computer players with a fixed number of guesses)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from muggins_desktop.ai import make_player
from muggins_desktop.engine import Match, new_match


def play(
    game: str,
    levels: tuple[str, ...] = ("easy", "hard"),
    seed: int = 5,
    on_decision: Callable[[Match, int], None] | None = None,
    max_actions: int = 100_000,
    **options: Any,
) -> Match:
    """Play a whole match (or ``max_actions`` actions) with computer players at ``levels``."""
    match = new_match(game, players=len(levels), seed=seed, **options)
    players = [make_player(game, lv, seed * 10 + i, budget_ms=None) for i, lv in enumerate(levels)]
    n = 0
    while match.outcome is None and n < max_actions:
        seat = match.to_act
        assert seat is not None
        if on_decision is not None:
            on_decision(match, seat)
        view = match.view_for(seat)
        match.apply(players[seat].choose(view), seat)
        n += 1
    return match


def true_count(view: Any) -> int:
    """The true count of the hand or crib being counted (its cards are on the table for everyone)."""
    from muggins_desktop.engine.cribbage.scoring import score_hand

    p = view.pending
    return score_hand(list(p.cards), p.starter, p.crib).total


def play_counting(
    declare: Callable[[int, int, int], int],
    answer: Callable[[int, int, int, int], Any],
    seed: int = 5,
    players: int = 2,
    max_actions: int = 100_000,
    **options: Any,
) -> Match:
    """A Muggins match whose counts and answers follow two scripts; the rest is played by hard players.

    ``declare(seat, true, n)`` gives the number to declare for the n-th count
    of the match (from 0); ``answer(seat, true, declared, n)`` gives the
    ``Respond`` of a seat answering it.
    """
    from muggins_desktop.engine.cribbage.actions import Declare, Respond

    match = new_match("cribbage", players=players, seed=seed, muggins=True, **options)
    bots = [make_player("cribbage", "hard", seed * 10 + i, budget_ms=None) for i in range(players)]
    counts = -1
    n = 0
    while match.outcome is None and n < max_actions:
        seat = match.to_act
        assert seat is not None
        view = match.view_for(seat)
        first = view.legal_actions[0]
        if isinstance(first, Declare):
            counts += 1
            action: Any = Declare(declare(seat, true_count(view), counts))
        elif isinstance(first, Respond):
            action = answer(seat, true_count(view), view.pending.declared, counts)
        else:
            action = bots[seat].choose(view)
        match.apply(action, seat)
        n += 1
    return match
