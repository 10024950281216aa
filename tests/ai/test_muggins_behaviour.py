"""Muggins habits of the computer players, checked statistically.

Every rate of ``muggins_behaviour.HABITS`` is measured over a few thousand
seeded trials and must lie within four standard deviations of what the
documented rule predicts (docs/AI.md lists the rates).
"""

from __future__ import annotations

import math
import random
from types import SimpleNamespace

import pytest

from muggins_desktop.ai.muggins import HABITS, declare, respond
from muggins_desktop.engine.cribbage import parse_cards, score_hand
from muggins_desktop.engine.cribbage.match import ANSWERS

N = 3000
# four cards and a starter scoring 14: fifteens, a pair, a double run (no nobs, no flush)
CARDS = tuple(parse_cards("4H 5D 6S 6C"))
STARTER = parse_cards("KH")[0]
TRUE = score_hand(list(CARDS), STARTER).total


def view(declared: int | None) -> SimpleNamespace:
    pending = SimpleNamespace(cards=CARDS, starter=STARTER, crib=False, declared=declared)
    return SimpleNamespace(pending=pending, legal_actions=ANSWERS)


def within(count: int, n: int, p: float) -> bool:
    sd = math.sqrt(n * p * (1 - p))
    return abs(count - n * p) <= 4 * sd + 1


def test_the_hand_used_has_several_items() -> None:
    assert TRUE == 14 and len(score_hand(list(CARDS), STARTER).items) >= 4


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_counting_rates(level: str) -> None:
    habits = HABITS[level]
    rng = random.Random(1)
    results = [declare(view(None), level, rng).points for _ in range(N)]
    under = sum(1 for r in results if r < TRUE)
    over = sum(1 for r in results if r > TRUE)
    assert within(under, N, habits.miss)
    assert within(over, N, habits.over)
    # a miss drops exactly one item of the breakdown; a phantom adds 1 or 2
    items = {i.points for i in score_hand(list(CARDS), STARTER).items}
    assert all(TRUE - r in items for r in results if r < TRUE)
    assert all(r - TRUE in (1, 2) for r in results if r > TRUE)
    if level == "hard":
        assert under == over == 0


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_noticing_an_undercount(level: str) -> None:
    h = HABITS[level]
    rng = random.Random(2)
    answers = [respond(view(TRUE - 4), level, rng) for _ in range(N)]
    calls = sum(1 for a in answers if a.answer == "muggins")
    # the responder counts right with probability 1 - misread; then a miss of 4 is seen with p = notice
    low = h.notice * (1 - h.misread)
    assert calls >= N * low - 4 * math.sqrt(N * low * (1 - low)) - 1
    assert within(calls, N, h.notice) or calls <= N * h.notice
    partial = sum(1 for a in answers if a.answer == "muggins" and a.stated < 4)
    assert within(partial, N, low * h.partial) or partial >= N * low * h.partial
    assert all(a.answer in ("accept", "muggins", "overcount") for a in answers)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_answering_an_overcount(level: str) -> None:
    h = HABITS[level]
    rng = random.Random(3)
    answers = [respond(view(TRUE + 3), level, rng) for _ in range(N)]
    overcounts = sum(1 for a in answers if a.answer == "overcount")
    mixed_up = sum(1 for a in answers if a.answer == "muggins")
    expected_calls = h.notice  # the belief never reaches 15 here, so it always differs from D
    assert within(overcounts + mixed_up, N, expected_calls)
    assert within(mixed_up, N, expected_calls * h.confuse)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_false_calls_on_a_correct_count(level: str) -> None:
    h = HABITS[level]
    rng = random.Random(4)
    answers = [respond(view(TRUE), level, rng) for _ in range(N)]
    false_calls = sum(1 for a in answers if a.answer != "accept")
    # a hunch (fish) when the count looks right, or a misread followed by noticing the "error"
    p = (1 - h.misread) * h.fish + h.misread * h.notice
    assert within(false_calls, N, p)
    if level == "hard":
        assert false_calls == 0


def test_levels_are_ordered() -> None:
    easy, medium, hard = HABITS["easy"], HABITS["medium"], HABITS["hard"]
    assert easy.miss > medium.miss > hard.miss == 0
    assert easy.over > medium.over > hard.over == 0
    assert easy.notice < medium.notice < hard.notice
    assert easy.fish > medium.fish > hard.fish == 0


def test_random_level_declares_any_number() -> None:
    rng = random.Random(5)
    seen = {declare(view(None), "random", rng).points for _ in range(2000)}
    assert seen == set(range(30))
