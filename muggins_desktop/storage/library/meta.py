"""What the library knows of one match besides its record: the sidecar file.

A match is two files side by side: ``<id>.jsonl``, its record (one event a
line, appended as the match is played) and ``<id>.json``, this sidecar
(seats, options, where it came from, when it was created, last opened,
finished and put in the trash, and its result). The record changes with
every move and is only ever appended to; the sidecar changes a handful of
times in a match's life and is replaced atomically each time. Keeping the
two apart is what makes a move cost one small append whatever the match's
length, while the lifecycle stays one atomic file write.

Whether a match is finished is said twice: by its record (a ``match_end``)
and by the sidecar's ``result``, which is there so that listing 10,000
finished matches never opens their records. When they disagree (the app was
killed between the last append and the sidecar write) the record wins.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Self

from muggins_desktop.storage.atomic import dump_json, excerpt
from muggins_desktop.storage.checks import check_options, check_seats
from muggins_desktop.storage.errors import SaveError, StorageError

META_FORMAT = 1
#: A sidecar is a few hundred bytes; a larger file is not read.
MAX_SIDECAR_BYTES = 256 * 1024
ID_PATTERN = re.compile(r"[0-9]{8}T[0-9]{6}Z-[0-9a-f]{8}")
META_FIELDS = (
    "format",
    "id",
    "game",
    "options",
    "seats",
    "created_at",
    "opened_at",
    "finished_at",
    "trashed_at",
    "result",
    "origin",
    "start",
    "match_key",
)
RESULT_FIELDS = ("winner", "scores", "skunk", "events", "rounds")
ORIGIN_KINDS = ("autosave", "save", "record")
MAX_TIME_TEXT = 64
MAX_ORIGIN_NAME = 255
MAX_EVENTS = 10_000_000
KEY_PATTERN = re.compile(r"[0-9a-f]{64}")
DEAL_PATTERN = re.compile(r"[0-9]{5}-[0-9]{5}")

UNFINISHED = "unfinished"
FINISHED = "finished"
TRASHED = "trashed"


def now_text() -> str:
    """The current UTC time as stored in sidecars (microseconds keep the order of quick changes)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def new_id(when: datetime | None = None) -> str:
    """A match id: its creation time (so ids sort by age) and 32 random bits."""
    stamp = (when or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    return f"{stamp}-{secrets.token_hex(4)}"


def parse_time(text: str) -> datetime:
    """A stored time as an aware ``datetime`` (naive text is read as UTC)."""
    value = datetime.fromisoformat(text)
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


@dataclass(frozen=True)
class MatchResult:
    """How a match ended: ``winner`` is a side (a seat unless partnerships), ``scores`` per side."""

    winner: int | None
    scores: tuple[int, ...]
    skunk: str | None
    events: int
    rounds: int

    def to_json(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "scores": list(self.scores),
            "skunk": self.skunk,
            "events": self.events,
            "rounds": self.rounds,
        }

    @classmethod
    def from_json(cls, obj: Any) -> MatchResult:
        if not isinstance(obj, dict) or sorted(obj) != sorted(RESULT_FIELDS):
            raise StorageError("bad_field", "the field 'result' is not a match result", field="result")
        winner, scores, skunk = obj["winner"], obj["scores"], obj["skunk"]
        if winner is not None and (type(winner) is not int or not 0 <= winner < 4):
            raise StorageError("bad_field", "the result names no winning side", field="result")
        if type(scores) is not list or not 2 <= len(scores) <= 4 or any(type(s) is not int for s in scores):
            raise StorageError("bad_field", "the result has no scores", field="result")
        if skunk is not None and skunk not in ("skunk", "double"):
            raise StorageError("bad_field", "the result has an unknown skunk", field="result")
        for name in ("events", "rounds"):
            if type(obj[name]) is not int or not 0 <= obj[name] <= MAX_EVENTS:
                raise StorageError("bad_field", f"the result's {name!r} is not a count", field="result")
        return cls(winner, tuple(scores), skunk, obj["events"], obj["rounds"])


@dataclass(frozen=True)
class MatchMeta:
    """One sidecar, checked. ``seats`` and ``options`` passed the checks a saved game's pass."""

    id: str
    game: str
    options: Mapping[str, Any]
    seats: tuple[Mapping[str, Any], ...]
    created_at: str
    opened_at: str
    finished_at: str | None = None
    trashed_at: str | None = None
    result: MatchResult | None = None
    origin: Mapping[str, Any] | None = field(default=None)
    start: Mapping[str, Any] = field(default_factory=dict)
    match_key: str | None = field(default=None, repr=False)

    @property
    def status(self) -> str:
        if self.trashed_at is not None:
            return TRASHED
        return FINISHED if self.result is not None else UNFINISHED

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.get("kind") == "human")

    @property
    def deal(self) -> str | None:
        """The written deal number ("48213-90177"; None for records older than numbered deals)."""
        label = self.start.get("deal")
        return label if type(label) is str and DEAL_PATTERN.fullmatch(label) else None

    @property
    def took_back(self) -> bool:
        """Whether a person took a move back in this match (statistics count such matches apart)."""
        return any(int(s.get("takebacks") or 0) for s in self.seats)

    def changed(self, **changes: Any) -> Self:
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": META_FORMAT,
            "id": self.id,
            "game": self.game,
            "options": dict(self.options),
            "seats": [dict(s) for s in self.seats],
            "created_at": self.created_at,
            "opened_at": self.opened_at,
            "finished_at": self.finished_at,
            "trashed_at": self.trashed_at,
            "result": None if self.result is None else self.result.to_json(),
            "origin": None if self.origin is None else dict(self.origin),
            "start": dict(self.start),
            "match_key": self.match_key,
        }

    def to_bytes(self) -> bytes:
        return dump_json(self.to_json())

    @classmethod
    def from_json(cls, obj: Any, expect_id: str | None = None) -> MatchMeta:
        """Check a sidecar field by field; ``StorageError`` with one reason otherwise."""
        _check_fields(obj)
        match_id = _match_id(obj["id"], expect_id)
        if obj["game"] not in ("dominoes", "cribbage") or type(obj["game"]) is not str:
            raise StorageError("bad_field", "the field 'game' names no game this app plays", field="game")
        options = check_options(obj["options"])
        players = options.get("players")
        if type(players) is not int or not 2 <= players <= 4:
            raise StorageError("bad_field", "the options give no valid number of players", field="options")
        seats = check_seats(obj["seats"], players)
        times = {name: _time(obj, name, optional=name in ("finished_at", "trashed_at")) for name in _TIME_FIELDS}
        result = None if obj["result"] is None else MatchResult.from_json(obj["result"])
        return cls(
            id=match_id,
            game=obj["game"],
            options=options,
            seats=tuple(seats),
            created_at=times["created_at"] or "",
            opened_at=times["opened_at"] or "",
            finished_at=times["finished_at"],
            trashed_at=times["trashed_at"],
            result=result,
            origin=_origin(obj["origin"]),
            start=_start(obj["start"], obj["game"]),
            match_key=_key(obj["match_key"]),
        )


