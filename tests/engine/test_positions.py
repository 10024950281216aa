"""``Match.copy()`` and ``from_position``: the public way to branch and to set up a position."""

from __future__ import annotations

import random

import pytest

from muggins_desktop.engine import RecordError, match_from_record
from muggins_desktop.engine.cribbage import CribbageMatch, Cut, Declare, Go, PegCard, parse_cards
from muggins_desktop.engine.dominoes import DominoMatch, Draw, End, PlayTile, Tile


def _play_randomly(match: CribbageMatch | DominoMatch, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if match.outcome is not None:
            return
        match.apply(rng.choice(match.legal_actions()), match.to_act)


MAKERS = [
    lambda seed: DominoMatch(players=3, seed=seed),
    lambda seed: CribbageMatch(players=2, seed=seed),
    lambda seed: CribbageMatch(players=4, partnerships=True, muggins=True, seed=seed),
]


@pytest.mark.parametrize("make", MAKERS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_copy_has_the_same_future_and_leaves_the_original_alone(make, seed: int) -> None:  # type: ignore[no-untyped-def]
    m = make(seed)
    rng = random.Random(seed)
    _play_randomly(m, rng, rng.randrange(30, 120))
    before = m.state()
    views = [m.view_for(s) for s in range(m.players)]
    twin = m.copy()
    assert type(twin) is type(m) and twin.state() == before
    assert [twin.view_for(s) for s in range(m.players)] == views
    _play_randomly(twin, random.Random(99), 400)
    assert m.state() == before and [m.view_for(s) for s in range(m.players)] == views
    # the same actions give the same events in the original and in a fresh copy
    again = m.copy()
    for _, action in twin.actions[len(m.actions) :]:
        assert m.apply(action, m.to_act) == again.apply(action, again.to_act)
    assert m.record == twin.record == again.record
    assert match_from_record(m.record).state() == m.state()


def test_a_copy_of_a_pending_muggins_count_keeps_the_true_value_hidden() -> None:
    m = CribbageMatch(players=2, muggins=True, seed=12)
    while not (m.phase == "show" and m.pending is not None):
        actions = m.legal_actions()
        if isinstance(actions[0], Declare):
            m.apply(Declare(0), m.to_act)
        else:
            m.apply(actions[0], m.to_act)
    twin = m.copy()
    for seat in range(2):
        assert twin.view_for(seat) == m.view_for(seat)
        assert twin.public_record(seat)[-1]["true"] is None


# ------------------------------------------------------------ dominoes
def test_dominoes_position_is_set_up_as_given() -> None:
    m = DominoMatch.from_position(
        ["1|2 6|6", [[3, 3], [0, 4]], "2|5"],
        line="4|1 1|5",
        boneyard=[Tile(0, 0)],
        to_act=1,
        scores=[10, 20, 30],
        round_no=3,
    )
    assert m.players == 3 and m.to_act == 1 and m.scores == [10, 20, 30] and m.round_no == 3
    assert m.line.ends == (4, 5) and m.boneyard_left == [Tile(0, 0)]
    assert m.legal_actions() == [PlayTile(Tile(0, 4), End.LEFT)]
    view = m.view_for(1)
    assert view.hand == (Tile(3, 3), Tile(0, 4)) and view.hand_counts == (2, 2, 1) and view.boneyard_count == 1
    start = view.public_events[-1]
    assert start["event"] == "round_start" and start["set_up"] is True and start["hands"][0] is None
    assert start["line"] == [[4, 1], [1, 5]] and start["scores"] == [10, 20, 30]


def test_dominoes_position_plays_on_from_there() -> None:
    m = DominoMatch.from_position(["3|4 6|6", "5|5"], line="1|3", boneyard="2|2", to_act=0)
    assert m.legal_actions() == [PlayTile(Tile(3, 4), End.RIGHT)]
    events = m.apply(PlayTile(Tile(3, 4), End.RIGHT))
    assert events[0]["points"] == 5 and m.to_act == 1
    assert m.legal_actions() == [Draw()]
    events = m.apply(Draw())  # [2|2] does not fit and nobody can play: blocked
    assert [e["event"] for e in events] == ["draw", "round_end", "round_start"]
    assert events[1]["blocked"] is True and m.round_no == 2


def test_dominoes_forced_tile_must_be_played() -> None:
    m = DominoMatch.from_position(["3|4 1|6", "5|5"], line="1|3", forced="1|6")
    assert m.legal_actions() == [PlayTile(Tile(1, 6), End.LEFT)]
    assert m.view_for(0).forced_tile == Tile(1, 6)


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"hands": ["1|2", "2|1"]}, "twice"),
        ({"hands": ["1|2", "3|3"], "line": "1|2"}, "twice"),
        ({"hands": ["1|2", "3|3"], "line": "4|4 5|5"}, "chain"),
        ({"hands": ["1|2", "3|3"], "line": "4|5 4|4"}, "chain"),
        ({"hands": ["1|2", "3|3"], "line": "5|4 4|4 4|1", "boneyard": "1|1 1|1"}, "twice"),
        ({"hands": ["1|2", "3|3"], "to_act": 2}, "seat"),
        ({"hands": ["1|2", "3|3"], "scores": [1, 2, 3]}, "score"),
        ({"hands": ["1|2", "3|3"], "line": "5|6", "forced": "1|2"}, "forced"),
        ({"hands": ["1|2", "3|3"], "line": "5|6", "forced": "6|0"}, "forced"),
        ({"hands": ["1|2"]}, "players"),
    ],
)
def test_dominoes_positions_that_cannot_exist_are_refused(kwargs: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        DominoMatch.from_position(**kwargs)


def test_a_set_up_record_is_not_replayed() -> None:
    m = DominoMatch.from_position(["1|2", "3|3"])
    with pytest.raises(RecordError, match="set-up"):
        DominoMatch.from_record(m.record)
    c = CribbageMatch.from_position(["AS 2S 3S 4S 5S 6S", "AH 2H 3H 4H 5H 6H"])
    with pytest.raises(RecordError, match="set-up"):
        CribbageMatch.from_record(c.record)


def test_forget_views_is_the_one_place_that_drops_caches() -> None:
    m = DominoMatch.from_position(["1|2 6|6", "3|3"], line="2|5")
    assert m.legal_actions() == [PlayTile(Tile(1, 2), End.LEFT)]
    m.hands[0] = [Tile(6, 6), Tile(5, 4)]
    m.forget_views()
    assert m.legal_actions() == [PlayTile(Tile(5, 4), End.RIGHT)]
    assert m.view_for(0).legal_actions == (PlayTile(Tile(5, 4), End.RIGHT),)


# ------------------------------------------------------------ cribbage
def test_cribbage_position_in_the_discard_phase() -> None:
    m = CribbageMatch.from_position(
        ["AS 2S 3S 4S 5S 6S", "AH 2H 3H 4H 5H 6H"], "JD", dealer=1, scores=[100, 110], target=121
    )
    assert m.dealer == 1 and m.scores == [100, 110] and m.phase == "discard" and m.to_act == 0
    assert m.view_for(0).hand == tuple(sorted(parse_cards("AS 2S 3S 4S 5S 6S")))
    deal = m.view_for(0).public_events[-1]
    assert deal["event"] == "deal" and deal["set_up"] is True and deal["hands"][1] == [None] * 6
    m.apply(m.legal_actions()[0])
    m.apply(m.legal_actions()[0])
    events = m.apply(Cut())
    assert events[0]["card"] == "JD" and events[0]["heels"] == 2 and m.scores == [100, 112]


def test_cribbage_position_with_three_players_and_a_random_starter() -> None:
    m = CribbageMatch.from_position(["AS 2S 3S 4S 5S", "AH 2H 3H 4H 5H", "AD 2D 3D 4D 5D"], crib="KC", seed=3)
    for _ in range(3):
        m.apply(m.legal_actions()[0])
    m.apply(Cut())
    assert m.starter is not None and m.starter not in parse_cards("AS 2S 3S 4S 5S AH 2H 3H 4H 5H AD 2D 3D 4D 5D KC")


def test_cribbage_position_in_the_play() -> None:
    m = CribbageMatch.from_position(
        ["KS 5C", "QD 4H"],
        "2C",
        phase="pegging",
        dealer=0,
        crib="AS AH AD AC",
        played=[(1, "JH"), (0, "TS"), (1, "9D"), (0, "2D")],
        count_cards="9D 2D",
        to_act=1,
    )
    assert m.phase == "pegging" and m.count == 11 and m.to_act == 1
    view = m.view_for(1)
    assert set(view.legal_actions) == {PegCard(c) for c in parse_cards("QD 4H")}
    assert view.kept == tuple(sorted(parse_cards("QD 4H JH 9D")))
    m.apply(PegCard(parse_cards("4H")[0]))  # 15 for two
    assert m.scores == [0, 2] and m.to_act == 0
    while m.phase == "pegging":
        m.apply(m.legal_actions()[0])
    shows = [e for e in m.record if e["event"] == "show"]
    assert [(e["player"], e["crib"]) for e in shows] == [(1, False), (0, False), (0, True)]
    assert [sorted(e["cards"]) for e in shows] == [
        sorted(["QD", "4H", "JH", "9D"]),
        sorted(["KS", "5C", "TS", "2D"]),
        sorted(["AS", "AH", "AD", "AC"]),
    ]
    assert m.phase == "discard" and m.hand_no == 2 and m.dealer == 1


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"hands": ["AS 2S 3S 4S 5S 6S", "AS 2H 3H 4H 5H 6H"]}, "twice"),
        ({"hands": ["AS 2S 3S 4S 5S", "AH 2H 3H 4H 5H 6H"]}, "6 cards"),
        ({"hands": ["AS 2S 3S 4S 5S 6S", "AH 2H 3H 4H 5H 6H"], "dealer": 2}, "seat"),
        ({"hands": ["AS 2S 3S 4S 5S 6S", "AH 2H 3H 4H 5H 6H"], "phase": "show"}, "phase"),
        ({"hands": ["AS 2S 3S 4S", "AH 2H 3H 4H"], "phase": "pegging", "crib": "KS KH KD KC"}, "starter"),
        (
            {
                "hands": ["AS 2S 3S 4S", "AH 2H 3H"],
                "phase": "pegging",
                "crib": "KS KH KD KC",
                "starter": "5C",
                "to_act": 0,
            },
            "four",
        ),
        (
            {
                "hands": ["AS 2S 3S 4S", "AH 2H 3H 4H"],
                "phase": "pegging",
                "crib": "KS KH KD KC",
                "starter": "5C",
                "to_act": 3,
            },
            "seat",
        ),
    ],
)
def test_cribbage_positions_that_cannot_exist_are_refused(kwargs: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        CribbageMatch.from_position(**kwargs)


def test_go_in_a_set_up_count() -> None:
    m = CribbageMatch.from_position(
        ["KS 5C 3D", "QD 4H"],
        "2C",
        phase="pegging",
        dealer=0,
        crib="AS AH AD AC",
        played=[(1, "JH"), (0, "TS"), (1, "9D")],
        to_act=0,
    )
    assert m.count == 29 and m.legal_actions() == [Go()]
