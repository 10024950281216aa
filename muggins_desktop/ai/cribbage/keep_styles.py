"""How the other players choose the four cards they keep, as the hard player learns it during a match.

Each player is a mixture of ``loose``, ``glance`` and ``hand`` keeping (docs/AI.md), updated by
Bayes' rule from ``PRIOR`` as the crib shows each deal; ranks only.
"""

from __future__ import annotations

import base64
import itertools
import math
import struct
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from muggins_desktop.ai.cribbage.fast import rank_points
from muggins_desktop.ai.cribbage.styles import RANKS, EventReader, Weights

KEEP_STYLES = ("loose", "glance", "hand")
#: How much the hard player expects each way of keeping before it has seen a deal.
PRIOR = (0.5, 0.25, 0.25)
#: ``loose``: this weight per point the four make by themselves, counted up to ``LOOSE_CAP``.
LOOSE_GAMMA = 0.5
LOOSE_CAP = 9
#: ``glance``: the weight per point the four make by themselves.
GLANCE_BETA = 3.0
#: ``hand``: the weight per point of the mean show.
HAND_BETA = 2.0


@lru_cache(maxsize=2048)
def mean_show(kept: tuple[int, ...]) -> float:
    """Mean rank points (fifteens, pairs, runs) of four ranks and a starter from the rest of a pack."""
    total = 0.0
    n = 0
    for r in range(1, 14):
        m = 4 - kept.count(r)
        total += m * rank_points(kept + (r,))
        n += m
    return total / n


def _value(style: int, kept: tuple[int, ...]) -> float:
    if style == 0:
        return LOOSE_GAMMA * min(LOOSE_CAP, rank_points(kept))
    if style == 1:
        return GLANCE_BETA * rank_points(kept)
    return HAND_BETA * mean_show(kept)


@lru_cache(maxsize=20_000)  # every five ranks for every style: 6,188 x 3
def _keeps(five: tuple[int, ...], style: int) -> tuple[float, ...]:
    """Each way to keep four of ``five`` (sorted ranks; by the card thrown): exp(value - best)."""
    vals = [_value(style, five[:j] + five[j + 1 :]) for j in range(5)]
    top = max(vals)
    return tuple(math.exp(v - top) for v in vals)


def keep_chance(style: int, kept: tuple[int, ...], thrown: int) -> float:
    """The chance that a player of ``style`` dealt ``kept`` and ``thrown`` keeps ``kept`` (ranks)."""
    five = tuple(sorted(kept + (thrown,)))
    ws = _keeps(five, style)
    hit = sum(w for j, w in enumerate(ws) if five[j] == thrown)
    return hit / sum(ws)


#: Every multiset of four ranks, in the order of the shipped table.
FOURS: tuple[tuple[int, ...], ...] = tuple(itertools.combinations_with_replacement(range(1, 14), 4))
_AT: dict[tuple[int, ...], int] = {kept: i for i, kept in enumerate(FOURS)}


def params() -> tuple[float, ...]:
    """The style parameters the shipped table was made for (``keep_ratio_data.PARAMS``)."""
    return (LOOSE_GAMMA, LOOSE_CAP, GLANCE_BETA, HAND_BETA)


def _shipped() -> tuple[tuple[float, ...], ...]:
    from muggins_desktop.ai.data import keep_ratio_data

    if tuple(keep_ratio_data.PARAMS) != params():
        return ()
    out = []
    for text in keep_ratio_data.RATIOS:
        raw = base64.b64decode(text)
        out.append(struct.unpack(f"<{len(raw) // 8}d", raw))
    return tuple(out)


_SHIPPED = _shipped()
_PARAMS_SHIPPED = params()


def keep_ratio(style: int, kept: tuple[int, ...]) -> float:
    """How much likelier a player of ``style`` is to end up with ``kept`` than one who keeps at random."""
    if _SHIPPED and params() == _PARAMS_SHIPPED:
        return _SHIPPED[style][_AT[kept]]
    return computed_ratio(style, kept)


@lru_cache(maxsize=8192)  # every four ranks for every style: 1,820 x 3
def computed_ratio(style: int, kept: tuple[int, ...]) -> float:
    """``keep_ratio`` computed: over the fifth card the player could have been dealt (a rank with
    the copies left in a pack), against the 1 in 5 of keeping at random."""
    total = 0.0
    for x in range(1, 14):
        m = 4 - kept.count(x)
        if m > 0:
            # dealing kept + x is (m / (copies of x in the five)) as likely as dealing kept + a given card
            total += m / (kept.count(x) + 1) * keep_chance(style, kept, x)
    return 5.0 * total / 48.0


def keep_log_weight(weights: Weights, kept: tuple[int, ...]) -> float:
    """log of the mixture's ``keep_ratio`` for a player read as ``weights``."""
    return math.log(sum(w * keep_ratio(i, kept) for i, w in enumerate(weights) if w > 0))


def _ranks(cards: Sequence[Any]) -> list[int]:
    return [RANKS.index(str(c)[0]) + 1 for c in cards]


class KeepReader(EventReader):
    """Each player's keep-style weights from the deals shown so far in a match (five-card deals)."""

    prior = PRIOR

    def _reset(self) -> None:
        self._five = False  # whether this deal's keeps are four of five
        self._mine: list[int] = []  # the ranks the reader threw this deal
        self._shown: dict[int, tuple[int, ...]] = {}

    def _take(self, e: dict[str, Any]) -> None:
        kind = e.get("event")
        if kind == "deal":
            hands = e.get("hands") or []
            self._five = bool(hands) and all(len(h) == 5 for h in hands)
            self._mine, self._shown = [], {}
        elif kind == "discard":
            cards = e.get("cards") or []
            if cards and all(c is not None for c in cards):
                self._mine = _ranks(cards)
        elif kind == "show" and self._five and e.get("cards"):
            if not e.get("crib"):
                self._shown[int(e["player"])] = tuple(sorted(_ranks(e["cards"])))
            else:
                self._score_deal(_ranks(e["cards"]))

    def _score_deal(self, crib: list[int]) -> None:
        """Each shown keep's chance under every style, over the crib cards its player could have thrown."""
        candidates = list(crib)
        for r in self._mine:
            if r in candidates:
                candidates.remove(r)
        if not candidates:
            return
        for seat, kept in self._shown.items():
            if len(kept) != 4 or not 0 <= seat < self._players:
                continue
            acc = self._logs[seat]
            for i in range(len(KEEP_STYLES)):
                chance = sum(keep_chance(i, kept, x) for x in candidates) / len(candidates)
                acc[i] += math.log(max(chance, 1e-12))
        self._shown = {}


__all__ = [
    "FOURS",
    "KEEP_STYLES",
    "PRIOR",
    "KeepReader",
    "computed_ratio",
    "keep_chance",
    "keep_log_weight",
    "keep_ratio",
    "mean_show",
    "params",
]
