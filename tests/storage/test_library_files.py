"""The library's files: torn writes, damage, the index cache, locks and failing writes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from muggins_desktop.engine.base import canonical
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library import writer as library_writer
from muggins_desktop.storage.library.meta import FINISHED, UNFINISHED, LibraryError
from tests.storage.library_helpers import play_into, play_on


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return tmp_path / "library"


def one_match(root: Path, actions: int = 30, **kw):
    lib = MatchLibrary(root)
    match, session = play_into(
        lib, "dominoes", {"players": 2}, seed=kw.get("seed", 3), actions=actions, fair=kw.get("fair", True)
    )
    session.close()
    lib.close()
    return match, session.id, root / "matches" / f"{session.id}.jsonl", root / "matches" / f"{session.id}.json"


def lines(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines(keepends=True)


def test_a_torn_last_line_is_dropped_and_the_next_append_starts_clean(root):
    match, match_id, record, _ = one_match(root)
    data = record.read_bytes()
    record.write_bytes(data + b'{"event":"pla')  # killed in the middle of a write
    lib = MatchLibrary(root)
    assert lib.problems == []
    resumed = lib.resume(match_id)
    assert resumed.lost == 1 and resumed.match.record == match.record
    play_on(resumed.match, resumed.session, seed=5, actions=5)
    resumed.session.close()
    lib.close()
    again = MatchLibrary(root).resume(match_id)
    assert again.lost == 0 and again.match.record == resumed.match.record


def test_a_half_written_last_action_is_dropped(root):
    # find an action with several events (a play that ends a round) and cut inside it
    match, match_id, record, _ = one_match(root, actions=400)
    assert match.outcome is None
    events = [e["event"] for e in match.record]
    last_end = max(i for i, e in enumerate(events) if e == "round_end")
    cut = last_end + 1  # keep the play and the round_end, lose the next round_start
    record.write_bytes(b"".join(lines(record)[:cut]))
    lib = MatchLibrary(root)
    resumed = lib.resume(match_id)
    assert resumed.lost == 2  # the play and its round_end, whose round_start never came
    assert resumed.match.record == match.record[: last_end - 1]
    lib.flush()
    assert len(lines(record)) == last_end - 1  # the file was cut back to whole actions
    lib.close()


def test_a_sidecar_without_a_record_is_a_match_that_just_began(root):
    match, match_id, record, _ = one_match(root)
    record.unlink()
    lib = MatchLibrary(root)
    resumed = lib.resume(match_id)
    assert resumed.match.record == match.record[: len(resumed.match.record)]
    assert resumed.match.record[0]["event"] == "match_start" and len(resumed.match.record) == 2
    lib.close()
    assert len(lines(record)) == 2  # the session wrote the first events


def test_damage_in_the_middle_is_moved_aside_with_one_sentence_and_the_rest_loads(root):
    _m, bad_id, record, sidecar = one_match(root, seed=3)
    _m, good_id, _r, _s = one_match(root, seed=4)
    parts = lines(record)
    parts[5] = b'{"event": "play", "player": 9}\n'
    record.write_bytes(b"".join(parts))
    lib = MatchLibrary(root)
    assert {r.id for r in lib.list()} == {bad_id, good_id}  # the list does not read records
    with pytest.raises(LibraryError) as info:
        lib.resume(bad_id)
    assert info.value.code == "bad_record"
    problem = info.value.problem
    assert problem.kind == "library_match" and "could not be used because" in problem
    assert not record.exists() and not sidecar.exists()
    assert len(list(root.glob("matches/*.corrupt-*"))) == 2
    assert [r.id for r in lib.list()] == [good_id]
    assert lib.resume(good_id).session is not None
    lib.close()


@pytest.mark.parametrize("damage", [b"not json", b'{"format": 1}', b'{"format": 99}', b"\xff\xfe", b""])
def test_a_damaged_sidecar_is_moved_aside_at_start(root, damage):
    _m, bad_id, _record, sidecar = one_match(root, seed=3)
    _m, good_id, _r, _s = one_match(root, seed=4)
    sidecar.write_bytes(damage)
    (root / "index.json").unlink()
    lib = MatchLibrary(root)
    assert [r.id for r in lib.list()] == [good_id]
    (problem,) = lib.problems
    assert problem.params["match_id"] == bad_id and problem.aside
    lib.close()


def test_a_record_without_sidecar_gets_its_description_back(root):
    _m, match_id, record, sidecar = one_match(root)
    sidecar.unlink()
    lib = MatchLibrary(root)
    assert [r.id for r in lib.list()] == [match_id] and lib.problems == []
    lib.close()
    assert record.exists() and sidecar.exists()


def test_a_record_without_sidecar_that_is_no_match_is_moved_aside(root):
    _m, match_id, record, sidecar = one_match(root)
    sidecar.unlink()
    record.write_bytes(b'{"event": "deal"}\n')
    lib = MatchLibrary(root)
    assert lib.list() == []
    (problem,) = lib.problems
    assert problem.code == "no_sidecar" and not record.exists()
    lib.close()


def test_killed_between_the_last_move_and_the_sidecar_the_record_wins(root):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "cribbage", {"players": 2, "target": 61}, seed=2, actions=20)
    session.close()
    lib.close()
    sidecar, index = root / "matches" / f"{session.id}.json", root / "index.json"
    before = sidecar.read_bytes(), index.read_bytes()
    lib = MatchLibrary(root)
    resumed = lib.resume(session.id)
    play_on(resumed.match, resumed.session, seed=2)
    lib.close()
    # the last append reached the disk, the sidecar and the index did not
    sidecar.write_bytes(before[0])
    index.write_bytes(before[1])
    lib = MatchLibrary(root)
    row = lib.row(session.id)
    assert row.status == FINISHED and row.winner == resumed.match.outcome.winner
    lib.close()
    assert json.loads(sidecar.read_text())["result"]["winner"] == resumed.match.outcome.winner  # repaired


# ------------------------------------------------------------------ the index
def test_the_index_is_rebuilt_when_missing_or_damaged(root):
    _m, match_id, _r, _s = one_match(root)
    for content in (None, b"{}", b"garbage", b'{"format": 4, "folder": null, "columns": {"id": [1]}}'):
        if content is None:
            (root / "index.json").unlink()
        else:
            (root / "index.json").write_bytes(content)
        lib = MatchLibrary(root)
        assert lib.rebuilt and [r.id for r in lib.list()] == [match_id]
        lib.close()
    lib = MatchLibrary(root)
    assert not lib.rebuilt
    lib.close()


def test_a_forged_index_row_is_not_believed(root):
    _m, match_id, _r, _s = one_match(root)
    index = json.loads((root / "index.json").read_text())
    index["columns"]["names"][0] = [{"evil": 1}, "x"]
    (root / "index.json").write_text(json.dumps(index))
    lib = MatchLibrary(root)
    assert lib.rebuilt and lib.row(match_id).names == ("Ann", "Computer 1")
    lib.close()


def test_a_stale_index_follows_the_files(root):
    """Files changed behind the index's back (another copy of the app, a restored backup) win."""
    _m, first, record, sidecar = one_match(root, seed=3)
    obj = json.loads(sidecar.read_text())
    obj["seats"][0]["name"] = "Olena"
    sidecar.write_text(json.dumps(obj))  # a new file name-wise: the folder changes
    lib = MatchLibrary(root)
    assert not lib.rebuilt and lib.row(first).names[0] == "Olena"
    lib.close()
    # a record that grew while the folder stayed the same
    before = MatchLibrary(root).row(first).events
    extra = MatchLibrary(root)
    resumed = extra.resume(first)
    play_on(resumed.match, resumed.session, seed=8, actions=3)
    extra.close()
    assert MatchLibrary(root).row(first).events > before


