"""Fitted constants of the dominoes match-win model (generated; do not edit).

Written by tools/make_dominoes_winprob.py --matches 600 --seed 20261201.
Per number of players: BETA, GAMMA (see dominoes_winprob), and from the same
greedy self-play the mean and spread of a player's net points per round and
the mean number of rounds per match.
"""

FLOOR = 25.0
MODEL: dict[int, tuple[float, float]] = {
    2: (0.75888, 0.7),
    3: (3.03920, 1.0),
    4: (3.29296, 1.0),
}
NET_PER_ROUND: dict[int, tuple[float, float]] = {
    2: (15.180, 18.911),
    3: (4.027, 15.865),
    4: (2.188, 14.086),
}
ROUNDS_PER_MATCH: dict[int, float] = {
    2: 13.28,
    3: 27.67,
    4: 39.56,
}
