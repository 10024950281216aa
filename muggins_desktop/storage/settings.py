"""The player's preferences, kept in ``settings.json``.

A settings file is all or nothing: if any field is wrong the whole file is
moved aside and the defaults are used. Keeping the "valid" half of a damaged
file could silently mix two people's choices or a half-written edit, and a
clear single report is easier to act on than a partial repair.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from muggins_desktop.ai import LEVELS
from muggins_desktop.storage import paths
from muggins_desktop.storage.atomic import (
    atomic_write_json,
    excerpt,
    read_json,
    report_bad_file,
)
from muggins_desktop.storage.errors import FileProblem, StorageError
from muggins_desktop.storage.names import MAX_NAME_LENGTH, has_forbidden_characters

SETTINGS_FORMAT = 2
# Format 1 came before the computer players searched a fixed amount: its
# ``ai_budget_ms`` default of 200 was their thinking time. Now it is only a
# safety cap, and 200 ms would cut a few hard cribbage decisions short on an
# ordinary machine, so a format-1 file still holding that default loads with
# the new one. Any other value was the player's own choice and is kept.
OLD_FORMATS = (1,)
OLD_DEFAULT_BUDGET_MS = 200
DEFAULT_BUDGET_MS = 1000

THEMES = ("green", "blue", "dark", "burgundy")  # the felt
# The looks and sound (names as in ui/looks/themes.py; a test keeps them equal).
DECKS = ("standard", "four_colour", "large_index")
CARD_BACKS = ("blue", "red", "green")
TILE_STYLES = ("ivory", "black", "coloured")
BOARD_WOODS = ("oak", "walnut")
LANGUAGES = ("system", "en", "uk", "pl")
PACES = ("fast", "normal", "slow")
AUTO_ON_OFF = ("auto", "on", "off")
TEXT_SCALE_RANGE = (1.0, 2.0)
__all__ = ["MAX_NAME_LENGTH", "Settings", "has_control_characters", "load_settings", "save_settings"]


@dataclass
class Settings:
    """Every preference the app keeps between runs.

    ``player_name`` empty means "use the name of the OS user" (the UI shows
    "You" when it has none). ``seat_levels`` are the levels of computer seats
    1, 2 and 3 (seat 0 is the player).
    """

    format: ClassVar[int] = SETTINGS_FORMAT

    player_name: str = ""
    dominoes_players: int = 2
    cribbage_players: int = 2
    seat_levels: list[str] = field(default_factory=lambda: ["medium", "medium", "medium"])
    cribbage_target: int = 121
    cribbage_muggins: bool = True
    cribbage_lowball: bool = False
    cribbage_partnerships: bool = False
    animation_ms: int = 250
    ai_pause_ms: int = 600
    ai_budget_ms: int = DEFAULT_BUDGET_MS
    theme: str = "green"
    tally_marks: bool = False
    language: str = "system"
    hints: bool = True
    confirm_leave: bool = True
    pace: str = "normal"
    click_to_continue: bool = False
    text_scale: float = 1.0
    high_contrast: str = "auto"
    reduce_motion: str = "auto"
    messages_stay: bool = False
    hints_in_hot_seat: bool = False
    allow_take_back: bool = True
    deck: str = "standard"
    card_back: str = "blue"
    tiles: str = "ivory"
    board_wood: str = "oak"
    sound_on: bool = True
    volume: int = 60  # 0-100, a moderate default

    def copy(self) -> Settings:
        return dataclasses.replace(self, seat_levels=list(self.seat_levels))

    def to_json(self) -> dict[str, Any]:
        return {"format": SETTINGS_FORMAT, **dataclasses.asdict(self)}

    @classmethod
    def from_json(cls, obj: Any) -> Settings:
        """Build settings from parsed JSON, refusing anything not exactly right.

        Missing fields take their defaults (a hand-written file may list only
        what it changes); unknown fields are refused because they are most
        likely a typo that would otherwise be silently ignored.
        """
        if not isinstance(obj, dict):
            raise StorageError("not_object", "it does not hold a JSON object")
        old = type(obj.get("format")) is int and obj.get("format") in OLD_FORMATS
        if not old:
            check_format(obj, SETTINGS_FORMAT)
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(k for k in obj if k != "format" and k not in names)
        if unknown:
            name = excerpt(unknown[0])
            raise StorageError("unknown_field", f"it has an unknown field {name}", field=name)
        values: dict[str, Any] = {}
        for name in names:
            if name in obj:
                values[name] = _VALIDATORS[name](name, obj[name])
        if old and values.get("ai_budget_ms") == OLD_DEFAULT_BUDGET_MS:
            values["ai_budget_ms"] = DEFAULT_BUDGET_MS
        return cls(**values)

    def validate(self) -> None:
        """Raise ``StorageError`` when a field holds a value the app cannot use."""
        for f in dataclasses.fields(self):
            _VALIDATORS[f.name](f.name, getattr(self, f.name))


def check_format(obj: dict[str, Any], expected: int) -> None:
    """Refuse files without our ``format`` number or with a newer/older one."""
    if "format" not in obj:
        raise StorageError("format_missing", "it has no format version")
    version = obj["format"]
    if type(version) is not int or version != expected:
        shown = excerpt(version)
        raise StorageError("format_unknown", f"its format version {shown} is not one this app knows", version=shown)


# ------------------------------------------------------------------ validators
def _bad(name: str, what: str, rule: str = "", **params: Any) -> StorageError:
    """A field with a wrong value; ``rule`` and ``params`` say what it must be (for translations)."""
    return StorageError("bad_field", f"the field {name!r} {what}", field=name, rule=rule, **params)


def _int_range(low: int, high: int) -> Callable[[str, Any], int]:
    def check(name: str, value: Any) -> int:
        if type(value) is not int or not low <= value <= high:
            raise _bad(name, f"must be a whole number from {low} to {high}", "whole_number", low=low, high=high)
        return value

    return check


def _choice(options: tuple[Any, ...]) -> Callable[[str, Any], Any]:
    def check(name: str, value: Any) -> Any:
        if type(value) not in (str, int) or value not in options:
            listed = ", ".join(str(o) for o in options)
            raise _bad(name, "must be one of " + listed, "one_of", options=listed)
        return value

    return check


def _bool(name: str, value: Any) -> bool:
    if type(value) is not bool:
        raise _bad(name, "must be true or false", "true_false")
    return value


def _float_range(low: float, high: float) -> Callable[[str, Any], float]:
    """A real number in ``[low, high]``; whole numbers count (1 is 1.0), booleans do not."""

    def check(name: str, value: Any) -> float:
        if type(value) not in (int, float) or not math.isfinite(value) or not low <= value <= high:
            raise _bad(name, f"must be a number from {low:g} to {high:g}", "number", low=low, high=high)
        return float(value)

    return check


def has_control_characters(text: str) -> bool:
    """Control or direction characters, or lone surrogates: never allowed in a name (``storage.names``)."""
    return has_forbidden_characters(text)


def _name(name: str, value: Any) -> str:
    if type(value) is not str or len(value) > MAX_NAME_LENGTH:
        raise _bad(name, f"must be text of at most {MAX_NAME_LENGTH} characters", "text", max=MAX_NAME_LENGTH)
    if has_control_characters(value):
        raise _bad(name, "must not contain control characters", "no_control")
    return value


def _levels(name: str, value: Any) -> list[str]:
    if type(value) is not list or len(value) != 3 or any(type(v) is not str or v not in LEVELS for v in value):
        raise _bad(name, "must list three levels out of " + ", ".join(LEVELS), "levels", options=", ".join(LEVELS))
    return list(value)


_VALIDATORS: dict[str, Callable[[str, Any], Any]] = {
    "player_name": _name,
    "dominoes_players": _int_range(2, 4),
    "cribbage_players": _int_range(2, 4),
    "seat_levels": _levels,
    "cribbage_target": _choice((61, 121)),
    "cribbage_muggins": _bool,
    "cribbage_lowball": _bool,
    "cribbage_partnerships": _bool,
    "animation_ms": _int_range(0, 2000),
    "ai_pause_ms": _int_range(0, 5000),
    "ai_budget_ms": _int_range(10, 10000),
    "theme": _choice(THEMES),
    "tally_marks": _bool,
    "language": _choice(LANGUAGES),
    "hints": _bool,
    "confirm_leave": _bool,
    "pace": _choice(PACES),
    "click_to_continue": _bool,
    "text_scale": _float_range(*TEXT_SCALE_RANGE),
    "high_contrast": _choice(AUTO_ON_OFF),
    "reduce_motion": _choice(AUTO_ON_OFF),
    "messages_stay": _bool,
    "hints_in_hot_seat": _bool,
    "allow_take_back": _bool,
    "deck": _choice(DECKS),
    "card_back": _choice(CARD_BACKS),
    "tiles": _choice(TILE_STYLES),
    "board_wood": _choice(BOARD_WOODS),
    "sound_on": _bool,
    "volume": _int_range(0, 100),
}


# ------------------------------------------------------------------ files
def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults plus a one-sentence report.

    The first start (no file yet) writes the defaults so the user can find and
    edit the file. A bad file is moved aside unchanged and the defaults are
    used. Never raises for a bad or missing file.
    """
    path = Path(path) if path is not None else paths.settings_path()
    try:
        settings = Settings.from_json(read_json(path))
    except FileNotFoundError:
        settings = Settings()
        try:
            save_settings(settings, path)
        except OSError as exc:
            reason = f"it cannot be written ({exc.strerror or exc})"
            text = f"The default settings could not be saved to {path} because {reason}; they are used for now."
            return settings, FileProblem(
                text,
                code="write_failed",
                path=str(path),
                aside=None,
                reason=reason,
                kind="settings_unwritable",
                params={"error": exc.strerror or str(exc), "errno": exc.errno or 0},
            )
        return settings, None
    except StorageError as exc:
        # The defaults are not written here: the next save (or the next start,
        # which then finds no file) writes them, and the bad file stays aside.
        return Settings(), report_bad_file(path, exc, "The settings file", "the default settings are used", "settings")
    return settings, None


def load_settings_or_defaults() -> tuple[Settings, str | None]:
    """``load_settings()`` for the app's start: whatever goes wrong, the defaults and why.

    Called before Qt is imported (ui/app/app.py); a settings problem must not stop the app.
    """
    try:
        return load_settings()
    except Exception as exc:
        return Settings(), str(exc)


def peek_settings(path: Path | None = None) -> Settings | None:
    """The saved settings if the file is valid, else None; never writes or moves anything.

    For a second instance that must not touch the files of the first one but
    wants to speak the player's language.
    """
    try:
        return Settings.from_json(read_json(Path(path) if path is not None else paths.settings_path()))
    except (OSError, StorageError):
        return None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write ``settings`` atomically; refuses invalid values (``StorageError``)."""
    settings.validate()
    atomic_write_json(Path(path) if path is not None else paths.settings_path(), settings.to_json(), pretty=True)
