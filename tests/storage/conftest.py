"""Fixtures for the storage tests: a private home folder and fast writes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from muggins_desktop.storage import files


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point MUGGINS_DESKTOP_HOME at an empty folder for one test."""
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(scope="module")
def no_fsync():
    """Skip the flush to the physical disk in tests that write thousands of files.

    Atomicity (temp file + ``os.replace``) is unchanged; only durability after
    a power cut is not exercised, which no test can observe anyway.
    """
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(files, "fsync", lambda fd: None)
        yield


@pytest.fixture(scope="module")
def fuzz_dir(tmp_path_factory: pytest.TempPathFactory):
    """A folder for thousands of short-lived files, in memory when possible.

    ``/dev/shm`` (tmpfs) makes each file several times cheaper than a disk
    folder; the behaviour under test (rename, replace) is the same.
    """
    import shutil
    import tempfile

    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        folder = Path(tempfile.mkdtemp(prefix="muggins-fuzz-", dir=shm))
        yield folder
        shutil.rmtree(folder, ignore_errors=True)
    else:
        yield tmp_path_factory.mktemp("fuzz")
