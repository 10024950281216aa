"""Lock files of matches nobody will play go at once, and a killed app's at start (issue 52).

``locks/<id>.lock`` stayed for every match discarded or killed until the
30-day purge. A trashed match's lock is now removed while held; at start the
locks no app holds are removed; a lock removed under an app that had opened
it is never held by two apps.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import muggins_desktop.storage.lock as lock_module
from muggins_desktop.engine import new_match
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.lock import FolderLock
from tests.storage.library_helpers import fair_deal, seats_for


def new_one(lib: MatchLibrary, seed: int) -> str:
    return lib.new(new_match("dominoes", deal=fair_deal(seed), players=2), seats_for(2), {"players": 2}).id


def test_a_discarded_match_leaves_no_lock_file(tmp_path: Path) -> None:
    with MatchLibrary(tmp_path, durable=False) as lib:
        match_id = new_one(lib, 1)
        lib.discard(match_id)
        lib.flush()
        assert not (tmp_path / "locks" / f"{match_id}.lock").exists()
        lib.undo_delete(match_id)
        resumed = lib.resume(match_id)
        assert resumed.session is not None  # the lock is made again when it is played
        resumed.session.close()


def test_the_locks_of_a_killed_app_go_at_start_and_a_held_one_stays(tmp_path: Path) -> None:
    with MatchLibrary(tmp_path, durable=False) as lib:
        killed, held = new_one(lib, 1), new_one(lib, 2)
    locks = tmp_path / "locks"
    for match_id in (killed, held):  # as a kill -9 leaves them: files no process holds
        (locks / f"{match_id}.lock").write_text("4242\n")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(locks / f"{held}.lock")], stdout=subprocess.PIPE, stdin=subprocess.PIPE
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == b"held"
        with MatchLibrary(tmp_path, durable=False, clean_temp=True):
            pass
        assert not (locks / f"{killed}.lock").exists()
        assert (locks / f"{held}.lock").exists()
    finally:
        holder.communicate(b"\n", timeout=30)


HOLD = """
import sys
from muggins_desktop.storage.lock import FolderLock
lock = FolderLock(sys.argv[1])
assert lock.acquire()
print("held", flush=True)
sys.stdin.readline()
"""


def test_a_lock_removed_under_an_opener_is_not_held_twice(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "m.lock"
    first = FolderLock(path)
    assert first.acquire()
    real_try = lock_module._try_lock
    calls = []

    def late_try(fd: int) -> bool:
        calls.append(fd)
        if len(calls) == 1:  # the opener got the old file; its holder removes it and lets go now
            first.remove()
        return real_try(fd)

    monkeypatch.setattr(lock_module, "_try_lock", late_try)
    second = FolderLock(path)
    assert second.acquire() and len(calls) == 2  # the first try held a removed file: tried again
    third = FolderLock(path)
    monkeypatch.setattr(lock_module, "_try_lock", real_try)
    assert not third.acquire()  # one lock, one holder
    second.release()
