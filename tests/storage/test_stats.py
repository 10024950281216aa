"""Statistics read from match records; saving, resetting, bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from muggins_desktop.storage import paths
from muggins_desktop.storage.stats import (
    GameStats,
    Stats,
    count_match,
    load_stats,
    record_match,
    reset_stats,
)

from .play_helpers import play, players_for


def dominoes_record(winner: int, scores: list[int]) -> list[dict]:
    return [
        {"event": "match_start", "game": "dominoes", "players": len(scores), "target": 250, "seed": 1},
        {"event": "match_end", "winner": winner, "scores": scores},
    ]


def cribbage_start(players: int = 2, partnerships: bool = False, lowball: bool = False, target: int = 121) -> dict:
    return {
        "event": "match_start",
        "game": "cribbage",
        "players": players,
        "partnerships": partnerships,
        "target": target,
        "muggins": not lowball,
        "lowball": lowball,
        "seed": 1,
    }


def show(player: int, true: int, declared: int | None, crib: bool = False) -> dict:
    return {
        "event": "show",
        "player": player,
        "crib": crib,
        "cards": ["5H", "5D", "5S", "JC"],
        "starter": "5C",
        "true": true,
        "declared": declared,
        "scores": [0, 0],
    }


def response(player: int, answer: str, stated: int | None = None) -> dict:
    return {"event": "response", "player": player, "answer": answer, "stated": stated}


def settle(claimant: int | None, claimant_delta: int, counter_delta: int = 0) -> dict:
    return {
        "event": "settle",
        "counter_delta": counter_delta,
        "claimant": claimant,
        "claimant_delta": claimant_delta,
        "scores": [0, 0],
    }


def test_dominoes_played_won_best_average(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    record_match(dominoes_record(0, [255, 120]), [0], path)
    stats, problem = record_match(dominoes_record(1, [80, 250]), [0], path)
    assert problem is None
    entry = stats.games["dominoes/2"]
    assert (entry.played, entry.won, entry.best, entry.average) == (2, 1, 255, 167.5)
    assert (entry.skunks_given, entry.skunks_received, entry.muggins_calls, entry.missed_points) == (0, 0, 0, 0)
    assert load_stats(path) == (stats, None)


def test_negative_dominoes_scores_are_kept() -> None:
    stats = Stats()
    count_match(dominoes_record(1, [-15, 200, 20]), [0], stats)
    assert stats.games["dominoes/3"].best == -15


def test_cribbage_muggins_calls_missed_points_and_skunk() -> None:
    record = [
        cribbage_start(),
        show(0, 12, 8),
        response(1, "accept"),
        settle(None, 0),  # I missed 4
        show(1, 10, 10),
        response(0, "muggins", 3),
        settle(0, 0, 3),  # my false call
        show(1, 9, 6),
        response(0, "muggins", 2),
        settle(0, 2),  # my good call
        show(0, 12, 15),
        response(1, "overcount"),
        settle(1, 3, -3),  # they caught me
        show(0, 7, 4, crib=True),
        response(1, "accept"),
        settle(None, 0),  # I missed 3
        show(0, 5, None),  # automatic: not mine to miss
        {"event": "match_end", "winner": 1, "scores": [85, 121], "skunk": "skunk"},
    ]
    stats = Stats()
    assert count_match(record, [0], stats)
    entry = stats.games["cribbage/2"]
    assert (entry.played, entry.won, entry.best) == (1, 0, 85)
    assert (entry.skunks_given, entry.skunks_received) == (0, 1)
    assert (entry.muggins_calls, entry.muggins_won, entry.missed_points) == (2, 1, 7)


def test_partnerships_count_per_side_and_only_the_humans_counts() -> None:
    record = [
        cribbage_start(4, partnerships=True),
        show(2, 20, 10),  # the computer partner's miss is not the player's
        response(1, "muggins", 10),
        settle(1, 10),
        show(0, 8, 8),
        response(1, "accept"),
        response(3, "overcount"),
        settle(3, 0),
        {"event": "match_end", "winner": 0, "scores": [121, 60], "skunk": "double"},
    ]
    stats = Stats()
    count_match(record, [0], stats)
    entry = stats.games["cribbage/4p"]
    assert (entry.played, entry.won, entry.best, entry.skunks_given, entry.skunks_received) == (1, 1, 121, 1, 0)
    assert (entry.muggins_calls, entry.muggins_won, entry.missed_points) == (0, 0, 0)


@pytest.mark.parametrize(
    "target, loser, skunked",
    [(121, 91, False), (121, 90, True), (121, 60, True), (61, 31, False), (61, 30, True)],
)
def test_skunk_lines(target: int, loser: int, skunked: bool) -> None:
    record = [
        cribbage_start(target=target),
        {"event": "match_end", "winner": 0, "scores": [target, loser], "skunk": None},
    ]
    stats = Stats()
    count_match(record, [0], stats)
    assert stats.games["cribbage/2"].skunks_given == int(skunked)


def test_lowball_has_no_skunks() -> None:
    record = [cribbage_start(lowball=True), {"event": "match_end", "winner": 0, "scores": [40, 121], "skunk": None}]
    stats = Stats()
    count_match(record, [0], stats)
    assert stats.games["cribbage/2"].skunks_given == 0 and stats.games["cribbage/2"].won == 1


def test_unfinished_and_computer_only_matches_are_not_counted() -> None:
    stats = Stats()
    assert not count_match(dominoes_record(0, [250, 0])[:1], [0], stats)
    assert not count_match(dominoes_record(0, [250, 0]), [], stats)
    assert stats == Stats()


def test_two_people_at_one_screen() -> None:
    stats = Stats()
    count_match(dominoes_record(2, [10, 40, 200]), [0, 1], stats)
    entry = stats.games["dominoes/3"]
    assert (entry.played, entry.won, entry.best) == (1, 0, 40)


def test_a_real_match_from_the_engine(home: Path) -> None:
    from muggins_desktop.engine import new_match

    match = new_match("dominoes", players=2, seed=77)
    play(match, players_for(match, 3))
    stats, problem = record_match(match, [0])
    assert problem is None
    entry = stats.games["dominoes/2"]
    assert entry.played == 1 and entry.won == int(match.outcome.winner == 0)
    assert entry.best == match.outcome.scores[0]
    assert paths.stats_path().exists()


def test_reset(home: Path) -> None:
    record_match(dominoes_record(0, [255, 120]), [0])
    assert load_stats()[0].games
    assert reset_stats() == Stats()
    assert load_stats() == (Stats(), None)


@pytest.mark.parametrize(
    "obj, code",
    [
        ({"format": 1, "games": {"dominoes/5": GameStats().__dict__}}, "bad_field"),
        ({"format": 1, "games": {"dominoes/2": {**GameStats(played=1, won=2, best=3).__dict__}}}, "bad_field"),
        ({"format": 1, "games": {"dominoes/2": {**GameStats(played=1, best=None).__dict__}}}, "bad_field"),
        ({"format": 1, "games": {"dominoes/2": {**GameStats().__dict__, "played": -1}}}, "bad_field"),
        ({"format": 1, "games": []}, "bad_field"),
        ({"format": 3, "games": {}}, "format_unknown"),
        ([], "not_object"),
    ],
)
def test_a_bad_stats_file_is_moved_aside(tmp_path: Path, obj, code: str) -> None:
    path = tmp_path / "stats.json"
    raw = json.dumps(obj).encode()
    path.write_bytes(raw)
    stats, problem = load_stats(path)
    assert stats == Stats() and problem is not None and problem.code == code
    assert Path(problem.aside).read_bytes() == raw
    # Counting a match afterwards starts a fresh file.
    stats, problem = record_match(dominoes_record(0, [250, 5]), [0], path)
    assert problem is None and stats.games["dominoes/2"].played == 1
