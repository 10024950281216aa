"""The hard dominoes player's fast play-out gives exactly what the plain one gives.

The plain play-out below (a loop over ``Ends``, the medium rule written out)
is the reference the package's ``rollout_fast`` was derived from.
"""

from __future__ import annotations

import random

from muggins_desktop.ai.dominoes.knowledge import ALL
from muggins_desktop.ai.dominoes.sim import DTile, Ends, play_points, rollout_fast, round_penalty


def options(ends: Ends, hand: list[DTile]) -> list[tuple[DTile, int]]:
    """Every (tile, side) of ``hand`` that fits an open end (side -1: the opening tile)."""
    if ends.empty:
        return [(t, -1) for t in hand]
    out = []
    lv, rv = ends.lv, ends.rv
    for t in hand:
        if t[0] == lv or t[1] == lv:
            out.append((t, 0))
        if t[0] == rv or t[1] == rv:
            out.append((t, 1))
    return out


def greedy_choice(ends: Ends, options: list[tuple[DTile, int]]) -> tuple[DTile, int]:
    """Most points now; on a tie the heaviest tile (fewer pips left to lose)."""
    best = options[0]
    best_key = (-1, -1)
    for opt in options:
        pts = play_points(ends.sum_after(opt[0], opt[1]))
        key = (pts, opt[0][0] + opt[0][1])
        if key > best_key:
            best, best_key = opt, key
    return best


def rollout(  # the plain loop the fast one must match
    ends: Ends,
    hands: list[list[DTile]],
    boneyard: list[DTile],
    to_act: int,
    scores: list[int],
    target: int,
) -> tuple[list[int], int | None]:
    """Play the round out greedily from this position (arguments are consumed).

    Returns each seat's point change (plays minus end-of-round penalty) and
    the seat that reached the target, if one did (the match ends there).
    """
    n = len(hands)
    delta = [0] * n
    seat = to_act
    bone_i = 0
    while True:
        hand = hands[seat]
        opts = options(ends, hand)
        if not opts:
            drew = False
            while bone_i < len(boneyard):
                t = boneyard[bone_i]
                bone_i += 1
                hand.append(t)
                if t[0] in (ends.lv, ends.rv) or t[1] in (ends.lv, ends.rv):
                    drew = True
                    break
            if not drew:
                # boneyard empty and no fit: blocked if nobody can play, else pass
                if not any(options(ends, h) for h in hands):
                    break
                seat = (seat + 1) % n
                continue
            # a drawn tile that fits must be played at once
            t = hand[-1]
            opts = [o for o in options(ends, hand) if o[0] == t]
        tile, side = greedy_choice(ends, opts) if len(opts) > 1 else opts[0]
        hand.remove(tile)
        ends.lay(tile, side)
        pts = play_points(ends.total())
        delta[seat] += pts
        if pts and scores[seat] + delta[seat] >= target:
            return delta, seat
        if not hand:
            break
        seat = (seat + 1) % n
    for s in range(n):
        delta[s] -= round_penalty(sum(a + b for a, b in hands[s]))
    return delta, None


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
            opts = options(ends, hands[seat])
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
