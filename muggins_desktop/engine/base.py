"""The shape every game in the app shares.

A match is a state machine: ``to_act`` says which seat must decide,
``legal_actions()`` lists what it may do, and ``apply()`` takes exactly one
action, appends the resulting events to ``record`` and returns them. All
randomness comes from the match's deal (``engine/deals.py``: one SHA-256
stream per deal, lot and cut, keyed by the deal number; records from older
versions keep their Mersenne Twister seed), so a match can be rebuilt from
its record (``from_record``) by re-applying the actions the events imply.
Events are plain JSON-ready dicts with an ``"event"`` key and the field names
of ``docs/RECORD_FORMAT.md``.

Fair matches hold a secret key until they end: ``apply`` then appends a
``reveal`` event with it (``reveal()`` does it early, for a resignation or a
deletion). Views and redacted events never carry the key, the player's seed
or the deal number (``FAIRNESS_FIELDS``): the computer players decide
without them.
"""

from __future__ import annotations

import copy as _copy
import json
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Self

from muggins_desktop.engine import deals as _deals
from muggins_desktop.engine.deals import Deal, DealError
from muggins_desktop.engine.errors import IllegalAction, RecordError

Event = dict[str, Any]
#: ``match_start`` fields that only the people may see (redacted from every view)
FAIRNESS_FIELDS = ("seed", *_deals.START_FIELDS)


@dataclass(frozen=True)
class Action:
    """Base class of every action; games define frozen dataclass subclasses."""

    #: True for an action that is a formality when it is a player's only one
    #: (the cut, a go, a forced draw, a pass): no decision is asked for it, so
    #: the table takes it for a computer at once, in the step of the move before.
    automatic: ClassVar[bool] = False


class Reason(StrEnum):
    """Why a match ended (the ``reason`` of ``Outcome`` and of cribbage's ``match_end``)."""

    TARGET = "target"  # a side reached the target and wins
    LOWBALL = "lowball"  # a side reached the target and loses (cribbage Lowball)
    ROUNDS = "rounds"  # dominoes: nobody reached the target in ROUND_CAP rounds; the highest score wins


class Skunk(StrEnum):
    """How badly a cribbage loser lost (RULES.md B1); None when not skunked."""

    SKUNK = "skunk"
    DOUBLE = "double"


@dataclass(frozen=True)
class Outcome:
    """How a finished match ended.

    ``winner`` is a side index (a seat index when there are no
    partnerships). ``skunk`` is only used by cribbage. ``reached`` is the
    side whose score reached the target (under Lowball that side loses);
    None when the match ended by the dominoes round cap.
    """

    winner: int | None
    scores: tuple[int, ...]
    reason: Reason = Reason.TARGET
    skunk: Skunk | None = None
    reached: int | None = None


