"""A library file the app may not read now is not damaged (issue 52, major 3).

A sidecar or record that could not be opened (permission denied) was moved
aside as "corrupt" and never came back once the permission was fixed. Now it
is told in one sentence, left where it is, and listed again at the next start.
The tests run as any user (root reads a chmod 000 file), so the refusal is
made by the operating system call the door uses, for that one file.
"""

from __future__ import annotations

import errno
import os
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from muggins_desktop.engine import new_match
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.ui.library.texts import describe
from tests.storage.library_helpers import fair_deal, play_on, seats_for


@contextmanager
def refused(monkeypatch: pytest.MonkeyPatch, name: str) -> Iterator[None]:
    """``os.open`` of files called ``name`` fails with EACCES, as after ``chmod 000``."""
    real_open = os.open

    def fake_open(path, flags, *args, **kwargs):
        if Path(os.fsdecode(path)).name == name:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(os, "open", fake_open)
        yield


def make_library(root: Path) -> tuple[str, str]:
    """One unfinished and one finished match; their ids."""
    with MatchLibrary(root, durable=False) as lib:
        unfinished = lib.new(new_match("dominoes", deal=fair_deal(5), players=2), seats_for(2), {"players": 2}).id
        match = new_match("dominoes", deal=fair_deal(6), players=2)
        session = lib.new(match, seats_for(2), {"players": 2})
        play_on(match, session, seed=6)
        lib.flush()
    return unfinished, session.id


@pytest.mark.parametrize("suffix", [".json", ".jsonl"])
def test_an_unreadable_match_stays_in_place_and_comes_back(tmp_path: Path, monkeypatch, suffix: str) -> None:
    unfinished, finished = make_library(tmp_path)
    (tmp_path / "index.json").unlink()  # every file is read again
    with refused(monkeypatch, unfinished + suffix):
        with MatchLibrary(tmp_path, durable=False) as lib:
            ids = {r.id for r in lib.list()}
            problems = list(lib.problems)
    assert ids == {finished}
    assert [p.kind for p in problems] == ["library_unreadable"] and problems[0].aside is None
    assert "cannot be read now" in problems[0] and "Permission denied" in problems[0]
    kept = sorted(p.name for p in (tmp_path / "matches").iterdir())
    assert not any("corrupt" in name for name in kept), kept
    # The permission fixed: the match is listed again, nothing was lost (no folder change needed).
    with MatchLibrary(tmp_path, durable=False) as again:
        assert {r.id for r in again.list()} == {unfinished, finished}
        assert again.problems == []
        assert again.resume(unfinished) is not None


def test_an_unreadable_match_is_not_moved_aside_when_opened(tmp_path: Path, monkeypatch) -> None:
    unfinished, _finished = make_library(tmp_path)
    from muggins_desktop.storage.library.meta import LibraryError

    with MatchLibrary(tmp_path, durable=False) as lib:
        with refused(monkeypatch, unfinished + ".jsonl"), pytest.raises(LibraryError) as caught:
            lib.resume(unfinished)
        assert caught.value.code == "unreadable" and caught.value.problem is None
        assert unfinished in {r.id for r in lib.list()}
    assert not any("corrupt" in p.name for p in (tmp_path / "matches").iterdir())


@contextmanager
def folder_refused(monkeypatch: pytest.MonkeyPatch, folder: Path) -> Iterator[None]:
    """Everything inside ``folder`` fails with EACCES, as for a folder without read permission."""
    names = ("open", "stat", "lstat", "scandir", "listdir", "mkdir", "rename", "replace", "unlink")
    real = {name: getattr(os, name) for name in names}
    prefix = str(folder)

    def inside(path: object) -> bool:
        return not isinstance(path, int) and os.path.abspath(os.fsdecode(path)).startswith(prefix)  # type: ignore[arg-type]

    def wrap(name: str):
        def call(path=".", *args, **kwargs):
            if inside(path) or any(inside(a) for a in args[:1] if isinstance(a, (str, Path))):
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real[name](path, *args, **kwargs)

        return call

    with monkeypatch.context() as m:
        for name in names:
            m.setattr(os, name, wrap(name))
        yield


def test_a_matches_folder_without_permission_is_one_sentence_and_no_traceback(tmp_path: Path, monkeypatch) -> None:
    """Issue 52, major 4: four PermissionError tracebacks, an empty start page, no sentence."""
    unfinished, finished = make_library(tmp_path)
    index = (tmp_path / "index.json").read_bytes()
    with folder_refused(monkeypatch, tmp_path / "matches"):
        with MatchLibrary(tmp_path, durable=False) as lib:
            assert lib.list() == [] and lib.latest_unfinished() is None
            assert [p.kind for p in lib.problems] == ["library_folder"]
            assert "Permission denied" in lib.problems[0]
            # A new game is refused by the writer (reported, never raised) and nothing is lost.
            lib.new(new_match("dominoes", deal=fair_deal(9), players=2), seats_for(2), {"players": 2})
            lib.flush()
            assert lib.write_problems
    assert (tmp_path / "index.json").read_bytes() == index  # the index was not written over
    with MatchLibrary(tmp_path, durable=False) as again:  # the permission given back
        assert {r.id for r in again.list()} == {unfinished, finished} and again.problems == []


@pytest.mark.parametrize("kind", ["fifo", "folder", "link", "socket"])
def test_a_sidecar_that_is_no_regular_file_is_told_and_the_record_kept(tmp_path: Path, kind: str) -> None:
    """Issue 52: such a sidecar looked missing, and the good record went aside for "no description file"."""
    unfinished, _finished = make_library(tmp_path)
    folder = tmp_path / "matches"
    sidecar = folder / f"{unfinished}.json"
    record = folder / f"{unfinished}.jsonl"
    data = record.read_bytes()
    sidecar.unlink()
    if kind == "fifo":
        os.mkfifo(sidecar)
    elif kind == "folder":
        sidecar.mkdir()
    elif kind == "link":
        sidecar.symlink_to(tmp_path / "elsewhere.json")
    else:
        with socket.socket(socket.AF_UNIX) as server:
            server.bind(str(sidecar))
    (tmp_path / "index.json").unlink()
    with MatchLibrary(tmp_path, durable=False) as lib:
        problems = list(lib.problems)
    assert [(p.kind, p.code) for p in problems] == [("library_unreadable", "sidecar_not_regular")]
    assert record.read_bytes() == data and not list(folder.glob("*.corrupt-*"))
    assert "description file is not a regular file" in describe(problems[0])
