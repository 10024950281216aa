"""The library scales (issue 52): imports and the start page read no more than they need."""

from __future__ import annotations

from pathlib import Path

import pytest

from muggins_desktop.engine import new_match
from muggins_desktop.engine.series import Format, Series
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library import rows as library_rows
from muggins_desktop.storage.library.record import export_record
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
