"""Every rule of RULES.md part A, one test each, plus the A4 worked examples."""

from __future__ import annotations

from collections import Counter

import pytest
from dominoes_rig import T, build_line, names, play, rig, tiles

from muggins_desktop.engine import RecordError, match_from_record
from muggins_desktop.engine.dominoes import (
    ALL_TILES,
    DominoMatch,
    Draw,
    End,
    IllegalAction,
    Line,
    Pass,
    PlayTile,
    Tile,
    play_points,
    round_penalty,
)

# ---------------------------------------------------------------- public API


def test_public_api_example_from_the_issue() -> None:
    line = Line()
    line.play(Tile(1, 4))
    assert line.ends == (1, 4)
    line.play(Tile(1, 1), End.LEFT)
    assert line.end_sum() == 6
    assert play_points(line.end_sum()) == 0
    assert play_points(15) == 15
    assert (round_penalty(7), round_penalty(8), round_penalty(2)) == (5, 10, 0)
    with pytest.raises(IllegalAction) as err:
        line.play(Tile(2, 3), End.LEFT)
    assert err.value.code == "tile_does_not_fit"
    assert line.tiles == (Tile(1, 1), Tile(1, 4))


def test_tile_equality_ignores_order_but_keeps_orientation() -> None:
    assert Tile(1, 4) == Tile(4, 1) and hash(Tile(1, 4)) == hash(Tile(4, 1))
    assert str(Tile(4, 1)) == "[4|1]" and list(Tile(4, 1)) == [4, 1]
    assert Tile.parse("[4|1]").a == 4 and Tile.parse("2-5") == Tile(5, 2)
    with pytest.raises(ValueError):
        Tile(7, 1)
    with pytest.raises(ValueError):
        Tile.parse("x")


# ---------------------------------------------------------------- A1


def test_a1_two_to_four_players_each_for_themselves() -> None:
    for n in (2, 3, 4):
        match = DominoMatch(n, seed=1)
        assert len(match.scores) == n and match.sides == n
    for bad in (1, 5, 0, True, "3"):
        with pytest.raises(ValueError):
            DominoMatch(bad, seed=1)  # type: ignore[arg-type]


def test_a1_one_double_six_set_of_28_distinct_tiles() -> None:
    assert len(ALL_TILES) == 28 and len(set(ALL_TILES)) == 28
    assert {(t.a, t.b) for t in ALL_TILES} == {(a, b) for a in range(7) for b in range(a, 7)}


