"""Independent audit of the dominoes engine against RULES.md part A and the seed.

Each test names the rule it checks. Positions are built here (not through the
shared rigs) so that this audit does not move when other test helpers change.
"""

from __future__ import annotations

import pytest

from muggins_desktop.engine.dominoes import (
    DominoMatch,
    Draw,
    End,
    IllegalAction,
    Pass,
    PlayTile,
    Tile,
    hand_pips,
    round_penalty,
)

LEFT, RIGHT = End.LEFT, End.RIGHT


def tl(text: str) -> list[Tile]:
    """Tiles from ``"1|4 2|2"`` (orientation kept)."""
    return [Tile.parse(w) for w in text.split()]


def position(
    hands: list[str],
    line: str = "",
    boneyard: str = "",
    to_act: int = 0,
    scores: list[int] | None = None,
    target: int | None = None,
) -> DominoMatch:
    """A match set up at the given position (``DominoMatch.from_position``)."""
    return DominoMatch.from_position(hands, line, boneyard, to_act, scores, seed=5, target=target)


def again(m: DominoMatch, seat: int = 0) -> DominoMatch:
    """The same position with ``seat`` to act once more."""
    return DominoMatch.from_position(m.hands, m.line.tiles, m.boneyard_left, seat, m.scores, seed=5, target=m.target)


def put(m: DominoMatch, tile: str, end: End | None = None) -> list[dict]:
    return m.apply(PlayTile(Tile.parse(tile), end), m.to_act)


# ------------------------------------------------------------ A3/A4 scoring


def test_a3_opening_double_counts_once() -> None:
    for tile, points in (("2|2", 0), ("5|5", 10), ("0|0", 0)):
        m = position([tile + " 6|6", "1|2"])
        ev = put(m, tile)
        assert ev[0]["points"] == points, tile
        assert ev[0]["end"] is None


@pytest.mark.parametrize(
    "line, tile, end, points",
    [
        ("", "1|4", None, 5),  # [1|4] alone
        ("1|4", "1|1", LEFT, 0),  # 2 + 4
        ("1|1 1|4", "4|4", RIGHT, 10),  # 2 + 8
        ("1|1 1|4 4|4", "4|3", RIGHT, 5),  # 2 + 3
        ("3|6", "6|6", RIGHT, 15),  # 3 + 12
        ("", "2|2", None, 0),
        ("", "0|0", None, 0),
    ],
)
def test_a4_worked_examples_of_the_seed(line: str, tile: str, end: End | None, points: int) -> None:
    m = position([tile + " 6|5", "0|1"], line=line)
    assert put(m, tile, end)[0]["points"] == points


def test_a3_double_at_an_end_counts_twice_until_the_arm_continues() -> None:
    m = position(["5|5 5|0 0|0 0|4 5|6 3|3", "6|6 2|2"], boneyard="4|6")
    assert put(m, "5|5")[0]["points"] == 10
    m = again(m)
    assert put(m, "5|0", RIGHT)[0]["points"] == 10  # [5|5] still an end: 10 + 0
    m = again(m)
    assert put(m, "0|0", RIGHT)[0]["points"] == 10  # 10 + 0 (double zero)
    m = again(m)
    assert put(m, "0|4", RIGHT)[0]["points"] == 0  # 10 + 4
    m = again(m)
    # [5|6] on the left: the opening double is now inside and counts nothing.
    assert put(m, "5|6", LEFT)[0]["points"] == 10  # 6 + 4
    assert m.line.ends == (6, 4)


def test_a3_no_double_branches_not_even_the_opening_one() -> None:
    m = position(["5|5 5|1 5|2 5|3", "6|6"], boneyard="4|6")
    put(m, "5|5")
    for tile, end in (("5|1", LEFT), ("5|2", RIGHT)):
        m = again(m)
        put(m, tile, end)
    m = again(m)
    assert m.line.ends == (1, 2)
    # [5|3] matches the middle double only: no spinner, so it cannot be laid.
    assert not any(isinstance(a, PlayTile) and a.tile == Tile(5, 3) for a in m.legal_actions())


def test_a3_tile_fitting_both_equal_ends_may_go_on_either_and_scores_differently() -> None:
    # [3|3] at the left end counts 6; the right end shows 3.
    m = position(["3|2 1|1", "0|0"], line="3|3 3|6 6|4 4|3")
    assert m.line.ends == (3, 3)
    legal = m.legal_actions()
    assert PlayTile(Tile(3, 2), LEFT) in legal and PlayTile(Tile(3, 2), RIGHT) in legal
    left = position(["3|2 1|1", "0|0"], line="3|3 3|6 6|4 4|3")
    assert put(left, "3|2", LEFT)[0]["points"] == 5  # 2 + 3
    right = position(["3|2 1|1", "0|0"], line="3|3 3|6 6|4 4|3")
    assert put(right, "3|2", RIGHT)[0]["points"] == 0  # 6 + 2