# ------------------------------------------------------------------ two apps
def test_two_apps_never_write_one_match(root):
    a = MatchLibrary(root)
    _m, session = play_into(a, "dominoes", {"players": 2}, seed=3, actions=10)
    a.flush()
    b = MatchLibrary(root)
    seen = b.resume(session.id)
    assert seen.read_only == "in_use" and seen.session is None
    assert seen.match.record == session_record(root, session.id)
    with pytest.raises(LibraryError) as info:
        b.discard(session.id)
    assert info.value.code == "in_use"
    session.close()
    a.close()
    mine = b.resume(session.id)
    assert mine.read_only is None and mine.session is not None
    b.close()


def session_record(root: Path, match_id: str):
    return [json.loads(line) for line in (root / "matches" / f"{match_id}.jsonl").read_text().splitlines()]


def test_a_finished_match_opens_read_only(root):
    lib = MatchLibrary(root)
    _m, session = play_into(lib, "dominoes", {"players": 2}, seed=3)
    resumed = lib.resume(session.id)
    assert resumed.read_only == "finished" and resumed.session is None
    lib.close()


# ------------------------------------------------------------------ writes that fail
def test_a_failed_append_is_reported_once_and_written_with_the_next(root, monkeypatch):
    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 2}, seed=3, actions=5)
    lib.flush()
    real_write = os.write
    calls = {"n": 0}

    def full_disk(fd, data):
        calls["n"] += 1
        if calls["n"] <= 2:
            real_write(fd, bytes(data)[:7])  # half a line, then the disk is full
            raise OSError(28, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(library_writer.os, "write", full_disk)
    play_on(match, session, seed=3, actions=1)
    lib.flush()
    play_on(match, session, seed=4, actions=1)
    lib.flush()
    play_on(match, session, seed=5, actions=3)
    session.close()
    lib.close()
    assert len(lib.write_problems) == 1
    assert session_record(root, session.id) == canonical(match.record)


def test_the_writer_never_slows_the_caller(root):
    """``append`` only queues: its cost does not depend on the disk (a slow fsync here)."""
    import time

    from muggins_desktop.storage import files

    lib = MatchLibrary(root)
    match, session = play_into(lib, "dominoes", {"players": 2}, seed=3, actions=2)
    lib.flush()
    slow = []
    original = files.fsync

    def slow_fsync(fd):
        time.sleep(0.05)
        slow.append(fd)
        original(fd)

    files.fsync, saved = slow_fsync, files.fsync
    try:
        started = time.perf_counter()
        play_on(match, session, seed=3, actions=10)
        spent = time.perf_counter() - started
        lib.flush()
    finally:
        files.fsync = saved
    assert slow and spent < 0.05 * len(slow)
    lib.close()
    assert MatchLibrary(root).row(session.id).status == UNFINISHED
