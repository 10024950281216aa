"""The checks of a saved game that need no rules engine.

Shared by the save loader (``saves``, which then replays the record through
the engine) and by the readers that show part of a save without playing it
(the start page's summary, ``summary``), so both refuse exactly the same
files and neither uses any part of a file before the whole of it passed.
Imports no engine (the start page is painted before the rules are loaded).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from muggins_desktop.ai import LEVELS
from muggins_desktop.storage.atomic import excerpt
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.settings import MAX_NAME_LENGTH, check_format, has_control_characters

GAMES = ("dominoes", "cribbage")
SAVE_FORMAT = 1
SEAT_KINDS = ("human", "computer")
MAX_SEAT_NAME = MAX_NAME_LENGTH  # the same limit as the player name in the settings
MAX_SAVED_AT = 64
SEAT_FIELDS = ("name", "kind", "level", "takebacks")
MAX_TAKEBACKS = 1_000_000  # far more than a match has decisions; a bigger count is a damaged file


def check_shape(obj: Any) -> tuple[str, list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]:
    """Every check of a save that needs no engine: (game, record, seats, options), or ``StorageError``.

    The save loader adds the options check against the record's start and
    the replay (``saves.check_structure``).
    """
    game = _check_top_level(obj)
    record = obj["record"]
    if type(record) is not list or not record or any(type(e) is not dict for e in record):
        raise StorageError("bad_record", "its record is not a list of events")
    start = record[0]
    if start.get("event") != "match_start" or start.get("game") != game:
        raise StorageError("bad_record", f"its record does not start a {game} match")
    options = _check_options(obj["options"])
    players = start.get("players")
    if type(players) is not int or not 2 <= players <= 4:
        raise StorageError("bad_record", "its record has no valid number of players")
    if type(obj["seats"]) is not list:
        raise StorageError("bad_field", "the field 'seats' must be a list", field="seats")
    seats = _check_seats(obj["seats"], players)
    key = obj.get("match_key")
    if key is not None and type(key) is not str:
        raise StorageError("bad_field", "the field 'match_key' must be text", field="match_key")
    return game, record, seats, options


def _check_seats(seats: list[Any], players: int) -> list[dict[str, Any]]:
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
    """One seat of a save, checked field by field (``i`` counts from 0)."""
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


def _check_options(options: Any) -> dict[str, Any]:
    if not isinstance(options, Mapping) or any(type(k) is not str for k in options):
        raise StorageError("bad_field", "the field 'options' must be an object", field="options")
    for key, value in options.items():
        # Checked before anything walks the values, so deep nesting never recurses.
        if value is not None and type(value) not in (bool, int, str):
            raise StorageError("bad_field", f"the option {excerpt(key)} must be a plain value", field="options")
    return dict(options)


def _check_top_level(obj: Any) -> str:
    """The object, its format and its plain fields; returns the game's name."""
    if not isinstance(obj, dict):
        raise StorageError("not_object", "it does not hold a JSON object")
    check_format(obj, SAVE_FORMAT)
    unknown = sorted(
        k for k in obj if k not in ("format", "game", "options", "seats", "record", "saved_at", "match_key")
    )
    if unknown:
        name = excerpt(unknown[0])
        raise StorageError("unknown_field", f"it has an unknown field {name}", field=name)
    for key in ("game", "options", "seats", "record", "saved_at"):
        if key not in obj:
            raise StorageError("bad_field", f"the field {key!r} is missing", field=key)
    game = obj["game"]
    if type(game) is not str or game not in GAMES:
        raise StorageError("bad_field", "the field 'game' names no game this app plays", field="game")
    if type(obj["saved_at"]) is not str or len(obj["saved_at"]) > MAX_SAVED_AT:
        raise StorageError(
            "bad_field", f"the field 'saved_at' must be text of at most {MAX_SAVED_AT} characters", field="saved_at"
        )
    return game