def test_a2_opening_may_be_any_tile_and_play_goes_clockwise() -> None:
    m = position(["1|2 6|6 0|3", "4|4", "2|5"], boneyard="4|6")
    assert {a.tile for a in m.legal_actions()} == set(tl("1|2 6|6 0|3"))
    assert all(a.end is None for a in m.legal_actions())
    put(m, "0|3")
    assert m.to_act == 1


# ------------------------------------------------------------ A5 draw / pass


def test_a5_must_play_when_able_no_drawing() -> None:
    m = position(["1|2 6|6", "4|4"], line="2|3", boneyard="0|0 5|5")
    assert Draw() not in m.legal_actions()
    with pytest.raises(IllegalAction):
        m.apply(Draw(), 0)


def test_a5_forced_draw_then_only_the_drawn_tile_may_be_played() -> None:
    m = position(["6|6 5|5", "0|1"], line="2|3", boneyard="4|4 3|1 2|0 0|0")
    assert m.legal_actions() == [Draw()]
    ev = m.apply(Draw(), 0)
    assert [e["event"] for e in ev] == ["draw"] and ev[0]["tile"] in ([4, 4],)
    assert m.to_act == 0 and m.legal_actions() == [Draw()]  # [4|4] fits nothing: draw on
    ev = m.apply(Draw(), 0)
    assert ev[0]["tile"] == [3, 1]
    assert m.legal_actions() == [PlayTile(Tile(3, 1), RIGHT)]
    for bad in (Draw(), PlayTile(Tile(6, 6), RIGHT), PlayTile(Tile(4, 4), LEFT)):
        with pytest.raises(IllegalAction):
            m.apply(bad, 0)
    put(m, "3|1", RIGHT)
    assert m.boneyard_count == 2  # no further tile was drawn
    assert m.to_act == 1


def test_a5_pass_only_with_an_empty_boneyard() -> None:
    m = position(["6|6 5|5", "3|1"], line="2|3", boneyard="4|4")
    assert Pass() not in m.legal_actions()
    with pytest.raises(IllegalAction):
        m.apply(Pass(), 0)
    m.apply(Draw(), 0)  # [4|4] fits nothing; the boneyard is now empty
    assert m.legal_actions() == [Pass()]  # seat 1 can still play [3|1], so no block
    ev = m.apply(Pass(), 0)
    assert ev[0] == {"event": "pass", "player": 0}
    assert m.to_act == 1


def test_a5_block_when_boneyard_empty_and_nobody_can_play() -> None:
    # After [2|4] the ends are 2..4: nobody holds a 2 or 4, boneyard empty.
    m = position(["2|4 6|6", "5|5 1|1"], line="3|2", scores=[20, 30])
    ev = put(m, "2|4", RIGHT)
    kinds = [e["event"] for e in ev]
    assert kinds[:3] == ["play", "round_end", "round_start"]
    end = ev[1]
    assert end["blocked"] is True and end["winner"] is None
    assert end["remaining"] == [12, 12]
    assert end["penalties"] == [10, 10]
    assert end["scores"] == [20 + ev[0]["points"] - 10, 20]
    assert ev[2]["lot"] is True  # A6: after a block the leader is drawn by lot


def test_a5_not_blocked_while_somebody_can_still_play() -> None:
    m = position(["2|4 6|6", "5|5 4|1"], line="3|2")
    ev = put(m, "2|4", RIGHT)
    assert [e["event"] for e in ev] == ["play"]
    assert m.to_act == 1 and m.legal_actions() == [PlayTile(Tile(4, 1), RIGHT)]


# ------------------------------------------------------------ A1/A6 round end and target


def test_a1_target_reached_mid_round_ends_at_once_without_penalties() -> None:
    m = position(["6|6 5|5 4|4", "0|1 0|2"], line="3|6", scores=[240, 100], target=250)
    ev = put(m, "6|6", RIGHT)
    assert [e["event"] for e in ev] == ["play", "match_end"]
    assert ev[1]["winner"] == 0 and ev[1]["scores"] == [255, 100]
    assert m.outcome is not None and m.to_act is None and m.legal_actions() == []


def test_a1_domino_that_reaches_target_takes_no_penalties_from_anyone() -> None:
    m = position(["6|6", "5|5 4|4"], line="3|6", scores=[240, 100], target=250)
    ev = put(m, "6|6", RIGHT)
    assert [e["event"] for e in ev] == ["play", "match_end"]
    assert ev[1]["scores"] == [255, 100]


def test_a6_domino_scores_first_then_penalties_and_winner_leads_next_round() -> None:
    m = position(["6|6", "5|5 4|3", "2|1"], line="3|6", scores=[0, 0, 0])
    ev = put(m, "6|6", RIGHT)
    assert [e["event"] for e in ev] == ["play", "round_end", "round_start"]
    assert ev[0]["points"] == 15
    end = ev[1]
    assert end["winner"] == 0 and end["blocked"] is False
    assert end["remaining"] == [0, 17, 3] and end["penalties"] == [0, 15, 5]
    assert end["scores"] == [15, -15, -5]  # A1: scores may go below zero
    assert ev[2]["leader"] == 0 and ev[2]["lot"] is False


