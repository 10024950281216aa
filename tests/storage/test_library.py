"""The match library: every match kept, resumed exactly, and one owner of its life."""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from muggins_desktop.engine import new_match
from muggins_desktop.engine.base import canonical
from muggins_desktop.storage import paths
from muggins_desktop.storage.legacy import saves
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library.meta import FINISHED, TRASHED, UNFINISHED, LibraryError
from muggins_desktop.storage.library.rows import MatchFilter
from muggins_desktop.storage.records import load_record
from tests.storage.library_helpers import play_into, play_on, seats_for


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return tmp_path / "library"


def reopen(lib: MatchLibrary) -> MatchLibrary:
    lib.close()
    return MatchLibrary(lib.root)


def record_file(lib: MatchLibrary, match_id: str) -> Path:
    return lib.folder / f"{match_id}.jsonl"


@pytest.mark.parametrize(
    "game,options",
    [
        ("dominoes", {"players": 2}),
        ("dominoes", {"players": 4}),
        ("cribbage", {"players": 2, "muggins": True}),
        ("cribbage", {"players": 4, "partnerships": True}),
    ],
)
def test_a_match_is_kept_as_it_is_played_and_resumes_exactly(root, game, options):
    lib = MatchLibrary(root)
    match, session = play_into(lib, game, options, seed=3, actions=40)
    lib = reopen(lib)
    (row,) = lib.list()
    assert row.id == session.id and row.status == UNFINISHED and row.events == len(match.record)
    assert row.names[0] == "Ann" and row.humans == (0,)
    resumed = lib.resume(session.id)
    assert resumed.read_only is None and resumed.lost == 0
    assert resumed.match.record == match.record
    assert resumed.match.to_act == match.to_act
    assert resumed.match.legal_actions() == match.legal_actions()
    assert resumed.seats == seats_for(match.players)
    assert resumed.options == options
    assert resumed.match.deal.key == match.deal.key is not None  # the key kept for the reveal at the end
    lib.close()


def test_the_record_file_is_the_json_lines_record_and_a_finished_match_is_finished(root):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 2}, seed=2)
    assert match.outcome is not None and session.finished
    lib.flush()
    assert load_record(record_file(lib, session.id)) == canonical(match.record)
    row = lib.row(session.id)
    assert row.status == FINISHED and row.ended
    assert row.winner == match.outcome.winner and row.scores == tuple(match.outcome.scores)
    assert row.people_won == (match.outcome.winner == 0)
    assert row.rounds == sum(e["event"] == "round_start" for e in match.record)
    assert lib.latest_unfinished() is None
    lib = reopen(lib)
    assert lib.row(session.id).status == FINISHED
    sidecar = json.loads((lib.folder / f"{session.id}.json").read_text())
    assert sidecar["result"]["winner"] == match.outcome.winner and sidecar["finished_at"]
    lib.close()


def test_new_game_never_replaces_anything_and_continue_offers_the_latest(root):
    lib = MatchLibrary(root)
    first, s1 = play_into(lib, "dominoes", {"players": 2}, seed=1, actions=10)
    second, s2 = play_into(lib, "cribbage", {"players": 2}, seed=2, actions=10)
    assert [r.status for r in lib.list()] == [UNFINISHED, UNFINISHED]
    assert lib.latest_unfinished().id == s2.id
    s1.close()
    s2.close()
    lib = reopen(lib)
    assert {r.id for r in lib.list()} == {s1.id, s2.id}
    assert lib.latest_unfinished().id == s2.id
    lib.resume(s1.id)  # opening makes it the current one at once, before any move
    lib = reopen(lib)
    assert lib.latest_unfinished().id == s1.id
    lib.close()


def test_continue_never_offers_a_discarded_match(root, tmp_path):
    """A 3-player dominoes match discarded, a saved cribbage match opened, no move, restart: Continue offers the cribbage."""
    lib = MatchLibrary(root)
    _dominoes, session = play_into(lib, "dominoes", {"players": 3}, seed=4, actions=12)
    session.close()
    lib.discard(session.id)
    cribbage = new_match("cribbage", players=2, seed=9)
    save = tmp_path / "my cribbage.json"
    saves.save_game(save, cribbage, seats_for(2), {"players": 2})
    opened = lib.open_file(save)
    assert opened.session is not None
    lib = reopen(lib)  # quit without a move, start again
    latest = lib.latest_unfinished()
    assert latest is not None and latest.id == opened.id and latest.game == "cribbage"
    assert latest.origin == "my cribbage.json"
    assert lib.row(session.id).status == TRASHED
    assert session.id not in {r.id for r in lib.list()}
    lib.close()