def test_a1_target_250_for_two_200_for_three_or_four() -> None:
    assert DominoMatch(2, seed=1).target == 250
    assert DominoMatch(3, seed=1).target == 200
    assert DominoMatch(4, seed=1).target == 200
    assert DominoMatch(2, seed=1, target=250).target == 250
    assert DominoMatch(4, seed=1, target=200).target == 200
    for players, bad in ((2, 100), (2, 200), (3, 250), (4, 60), (2, 0), (2, -5), (2, 2.5), (3, "200")):
        with pytest.raises(ValueError, match="goes to"):
            DominoMatch(players, seed=1, target=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("players, target", [(2, 100), (2, 200), (3, 250), (4, 60)])
def test_a1_a_record_with_another_target_is_refused(players: int, target: int) -> None:
    record = DominoMatch(players, seed=3).record
    tampered = [{**record[0], "target": target}] + record[1:]
    with pytest.raises(RecordError, match="goes to"):
        DominoMatch.from_record(tampered)
    with pytest.raises(RecordError, match="goes to"):
        match_from_record(tampered)


def test_a1_scores_are_raw_points() -> None:
    match = rig(["6|6 0|1", "2|2"], line="3|6", boneyard="0|0")
    play(match, "6|6", "right")
    assert match.scores == [15, 0]


def test_a1_reaching_the_target_wins_at_once_mid_round_without_penalties() -> None:
    match = rig(["4|4 6|6 5|5", "0|1 2|3", "3|3"], line="2|4", scores=[190, 180, 195], boneyard="0|0")
    events = play(match, "4|4", "right")  # 2 + 8 = 10 -> 200
    assert names(events) == ["play", "match_end"]
    assert events[1]["winner"] == 0 and events[1]["scores"] == [200, 180, 195]
    assert match.outcome is not None and match.outcome.winner == 0
    assert match.to_act is None and match.legal_actions() == []
    assert "round_end" not in names(match.record[-3:])


def test_a1_passing_the_target_also_wins() -> None:
    match = rig(["6|6 0|1", "2|3"], line="3|6", scores=[240, 249])
    events = play(match, "6|6", "right")
    assert names(events) == ["play", "match_end"] and events[-1]["scores"] == [255, 249]
    with pytest.raises(IllegalAction) as err:
        match.apply(Draw())
    assert err.value.code == "match_over"


def test_a1_scores_can_go_below_zero() -> None:
    match = rig(["1|2 6|6", "5|5"], line="1|4", scores=[5, 0])
    events = play(match, "1|2", "left")  # ends 2 and 4: nobody can play, the boneyard is empty
    end = events[1]
    assert end["event"] == "round_end" and end["blocked"] is True
    assert end["penalties"] == [10, 10] and end["scores"] == [-5, -10]
    assert match.scores == [-5, -10] and match.outcome is None


# ---------------------------------------------------------------- A2


@pytest.mark.parametrize("players,each", [(2, 7), (3, 5), (4, 5)])
def test_a2_deal_seven_each_for_two_five_each_for_three_or_four(players: int, each: int) -> None:
    match = DominoMatch(players, seed=3)
    start = match.record[1]
    assert start["event"] == "round_start"
    assert [len(h) for h in start["hands"]] == [each] * players
    assert len(start["boneyard"]) == 28 - each * players  # the whole rest may be drawn
    dealt = [Tile.from_json(t) for h in start["hands"] for t in h] + [Tile.from_json(t) for t in start["boneyard"]]
    assert sorted(t.key for t in dealt) == sorted(t.key for t in ALL_TILES)


def test_a2_hands_are_secret() -> None:
    match = DominoMatch(3, seed=5)
    view = match.view_for(1)
    assert view.hand == tuple(match.hands[1])
    assert view.hand_counts == (5, 5, 5) and view.boneyard_count == 13
    start = view.public_events[1]
    assert start["hands"][0] is None and start["hands"][2] is None and start["boneyard"] is None
    assert start["hands"][1] == [[t.a, t.b] for t in match.hands[1]]
    text = repr(list(view.public_events)) + repr(view)
    other = match.hands[0][0]
    assert repr(other) not in repr(view.hand) or other in match.hands[1]
    assert str([other.a, other.b]) not in repr(start["hands"][1])
    assert "boneyard" in text  # the field is there, its content is not
    if view.to_act != 1:
        assert view.legal_actions == () and view.forced_tile is None


def test_a2_first_leader_by_neutral_lot_uniform_over_seeds() -> None:
    for players in (2, 3, 4):
        counts = Counter()
        for seed in range(600):
            start = DominoMatch(players, seed=seed).record[1]
            assert start["lot"] is True and start["round"] == 1
            counts[start["leader"]] += 1
        expected = 600 / players
        for seat in range(players):
            assert abs(counts[seat] - expected) < 0.25 * expected, (players, counts)


def test_a2_a_high_double_gives_no_right_to_lead() -> None:
    held_by_leader = 0
    held_by_someone = 0
    for seed in range(400):
        match = DominoMatch(2, seed=seed)
        holder = next((s for s, h in enumerate(match.hands) if Tile(6, 6) in h), None)
        if holder is not None:
            held_by_someone += 1
            held_by_leader += holder == match.leader
    # The lot ignores the tiles: the holder leads about half the time, not always.
    assert 0.35 < held_by_leader / held_by_someone < 0.65


def test_a2_leader_may_open_with_any_tile() -> None:
    match = DominoMatch(2, seed=8)
    hand = match.hands[match.leader]
    assert match.legal_actions() == [PlayTile(t, None) for t in hand]
    last = hand[-1]
    match.apply(PlayTile(last, None))
    assert match.line.tiles == (last,)


def test_a2_play_goes_clockwise_in_seat_order() -> None:
    match = rig(["1|2 6|6", "2|3 6|5", "3|4 5|5", "4|5 0|0"], boneyard="0|1", to_act=2)
    play(match, "3|4")
    assert match.to_act == 3
    play(match, "4|5", "right")
    assert match.to_act == 0


def test_a2_opening_tile_lies_as_given() -> None:
    match = rig(["1|4 0|0", "2|2"], boneyard="3|3")
    match.apply(PlayTile(Tile(4, 1), None))  # the player turned it round
    assert match.line.ends == (4, 1)
    assert match.record[-1]["tile"] == [4, 1] and match.record[-1]["end"] is None


# ---------------------------------------------------------------- A3


def test_a3_doubles_never_branch_not_even_the_opening_double() -> None:
    match = rig(["3|3 3|5 0|0", "3|1 3|6 6|6"], boneyard="0|2")
    play(match, "3|3")
    assert [(str(a.tile), a.end) for a in match.legal_actions()] == [
        ("[3|1]", End.LEFT),
        ("[3|1]", End.RIGHT),
        ("[3|6]", End.LEFT),
        ("[3|6]", End.RIGHT),
    ]
    play(match, "3|1", "left")
    play(match, "3|5", "right")
    assert match.line.ends == (1, 5)
    # The second player still holds [3|6]: the double in the middle takes nothing.
    assert match.legal_actions() == [Draw()]


def test_a3_a_tile_joins_by_a_matching_half_and_its_other_half_becomes_the_end() -> None:
    line = build_line("2|5")
    assert line.play(Tile(6, 5), End.RIGHT) == Tile(5, 6)
    assert line.play(Tile(2, 0), End.LEFT) == Tile(0, 2)
    assert line.ends == (0, 6)
    assert line.tiles == (Tile(0, 2), Tile(2, 5), Tile(5, 6))
    with pytest.raises(IllegalAction):
        line.play(Tile(1, 3), End.RIGHT)


def test_a3_a_tile_that_fits_both_ends_may_go_on_either() -> None:
    match = rig(["2|5 0|0", "1|1"], line="2|4 4|5", boneyard="3|3")
    assert match.legal_actions() == [PlayTile(T("2|5"), End.LEFT), PlayTile(T("2|5"), End.RIGHT)]
    # Same value at both ends: still two placements, they leave different lines.
    match = rig(["4|1 0|0", "1|1"], line="4|4 4|3 3|2 2|4", boneyard="3|3")
    assert [a.end for a in match.legal_actions()] == [End.LEFT, End.RIGHT]
    assert build_line("4|4 4|3 3|2 2|4").sum_after(T("4|1"), End.LEFT) == 5  # covers the double: 1 + 4
    assert build_line("4|4 4|3 3|2 2|4").sum_after(T("4|1"), End.RIGHT) == 9  # double stays: 8 + 1


def test_a3_a_double_at_an_end_counts_both_halves_until_covered() -> None:
    line = build_line("3|6")
    line.play(Tile(6, 6), End.RIGHT)
    assert line.contributions() == (3, 12)
    line.play(Tile(6, 2), End.RIGHT)
    assert line.contributions() == (3, 2)  # [6|6] is inside now and counts nothing


def test_a3_a_lone_opening_double_is_counted_once() -> None:
    for value in range(7):
        line = Line()
        line.play(Tile(value, value))
        assert line.end_sum() == 2 * value and line.contributions() == (2 * value,)
    line = build_line("5|5")
    line.play(Tile(5, 1), End.RIGHT)
    assert line.end_sum() == 10 + 1  # the opening double is still an end


# ---------------------------------------------------------------- A4

A4_EXAMPLES = [
    # (line before, tile, end, line after, contributions, points)
    ("", "1|4", None, "1|4", (5,), 5),
    ("1|4", "1|1", "left", "1|1 1|4", (2, 4), 0),
    ("1|1 1|4", "4|4", "right", "1|1 1|4 4|4", (2, 8), 10),
    ("1|1 1|4 4|4", "3|4", "right", "1|1 1|4 4|4 4|3", (2, 3), 5),
    ("3|6", "6|6", "right", "3|6 6|6", (3, 12), 15),
    ("", "2|2", None, "2|2", (4,), 0),
    ("", "0|0", None, "0|0", (0,), 0),
]


@pytest.mark.parametrize("before,tile,end,after,parts,points", A4_EXAMPLES)
def test_a4_worked_examples(before: str, tile: str, end: str | None, after: str, parts: tuple, points: int) -> None:
    line = build_line(before)
    line.play(T(tile), None if end is None else End(end))
    assert line.tiles == tuple(tiles(after))
    assert line.contributions() == parts
    assert play_points(line.end_sum()) == points


@pytest.mark.parametrize("before,tile,end,after,parts,points", A4_EXAMPLES)
def test_a4_worked_examples_scored_by_the_match(
    before: str, tile: str, end: str | None, after: str, parts: tuple, points: int
) -> None:
    match = rig([f"{tile} 0|5 0|1", "5|5 0|2"], line=before, boneyard="0|3")
    events = play(match, tile, end)
    assert events[0]["points"] == points and match.scores == [points, 0]


def test_a4_only_positive_multiples_of_five_score() -> None:
    assert [play_points(s) for s in range(0, 26)] == [s if s % 5 == 0 and s > 0 else 0 for s in range(26)]


def test_a4_largest_play_scores_20() -> None:
    line = build_line("6|6 6|4")
    line.play(Tile(4, 4), End.RIGHT)
    assert line.end_sum() == 20 and play_points(20) == 20
    # The most two ends can show is two crosswise doubles; 12 + 12 = 24 is not a
    # multiple of five, so the best is 20 ([6|6] with [4|4]).
    best = max(play_points(build_line(f"{a}|{a} {a}|{b} {b}|{b}").end_sum()) for a in range(7) for b in range(7))
    assert best == 20


# ---------------------------------------------------------------- A5


def test_a5_a_player_who_can_play_must_play() -> None:
    match = rig(["1|2 5|5", "3|3"], line="1|4", boneyard="0|0 0|1")
    assert Draw() not in match.legal_actions() and Pass() not in match.legal_actions()
    assert match.legal_actions() == [PlayTile(T("1|2"), End.LEFT)]
    with pytest.raises(IllegalAction) as err:
        match.apply(Draw())
    assert err.value.code == "must_play"


def test_a5_draw_one_at_a_time_until_a_tile_fits_then_play_it_at_once() -> None:
    match = rig(["5|5 6|6", "3|3"], line="1|4", boneyard="0|0 2|2 4|2 1|6 0|5")
    events = match.apply(Draw())
    assert names(events) == ["draw"] and events[0]["tile"] == [0, 0]
    assert match.to_act == 0 and match.legal_actions() == [Draw()]
    match.apply(Draw())
    match.apply(Draw())  # [4|2] fits the 4
    assert match.forced == T("4|2")
    assert match.legal_actions() == [PlayTile(T("4|2"), End.RIGHT)]
    with pytest.raises(IllegalAction) as err:
        match.apply(Draw())
    assert err.value.code == "must_play_drawn_tile"
    play(match, "4|2", "right")
    assert match.to_act == 1 and match.boneyard_count == 2
    assert len(match.hands[0]) == 4


def test_a5_a_drawn_tile_that_fits_both_ends_may_go_on_either() -> None:
    match = rig(["6|6", "3|3"], line="1|3 3|4", boneyard="4|1 0|0")
    match.apply(Draw())
    assert match.legal_actions() == [PlayTile(T("4|1"), End.LEFT), PlayTile(T("4|1"), End.RIGHT)]


def test_a5_pass_only_when_unable_to_play_and_the_boneyard_is_empty() -> None:
    match = rig(["6|6", "4|3"], line="1|4")
    assert match.legal_actions() == [Pass()]
    events = match.apply(Pass())
    assert names(events) == ["pass"] and events[0] == {"event": "pass", "player": 0}
    assert match.to_act == 1
    match = rig(["6|6", "4|3"], line="1|4", boneyard="0|0")
    with pytest.raises(IllegalAction) as err:
        match.apply(Pass())
    assert err.value.code == "boneyard_not_empty"


def test_a5_blocked_when_the_boneyard_is_empty_and_nobody_can_play() -> None:
    match = rig(["1|2 6|6", "5|5 3|3"], line="1|4 4|0", boneyard="0|6")
    events = play(match, "1|2", "left")  # ends 2 and 0; [6|6], [5|5], [3|3] fit nothing
    assert names(events) == ["play"]  # the boneyard still has a tile
    events = match.apply(Draw())  # seat 1 draws [0|6], which fits the 0
    play(match, "0|6", "right")  # ends 2 and 6: seat 0 holds [6|6]
    events = play(match, "6|6", "right")
    assert names(events)[:3] == ["play", "round_end", "round_start"]
    assert events[1]["blocked"] is False and events[1]["winner"] == 0  # that was a domino
    match = rig(["1|2 6|6", "5|5 3|3"], line="1|4 4|0")
    events = play(match, "1|2", "left")
    assert names(events) == ["play", "round_end", "round_start"]
    assert events[1]["blocked"] is True and events[1]["winner"] is None
    # A draw can block the round too: the last tile of the boneyard fits nowhere.
    match = rig(["6|6", "5|5"], line="1|4", boneyard="3|3")
    events = match.apply(Draw())
    assert names(events) == ["draw", "round_end", "round_start"]
    assert events[1]["blocked"] is True and events[1]["remaining"] == [18, 10]


# ---------------------------------------------------------------- A6


def test_a6_the_last_tile_scores_its_play_points_first() -> None:
    match = rig(["6|6", "1|3 2|2"], line="3|6", scores=[0, 0])
    events = play(match, "6|6", "right")
    assert names(events) == ["play", "round_end", "round_start"]
    assert events[0]["points"] == 15 and events[0]["scores"] == [15, 0]
    end = events[1]
    assert end["winner"] == 0 and end["blocked"] is False
    assert end["remaining"] == [0, 8] and end["penalties"] == [0, 10]
    assert end["scores"] == [15, -10] and match.scores == [15, -10]
    assert end["hands"] == [[], [[1, 3], [2, 2]]]


@pytest.mark.parametrize(
    "pips,penalty",
    [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 5),
        (4, 5),
        (5, 5),
        (7, 5),
        (8, 10),
        (10, 10),
        (11, 10),
        (12, 10),
        (13, 15),
        (42, 40),
        (43, 45),
    ],
)
def test_a6_leftover_pips_round_to_the_nearest_five(pips: int, penalty: int) -> None:
    assert round_penalty(pips) == penalty


