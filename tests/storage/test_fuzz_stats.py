"""Fuzzing the statistics loader with more than 10,000 damaged files.

Acceptance is compared with ``should_accept``, an independent reading of
the stats.json rules in docs/STORAGE.md (not the loader's own validators).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given

from muggins_desktop.storage import atomic
from muggins_desktop.storage.stats import GameStats, Stats, load_stats

from .storage_mutations import BATCH, _paths, byte_damage, fuzz, programs, random_json, structure_damage
from .strict_json import NOTHING, strict_load

VALID_STATS = Stats(
    {
        "dominoes/2": GameStats(played=5, won=3, score_total=1100, best=262),
        "dominoes/4": GameStats(played=2, won=0, score_total=-20, best=15),
        "cribbage/4p": GameStats(
            played=4,
            won=2,
            score_total=430,
            best=121,
            skunks_given=1,
            skunks_received=1,
            muggins_calls=6,
            muggins_won=4,
            missed_points=17,
        ),
    }
)
VALID_OBJ = VALID_STATS.to_json()
VALID = atomic.dump_json(VALID_OBJ, pretty=True)
PATHS = _paths(VALID_OBJ)

pytestmark = pytest.mark.usefixtures("no_fsync")


COUNTS_FIELDS = ("played", "won", "skunks_given", "skunks_received", "muggins_calls", "muggins_won", "missed_points")
ALL_FIELDS = {*COUNTS_FIELDS, "score_total", "best"}
OPTIONAL_FIELDS = {"matches_with_takebacks"}  # added later: files without it still load


def _entry_ok(entry: Any) -> bool:
    if type(entry) is not dict or not ALL_FIELDS <= set(entry) <= ALL_FIELDS | OPTIONAL_FIELDS:
        return False
    counts = [k for k in (*COUNTS_FIELDS, *OPTIONAL_FIELDS) if k in entry]
    if any(type(entry[k]) is not int or not 0 <= entry[k] <= 10**12 for k in counts):
        return False
    if entry.get("matches_with_takebacks", 0) > entry["played"]:
        return False
    if type(entry["score_total"]) is not int or abs(entry["score_total"]) > 10**12:
        return False
    best = entry["best"]
    if (best is None) != (entry["played"] == 0) or (best is not None and (type(best) is not int or abs(best) > 10**12)):
        return False
    return entry["won"] <= entry["played"] and entry["muggins_won"] <= entry["muggins_calls"]


def should_accept(data: bytes) -> bool:
    """Whether the documented format allows ``data`` as stats.json."""
    obj = strict_load(data, atomic.MAX_FILE_BYTES)
    if obj is NOTHING:
        return False
    if type(obj) is not dict or set(obj) != {"format", "games"} or type(obj["format"]) is not int:
        return False
    if obj["format"] != 1 or type(obj["games"]) is not dict:
        return False
    key = re.compile(r"dominoes/[234]|cribbage/[234]|cribbage/4p")
    return all(key.fullmatch(k) and _entry_ok(v) for k, v in obj["games"].items())


def test_the_spec_agrees_on_examples() -> None:
    assert should_accept(VALID)
    bad = json.loads(VALID)
    bad["games"]["dominoes/2"]["won"] = True
    assert not should_accept(json.dumps(bad).encode())
    bad["games"]["dominoes/2"]["won"] = -1
    assert not should_accept(json.dumps(bad).encode())


def check_loader(folder: Path, data: bytes) -> None:
    path = folder / "stats.json"
    path.write_bytes(data)
    stats, problem = load_stats(path)
    files = sorted(p.name for p in folder.iterdir())
    try:
        assert (problem is None) == should_accept(data), (problem, data[:200])
        if problem is None:
            assert files == ["stats.json"] and path.read_bytes() == data
            assert Stats.from_json(stats.to_json()) == stats
        else:
            assert stats == Stats()
            assert isinstance(problem, str) and problem.endswith(".") and "\n" not in problem
            aside = Path(problem.aside)
            assert files == [aside.name] and aside.name.startswith("stats.corrupt-")
            assert aside.read_bytes() == data
    finally:
        for name in files:
            (folder / name).unlink()


@fuzz(200)
@given(programs=programs())
def test_damaged_bytes(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        check_loader(fuzz_dir, byte_damage(VALID, program))


@fuzz(200)
@given(programs=programs())
def test_damaged_structure(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        check_loader(fuzz_dir, structure_damage(VALID_OBJ, program, PATHS))


@fuzz(100)
@given(programs=programs())
def test_unrelated_json(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        check_loader(fuzz_dir, random_json(program))


def test_too_large(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atomic, "MAX_FILE_BYTES", len(VALID))
    check_loader(tmp_path, VALID + b" ")
    (tmp_path / "stats.json").write_bytes(VALID + b" ")
    assert load_stats(tmp_path / "stats.json")[1].code == "too_large"


def test_the_fuzz_budget_covers_ten_thousand_files() -> None:
    """Each example checks ``BATCH`` files; the budgets above add up to 10,000 or more.

    Read from the tests' own settings, so it holds whatever runs and in any order.
    """
    tests = (test_damaged_bytes, test_damaged_structure, test_unrelated_json)
    examples = sum(t._hypothesis_internal_use_settings.max_examples for t in tests)  # type: ignore[attr-defined]
    assert examples * BATCH >= 10_000
