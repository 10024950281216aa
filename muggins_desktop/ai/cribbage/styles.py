"""How the other players lay their cards, as the hard player learns it during a match.

One fixed model loses against another kind of player, so each is read as a mixture of ``greedy``,
``shed`` and ``hoyle`` play (docs/AI.md), updated by Bayes' rule from ``PRIOR`` after every deal.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from muggins_desktop.ai.cribbage.fast import VALUE, peg_points

STYLES = ("greedy", "shed", "hoyle")
#: How much the hard player expects each style before it has seen anyone play.
PRIOR = (0.5, 0.25, 0.25)
#: The share of a rule-based style's choices that break its rule.
EPS = 0.1
#: Weight per point made now of the greedy style (``exp(GREEDY_BETA x points)``).
GREEDY_BETA = 2.0
RANKS = "A23456789TJQK"

Weights = tuple[float, ...]
# One card laid this deal: (seat, ranks of the count before it, count before it, rank laid)
Laid = tuple[int, tuple[int, ...], int, int]


def _hoyle_rest(hand: Sequence[int], count: int, r: int) -> tuple[int, int]:
    """The textbook rule's preferences after the points: (safe, card) for laying ``r`` on ``count``."""
    v = VALUE[r]
    c = count + v
    safe = 1
    if count == 0:
        safe = 2 if v < 5 else (0 if v == 5 else 1)
    elif c in (5, 10, 21):
        safe = 0
    elif hand.count(r) > 1 and c + v <= 31:
        safe = 2  # a pair it can answer with three of a kind
    return (safe, v if count else -abs(v - 4))


def _keys(style: str, hand: Sequence[int], count: int, options: Sequence[int], pts: Sequence[int]) -> list[Any]:
    if style == "shed":
        return [(p, VALUE[r]) for r, p in zip(options, pts, strict=True)]
    return [(p, *_hoyle_rest(hand, count, r)) for r, p in zip(options, pts, strict=True)]


def _style_probs(
    style: str, hand: Sequence[int], count: int, options: Sequence[int], pts: Sequence[int]
) -> list[float]:
    k = len(options)
    if style == "greedy":
        top = max(pts)
        ws = [math.exp(GREEDY_BETA * (p - top)) for p in pts]
        z = sum(ws)
        return [w / z for w in ws]
    keys = _keys(style, hand, count, options, pts)
    best = max(keys)
    n = keys.count(best)
    if n == k:
        return [1.0 / k] * k
    hit, miss = (1.0 - EPS) / n, EPS / (k - n)
    return [hit if kk == best else miss for kk in keys]


def _points(seq: tuple[int, ...], count: int, options: Sequence[int]) -> list[int]:
    return [peg_points(seq + (r,), count + VALUE[r]) for r in options]


def probs(style: str, hand: Sequence[int], seq: tuple[int, ...], count: int, options: Sequence[int]) -> list[float]:
    """The chance of laying each of ``options`` (the distinct ranks that fit) under ``style``."""
    if len(options) == 1:
        return [1.0]
    return _style_probs(style, hand, count, options, _points(seq, count, options))


#: A style with less weight than this is left out of a player's mixture of replies.
NEGLIGIBLE = 1e-4


def mixed_probs(
    weights: Weights, hand: Sequence[int], seq: tuple[int, ...], count: int, options: Sequence[int]
) -> list[float]:
    """The chance of each option for a player read as ``weights`` of the styles."""
    if len(options) == 1:
        return [1.0]
    pts = _points(seq, count, options)
    out = [0.0] * len(options)
    for w, style in zip(weights, STYLES, strict=True):
        if w > NEGLIGIBLE:
            out = [o + w * p for o, p in zip(out, _style_probs(style, hand, count, options, pts), strict=True)]
    return out


def choice(style: str, hand: Sequence[int], seq: tuple[int, ...], count: int, options: Sequence[int]) -> int:
    """The rank a rule-based ``style`` lays (the highest rank on a tie)."""
    keys = _keys(style, hand, count, options, _points(seq, count, options))
    return max(zip(keys, options, strict=True))[1]


def log_likelihoods(hand_now: Sequence[int], seat: int, history: Sequence[Laid]) -> tuple[float, ...]:
    """Per style, the log-chance that ``seat``, holding ``hand_now`` still, laid what it did this deal."""
    hand = list(hand_now)
    totals = [0.0] * len(STYLES)
    for who, seq, count, rank in reversed(history):
        if who != seat:
            continue
        hand.append(rank)
        options = sorted({r for r in hand if count + VALUE[r] <= 31}, reverse=True)
        if len(options) < 2:
            continue
        at = options.index(rank)
        pts = _points(seq, count, options)
        for i, style in enumerate(STYLES):
            totals[i] += math.log(_style_probs(style, hand, count, options, pts)[at])
    return tuple(totals)


