"""Fuzzing the settings loader with more than 10,000 damaged files.

Whatever the bytes, ``load_settings`` must not raise. Either the file is
still a valid settings file (some mutations keep it valid, e.g. a digit
changed inside a number) and is left untouched, or the result is the
defaults plus one sentence, and the damaged bytes sit unchanged next to it.
Each Hypothesis example checks a batch of twenty files (see storage_mutations):
200 + 200 + 100 examples of damaged bytes, damaged structure and unrelated
JSON, plus 200 files over the size cap.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muggins_desktop.storage import atomic
from muggins_desktop.storage.settings import Settings, load_settings
from .storage_mutations import BATCH, byte_damage, fuzz, programs, random_json, structure_damage
from .test_settings import CHANGED

VALID_OBJ = Settings(**CHANGED).to_json()
VALID = atomic.dump_json(VALID_OBJ, pretty=True)

pytestmark = pytest.mark.usefixtures("no_fsync")


def check_loader(folder: Path, data: bytes) -> str | None:
    """Load ``data`` as settings.json in an empty ``folder``; clean up after."""
    path = folder / "settings.json"
    path.write_bytes(data)
    loaded, problem = load_settings(path)
    files = sorted(p.name for p in folder.iterdir())
    try:
        if problem is None:
            loaded.validate()
            assert files == ["settings.json"]
            assert path.read_bytes() == data
        else:
            assert loaded == Settings()
            assert isinstance(problem, str) and problem.endswith(".") and "\n" not in problem
            assert problem.code and problem.aside
            aside = Path(problem.aside)
            assert aside.name in files and aside.name.startswith("settings.corrupt-")
            assert files == [aside.name] and aside.read_bytes() == data
    finally:
        for name in files:
            (folder / name).unlink()
    return problem


@fuzz(200)
@given(programs=programs())
def test_damaged_bytes(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        check_loader(fuzz_dir, byte_damage(VALID, program))


@fuzz(200)
@given(programs=programs())
def test_damaged_structure(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        check_loader(fuzz_dir, structure_damage(VALID_OBJ, program))


@fuzz(100)
@given(programs=programs())
def test_unrelated_json(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        data = random_json(program)
        problem = check_loader(fuzz_dir, data)
        if not data.startswith(b'{"format": 1'):
            assert problem is not None


@fuzz(10)
@given(sizes=st.lists(st.integers(1, 4000), min_size=BATCH, max_size=BATCH), fill=st.sampled_from([b" ", b"{", b"\x00", b"\xff"]))
def test_too_large(fuzz_dir: Path, sizes: list[int], fill: bytes) -> None:
    original = atomic.MAX_FILE_BYTES
    atomic.MAX_FILE_BYTES = len(VALID) - 1
    try:
        for size in sizes:
            problem = check_loader(fuzz_dir, VALID + fill * size)
            assert problem is not None and problem.code == "too_large"
    finally:
        atomic.MAX_FILE_BYTES = original


def test_a_real_huge_file_is_reported_without_reading_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    with open(path, "wb") as handle:  # sparse: 17 MiB on paper, nothing on disk
        handle.truncate(17 * 1024 * 1024)
    sizes: list[int] = []
    real_open = open

    class Spy:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def fileno(self):
            return self.handle.fileno()

        def read(self, size=-1):
            data = self.handle.read(size)
            sizes.append(len(data))
            return data

    monkeypatch.setattr(atomic, "open", lambda *a, **k: Spy(real_open(*a, **k)), raising=False)
    settings_, problem = load_settings(path)
    assert settings_ == Settings()
    assert problem is not None and problem.code == "too_large" and "16 MiB" in problem
    assert sizes == []  # refused on its size alone
    assert Path(problem.aside).stat().st_size == 17 * 1024 * 1024


def test_the_fuzz_budget_covers_ten_thousand_files() -> None:
    """Each example checks ``BATCH`` files; the budgets above add up to 10,000 or more.

    Read from the tests' own settings, so it holds whatever runs and in any order.
    """
    tests = (test_damaged_bytes, test_damaged_structure, test_unrelated_json)
    examples = sum(t._hypothesis_internal_use_settings.max_examples for t in tests)  # type: ignore[attr-defined]
    assert examples * BATCH >= 10_000
