"""The cycle collector is held off during a computer player's decision, and nothing needs it.

Holding it off is safe only because a decision leaves no reference cycles
behind (reference counting frees everything), so that is checked on real
decisions at every kind of table.
"""

from __future__ import annotations

import gc

import pytest

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage.players import gc_paused
from muggins_desktop.engine import new_match


@pytest.fixture(autouse=True)
def _collector_on_after() -> object:
    was_on = gc.isenabled()
    yield None
    if was_on:
        gc.enable()


def test_paused_restores_what_it_found() -> None:
    gc.enable()
    with gc_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    with gc_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()  # it was off: it stays off


def test_paused_turns_it_on_again_after_an_error() -> None:
    gc.enable()
    with pytest.raises(RuntimeError), gc_paused():
        raise RuntimeError("a failed decision")
    assert gc.isenabled()


@pytest.mark.parametrize(("players", "partnerships"), [(2, False), (3, False), (4, True)])
def test_hard_decisions_leave_no_cycles(players: int, partnerships: bool) -> None:
    match = new_match("cribbage", seed=5, players=players, partnerships=partnerships)
    seats = [make_player("cribbage", "hard", seat, 800) for seat in range(players)]
    gc.collect()
    gc.disable()
    for _ in range(30):
        if match.outcome is not None:
            break
        seat = match.to_act
        view = match.view_for(seat)
        action = seats[seat].choose(view)
        assert not gc.isenabled()  # the decision left it as it found it
        match.apply(action, seat)
        assert gc.collect() == 0  # nothing for the collector: reference counting freed it all
