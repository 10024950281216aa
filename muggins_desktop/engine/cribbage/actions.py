"""What a cribbage player can do. All frozen and canonical so that
``action in match.legal_actions()`` is a plain equality test."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.cards import Card


@dataclass(frozen=True)
class Discard(Action):
    """Lay cards away to the crib; the cards are kept sorted whatever order is given."""

    cards: tuple[Card, ...]

    def __init__(self, cards: Iterable[Card]) -> None:
        items = tuple(cards)
        try:
            items = tuple(sorted(items))
        except TypeError:
            pass  # not cards at all; legality checking will reject it
        object.__setattr__(self, "cards", items)


@dataclass(frozen=True)
class Cut(Action):
    """The pone cuts the pack; the dealer turns the starter."""

    automatic: ClassVar[bool] = True


@dataclass(frozen=True)
class PegCard(Action):
    """Lay one card in the play."""

    card: Card


@dataclass(frozen=True)
class Go(Action):
    """Say go: no card in hand fits under 31."""

    automatic: ClassVar[bool] = True


@dataclass(frozen=True)
class Declare(Action):
    """Muggins: state one's own count, 0 to 29."""

    points: int


@dataclass(frozen=True)
class Respond(Action):
    """Muggins: answer a declared count (``stated`` only with a muggins call)."""

    answer: str
    stated: int | None = None
