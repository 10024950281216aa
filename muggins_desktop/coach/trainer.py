"""The counting trainer: random hands to count, marked by kind of mistake.

Under the Muggins rule a player who misses points gives them away, so the
skill worth training is counting four cards and a starter quickly and right.
``new_exercise(rng)`` deals a hand (or, now and then, a crib, where a flush
needs all five cards) from a seeded source; ``mark(exercise, answer,
seconds)`` compares an answer with the engine's breakdown and names the kinds
that explain the gap (a missed fifteen, run, pair, flush or nobs; or an
overcount). ``TrainerStats`` adds the answers up by kind and is kept in
``trainer.json`` in the user data folder (``storage.paths.data_dir()``),
written atomically; the app's main statistics file is not touched.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from muggins_desktop.engine.cribbage.cards import Card, full_deck
from muggins_desktop.engine.cribbage.scoring import (
    FIFTEEN,
    FLUSH,
    NOBS,
    PAIR,
    RUN,
    Breakdown,
    score_hand,
)

#: kinds in the order they are listed to a player
KINDS = ("fifteens", "pairs", "runs", "flush", "nobs")
_KIND_OF = {FIFTEEN: "fifteens", PAIR: "pairs", RUN: "runs", FLUSH: "flush", NOBS: "nobs"}
# when several kinds explain a gap equally well, the one people miss most often first
_PRIORITY = {"nobs": 0, "flush": 1, "runs": 2, "fifteens": 3, "pairs": 4}
CRIB_SHARE = 0.25


@dataclass(frozen=True)
class Exercise:
    """Four cards and a starter to count; ``crib`` turns on the crib's flush rule."""

    hand: tuple[Card, ...]
    starter: Card
    crib: bool = False

    @property
    def breakdown(self) -> Breakdown:
        return score_hand(self.hand, self.starter, self.crib)

    @property
    def true(self) -> int:
        return self.breakdown.total


def new_exercise(rng: random.Random, crib_share: float = CRIB_SHARE) -> Exercise:
    """A random hand (sorted) and starter; a crib ``crib_share`` of the time."""
    cards = rng.sample(full_deck(), 5)
    crib = rng.random() < crib_share
    return Exercise(tuple(sorted(cards[:4])), cards[4], crib)


def exercises(seed: int, crib_share: float = CRIB_SHARE) -> ExerciseStream:
    """An endless, reproducible stream of exercises from ``seed``."""
    return ExerciseStream(random.Random(seed), crib_share)


class ExerciseStream:
    def __init__(self, rng: random.Random, crib_share: float) -> None:
        self.rng = rng
        self.crib_share = crib_share

    def __iter__(self) -> ExerciseStream:
        return self

    def __next__(self) -> Exercise:
        return new_exercise(self.rng, self.crib_share)


def by_kind(breakdown: Breakdown) -> dict[str, int]:
    """Points per kind (fifteens, pairs, runs, flush, nobs), zeros included."""
    out = {k: 0 for k in KINDS}
    for item in breakdown.items:
        kind = _KIND_OF.get(item.kind)
        if kind is not None:
            out[kind] += item.points
    return out


@dataclass(frozen=True)
class Verdict:
    """The marking of one answer."""

    answer: int
    true: int
    seconds: float
    kinds: dict[str, int]  # the true points per kind
    missed: tuple[str, ...]  # kinds that explain an undercount
    overcount: bool
    crib_flush: bool  # a four-card flush counted in a crib (where it does not score)

    @property
    def correct(self) -> bool:
        return self.answer == self.true

    @property
    def gap(self) -> int:
        return self.true - self.answer


def explain_gap(breakdown: Breakdown, gap: int) -> tuple[str, ...]:
    """The kinds of the fewest items whose points add up to ``gap`` (an undercount).

    When no set of items adds up exactly (the answer is simply wrong), the
    kinds of the smallest set of items worth at least the gap are given.
    """
    if gap <= 0 or not breakdown.items:
        return ()
    items = [(_KIND_OF.get(i.kind, "other"), i.points) for i in breakdown.items]
    best: tuple[int, tuple[str, ...]] | None = None
    for size in range(1, min(4, len(items)) + 1):
        for combo in combinations(items, size):
            if sum(p for _, p in combo) == gap:
                kinds = tuple(sorted({k for k, _ in combo}, key=lambda k: _PRIORITY.get(k, 9)))
                key = (sum(_PRIORITY.get(k, 9) for k in kinds), kinds)
                if best is None or key < best:
                    best = key
        if best is not None:
            return best[1]
    ordered = sorted(items, key=lambda kp: (-kp[1], _PRIORITY.get(kp[0], 9)))
    got = 0
    found: list[str] = []
    for kind, pts in ordered:
        found.append(kind)
        got += pts
        if got >= gap:
            break
    return tuple(sorted(set(found), key=lambda k: _PRIORITY.get(k, 9)))


