"""The dominoes match as a whole: illegal actions, the record, replay, views."""

from __future__ import annotations

import json
from typing import Any

import pytest
from dominoes_rig import T, greedy, rig, snapshot

from muggins_desktop.engine import RecordError, match_from_record, new_match
from muggins_desktop.engine.deals import DealNumber
from muggins_desktop.engine.dominoes import DominoMatch, DominoView, Draw, End, IllegalAction, Pass, PlayTile


def greedy_match(players: int, seed: int) -> DominoMatch:
    match = DominoMatch(players, seed=seed)
    while match.outcome is None:
        seat = match.to_act
        match.apply(greedy(match.view_for(seat)), seat)
    return match


@pytest.fixture(scope="module")
def finished() -> list[DominoMatch]:
    return [greedy_match(n, seed) for n in (2, 3, 4) for seed in (1, 2)]


# ---------------------------------------------------------------- illegal actions

ILLEGAL = [
    # (hands, boneyard, line, actions before, action, seat, code)
    (["1|2 5|5", "3|3"], "0|0", "1|4", [], PlayTile(T("3|3"), End.LEFT), None, "tile_not_in_hand"),
    (["1|2 5|5", "3|3"], "0|0", "1|4", [], PlayTile(T("1|2"), End.RIGHT), None, "tile_does_not_fit"),
    (["1|2 5|5", "3|3"], "0|0", "1|4", [], PlayTile(T("5|5"), End.LEFT), None, "tile_does_not_fit"),
    (["1|2 5|5", "3|3"], "0|0", "1|4", [], PlayTile(T("1|2"), None), None, "end_required"),
    (["1|2 5|5", "3|3"], "0|0", "", [], PlayTile(T("1|2"), End.LEFT), None, "opening_has_no_end"),
    (["1|2 5|5", "3|3"], "0|0", "1|4", [], Draw(), None, "must_play"),
    (["1|2 5|5", "3|3"], "", "1|4", [], Pass(), None, "must_play"),
    (["1|2 5|5", "3|3"], "0|0", "1|4", [], PlayTile(T("1|2"), End.LEFT), 1, "not_your_turn"),
    (["6|6 5|5", "3|3"], "0|0 0|3", "1|4", [], Pass(), None, "boneyard_not_empty"),
    (["6|6 5|5", "3|3"], "", "1|4", [], Draw(), None, "boneyard_empty"),
    (
        ["6|6 5|5", "3|3"],
        "0|0 4|3",
        "1|4",
        [Draw(), Draw()],
        PlayTile(T("5|5"), End.LEFT),
        None,
        "must_play_drawn_tile",
    ),
    (
        ["6|6 5|5", "3|3"],
        "0|0 4|3",
        "1|4",
        [Draw(), Draw()],
        PlayTile(T("0|0"), End.LEFT),
        None,
        "must_play_drawn_tile",
    ),
    (["6|6 5|5", "3|3"], "4|3 0|0", "1|4", [Draw()], Draw(), None, "must_play_drawn_tile"),
    (["6|6 5|5", "3|3"], "4|3", "1|4", [Draw()], Pass(), None, "must_play_drawn_tile"),
    (["6|6 5|5", "3|3"], "0|0", "1|4", [], "draw", None, "unknown_action"),
]


@pytest.mark.parametrize("hands,boneyard,line,before,action,seat,code", ILLEGAL)
def test_illegal_actions_raise_a_clear_error_and_change_nothing(
    hands: list[str], boneyard: str, line: str, before: list, action: Any, seat: int | None, code: str
) -> None:
    match = rig(hands, boneyard=boneyard, line=line)
    for step in before:
        match.apply(step)
    view_before = match.view_for(0)
    state = snapshot(match)
    with pytest.raises(IllegalAction) as err:
        match.apply(action, seat)
    assert err.value.code == code
    assert isinstance(err.value, ValueError)
    message = str(err.value)
    assert message.endswith(".") and len(message) > 20 and "PlayTile" not in message
    assert snapshot(match) == state
    assert match.view_for(0) == view_before


