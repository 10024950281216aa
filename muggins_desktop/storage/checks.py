"""The checks a match's seats, options and record pass wherever the match is stored.

A library match (its sidecar) and a named save of the older format hold the
same parts, so both go through these functions and refuse exactly the same
values with the same sentences. Nothing here needs the rules engine: the
start page checks a save's parts before the engine is loaded. Replaying the
record is ``storage/replay.py``'s work.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from muggins_desktop.ai import LEVELS
from muggins_desktop.storage.atomic import excerpt
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.settings import MAX_NAME_LENGTH, has_control_characters

SEAT_KINDS = ("human", "computer")
MAX_SEAT_NAME = MAX_NAME_LENGTH  # the same limit as the player name in the settings
SEAT_FIELDS = ("name", "kind", "level", "takebacks")
MAX_TAKEBACKS = 1_000_000  # far more than a match has decisions; a bigger count is a damaged file

Parts = tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]


def check_parts(game: str, record: Any, options: Any, seats: Any) -> Parts:
    """A match's record shape, options and seats: (record, seats, options), or ``StorageError``.

    The record must be a non-empty list of objects that starts a match of
    ``game``; its ``match_start`` decides how many seats there must be.
    """
    if type(record) is not list or not record or any(type(e) is not dict for e in record):
        raise StorageError("bad_record", "its record is not a list of events")
    start = record[0]
    if start.get("event") != "match_start" or start.get("game") != game:
        raise StorageError("bad_record", f"its record does not start a {game} match")
    checked_options = check_options(options)
    players = start.get("players")
    if type(players) is not int or not 2 <= players <= 4:
        raise StorageError("bad_record", "its record has no valid number of players")
    return record, check_seats(seats, players), checked_options


def check_seats(seats: Any, players: int) -> list[dict[str, Any]]:
    """A list of exactly ``players`` seats, each checked field by field; plain copies of them."""
    if type(seats) is not list:
        raise StorageError("bad_field", "the field 'seats' must be a list", field="seats")
    if len(seats) != players:
        raise StorageError(
            "bad_field",
            f"the field 'seats' must list {players} seats, not {len(seats)}",
            field="seats",
            rule="seat_count",
            players=players,
            seats=len(seats),
        )
    return [_check_seat(seat, i) for i, seat in enumerate(seats)]


def _check_seat(seat: Any, i: int) -> dict[str, Any]:
    """One seat, checked field by field (``i`` counts from 0)."""
    if not isinstance(seat, Mapping):
        raise StorageError("bad_field", f"seat {i + 1} is not an object", field="seats")
    unknown = sorted(str(k) for k in seat if k not in SEAT_FIELDS)
    if unknown:
        raise StorageError("bad_field", f"seat {i + 1} has an unknown field {excerpt(unknown[0])}", field="seats")
    name, kind, level = seat.get("name"), seat.get("kind"), seat.get("level")
    if type(name) is not str or not name.strip() or len(name) > MAX_SEAT_NAME or has_control_characters(name):
        raise StorageError(
            "bad_field",
            f"seat {i + 1} has no usable name (text of 1 to {MAX_SEAT_NAME} characters without control characters)",
            field="seats",
            rule="seat_name",
            seat=i + 1,
            max=MAX_SEAT_NAME,
        )
    if kind not in SEAT_KINDS or type(kind) is not str:
        raise StorageError("bad_field", f"seat {i + 1} must be 'human' or 'computer'", field="seats")
    if kind == "computer" and (type(level) is not str or level not in LEVELS):
        raise StorageError("bad_field", f"seat {i + 1} has an unknown computer level", field="seats")
    if kind == "human" and level is not None and (type(level) is not str or level not in LEVELS):
        raise StorageError("bad_field", f"seat {i + 1} has an unknown level", field="seats")
    entry = {"name": name, "kind": kind, "level": level}
    takebacks = _check_takebacks(seat.get("takebacks", 0), kind, i)
    if takebacks:
        entry["takebacks"] = takebacks
    return entry


def _check_takebacks(value: Any, kind: str, i: int) -> int:
    """The take-back mark of a seat: a whole number of moves taken back, only by a person.

    Older saves have no such field (0). ``true`` is not a number here, and a
    computer never takes a move back.
    """
    if type(value) is not int or not 0 <= value <= MAX_TAKEBACKS:
        raise StorageError(
            "bad_field",
            f"seat {i + 1} has a field 'takebacks' that is not a whole number from 0 to {MAX_TAKEBACKS}",
            field="seats",
        )
    if value and kind != "human":
        raise StorageError("bad_field", f"seat {i + 1} is a computer and cannot have taken moves back", field="seats")
    return value


def check_options(options: Any) -> dict[str, Any]:
    """Match options: an object of plain values (null, true/false, whole numbers, text); a copy."""
    if not isinstance(options, Mapping) or any(type(k) is not str for k in options):
        raise StorageError("bad_field", "the field 'options' must be an object", field="options")
    for key, value in options.items():
        # Checked before anything walks the values, so deep nesting never recurses.
        if value is not None and type(value) not in (bool, int, str):
            raise StorageError("bad_field", f"the option {excerpt(key)} must be a plain value", field="options")
    return dict(options)
