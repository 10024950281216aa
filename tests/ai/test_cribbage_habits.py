"""The hard player's reading of each player's habits from the deals shown so far (issue 30, fifth pass)."""

from __future__ import annotations

from typing import Any

import pytest

from muggins_desktop.ai import cribbage_habits, cribbage_pegging, make_player
from muggins_desktop.ai.cribbage_habits import fitted_lean, leans, past_choices
from muggins_desktop.ai.cribbage_pegging import play_log_likelihood, table_leans
from muggins_desktop.engine import new_match


def _after_deals(deals: int, players: int = 3, **options: Any) -> Any:
    match = new_match("cribbage", players=players, seed=5, **options)
    bots = [make_player("cribbage", "medium", i) for i in range(players)]
    while match.outcome is None:
        seat = match.to_act
        view = match.view_for(seat)
        if view.hand_no == deals + 1:
            return view
        match.apply(bots[seat].choose(view), seat)
    raise AssertionError("the match ended first")


def _deal(plays: list[tuple[int, str, int]], shows: dict[int, list[str]]) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = [{"event": "deal", "hand_no": 1, "dealer": 2}]
    events += [{"event": "peg", "player": p, "card": c, "count": n, "points": 0} for p, c, n in plays]
    events += [{"event": "show", "player": p, "crib": False, "cards": cs} for p, cs in shows.items()]
    return events


def test_finished_deals_give_each_seat_its_choices() -> None:
    view = _after_deals(3)
    leads, follows = past_choices(view.public_events, 3)
    assert sum(map(len, leads)) > 0 and sum(map(len, follows)) > 0
    for seat in range(3):
        for options, rank, _seq, count in leads[seat] + follows[seat]:
            assert rank in options and len(options) >= 2
            assert all(count + min(10, r) <= 31 for r in options)


def test_a_deal_not_yet_shown_tells_nothing() -> None:
    plays = [(0, "KS", 10), (1, "2C", 12), (2, "3D", 15)]
    shows = {0: ["KS", "AC", "2D", "3H"], 1: ["2C", "9D", "TD", "JD"]}  # seat 2 has not shown yet
    assert past_choices(_deal(plays, shows), 3) == ([[], [], []], [[], [], []])


def test_a_record_that_does_not_fit_the_shown_hands_is_not_read() -> None:
    plays = [(0, "AC", 1), (1, "2C", 3), (2, "3D", 6), (0, "KS", 16)]
    shows = {0: ["QS", "AC", "2D", "3H"], 1: ["2C", "9D", "TD", "JD"], 2: ["3D", "4D", "5D", "6D"]}  # KS not shown
    leads, follows = past_choices(_deal(plays, shows), 3)
    assert leads[0] == [] and follows[1] == [] and follows[2] == []


def test_leads_and_later_plays_are_read_apart() -> None:
    plays = [(0, "KS", 10), (1, "2C", 12), (2, "3D", 15)]
    shows = {0: ["KS", "AC", "2D", "3H"], 1: ["2C", "9D", "TD", "JD"], 2: ["3D", "4D", "5D", "6D"]}
    leads, follows = past_choices(_deal(plays, shows), 3)
    assert leads[0] == [((1, 2, 3, 13), 13, (), 0)]
    assert follows[1] == [((2, 9, 10, 11), 2, (13,), 10)]
    assert follows[2][0][1] == 3


def test_the_lean_follows_what_the_player_chose() -> None:
    high = [((2, 7, 13), 13, (), 0)] * 6
    low = [((2, 7, 13), 2, (), 0)] * 6
    assert fitted_lean(high, 2.0) > 0
    assert fitted_lean(low, 2.0) < 0
    assert fitted_lean([], 2.0) == 0.0
    # one choice is not enough to move far from no lean
    assert abs(fitted_lean(high[:1], 2.0)) <= abs(fitted_lean(high, 2.0))


def test_a_learnt_lean_changes_how_likely_a_lead_was() -> None:
    history = [(0, (), 0, 3)]  # seat 0 led a 3
    leaning_high = (0.6, 0.0)
    assert play_log_likelihood((13, 12, 11), 0, history, lean=leaning_high) < play_log_likelihood(
        (1, 2, 2), 0, history, lean=leaning_high
    )
    # without a lean a lead tells nothing, as before
    assert play_log_likelihood((13, 12, 11), 0, history) == play_log_likelihood((1, 2, 2), 0, history) == 0.0


def test_the_reading_is_done_once_a_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    view = _after_deals(2)
    calls = []
    real = cribbage_habits.past_choices

    def counting(*args: Any) -> Any:
        calls.append(1)
        return real(*args)

    monkeypatch.setattr(cribbage_habits, "past_choices", counting)
    cribbage_habits._MEMO.clear()
    first = leans(view, 2.0)
    assert leans(view, 2.0) == first
    assert len(calls) == 1
    assert len(cribbage_habits._MEMO) == 1
    for deals in range(3, 7):  # later deals: the memo stays small
        leans(_after_deals(deals), 2.0)
    assert len(cribbage_habits._MEMO) <= cribbage_habits.MEMO_SIZE


@pytest.mark.parametrize(
    "options",
    [dict(players=2), dict(players=4, partnerships=True), dict(players=3, lowball=True)],
)
def test_only_three_player_points_play_learns_leans(options: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cribbage_pegging, "LEARN_LEANS", True)
    view = _after_deals(1, **options)
    assert table_leans(view) is None


def test_three_player_points_play_learns_leans(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cribbage_pegging, "LEARN_LEANS", True)
    got = table_leans(_after_deals(4))
    assert got is not None and len(got) == 3
