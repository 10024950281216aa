"""The hard player's pegging search at tables of three (issue 30).

``cribbage_pegging.Searcher`` is a plain max-n search: every other player
answers once, with the best reply for itself while seeing the guessed
cards of the searching player, and nothing counts past the horizon. Against
players who cannot see its cards that made hard no better than medium in
three-player cribbage. This search does for three seats what made the
two-player search strong:

* at another player's turn the value mixes (``OPP_LAMBDA``) the best reply
  for that player with a points-greedy player's likely replies
  (``exp(PLAY_BETA x points now)``), the model the guesses are weighted by,
  or, once the player's way of laying cards has been read
  (``cribbage_styles``), the replies likely under that;
* the cards left at the horizon are played out with ``simple_rank``, so the
  go, the last card and a card kept back still count;
* each seat values a line by its side's points minus the mean of the other
  sides' (``Searcher.utility``): with three players a point for one opponent
  costs half of what a point of one's own is worth.

Only for points play (not Lowball, where the plain search stays).

"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from muggins_desktop.ai.cribbage import pegging as peg
from muggins_desktop.ai.cribbage.pegging import State, moves, step


def modelled_reply(
    best: Sequence[float],
    vecs: Sequence[Sequence[float]],
    own: Sequence[float],
    probs: Sequence[float] | None = None,
) -> tuple[float, ...]:
    """Another player's reply: ``1 - OPP_LAMBDA`` of its best and the rest a points-greedy player's likely replies.

    ``vecs`` are the values of its moves, ``own`` the points each makes it
    now (the greedy player lays each with weight ``exp(PLAY_BETA x points)``).
    ``probs``: the chance of each move under the player's read style instead.
    """
    if probs is not None:
        ws: Sequence[float] = probs
        z = 1.0
    else:
        top = max(own)
        ws = [math.exp(peg.PLAY_BETA * (o - top)) for o in own]
        z = sum(ws)
    lam = peg.OPP_LAMBDA
    return tuple(
        (1.0 - lam) * best[i] + lam * sum(w * v[i] for w, v in zip(ws, vecs, strict=True)) / z for i in range(len(best))
    )


class TableSearcher(peg.Searcher):
    """Max-n over the sides with modelled replies and a play-out past the horizon."""

    def _tail(self, state: State) -> tuple[float, ...]:
        pts = self.rollout(state)
        g = [0.0] * self.n_sides
        for seat, p in enumerate(pts):
            g[self.side[seat]] += p
        return tuple(g)

    def _future(self, state: State, acc: tuple[float, ...], depth: int) -> tuple[float, ...]:
        turn = state[5]
        if turn < 0:
            return self.zero
        if depth == 0:
            return self._tail(state)
        if self.near:
            rem = tuple(min(40, self.target - s - a) for s, a in zip(self.scores, acc, strict=False))
            key: Any = (state, depth, rem)
        else:
            key = (state, depth)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        self.nodes += 1
        me = self.side[turn]
        vecs: list[list[float]] = []
        own: list[float] = []
        for rank in moves(state):
            nxt, gains = step(state, rank)
            got = list(self.zero)
            mine = 0
            won = False
            for seat, pts in gains:
                s = self.side[seat]
                got[s] += pts
                if seat == turn:
                    mine += pts
                if self.scores[s] + acc[s] + got[s] >= self.target and got[s] < peg.WIN:
                    got[s] += peg.WIN
                    won = True
            if not won:
                after = tuple(a + g for a, g in zip(acc, got, strict=False)) if self.near else acc
                rest = self._future(nxt, after, depth - 1)
                got = [g + r for g, r in zip(got, rest, strict=False)]
            vecs.append(got)
            own.append(mine)
        best = max(vecs, key=lambda v: self.utility(v, me))
        out = (
            tuple(best)
            if me == self.me_side or peg.OPP_LAMBDA <= 0
            else modelled_reply(best, vecs, own, self.reply_weights(state))
        )
        self.memo[key] = out
        return out


def make_searcher(view: Any, sides: list[int], n_sides: int, deadline: float | None) -> peg.Searcher:
    """The hard player's search: these at a table of three (points play), else ``cribbage_pegging``'s."""
    if n_sides == 3 and peg.table_shaped(view):
        return TableSearcher(sides, n_sides, view.scores, view.target, view.lowball, deadline)
    return peg.make_searcher(view, sides, n_sides, deadline)


__all__ = ["TableSearcher", "make_searcher"]
