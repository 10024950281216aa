"""The take-back mark of a saved game: kept on the person's seat, old saves still load, bad marks refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from muggins_desktop.storage.errors import SaveError
from muggins_desktop.storage.legacy import saves
from muggins_desktop.storage.legacy.saves import MAX_TAKEBACKS, load_autosave, load_game, save_game

from .play_helpers import reach

OPTIONS = {"players": 2}


def seats(takebacks: Any = None) -> list[dict[str, Any]]:
    person: dict[str, Any] = {"name": "Ann", "kind": "human", "level": None}
    if takebacks is not None:
        person["takebacks"] = takebacks
    return [person, {"name": "Bot", "kind": "computer", "level": "easy"}]


@pytest.fixture(scope="module")
def match() -> Any:
    return reach("dominoes", {"players": 2, "seed": 5}, lambda m: len(m.record) > 12 and m.to_act == 0)


def test_the_mark_is_saved_on_the_seat_and_read_back(tmp_path: Path, match: Any) -> None:
    path = tmp_path / "game.json"
    save_game(path, match, seats(2), OPTIONS)
    assert json.loads(path.read_text("utf-8"))["seats"][0]["takebacks"] == 2
    loaded = load_game(path)
    assert loaded.seats[0] == {"name": "Ann", "kind": "human", "level": None, "takebacks": 2}
    assert "takebacks" not in loaded.seats[1]


def test_no_take_back_writes_the_old_format(tmp_path: Path, match: Any) -> None:
    """Without take-backs a save is exactly what earlier versions wrote (and can read)."""
    for mark in (None, 0):
        path = tmp_path / f"game-{mark}.json"
        save_game(path, match, seats(mark), OPTIONS)
        written = json.loads(path.read_text("utf-8"))["seats"]
        assert all(set(seat) == {"name", "kind", "level"} for seat in written)


def test_an_old_save_without_the_field_still_loads(tmp_path: Path, match: Any, home: Path) -> None:
    old = {
        "format": 1,
        "game": "dominoes",
        "options": OPTIONS,
        "seats": seats(),
        "record": list(match.record),
        "saved_at": "2026-11-30T05:00:00+00:00",
    }
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), "utf-8")
    loaded = load_game(path)
    assert loaded.seats == seats() and loaded.match.record == match.record
    saves.paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.paths.autosave_path().write_text(json.dumps(old), "utf-8")
    resumed, problem = load_autosave()
    assert problem is None and resumed is not None and resumed.seats == seats()


BAD_MARKS = [True, False, "1", 1.0, 1.5, -1, MAX_TAKEBACKS + 1, None, [1], {"n": 1}]


@pytest.mark.parametrize("mark", BAD_MARKS, ids=repr)
def test_a_bad_mark_is_refused_with_a_clear_sentence(tmp_path: Path, match: Any, mark: Any) -> None:
    path = tmp_path / "game.json"
    save_game(path, match, seats(), OPTIONS)
    obj = json.loads(path.read_text("utf-8"))
    obj["seats"][0]["takebacks"] = mark
    path.write_text(json.dumps(obj), "utf-8")
    with pytest.raises(SaveError) as caught:
        load_game(path)
    error = caught.value
    assert error.code == "bad_field" and error.params.get("field") == "seats"
    assert "seat 1" in str(error) and "'takebacks'" in str(error) and "whole number" in str(error)
    assert path.name in str(error)


def test_a_computer_never_took_a_move_back(tmp_path: Path, match: Any) -> None:
    path = tmp_path / "game.json"
    save_game(path, match, seats(), OPTIONS)
    obj = json.loads(path.read_text("utf-8"))
    obj["seats"][1]["takebacks"] = 1
    path.write_text(json.dumps(obj), "utf-8")
    with pytest.raises(SaveError, match="seat 2 is a computer"):
        load_game(path)
    obj["seats"][1]["takebacks"] = 0  # zero is no mark at all: accepted
    path.write_text(json.dumps(obj), "utf-8")
    assert "takebacks" not in load_game(path).seats[1]


def test_a_bad_mark_is_not_written_either(tmp_path: Path, match: Any) -> None:
    path = tmp_path / "game.json"
    save_game(path, match, seats(1), OPTIONS)
    before = path.read_bytes()
    with pytest.raises(SaveError, match="takebacks"):
        save_game(path, match, seats(True), OPTIONS)
    assert path.read_bytes() == before
