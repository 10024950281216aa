"""The round cap gives every dominoes match an end (RULES.md A1, issue 52).

Penalties have no floor, so weak players at three or four seats lose more
than they score: random computers never reached the target (scores below
−5,000; one record of 409,720 events was refused on load). From the end of
round ``ROUND_CAP`` on, the first round end with a single highest score
ends the match in that player's favour.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from muggins_desktop.ai import make_player
from muggins_desktop.engine import match_from_record, new_match
from muggins_desktop.engine.base import Reason
from muggins_desktop.engine.dominoes.match import ROUND_CAP, alone_on_top
from muggins_desktop.simulate import simulated_deal
from muggins_desktop.verify import FAIR, verify_record

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("check_record", ROOT / "tools" / "check_record.py")
assert _spec is not None and _spec.loader is not None
check_record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check_record)


def random_match(players: int, seed: int) -> Any:
    match = new_match("dominoes", players=players, deal=simulated_deal(seed))
    bots = [make_player("dominoes", "random", seed * 10 + i, None) for i in range(players)]
    while match.outcome is None:
        seat = match.to_act
        match.apply(bots[seat].choose(match.view_for(seat)), seat)
    return match


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (4, 3)])
def test_random_computers_end_by_the_round_cap(players: int, seed: int) -> None:
    match = random_match(players, seed)
    outcome = match.outcome
    assert outcome.reason == Reason.ROUNDS and outcome.reached is None
    assert match.round_no >= ROUND_CAP and len(match.record) < 10_000
    assert outcome.winner == alone_on_top(list(outcome.scores))
    end = next(e for e in reversed(match.record) if e["event"] == "match_end")
    assert end["reason"] == "rounds" and end["winner"] == outcome.winner
    assert [e["event"] for e in match.record[-3:]] == ["round_end", "match_end", "reveal"]
    again = match_from_record(match.record)
    assert again.outcome == outcome
    assert verify_record(match.record).status == FAIR
    assert check_record.check_events(match.record) is None


def test_a_tie_on_top_plays_on_until_one_player_leads() -> None:
    assert alone_on_top([5, 5, -10]) is None and alone_on_top([5, 6, 6, 7]) == 3


def test_the_checker_refuses_a_wrong_cap_winner_or_a_missing_reason() -> None:
    match = random_match(3, 1)
    record = [dict(e) for e in match.record[:-1]]  # without the reveal
    end = record[-1]
    others = [s for s in range(3) if s != end["winner"]]
    assert "single highest" in check_record.check_events([*record[:-1], {**end, "winner": others[0]}])
    without = {k: v for k, v in end.items() if k != "reason"}
    assert "rounds" in check_record.check_events([*record[:-1], without])


def test_a_match_won_on_the_target_says_no_reason() -> None:
    match = new_match("dominoes", players=2, deal=simulated_deal(4))
    bots = [make_player("dominoes", "medium", i, 5) for i in range(2)]
    while match.outcome is None:
        seat = match.to_act
        match.apply(bots[seat].choose(match.view_for(seat)), seat)
    end = next(e for e in reversed(match.record) if e["event"] == "match_end")
    assert match.outcome.reason == Reason.TARGET and "reason" not in end
