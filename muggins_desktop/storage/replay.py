"""A stored match rebuilt by the rules engine: the one way any stored match comes back.

Nothing stored holds game state of its own. A library match and a named
save alike are rebuilt by replaying their record, which refuses any illegal
or inconsistent event, after their options were shown to start the very
match the record starts. A tampered or damaged file can therefore only fail
to load; it never yields a position the rules would not allow.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from muggins_desktop.engine import Match, RecordError, match_class, match_from_record
from muggins_desktop.engine.base import canonical
from muggins_desktop.storage.atomic import shorten
from muggins_desktop.storage.checks import check_parts
from muggins_desktop.storage.errors import StorageError


@dataclass
class Rebuilt:
    """A match replayed from its parts, with its seats and options as the checks returned them."""

    match: Match
    seats: list[dict[str, Any]]
    options: dict[str, Any]


def rebuild(
    game: str, options: Any, seats: Any, record: Sequence[Mapping[str, Any]], key: str | None = None
) -> Rebuilt:
    """Check a stored match's parts and replay its record; ``StorageError`` with the reason otherwise.

    ``key`` is a fair match's kept key (it must fit the record's commitment).
    Any other failure is reported as damage too: a bad file must never crash
    the app.
    """
    with gc_paused():
        try:
            events, checked_seats, checked_options = check_parts(game, list(record), options, seats)
            check_options_match(game, checked_options, events[0])
            return Rebuilt(replay(events, key), checked_seats, checked_options)
        except StorageError:
            raise
        except Exception as exc:  # last resort
            raise StorageError("internal_error", f"it could not be interpreted ({type(exc).__name__})") from exc


def replay(record: list[dict[str, Any]], key: str | None = None) -> Match:
    """The match rebuilt by the rules engine; any failure is the file's ``bad_record``."""
    try:
        return match_from_record(record, key=key)
    except RecordError as exc:
        detail = shorten(str(exc).rstrip(". "), 100)
        raise StorageError("bad_record", f"its record is not a legal match ({detail})", detail=detail) from exc
    except RecursionError as exc:
        raise StorageError("bad_record", "its record is nested too deeply") from exc
    except Exception as exc:
        raise StorageError("bad_record", f"its record cannot be replayed ({type(exc).__name__})") from exc


def check_options_match(game: str, options: Mapping[str, Any], start: Mapping[str, Any]) -> None:
    """The options must start the very match the record starts.

    Comparing the ``match_start`` a fresh match would emit (rather than field
    by field) also covers options the engine adjusts, such as Muggins being
    switched off under Lowball.
    """
    cls = match_class(game)
    kwargs = dict(options)
    try:
        # The deal (its number, commitment and seats) and a series' first seat come from the record.
        config = cls.config_from_start(dict(start))
        kwargs.pop("seed", None)
        kwargs.pop("series", None)  # the window's series so far (JSON text), not an engine option
        kwargs.pop("replays", None)  # a duplicate's original match (a library id), not an engine option
        kwargs["deal"], kwargs["first"] = config["deal"], config["first"]
        fresh = cls(**kwargs)
    except Exception as exc:
        raise StorageError("options_mismatch", f"its options cannot start a match ({type(exc).__name__})") from exc
    if canonical(fresh.record[0]) != start:
        raise StorageError("options_mismatch", "its options do not agree with the start of its record")


def kept_key(match: Any) -> str | None:
    """A fair match's key (hex) until its record reveals it, so a resumed match can still reveal it."""
    key = getattr(getattr(match, "deal", None), "key", None)
    record = match.record
    if not isinstance(key, bytes) or (record and record[-1].get("event") == "reveal"):
        return None
    return key.hex()


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a stored match is parsed and replayed.

    Both only create objects that stay alive; on a long record the
    collector's repeated passes over them made loading grow faster than the
    record (10,000 events cost about 1.5x more per event than 2,500).
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