def test_a6_each_player_loses_their_own_rounded_pips() -> None:
    match = rig(["6|6 0|1", "0|2", "1|2 0|0", "4|4 3|3"], line="3|6", scores=[50, 40, 30, 20])
    events = play(match, "6|6", "right")  # 15 points, not yet a domino
    assert match.scores == [65, 40, 30, 20]
    match = rig(["6|6", "0|2", "1|2 0|0", "4|4 3|3"], line="3|6", scores=[50, 40, 30, 20])
    events = play(match, "6|6", "right")
    end = events[1]
    assert end["remaining"] == [0, 2, 3, 14] and end["penalties"] == [0, 0, 5, 15]
    assert end["scores"] == [65, 40, 25, 5]


def test_a6_a_blocked_round_has_no_winner_and_no_bonus() -> None:
    match = rig(["1|2 6|6", "5|5 3|4"], line="1|4 4|0", scores=[10, 10])
    events = play(match, "1|2", "left")
    end = events[1]
    assert end["winner"] is None and end["blocked"] is True
    assert end["remaining"] == [12, 17] and end["penalties"] == [10, 15]
    assert end["scores"] == [0, -5]  # only the play points and the penalties


def test_a6_the_player_who_dominoed_leads_the_next_round() -> None:
    for leader in (1, 2):
        hands = ["1|2 2|2", "3|5 0|0", "5|5 1|1"]
        hands[leader] = "6|6"
        match = rig(hands, line="3|6", to_act=leader)
        events = play(match, "6|6", "right")
        start = events[-1]
        assert start["event"] == "round_start" and start["round"] == 2
        assert start["leader"] == leader and start["lot"] is False
        assert match.to_act == leader


