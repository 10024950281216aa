"""Playing cards for cribbage.

Cards are small frozen values so that they can sit in sets, be compared in
actions (``Discard`` relies on a canonical order) and print in the two-letter
form the match record uses.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from muggins_desktop.engine.deals import RandomStream

RANKS = "A23456789TJQK"
SUITS = "CDHS"
JACK = 11


@dataclass(frozen=True, order=True)
class Card:
    """A card; ``rank`` runs 1 (ace) to 13 (king), ``suit`` is one of C D H S."""

    rank: int
    suit: str
    #: pip value for fifteens and the pegging count (court cards are ten)
    value: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if (
            not isinstance(self.rank, int)
            or not (1 <= self.rank <= 13)
            or self.suit not in SUITS
            or len(self.suit) != 1
        ):
            raise ValueError(f"No such card: rank {self.rank!r}, suit {self.suit!r}.")
        object.__setattr__(self, "value", self.rank if self.rank < 10 else 10)

    def __str__(self) -> str:
        return RANKS[self.rank - 1] + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"5H"``, ``"TD"``, ``"10d"``; raise ValueError otherwise."""
        t = text.strip().upper()
        if len(t) < 2:
            raise ValueError(f"Not a card: {text!r}.")
        rank_text, suit = t[:-1], t[-1]
        if rank_text == "10":
            rank_text = "T"
        if len(rank_text) != 1 or rank_text not in RANKS or suit not in SUITS:
            raise ValueError(f"Not a card: {text!r}.")
        return _CARDS[(RANKS.index(rank_text) + 1, suit)]


def _build() -> dict[tuple[int, str], Card]:
    return {(r, s): Card(r, s) for s in SUITS for r in range(1, 14)}


_CARDS = _build()


def card(text: str) -> Card:
    """Shorthand for ``Card.parse``."""
    return Card.parse(text)


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from ``"5H 5D 5S JC"`` (spaces or commas) or from a list of strings."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(p) for p in parts]


def full_deck() -> list[Card]:
    """The 52 cards in a fixed order (suits C D H S, ace to king)."""
    return [_CARDS[(r, s)] for s in SUITS for r in range(1, 14)]


def shuffled_deck(rng: RandomStream) -> list[Card]:
    """A fresh deck (``full_deck`` order) shuffled by one stream of the match's deal."""
    deck = full_deck()
    rng.shuffle(deck)
    return deck


def cards_to_str(cards: Iterable[Card]) -> list[str]:
    """Cards as record strings."""
    return [str(c) for c in cards]
