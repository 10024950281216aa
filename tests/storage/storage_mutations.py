"""Damaging valid storage files in many ways, driven by Hypothesis bytes.

Drawing values from Hypothesis costs far more than loading a small file, so
each example draws one blob of bytes and cuts it into small "programs", one
per file; a program says how to damage a valid file: flip bytes, cut it,
insert or delete bytes, swap a value inside the JSON for one of the wrong
type, change the format version, or replace it with unrelated JSON.
Hypothesis still shrinks the blob, so a failure shrinks to a short program.

These mutate *files* (test_fuzz_settings, test_fuzz_stats and test_fuzz_saves
use them). Mutating the *loader code* — planting the bugs of issue 14 to see
whether the tests notice — is ``mutation_check.py`` (run by
``test_mutations.py``).
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

#: Files checked per Hypothesis example, and program bytes per file.
BATCH = 20
PROGRAM = 24


def fuzz(examples: int) -> settings:
    """Deterministic, deadline-free settings for the many-file fuzz tests."""
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def programs() -> st.SearchStrategy[list[bytes]]:
    """One blob per example, cut into ``BATCH`` programs."""
    return st.binary(min_size=BATCH * PROGRAM, max_size=BATCH * PROGRAM).map(
        lambda blob: [blob[i : i + PROGRAM] for i in range(0, len(blob), PROGRAM)]
    )


class Reader:
    """Reads small numbers from a program; zeros once it runs out."""

    def __init__(self, program: bytes) -> None:
        self.program = program
        self.pos = 0

    def byte(self) -> int:
        value = self.program[self.pos] if self.pos < len(self.program) else 0
        self.pos += 1
        return value

    def below(self, n: int) -> int:
        """A number in ``range(n)`` (n >= 1), from two bytes."""
        return (self.byte() << 8 | self.byte()) % n

    def raw(self, n: int) -> bytes:
        return bytes(self.byte() for _ in range(n))


# Values that are the wrong type or out of range for some field.
WRONG_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    -1,
    2,
    3,
    4,
    5,
    7,
    61,
    121,
    250,
    2**31,
    -(2**63),
    10**30,
    0.5,
    -0.0,
    1e308,
    "",
    "x",
    "medium",
    "green",
    "uk",
    "human",
    "computer",
    "dominoes",
    "cribbage",
    "left",
    "5H",
    "\x00",
    "\u202e",
    [],
    [None],
    [1, 2],
    [0, 0],
    [6, 6],
    ["medium"] * 3,
    ["medium"] * 4,
    [[[[[]]]]],
    {},
    {"": None},
    {"event": "match_start"},
    {"event": "pass", "player": 0},
    {"name": "x", "kind": "human", "level": None},
]


def wrong_value(r: Reader) -> Any:
    kind = r.byte() % 4
    if kind == 0:
        return int.from_bytes(r.raw(3), "big", signed=True)
    if kind == 1:
        return r.raw(r.byte() % 6).decode("utf-8", "replace")
    return WRONG_VALUES[r.below(len(WRONG_VALUES))]


def byte_damage(valid: bytes, program: bytes) -> bytes:
    """Flip, cut, insert or delete raw bytes of ``valid``."""
    r = Reader(program)
    data = bytearray(valid)
    kind = r.byte() % 5
    if kind in (0, 4):  # flip a few bytes
        for _ in range(1 + r.byte() % 4):
            data[r.below(len(data))] ^= 1 + r.byte() % 255
    if kind in (1, 4) and data:  # cut the file short
        data = data[: r.below(len(data))]
    if kind in (2, 4):  # insert junk
        pos = r.below(len(data) + 1)
        data[pos:pos] = r.raw(1 + r.byte() % 8)
    if kind == 3 and data:  # delete a slice
        start = r.below(len(data))
        del data[start : start + 1 + r.byte() % 32]
    return bytes(data)


def _paths(obj: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (keys and indexes) to a value inside ``obj``."""
    found = [prefix] if prefix else []
    if isinstance(obj, dict):
        for key, value in obj.items():
            found += _paths(value, prefix + (key,))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            found += _paths(value, prefix + (index,))
    return found


def _get(obj: Any, path: tuple) -> Any:
    for step in path:
        obj = obj[step]
    return obj


