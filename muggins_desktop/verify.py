"""``muggins-desktop verify RECORD.jsonl``: is this match record provably fair?

It checks, in this order, and stops at the first thing that does not fit:

1. the revealed key hashes (SHA-256) to the commitment of ``match_start``;
2. the key and the player's seed give the record's deal number;
3. every deal, cut, lot and starter is the one the deal number gives, and
   every other event follows from the actions before it (the engine replays
   the whole match, so a missing, extra or altered event is named too).

One line comes out. Exit status 0: fair (all three hold). 1: something
differs (the line names the event), or there is nothing to prove it with (an
older record without a commitment, a match started from a given deal number,
or a key not revealed yet). 2: bad input (no such file, not a regular file,
too large, not a match record). ``docs/FAIRNESS.md`` explains it for players
and gives a 30-line script that does steps 1–3 for the deals without the app.

The UI can call ``verify_record(events)`` and show ``Verdict.line``.
"""

from __future__ import annotations

import argparse
import hmac
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from muggins_desktop.engine import GAMES, match_class
from muggins_desktop.engine.base import Event, canonical
from muggins_desktop.engine.deals import DealError, DealNumber, Origin, commitment_of, deal_number_from, parse_key
from muggins_desktop.engine.errors import IllegalAction

FAIR, DIFFERS, UNPROVEN = "fair", "differs", "not proven"
EXIT = {FAIR: 0, DIFFERS: 1, UNPROVEN: 1}
MAX_RECORD_BYTES = 32 * 1024 * 1024


class BadInput(ValueError):
    """Not something ``verify`` can read as a match record (exit status 2)."""


@dataclass(frozen=True)
class Verdict:
    status: str  # FAIR, DIFFERS or UNPROVEN
    message: str
    event: int | None = None  # 1-based number of the first event that differs

    @property
    def line(self) -> str:
        return f"{self.status}: {self.message}"

    @property
    def exit_status(self) -> int:
        return EXIT[self.status]


# ------------------------------------------------------------------ reading
def read_record(path: Path) -> list[Event]:
    """The events of a record file: the one place ``verify`` reads files (switch the reader here).

    Regular files only, at most ``MAX_RECORD_BYTES``; JSON Lines, a JSON
    list or a saved game, as ``storage.records.parse_record`` reads them.
    """
    from muggins_desktop.engine.errors import RecordError
    from muggins_desktop.storage.errors import StorageError
    from muggins_desktop.storage.files import read_file
    from muggins_desktop.storage.records import parse_record

    try:
        data = read_file(path, MAX_RECORD_BYTES)
    except FileNotFoundError:
        raise BadInput(f"{path}: no such file") from None
    except StorageError as exc:
        raise BadInput(f"{path} cannot be read: {exc.reason}") from None
    try:
        return parse_record(data.decode("utf-8"), str(path))
    except UnicodeDecodeError:
        raise BadInput(f"{path} is not UTF-8 text") from None
    except RecordError as exc:
        raise BadInput(str(exc).rstrip(".")) from None
    except RecursionError:
        raise BadInput(f"{path} is nested too deeply to be a match record") from None


# ------------------------------------------------------------------ checking
def verify_record(events: Sequence[Event]) -> Verdict:
    """The verdict on a whole record (``BadInput`` when it is no match record at all)."""
    if not events or not isinstance(events[0], dict) or events[0].get("event") != "match_start":
        raise BadInput("the record does not start with a match_start event")
    start = events[0]
    if start.get("game") not in GAMES:
        raise BadInput(f"the record names no game this app plays ({str(start.get('game'))[:20]!r})")
    cls = match_class(str(start["game"]))
    try:
        options = cls.config_from_start(start)
    except (KeyError, TypeError, ValueError) as exc:
        return Verdict(DIFFERS, f"event 1 (match_start) is not a valid start: {exc}", 1)
    deal = options["deal"]
    after = _after_reveal(events)
    if after is not None:  # the reveal itself may be right: what is wrong is what follows it
        return Verdict(
            DIFFERS, f"event {after + 1} ({_kind(events[after])}) follows the reveal, which must be last", after + 1
        )
    last = events[-1] if isinstance(events[-1], dict) else {}
    if deal.origin == Origin.FAIR and last.get("event") == "reveal":
        problem = _check_key(start, last, len(events))
        if problem is not None:
            return problem
        options["deal"] = deal.with_key(parse_key(last["key"]))
    replayed = _replay(cls, options, events)
    if replayed is not None:
        return replayed
    if deal.origin == Origin.LEGACY:
        return Verdict(UNPROVEN, "an older record (Mersenne Twister seed, no commitment); its deals do follow its seed")
    number = DealNumber(deal.number)
    if deal.origin == Origin.GIVEN:
        return Verdict(UNPROVEN, f"started from the given deal number {number} (no commitment); every deal follows it")
    if last.get("event") != "reveal":
        return Verdict(UNPROVEN, f"the key is not revealed yet; so far every deal follows deal number {number}")
    return Verdict(FAIR, f"the key matches the commitment and every deal follows deal number {number}")


