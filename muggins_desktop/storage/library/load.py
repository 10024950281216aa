"""Loading one library match: its files read, checked and replayed.

The sidecar and the record are read through the door (``storage/files.py``),
and the match is rebuilt by ``storage/replay.py``, which a named save goes
through too (seats, options against ``match_start``, every event replayed
by the rules engine). Only when that fails is the record looked at more
closely: if all that is wrong is a last action cut short by a crash, the
match is loaded without it (``lost`` says how many events were dropped);
anything else is damage, reported with the reason.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from muggins_desktop.engine import RecordError, match_class
from muggins_desktop.engine.base import Match
from muggins_desktop.engine.deals import Origin
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.files import parse_json, read_file
from muggins_desktop.storage.library import meta as lm
from muggins_desktop.storage.library import record as lr
from muggins_desktop.storage.replay import Rebuilt, rebuild


@dataclass
class LoadedMatch:
    """A library match rebuilt from its files.

    ``match`` is the replayed match, ``seats`` and ``options`` as a saved
    game has them; ``ends`` are the byte offsets of the record's whole lines
    (what the writer needs to append after them); ``lost`` counts the events
    of a torn last line or a half-written last action that were dropped.
    """

    meta: lm.MatchMeta
    match: Match
    seats: list[dict[str, Any]]
    options: dict[str, Any]
    ends: list[int]
    lost: int

    @property
    def id(self) -> str:
        return self.meta.id

    @property
    def record(self) -> list[dict[str, Any]]:
        return list(self.match.record)

    @property
    def key_missing(self) -> bool:
        """A fair match still running whose key is gone (its sidecar was rewritten without it).

        Its deals still follow the recorded deal number, but nothing can be
        revealed at the end: the player is told when the match is resumed,
        not only when it ends.
        """
        deal = self.match.deal
        return deal.origin == Origin.FAIR and deal.key is None and self.match.outcome is None


def read_meta(folder: Path, match_id: str) -> lm.MatchMeta:
    """The sidecar of ``match_id`` from disk (``FileNotFoundError``, ``StorageError``)."""
    data = read_file(folder / f"{match_id}.json", lm.MAX_SIDECAR_BYTES)
    return lm.MatchMeta.from_json(parse_json(data), match_id)


def odd_sidecar(folder: Path, match_id: str) -> StorageError | None:
    """Why a record's sidecar was not seen when something that is no regular file holds its name.

    The folder's scan skips FIFOs, folders, sockets and links, so such a
    sidecar looked missing and its good record was moved aside for "no
    description file". The record is fine: the caller leaves it in place
    and tells this reason instead. None when nothing holds the name.
    """
    try:
        info = os.lstat(folder / f"{match_id}.json")
    except OSError:
        return None
    if stat.S_ISREG(info.st_mode):
        return None
    return StorageError("sidecar_not_regular", "its description file is not a regular file")


def load(folder: Path, match_id: str) -> LoadedMatch:
    """Read and replay a match; ``StorageError`` with the reason when it cannot be used."""
    meta = read_meta(folder, match_id)
    try:
        data = read_file(folder / f"{match_id}.jsonl", lr.MAX_RECORD_BYTES)
    except FileNotFoundError:
        data = b""  # created, but the app stopped before the first line was written
    parsed = lr.parse(data)
    events, ends = parsed.events, parsed.ends
    lost = int(parsed.torn)
    if not events:
        events = _fresh_record(meta)
        ends = []
    try:
        saved = _validated(meta, events)
    except StorageError as first:
        keep = _whole_actions(events, first, meta.match_key)
        lost += len(events) - keep
        if keep:
            events, ends = events[:keep], ends[:keep]
        else:
            events, ends = _fresh_record(meta), []
        saved = _validated(meta, events)
    return LoadedMatch(meta, saved.match, saved.seats, saved.options, list(ends), lost)


def _validated(meta: lm.MatchMeta, events: list[dict[str, Any]]) -> Rebuilt:
    return rebuild(meta.game, dict(meta.options), [dict(s) for s in meta.seats], events, meta.match_key)


def _whole_actions(events: list[dict[str, Any]], first: StorageError, key: str | None) -> int:
    """How many events are whole actions, when the only fault is a last action cut short."""
    if first.code != "bad_record":
        raise first
    try:
        keep = lr.complete_length(events, key)
    except RecordError:
        raise first from None
    if keep >= len(events):
        raise first
    return keep


def _fresh_record(meta: lm.MatchMeta) -> list[dict[str, Any]]:
    """The events a match starts with (``match_start`` and the first deal), from its sidecar.

    A new match's sidecar is written before its record; when the app stopped
    in between, the sidecar's copy of ``match_start`` (which holds the deal)
    and its kept key give back exactly the events that were about to be
    written.
    """
    try:
        cls = match_class(meta.game)
        match = cls(**cls.config_from_start(dict(meta.start)))
        if meta.match_key is not None:
            match.deal = match.deal.with_key(meta.match_key)
    except Exception as exc:  # any failure means the sidecar's start is bad
        raise StorageError("options_mismatch", f"its start cannot begin a match ({type(exc).__name__})") from exc
    return [dict(e) for e in match.record]
