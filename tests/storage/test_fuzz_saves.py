"""Fuzzing the saved-game loaders with more than 10,000 damaged files.

The automatic save is the file the app opens by itself at start, so it gets
the full treatment: ``load_autosave`` must never raise; a file it cannot use
is moved aside byte for byte with a one-sentence report; a file it can use
(some damage leaves a legal, shorter record) loads to exactly the match its
record describes. ``load_game`` (Open…) must raise only ``SaveError``. Files per test:
4,000 damaged bytes, 2,500 damaged structure, 2,500 damaged records, 1,000
unrelated JSON (all through ``load_autosave``), and 1,000 through Open.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given

from muggins_desktop.engine.base import canonical
from muggins_desktop.storage import atomic
from muggins_desktop.storage.errors import SaveError
from muggins_desktop.storage.legacy.saves import load_autosave, load_game, save_game

from .play_helpers import last, reach
from .storage_mutations import (
    BATCH,
    _paths,
    byte_damage,
    fuzz,
    mutate,
    programs,
    random_json,
    record_damage,
    structure_damage,
)

pytestmark = pytest.mark.usefixtures("no_fsync")


def _valid_saves() -> list[tuple[bytes, dict]]:
    """A dominoes save after some draws and a cribbage save awaiting an answer."""
    import tempfile

    found = []
    cases = [
        ("dominoes", {"players": 2, "seed": 42}, lambda m: last(m)["event"] == "draw"),
    ]
    try:
        import muggins_desktop.engine.cribbage  # noqa: F401

        cases.append(
            (
                "cribbage",
                {"players": 2, "muggins": True, "seed": 8},
                lambda m: last(m)["event"] == "show" and last(m)["declared"] is not None,
            )
        )
    except ImportError:
        pass
    with tempfile.TemporaryDirectory() as folder:
        for game, options, moment in cases:
            match = reach(game, options, moment)
            seats = [
                {"name": "Ann", "kind": "human", "level": None},
                {"name": "Bot", "kind": "computer", "level": "easy"},
            ]
            path = Path(folder) / f"{game}.json"
            save_game(path, match, seats, {k: v for k, v in options.items() if k != "seed"})
            data = path.read_bytes()
            found.append((data, json.loads(data)))
    return found


VALID = _valid_saves()
PATHS = [_paths(obj) for _data, obj in VALID]


def base(program: bytes) -> tuple[int, bytes, dict]:
    index = (program[-1] if program else 0) % len(VALID)
    return index, VALID[index][0], VALID[index][1]


def check_autosave(folder: Path, data: bytes) -> None:
    path = folder / "autosave.json"
    path.write_bytes(data)
    saved, problem = load_autosave(path)
    files = sorted(p.name for p in folder.iterdir())
    try:
        if problem is not None:
            assert saved is None
            assert isinstance(problem, str) and problem.endswith(".") and "\n" not in problem
            assert problem.code != "internal_error", problem
            aside = Path(problem.aside)
            assert files == [aside.name] and aside.name.startswith("autosave.corrupt-")
            assert aside.read_bytes() == data
        elif saved is None:  # a finished match: nothing to continue, file removed
            assert files == []
            assert json.loads(data)["record"][-1]["event"] == "match_end"
        else:
            assert files == ["autosave.json"] and path.read_bytes() == data
            assert canonical(saved.match.record) == json.loads(data)["record"]
            assert saved.match.outcome is None
    finally:
        for name in files:
            (folder / name).unlink()


@fuzz(200)
@given(programs=programs())
def test_autosave_damaged_bytes(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        _i, valid, _obj = base(program)
        check_autosave(fuzz_dir, byte_damage(valid, program))


@fuzz(125)
@given(programs=programs())
def test_autosave_damaged_structure(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        i, _valid, obj = base(program)
        check_autosave(fuzz_dir, structure_damage(obj, program, PATHS[i]))


@fuzz(125)
@given(programs=programs())
def test_autosave_damaged_record(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        _i, _valid, obj = base(program)
        check_autosave(fuzz_dir, record_damage(obj, program))


@fuzz(50)
@given(programs=programs())
def test_autosave_unrelated_json(fuzz_dir: Path, programs: list[bytes]) -> None:
    for program in programs:
        check_autosave(fuzz_dir, random_json(program))


def test_autosave_too_large(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = VALID[0][0] + b" " * 64
    monkeypatch.setattr(atomic, "MAX_FILE_BYTES", len(data) - 1)
    check_autosave(tmp_path, data)
    path = tmp_path / "autosave.json"
    path.write_bytes(data)
    _saved, problem = load_autosave(path)
    assert problem is not None and problem.code == "too_large"


@fuzz(50)
@given(programs=programs())
def test_open_raises_only_save_errors(fuzz_dir: Path, programs: list[bytes]) -> None:
    path = fuzz_dir / "game.json"
    for program in programs:
        i, valid, obj = base(program)
        data = mutate(valid, obj, program, PATHS[i]) if program[0] % 4 else record_damage(obj, program)
        path.write_bytes(data)
        try:
            saved = load_game(path)
        except SaveError as exc:
            assert exc.code != "internal_error", str(exc)
            assert str(exc).startswith("The saved game game.json cannot be opened because")
        else:
            assert canonical(saved.match.record) == json.loads(data)["record"]
        assert path.read_bytes() == data
        path.unlink()


def test_the_fuzz_budget_covers_ten_thousand_files() -> None:
    """Each example checks ``BATCH`` files; the budgets above add up to 10,000 or more.

    Read from the tests' own settings, so it holds whatever runs and in any order.
    """
    tests = (
        test_autosave_damaged_bytes,
        test_autosave_damaged_structure,
        test_autosave_damaged_record,
        test_autosave_unrelated_json,
    )
    examples = sum(t._hypothesis_internal_use_settings.max_examples for t in tests)  # type: ignore[attr-defined]
    assert examples * BATCH >= 10_000
