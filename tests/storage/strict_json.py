"""The tests' own, independent reading of the documented file format's JSON.

Used by the fuzz tests to decide whether a file *should* be refused: UTF-8,
an optional BOM, no duplicate keys, no NaN or infinities, within the size cap.
"""

from __future__ import annotations

import json
from typing import Any

NOTHING = object()  # what strict_load returns for bytes the format forbids


class _Refused(Exception):
    pass


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    if len({k for k, _ in pairs}) != len(pairs):
        raise _Refused("duplicate key")
    return dict(pairs)


def _constant(name: str) -> Any:
    raise _Refused(name)


def strict_load(data: bytes, max_bytes: int) -> Any:
    """The parsed document, or ``NOTHING`` when the format forbids these bytes."""
    if len(data) > max_bytes:
        return NOTHING
    try:
        text = data.decode("utf-8")
        return json.loads(text.removeprefix("\ufeff"), object_pairs_hook=_pairs, parse_constant=_constant)
    except (_Refused, ValueError, RecursionError):
        return NOTHING