_TIME_FIELDS = ("created_at", "opened_at", "finished_at", "trashed_at")


def _check_fields(obj: Any) -> None:
    """A JSON object of this format with exactly the sidecar's fields (the first fault is the reason)."""
    if not isinstance(obj, dict):
        raise StorageError("not_object", "it does not hold a JSON object")
    if "format" not in obj:
        raise StorageError("format_missing", "it has no format version")
    if type(obj["format"]) is not int or obj["format"] != META_FORMAT:
        shown = excerpt(obj["format"])
        raise StorageError("format_unknown", f"its format version {shown} is not one this app knows", version=shown)
    unknown = sorted(str(k) for k in obj if k not in META_FIELDS)
    if unknown:
        name = excerpt(unknown[0])
        raise StorageError("unknown_field", f"it has an unknown field {name}", field=name)
    missing = [k for k in META_FIELDS if k not in obj]
    if missing:
        raise StorageError("bad_field", f"the field {missing[0]!r} is missing", field=missing[0])


def _match_id(value: Any, expect_id: str | None) -> str:
    """The sidecar's id: well formed, and the one its file is named after when that is known."""
    if type(value) is not str or not ID_PATTERN.fullmatch(value):
        raise StorageError("bad_field", "the field 'id' is not a match id", field="id")
    if expect_id is not None and value != expect_id:
        raise StorageError("bad_field", "the field 'id' does not match the file's name", field="id")
    return value


def _time(obj: dict[str, Any], name: str, optional: bool) -> str | None:
    value = obj[name]
    if value is None and optional:
        return None
    if type(value) is not str or len(value) > MAX_TIME_TEXT:
        raise StorageError("bad_field", f"the field {name!r} is not a time", field=name)
    try:
        parse_time(value)
    except ValueError as exc:
        raise StorageError("bad_field", f"the field {name!r} is not a time", field=name) from exc
    return value


