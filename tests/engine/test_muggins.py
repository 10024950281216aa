"""The shared Muggins protocol (RULES.md B2, B3), without any game around it."""

from __future__ import annotations

import pytest

from muggins_desktop.engine import muggins as mg
from muggins_desktop.engine.errors import IllegalAction

# Table B3: (true, declared, answer, stated, counter change, claimant change)
B3 = [
    (12, 12, "accept", None, 0, 0),
    (12, 8, "accept", None, 0, 0),
    (12, 8, "muggins", 6, 0, 4),
    (12, 8, "muggins", 3, 0, 3),
    (12, 12, "muggins", 5, 5, 0),
    (12, 15, "muggins", 2, 2, 0),
    (12, 15, "overcount", None, -3, 3),
    (12, 10, "overcount", None, 0, 0),
    (0, 29, "overcount", None, -29, 29),
]


@pytest.mark.parametrize("true, declared, answer, stated, counter, claimant", B3)
def test_table_b3(true: int, declared: int, answer: str, stated: int | None, counter: int, claimant: int) -> None:
    result = mg.settle(true, declared, answer, stated, claimant=1)
    assert result.counter_delta == counter
    assert result.claimant_delta == claimant
    assert result.claimant == (None if answer == "accept" else 1)


def test_muggins_never_pays_more_than_was_missed() -> None:
    assert mg.settle(20, 2, "muggins", 29, 3).claimant_delta == 18
    assert mg.settle(20, 2, "muggins", 1, 3).claimant_delta == 1


def test_false_muggins_pays_the_counter_what_was_named() -> None:
    assert mg.settle(7, 9, "muggins", 29, 3) == mg.Settlement(29, 3, 0)


def test_overcount_claim_when_there_was_none_changes_nothing() -> None:
    assert mg.settle(9, 9, "overcount", None, 2) == mg.Settlement(0, 2, 0)
    assert mg.settle(9, 4, "overcount", None, 2) == mg.Settlement(0, 2, 0)


# ------------------------------------------------------------ who answers
def test_answer_order_each_for_themselves() -> None:
    assert mg.answer_order(0, 2) == [1]
    assert mg.answer_order(1, 3) == [2, 0]
    assert mg.answer_order(2, 4) == [3, 0, 1]


def test_answer_order_partnerships_only_the_other_side() -> None:
    assert mg.answer_order(0, 4, partnerships=True) == [1, 3]
    assert mg.answer_order(1, 4, partnerships=True) == [2, 0]
    assert mg.answer_order(2, 4, partnerships=True) == [3, 1]
    assert mg.answer_order(3, 4, partnerships=True) == [0, 2]
    for counter in range(4):
        assert (counter + 2) % 4 not in mg.answer_order(counter, 4, partnerships=True)


# ------------------------------------------------------------ the first claim settles
def test_first_claim_settles_and_nobody_else_answers() -> None:
    pending = mg.PendingCount(counter=0, true=10, declared=6, responders=[1, 2, 3])
    assert pending.answer(1, "accept", None) is None
    assert pending.next_responder == 2
    result = pending.answer(2, "muggins", 4)
    assert result == mg.Settlement(0, 2, 4)
    assert pending.next_responder is None


def test_all_accept_leaves_the_wrong_count_standing() -> None:
    pending = mg.PendingCount(counter=1, true=10, declared=16, responders=[2, 0])
    assert pending.answer(2, "accept", None) is None
    assert pending.answer(0, "accept", None) == mg.Settlement(0, None, 0)


def test_answering_out_of_turn_changes_nothing() -> None:
    pending = mg.PendingCount(counter=0, true=10, declared=6, responders=[1, 2])
    with pytest.raises(IllegalAction) as err:
        pending.answer(2, "overcount", None)
    assert err.value.code == "answer_out_of_turn"
    assert pending.responders == [1, 2]


# ------------------------------------------------------------ well-formed declarations and answers
@pytest.mark.parametrize("points", [0, 12, 29])
def test_declarations_in_range(points: int) -> None:
    mg.check_declaration(points)


@pytest.mark.parametrize("points", [-1, 30, 100, 3.0, "5", True])
def test_declarations_out_of_range(points: object) -> None:
    with pytest.raises(IllegalAction) as err:
        mg.check_declaration(points)
    assert err.value.code == "declaration_out_of_range"


@pytest.mark.parametrize(
    "answer, stated, code",
    [
        ("muggins", 0, "stated_out_of_range"),
        ("muggins", 30, "stated_out_of_range"),
        ("muggins", None, "stated_missing"),
        ("accept", 3, "stated_not_allowed"),
        ("overcount", 3, "stated_not_allowed"),
        ("muggin", None, "bad_answer"),
    ],
)
def test_malformed_answers(answer: str, stated: int | None, code: str) -> None:
    with pytest.raises(IllegalAction) as err:
        mg.check_answer(answer, stated)
    assert err.value.code == code


# ------------------------------------------------------------ the target rule (B2.6)
def test_declaration_reaching_target_wins_unless_overcount() -> None:
    assert mg.wins_on_declaration(121, 121, true=10, declared=10)
    assert mg.wins_on_declaration(125, 121, true=10, declared=8)  # undercount still wins
    assert not mg.wins_on_declaration(125, 121, true=10, declared=14)  # must wait for answers
    assert not mg.wins_on_declaration(120, 121, true=10, declared=10)
