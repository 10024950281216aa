"""The hard player's pegging search at tables of three, points play.

Plain max-n lets every reply see the guessed cards and plays no better than medium, so replies are
partly modelled (``modelled_reply``) and the cards left at the horizon are played out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from muggins_desktop.ai.cribbage import pegging as peg
from muggins_desktop.ai.cribbage.pegging import State


def modelled_reply(
    best: Sequence[float],
    vecs: Sequence[Sequence[float]],
    own: Sequence[float],
    probs: Sequence[float] | None = None,
) -> tuple[float, ...]:
    """Another player's reply: ``1 - OPP_LAMBDA`` of its best and the rest a points-greedy player's likely replies."""
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

    def _horizon(self, state: State) -> tuple[float, ...]:
        return self._played_out(state)

    def _reply(
        self, state: State, best: Sequence[float], vecs: Sequence[Sequence[float]], own: Sequence[float]
    ) -> tuple[float, ...]:
        if peg.OPP_LAMBDA <= 0:
            return tuple(best)
        return modelled_reply(best, vecs, own, self.reply_weights(state))


def make_searcher(view: Any, sides: list[int], n_sides: int, deadline: float | None) -> peg.Searcher:
    """The hard player's search: these at a table of three (points play), else ``pegging``'s."""
    if n_sides == 3 and peg.table_shaped(view):
        return TableSearcher(sides, n_sides, view.scores, view.target, view.lowball, deadline)
    return peg.make_searcher(view, sides, n_sides, deadline)


__all__ = ["TableSearcher", "make_searcher"]
