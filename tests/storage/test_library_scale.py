"""The library scales (issue 52): imports and the start page read no more than they need."""

from __future__ import annotations

from pathlib import Path

import pytest

from muggins_desktop.engine import new_match
from muggins_desktop.engine.series import Format, Series
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library import index as li
from muggins_desktop.storage.library import rows as library_rows
from muggins_desktop.storage.library.meta import FINISHED, TRASHED, UNFINISHED
from muggins_desktop.storage.library.record import export_record
from muggins_desktop.storage.library.rows import MatchFilter
from muggins_desktop.storage.library.scan import ScanJob
from tests.storage.library_helpers import fair_deal, play_on, seats_for
from tests.storage.test_library_series import play_series


def finished_matches(lib: MatchLibrary, count: int, seed: int) -> list[str]:
    ids = []
    for k in range(count):
        match = new_match("dominoes", deal=fair_deal(seed + k), players=2)
        session = lib.new(match, seats_for(2), {"players": 2})
        play_on(match, session, seed=seed + k)
        ids.append(session.id)
    lib.flush()
    return ids


def no_listing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any full listing (every row sorted) fails the test."""

    def refused(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a full listing")

    monkeypatch.setattr(MatchLibrary, "list", refused)
    monkeypatch.setattr(library_rows, "sort_rows", refused)


def test_an_import_finds_its_copy_by_digest_without_listing(tmp_path: Path, monkeypatch) -> None:
    match = new_match("dominoes", deal=fair_deal(5), players=2)
    path = tmp_path / "exported.jsonl"
    with MatchLibrary(tmp_path / "lib", durable=False) as lib:
        finished_matches(lib, 2, seed=40)
        session = lib.new(match, seats_for(2), {"players": 2})
        play_on(match, session, seed=5, actions=6)
        session.close()
        lib.flush()
        export_record(path, lib.load(session.id).record)
    no_listing(monkeypatch)
    with MatchLibrary(tmp_path / "lib", durable=False) as lib:
        first = lib.import_file(path)
        assert lib.import_file(path) == first  # the same file, not played on: the same match
        opened = lib.resume(first)
        play_on(opened.match, opened.session, seed=6, actions=2)
        opened.session.close()
        second = lib.import_file(path)  # the copy moved on: a new one
        assert second != first and lib.import_file(path) == second
        lib.discard(second)
        third = lib.import_file(path)  # the copy is in the trash: a new one
        assert third not in (first, second)
    with MatchLibrary(tmp_path / "lib", durable=False) as again:  # the map is built from the files
        assert again.import_file(path) == third


def test_the_waiting_series_is_found_without_the_finished_rows(tmp_path: Path) -> None:
    with MatchLibrary(tmp_path, durable=False) as lib:
        finished_matches(lib, 2, seed=60)
        start = Series.new("cribbage", 2, Format.BEST_OF, 5)
        after, ids = play_series(lib, "cribbage", {"players": 2, "target": 61}, start, 2, seed=11)
        finished_matches(lib, 1, seed=70)  # a match begun after the series' last game
        assert not after.over and lib.waiting_series() is None
        lib.discard(lib.list()[0].id)
        assert lib.waiting_series().id == ids[-1]
        lib._all_loaded()  # every row in memory: the finished rows go to their own file
        lib._save_index()
    with MatchLibrary(tmp_path, durable=False) as again:
        assert again._finished.unread  # only index.json was read
        waiting = again.waiting_series()
        assert waiting is not None and waiting.id == ids[-1]
        assert again._finished.unread  # and still no finished row
        finished_matches(again, 1, seed=80)
        assert again.waiting_series() is None and again._finished.unread
    with MatchLibrary(tmp_path, durable=False) as third:
        assert third.waiting_series() is None  # the newest match begun is at hand too
        assert third._finished.unread


# ------------------------------------------------------------------ the scan in the background
def kept_library(root: Path) -> tuple[list[str], str]:
    """Four finished matches (their rows apart in index-finished.json) and one unfinished."""
    with MatchLibrary(root, durable=False) as lib:
        done = finished_matches(lib, 4, seed=90)
        match = new_match("dominoes", deal=fair_deal(99), players=2)
        session = lib.new(match, seats_for(2), {"players": 2})
        play_on(match, session, seed=99, actions=4)
        session.close()
        lib._all_loaded()
        lib._save_index()
    return done, session.id


def counted_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    read: list[str] = []
    real = li.read_entry

    def counting(folder: Path, match_id: str, *stamps: object) -> li.Entry:
        read.append(match_id)
        return real(folder, match_id, *stamps)  # type: ignore[arg-type]

    monkeypatch.setattr(li, "read_entry", counting)
    return read


def test_a_folder_changed_behind_the_index_is_scanned_in_the_background(tmp_path: Path, monkeypatch) -> None:
    done, running = kept_library(tmp_path)
    (tmp_path / "matches" / "notes.txt").write_text("a file the library does not know")  # the folder's time moves
    read = counted_reads(monkeypatch)
    with MatchLibrary(tmp_path, durable=False, background=True) as lib:
        assert lib.scan is not None
        assert lib.latest_unfinished().id == running  # at hand at once, from index.json
        assert lib.scan.wait(10) and lib.finish_scan() and lib.scan is None
        assert {r.id for r in lib.list()} == {*done, running}
        assert read == []  # no file changed: no sidecar read again
    with MatchLibrary(tmp_path, durable=False, background=True) as again:
        assert again.scan is None  # the index matches the folder again: the quick path


def test_a_lost_index_reads_only_the_sidecars_the_finished_rows_do_not_cover(tmp_path: Path, monkeypatch) -> None:
    done, running = kept_library(tmp_path)
    (tmp_path / "index.json").write_text("{not json")
    read = counted_reads(monkeypatch)
    with MatchLibrary(tmp_path, durable=False, background=True) as lib:
        assert lib.scan is not None and lib.list() == []  # nothing at hand yet
        assert lib.scan.wait(10) and lib.finish_scan()
        assert {r.id for r in lib.list()} == {*done, running}
        assert read == [running]  # the finished rows of index-finished.json stood (same stamps)


def test_a_stopped_scan_keeps_what_it_read_for_the_next_start(tmp_path: Path, monkeypatch) -> None:
    done, running = kept_library(tmp_path)
    (tmp_path / "index.json").unlink()
    (tmp_path / "index-finished.json").unlink()
    monkeypatch.setattr(li, "STEP_EVERY", 1)
    read = counted_reads(monkeypatch)
    steps: list[int] = []

    def two_then_stop(job: ScanJob, now: int, total: int) -> bool:
        steps.append(now)
        return now < 2

    monkeypatch.setattr(ScanJob, "_step", two_then_stop)
    with MatchLibrary(tmp_path, durable=False, background=True) as lib:
        assert lib.scan.wait(10) and lib.finish_scan()
        assert len(lib.list(MatchFilter(statuses=(UNFINISHED, FINISHED)))) == 2 == len(read)
    first = set(read)
    monkeypatch.undo()
    read = counted_reads(monkeypatch)
    with MatchLibrary(tmp_path, durable=False) as again:  # the rest is read, and only the rest
        assert {r.id for r in again.list()} == {*done, running}
        assert set(read) == {*done, running} - first


def test_writes_during_the_scan_win_over_its_rows(tmp_path: Path, monkeypatch) -> None:
    import threading

    done, running = kept_library(tmp_path)
    (tmp_path / "matches" / "notes.txt").write_text("moved")
    go = threading.Event()
    real = li.refresh

    def held(*args: object, **kwargs: object) -> li.Scan:
        go.wait(10)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(li, "refresh", held)
    with MatchLibrary(tmp_path, durable=False, background=True) as lib:
        assert lib.scan is not None
        lib.discard(running)
        match = new_match("dominoes", deal=fair_deal(7), players=2)
        session = lib.new(match, seats_for(2), {"players": 2})
        lib.flush()
        assert not (tmp_path / "index.json").read_text().count(session.id)  # no index while rows are missing
        go.set()
        assert lib.scan.wait(10) and lib.finish_scan()
        rows = {r.id: r for r in lib.list(MatchFilter(statuses=(UNFINISHED, FINISHED, TRASHED)))}
        assert rows[running].status == TRASHED and rows[session.id].status == UNFINISHED
        assert set(rows) == {*done, running, session.id}
        lib.flush()
        assert session.id in (tmp_path / "index.json").read_text()


def test_a_scan_leaves_its_rows_out_of_the_collectors_reach(tmp_path: Path) -> None:
    """Its rows are frozen (no full collection walks them again); the collector and the switching are as before."""
    import gc
    import sys

    kept_library(tmp_path)
    (tmp_path / "index.json").unlink()
    switching = sys.getswitchinterval()
    with MatchLibrary(tmp_path, durable=False, background=True) as lib:
        assert lib.scan.wait(10) and lib.finish_scan()
        assert gc.get_freeze_count() > 0
        assert gc.isenabled() and sys.getswitchinterval() == switching
    assert gc.get_freeze_count() == 0  # closed: given back, its cycles collected


def test_the_index_is_written_a_column_at_a_time_as_one_json_text(tmp_path: Path) -> None:
    from muggins_desktop.storage.atomic import dump_json

    kept_library(tmp_path)
    loaded = li.load_index(tmp_path / "index.json")
    entries = list(loaded[0].values())
    whole = {"format": li.INDEX_FORMAT, "folder": 5, "finished": None, "columns": li._columns(entries)}
    assert li.index_bytes(entries, 5, None) == dump_json(whole)
