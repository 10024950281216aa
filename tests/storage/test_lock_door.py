"""Finding 8 of issue 26: the single-instance lock fails closed.

A folder, a symbolic link, a FIFO or a hard-linked file in the lock's place
raises instead of being opened (and the app then refuses to start); a disk
that fills up after the lock was taken keeps the lock; read-only media is
the one case where the app starts without it.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from muggins_desktop.storage import files
from muggins_desktop.storage.lock import FolderLock, is_read_only

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("what", ["folder", "symlink", "dangling", "fifo", "hard_link"])
def test_a_lock_file_that_is_not_ours_is_refused(tmp_path: Path, what: str) -> None:
    lock = tmp_path / "instance.lock"
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"precious")
    if what == "folder":
        lock.mkdir()
    elif what == "symlink":
        lock.symlink_to(outside)
    elif what == "dangling":
        lock.symlink_to(tmp_path / "nowhere")
    elif what == "fifo":
        os.mkfifo(lock)
    else:
        os.link(outside, lock)
    with pytest.raises(files.WriteRefused) as info:
        FolderLock(lock).acquire()
    assert not is_read_only(info.value)
    assert outside.read_bytes() == b"precious"  # never truncated to a process id
    assert not (tmp_path / "nowhere").exists()


def test_a_full_disk_after_the_lock_was_taken_keeps_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lock = tmp_path / "instance.lock"

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    first = FolderLock(lock)
    assert first.acquire() and first.held
    monkeypatch.undo()
    assert FolderLock(lock).acquire() is False  # the second app is kept out
    first.release()


def test_only_read_only_media_starts_without_the_lock(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from muggins_desktop.ui.app import app

    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    for number, expected in ((errno.EROFS, ""), (errno.EACCES, "unwritable"), (errno.ENOSPC, "unwritable")):

        def refuse(path: Path, number: int = number) -> int:
            raise OSError(number, os.strerror(number))

        monkeypatch.setattr(files, "open_lock", refuse)
        lock, reason = app._take_folder_lock()
        assert reason == expected
        assert (lock is not None) == (expected == "")


def test_each_refusal_has_its_own_sentence(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from muggins_desktop.ui.app import app

    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    texts = {reason: app.lock_refusal_text(reason) for reason in ("open", "not_regular", "hard_linked", "unwritable")}
    assert len(set(texts.values())) == 4
    assert all(text.count(". ") == 0 and text.endswith(".") for text in texts.values())