def canonical(obj: Any) -> Any:
    """Return ``obj`` as it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(obj))


class Match:
    """Common state and bookkeeping of a match of any game."""

    game: ClassVar[str] = ""

    def __init__(
        self,
        players: int,
        target: int,
        seed: int | None = None,
        partnerships: bool = False,
        deal: Deal | None = None,
        first: int | None = None,
    ) -> None:
        try:
            self.deal = _deals.resolve(seed, deal)
        except DealError as exc:
            raise ValueError(str(exc)) from exc
        if self.deal.rotation >= players:
            raise ValueError(f"A {players}-player match cannot turn the seats by {self.deal.rotation}.")
        if first is not None and (type(first) is not int or not 0 <= first < players):
            raise ValueError(f"There is no seat {first!r} to begin.")
        self.players = players
        self.target = target
        #: the deal number's value (an older record's seed): the record's ``seed``
        self.seed = self.deal.number
        #: the seat that deals (cribbage) or leads (dominoes) first, set by a series; None: cut or lot
        self.first = first
        self.partnerships = partnerships
        self.source = self.deal.source(self.game)
        self.scores: list[int] = [0] * self.sides
        self.record: list[Event] = []
        self.actions: list[tuple[int, Action]] = []
        self.outcome: Outcome | None = None

    # ----------------------------------------------------------- seats, sides
    @property
    def sides(self) -> int:
        return 2 if self.partnerships else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    def neutral_lot(self, candidates: Sequence[int] | None = None, index: int = 1) -> int:
        """Pick one of ``candidates`` uniformly from the match's random source.

        A single uniform draw can never tie, so the "redraw among the tied"
        step of the rules never has to run. ``index`` names the lot (the
        round it is for), each lot being its own stream.
        """
        pool = list(range(self.players)) if candidates is None else list(candidates)
        return pool[self.source.stream("lot", index).randrange(len(pool))]

    def start_fields(self) -> dict[str, Any]:
        """The ``match_start`` fields every game adds: the deal, and the first seat when set."""
        fields = {"seed": self.seed, **self.deal.start_fields()}
        if self.first is not None:
            fields["first_" + self.first_role] = self.first
        return fields

    first_role: ClassVar[str] = ""  # "dealer" or "leader"

    # ------------------------------------------------------------ fairness
    @property
    def revealed(self) -> bool:
        """Whether the record already holds the ``reveal`` event."""
        return bool(self.record) and self.record[-1]["event"] == "reveal"

    def reveal(self) -> Event | None:
        """Publish the match key in the record (at the end; or now, when a player resigns or deletes).

        Returns the ``reveal`` event, or None when there is no key to publish
        (a match on a given deal number, or a key that was not kept) or it is
        already out. Once the key is out nobody may act: it would show the
        deals still to come.
        """
        if self.deal.key is None or self.revealed:
            return None
        self.forget_views()
        return self.emit("reveal", key=self.deal.key.hex())

    # ------------------------------------------------------------ the protocol
    @property
    def to_act(self) -> int | None:
        """The seat that must decide now, or None when the match is over."""
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """Every action ``to_act`` may take now (empty when the match is over)."""
        raise NotImplementedError

    def view_for(self, seat: int) -> Any:
        """What ``seat`` may see; computer players get only this."""
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        """Carry out a legal action, emitting events. Called by ``apply``."""
        raise NotImplementedError

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Say in a sentence why ``action`` is not legal now."""
        return IllegalAction("illegal", f"{action!r} is not allowed now.")

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply one action for ``to_act`` (or check that ``seat`` is to act).

        The action is checked against ``legal_actions()`` before anything
        changes, so an illegal action leaves the match exactly as it was.
        """
        if self.outcome is not None:
            raise IllegalAction("match_over", "The match is already over.")
        if self.revealed:
            raise IllegalAction("match_over", "The match is over: its key has been revealed.")
        actor = self.to_act
        if actor is None:
            raise IllegalAction("nobody_to_act", "Nobody is to act now.")
        if seat is not None and seat != actor:
            raise IllegalAction(
                "not_your_turn",
                f"It is not player {seat + 1}'s turn; player {actor + 1} must act.",
                seat=seat,
                to_act=actor,
            )
        if not isinstance(action, Action) or action not in self.legal_actions():
            raise self.explain_illegal(action)
        start = len(self.record)
        self._apply(action)
        self.actions.append((actor, action))
        if self.outcome is not None:
            self.reveal()
        return self.record[start:]

    def emit(self, event: str, **fields: Any) -> Event:
        record: Event = {"event": event, **fields}
        self.record.append(record)
        return record

    # ------------------------------------------------------------- copies
    def copy(self) -> Self:
        """An independent match at the same position, with the same future.

        The copy has its own random source (in the same state), scores,
        record, action list and game state, so applying actions to it never
        changes this match, and the same actions give the same events in
        both. Past events are shared: events are read-only once emitted.
        """
        other = _copy.copy(self)
        other.source = self.source.copy()
        other.scores = list(self.scores)
        other.record = list(self.record)
        other.actions = list(self.actions)
        self._copy_state(other)
        return other

    def _copy_state(self, other: Self) -> None:
        """Give ``other`` its own copy of the game's mutable state (games override)."""

    def forget_views(self) -> None:
        """Drop every cache derived from the position or the record.

        This is the one place caches are invalidated; ``from_position`` calls
        it, and so must code that edits ``record`` or the position directly.
        """

    # ------------------------------------------------------------- privacy
    def redact(self, event: Event, seat: int | None) -> Event:
        """Return ``event`` as ``seat`` may see it (hide others' secrets; None: what everybody may see)."""
        return redact_fairness(event)

    def public_record(self, seat: int) -> list[Event]:
        return [self.redact(e, seat) for e in self.record]

    def onlooker_record(self) -> list[Event]:
        """The record as somebody who holds no seat may see it (every hand hidden)."""
        return [dict(self.redact(dict(e), None)) for e in self.record]

    def start_event(self) -> Event:
        """A copy of ``match_start``: the options, seats and deal, as public as the record makes them."""
        return dict(self.record[0])

    def full_record(self) -> list[Event]:
        """A copy of the whole record, hidden cards and tiles included.

        Only for what a person asks to see in full: the review of a match
        that is over, and the Export command; views and ``public_record``
        serve everything else.
        """
        return [dict(e) for e in self.record]

    @property
    def event_count(self) -> int:
        """How many events the record holds; with the match it names the position (for caches of views)."""
        return len(self.record)

    # ------------------------------------------------------------- replay
    @classmethod
    def config_from_start(cls, start: Event) -> dict[str, Any]:
        """Constructor keyword arguments from a ``match_start`` event."""
        raise NotImplementedError

    def action_from_event(self, event: Event) -> tuple[int, Action] | None:
        """The action (with its seat) that produced ``event``, if it starts one."""
        raise NotImplementedError

    @classmethod
    def from_record(cls, record: Sequence[Event], key: bytes | str | None = None) -> Match:
        """Rebuild a match by replaying the actions its record implies.

        The match key comes from the record's ``reveal`` event or from
        ``key`` (a save of a match still being played keeps it beside the
        record); it must fit the commitment. Raises ``RecordError`` when the
        record is malformed, holds an illegal action, or the replay does not
        produce the very same events.
        """
        if not record or not isinstance(record[0], dict) or record[0].get("event") != "match_start":
            raise RecordError("The record does not start with a match_start event.")
        if record[0].get("game") != cls.game:
            raise RecordError(f"The record is not a {cls.game} match.")
        if any(isinstance(e, dict) and e.get("set_up") for e in record[:3]):
            raise RecordError("The record starts from a set-up position, which cannot be replayed.")
        try:
            match = cls(**cls.config_from_start(record[0]))
        except RecordError:
            raise
        except (TypeError, ValueError, KeyError) as exc:
            raise RecordError(f"The match_start event is invalid: {exc}") from exc
        expected = canonical(list(record))
        match._take_key(expected, key)
        _check_prefix(match, expected, 0)
        i = len(match.record)
        while i < len(expected):
            event = expected[i]
            if isinstance(event, dict) and event.get("event") == "reveal" and match.reveal() is not None:
                _check_prefix(match, expected, i)
                i = len(match.record)
                continue
            try:
                step = match.action_from_event(event)
            except (TypeError, ValueError, KeyError, IndexError) as exc:
                raise RecordError(f"Event {i + 1} is malformed: {exc}") from exc
            if step is None:
                raise RecordError(f"Event {i + 1} ({event.get('event')!r}) does not follow from the events before it.")
            seat, action = step
            try:
                match.apply(action, seat)
            except IllegalAction as exc:
                raise RecordError(f"Event {i + 1} is an illegal action: {exc}") from exc
            _check_prefix(match, expected, i)
            i = len(match.record)
        return match

    def _take_key(self, expected: list[Event], key: bytes | str | None) -> None:
        """Give a replayed match its key: the one ``reveal`` holds, else ``key``."""
        shown = [e for e in expected if isinstance(e, dict) and e.get("event") == "reveal"]
        if shown:
            if len(shown) > 1 or shown[0] is not expected[-1]:
                raise RecordError("The reveal event must come once, at the end of the record.")
            key = shown[0].get("key")
            if not isinstance(key, str):
                raise RecordError("The reveal event holds no key.")
        if key is None:
            return
        try:
            self.deal = self.deal.with_key(key)
        except DealError as exc:
            raise RecordError(f"The match key is refused: {exc}") from exc


def redact_fairness(event: Event) -> Event:
    """``event`` without what the computer players must never see: the key, seeds and deal number."""
    kind = event.get("event")
    if kind == "match_start":
        return {k: v for k, v in event.items() if k not in FAIRNESS_FIELDS}
    if kind == "reveal":
        return {"event": "reveal", "key": None}
    return event


def _check_prefix(match: Match, expected: list[Event], start: int) -> None:
    produced = match.record[start:]
    end = start + len(produced)
    if end > len(expected):
        raise RecordError("The record is truncated in the middle of an action's events.")
    # Plain comparison first (cheap); the JSON round trip only when it fails,
    # e.g. because an event holds a tuple where the record has a list.
    if produced != expected[start:end] and (produced := canonical(produced)) != expected[start:end]:
        for offset, (got, want) in enumerate(zip(produced, expected[start:end], strict=False)):
            if got != want:
                raise RecordError(
                    f"Event {start + offset + 1} differs from the replay: recorded {want!r}, replayed {got!r}."
                )