def test_the_error_names_the_tile_and_the_end() -> None:
    match = rig(["1|2 5|5", "3|3"], boneyard="0|0", line="1|4")
    with pytest.raises(IllegalAction) as err:
        match.apply(PlayTile(T("5|5"), End.RIGHT))
    assert str(err.value) == "[5|5] does not fit the right end, which shows 4."
    assert err.value.params == {"tile": "[5|5]", "end": "right", "end_value": 4}
    with pytest.raises(IllegalAction) as err:
        match.apply(PlayTile(T("3|3"), End.RIGHT))
    assert str(err.value) == "[3|3] is not in your hand."


def test_match_arguments_are_checked() -> None:
    with pytest.raises(ValueError, match="2, 3 or 4 players"):
        DominoMatch(6)
    with pytest.raises(ValueError, match="target"):
        DominoMatch(2, target=-1)
    with pytest.raises(ValueError, match="seed"):
        DominoMatch(2, seed="x")  # type: ignore[arg-type]
    assert isinstance(DominoMatch(2).seed, int)  # a seed is picked and recorded
    assert isinstance(new_match("dominoes", players=3, seed=1), DominoMatch)


# ---------------------------------------------------------------- the record

FIELDS = {
    "match_start": {"game", "players", "target", "seed"},
    "round_start": {"round", "leader", "lot", "hands", "boneyard"},
    "play": {"player", "tile", "end", "points", "scores"},
    "draw": {"player", "tile"},
    "pass": {"player"},
    "round_end": {"winner", "blocked", "remaining", "penalties", "scores"},
    "match_end": {"winner", "scores"},
}


def test_record_has_the_log_format_fields(finished: list[DominoMatch]) -> None:
    for match in finished:
        record = match.record
        assert record[0] == {
            "event": "match_start",
            "game": "dominoes",
            "players": match.players,
            "target": match.target,
            "seed": match.seed,
            "deal": str(DealNumber(match.seed)),
            "shuffle": "sha256-v1",
            "origin": "given",
            "commitment": None,
            "player_seed": None,
            "rotation": 0,
        }
        assert record[-1]["event"] == "match_end" and record[-1]["winner"] == match.outcome.winner
        for event in record:
            assert FIELDS[event["event"]] <= set(event), event
            assert json.loads(json.dumps(event)) == event
            if event["event"] == "play":
                assert event["end"] in ("left", "right", None)
        # Every round opens with a round_start; every round but the last ends with a round_end.
        kinds = [e["event"] for e in record]
        assert kinds.count("round_start") == kinds.count("round_end") + 1


def test_the_match_ends_mid_round_at_the_target_without_penalties(finished: list[DominoMatch]) -> None:
    for match in finished:
        last_start = max(i for i, e in enumerate(match.record) if e["event"] == "round_start")
        tail = match.record[last_start + 1 :]
        assert [e["event"] for e in tail if e["event"] in ("round_end", "match_end")] == ["match_end"]
        final_play = tail[-2]
        assert final_play["event"] == "play" and final_play["player"] == match.outcome.winner
        assert final_play["scores"] == tail[-1]["scores"] == list(match.scores)
        assert match.scores[match.outcome.winner] >= match.target
        assert all(s < match.target for i, s in enumerate(match.scores) if i != match.outcome.winner)


def test_the_dominoing_player_leads_next_and_a_block_calls_a_lot(finished: list[DominoMatch]) -> None:
    seen = set()
    for match in finished:
        record = match.record
        for i, event in enumerate(record):
            if event["event"] == "round_end":
                start = record[i + 1]
                assert start["event"] == "round_start"
                if event["blocked"]:
                    assert event["winner"] is None and start["lot"] is True
                    seen.add("blocked")
                else:
                    assert start["leader"] == event["winner"] and start["lot"] is False
                    assert event["remaining"][event["winner"]] == 0
                    seen.add("domino")
    assert seen == {"blocked", "domino"}


def test_replay_gives_the_same_state(finished: list[DominoMatch]) -> None:
    for match in finished:
        text = "\n".join(json.dumps(e) for e in match.record)
        loaded = [json.loads(line) for line in text.splitlines()]
        again = match_from_record(loaded)
        assert isinstance(again, DominoMatch) and again.state() == match.state()


