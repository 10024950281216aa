"""A match whose description (sidecar) could not be written is not lost (issue 52, major 2).

A disk full for a moment failed one sidecar write: record appends were
retried, the sidecar was not, and the next start moved the complete record
aside as damaged. Now a failed sidecar is written again once the disk has
room, and a record found without one gets its description back from its
own ``match_start``.
"""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from muggins_desktop.storage import files
from muggins_desktop.storage.library import MatchLibrary
from tests.storage.library_helpers import play_into, play_on


def test_a_record_without_its_sidecar_is_described_again_not_moved_aside(tmp_path: Path) -> None:
    with MatchLibrary(tmp_path, durable=False) as lib:
        unfinished_match, unfinished = play_into(lib, "cribbage", {"players": 2, "target": 61}, seed=3, actions=12)
        finished_match, finished = play_into(lib, "dominoes", {"players": 2}, seed=4, fair=False)
        lib.flush()
    for match_id in (unfinished.id, finished.id):
        (tmp_path / "matches" / f"{match_id}.json").unlink()
    (tmp_path / "index.json").unlink(missing_ok=True)
    with MatchLibrary(tmp_path, durable=False) as again:
        assert again.problems == []
        rows = {r.id: r for r in again.list()}
        assert set(rows) == {unfinished.id, finished.id}
        assert rows[finished.id].ended and rows[finished.id].scores == tuple(finished_match.outcome.scores)
        assert not rows[unfinished.id].ended and rows[unfinished.id].events == len(unfinished_match.record)
        resumed = again.resume(unfinished.id)
        assert resumed.match.record == unfinished_match.record
        play_on(resumed.match, resumed.session, seed=3)  # the match plays on to its end
        assert resumed.match.outcome is not None
        again.flush()
    assert (tmp_path / "matches" / f"{unfinished.id}.json").is_file()
    assert not any("corrupt" in p.name for p in (tmp_path / "matches").iterdir())


def test_a_failed_sidecar_write_is_tried_again_once_there_is_room(tmp_path: Path, monkeypatch) -> None:
    real_write = files.write_file
    full = {"on": True}

    def write_file(path: Path, data: bytes, mode: int = 0o644) -> None:
        if full["on"] and Path(path).suffix == ".json" and Path(path).parent.name == "matches":
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real_write(path, data, mode)

    monkeypatch.setattr(files, "write_file", write_file)
    problems: list[Exception] = []
    with MatchLibrary(tmp_path, durable=False, on_problem=lambda _id, exc: problems.append(exc)) as lib:
        match, session = play_into(lib, "dominoes", {"players": 2}, seed=8, actions=6)
        lib.flush()
        assert problems and not (tmp_path / "matches" / f"{session.id}.json").exists()
        full["on"] = False  # space came back: the next pause writes the sidecar
        play_on(match, session, seed=8, actions=2)
        lib.flush()
        assert (tmp_path / "matches" / f"{session.id}.json").is_file()
    with MatchLibrary(tmp_path, durable=False) as again:
        assert again.problems == [] and [r.id for r in again.list()] == [session.id]


@pytest.mark.parametrize("game", ["dominoes", "cribbage"])
def test_a_record_that_is_no_match_is_still_moved_aside(tmp_path: Path, game: str) -> None:
    with MatchLibrary(tmp_path, durable=False) as lib:
        _match, session = play_into(lib, game, {"players": 2}, seed=5, actions=4)
        lib.flush()
    (tmp_path / "matches" / f"{session.id}.json").unlink()
    (tmp_path / "matches" / f"{session.id}.jsonl").write_text('{"event": "match_start"}\n', encoding="utf-8")
    with MatchLibrary(tmp_path, durable=False) as again:
        assert [p.kind for p in again.problems] == ["library_match"] and again.list() == []
