"""Fair deals in the library: the key kept beside an unfinished match, revealed in the finished record."""

from __future__ import annotations

import json
import os
import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from muggins_desktop.coach.takeback import History
from muggins_desktop.engine import match_from_record
from muggins_desktop.engine.deals import Origin, commitment_of
from muggins_desktop.storage import stats
from muggins_desktop.storage.legacy import saves
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library.imports import migrate_old_saves
from muggins_desktop.storage.library.meta import FINISHED, TRASHED, UNFINISHED
from muggins_desktop.storage.library.rows import MatchFilter
from muggins_desktop.verify import FAIR, verify_record
from tests.storage.library_helpers import play_into, play_on, seats_for

LEGACY = Path(__file__).resolve().parents[1] / "engine" / "data"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return tmp_path / "library"


def reopen(lib: MatchLibrary) -> MatchLibrary:
    lib.close()
    return MatchLibrary(lib.root)


def sidecar(lib: MatchLibrary, match_id: str) -> dict:
    lib.flush()
    return json.loads((lib.folder / f"{match_id}.json").read_text())


def record_bytes(lib: MatchLibrary, match_id: str) -> bytes:
    lib.flush()
    return (lib.folder / f"{match_id}.jsonl").read_bytes()


def assert_revealed(record: list[dict]) -> None:
    """The record ends with the key, the key fits the commitment, and every deal checks out."""
    assert record[-2]["event"] == "match_end" and record[-1]["event"] == "reveal"
    assert commitment_of(bytes.fromhex(record[-1]["key"])) == record[0]["commitment"]
    assert verify_record(record).status == FAIR


@pytest.mark.parametrize(
    "game,options",
    [("dominoes", {"players": 2}), ("cribbage", {"players": 4, "partnerships": True, "target": 61})],
)
def test_the_key_is_kept_beside_an_unfinished_match_and_revealed_when_it_ends(root, game, options):
    lib = MatchLibrary(root)
    match, session = play_into(lib, game, options, seed=4, actions=30)
    key = match.deal.key
    assert key is not None and match.deal.origin == Origin.FAIR
    assert sidecar(lib, session.id)["match_key"] == key.hex()
    assert key.hex().encode() not in record_bytes(lib, session.id)  # never in the record before the reveal
    assert lib.row(session.id).deal == match.deal.label
    lib = reopen(lib)
    resumed = lib.resume(session.id)
    assert resumed.match.deal.key == key  # a resumed match can still reveal it
    play_on(resumed.match, resumed.session, seed=4)
    assert resumed.session.finished
    lib = reopen(lib)
    row = lib.row(session.id)
    assert row.status == FINISHED and row.winner == resumed.match.outcome.winner
    assert sidecar(lib, session.id)["match_key"] is None  # the record holds it now
    loaded = lib.load(session.id)
    assert loaded.record == resumed.match.record
    assert_revealed(loaded.record)
    lib.close()


def test_a_take_back_in_the_library_keeps_the_key(root):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 2}, seed=6, actions=25)
    history = History((0,))
    while True:
        try:
            back, plan = history.take_back(match)
            break
        except ValueError:
            play_on(match, session, seed=6, actions=1)
    session.truncate(plan.length)
    seats = seats_for(2)
    seats[0]["takebacks"] = 1
    session.set_seats(seats)
    assert back.deal.key == match.deal.key is not None
    assert sidecar(lib, session.id)["match_key"] == match.deal.key.hex()
    session.close()
    lib = reopen(lib)
    resumed = lib.resume(session.id)
    assert resumed.match.record == back.record and resumed.match.deal.key == match.deal.key
    play_on(resumed.match, resumed.session, seed=8)
    lib = reopen(lib)
    assert lib.row(session.id).took_back
    assert_revealed(lib.load(session.id).record)
    lib.close()


def test_a_match_end_without_its_reveal_is_a_last_action_cut_short(root):
    """Killed between the match_end line and the reveal line: the last action is played again."""
    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 2}, seed=5, actions=20)
    before = sidecar(lib, session.id)  # the sidecar as it was before the end (it keeps the key)
    players_start = len(match.record)
    play_on(match, session, seed=5)
    lib = reopen(lib)
    whole = lib.load(session.id).record
    last_action = max(i for i in range(players_start, len(whole)) if whole[i]["event"] in ("play", "draw", "pass"))
    folder = lib.folder
    lib.close()
    lines = (folder / f"{session.id}.jsonl").read_bytes().splitlines(keepends=True)
    (folder / f"{session.id}.jsonl").write_bytes(b"".join(lines[:-1]))  # the reveal never reached the disk
    (folder / f"{session.id}.json").write_text(json.dumps(before))  # nor the finished sidecar
    (root / "index.json").unlink()
    lib = MatchLibrary(root)
    assert lib.problems == [] and lib.row(session.id).status == UNFINISHED
    resumed = lib.resume(session.id)
    assert resumed.lost == len(whole) - 1 - last_action  # that action's events, all but the lost reveal
    assert resumed.match.record == whole[:last_action] and resumed.match.deal.key == match.deal.key
    play_on(resumed.match, resumed.session, seed=5)
    lib = reopen(lib)
    assert lib.row(session.id).status == FINISHED
    assert_revealed(lib.load(session.id).record)
    lib.close()


def test_a_match_given_up_reveals_its_key_and_is_over(root, tmp_path):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "cribbage", {"players": 2, "muggins": True}, seed=3, actions=20)
    reveal = match.reveal()  # the player resigns
    assert reveal is not None
    session.append([reveal])
    assert session.finished
    lib = reopen(lib)
    row = lib.row(session.id)
    assert row.status == FINISHED and row.ended and row.winner is None and row.people_won is False
    assert lib.latest_unfinished() is None  # Continue never offers a match nobody may play on
    assert lib.resume(session.id).read_only == FINISHED
    assert sidecar(lib, session.id)["match_key"] is None
    record = lib.load(session.id).record
    assert record[-1]["event"] == "reveal" and commitment_of(bytes.fromhex(record[-1]["key"])) == match.deal.commitment
    assert stats.recount_stats(lib).games == {}  # it did not end: not counted
    lib.close()


