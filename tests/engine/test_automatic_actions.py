"""The actions marked ``automatic`` are formalities: whenever one is legal it is the only legal action.

The table takes a computer's formality without asking it (ui/match/controller.py),
so a formality that could stand beside a real choice would take a choice
away from the computer.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage import CribbageMatch
from muggins_desktop.engine.cribbage import actions as cribbage_actions
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.engine.dominoes import actions as dominoes_actions


def automatic_names(module: object) -> set[str]:
    kinds = (v for v in vars(module).values() if isinstance(v, type) and issubclass(v, Action) and v is not Action)
    return {kind.__name__ for kind in kinds if kind.automatic}


def test_the_formalities_are_the_cut_a_go_a_draw_and_a_pass() -> None:
    assert automatic_names(cribbage_actions) == {"Cut", "Go"}
    assert automatic_names(dominoes_actions) == {"Draw", "Pass"}


def play_out(match: CribbageMatch | DominoMatch, rng: random.Random, moves: int = 600) -> int:
    """Random play for at most ``moves`` actions (random 3-4 player dominoes may never end)."""
    seen = 0
    for _ in range(moves):
        if match.outcome is not None or match.to_act is None:
            break
        legal = match.legal_actions()
        if any(a.automatic for a in legal):
            assert len(legal) == 1, legal
            seen += 1
        match.apply(rng.choice(legal))
    return seen


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([2, 3, 4]))
def test_a_formality_is_never_legal_beside_a_choice(seed: int, players: int) -> None:
    rng = random.Random(seed)
    assert play_out(CribbageMatch(players=players, seed=seed, target=61), rng) > 0
    assert play_out(DominoMatch(players=players, seed=seed), rng) > 0
