"""Pegging (the play) for the cribbage computer players.

The hard player guesses the cards the others still hold many times
(Perfect-Information Monte Carlo): each guess draws from the cards it has not
seen, and a player who said "go" at some count is known to hold nothing low
enough to fit then. For every guess it searches the rest of the play with
these exact rules (the engine's: go, the go point to the last player to lay,
31, the count restarting after the last player to lay, the last card), every
player picking what is best for their own side. The card with the best mean
over the guesses is played. Only ranks matter in the play, so hands are
tuples of ranks and cards of equal rank are searched once.
"""

from __future__ import annotations

import random
import time
from typing import Any, Sequence

from muggins_desktop.ai.cribbage_fast import VALUE, peg_points

WIN = 60.0  # worth of reaching the target during the play, in points

# A state: (hands as tuples of ranks per seat, count, ranks since the reset,
# bitmask of seats that said go, last seat to lay (-1 none), seat to act (-1 over))
State = tuple[tuple[tuple[int, ...], ...], int, tuple[int, ...], int, int, int]


def fits(hand: Sequence[int], count: int) -> bool:
    return any(count + VALUE[r] <= 31 for r in hand)


def _end_count(hands: tuple[tuple[int, ...], ...], last: int, thirty_one: bool, gains: list[tuple[int, int]]) -> State:
    n = len(hands)
    if not thirty_one:
        gains.append((last, 1))
    for i in range(1, n + 1):
        seat = (last + i) % n
        if hands[seat]:
            return (hands, 0, (), 0, -1, seat)
    return (hands, 0, (), 0, -1, -1)


def _advance(hands: tuple[tuple[int, ...], ...], count: int, seq: tuple[int, ...], go: int, last: int,
             after: int, gains: list[tuple[int, int]]) -> State:
    n = len(hands)
    for i in range(1, n + 1):
        seat = (after + i) % n
        if (go >> seat) & 1 or not hands[seat]:
            continue
        if seat == last and not fits(hands[seat], count):
            continue
        return (hands, count, seq, go, last, seat)
    return _end_count(hands, last, False, gains)


def moves(state: State) -> list[int]:
    """Distinct ranks the seat to act may lay, or ``[0]`` for a go."""
    hands, count, _, _, _, turn = state
    out = sorted({r for r in hands[turn] if count + VALUE[r] <= 31}, reverse=True)
    return out or [0]


def step(state: State, rank: int) -> tuple[State, list[tuple[int, int]]]:
    """Lay ``rank`` (0: say go); returns the new state and the points won as (seat, points)."""
    hands, count, seq, go, last, turn = state
    gains: list[tuple[int, int]] = []
    if rank == 0:
        return _advance(hands, count, seq, go | (1 << turn), last, turn, gains), gains
    h = list(hands[turn])
    h.remove(rank)
    hands = hands[:turn] + (tuple(h),) + hands[turn + 1:]
    count += VALUE[rank]
    seq = seq + (rank,)
    pts = peg_points(seq, count)
    if pts:
        gains.append((turn, pts))
    if count == 31:
        return _end_count(hands, turn, True, gains), gains
    return _advance(hands, count, seq, go, turn, turn, gains), gains


class Searcher:
    """Depth-limited max-n search: each seat maximises its side's lead."""

    def __init__(self, sides_of: Sequence[int], n_sides: int, scores: Sequence[int], target: int,
                 lowball: bool, deadline: float | None) -> None:
        self.side = list(sides_of)
        self.n_sides = n_sides
        self.scores = list(scores)
        self.target = target
        self.sign = -1.0 if lowball else 1.0
        self.deadline = deadline
        self.nodes = 0
        self.memo: dict[Any, tuple[float, ...]] = {}
        self.zero = tuple(0.0 for _ in range(n_sides))
        # far from the target (more than a whole play's points away) it cannot be reached
        self.near = any(s + 40 >= target for s in self.scores)

    def utility(self, vec: Sequence[float], side: int) -> float:
        others = sum(vec) - vec[side]
        return self.sign * (vec[side] - others / (self.n_sides - 1))

    def search(self, state: State, acc: tuple[float, ...], depth: int) -> tuple[float, ...]:
        """Points each side gains from ``state`` on (added to ``acc``) under best play.

        Results are memoised per guess: after a reset the same hands are
        reached by many orders of play. Far from the target the future does
        not depend on the points so far, so the memo key leaves them out.
        """
        turn = state[5]
        if turn < 0 or depth == 0:
            return acc
        near = self.near
        key = (state, depth, acc) if near else (state, depth)
        hit = self.memo.get(key)
        if hit is not None:
            if near:
                return hit
            return tuple(a + h for a, h in zip(acc, hit))
        self.nodes += 1
        base = acc if near else self.zero
        best: tuple[float, ...] | None = None
        best_u = -1e18
        me = self.side[turn]
        for rank in moves(state):
            nxt, gains = step(state, rank)
            won = False
            if gains:
                a = list(base)
                for seat, pts in gains:
                    s = self.side[seat]
                    a[s] += pts
                    if near and self.scores[s] + a[s] >= self.target:
                        a[s] += WIN  # reaching the target ends the match (a loss in Lowball)
                        won = True
                res_acc = tuple(a)
            else:
                res_acc = base
            res = res_acc if won else self.search(nxt, res_acc, depth - 1)
            u = self.utility(res, me)
            if u > best_u:
                best, best_u = res, u
        assert best is not None
        self.memo[key] = best
        if near:
            return best
        return tuple(a + h for a, h in zip(acc, best))


