"""Computer players for Muggins dominoes at four levels (docs/AI.md); each sees only its ``DominoView``."""

from __future__ import annotations

import random
import time
from typing import Any

from muggins_desktop.ai.dominoes.knowledge import read_view, sample_deal
from muggins_desktop.ai.dominoes.sim import Ends, ends_from_line, play_points, rollout_fast, round_penalty, tkey
from muggins_desktop.ai.dominoes.winprob import point_worth, win_probs
from muggins_desktop.engine.base import Action
from muggins_desktop.engine.dominoes import DominoView, PlayTile

EASY_NOTICE = 0.75  # how often easy spots a scoring play that is there
SAMPLES = 48  # guesses per decision (fixed: the strength does not depend on the machine)
# Weight of the others' points (through the win chance) next to one's own: all with two players (zero-sum), a little
# with three; none with four, where players keeping each other down drag matches past 120 rounds.
DENIAL = {2: 1.0, 3: 0.1, 4: 0.0}
SURE_AFTER = 16  # guesses before the search may stop early on a clear leader
SURE_Z = 3.0  # how many standard errors ahead counts as clear
SAME_WITHIN = 0.5  # moves this close (in points, with SURE_Z errors) are equally good


def _clear_lead(history: list[list[float]], totals: list[float]) -> bool:
    """Whether more guesses are pointless: the leader is clearly best or tied with the rest."""
    n = len(history)
    lead = max(range(len(totals)), key=lambda i: totals[i])
    for i in range(len(totals)):
        if i == lead:
            continue
        d = [row[lead] - row[i] for row in history]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        se = (var / n) ** 0.5
        if mean > 0 and mean > SURE_Z * se:
            continue  # clearly worse
        if abs(mean) + SURE_Z * se < SAME_WITHIN:
            continue  # as good as the leader, to within a fraction of a point
        return False
    return True


def _side(action: PlayTile) -> int:
    if action.end is None:
        return -1
    return 0 if action.end.value == "left" else 1


def _shed_key(view: DominoView, action: PlayTile) -> tuple[int, int, int]:
    t = action.tile
    return (view.points_for(action), t.a + t.b, 1 if t.a == t.b else 0)


class RandomPlayer:
    """Any legal action, uniformly, from its own seeded random source."""

    def __init__(self, level: str, seed: int | None) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, view: DominoView) -> Action:
        return self.rng.choice(view.legal_actions)


class EasyPlayer:
    """Scores when it notices a scoring play, otherwise plays anything that fits."""

    def __init__(self, level: str, seed: int | None) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, view: DominoView) -> Action:
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        scoring = [a for a in actions if isinstance(a, PlayTile) and view.points_for(a) > 0]
        if scoring and self.rng.random() < EASY_NOTICE:
            best = max(view.points_for(a) for a in scoring)
            return self.rng.choice([a for a in scoring if view.points_for(a) == best])
        return self.rng.choice(actions)


class MediumPlayer:
    """Best immediate score, shedding heavy tiles (and doubles) on ties."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.level = level

    def choose(self, view: DominoView) -> Action:
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        plays = [a for a in actions if isinstance(a, PlayTile)]
        return max(plays, key=lambda a: _shed_key(view, a))


class HardPlayer:
    """Determinized look-ahead over guesses of the hidden tiles (see module doc)."""

    def __init__(self, level: str, seed: int | None, budget_ms: int | None) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.budget_ms = budget_ms
        self.samples = SAMPLES
        self.denial: float | None = None  # None: DENIAL for the number of players

    def choose(self, view: DominoView) -> Action:
        start = time.perf_counter()
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        plays = [a for a in actions if isinstance(a, PlayTile)]
        me = view.seat
        # reaching the target now wins the match at once
        winning = [a for a in plays if view.scores[me] + view.points_for(a) >= view.target]
        if winning:
            return max(winning, key=lambda a: _shed_key(view, a))
        know = read_view(view)
        base_ends = ends_from_line(view.line)
        my_hand = [tkey(t.a, t.b) for t in view.hand]
        n = view.players
        scores = list(view.scores)
        denial = DENIAL.get(n, DENIAL[4]) if self.denial is None else self.denial
        value = _Valuer(scores, view.target, me, denial)
        totals = [0.0] * len(plays)
        history: list[list[float]] = []  # every guess's values, move by move
        # the clock is only a safety cap: a normal machine finishes the fixed search long before
        deadline = None if self.budget_ms is None else start + self.budget_ms / 1000.0
        samples = 0
        while samples < self.samples:
            hands, bone = sample_deal(know, self.rng)
            hands[me] = my_hand
            values = [value(*self._playout(a, base_ends, hands, bone, me, n, scores, view.target)) for a in plays]
            for i, v in enumerate(values):
                totals[i] += v
            history.append(values)
            samples += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if samples >= SURE_AFTER and _clear_lead(history, totals):
                break  # the leader is far ahead of every other move: more guesses will not change it
        best = max(range(len(plays)), key=lambda i: (totals[i], _shed_key(view, plays[i])))
        return plays[best]

    @staticmethod
    def _playout(
        action: PlayTile,
        base_ends: Ends,
        hands: list[list[tuple[int, int]]],
        bone: list[tuple[int, int]],
        me: int,
        n: int,
        scores: list[int],
        target: int,
    ) -> tuple[list[int], int | None]:
        """Every seat's point change to the end of the round after ``action``, and who reached the target."""
        ends = base_ends.copy()
        hs = [list(h) for h in hands]
        tile = tkey(action.tile.a, action.tile.b)
        side = _side(action)
        if side < 0:
            ends.lay((action.tile.a, action.tile.b), -1)
        else:
            ends.lay(tile, side)
        hs[me].remove(tile)
        pts = play_points(ends.total())
        winner: int | None
        if hs[me]:
            after = [s + (pts if i == me else 0) for i, s in enumerate(scores)]
            delta, winner = rollout_fast(ends, hs, list(bone), (me + 1) % n, after, target)
        else:  # this tile ends the round: everyone pays for the tiles left in hand
            delta = [-round_penalty(sum(a + b for a, b in hs[s])) for s in range(n)]
            winner = None
        delta[me] += pts
        return delta, winner


class _Valuer:
    """The worth of a play-out's result, in points of the player's own score."""

    def __init__(self, scores: list[int], target: int, me: int, denial: float) -> None:
        self.scores = scores
        self.target = target
        self.me = me
        self.denial = denial
        self.now = win_probs(scores, target)[me]
        self.unit = point_worth(scores, target, me)

    def __call__(self, delta: list[int], winner: int | None) -> float:
        me = self.me
        if winner is not None:
            return ((1.0 if winner == me else 0.0) - self.now) / self.unit
        own = delta[me]
        if self.denial == 0.0:
            return float(own)
        after = win_probs([s + d for s, d in zip(self.scores, delta, strict=False)], self.target)[me]
        return own + self.denial * ((after - self.now) / self.unit - own)


def make(level: str, seed: int | None, budget_ms: int | None) -> Any:
    """A dominoes player for ``level``; ``budget_ms`` bounds the hard player's thinking."""
    if level == "random":
        return RandomPlayer(level, seed)
    if level == "easy":
        return EasyPlayer(level, seed)
    if level == "medium":
        return MediumPlayer(level, seed)
    if level == "hard":
        return HardPlayer(level, seed, budget_ms)
    raise ValueError(f"Unknown dominoes level {level!r}.")
