"""What one seat may see of a cribbage match.

Computer players and the UI get only this, so hidden information stays in
the engine: other hands and the crib are absent until the show, and the true
value of a declared count stays hidden until it is settled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.cards import Card


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
class CribbageView:
    """A snapshot for ``seat``; ``public_events`` must be treated as read-only."""

    seat: int
    players: int
    partnerships: bool
    target: int
    scores: tuple[int, ...]
    dealer: int
    phase: str
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

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    @property
    def my_side(self) -> int:
        return self.side_of(self.seat)
