"""Series in the match library: the rows carry them, a series between games waits, decided ones are counted."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from muggins_desktop.engine import new_match
from muggins_desktop.engine.series import Format, GameResult, Series
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library.series import series_after, series_stats, skunks_of, waiting_games, waiting_series
from tests.storage.library_helpers import fair_deal, play_on, seats_for


def text(series: Series) -> str:
    return json.dumps(series.to_json(), separators=(",", ":"))


def play_series(lib: MatchLibrary, game: str, options: dict[str, Any], series: Series, games: int, seed: int):
    """Play ``games`` games of ``series`` into ``lib`` (or until it is decided); the series and the ids."""
    ids = []
    for k in range(games):
        match = new_match(game, deal=fair_deal(seed + k), first=series.next_first(), **options)
        session = lib.new(match, seats_for(2), {**options, "series": text(series)})
        play_on(match, session, seed=seed + k)
        ids.append(session.id)
        series = series.add(GameResult.from_match(match))
        if series.over:
            break
    lib.flush()
    return series, ids


def test_a_series_between_two_games_waits_and_the_row_gives_its_standing(tmp_path: Path) -> None:
    with MatchLibrary(tmp_path, durable=False) as lib:
        start = Series.new("cribbage", 2, Format.BEST_OF, 5)
        after, ids = play_series(lib, "cribbage", {"players": 2, "target": 61}, start, 2, seed=11)
        assert not after.over
        waiting = waiting_series(lib.list())
        assert waiting is not None and waiting.id == ids[-1]
        assert series_after(waiting).standing == after.standing
    with MatchLibrary(tmp_path, durable=False) as again:  # read back from the index
        assert waiting_series(again.list()).id == ids[-1]
        # Another match begun since: Continue no longer offers the series, the Matches list still has it.
        other = new_match("dominoes", deal=fair_deal(98), players=2)
        begun = again.new(other, seats_for(2), {"players": 2})
        assert waiting_series(again.list()) is None and ids[-1] in waiting_games(again.list())
        again.discard(begun.id)
        assert waiting_series(again.list()).id == ids[-1]
        # The next game begun: nothing waits.
        match = new_match("cribbage", deal=fair_deal(99), first=after.next_first(), players=2, target=61)
        again.new(match, seats_for(2), {"players": 2, "target": 61, "series": text(after)})
        assert waiting_series(again.list()) is None


def test_a_decided_series_does_not_wait_and_is_counted(tmp_path: Path) -> None:
    with MatchLibrary(tmp_path, durable=False) as lib:
        start = Series.new("dominoes", 2, Format.BEST_OF, 3)
        after, ids = play_series(lib, "dominoes", {"players": 2}, start, 3, seed=21)
        assert after.over
        assert waiting_series(lib.list()) is None
        other = Series.new("dominoes", 2, Format.GAMES, 2)
        after_other, _ = play_series(lib, "dominoes", {"players": 2}, other, 2, seed=31)
        stats = series_stats(lib.list())["dominoes"]
        assert stats.played == 2 and stats.won + stats.lost + stats.tied == 2
        won = [s.standing.winner == 0 for s in (after, after_other) if s.standing.winner is not None]
        assert stats.won == sum(won)
        assert stats.games == after.standing.games + after_other.standing.games
        assert stats.game_points == after.standing.game_points[0] + after_other.standing.game_points[0]
        # A series game in the trash is not counted; Play again on a series game starts a new series.
        config = lib.play_again_config(ids[0])
        fresh = Series.from_json(json.loads(config.options["series"]))
        assert fresh.results == () and fresh.id not in ("", start.id) and fresh.length == 3
        for match_id in ids:
            lib.discard(match_id)
        assert series_stats(lib.list())["dominoes"].played == 1


def test_cribbage_series_count_skunks_given_and_taken(tmp_path: Path) -> None:
    with MatchLibrary(tmp_path, durable=False) as lib:
        start = Series.new("cribbage", 2, Format.GAMES, 3)
        after, ids = play_series(lib, "cribbage", {"players": 2, "target": 61}, start, 3, seed=41)
        # A row's skunks (from its scores and target) are the ones its match_end names.
        assert [skunks_of(lib.row(i)) for i in ids] == [r.skunks for r in after.results]
        stats = series_stats(lib.list())["cribbage"]
        assert stats.played == 1
        assert (stats.skunks_given, stats.skunks_taken) == (
            after.standing.skunks_given[0],
            after.standing.skunks_taken[0],
        )
        assert stats.points_per_game == after.standing.game_points[0] / 3


def test_skunks_and_their_game_points_from_a_row(tmp_path: Path) -> None:
    with MatchLibrary(tmp_path, durable=False) as lib:
        start = Series.new("cribbage", 2, Format.BEST_OF, 3)
        _after, ids = play_series(lib, "cribbage", {"players": 2, "target": 61}, start, 1, seed=51)
        row = lib.row(ids[0])
    skunked = row._replace(winner=0, scores=(61, 30))
    assert skunks_of(skunked) == (None, "skunk") and skunks_of(row._replace(winner=1, scores=(31, 61))) == (None, None)
    big = row._replace(target=121, winner=1, scores=(60, 121))
    assert skunks_of(big) == ("double", None) and skunks_of(big._replace(scores=(91, 121))) == (None, None)
    st = series_after(skunked).standing
    assert (st.game_points, st.skunks_given, st.skunks_taken) == ((3, 0), (1, 0), (0, 1))
    assert skunks_of(skunked._replace(lowball=True)) == (None, None)  # Lowball has no skunks


def test_a_deeply_nested_series_option_is_no_series_and_the_library_still_lists(tmp_path: Path) -> None:
    """Issue 52, major 1: 1,000+ nested brackets in the series option raised RecursionError
    from every later look at the library (Matches did nothing, Continue was greyed)."""
    from muggins_desktop.storage.library.series import fresh_series_text, series_before, series_stats
    from muggins_desktop.ui.fair.texts import series_of

    deep = "[" * 5000 + "]" * 5000
    with MatchLibrary(tmp_path, durable=False) as lib:
        match = new_match("dominoes", deal=fair_deal(7), players=2)
        session = lib.new(match, seats_for(2), {"players": 2, "series": deep})
        play_on(match, session, seed=7)
        lib.flush()
    with MatchLibrary(tmp_path, durable=False) as again:  # read back, from the index and the sidecar
        rows = again.list()
        assert [r.id for r in rows] == [session.id]
        assert series_before(rows[0]) is None
        assert waiting_series(rows) is None and waiting_games(rows) == {}
        series_stats(rows)
    assert fresh_series_text(deep) is None
    assert series_of({"series": deep}) is None
    assert series_of({"series": "[" * 70000}) is None  # over the length cap: not even scanned