def _origin(value: Any) -> dict[str, Any] | None:
    """Where an imported match came from: kind, file name, digest of the file's record."""
    if value is None:
        return None
    if not isinstance(value, dict) or sorted(value) != ["digest", "kind", "name"]:
        raise StorageError("bad_field", "the field 'origin' is not a file origin", field="origin")
    kind, name, digest = value["kind"], value["name"], value["digest"]
    if kind not in ORIGIN_KINDS or type(kind) is not str:
        raise StorageError("bad_field", "the field 'origin' has an unknown kind", field="origin")
    if type(name) is not str or len(name) > MAX_ORIGIN_NAME:
        raise StorageError("bad_field", "the field 'origin' has no usable file name", field="origin")
    if type(digest) is not str or not re.fullmatch(r"[0-9a-f]{64}", digest):
        raise StorageError("bad_field", "the field 'origin' has no digest", field="origin")
    return dict(value)


def _start(value: Any, game: str) -> dict[str, Any]:
    """The record's ``match_start``, so the sidecar alone can begin the match again.

    Only its shape is checked here; the events it starts are replayed
    (and so checked whole) whenever the match is loaded.
    """
    if not isinstance(value, dict) or value.get("event") != "match_start" or value.get("game") != game:
        raise StorageError("bad_field", "the field 'start' is not the start of a match", field="start")
    return value


def _key(value: Any) -> str | None:
    """A fair match's secret key while its record has not revealed it: 64 hex digits."""
    if value is not None and (type(value) is not str or not KEY_PATTERN.fullmatch(value)):
        raise StorageError("bad_field", "the field 'match_key' is not a match key", field="match_key")
    return value


# ------------------------------------------------------------------ records
def sides_of(meta: MatchMeta) -> int:
    """Score columns: two in four-player partnership cribbage, else one per seat."""
    return sides_for(meta.players, meta.options)


def sides_for(players: int, options: Mapping[str, Any]) -> int:
    return 2 if players == 4 and bool(options.get("partnerships")) else players


def closing(record: Sequence[Mapping[str, Any]]) -> tuple[Mapping[str, Any] | None, bool]:
    """The record's ``match_end`` (or None) and whether its key has been revealed.

    A fair match's last event is its ``reveal``, after the ``match_end``;
    a ``reveal`` without a ``match_end`` is a match given up (a player
    resigned): nobody may act in it any more.
    """
    if not record:
        return None, False
    revealed = record[-1].get("event") == "reveal"
    last = record[-2] if revealed and len(record) > 1 else record[-1]
    return (last if last.get("event") == "match_end" else None), revealed


def result_of(record: Sequence[Mapping[str, Any]], sides: int) -> MatchResult | None:
    """The result a record's ``match_end`` gives (no winner for a match given up), or None while it runs."""
    end, revealed = closing(record)
    if end is None and not revealed:
        return None
    return MatchResult(
        winner=None if end is None else end.get("winner"),
        scores=last_scores(record, sides) if end is None else tuple(int(s) for s in end.get("scores") or ()),
        skunk=None if end is None else end.get("skunk"),
        events=len(record),
        rounds=count_rounds(record),
    )


def count_rounds(record: Sequence[Mapping[str, Any]]) -> int:
    """Rounds (dominoes) or hands (cribbage) begun in a record."""
    return sum(1 for e in record if e.get("event") in ("round_start", "deal"))


def last_scores(record: Sequence[Mapping[str, Any]], sides: int) -> tuple[int, ...]:
    """The scores after the last event that carries them (zeros before the first)."""
    for event in reversed(record):
        scores = event.get("scores")
        if type(scores) is list and len(scores) == sides and all(type(s) is int for s in scores):
            return tuple(scores)
    return (0,) * sides


class LibraryError(SaveError):
    """A library action that cannot be done, with a sentence and what the UI needs to translate it.

    ``code``: ``not_found`` (no such match), ``in_use`` (another app plays
    it), ``not_in_trash``, ``set_up`` (a practice position, which the
    library does not keep), ``finished`` (nothing to resume), or a storage
    code (``bad_record``, ``not_json``, ...) for a damaged match, then with
    ``problem``: the ``FileProblem`` saying where its files were kept.
    """

    match_id: str = ""
    problem: Any = None


def library_error(action: str, match_id: str, code: str, reason: str, **params: Any) -> LibraryError:
    reason = reason.rstrip(". ")
    sentences = {
        "open": f"The match cannot be opened because {reason}.",
        "trash": f"The match cannot be put in the trash because {reason}.",
        "restore": f"The match cannot be taken out of the trash because {reason}.",
        "import": f"The file cannot be opened because {reason}.",
        "write": f"The match cannot be kept because {reason}.",
    }
    error = LibraryError(
        code, reason, sentence=sentences.get(action, f"The match cannot be used because {reason}."), **params
    )
    error.action = action
    error.match_id = match_id
    return error
