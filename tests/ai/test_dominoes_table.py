"""Tables of several hard dominoes players: what they aim at, and that their matches end."""

from __future__ import annotations

from muggins_desktop.ai.dominoes.players import DENIAL, HardPlayer, _Valuer
from muggins_desktop.engine.dominoes import DominoMatch


def test_four_players_count_only_their_own_points_until_the_match_ends() -> None:
    v = _Valuer([120, 60, 150, -40], 200, 0, DENIAL[4])
    # outside the end of the match the others' plays and penalties do not move the value at all,
    # so equally good plays fall to the shedding tie-break (most points now, heaviest tile)
    assert v([10, 30, -20, 0], None) == 10.0
    assert v([10, -25, 0, 15], None) == v([10, 0, 0, 0], None)
    assert v([-15, 0, 0, 0], None) == -15.0
    # a rival reaching the target still costs what it does to the chance to win
    assert v([0, 0, 0, 0], 2) < v([-30, 0, 0, 0], None)
    assert v([0, 0, 0, 0], 0) > v([30, 0, 0, 0], None)


def test_three_players_still_keep_the_others_down_a_little() -> None:
    v = _Valuer([100, 100, 100], 200, 0, DENIAL[3])
    assert v([10, 0, 0], None) > v([10, 10, 0], None) > v([0, 0, 0], None)


def test_a_four_hard_match_that_ran_past_120_rounds_now_ends() -> None:
    """Seed 19 with 16 guesses per decision: with the others' points weighted 0.1 (before this
    change) the four hard players were at 145, 130, 130 and 125 after 121 rounds; counting only
    their own points until the match ends, they finish in 52 rounds (about 4 s)."""
    seed = 19
    m = DominoMatch(4, seed=seed)
    ps = [HardPlayer("hard", seed * 10 + s, None) for s in range(4)]
    for p in ps:
        p.samples = 16
    while m.outcome is None:
        assert m.round_no <= 80, m.scores
        seat = m.to_act
        assert seat is not None
        m.apply(ps[seat].choose(m.view_for(seat)), seat)
    assert max(m.scores) >= m.target
