"""Open (named saves and exported records), the first-start migration, and statistics recounted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from muggins_desktop.engine import new_match
from muggins_desktop.engine.base import canonical
from muggins_desktop.storage import stats
from muggins_desktop.storage.errors import SaveError
from muggins_desktop.storage.legacy import saves
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library import imports as library_import
from muggins_desktop.storage.library.imports import migrate_old_saves
from muggins_desktop.storage.library.meta import FINISHED, UNFINISHED
from muggins_desktop.storage.library.record import export_record
from tests.storage.library_helpers import fair_deal, play_into, players_for, seats_for, step

LEGACY = Path(__file__).resolve().parents[1] / "engine" / "data"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return tmp_path / "library"


def played(game: str, options: dict, seed: int, actions: int | None = None):
    match = new_match(game, deal=fair_deal(seed), **options)
    players = players_for(match, seed)
    n = 0
    while match.outcome is None and (actions is None or n < actions):
        step(match, players, None)
        n += 1
    return match


def test_open_a_named_save(root, tmp_path):
    match = played("cribbage", {"players": 2, "muggins": True}, seed=3, actions=25)
    seats = seats_for(2, "Olena")
    seats[0]["takebacks"] = 1
    path = tmp_path / "evening.json"
    saves.save_game(path, match, seats, {"players": 2, "muggins": True})
    lib = MatchLibrary(root)
    opened = lib.open_file(path)
    assert opened.session is not None and opened.match.record == match.record
    assert opened.seats == seats and opened.options == {"players": 2, "muggins": True}
    assert opened.match.deal.key == match.deal.key is not None  # the save's kept key, kept again
    row = lib.row(opened.id)
    assert row.origin == "evening.json" and row.took_back and row.status == UNFINISHED
    assert lib.latest_unfinished().id == opened.id
    opened.session.close()
    assert lib.import_file(path) == opened.id  # the same file, not played on: the same match
    lib.close()


def test_open_an_exported_record_with_default_seats(root, tmp_path):
    match = played("dominoes", {"players": 3}, seed=2)
    path = tmp_path / "record.jsonl"
    export_record(path, match.record)
    lib = MatchLibrary(root)
    match_id = lib.import_file(path)
    row = lib.row(match_id)
    assert row.status == FINISHED and row.names == ("You", "Computer 1", "Computer 2") and row.humans == (0,)
    assert lib.load(match_id).record == canonical(match.record)
    lib.close()


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"nonsense",
        b'{"format": 1}',
        b'{"event": "match_start"}\n',
        b"[1, 2]",
        b'{"event":"match_start","game":"go"}\n',
    ],
)
def test_a_file_that_cannot_be_opened_adds_nothing(root, tmp_path, content):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    lib = MatchLibrary(root)
    with pytest.raises(SaveError) as info:
        lib.open_file(path)
    assert info.value.action == "open" and "bad.jsonl cannot be opened because" in str(info.value)
    assert len(lib) == 0
    lib.close()


def test_a_forged_record_cannot_be_imported(root, tmp_path):
    match = played("dominoes", {"players": 2}, seed=2, actions=20)
    record = canonical(match.record)
    record[5]["points"] = 15
    path = tmp_path / "forged.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in record))
    lib = MatchLibrary(root)
    with pytest.raises(SaveError) as info:
        lib.import_file(path)
    assert info.value.code == "bad_record"
    lib.close()


# ------------------------------------------------------------------ migration
def old_saves(folder: Path) -> dict[str, object]:
    folder.mkdir(parents=True)
    auto = played("dominoes", {"players": 2}, seed=5, actions=30)
    saves.save_game(folder / "autosave.json", auto, seats_for(2), {"players": 2})
    named = played("cribbage", {"players": 2}, seed=6, actions=40)
    saves.save_game(folder / "friday.json", named, seats_for(2, "Marta"), {"players": 2})
    done = played("dominoes", {"players": 4}, seed=7)
    saves.save_game(folder / "won.json", done, seats_for(4), {"players": 4})
    return {"autosave.json": auto, "friday.json": named, "won.json": done}


def test_first_start_imports_the_old_saves_and_moves_them_after_checking(root, tmp_path):
    folder = tmp_path / "saves"
    originals = old_saves(folder)
    (folder / "broken.json").write_text("{not json")
    lib = MatchLibrary(root)
    report = migrate_old_saves(lib, folder)
    assert report.ran and report.done
    assert sorted(report.imported) == ["autosave.json", "friday.json", "won.json"]
    assert sorted(p.name for p in (folder / "imported").iterdir()) == ["autosave.json", "friday.json", "won.json"]
    assert (folder / "broken.json").exists()  # not ours to move: reported, left in place
    (problem,) = report.problems
    assert problem.code == "not_json"
    for name, match in originals.items():
        assert lib.load(report.imported[name]).record == match.record
    assert lib.latest_unfinished().id == report.imported["autosave.json"]  # Continue offers what it offered
    assert lib.row(report.imported["won.json"]).status == FINISHED
    lib = _reopen(lib)
    again = migrate_old_saves(lib, folder)
    assert not again.ran and len(lib) == 3
    lib.close()


def test_migration_moves_nothing_that_did_not_read_back_equal(root, tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    old_saves(folder)
    monkeypatch.setattr(library_import, "_same", lambda *a: False)
    lib = MatchLibrary(root)
    report = migrate_old_saves(lib, folder)
    assert not report.done and report.moved == []
    assert sorted(p.name for p in folder.iterdir()) == ["autosave.json", "friday.json", "won.json"]
    monkeypatch.undo()
    report = migrate_old_saves(lib, folder)  # the next start tries again, without duplicates
    assert report.done and len(lib) == 3
    lib.close()


def _reopen(lib: MatchLibrary) -> MatchLibrary:
    lib.close()
    return MatchLibrary(lib.root)


# ------------------------------------------------------------------ statistics
def test_statistics_recounted_from_the_library_equal_the_kept_ones(root, tmp_path):
    path = tmp_path / "stats.json"
    lib = MatchLibrary(root)
    games = [
        ("dominoes", {"players": 2}, False),
        ("dominoes", {"players": 3}, True),
        ("cribbage", {"players": 2, "muggins": True, "target": 61}, False),
        ("cribbage", {"players": 2, "muggins": True, "target": 61}, True),
        ("cribbage", {"players": 4, "partnerships": True, "target": 61}, False),
    ]
    for n, (game, options, took_back) in enumerate(games):
        seats = seats_for(options["players"])
        if took_back:
            seats[0]["takebacks"] = 2
        match, _session = play_into(lib, game, options, seed=n + 1, seats=seats)
        stats.record_match(match, [0], path, took_back=took_back)
    play_into(lib, "dominoes", {"players": 2}, seed=9, actions=10)  # unfinished: not counted
    kept, problem = stats.load_stats(path)
    assert problem is None
    lib = _reopen(lib)
    recounted = stats.recount_stats(lib)
    assert recounted == kept
    assert recounted.games["dominoes/3"].matches_with_takebacks == 1
    assert recounted.games["cribbage/2"].matches_with_takebacks == 1
    assert sum(g.played for g in recounted.games.values()) == 5
    lib.close()
