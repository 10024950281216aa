"""Only a tail that could be a cut write is dropped; garbage without a newline is damage (issue 52).

A record that was one unterminated line of garbage used to be taken for a
torn last line: cut to nothing, the match restarted from its first deal and
the bad bytes were lost. Now such a file is kept aside whole, with a reason.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library import record as lr
from muggins_desktop.storage.library.meta import LibraryError
from tests.storage.library_helpers import play_into


def one_match(root: Path) -> tuple[str, Path]:
    lib = MatchLibrary(root)
    _match, session = play_into(lib, "dominoes", {"players": 2}, seed=3, actions=20)
    session.close()
    lib.close()
    return session.id, root / "matches" / f"{session.id}.jsonl"


@pytest.mark.parametrize(
    "garbage",
    [b"\0" * 4096, b"random text that is no event at all", bytes(range(256)) * 64, b"x" * (15 * 1024 * 1024)],
    ids=["nuls", "text", "binary", "15MB"],
)
def test_a_record_of_one_garbage_line_is_kept_aside_whole(tmp_path, garbage):
    root = tmp_path / "library"
    match_id, record = one_match(root)
    record.write_bytes(garbage)
    lib = MatchLibrary(root)
    problems = list(lib.problems)  # the start's scan reads an unfinished match's record
    if not problems:
        with pytest.raises(LibraryError) as info:
            lib.resume(match_id)
        problems = [info.value.problem]
    lib.close()
    assert [p.code for p in problems] == ["bad_record"]
    assert not record.exists()
    (kept,) = root.glob(f"matches/{match_id}.corrupt-*.jsonl")
    assert kept.read_bytes() == garbage  # the bytes are kept, not cut to zero


@pytest.mark.parametrize(
    "tail",
    [b"\0\0\0", b"garbage", b'{"other":1', b'{"event":"play\x01', b'{"event":"' + b"a" * (lr.MAX_TORN_BYTES + 1)],
)
def test_a_tail_that_is_no_start_of_an_event_line_is_damage(tail):
    with pytest.raises(StorageError) as info:
        lr.parse(b'{"event":"match_start"}\n' + tail)
    assert info.value.code == "bad_record" and info.value.params["line"] == 2


@pytest.mark.parametrize("tail", [b"{", b'{"eve', b'{"event":"pla', b'{"event":"play","name":"Zo\xc3'])
def test_a_cut_write_after_a_whole_line_is_still_dropped(tail):
    parsed = lr.parse(b'{"event":"match_start"}\n' + tail)
    assert parsed.torn and len(parsed.events) == 1


def test_a_first_line_without_its_newline_is_damage():
    with pytest.raises(StorageError):
        lr.parse(b'{"event":"match_st')
