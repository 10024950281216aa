"""Match series (engine/series.py): formats, ACC game points, who begins the next game, JSON."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from muggins_desktop.engine import new_match
from muggins_desktop.engine.series import FirstRule, Format, GameResult, Series, SeriesError


def result(winner: int, scores: tuple[int, ...], first: int = 0, skunks: tuple[Any, ...] | None = None) -> GameResult:
    return GameResult(winner, scores, skunks or (None,) * len(scores), first)


def finished(game: str, seed: int, **options: Any) -> Any:
    match = new_match(game, seed=seed, **options)
    rng = random.Random(seed)
    while match.outcome is None:
        actions = match.legal_actions()
        match.apply(actions[0] if type(actions[0]).__name__ in ("Declare", "Respond") else rng.choice(actions))
    return match


# ------------------------------------------------------------------ game points
def test_cribbage_game_points_are_two_for_a_win_and_three_for_a_skunk() -> None:
    assert result(0, (121, 95)).game_points("cribbage") == (2, 0)
    assert result(1, (80, 121), skunks=("skunk", None)).game_points("cribbage") == (0, 3)
    assert result(1, (50, 121), skunks=("double", None)).game_points("cribbage") == (0, 3)  # ACC: no extra point
    assert result(0, (121, 60, 100), skunks=(None, "double", None)).game_points("cribbage") == (2, 0, 0)
    assert result(0, (121, 60, 80), skunks=(None, "double", "skunk")).game_points("cribbage") == (3, 0, 0)
    assert result(1, (250, 251)).game_points("dominoes") == (0, 1)


def test_the_spread_is_each_sides_score_minus_the_best_other() -> None:
    assert result(0, (121, 100)).spread() == (21, -21)
    assert result(2, (50, 180, 203)).spread() == (-153, -23, 23)


def test_game_results_come_from_finished_matches() -> None:
    m = finished("cribbage", 79, players=2, target=61)  # this seed skunks
    r = GameResult.from_match(m)
    assert r.winner == m.outcome.winner and r.scores == m.outcome.scores and r.deal == m.deal.label
    assert r.first == m.record[1]["dealer"] and "skunk" in r.skunks
    assert r.game_points("cribbage")[r.winner] == 3
    d = finished("dominoes", 3, players=2)
    assert GameResult.from_match(d).first == d.record[1]["leader"]
    with pytest.raises(SeriesError):
        GameResult.from_match(new_match("dominoes", seed=1))


# ------------------------------------------------------------------ formats
def test_best_of_three_ends_at_two_wins() -> None:
    s = Series.new("cribbage", 2, Format.BEST_OF, 3)
    s = s.add(result(0, (121, 100)))
    assert not s.over and s.standing.wins == (1, 0)
    s = s.add(result(1, (90, 121), first=1))
    assert not s.over
    s = s.add(result(1, (70, 121), skunks=("skunk", None)))
    st = s.standing
    assert s.over and st.winner == 1 and st.wins == (1, 2) and st.game_points == (2, 5)
    assert st.skunks_given == (0, 1) and st.skunks_taken == (1, 0)
    with pytest.raises(SeriesError):
        s.add(result(0, (121, 0)))


def test_best_of_three_with_three_players_goes_on_until_someone_has_two() -> None:
    s = Series.new("dominoes", 3, Format.BEST_OF, 3)
    for w in (0, 1, 2):
        s = s.add(result(w, tuple(250 if i == w else 100 for i in range(3))))
    assert not s.over and s.standing.games == 3
    s = s.add(result(2, (10, 20, 200)))
    assert s.over and s.standing.winner == 2


def test_a_fixed_number_of_games_goes_by_game_points_then_wins_then_spread() -> None:
    s = Series.new("cribbage", 2, Format.GAMES, 3)
    s = s.add(result(0, (121, 85), skunks=(None, "skunk"))).add(result(1, (110, 121))).add(result(1, (100, 121)))
    assert s.standing.game_points == (3, 4) and s.standing.winner == 1  # more game points wins
    even = Series.new("cribbage", 2, Format.GAMES, 2)
    even = even.add(result(0, (121, 101))).add(result(1, (119, 121)))
    assert even.standing.game_points == (2, 2) and even.standing.spread == (18, -18)
    assert even.over and even.standing.winner == 0  # tied on points and wins: the spread decides
    level = Series.new("dominoes", 2, Format.GAMES, 2).add(result(0, (250, 200))).add(result(1, (200, 250)))
    assert level.over and level.standing.winner is None  # nothing separates them


def test_a_single_game_is_a_series_of_one() -> None:
    s = Series.new("dominoes", 2)
    assert s.format == Format.SINGLE and s.next_first() is None
    s = s.add(result(1, (100, 250)))
    assert s.over and s.standing.winner == 1


@pytest.mark.parametrize(
    "kwargs",
    [
        {"format": Format.BEST_OF, "length": 4},
        {"format": Format.SINGLE, "length": 3},
        {"format": Format.GAMES, "length": 0},
        {"format": "weekly", "length": 1},
    ],
)
def test_impossible_series_are_refused(kwargs: dict) -> None:
    with pytest.raises(SeriesError):
        Series.new("cribbage", 2, **kwargs)


def test_results_that_do_not_fit_are_refused() -> None:
    s = Series.new("cribbage", 2, Format.BEST_OF, 5)
    for bad in (
        result(2, (1, 2)),
        result(0, (1, 2, 3)),
        GameResult(0, (1, 2), ("nearly", None), 0),
        result(0, (1, 2), 5),
    ):
        with pytest.raises(SeriesError):
            s.add(bad)


# ------------------------------------------------------------------ who begins
def test_in_cribbage_the_loser_of_a_game_deals_first_in_the_next() -> None:
    s = Series.new("cribbage", 2, Format.BEST_OF, 5)
    assert s.first_rule == FirstRule.LOSER and s.next_first() is None  # the first game cuts
    assert s.add(result(0, (121, 90), first=0)).next_first() == 1
    assert s.add(result(0, (121, 90), first=1)).next_first() == 1
    assert s.add(result(1, (90, 121), first=1)).next_first() == 0


def test_with_partners_the_deal_goes_to_the_next_seat_of_the_losing_side() -> None:
    s = Series.new("cribbage", 4, Format.BEST_OF, 3, partnerships=True)
    assert s.add(result(0, (121, 80), first=0)).next_first() == 1
    assert s.add(result(1, (80, 121), first=0)).next_first() == 2
    assert s.add(result(1, (80, 121), first=3)).next_first() == 0


def test_dominoes_pass_the_first_lead_clockwise_and_draw_can_be_asked_for() -> None:
    s = Series.new("dominoes", 3, Format.GAMES, 4)
    assert s.first_rule == FirstRule.ROTATE
    assert s.add(result(2, (1, 2, 250), first=2)).next_first() == 0
    drawn = Series.new("dominoes", 2, Format.GAMES, 4, first_rule="draw")
    assert drawn.add(result(0, (250, 1))).next_first() is None
    three = Series.new("cribbage", 3, Format.GAMES, 3)
    assert three.add(result(1, (50, 121, 60), first=0)).next_first() == 2  # the next seat that did not win


def test_a_series_plays_through_with_the_engine_option() -> None:
    s = Series.new("cribbage", 2, Format.BEST_OF, 3)
    seed = 10
    while not s.over:
        first = s.next_first()
        m = new_match("cribbage", players=2, target=61, seed=seed, first=first)
        if first is not None:
            assert m.record[1]["dealer"] == first and "cuts" not in m.record[1]
            assert m.record[0]["first_dealer"] == first
        rng = random.Random(seed)
        while m.outcome is None:
            m.apply(rng.choice(m.legal_actions()))
        s = s.add(GameResult.from_match(m))
        seed += 1
    assert 2 <= s.standing.games <= 3 and max(s.standing.wins) == 2


# ------------------------------------------------------------------ JSON
def test_a_series_reads_back_from_json() -> None:
    s = Series.new("cribbage", 4, Format.GAMES, 5, partnerships=True)
    s = s.add(GameResult(1, (80, 121), ("skunk", None), 2, "48213-90177")).add(result(0, (121, 119), first=3))
    text = json.dumps(s.to_json())
    assert Series.from_json(json.loads(text)) == s


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("games"),
        lambda d: d.update(series_format=2),
        lambda d: d.update(length=4, format="best_of"),
        lambda d: d["games"].append({"winner": 5, "scores": [1, 2], "skunks": [None, None], "first": 0}),
        lambda d: d["games"].append("a game"),
        lambda d: d.update(players="two"),
        lambda d: d["games"][0].update(scores=[1, "x"]),
    ],
)
def test_a_damaged_series_is_refused_with_a_series_error(change: Any) -> None:
    data = Series.new("cribbage", 2, Format.GAMES, 3).add(result(0, (121, 100))).to_json()
    change(data)
    with pytest.raises(SeriesError):
        Series.from_json(data)
