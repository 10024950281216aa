"""Planted files of issue 26: autosaves and records that once crashed, hung or flooded the app.

Each function returns the bytes of one file. The autosaves are otherwise a
valid two-player dominoes save, so only the planted detail can be the reason
the app refuses it. Shared by the storage tests, the start-up crash-loop
test, the real-window check and ``tests/benchmarks/bench_hostile_startup.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from muggins_desktop.engine import new_match
from muggins_desktop.storage.legacy import saves

SEATS = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]


def valid_save(tmp: Path) -> dict[str, Any]:
    """A real save of a new two-player dominoes match, as a JSON object."""
    match = new_match("dominoes", players=2, seed=7)
    path = tmp / "valid-save.json"
    saves.save_game(path, match, SEATS, {"players": 2, "seed": 7})
    obj: dict[str, Any] = json.loads(path.read_text("utf-8"))
    path.unlink()
    return obj


def _dump(obj: Any) -> bytes:
    return json.dumps(obj, ensure_ascii=False).encode("utf-8")


def scores_overflow(tmp: Path) -> bytes:
    """An extra event whose scores overflow a float (``1e400``)."""
    obj = valid_save(tmp)
    text = _dump(obj).decode()
    return (text[: text.rindex("]")] + ',{"event":"note","scores":[1e400,0]}]' + text[text.rindex("]") + 1 :]).encode()


def partnerships_mismatch(tmp: Path) -> bytes:
    """``match_start`` claims four players in partnerships; the save has two seats."""
    obj = valid_save(tmp)
    obj["record"][0]["players"] = 4
    obj["record"][0]["partnerships"] = True
    return _dump(obj)


def digit_name(tmp: Path) -> bytes:
    """A seat named "Computer " and 4,400 digits (more than int() takes)."""
    obj = valid_save(tmp)
    obj["seats"][1]["name"] = "Computer " + "7" * 4400
    return _dump(obj)


def naive_saved_at(tmp: Path) -> bytes:
    """A date without a time zone, in the year 1."""
    obj = valid_save(tmp)
    obj["saved_at"] = "0001-01-01T00:00:00"
    return _dump(obj)


def huge_name(tmp: Path, size: int = 15 * 1024 * 1024) -> bytes:
    """A seat name of ``size`` characters (15 MB by default)."""
    obj = valid_save(tmp)
    obj["seats"][0]["name"] = "A" * size
    return _dump(obj)


#: The autosaves that must be moved aside with one sentence (finding 1 and 6).
MOVED_ASIDE = {
    "scores_overflow": scores_overflow,
    "partnerships_mismatch": partnerships_mismatch,
    "digit_name": digit_name,
    "huge_name": huge_name,
}


def deep_json(depth: int = 100_000) -> bytes:
    return b"[" * depth + b"]" * depth


def record_claiming_players(players: str) -> bytes:
    """A one-event record whose ``match_start`` claims ``players`` (written as raw JSON)."""
    return ('{"event":"match_start","game":"cribbage","players":' + players + ',"seed":1}\n').encode()
