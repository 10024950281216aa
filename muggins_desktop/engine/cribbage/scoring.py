"""Counting a hand or crib in the show.

Two paths: ``score_hand`` returns the full breakdown (what the show reveals
and the UI highlights), ``hand_points`` only the total and is several times
faster, for computer players and statistics. Tests keep them in agreement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from muggins_desktop.engine.cribbage.cards import JACK, Card

FIFTEEN = "FIFTEEN"
PAIR = "PAIR"
RUN = "RUN"
FLUSH = "FLUSH"
NOBS = "NOBS"
THIRTY_ONE = "THIRTY_ONE"
MAX_HAND = 29
IMPOSSIBLE_HAND_SCORES = frozenset({19, 25, 26, 27})


@dataclass(frozen=True)
class ScoreItem:
    """One scoring combination: its kind code, the cards making it, its points."""

    kind: str
    cards: tuple[Card, ...]
    points: int

    def as_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "cards": [str(c) for c in self.cards], "points": self.points}


@dataclass(frozen=True)
class Breakdown:
    """A list of scoring items; ``total`` is their sum."""

    items: tuple[ScoreItem, ...]

    @property
    def total(self) -> int:
        return sum(i.points for i in self.items)

    def points_of(self, kind: str) -> int:
        return sum(i.points for i in self.items if i.kind == kind)

    def as_list(self) -> list[dict[str, object]]:
        return [i.as_dict() for i in self.items]


def _check(hand: Sequence[Card], starter: Card) -> None:
    cards = list(hand) + [starter]
    if len(hand) != 4:
        raise ValueError(f"A hand to count has four cards, not {len(hand)}.")
    if len(set(cards)) != 5:
        raise ValueError("A card appears twice in the hand and starter.")


def score_hand(hand: Sequence[Card], starter: Card, crib: bool = False) -> Breakdown:
    """Every scoring combination of four cards with the starter.

    ``crib=True`` only changes the flush rule: a crib flush needs all five
    cards of one suit.
    """
    _check(hand, starter)
    cards = sorted(list(hand) + [starter])
    items: list[ScoreItem] = []
    for size in range(2, 6):
        for combo in combinations(cards, size):
            if sum(c.value for c in combo) == 15:
                items.append(ScoreItem(FIFTEEN, combo, 2))
    for a, b in combinations(cards, 2):
        if a.rank == b.rank:
            items.append(ScoreItem(PAIR, (a, b), 2))
    items.extend(_runs(cards))
    suit = hand[0].suit
    if all(c.suit == suit for c in hand):
        if starter.suit == suit:
            items.append(ScoreItem(FLUSH, tuple(sorted(list(hand) + [starter])), 5))
        elif not crib:
            items.append(ScoreItem(FLUSH, tuple(sorted(hand)), 4))
    for c in hand:
        if c.rank == JACK and c.suit == starter.suit:
            items.append(ScoreItem(NOBS, (c,), 1))
    return Breakdown(tuple(items))


def _runs(cards: list[Card]) -> list[ScoreItem]:
    """Each maximal run of three or more ranks, once per combination of cards."""
    by_rank: dict[int, list[Card]] = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
    items: list[ScoreItem] = []
    rank = 1
    while rank <= 13:
        if rank not in by_rank:
            rank += 1
            continue
        end = rank
        while end + 1 in by_rank:
            end += 1
        length = end - rank + 1
        if length >= 3:
            combos: list[tuple[Card, ...]] = [()]
            for r in range(rank, end + 1):
                combos = [c + (card,) for c in combos for card in by_rank[r]]
            items.extend(ScoreItem(RUN, combo, length) for combo in combos)
        rank = end + 1
    return items


# ------------------------------------------------------------ fast totals
def _fifteen_ways(values: Sequence[int]) -> int:
    """How many subsets of ``values`` sum to exactly 15 (subset-sum count)."""
    ways = [1] + [0] * 15
    for v in values:
        for s in range(15, v - 1, -1):
            ways[s] += ways[s - v]
    return ways[15]


def rank_points(ranks: Sequence[int]) -> int:
    """Fifteens, pairs and runs of a multiset of ranks (suits play no part).

    There are only a few thousand rank multisets, so results are cached.
    """
    return _rank_points(tuple(sorted(ranks)))


@cache
def _rank_points(ranks: tuple[int, ...]) -> int:
    counts = [0] * 15
    for r in ranks:
        counts[r] += 1
    points = 2 * _fifteen_ways([r if r < 10 else 10 for r in ranks])
    for c in counts:
        points += c * (c - 1)
    r = 1
    while r <= 13:
        if counts[r] == 0:
            r += 1
            continue
        length, mult = 0, 1
        while counts[r]:
            length += 1
            mult *= counts[r]
            r += 1
        if length >= 3:
            points += length * mult
    return points


def hand_points(hand: Sequence[Card], starter: Card, crib: bool = False) -> int:
    """The total of ``score_hand`` without building the breakdown."""
    points = rank_points([c.rank for c in hand] + [starter.rank])
    suit = hand[0].suit
    if all(c.suit == suit for c in hand):
        if starter.suit == suit:
            points += 5
        elif not crib:
            points += 4
    for c in hand:
        if c.rank == JACK and c.suit == starter.suit:
            points += 1
    return points
