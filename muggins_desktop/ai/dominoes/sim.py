"""A light, copyable model of one dominoes round for look-ahead.

The engine's match is too heavy to copy thousands of times per decision. Tiles are ``(low, high)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

DTile = tuple[int, int]


def tkey(a: int, b: int) -> DTile:
    return (a, b) if a <= b else (b, a)


def round_penalty(pips: int) -> int:
    return (pips + 2) // 5 * 5


def play_points(end_sum: int) -> int:
    return end_sum if end_sum > 0 and end_sum % 5 == 0 else 0


@dataclass
class Ends:
    """The two open ends: values, doubles lying at them, lone opening tile."""

    lv: int = -1
    ld: bool = False
    rv: int = -1
    rd: bool = False
    lone: bool = False
    empty: bool = True

    def copy(self) -> Ends:
        return Ends(self.lv, self.ld, self.rv, self.rd, self.lone, self.empty)

    def total(self) -> int:
        if self.empty:
            return 0
        if self.lone:
            return self.lv + self.rv
        return (2 * self.lv if self.ld else self.lv) + (2 * self.rv if self.rd else self.rv)

    def sum_after(self, tile: DTile, side: int) -> int:
        """End sum after laying ``tile`` at ``side`` (0 left, 1 right, -1 opening)."""
        a, b = tile
        if side < 0:
            return a + b
        if side == 0:
            outer = b if a == self.lv else a
            left = 2 * outer if a == b else outer
            right = 2 * self.rv if self.rd else self.rv
        else:
            outer = b if a == self.rv else a
            right = 2 * outer if a == b else outer
            left = 2 * self.lv if self.ld else self.lv
        return left + right

    def lay(self, tile: DTile, side: int) -> None:
        a, b = tile
        if side < 0:
            self.lv, self.rv, self.ld, self.rd, self.lone, self.empty = a, b, a == b, a == b, True, False
            return
        self.lone = False
        if side == 0:
            self.lv = b if a == self.lv else a
            self.ld = a == b
        else:
            self.rv = b if a == self.rv else a
            self.rd = a == b


def ends_from_line(line: tuple[Any, ...]) -> Ends:
    """Model ends from the view's line (engine tiles left to right, as laid)."""
    e = Ends()
    if not line:
        return e
    first, last = line[0], line[-1]
    if len(line) == 1:
        e.lv, e.rv, e.ld, e.rd, e.lone, e.empty = first.a, first.b, first.a == first.b, first.a == first.b, True, False
        return e
    e.lv, e.ld = first.a, first.a == first.b
    e.rv, e.rd = last.b, last.a == last.b
    e.empty = False
    return e


def _greedy_play(hand: list[DTile], lv: int, ld: bool, rv: int, rd: bool) -> tuple[DTile | None, int, int]:
    """The medium rule on bare end values: (tile, side, points), most points then most pips."""
    best_t: DTile | None = None
    best_side = best_pts = 0
    best_key = (-1, -1)
    lsum = 2 * lv if ld else lv
    rsum = 2 * rv if rd else rv
    for t in hand:
        a, b = t
        if a == lv or b == lv:
            outer = b if a == lv else a
            s = (2 * outer if a == b else outer) + rsum
            pts = s if s % 5 == 0 and s > 0 else 0
            if (pts, a + b) > best_key:
                best_t, best_side, best_pts, best_key = t, 0, pts, (pts, a + b)
        if a == rv or b == rv:
            outer = b if a == rv else a
            s = lsum + (2 * outer if a == b else outer)
            pts = s if s % 5 == 0 and s > 0 else 0
            if (pts, a + b) > best_key:
                best_t, best_side, best_pts, best_key = t, 1, pts, (pts, a + b)
    return best_t, best_side, best_pts


def _draw(hand: list[DTile], boneyard: list[DTile], bone_i: int, lv: int, rv: int) -> tuple[DTile | None, int]:
    """Draw until a tile fits or the boneyard is empty: (the fitting tile or None, new boneyard index)."""
    while bone_i < len(boneyard):
        t = boneyard[bone_i]
        bone_i += 1
        hand.append(t)
        if t[0] == lv or t[0] == rv or t[1] == lv or t[1] == rv:
            return t, bone_i
    return None, bone_i


def rollout_fast(
    ends: Ends,
    hands: list[list[DTile]],
    boneyard: list[DTile],
    to_act: int,
    scores: list[int],
    target: int,
) -> tuple[list[int], int | None]:
    """Play the round out greedily from this position (the arguments are consumed; the ends not empty).

    Returns each seat's point change (plays minus the end-of-round penalty) and the seat that reached the target.
    """
    n = len(hands)
    delta = [0] * n
    seat = to_act
    bone_i = 0
    lv, rv, ld, rd = ends.lv, ends.rv, ends.ld, ends.rd
    passes = 0
    while True:
        hand = hands[seat]
        tile, side, pts = _greedy_play(hand, lv, ld, rv, rd)
        if tile is None:
            drawn, bone_i = _draw(hand, boneyard, bone_i, lv, rv)
            if drawn is None:
                passes += 1
                if passes >= n:
                    break  # blocked: nobody can play
                seat = (seat + 1) % n
                continue
            tile, side, pts = _greedy_play([drawn], lv, ld, rv, rd)  # a drawn tile that fits is played at once
        passes = 0
        a, b = tile  # type: ignore[misc]
        hand.remove(tile)  # type: ignore[arg-type]
        if side == 0:
            lv = b if a == lv else a
            ld = a == b
        else:
            rv = b if a == rv else a
            rd = a == b
        delta[seat] += pts
        if pts and scores[seat] + delta[seat] >= target:
            return delta, seat
        if not hand:
            break
        seat = (seat + 1) % n
    for s in range(n):
        delta[s] -= round_penalty(sum(a + b for a, b in hands[s]))
    return delta, None
