"""An estimate of each dominoes player's chance to win the match from the scores (docs/AI.md).

P(i wins) = exp(-beta * d_i / S) / sum_j exp(-beta * d_j / S)
d_i = max(target - score_i, 0),  S = max(mean_j d_j, FLOOR) ** gamma
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from muggins_desktop.ai.data.dominoes_winprob_data import FLOOR, MODEL


def _params(players: int) -> tuple[float, float]:
    return MODEL.get(players, MODEL[max(MODEL)])


def win_probs(scores: Sequence[int], target: int) -> list[float]:
    """Every player's estimated chance to win the match from these scores."""
    beta, gamma = _params(len(scores))
    d = [max(target - s, 0) for s in scores]
    scale = max(sum(d) / len(d), FLOOR) ** gamma
    logits = [-beta * x / scale for x in d]
    top = max(logits)
    w = [math.exp(v - top) for v in logits]
    z = sum(w)
    return [x / z for x in w]


def point_worth(scores: Sequence[int], target: int, seat: int) -> float:
    """How much one more point for ``seat`` raises its chance to win, here (at least 1e-6)."""
    beta, gamma = _params(len(scores))
    d = [max(target - s, 0) for s in scores]
    scale = max(sum(d) / len(d), FLOOR) ** gamma
    p = win_probs(scores, target)[seat]
    worth: float = beta / scale * p * (1.0 - p)
    return max(worth, 1e-6)