def test_replay_of_an_unfinished_match_continues_identically() -> None:
    match = DominoMatch(3, seed=42)
    for _ in range(60):
        match.apply(greedy(match.view_for(match.to_act)), match.to_act)
    again = DominoMatch.from_record(json.loads(json.dumps(match.record)))
    assert again.state() == match.state()
    for _ in range(40):
        action = greedy(match.view_for(match.to_act))
        assert match.apply(action) == again.apply(action)
    assert again.state() == match.state()


def test_a_tampered_record_is_rejected(finished: list[DominoMatch]) -> None:
    record = json.loads(json.dumps(finished[0].record))
    plays = [i for i, e in enumerate(record) if e["event"] == "play"]
    bad = json.loads(json.dumps(record))
    bad[plays[3]]["points"] += 5
    with pytest.raises(RecordError):
        DominoMatch.from_record(bad)
    bad = json.loads(json.dumps(record))
    bad[1]["hands"][0][0] = [9, 9]
    with pytest.raises(RecordError):
        DominoMatch.from_record(bad)
    with pytest.raises(RecordError):
        DominoMatch.from_record(record[:1] + record[2:])
    with pytest.raises(RecordError):
        DominoMatch.from_record([{"event": "match_start", "game": "dominoes", "players": 9, "target": 1, "seed": 1}])


# ---------------------------------------------------------------- views


def test_view_shows_the_seat_its_own_position() -> None:
    match = rig(["1|2 5|5", "3|3 6|6", "0|1"], boneyard="0|0 2|3", line="1|4", scores=[5, 10, 0], to_act=0)
    view = match.view_for(0)
    assert isinstance(view, DominoView)
    assert view.hand == (T("1|2"), T("5|5")) and view.line == (T("1|4"),) and view.ends == (1, 4)
    assert view.hand_counts == (2, 2, 1) and view.boneyard_count == 2 and view.scores == (5, 10, 0)
    assert view.to_act == 0 and view.my_turn and view.legal_actions == (PlayTile(T("1|2"), End.LEFT),)
    assert view.points_for(PlayTile(T("1|2"), End.LEFT)) == 0 and view.end_sum_after(PlayTile(T("1|2"), End.LEFT)) == 6
    other = match.view_for(1)
    assert other.legal_actions == () and other.hand == (T("3|3"), T("6|6"))
    with pytest.raises(ValueError):
        match.view_for(3)


def test_views_hide_other_players_draws_but_show_that_they_drew() -> None:
    match = rig(["6|6 5|5", "3|3"], boneyard="0|0 4|3 2|2", line="1|4")
    match.apply(Draw())
    match.apply(Draw())
    mine = match.view_for(0)
    theirs = match.view_for(1)
    assert [e["tile"] for e in mine.public_events if e["event"] == "draw"] == [[0, 0], [4, 3]]
    assert [e["tile"] for e in theirs.public_events if e["event"] == "draw"] == [None, None]
    assert [e["player"] for e in theirs.public_events if e["event"] == "draw"] == [0, 0]
    assert mine.forced_tile == T("4|3") and theirs.forced_tile is None
    # The view's events are copies: the record cannot be changed through them.
    mine.public_events[-1]["tile"][0] = 6
    assert match.record[-1]["tile"] == [4, 3]


def test_an_end_may_be_named_by_its_record_word() -> None:
    assert PlayTile(T("1|2"), "left") == PlayTile(T("2|1"), End.LEFT)  # type: ignore[arg-type]
    assert PlayTile(T("1|2"), "left").end is End.LEFT  # type: ignore[arg-type]
    match = rig(["1|2 5|5", "3|3"], boneyard="0|0", line="1|4")
    events = match.apply(PlayTile(T("1|2"), "left"))  # type: ignore[arg-type]
    assert events[0]["end"] == "left" and match.line.ends == (2, 4)
    with pytest.raises(ValueError):
        PlayTile(T("1|2"), "up")  # type: ignore[arg-type]
