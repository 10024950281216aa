"""A failed write names what the player knows, never a temporary file (issue 52).

"The file .index.json.4e1fa221.tmp could not be used because the disk is
read-only" named our temporary file, and a full disk said "A file could not
be used" without naming what was not kept.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from muggins_desktop.storage import files
from muggins_desktop.ui.library.texts import describe, describe_many


def test_a_read_only_disk_names_the_target_not_the_temporary_file(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "library" / "index.json"
    target.parent.mkdir()
    real_open = os.open

    def read_only(path, flags, *args, **kwargs):
        if os.fsdecode(path).endswith(".tmp"):
            raise OSError(errno.EROFS, "Read-only file system", os.fsdecode(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(files.os, "open", read_only)
    with pytest.raises(OSError) as info:
        files.write_file(target, b"{}")
    assert info.value.errno == errno.EROFS and info.value.filename == str(target)
    text = describe(info.value)
    assert ".tmp" not in text and text == "The list of kept matches could not be saved because the disk is read-only."


def test_a_full_disk_names_what_was_not_kept(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "config" / "settings.json"

    def full(fd: int, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")  # os.write names no file

    monkeypatch.setattr(files, "_write_all", full)
    with pytest.raises(OSError) as info:
        files.write_file(target, b"{}")
    assert info.value.filename == str(target)
    assert describe(info.value) == "The settings could not be saved because the disk is full."
    assert list(target.parent.iterdir()) == []


def test_failures_of_one_kind_make_one_sentence(tmp_path: Path) -> None:
    problems = [
        OSError(errno.EROFS, "Read-only file system", str(tmp_path / name))
        for name in ("settings.json", "stats.json", "index.json", "matches/a.json", "matches/b.jsonl")
    ]
    text = describe_many(problems)
    assert text == (
        "Several things could not be saved because the disk is read-only: "
        "the settings, the statistics, the list of kept matches, a kept match."
    )


def test_the_library_s_own_notes_count_as_its_list(tmp_path: Path) -> None:
    problems = [
        OSError(errno.EROFS, "Read-only file system", str(tmp_path / "library" / name))
        for name in ("index.json", "migrated.json")
    ]
    assert describe_many(problems) == "The list of kept matches could not be saved because the disk is read-only."