def posterior(prior: Weights, logs: Sequence[float]) -> Weights:
    """``prior`` updated by per-style log-likelihoods."""
    top = max(math.log(p) + v for p, v in zip(prior, logs, strict=True) if p > 0)
    ws = [p * math.exp(v - top) if p > 0 else 0.0 for p, v in zip(prior, logs, strict=True)]
    z = sum(ws)
    return tuple(w / z for w in ws)


def mixture_log(prior: Weights, logs: Sequence[float]) -> float:
    """log of sum over styles of prior x likelihood."""
    top = max(logs)
    return top + math.log(sum(p * math.exp(v - top) for p, v in zip(prior, logs, strict=True)))


class EventReader(ABC):
    """Each seat's weights over some styles, learnt from the deals shown so far in a match."""

    prior: Weights = ()

    def __init__(self) -> None:
        self._restart(0)

    def _restart(self, players: int) -> None:
        self._players = players
        self._read = 0  # events read so far
        self._first: Any = None  # the first deal's event: tells one match from another
        self._last: Any = None  # the last event read
        self._logs = [[0.0] * len(self.prior) for _ in range(players)]  # per seat, per style
        self._reset()

    @abstractmethod
    def _reset(self) -> None:
        """Forget the deal being read."""

    @abstractmethod
    def _take(self, e: dict[str, Any]) -> None:
        """Read one event."""

    def read(self, view: Any) -> None:
        """Take in the events not read yet (all of them after a take-back or in another match)."""
        events = view.public_events
        n = len(events)
        if (
            self._players != view.players
            or n < self._read
            or (self._read and events[self._read - 1] != self._last)
            or (self._read > 1 and events[1] != self._first)
        ):
            self._restart(view.players)
        if n > 1:
            self._first = events[1]
        for e in events[self._read :]:
            self._take(e)
        self._read = n
        self._last = events[n - 1] if n else None

    def weights(self, view: Any) -> list[Weights]:
        """Every seat's weights: the prior updated by the finished deals."""
        self.read(view)
        return [posterior(self.prior, logs) for logs in self._logs]


class StyleReader(EventReader):
    """Each player's way of laying cards, from the deals shown so far in a match."""

    prior = PRIOR

    def _reset(self) -> None:
        # the deal being read: its plays (seat, rank, count's ranks, count), the hands shown, the count
        self._plays: list[tuple[int, int, tuple[int, ...], int]] = []
        self._shown: dict[int, list[int]] = {}
        self._seq: list[int] = []
        self._count = 0

    def _take(self, e: dict[str, Any]) -> None:
        kind = e.get("event")
        if kind == "deal":
            self._plays, self._shown, self._seq, self._count = [], {}, [], 0
        elif kind == "peg":
            r = RANKS.index(str(e["card"])[0]) + 1
            self._plays.append((int(e["player"]), r, tuple(self._seq), self._count))
            self._seq.append(r)
            self._count = int(e["count"])
            if self._count == 31:
                self._seq, self._count = [], 0
        elif kind == "reset":
            self._seq, self._count = [], 0
        elif kind == "show" and not e.get("crib"):
            seat = int(e["player"])
            if 0 <= seat < self._players and e.get("cards"):
                self._shown[seat] = [RANKS.index(str(c)[0]) + 1 for c in e["cards"]]
                if len(self._shown) == self._players:
                    self._score_deal()

    def _score_deal(self) -> None:
        """Replay the deal's plays with the hands shown; add each play's log-chance per style."""
        held = {seat: list(cards) for seat, cards in self._shown.items()}
        scored: list[tuple[int, list[float]]] = []
        for seat, rank, seq, count in self._plays:
            hand = held.get(seat)
            if hand is None or rank not in hand:
                return  # the record does not fit the shown hands: read nothing of this deal
            options = sorted({r for r in hand if count + VALUE[r] <= 31}, reverse=True)
            if len(options) > 1:
                at = options.index(rank)
                scored.append((seat, [math.log(probs(s, hand, seq, count, options)[at]) for s in STYLES]))
            hand.remove(rank)
        for seat, logs in scored:
            acc = self._logs[seat]
            for i, v in enumerate(logs):
                acc[i] += v
        self._shown = {}


__all__ = [
    "EPS",
    "EventReader",
    "PRIOR",
    "STYLES",
    "StyleReader",
    "choice",
    "log_likelihoods",
    "mixed_probs",
    "mixture_log",
    "posterior",
    "probs",
]
