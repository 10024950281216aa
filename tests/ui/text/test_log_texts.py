"""The log speaks to the one person at the screen in the second person and
names everyone else, so English never reads "You plays"."""

from __future__ import annotations

from muggins_desktop.ui.cribbage import texts as crib
from muggins_desktop.ui.dominoes import texts as dom


def test_dominoes_own_actions_in_second_person(qapp) -> None:
    names = ["Ann", "Bob"]
    play = {"event": "play", "player": 0, "tile": [3, 5], "end": "right", "points": 10, "scores": [10, 0]}
    assert dom.describe(play, names, you=0) == "You play [3|5] on the right end and score 10 points."
    assert dom.describe(play, names, you=1) == "Ann: plays [3|5] on the right end and scores 10 points."
    assert dom.describe({"event": "pass", "player": 0}, names, you=0) == "You cannot play and pass."
    assert dom.describe({"event": "draw", "player": 0, "tile": [1, 2]}, names, count=3, you=0) == (
        "You draw 3 tiles from the boneyard."
    )


def test_cribbage_own_actions_in_second_person(qapp) -> None:
    names = ["Ann", "Bob"]
    peg = {"event": "peg", "player": 0, "card": "5H", "count": 15, "points": 2, "scores": [2, 0]}
    assert crib.describe(peg, names, you=0) == "You play 5\u2665, count 15, and peg 2 points."
    assert crib.describe(peg, names) == "Ann plays 5\u2665, count 15, and pegs 2 points."
    assert crib.describe({"event": "go", "player": 0}, names, you=0) == "You say go."
    answer = {"event": "response", "player": 0, "answer": "muggins", "stated": 3}
    assert crib.describe(answer, names, you=0) == "You call muggins, claiming 3 points."
    end = {"event": "match_end", "winner": 0, "scores": [121, 80], "skunk": "skunk"}
    assert crib.describe(end, names, you=0) == "You win the match. Skunk!"