def read_pegging(view: Any, to_int: Any) -> tuple[list[int], list[int]]:
    """Unseen cards (as ints) and, per seat, the highest pip value it cannot hold.

    The unseen cards are all but the seat's own kept and discarded cards, the
    starter and every card already laid. A "go" at count c shows that the
    player had no card worth 31 - c or less.
    """
    known = {to_int(c) for c in view.kept} | {to_int(c) for c in view.discarded} | {to_int(c) for _, c in view.played}
    if view.starter is not None:
        known.add(to_int(view.starter))
    unseen = [c for c in range(52) if c not in known]
    lacks = [0] * view.players
    events = view.public_events
    start = 0
    for i in range(len(events) - 1, -1, -1):
        if events[i].get("event") == "deal":
            start = i
            break
    count = 0
    for ev in events[start:]:
        kind = ev.get("event")
        if kind == "peg":
            count = ev["count"]
        elif kind == "reset":
            count = 0
        elif kind == "go":
            p = ev["player"]
            lacks[p] = max(lacks[p], 31 - count)
    return unseen, lacks


def sample_hands(view: Any, unseen: list[int], lacks: list[int], rng: random.Random) -> list[tuple[int, ...]]:
    """One guess of every other seat's unplayed cards (as sorted ranks)."""
    me = view.seat
    others = [p for p in range(view.players) if p != me and view.hand_counts[p] > 0]
    others.sort(key=lambda p: -lacks[p])
    for attempt in range(12):
        pool = list(unseen)
        rng.shuffle(pool)
        hands: list[tuple[int, ...]] = [() for _ in range(view.players)]
        ok = True
        for p in others:
            need = view.hand_counts[p]
            limit = lacks[p] if attempt < 11 else 0
            take, rest = [], []
            for c in pool:
                if len(take) < need and VALUE[c // 4 + 1] > limit:
                    take.append(c)
                else:
                    rest.append(c)
            if len(take) < need:
                ok = False
                break
            hands[p] = tuple(sorted(c // 4 + 1 for c in take))
            pool = rest
        if ok:
            return hands
    raise AssertionError("unreachable")  # pragma: no cover


def choose_rank(view: Any, to_int: Any, rng: random.Random, budget_ms: int | None, fixed_samples: int = 24,
                max_samples: int = 300, depth: int | None = None) -> int:
    """The rank to lay (0 for go) by determinized search within the budget."""
    start = time.perf_counter()
    me = view.seat
    my = tuple(sorted(to_int(c) // 4 + 1 for c in view.hand))
    go_mask = 0
    for s in view.go_said:
        go_mask |= 1 << s
    last = view.played[-1][0] if view.count_cards else -1
    seq = tuple(c.rank for c in view.count_cards)
    n = view.players
    sides = [(s % 2 if view.partnerships else s) for s in range(n)]
    n_sides = 2 if view.partnerships else n
    if depth is None:
        depth = 99 if n == 2 else (6 if n == 3 else 5)
    unseen, lacks = read_pegging(view, to_int)
    options = sorted({r for r in my if view.count + VALUE[r] <= 31}, reverse=True)
    if len(options) <= 1:
        return options[0] if options else 0
    deadline = None if budget_ms is None else start + budget_ms * 0.8 / 1000.0
    searcher = Searcher(sides, n_sides, view.scores, view.target, view.lowball, deadline)
    totals = {r: 0.0 for r in options}
    cap = fixed_samples if budget_ms is None else max_samples
    samples = 0
    my_side = sides[me]
    while samples < cap:
        hands = sample_hands(view, unseen, lacks, rng)
        hands[me] = my
        searcher.memo.clear()
        state: State = (tuple(hands), view.count, seq, go_mask, last, me)
        partial = {}
        for r in options:
            nxt, gains = step(state, r)
            acc = [0.0] * n_sides
            won = False
            for seat, pts in gains:
                acc[sides[seat]] += pts
                if view.scores[sides[seat]] + acc[sides[seat]] >= view.target:
                    acc[sides[seat]] += WIN
                    won = True
            res = tuple(acc) if won else searcher.search(nxt, tuple(acc), depth - 1)
            partial[r] = searcher.utility(res, my_side)
            if samples and deadline is not None and time.perf_counter() >= deadline:
                break  # this guess is unfinished: leave it out
        else:
            for r in options:
                totals[r] += partial[r]
            samples += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
            continue
        break
    return max(options, key=lambda r: (totals[r], r))
