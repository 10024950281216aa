"""The diagnostics of issue 30's third pass measure what they say they measure."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage import pegging as cribbage_pegging
from muggins_desktop.ai.cribbage.fast import from_engine
from muggins_desktop.engine import new_match
from muggins_desktop.engine.cribbage.actions import PegCard

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "research"))

import bench_ai_cribbage_guesses as guesses_bench
import bench_ai_cribbage_tables as tables_bench


def _pegging_position(seed: int = 5):  # type: ignore[no-untyped-def]
    match = new_match("cribbage", players=3, seed=seed)
    players = [make_player("cribbage", "medium", s) for s in range(3)]
    while True:
        seat = match.to_act
        view = match.view_for(seat)
        if isinstance(view.legal_actions[0], PegCard) and len(view.played) >= 2:
            return match, view
        match.apply(players[seat].choose(view), seat)


class _Capture:
    def __init__(self) -> None:
        self.seen: list[list[tuple[int, ...]]] = []

    def choose(self, view):  # type: ignore[no-untyped-def]
        unseen, lacks = cribbage_pegging.read_pegging(view, from_engine)
        self.seen = cribbage_pegging.weighted_guesses(view, unseen, lacks, random.Random(1), 8)
        return view.legal_actions[0]


def _true(match, players: int) -> list[tuple[int, ...]]:  # type: ignore[no-untyped-def]
    return [tuple(sorted(c.rank for c in match.view_for(p).hand)) for p in range(players)]


def test_seeing_all_puts_the_true_hands_in_the_guesses_only_while_choosing() -> None:
    match, view = _pegging_position()
    real = cribbage_pegging.weighted_guesses
    inner = _Capture()
    tables_bench.Seeing(inner, match, "all").choose(view)
    assert inner.seen == [_true(match, 3)] * 8
    assert cribbage_pegging.weighted_guesses is real


def test_seeing_next_shows_only_the_next_player() -> None:
    match, view = _pegging_position()
    inner = _Capture()
    tables_bench.Seeing(inner, match, "next").choose(view)
    nxt = (view.seat + 1) % 3
    other = (view.seat + 2) % 3
    true = _true(match, 3)
    assert all(g[nxt] == true[nxt] for g in inner.seen)
    assert any(g[other] != true[other] for g in inner.seen)  # the third hand is still guessed


def test_the_medium_rule_check_refuses_a_hand_that_held_a_higher_card() -> None:
    # the count was 0 and the player led a 4 scoring nothing: medium would have led its 9
    history = [(1, (), 0, 4)]
    assert guesses_bench.medium_could((2, 3), 1, history)
    assert not guesses_bench.medium_could((9, 3), 1, history)