def _check_key(start: Event, reveal: Event, index: int) -> Verdict | None:
    """Steps 1 and 2; the wording tells which of the two events was altered."""
    where = f"event {index} (reveal)"
    try:
        key = parse_key(reveal.get("key"))  # type: ignore[arg-type]
    except DealError:
        return Verdict(DIFFERS, f"{where} holds no 64-digit hex key", index)
    try:
        gives = deal_number_from(key, start.get("player_seed"))  # type: ignore[arg-type]
    except DealError as exc:
        return Verdict(DIFFERS, f"event 1 (match_start): its player's seed cannot be used ({exc})", 1)
    fits_number = gives.value == start.get("seed")
    if not hmac.compare_digest(commitment_of(key), str(start.get("commitment"))):
        if fits_number:
            return Verdict(DIFFERS, "event 1 (match_start): its commitment is not the SHA-256 of the revealed key", 1)
        return Verdict(DIFFERS, f"{where}: the revealed key does not hash to the commitment of event 1", index)
    if not fits_number:
        return Verdict(
            DIFFERS, f"event 1 (match_start): the key and the player's seed give deal number {gives}, not this one", 1
        )
    return None


def _replay(cls: Any, options: dict[str, Any], events: Sequence[Event]) -> Verdict | None:
    """Step 3: the engine plays the record's actions again; the first event that differs, if any."""
    try:
        match = cls(**options)
    except (TypeError, ValueError) as exc:
        return Verdict(DIFFERS, f"event 1 (match_start) is not a valid start: {exc}", 1)
    expected = canonical(list(events))
    done = 0
    while True:
        produced = canonical(match.record[done:])
        for offset, got in enumerate(produced):
            i = done + offset
            if i >= len(expected):
                return Verdict(DIFFERS, f"the record stops early: event {i + 1} ({got['event']}) is missing", i + 1)
            if got != expected[i]:
                return Verdict(DIFFERS, f"event {i + 1} ({_kind(expected[i])}): {_difference(expected[i], got)}", i + 1)
        done = len(match.record)
        if done >= len(expected):
            return None
        event = expected[done]
        number = f"event {done + 1} ({_kind(event)})"
        if not isinstance(event, dict):
            return Verdict(DIFFERS, f"{number} is not an event object", done + 1)
        if event.get("event") == "reveal":
            if match.reveal() is None:
                return Verdict(DIFFERS, f"{number}: this match has no key to reveal", done + 1)
            continue
        try:
            step = match.action_from_event(event)
        except (TypeError, ValueError, KeyError, IndexError) as exc:
            return Verdict(DIFFERS, f"{number} is malformed ({exc})", done + 1)
        if step is None:
            return Verdict(DIFFERS, f"{number} does not follow from the events before it", done + 1)
        try:
            match.apply(step[1], step[0])
        except IllegalAction as exc:
            return Verdict(DIFFERS, f"{number} is not a legal action there ({exc.message})", done + 1)


def _after_reveal(events: Sequence[Event]) -> int | None:
    """The index of the first event after a reveal, or None when a reveal is last or absent.

    The reveal closes a record; an event after it used to be told as "this
    match has no key to reveal", blaming the reveal for what came later.
    """
    for i, event in enumerate(events[:-1]):
        if isinstance(event, dict) and event.get("event") == "reveal":
            return i + 1
    return None


def _kind(event: Any) -> str:
    return str(event.get("event"))[:20] if isinstance(event, dict) else "?"


def _difference(recorded: Any, replayed: Any, path: str = "") -> str:
    """Where two events first differ, in words ("hands[1][3] is 5H in the record; the deal gives 7C")."""
    if isinstance(recorded, dict) and isinstance(replayed, dict):
        if recorded.get("event") != replayed.get("event"):
            return f"the record has {_kind(recorded)} where the replay gives {_kind(replayed)}"
        for key in [*replayed, *(k for k in recorded if k not in replayed)]:
            if recorded.get(key, _MISSING) != replayed.get(key, _MISSING):
                return _difference(recorded.get(key, _MISSING), replayed.get(key, _MISSING), f"{path}.{key}")
    if isinstance(recorded, list) and isinstance(replayed, list) and len(recorded) == len(replayed):
        for i, (a, b) in enumerate(zip(recorded, replayed, strict=True)):
            if a != b:
                return _difference(a, b, f"{path}[{i}]")
    name = path.lstrip(".") or "it"
    return f"{name} is {_short(recorded)} in the record; the deal number and the actions give {_short(replayed)}"


class _Missing:
    def __repr__(self) -> str:
        return "missing"


_MISSING = _Missing()


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


# ------------------------------------------------------------------ the command
def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="muggins-desktop verify",
        description="Check that a match record is provably fair: the revealed key fits the commitment "
        "and every deal follows the deal number. Exit 0 fair, 1 not (or not provable), 2 bad input.",
    )
    p.add_argument("record", type=Path, help="a match record (.jsonl), a JSON list of events or a saved game")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        verdict = verify_record(read_record(args.record))
    except BadInput as exc:
        print(f"muggins-desktop verify: error: {exc}", file=sys.stderr)
        return 2
    print(verdict.line)
    return verdict.exit_status


if __name__ == "__main__":
    sys.exit(main())
