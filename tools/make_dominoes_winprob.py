#!/usr/bin/env python3
"""Fit the dominoes match-win model and write ``muggins_desktop/ai/data/dominoes_winprob_data.py``.

The hard dominoes player values a position by an estimate of each player's
chance to win the match (``muggins_desktop.ai.dominoes.winprob``):

    P(i wins) = exp(-BETA * d_i / S) / sum_j exp(-BETA * d_j / S)
    d_i = max(target - score_i, 0), S = max(mean_j d_j, FLOOR) ** GAMMA

(distance to the target, measured against how far the table still has to
go, so the same gap of points decides more near the end of a match than at
its start). BETA and GAMMA are fitted here, per number of players, by
maximum likelihood over the state at the start of every round of many
self-play matches (every seat the greedy ``medium`` player, the engine's own
matches) and the eventual winner. The mean net points per round (plays minus
penalties) and its spread are written next to them for the documentation.

    python3 tools/make_dominoes_winprob.py [--matches 600] [--seed 20261201]
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from muggins_desktop.ai.dominoes.players import make  # noqa: E402
from muggins_desktop.engine.dominoes import DominoMatch  # noqa: E402

OUT = ROOT / "muggins_desktop" / "ai" / "data" / "dominoes_winprob_data.py"
FLOOR = 25.0
GAMMAS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.0, 1.25, 1.5)


def play(players: int, seed: int) -> tuple[list[list[int]], int, list[int]]:
    """Round-start score vectors, the winner, and every player's net per round."""
    match = DominoMatch(players, seed=seed)
    bots = [make("medium", seed + i, None) for i in range(players)]
    states: list[list[int]] = []
    nets: list[int] = []
    last_round = 0
    last_scores = list(match.scores)
    while match.outcome is None:
        if match.round_no != last_round:
            last_round = match.round_no
            states.append(list(match.scores))
            nets.extend(s - p for s, p in zip(match.scores, last_scores, strict=False))
            last_scores = list(match.scores)
        seat = match.to_act
        match.apply(bots[seat].choose(match.view_for(seat)), seat)
    return states, match.outcome.winner, nets[players:]


def loglik(data: list[tuple[list[int], int]], target: int, beta: float, gamma: float) -> float:
    total = 0.0
    for scores, winner in data:
        d = [max(target - s, 0) for s in scores]
        scale = max(sum(d) / len(d), FLOOR) ** gamma
        logits = [-beta * x / scale for x in d]
        top = max(logits)
        z = sum(math.exp(v - top) for v in logits)
        total += logits[winner] - top - math.log(z)
    return total


def fit(data: list[tuple[list[int], int]], target: int) -> tuple[float, float, float]:
    best = (-math.inf, 0.0, 0.0)
    for gamma in GAMMAS:
        lo, hi = 0.0, 20.0 * (target**gamma) / target * 5
        for _ in range(25):  # golden-section search on beta (the log-likelihood is concave in it)
            a = hi - (hi - lo) / 1.618
            b = lo + (hi - lo) / 1.618
            if loglik(data, target, a, gamma) < loglik(data, target, b, gamma):
                lo = a
            else:
                hi = b
        beta = (lo + hi) / 2
        ll = loglik(data, target, beta, gamma)
        if ll > best[0]:
            best = (ll, beta, gamma)
    return best


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=600, help="self-play matches per number of players")
    ap.add_argument("--seed", type=int, default=20261201)
    args = ap.parse_args()
    rows = []
    for players in (2, 3, 4):
        data: list[tuple[list[int], int]] = []
        nets: list[int] = []
        rounds = 0
        target = DominoMatch(players, seed=0).target
        for m in range(args.matches):
            states, winner, net = play(players, args.seed * 10 + players * 1_000_000 + m)
            data.extend((s, winner) for s in states)
            nets.extend(net)
            rounds += len(states)
        ll, beta, gamma = fit(data, target)
        ll0 = len(data) * math.log(1.0 / players)
        mean = sum(nets) / len(nets)
        sd = (sum((x - mean) ** 2 for x in nets) / (len(nets) - 1)) ** 0.5
        rows.append((players, beta, gamma, mean, sd, rounds / args.matches))
        print(
            f"{players} players: beta {beta:.4f} gamma {gamma} log-lik {ll:.1f} (uniform {ll0:.1f}), "
            f"{len(data)} states; net per round {mean:.2f} (sd {sd:.1f}); rounds per match {rounds / args.matches:.1f}"
        )
    lines = [
        '"""Fitted constants of the dominoes match-win model (generated; do not edit).',
        "",
        f"Written by tools/make_dominoes_winprob.py --matches {args.matches} --seed {args.seed}.",
        "Per number of players: BETA, GAMMA (see dominoes_winprob), and from the same",
        "greedy self-play the mean and spread of a player's net points per round and",
        "the mean number of rounds per match.",
        '"""',
        "",
        f"FLOOR = {FLOOR}",
        "MODEL: dict[int, tuple[float, float]] = {",
    ]
    lines += [f"    {p}: ({beta:.5f}, {gamma}),".replace("(", "(", 1) for p, beta, gamma, *_ in rows]
    lines += ["}", "NET_PER_ROUND: dict[int, tuple[float, float]] = {"]
    lines += [f"    {p}: ({mean:.3f}, {sd:.3f})," for p, _, _, mean, sd, _ in rows]
    lines += ["}", "ROUNDS_PER_MATCH: dict[int, float] = {"]
    lines += [f"    {p}: {r:.2f}," for p, *_, r in rows]
    lines += ["}", ""]
    OUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
