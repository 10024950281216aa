"""Fuzzing the settings loader with more than 10,000 damaged files.

Whatever the bytes, ``load_settings`` must not raise. Either the file is
still a valid settings file (some mutations keep it valid, e.g. a digit
changed inside a number) and is left untouched, or the result is the
defaults plus one sentence, and the damaged bytes sit unchanged next to it.
Each Hypothesis example checks a batch of twenty files (see storage_mutations):
200 + 200 + 100 examples of damaged bytes, damaged structure and unrelated
JSON, plus 200 files over the size cap.

Whether a file was accepted is also compared with ``should_accept``, an
independent reading of the field table in docs/STORAGE.md: re-checking a
loaded result with the loader's own validators could never notice that the
loader accepts what it should refuse.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muggins_desktop.storage import atomic
from muggins_desktop.storage.settings import Settings, load_settings

from .storage_mutations import (
    BATCH,
    byte_damage,
    fuzz,
    programs,
    random_json,
    structure_damage,
)
from .strict_json import NOTHING, strict_load
from .test_settings import CHANGED

VALID_OBJ = Settings(**CHANGED).to_json()
VALID = atomic.dump_json(VALID_OBJ, pretty=True)

pytestmark = pytest.mark.usefixtures("no_fsync")


def _whole(low: int, high: int) -> Any:
    return lambda v: type(v) is int and low <= v <= high


def _among(*options: Any) -> Any:
    return lambda v: type(v) in (int, str) and v in options


def _flag(v: Any) -> bool:
    return v is True or v is False


def _name_ok(v: Any) -> bool:
    return (
        type(v) is str
        and len(v) <= 40
        and not any(ord(c) < 32 or 127 <= ord(c) < 160 or 0xD800 <= ord(c) < 0xE000 for c in v)
    )


#: The field table of docs/STORAGE.md, written out again independently of the loader.
SPEC: dict[str, Any] = {
    "player_name": _name_ok,
    "dominoes_players": _whole(2, 4),
    "cribbage_players": _whole(2, 4),
    "seat_levels": lambda v: (
        type(v) is list and len(v) == 3 and all(type(x) is str and x in ("random", "easy", "medium", "hard") for x in v)
    ),
    "cribbage_target": _among(61, 121),
    "cribbage_muggins": _flag,
    "cribbage_lowball": _flag,
    "cribbage_partnerships": _flag,
    "animation_ms": _whole(0, 2000),
    "ai_pause_ms": _whole(0, 5000),
    "ai_budget_ms": _whole(10, 10000),
    "theme": _among("green", "blue", "dark", "burgundy"),
    "tally_marks": _flag,
    "language": _among("system", "en", "uk", "pl"),
    "hints": _flag,
    "confirm_leave": _flag,
    "pace": _among("fast", "normal", "slow"),
    "click_to_continue": _flag,
    "text_scale": lambda v: type(v) in (int, float) and math.isfinite(v) and 1.0 <= v <= 2.0,
    "high_contrast": _among("auto", "on", "off"),
    "reduce_motion": _among("auto", "on", "off"),
    "messages_stay": _flag,
    "hints_in_hot_seat": _flag,
    "allow_take_back": _flag,
    "deck": _among("standard", "four_colour", "large_index"),
    "card_back": _among("blue", "red", "green"),
    "tiles": _among("ivory", "black", "coloured"),
    "board_wood": _among("oak", "walnut"),
    "sound_on": _flag,
    "volume": _whole(0, 100),
}


def should_accept(data: bytes) -> bool:
    """Whether the documented format allows ``data`` as a settings file."""
    obj = strict_load(data, atomic.MAX_FILE_BYTES)
    if obj is NOTHING:
        return False
    if type(obj) is not dict or type(obj.get("format")) is not int or obj["format"] not in (1, 2):
        return False
    return all(key in SPEC and SPEC[key](value) for key, value in obj.items() if key != "format")


def test_the_spec_covers_every_field() -> None:
    assert set(SPEC) == set(CHANGED)
    assert should_accept(VALID) and should_accept(b'{"format": 1}')
    assert not should_accept(b'{"format": 1, "animation_ms": true}')
    assert not should_accept(b'{"format": 1, "text_scale": NaN}')
    assert not should_accept(b'{"format": 1, "hints": true, "hints": false}')


def check_loader(folder: Path, data: bytes) -> str | None:
    """Load ``data`` as settings.json in an empty ``folder``; clean up after."""
    path = folder / "settings.json"
    path.write_bytes(data)
    loaded, problem = load_settings(path)
    files = sorted(p.name for p in folder.iterdir())
    try:
        assert (problem is None) == should_accept(data), (problem, data[:200])
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
        if not data.startswith((b'{"format": 1', b'{"format": 2')):
            assert problem is not None


@fuzz(10)
@given(
    sizes=st.lists(st.integers(1, 4000), min_size=BATCH, max_size=BATCH),
    fill=st.sampled_from([b" ", b"{", b"\x00", b"\xff"]),
)
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
    real_read = atomic.os.read
    monkeypatch.setattr(atomic.os, "read", lambda fd, n: sizes.append(n) or real_read(fd, n))
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