def test_a6_after_a_blocked_round_the_leader_is_chosen_by_lot() -> None:
    counts = Counter()
    for seed in range(300):
        match = rig(["1|2 6|6", "5|5 3|4", "6|5"], line="1|4 4|0", seed=seed)
        events = play(match, "1|2", "left")
        start = events[-1]
        assert start["event"] == "round_start" and start["lot"] is True
        counts[start["leader"]] += 1
    assert set(counts) == {0, 1, 2} and min(counts.values()) > 60


def test_a6_a_new_round_reshuffles_all_28_tiles_and_deals_afresh() -> None:
    match = rig(["6|6", "1|3 2|2", "0|0"], line="3|6")
    events = play(match, "6|6", "right")
    start = events[-1]
    assert [len(h) for h in start["hands"]] == [5, 5, 5] and len(start["boneyard"]) == 13
    assert match.line.is_empty and match.boneyard_count == 13
    dealt = {Tile.from_json(t) for h in start["hands"] for t in h} | {Tile.from_json(t) for t in start["boneyard"]}
    assert dealt == set(ALL_TILES)


def test_a6_penalties_never_make_anyone_win() -> None:
    match = rig(["0|4", "6|6 5|5"], line="1|4", scores=[199, 199], boneyard="3|3")
    events = play(match, "0|4", "right")  # a domino with ends 1 and 0: no points
    assert names(events) == ["play", "round_end", "round_start"]
    assert events[1]["scores"] == [199, 179] and match.outcome is None
