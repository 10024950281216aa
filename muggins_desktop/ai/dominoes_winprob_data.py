"""Fitted constants of the dominoes match-win model (generated; do not edit).

Written by tools/make_dominoes_winprob.py --matches 50 --seed 20261201.
Per number of players: BETA, GAMMA (see dominoes_winprob), and from the same
greedy self-play the mean and spread of a player's net points per round and
the mean number of rounds per match.
"""

FLOOR = 25.0
MODEL: dict[int, tuple[float, float]] = {
    2: (0.22053, 0.4),
    3: (3.07343, 1.0),
    4: (3.59759, 1.0),
}
NET_PER_ROUND: dict[int, tuple[float, float]] = {
    2: (15.694, 18.207),
    3: (4.252, 16.356),
    4: (2.339, 13.991),
}
ROUNDS_PER_MATCH: dict[int, float] = {
    2: 13.04,
    3: 29.04,
    4: 38.28,
}
