"""The pegging model the hard player searches must follow the engine's rules exactly."""

from __future__ import annotations

import random

import pytest

from muggins_desktop.ai import make_player
from muggins_desktop.ai.cribbage import pegging as cribbage_pegging
from muggins_desktop.ai.cribbage.pegging import DuelSearcher, Searcher, moves, step
from muggins_desktop.engine.cribbage import CribbageMatch, Go, PegCard


def _play_to_pegging(m: CribbageMatch, seed: int) -> None:
    bots = [make_player("cribbage", "medium", seed + i, 0) for i in range(m.players)]
    while m.phase != "pegging":
        s = m.to_act
        m.apply(bots[s].choose(m.view_for(s)), s)


def _engine_points(events: list) -> list:
    return sorted((e["player"], e["points"]) for e in events if e["event"] in ("peg", "go_point") and e["points"])


def _peg_one(m: CribbageMatch, state: tuple, rng: random.Random) -> tuple:
    """One random pegging move in both the engine and the model; both must agree."""
    assert state[5] == m.to_act
    legal = m.legal_actions()
    want = sorted({a.card.rank for a in legal if isinstance(a, PegCard)}, reverse=True) or [0]
    assert moves(state) == want
    rank = rng.choice(want)
    action = Go() if rank == 0 else next(a for a in legal if isinstance(a, PegCard) and a.card.rank == rank)
    events = m.apply(action, m.to_act)
    state, gains = step(state, rank)
    if m.outcome is None:
        assert sorted(gains) == _engine_points(events)
    return state


@pytest.mark.parametrize("config", [dict(players=2), dict(players=3), dict(players=4, partnerships=True)])
def test_model_follows_the_engine_through_whole_plays(config: dict) -> None:
    rng = random.Random(8)
    for seed in range(12):
        m = CribbageMatch(seed=seed, **config)
        _play_to_pegging(m, seed)
        hands = tuple(tuple(sorted(c.rank for c in h)) for h in m.unplayed)
        state = (hands, 0, (), 0, -1, m.to_act)
        while m.phase == "pegging" and m.outcome is None:
            state = _peg_one(m, state, rng)
        if m.outcome is None:
            assert state[5] == -1


def test_alpha_beta_agrees_with_plain_search(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cribbage_pegging, "OPP_LAMBDA", 0.0)  # every player plays its best, as in max-n
    rng = random.Random(3)
    for trial in range(60):
        deck = list(range(52))
        rng.shuffle(deck)
        h0 = tuple(sorted(c // 4 + 1 for c in deck[:4]))
        h1 = tuple(sorted(c // 4 + 1 for c in deck[4:8]))
        scores = [rng.choice([0, 100, 115, 119]), rng.choice([0, 100, 117, 120])]
        lowball = trial % 3 == 0
        state = ((h0, h1), 0, (), 0, -1, trial % 2)
        plain = Searcher([0, 1], 2, scores, 121, lowball, None)
        duel = DuelSearcher([0, 1], 2, scores, 121, lowball, None)
        a = plain.search(state, (0.0, 0.0), 99)
        b = duel.search(state, (0.0, 0.0), 99)
        assert plain.utility(a, 0) == pytest.approx(duel.utility(b, 0))