@pytest.mark.parametrize("pips", range(0, 60))
def test_a6_penalty_rounds_remainder_1_2_down_3_4_up(pips: int) -> None:
    rem = pips % 5
    expected = pips - rem if rem <= 2 else pips - rem + 5
    assert round_penalty(pips) == expected


def test_a6_penalty_examples_of_the_rules() -> None:
    assert [round_penalty(p) for p in (2, 3, 7, 8, 10, 1, 4)] == [0, 5, 5, 10, 10, 0, 5]


def test_a2_deal_sizes_targets_and_every_tile_once() -> None:
    for n, size, target in ((2, 7, 250), (3, 5, 200), (4, 5, 200)):
        m = DominoMatch(n, seed=n)
        start = m.record[1]
        assert start["event"] == "round_start" and start["round"] == 1 and start["lot"] is True
        assert m.record[0]["target"] == target
        assert all(len(h) == size for h in start["hands"])
        every = [tuple(sorted(t)) for h in start["hands"] for t in h] + [tuple(sorted(t)) for t in start["boneyard"]]
        assert sorted(every) == sorted((a, b) for a in range(7) for b in range(a, 7))


# ------------------------------------------------------------ record format


REQUIRED = {
    "match_start": {"game", "players", "target", "seed"},
    "round_start": {"round", "leader", "lot", "hands", "boneyard"},
    "play": {"player", "tile", "end", "points", "scores"},
    "draw": {"player", "tile"},
    "pass": {"player"},
    "round_end": {"winner", "blocked", "remaining", "penalties", "scores"},
    "match_end": {"winner", "scores"},
}


def _greedy_run(players: int, seed: int, limit: int = 4000) -> DominoMatch:
    """Play the highest-scoring legal action each time (ends quickly)."""
    m = DominoMatch(players, seed=seed)
    steps = 0
    while m.outcome is None and steps < limit:
        view = m.view_for(m.to_act)
        m.apply(max(view.legal_actions, key=view.points_for), m.to_act)
        steps += 1
    return m


class _Reader:
    """Follows a dominoes record event by event, checking each against LOG_FORMAT and the rules."""

    def __init__(self, players: int, target: int) -> None:
        self.scores = [0] * players
        self.target = target
        self.first_in_round = False
        self.hands: list[list[list[int]]] = []

    def round_start(self, e: dict) -> None:
        self.first_in_round = True
        self.hands = [list(map(list, h)) for h in e["hands"]]
        assert isinstance(e["lot"], bool) and isinstance(e["round"], int)

    def play(self, e: dict) -> None:
        assert e["end"] in (None, "left", "right")
        assert (e["end"] is None) == self.first_in_round
        self.first_in_round = False
        assert isinstance(e["points"], int) and e["points"] % 5 == 0
        self.scores[e["player"]] += e["points"]
        assert e["scores"] == self.scores
        self.hands[e["player"]] = [t for t in self.hands[e["player"]] if sorted(t) != sorted(e["tile"])]

    def draw(self, e: dict) -> None:
        self.hands[e["player"]].append(list(e["tile"]))

    def round_end(self, e: dict) -> None:
        assert isinstance(e["blocked"], bool) and e["blocked"] == (e["winner"] is None)
        assert e["remaining"] == [sum(a + b for a, b in h) for h in self.hands]
        assert all(isinstance(p, int) and p >= 0 for p in e["penalties"])
        assert e["penalties"] == [round_penalty(r) for r in e["remaining"]]
        self.scores = [s - p for s, p in zip(self.scores, e["penalties"], strict=True)]
        assert e["scores"] == self.scores

    def match_end(self, e: dict) -> None:
        assert e["scores"] == self.scores and self.scores[e["winner"]] >= self.target


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_log_format_dominoes_fields_types_and_values(players: int, seed: int) -> None:
    m = _greedy_run(players, seed)
    rec = m.record
    assert rec[0]["game"] == "dominoes" and rec[0]["players"] == players
    reader = _Reader(players, m.target)
    for e in rec:
        kind = e["event"]
        assert REQUIRED[kind] <= set(e), (kind, e)
        step = getattr(reader, kind, None) if kind != "match_start" else None
        if step is not None:
            step(e)
    assert m.outcome is not None and rec[-1]["event"] == "match_end"
    assert any(e["event"] == "round_end" for e in rec)


def test_a6_hand_pips_is_the_plain_pip_total() -> None:
    assert hand_pips(tl("6|6 0|1 2|3")) == 18


def test_a2_first_leader_by_neutral_lot_is_spread_over_all_seats() -> None:
    from collections import Counter

    leaders = Counter(DominoMatch(4, seed=s).leader for s in range(800))
    assert set(leaders) == {0, 1, 2, 3}
    assert all(150 <= n <= 250 for n in leaders.values()), leaders  # 200 expected each
