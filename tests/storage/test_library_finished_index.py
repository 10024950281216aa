"""The index in two files: the start reads only the unfinished matches and the trash.

``index.json`` keeps the rows the start page needs (unfinished matches, the
trash, matches finished since the last fold); ``index-finished.json`` the
finished ones, read when a list needs every row (or on a thread, after the
start page). The two must agree on a generation, or the files decide.
"""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest

from muggins_desktop.storage import library as library_module
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library import index as li
from muggins_desktop.storage.library.meta import FINISHED, TRASHED, UNFINISHED
from muggins_desktop.storage.library.rows import MatchFilter
from tests.storage.library_helpers import play_into


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return tmp_path / "library"


@pytest.fixture
def kept(root: Path) -> tuple[list[str], str]:
    """Two finished dominoes matches and one running cribbage match, the library closed."""
    lib = MatchLibrary(root)
    done = [play_into(lib, "dominoes", {"players": 2}, seed=seed)[1].id for seed in (3, 4)]
    _m, running = play_into(lib, "cribbage", {"players": 2, "target": 61}, seed=9, actions=10)
    running.close()
    lib.close()
    return done, running.id


def read(path: Path) -> dict:
    return json.loads(path.read_text())


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The threads ``index-finished.json`` is read on."""
    seen: list[str] = []
    real = li.load_finished

    def counted(path: Path, generation: str):
        seen.append(threading.current_thread().name)
        return real(path, generation)

    monkeypatch.setattr(li, "load_finished", counted)
    return seen


def test_the_finished_rows_have_their_own_file(root, kept):
    done, running = kept
    index, finished = read(root / "index.json"), read(root / "index-finished.json")
    assert index["columns"]["id"] == [running]
    assert sorted(finished["columns"]["id"]) == sorted(done)
    assert index["finished"] == finished["generation"]


def test_the_start_page_reads_no_finished_row(root, kept, reads):
    done, running = kept
    lib = MatchLibrary(root)
    assert lib.latest_unfinished().id == running
    assert [r.id for r in lib.list(MatchFilter(statuses=(UNFINISHED,)))] == [running]
    assert [r.id for r in lib.list(MatchFilter(statuses=(TRASHED,)))] == []
    assert reads == []
    assert sorted(r.id for r in lib.list(MatchFilter(statuses=(FINISHED,)))) == sorted(done)
    assert len(lib) == 3 and lib.row(done[0]).status == FINISHED
    assert len(reads) == 1  # read once, when a list first needed it
    lib.close()


def test_a_look_up_of_a_finished_match_reads_them(root, kept, reads):
    done, _running = kept
    lib = MatchLibrary(root)
    assert done[1] in lib and lib.load(done[1]).match.outcome is not None
    assert len(reads) == 1
    lib.close()


def test_preload_reads_them_on_a_thread_of_their_own(root, kept, reads):
    done, _running = kept
    lib = MatchLibrary(root)
    lib.preload()
    assert sorted(r.id for r in lib.list(MatchFilter(statuses=(FINISHED,)))) == sorted(done)
    assert reads == ["library-finished-rows"]
    lib.close()


@pytest.mark.parametrize("damage", ["missing", "garbage", "other generation", "an unfinished row"])
def test_finished_rows_that_do_not_fit_the_index_give_way_to_the_files(root, kept, damage):
    done, running = kept
    path = root / "index-finished.json"
    if damage == "missing":
        path.unlink()
    elif damage == "garbage":
        path.write_bytes(b"{not json")
    elif damage == "other generation":
        obj = read(path)
        obj["generation"] = "0" * 16
        path.write_text(json.dumps(obj))
    else:  # a row claimed finished that is not (the index is a cache: never believed over its shape)
        obj = read(path)
        obj["columns"]["ended"][0] = False
        path.write_text(json.dumps(obj))
    lib = MatchLibrary(root)
    assert lib.latest_unfinished().id == running
    assert sorted(r.id for r in lib.list()) == sorted([*done, running])
    assert lib.problems == []
    lib.close()
    again = MatchLibrary(root)  # written again, in agreement
    assert read(root / "index.json")["finished"] == read(path)["generation"]
    assert sorted(r.id for r in again.list()) == sorted([*done, running])
    again.close()


def test_a_trashed_finished_match_moves_to_index_json_and_joins_again(root, kept):
    done, running = kept
    lib = MatchLibrary(root)
    lib.delete(done[0])
    lib.close()
    assert sorted(read(root / "index.json")["columns"]["id"]) == sorted([done[0], running])
    assert read(root / "index-finished.json")["columns"]["id"] == [done[1]]
    lib = MatchLibrary(root)
    assert [r.id for r in lib.list(MatchFilter(statuses=(TRASHED,)))] == [done[0]]
    lib.undo_delete(done[0])  # the finished rows stay unread: it waits in index.json
    lib.close()
    assert sorted(read(root / "index.json")["columns"]["id"]) == sorted([done[0], running])
    lib = MatchLibrary(root)
    assert lib.row(done[0]).status == FINISHED
    assert sorted(r.id for r in lib.list(MatchFilter(statuses=(FINISHED,)))) == sorted(done)
    lib.close()  # every row was read: it joins the others
    assert read(root / "index.json")["columns"]["id"] == [running]
    assert sorted(read(root / "index-finished.json")["columns"]["id"]) == sorted(done)


def test_matches_finished_meanwhile_wait_in_index_json_then_join(root, kept, monkeypatch):
    done, running = kept
    lib = MatchLibrary(root)  # the finished rows are never read in this session
    _m, session = play_into(lib, "dominoes", {"players": 2}, seed=5)
    lib.close()
    ids = read(root / "index.json")["columns"]["id"]
    assert sorted(ids) == sorted([running, session.id])  # the new one waits beside the running match
    lib = MatchLibrary(root)
    assert sorted(r.id for r in lib.list(MatchFilter(statuses=(FINISHED,)))) == sorted([*done, session.id])
    lib.close()
    monkeypatch.setattr(library_module, "LOOSE_FINISHED", 0)
    MatchLibrary(root).close()  # too many waiting: folded in at the start
    assert read(root / "index.json")["columns"]["id"] == [running]
    assert sorted(read(root / "index-finished.json")["columns"]["id"]) == sorted([*done, session.id])


def test_an_index_of_the_format_before_is_read_and_written_anew(root, kept):
    """Format 5: every row in index.json, times as microseconds, stamps as pairs."""
    done, running = kept
    index, finished = read(root / "index.json"), read(root / "index-finished.json")
    columns = {k: index["columns"][k] + finished["columns"][k] for k in index["columns"]}
    epoch = datetime(1970, 1, 1, tzinfo=UTC)
    for name in ("created", "opened", "finished", "trashed", "played"):
        columns[name] = [
            None if t is None else (datetime.fromisoformat(t) - epoch) // li.timedelta(microseconds=1)
            for t in columns[name]
        ]
    for stamp in ("meta", "record"):
        sizes, times = columns.pop(f"{stamp}_size"), columns.pop(f"{stamp}_mtime")
        columns[f"{stamp}_stamp"] = [None if s is None else [s, t] for s, t in zip(sizes, times, strict=True)]
    legacy = {"format": 5, "folder": index["folder"], "columns": columns}
    (root / "index.json").write_text(json.dumps(legacy))
    (root / "index-finished.json").unlink()
    lib = MatchLibrary(root)
    assert not lib.rebuilt and sorted(r.id for r in lib.list()) == sorted([*done, running])
    lib.close()
    assert read(root / "index.json")["format"] == li.INDEX_FORMAT
    assert read(root / "index.json")["columns"]["id"] == [running]
    assert sorted(read(root / "index-finished.json")["columns"]["id"]) == sorted(done)
