"""The table's sounds for scripted hands of both games, played through a fake player."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from muggins_desktop.engine.cribbage import CribbageMatch, Cut, Declare, Discard, Go, PegCard, Respond, parse_cards
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.ui.sound import FakeBackend, SoundPlayer, sound_for, sounds_for_batch

pytestmark = pytest.mark.timeout(30)


def dominoes_hand() -> list[list[dict]]:
    """One round: a five to open, a blocked hand that draws twice, then dominoes."""
    match = DominoMatch.from_position(["1|4 2|2", "4|6 0|0"], boneyard="3|5 0|1", seed=3)
    batches = [list(match.record)]
    while match.round_no == 1 and match.outcome is None:
        batches.append(match.apply(match.legal_actions()[0]))
    return batches


DOMINO_SOUNDS = [
    ["deal"],  # the position is dealt
    ["tile"],  # 1|4 opens (5 points: still one clack)
    ["tile"],  # 4|6
    ["draw"],  # 2|2 fits nowhere: 3|5 drawn ...
    ["draw"],  # ... then 0|1, which fits
    ["tile"],  # 0|1 must be played
    ["tile", "round_end", "deal"],  # 0|0 empties the hand: the round ends, the next is dealt
]


def cribbage_hand() -> list[list[dict]]:
    """A deal with a fifteen, a thirty-one, a go and a last card, then a Muggins show."""
    match = CribbageMatch.from_position(
        ["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"], "5C", dealer=0, seed=7, muggins=True
    )
    batches = [list(match.record)]

    def act(action: object) -> None:
        batches.append(match.apply(action, match.to_act))  # type: ignore[arg-type]

    act(Discard(parse_cards("2C 3D")))
    act(Discard(parse_cards("4H AS")))
    act(Cut())
    for move in "10H 5H 6C QC 9S JS 8D go 5D".split():
        act(Go() if move == "go" else PegCard(parse_cards(move)[0]))
    act(Declare(5))  # the pone's hand holds 7: two missed ...
    act(Respond("muggins", 2))  # ... and the dealer takes them
    act(Declare(0))
    act(Respond("accept", None))
    return batches


CRIBBAGE_SOUNDS = [
    ["deal"],
    ["card"],  # discards
    ["card"],
    ["card"],  # the starter (no heels)
    ["card"],  # 10H
    ["card", "fifteen"],  # 5H makes 15
    ["card"],  # 6C: 21
    ["card", "thirtyone"],  # QC makes 31 (the reset after it is silent)
    ["card"],  # 9S
    ["card"],  # JS
    ["card"],  # 8D: 27
    ["go", "peg"],  # the dealer cannot lay 5D: go, and the pone pegs the go point
    ["card", "peg"],  # 5D, the last card
    ["peg"],  # the pone declares 5 and pegs them
    ["muggins", "peg"],  # muggins! the dealer takes the 2 missed
    [],  # the dealer declares 0: no peg moves
    [],  # accepted, nothing changes
]


@pytest.mark.parametrize(
    ("script", "expected"),
    [(dominoes_hand, DOMINO_SOUNDS), (cribbage_hand, CRIBBAGE_SOUNDS)],
    ids=["dominoes", "cribbage"],
)
def test_a_scripted_hand_makes_the_right_sounds_in_order(
    script: Callable[[], list[list[dict]]], expected: list[list[str]]
) -> None:
    batches = script()
    assert [sounds_for_batch(b, viewer=None) for b in batches] == expected


@pytest.mark.parametrize(
    ("script", "expected"),
    [(dominoes_hand, DOMINO_SOUNDS), (cribbage_hand, CRIBBAGE_SOUNDS)],
    ids=["dominoes", "cribbage"],
)
def test_a_scripted_hand_plays_through_the_player_in_order(qtbot, tmp_path, script, expected) -> None:
    from muggins_desktop.ui.sound.files import sound_dir

    fake = FakeBackend()
    now = [0.0]

    def clock() -> float:  # a second passes between two sounds: no pacing drop
        now[0] += 1000.0
        return now[0]

    player = SoundPlayer(lambda: fake, directory=sound_dir(), clock=clock)
    player.set_pace("slow", False)
    with qtbot.waitSignal(player.ready, timeout=5000):
        player.start()
    for batch in script():  # the table steps through batches no faster than their sounds
        player.play_many(sounds_for_batch(batch, viewer=None))
        qtbot.waitUntil(lambda: not player.waiting, timeout=5000)
    flat = [name for names in expected for name in names]
    qtbot.waitUntil(lambda: len(fake.names) >= len(flat), timeout=10000)
    assert fake.names == flat
    player.close()


def test_your_turn_is_heard_when_the_turn_comes_to_you_only() -> None:
    other = [{"event": "play", "player": 1, "tile": [1, 2], "end": "left", "points": 0, "scores": [0, 0]}]
    assert sounds_for_batch(other, 0, my_turn_before=False, my_turn_after=True) == ["tile", "turn"]
    assert sounds_for_batch(other, 0, my_turn_before=True, my_turn_after=True) == ["tile"]  # still yours
    assert sounds_for_batch(other, 0, my_turn_before=False, my_turn_after=False) == ["tile"]
    assert sounds_for_batch(other, None, my_turn_before=False, my_turn_after=True) == ["tile"]  # nobody's screen
    ended = [*other, {"event": "match_end", "winner": 1, "scores": [0, 250]}]
    assert sounds_for_batch(ended, 0, my_turn_before=False, my_turn_after=True) == ["tile", "match_end"]


def test_every_event_kind_has_an_answer_and_unknown_events_are_silent() -> None:
    assert sound_for({"event": "match_start"}) == ()
    assert sound_for({"event": "reset"}) == ()
    assert sound_for({"event": "something_new"}) == ()
    assert sound_for({"event": "pass", "player": 0}) == ("go",)
    assert sound_for({"event": "starter", "card": "JH", "heels": 2, "scores": [2, 0]}) == ("card", "peg")
    assert sound_for({"event": "peg", "player": 0, "card": "5H", "count": 12, "points": 2}) == ("card", "peg")
    assert sound_for({"event": "go_point", "player": 0, "points": 0}) == ()
    assert sound_for({"event": "show", "player": 0, "true": 0, "declared": None}) == ()
    assert sound_for({"event": "show", "player": 0, "true": 8, "declared": None}) == ("peg",)
    assert sound_for({"event": "response", "player": 1, "answer": "overcount", "stated": None}) == ("muggins",)
    assert sound_for({"event": "settle", "counter_delta": -3, "claimant": None, "claimant_delta": 0}) == ("peg",)
