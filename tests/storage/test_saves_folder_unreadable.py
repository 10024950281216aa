"""A saves folder that cannot be searched says nothing false about an autosave (issue 52).

Without permission on ``data/saves`` (and no autosave at all) every start
said the automatic save could not be read and "the interrupted match cannot
be continued". Now only the folder is named. The refusal is made by the ``os`` calls the door uses, as the
tests may run as root (who reads through any chmod).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

from muggins_desktop.storage import paths
from muggins_desktop.storage.legacy import saves, summary
from muggins_desktop.ui.library.texts import describe


def refuse_saves_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every look inside ``data/saves`` fails as it does without search permission on the folder."""
    folder = str(paths.saves_dir())
    real_lstat, real_open = os.lstat, os.open

    def inside(path: Any) -> bool:
        return os.fsdecode(path).startswith(folder + os.sep)

    def fake_lstat(path, *args, **kwargs):
        if inside(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_lstat(path, *args, **kwargs)

    def fake_open(path, flags, *args, **kwargs):
        if inside(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "lstat", fake_lstat)
    monkeypatch.setattr(os, "open", fake_open)


def test_a_closed_saves_folder_tells_only_that_the_folder_cannot_be_read(home: Path, monkeypatch) -> None:
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    refuse_saves_folder(monkeypatch)
    for found, problem in (summary.inspect(), saves.load_autosave()):
        assert found is None and problem is not None and problem.kind == "saves_folder"
        text = describe(problem)
        assert "saves folder" in text and "continued" not in text and "automatic save" not in text
        assert text.endswith("cannot be read (permission denied).")
        assert not list(paths.saves_dir().iterdir())  # nothing was moved or made


def test_no_autosave_is_no_problem(home: Path) -> None:
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    assert summary.inspect() == (None, None) and saves.load_autosave() == (None, None)


def test_an_autosave_that_is_there_but_unreadable_is_still_told(home: Path, monkeypatch) -> None:
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{}")
    real_open = os.open

    def fake_open(p, flags, *args, **kwargs):
        if os.fsdecode(p) == str(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(p))
        return real_open(p, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", fake_open)
    _summary, problem = summary.inspect()
    assert problem is not None and problem.code == "unreadable"
