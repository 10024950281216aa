"""Fast cribbage arithmetic for the computer players (tests keep it equal to the engine's ``score_hand``).

Cards are ints (``(rank - 1) * 4 + suit``); the rank part of a count is looked up by an additive
code, each rank adding ``5 ** (rank - 1)`` (at most four of a rank, so the digits never carry).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations_with_replacement
from typing import Any

SUIT_LETTERS = "CDHS"
RANK_LETTERS = "A23456789TJQK"
JACK = 11
POW = [0] + [5 ** (r - 1) for r in range(1, 14)]  # POW[rank]
VALUE = [0] + [min(r, 10) for r in range(1, 14)]  # pip value by rank

_FIVE: dict[int, int] = {}


def rank_of(c: int) -> int:
    return c // 4 + 1


def suit_of(c: int) -> int:
    return c & 3


def card_int(rank: int, suit: int) -> int:
    return (rank - 1) * 4 + suit


def from_engine(card: Any) -> int:
    """Integer code of an engine ``Card`` (anything with ``rank`` and ``suit``)."""
    rank: int = card.rank
    return (rank - 1) * 4 + SUIT_LETTERS.index(card.suit)


def label(c: int) -> str:
    return RANK_LETTERS[rank_of(c) - 1] + SUIT_LETTERS[suit_of(c)]


def parse(text: str) -> list[int]:
    """``"5H 5D JS"`` to integer cards (tests and tools)."""
    out = []
    for part in text.replace(",", " ").split():
        out.append(card_int(RANK_LETTERS.index(part[0].upper()) + 1, SUIT_LETTERS.index(part[1].upper())))
    return out


def rank_points(ranks: Sequence[int]) -> int:
    """Fifteens, pairs and runs of a multiset of ranks."""
    counts = [0] * 15
    for r in ranks:
        counts[r] += 1
    ways = [1] + [0] * 15
    for r in ranks:
        v = VALUE[r]
        for s in range(15, v - 1, -1):
            ways[s] += ways[s - v]
    points = 2 * ways[15]
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


def five_table() -> dict[int, int]:
    """Rank points of every five-rank multiset, keyed by its additive code."""
    if not _FIVE:
        for ranks in combinations_with_replacement(range(1, 14), 5):
            if any(ranks.count(r) > 4 for r in set(ranks)):
                continue
            _FIVE[sum(POW[r] for r in ranks)] = rank_points(ranks)
    return _FIVE


def code(cards: Iterable[int]) -> int:
    return sum(POW[c // 4 + 1] for c in cards)


def hand_points(hand: Sequence[int], starter: int, crib: bool = False) -> int:
    """Total show points of four cards with the starter."""
    table = five_table()
    points = table[code(hand) + POW[starter // 4 + 1]]
    s0 = hand[0] & 3
    if all((c & 3) == s0 for c in hand):
        if (starter & 3) == s0:
            points += 5
        elif not crib:
            points += 4
    ss = starter & 3
    for c in hand:
        if c // 4 + 1 == JACK and (c & 3) == ss:
            points += 1
    return points


class Pool:
    """The cards a starter (or any unseen card) may be, counted by rank and suit."""

    __slots__ = ("ranks", "suits", "n")

    def __init__(self, cards: Iterable[int]) -> None:
        self.ranks = [0] * 14
        self.suits = [0] * 4
        self.n = 0
        for c in cards:
            self.ranks[c // 4 + 1] += 1
            self.suits[c & 3] += 1
            self.n += 1

    @classmethod
    def excluding(cls, known: Iterable[int]) -> Pool:
        seen = set(known)
        return cls(c for c in range(52) if c not in seen)


def expected_points(cards: Sequence[int], pool: Pool, crib: bool = False) -> float:
    """Mean show points of four ``cards`` over every starter in ``pool``."""
    table = five_table()
    k = code(cards)
    ranks = pool.ranks
    total = 0
    for r in range(1, 14):
        n = ranks[r]
        if n:
            total += n * table[k + POW[r]]
    s0 = cards[0] & 3
    if all((c & 3) == s0 for c in cards):
        total += 5 * pool.suits[s0] if crib else 4 * pool.n + pool.suits[s0]
    for c in cards:
        if c // 4 + 1 == JACK:
            total += pool.suits[c & 3]
    return total / pool.n if pool.n else 0.0


# ------------------------------------------------------------------ pegging
_PEG_MEMO: dict[tuple[int, ...], int] = {}
_PEG_MEMO_CAP = 50_000  # distinct counts; cleared when full (about 10 MB), so it never grows without bound


def peg_points(ranks: Sequence[int], count: int) -> int:
    """Points for the last card of the current count (``count`` includes it)."""
    key = ranks if type(ranks) is tuple else tuple(ranks)
    hit = _PEG_MEMO.get(key)
    if hit is None:
        if len(_PEG_MEMO) >= _PEG_MEMO_CAP:
            _PEG_MEMO.clear()
        hit = _PEG_MEMO[key] = _peg_points(key, count)
    return hit


def peg_memo() -> dict[tuple[int, ...], int]:
    """The remembered answers of ``peg_points`` (always the same dict), for the tightest loops to read first."""
    return _PEG_MEMO


def forget_peg_points() -> None:
    """Drop the remembered counts (see ``peg_points``)."""
    _PEG_MEMO.clear()


_SAME = (0, 0, 2, 6, 12)  # points of the last card by how many of its rank end the count (2: a pair)


def _peg_points(ranks: tuple[int, ...], count: int) -> int:
    points = 2 if count == 15 or count == 31 else 0
    n = len(ranks)
    last = ranks[-1]
    same = 1
    while same < n and ranks[-1 - same] == last:
        same += 1
    if same > 1:
        return points + (_SAME[same] if same <= 4 else 0)  # every run would hold the pair (five alike cannot happen)
    # the longest run ending the count: walk back until a rank repeats
    seen = 1 << last
    lo = hi = last
    run = 0
    for k in range(2, n + 1):
        r = ranks[-k]
        bit = 1 << r
        if seen & bit:
            break
        seen |= bit
        if r < lo:
            lo = r
        elif r > hi:
            hi = r
        if k >= 3 and hi - lo == k - 1:
            run = k
    return points + run


five_table()  # built once at import (about 0.1 s), never inside a timed decision