def test_trash_undo_and_purge(root):
    lib = MatchLibrary(root)
    _m, s1 = play_into(lib, "dominoes", {"players": 2}, seed=1)
    _m, s2 = play_into(lib, "dominoes", {"players": 2}, seed=2, actions=5)
    row = lib.delete(s1.id)
    assert row.status == TRASHED and row.trashed is not None
    assert [r.id for r in lib.list()] == [s2.id]
    assert [r.id for r in lib.list(MatchFilter(statuses=(TRASHED,)))] == [s1.id]
    assert lib.undo_delete(s1.id).status == FINISHED
    with pytest.raises(LibraryError) as info:
        lib.undo_delete(s1.id)
    assert info.value.code == "not_in_trash"
    lib.delete(s1.id)
    lib = reopen(lib)
    assert lib.row(s1.id).status == TRASHED
    assert lib.purge_trash() == []  # kept 30 days
    later = datetime.now(UTC) + timedelta(days=31)
    assert lib.purge_trash(now=later) == [s1.id]
    lib.flush()
    assert not (lib.folder / f"{s1.id}.json").exists() and not record_file(lib, s1.id).exists()
    lib = reopen(lib)
    assert [r.id for r in lib.list(MatchFilter(statuses=(UNFINISHED, FINISHED, TRASHED)))] == [s2.id]
    lib.close()


def test_list_filters_and_sorts(root):
    lib = MatchLibrary(root)
    ids = {}
    for n, (game, options) in enumerate(
        [("dominoes", {"players": 2}), ("cribbage", {"players": 2, "target": 61}), ("dominoes", {"players": 3})]
    ):
        _m, session = play_into(lib, game, options, seed=n + 1)
        ids[game, options["players"]] = session.id
    assert [r.game for r in lib.list(MatchFilter(game="dominoes"))] == ["dominoes", "dominoes"]
    assert [r.players for r in lib.list(MatchFilter(players=3))] == [3]
    by_date = lib.list()
    assert [r.id for r in by_date] == sorted((r.id for r in by_date), key=lambda i: lib.row(i).date, reverse=True)
    by_length = lib.list(sort="length", descending=False)
    assert [r.events for r in by_length] == sorted(r.events for r in by_length)
    with pytest.raises(ValueError):
        lib.list(sort="colour")
    lib.close()


def test_play_again_config_keeps_seats_and_options_without_seed_or_marks(root):
    lib = MatchLibrary(root)
    seats = seats_for(2)
    seats[0]["takebacks"] = 2
    _m, session = play_into(lib, "cribbage", {"players": 2, "muggins": True}, seed=5, actions=3, seats=seats)
    again = lib.play_again_config(session.id)
    assert again.game == "cribbage"
    assert again.options == {"players": 2, "muggins": True}
    assert again.seats == seats_for(2)
    lib.close()


def test_take_back_cuts_the_record_and_keeps_the_mark(root):
    from muggins_desktop.coach.takeback import History

    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 2}, seed=6, actions=25)
    while True:
        try:
            back, plan = History((0,)).take_back(match)
            break
        except ValueError:
            play_on(match, session, seed=6, actions=1)
    session.truncate(plan.length)
    seats = seats_for(2)
    seats[0]["takebacks"] = 1
    session.set_seats(seats)
    play_on(back, session, seed=7, actions=4)
    session.close()
    lib = reopen(lib)
    resumed = lib.resume(session.id)
    assert resumed.match.record == back.record
    assert resumed.seats[0]["takebacks"] == 1 and lib.row(session.id).took_back
    lib.close()


def test_a_cut_record_lists_the_score_it_returns_to(root):
    """Issue 53: after a take-back the row shows the score of the kept record, not of the move taken back."""
    from muggins_desktop.engine import match_from_record
    from muggins_desktop.storage.library.meta import last_scores

    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 2}, seed=6, actions=40)
    scored = [i for i, e in enumerate(match.record) if e.get("scores") and i > 2]
    cut = scored[-1]  # the last event that carried a score goes, and what followed it
    kept = match.record[:cut]
    session.truncate(cut)
    assert session.scores == last_scores(kept, 2) == tuple(match_from_record(kept).scores)
    assert lib.row(session.id).scores == session.scores
    lib.close()


