"""What one seat may see of a cribbage match.

Computer players and the UI get only this, so hidden information stays in
the engine: other hands and the crib are absent until the show, and the true
value of a declared count stays hidden until it is settled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from muggins_desktop.engine.base import Action, Outcome
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.phases import Phase
from muggins_desktop.engine.cribbage.scoring import ScoreItem, score_hand


@dataclass(frozen=True)
class PendingView:
    """A count in the show that is being declared or answered."""

    counter: int
    crib: bool
    cards: tuple[Card, ...]
    starter: Card
    declared: int | None
    responders: tuple[int, ...] = ()


@dataclass(frozen=True)
class SettlementView:
    """What a settled Muggins count changed on top of the declared points.

    ``claimant`` is the seat whose claim settled it (None when everyone
    accepted); the deltas are points added to the counter's and the
    claimant's side (the counter's may be negative after an overcount).
    """

    counter_delta: int
    claimant: int | None
    claimant_delta: int


@dataclass(frozen=True)
class ShowView:
    """A settled count of the show, with everything a table draws for it.

    ``items`` is the full breakdown (``score_hand``) and ``true`` its total.
    ``declared`` is None for an automatic show (Muggins off). ``answers`` are
    the responses in the order given: (seat, answer, stated points).
    ``settlement`` is None for an automatic show and for a declaration that
    won the match on the spot (nobody answered). ``scores`` are the side
    scores once the count was settled; ``hand_no`` says which deal it was.
    """

    hand_no: int
    counter: int
    crib: bool
    cards: tuple[Card, ...]
    starter: Card
    true: int
    declared: int | None
    answers: tuple[tuple[int, str, int | None], ...]
    settlement: SettlementView | None
    scores: tuple[int, ...]

    @property
    def items(self) -> tuple[ScoreItem, ...]:
        """The scoring combinations, worked out when asked (simulations never ask)."""
        return score_hand(self.cards, self.starter, self.crib).items


@dataclass(frozen=True)
class CribbageView:
    """A snapshot for ``seat``; ``public_events`` must be treated as read-only."""

    seat: int
    players: int
    partnerships: bool
    target: int
    scores: tuple[int, ...]
    dealer: int
    phase: Phase
    hand: tuple[Card, ...]
    crib_count: int
    starter: Card | None
    count: int
    count_cards: tuple[Card, ...]
    played: tuple[tuple[int, Card], ...]
    hand_counts: tuple[int, ...]
    to_act: int | None
    legal_actions: tuple[Action, ...]
    muggins: bool
    lowball: bool
    pending: PendingView | None
    public_events: tuple[dict[str, Any], ...]
    hand_no: int = 0
    kept: tuple[Card, ...] = ()
    discarded: tuple[Card, ...] = ()
    go_said: tuple[int, ...] = ()
    #: cards each seat lays away this deal (2 with two players, else 1)
    discard_size: int = 2
    #: the settled counts of the latest deal that had a show, in show order
    shows: tuple[ShowView, ...] = ()
    outcome: Outcome | None = None
    #: number of events in the match record so far (grows with every action)
    record_length: int = 0

    @property
    def last_show(self) -> ShowView | None:
        """The most recently settled count (it stays until the next one settles)."""
        return self.shows[-1] if self.shows else None

    @property
    def settlement(self) -> SettlementView | None:
        """The Muggins settlement of ``last_show`` (None if there was none)."""
        show = self.last_show
        return show.settlement if show is not None else None

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    @property
    def my_side(self) -> int:
        return self.side_of(self.seat)
