"""The hard dominoes player's fast play-out gives exactly what the plain one gives."""

from __future__ import annotations

import random

from muggins_desktop.ai.dominoes.knowledge import ALL
from muggins_desktop.ai.dominoes.sim import Ends, rollout, rollout_fast


def test_fast_rollout_equals_plain_rollout() -> None:
    rng = random.Random(7)
    compared = 0
    for _ in range(3000):
        n = rng.choice([2, 3, 4])
        size = 7 if n == 2 else 5
        tiles = list(ALL)
        rng.shuffle(tiles)
        hands = [tiles[i * size : (i + 1) * size] for i in range(n)]
        bone = tiles[n * size :]
        ends = Ends()
        ends.lay(hands[0].pop(), -1)
        seat = 1 % n
        for _ in range(rng.randrange(0, 10)):
            opts = ends.options(hands[seat])
            if not opts:
                break
            tile, side = rng.choice(opts)
            hands[seat].remove(tile)
            ends.lay(tile, side)
            seat = (seat + 1) % n
        if any(not h for h in hands):
            continue
        scores = [rng.randrange(-60, 200) for _ in range(n)]
        plain = rollout(ends.copy(), [list(h) for h in hands], list(bone), seat, scores, 200)
        fast = rollout_fast(ends.copy(), [list(h) for h in hands], list(bone), seat, scores, 200)
        assert plain == fast
        compared += 1
    assert compared > 2000