def test_export_and_save_copy(root, tmp_path):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "cribbage", {"players": 3}, seed=2, actions=30)
    lib.flush()
    lib.export(session.id, tmp_path / "out.jsonl")
    assert load_record(tmp_path / "out.jsonl") == canonical(match.record)
    lib.save_copy(session.id, tmp_path / "copy.json")
    copy = saves.load_game(tmp_path / "copy.json")
    assert copy.match.record == match.record and copy.seats == seats_for(3)
    lib.close()


def test_the_default_root_is_under_the_user_data_folder(home):
    assert paths.library_dir() == home / "data" / "library"
    lib = MatchLibrary()
    assert lib.root == home / "data" / "library"
    lib.close()


def test_a_practice_position_is_not_kept(root):
    from muggins_desktop.engine.dominoes import DominoMatch

    match = DominoMatch.from_position(hands=["1|4 2|2", "3|3"], line=[], boneyard=[], to_act=0, scores=[0, 0])
    lib = MatchLibrary(root)
    with pytest.raises(LibraryError) as info:
        lib.new(match, seats_for(2), {"players": 2})
    assert info.value.code == "set_up"
    lib.close()


def test_continue_follows_the_match_last_moved_in(root):
    lib = MatchLibrary(root)
    first, s1 = play_into(lib, "dominoes", {"players": 2}, seed=1, actions=5)
    _second, s2 = play_into(lib, "cribbage", {"players": 2}, seed=2, actions=5)
    assert lib.latest_unfinished().id == s2.id
    lib.flush()
    time.sleep(0.05)  # the files' times are coarse (a few milliseconds); moves are seconds apart
    play_on(first, s1, seed=1, actions=1)  # a move in the older match (two tables in one app)
    assert lib.latest_unfinished().id == s1.id
    lib = reopen(lib)
    assert lib.latest_unfinished().id == s1.id
    lib.close()


def test_a_finished_match_is_never_cut_back(root):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 2}, seed=2)
    assert session.finished
    with pytest.raises(ValueError):
        session.truncate(len(match.record) - 3)
    lib.flush()
    assert load_record(record_file(lib, session.id)) == canonical(match.record)
    lib.close()


def test_statistics_count_a_trashed_finished_match_until_it_is_purged(root):
    from muggins_desktop.storage.stats import recount_stats

    lib = MatchLibrary(root)
    _m, session = play_into(lib, "dominoes", {"players": 2}, seed=2)
    lib.delete(session.id)
    assert sum(g.played for g in recount_stats(lib).games.values()) == 1
    lib.purge_trash(now=datetime.now(UTC) + timedelta(days=31))
    assert recount_stats(lib).games == {}
    lib.close()


def test_opening_a_file_again_gives_its_copy_until_the_copy_is_played_on(root, tmp_path):
    match = new_match("dominoes", players=2, seed=4)
    path = tmp_path / "saved.json"
    saves.save_game(path, match, seats_for(2), {"players": 2})
    lib = MatchLibrary(root)
    opened = lib.open_file(path)
    opened.session.close()
    again = lib.open_file(path)
    assert again.id == opened.id and len(lib) == 1
    play_on(again.match, again.session, seed=4, actions=3)
    again.session.close()
    third = lib.open_file(path)
    assert third.id != opened.id and len(lib) == 2  # the played copy is not handed out as the file
    assert third.match.record == match.record
    lib.close()


def test_a_trashed_match_and_one_in_use_cannot_be_deleted_twice_or_from_elsewhere(root):
    a = MatchLibrary(root)
    _m, session = play_into(a, "dominoes", {"players": 2}, seed=3, actions=6)
    a.flush()
    b = MatchLibrary(root)
    with pytest.raises(LibraryError) as info:
        b.delete(session.id)
    assert info.value.code == "in_use" and "being played in another window" in str(info.value)
    assert b.row(session.id).status == UNFINISHED
    session.close()
    a.close()
    b.delete(session.id)
    with pytest.raises(LibraryError) as missing:
        b.undo_delete("20200101T000000Z-00000000")
    assert missing.value.code == "not_found"
    b.close()