def mark(exercise: Exercise, answer: int, seconds: float = 0.0) -> Verdict:
    """Compare ``answer`` with the true count and say what kind of mistake it was."""
    breakdown = exercise.breakdown
    true = breakdown.total
    hand_suits = {c.suit for c in exercise.hand}
    four_flush = len(hand_suits) == 1 and exercise.starter.suit not in hand_suits
    crib_flush = exercise.crib and four_flush and answer - true == 4
    return Verdict(
        answer, true, seconds, by_kind(breakdown), explain_gap(breakdown, true - answer), answer > true, crib_flush
    )


# ------------------------------------------------------------------ statistics
@dataclass
class TrainerStats:
    """Answers added up: accuracy and speed overall and per kind.

    Per kind (fifteens, pairs, runs, flush, nobs): ``seen`` counts the hands
    where it scored, ``missed`` the answers whose gap it explains, and
    ``kind_seconds`` the answering time spent on those hands.
    """

    answers: int = 0
    correct: int = 0
    seconds: float = 0.0
    overcounts: int = 0
    crib_flush_errors: int = 0
    seen: dict[str, int] = field(default_factory=lambda: {k: 0 for k in KINDS})
    missed: dict[str, int] = field(default_factory=lambda: {k: 0 for k in KINDS})
    kind_seconds: dict[str, float] = field(default_factory=lambda: {k: 0.0 for k in KINDS})

    def add(self, verdict: Verdict) -> None:
        self.answers += 1
        self.correct += int(verdict.correct)
        self.seconds += max(0.0, verdict.seconds)
        self.overcounts += int(verdict.overcount)
        self.crib_flush_errors += int(verdict.crib_flush)
        for kind, pts in verdict.kinds.items():
            if pts:
                self.seen[kind] = self.seen.get(kind, 0) + 1
                self.kind_seconds[kind] = self.kind_seconds.get(kind, 0.0) + max(0.0, verdict.seconds)
        for kind in verdict.missed:
            self.missed[kind] = self.missed.get(kind, 0) + 1

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0

    @property
    def mean_seconds(self) -> float:
        return self.seconds / self.answers if self.answers else 0.0

    def kind_accuracy(self, kind: str) -> float:
        """Share of the hands where ``kind`` scored in which it was not missed."""
        seen = self.seen.get(kind, 0)
        return 1.0 - self.missed.get(kind, 0) / seen if seen else 0.0

    def kind_mean_seconds(self, kind: str) -> float:
        """Mean answering time over the hands where ``kind`` scored."""
        seen = self.seen.get(kind, 0)
        return self.kind_seconds.get(kind, 0.0) / seen if seen else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "version": 1,
            "answers": self.answers,
            "correct": self.correct,
            "seconds": round(self.seconds, 3),
            "overcounts": self.overcounts,
            "crib_flush_errors": self.crib_flush_errors,
            "seen": dict(self.seen),
            "missed": dict(self.missed),
            "kind_seconds": {k: round(v, 3) for k, v in self.kind_seconds.items()},
        }

    @classmethod
    def from_json(cls, obj: Any) -> TrainerStats:
        """Read what ``to_json`` wrote; anything malformed gives empty statistics."""
        stats = cls()
        if not isinstance(obj, dict):
            return stats
        try:
            stats.answers = max(0, int(obj.get("answers", 0)))
            stats.correct = min(stats.answers, max(0, int(obj.get("correct", 0))))
            stats.seconds = max(0.0, float(obj.get("seconds", 0.0)))
            stats.overcounts = max(0, int(obj.get("overcounts", 0)))
            stats.crib_flush_errors = max(0, int(obj.get("crib_flush_errors", 0)))
            for name in ("seen", "missed"):
                table = obj.get(name, {})
                if isinstance(table, dict):
                    getattr(stats, name).update({k: max(0, int(table.get(k, 0))) for k in KINDS})
            times = obj.get("kind_seconds", {})
            if isinstance(times, dict):
                stats.kind_seconds.update({k: max(0.0, float(times.get(k, 0.0))) for k in KINDS})
        except (TypeError, ValueError, OverflowError):
            return cls()
        return stats


__all__ = [
    "KINDS",
    "Exercise",
    "TrainerStats",
    "Verdict",
    "by_kind",
    "exercises",
    "explain_gap",
    "mark",
    "new_exercise",
]
