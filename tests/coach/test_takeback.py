from __future__ import annotations

import pytest

from muggins_desktop.coach.takeback import (
    TakebackRefused,
    can_take_back,
    take_back,
    takeback_record,
)
from tests.coach.helpers import play


@pytest.mark.parametrize("game,options", [("cribbage", {"muggins": True, "target": 61}), ("dominoes", {})])
def test_takeback_restores_the_same_view_and_actions(game, options):
    seen = {}

    def look(match, seat):
        if seat == 0 and len(match.legal_actions()) > 1:
            seen[len(match.record)] = (match.view_for(0), match.legal_actions())

    for stop in (25, 60, 140):
        seen.clear()
        match = play(game, seed=stop, on_decision=look, max_actions=stop, **options)
        prefix = takeback_record(match.record, [0])
        assert len(prefix) in seen
        restored = take_back(match.record, [0])
        view, actions = seen[len(prefix)]
        assert restored.to_act == 0
        assert restored.view_for(0) == view
        assert restored.legal_actions() == actions
        assert restored.record == list(match.record[: len(prefix)])


def test_hot_seat_and_no_person_are_refused():
    match = play("dominoes", seed=1, max_actions=30)
    with pytest.raises(TakebackRefused) as info:
        takeback_record(match.record, [0, 1])
    assert info.value.code == "hot_seat"
    with pytest.raises(TakebackRefused) as info:
        takeback_record(match.record, [])
    assert info.value.code == "no_person"
    assert not can_take_back(match.record, [0, 1])
    assert can_take_back(match.record, [0])


def test_nothing_to_take_back_at_the_start():
    match = play("cribbage", seed=1, max_actions=0)
    with pytest.raises(TakebackRefused) as info:
        takeback_record(match.record, [0])
    assert info.value.code == "nothing_to_take_back"
    assert not can_take_back(match.record, [0])


def test_offered_only_to_one_person_and_by_setting():
    from muggins_desktop.coach.takeback import takeback_offered

    assert takeback_offered([1])
    assert not takeback_offered([1], allow_take_back=False)
    assert not takeback_offered([0, 1])
    assert not takeback_offered([])