def test_an_export_never_holds_the_key_and_a_saved_copy_keeps_it(root, tmp_path):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 3}, seed=2, actions=15)
    lib.export(session.id, tmp_path / "out.jsonl")
    assert match.deal.key.hex().encode() not in (tmp_path / "out.jsonl").read_bytes()
    lib.save_copy(session.id, tmp_path / "copy.json")
    copy = saves.load_game(tmp_path / "copy.json")
    assert copy.match.deal.key == match.deal.key and copy.match.record == match.record
    lib.close()


def test_undo_delete_gives_back_a_fair_match_that_can_still_be_played_and_revealed(root):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 2}, seed=9, actions=12)
    session.close()
    assert lib.delete(session.id).status == TRASHED
    assert sidecar(lib, session.id)["match_key"] == match.deal.key.hex()  # the trash keeps it sealed
    assert lib.resume(session.id).read_only == TRASHED
    assert lib.undo_delete(session.id).status == UNFINISHED
    resumed = lib.resume(session.id)
    assert resumed.session is not None and resumed.match.deal.key == match.deal.key
    play_on(resumed.match, resumed.session, seed=9)
    assert_revealed(reopen(lib).load(session.id).record)


def test_a_sidecar_alone_gives_back_the_fair_start(root):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "cribbage", {"players": 2}, seed=7, actions=10)
    lib.close()
    (lib.folder / f"{session.id}.jsonl").unlink()  # killed before the first line was written
    lib = MatchLibrary(root)
    resumed = lib.resume(session.id)
    assert resumed.match.record == match.record[: len(resumed.match.record)]
    assert resumed.match.deal.key == match.deal.key and resumed.match.deal.commitment == match.deal.commitment
    lib.close()


# ------------------------------------------------------------------ saves from before numbered deals
def legacy_prefix(name: str) -> list[dict]:
    record = [json.loads(line) for line in (LEGACY / name).read_text(encoding="utf-8").splitlines()]
    assert "shuffle" not in record[0]
    for cut in range(len(record) // 2, len(record)):
        try:
            return match_from_record(record[:cut]).record
        except Exception:  # in the middle of an action: one further
            continue
    raise AssertionError("no whole prefix")


def test_saves_from_before_numbered_deals_migrate_and_play_on(root, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    originals = {}
    for name, players in (("legacy_dominoes_2p.jsonl", 2), ("legacy_cribbage_3p.jsonl", 3)):
        record = legacy_prefix(name)
        options = {"players": players, "seed": record[0]["seed"]}  # old saves kept the seed in the options
        if record[0]["game"] == "cribbage":
            options["target"] = record[0]["target"]
        match = match_from_record(record)
        path = folder / name.replace(".jsonl", ".json")
        saves.save_game(path, match, seats_for(players), options)
        originals[path.name] = (match, options)
    lib = MatchLibrary(root)
    report = migrate_old_saves(lib, folder)
    assert report.done and sorted(report.imported) == sorted(originals)
    assert sorted(p.name for p in (folder / "imported").iterdir()) == sorted(originals)
    lib = reopen(lib)
    for name, (match, options) in originals.items():
        match_id = report.imported[name]
        row = lib.row(match_id)
        assert row.deal is None and row.status == UNFINISHED  # an old seed has no deal number
        resumed = lib.resume(match_id)
        assert resumed.match.deal.origin == Origin.LEGACY and resumed.match.record == match.record
        assert resumed.options == options and resumed.seats == seats_for(match.players)
        play_on(resumed.match, resumed.session, seed=1)
        assert resumed.session.finished and resumed.match.record[-1]["event"] == "match_end"  # no key to reveal
    assert len(lib.list(MatchFilter(statuses=(FINISHED,)))) == 2
    lib.close()


def test_the_trash_keeps_a_fair_match_30_days(root):
    lib = MatchLibrary(root)
    _m, session = play_into(lib, "dominoes", {"players": 2}, seed=1, actions=5)
    session.close()
    lib.discard(session.id)
    assert lib.purge_trash(now=datetime.now(UTC) + timedelta(days=29)) == []
    assert lib.purge_trash(now=datetime.now(UTC) + timedelta(days=31)) == [session.id]
    lib.close()


@pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX")
def test_a_sidecar_that_holds_the_key_is_readable_by_its_owner_only(root):
    """Issue 52: the match key of an unfinished match sat in a sidecar every user could read (0644)."""
    lib = MatchLibrary(root)
    _match, session = play_into(lib, "dominoes", {"players": 2}, seed=2, actions=5)
    assert sidecar(lib, session.id)["match_key"] is not None
    assert stat.S_IMODE((lib.folder / f"{session.id}.json").stat().st_mode) == 0o600
    session.close()
    lib.close()


def test_a_resumed_fair_match_without_its_key_says_so(root):
    lib = MatchLibrary(root)
    _match, session = play_into(lib, "dominoes", {"players": 2}, seed=2, actions=5)
    session.close()
    data = sidecar(lib, session.id)
    lib.close()
    lib = MatchLibrary(root)
    assert not lib.resume(session.id).loaded.key_missing
    lib.close()
    data["match_key"] = None
    (root / "matches" / f"{session.id}.json").write_text(json.dumps(data))
    lib = MatchLibrary(root)
    resumed = lib.resume(session.id)
    assert resumed.session is not None and resumed.loaded.key_missing
    lib.close()