def structure_damage(valid_obj: Any, program: bytes, paths: list[tuple] | None = None) -> bytes:
    """Replace, delete or add a value inside the JSON, or change its format."""
    r = Reader(program)
    obj = clone(valid_obj)
    paths = paths if paths is not None else _paths(obj)
    kind = r.byte() % 5
    if kind in (0, 1):
        path = paths[r.below(len(paths))]
        _get(obj, path[:-1])[path[-1]] = wrong_value(r)
    elif kind == 2:
        path = paths[r.below(len(paths))]
        del _get(obj, path[:-1])[path[-1]]
    elif kind == 3:
        containers = [()] + [p for p in paths if isinstance(_get(obj, p), dict)]
        target = _get(obj, containers[r.below(len(containers))])
        target[["extra", "Format", "theme ", "seat", "ключ"][r.byte() % 5]] = wrong_value(r)
    else:
        obj["format"] = [2, 0, -1, 10**6, "1", 1.0, 1.5, True, None, [1], {}][r.byte() % 11]
    return encode(obj)


def random_json(program: bytes) -> bytes:
    """Unrelated JSON documents, wrong top-level types included."""
    r = Reader(program)

    def build(depth: int) -> Any:
        kind = r.byte() % 4
        if depth > 3 or kind == 0:
            return wrong_value(r)
        if kind == 1:
            return [build(depth + 1) for _ in range(r.byte() % 3)]
        return {["format", "game", "record", "a", ""][r.byte() % 5]: build(depth + 1) for _ in range(r.byte() % 3)}

    return encode(build(0))


def encode(obj: Any) -> bytes:
    return json.dumps(obj).encode("utf-8")


def clone(obj: Any) -> Any:
    """A deep copy of JSON data (much faster than ``copy.deepcopy``)."""
    return json.loads(json.dumps(obj))


def mutate(valid: bytes, valid_obj: Any, program: bytes, paths: list[tuple] | None = None) -> bytes:
    """Any of the damages above, chosen by the program's first byte."""
    choice, rest = (program[0] if program else 0) % 3, program[1:]
    if choice == 0:
        return byte_damage(valid, rest)
    if choice == 1:
        return structure_damage(valid_obj, rest, paths)
    return random_json(rest)


def record_damage(valid_obj: Any, program: bytes) -> bytes:
    """Reorder, drop, repeat or forge events of a saved game's record.

    Some results are still legal (a record cut after a complete action is
    an earlier moment of the same match), so callers must accept success.
    """
    r = Reader(program)
    obj = clone(valid_obj)
    record = obj["record"]
    n = len(record)
    kind = r.byte() % 7
    i, j = r.below(n), r.below(n)
    if kind == 0:
        del record[i]
    elif kind == 1:
        record.insert(i, clone(record[j]))
    elif kind == 2:
        record[i], record[j] = record[j], record[i]
    elif kind == 3:
        del record[max(1, i) :]
    elif kind == 4:  # an action nobody may take now, or a made-up one
        record.append(
            [
                {"event": "pass", "player": r.byte() % 4},
                {"event": "draw", "player": r.byte() % 4, "tile": [r.byte() % 7, r.byte() % 7]},
                {"event": "play", "player": 0, "tile": [6, 6], "end": "left", "points": 0, "scores": [0, 0]},
                {"event": "discard", "player": r.byte() % 4, "cards": ["AS", "2S"]},
                {"event": "peg", "player": 1, "card": "KH", "count": 10, "points": 0, "scores": [0, 0]},
                {"event": "response", "player": 1, "answer": "muggins", "stated": 29},
                {"event": "settle", "counter_delta": 0, "claimant": None, "claimant_delta": 0, "scores": [0, 0]},
                {"event": "match_end", "winner": 0, "scores": [999, 0]},
                {"event": "__import__('os')"},
            ][r.byte() % 9]
        )
    elif kind == 5:  # a field of one event gets a wrong value
        keys = [k for k in record[i] if k != "event"] or ["event"]
        record[i][keys[r.below(len(keys))]] = wrong_value(r)
    else:  # the record's first event (the match settings) changes
        keys = sorted(record[0])
        record[0][keys[r.below(len(keys))]] = wrong_value(r)
    return encode(obj)
