"""Issue 28: the go point is said on the table when the person says go and the computer cannot play either."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.engine.cribbage import CribbageMatch, Cut, Discard, PegCard, parse_cards

pytestmark = pytest.mark.timeout(60)


def test_the_computers_go_point_is_said_after_the_persons_go(qtbot, window) -> None:
    match = CribbageMatch.from_position(["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"], "5C", dealer=0, seed=7)
    for action in (Discard(parse_cards("2C 3D")), Discard(parse_cards("4H AS")), Cut()):
        match.apply(action, match.to_act)
    for card in "10H 5H 6C QC 9S JS 8D".split():  # 27: Ann's 5D does not fit, Bob has nothing left
        match.apply(PegCard(parse_cards(card)[0]), match.to_act)
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    window.show_match("cribbage", match, seats, {})
    table = window.table
    notices: list[str] = []
    table.noticeShown.connect(notices.append)
    qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
    qtbot.keyClick(table, Qt.Key.Key_G)
    qtbot.waitUntil(lambda: any("Bob pegs 1 point" in n for n in notices), timeout=5000)
    assert any(n == "You say go." for n in notices), notices


def test_the_go_point_is_pegged_with_the_sentence_that_says_it(qtbot, window) -> None:
    """Issue 53: the peg moved before the go point was said; now the sentence comes first, in the same step."""
    match = CribbageMatch.from_position(["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"], "5C", dealer=0, seed=7)
    for action in (Discard(parse_cards("2C 3D")), Discard(parse_cards("4H AS")), Cut()):
        match.apply(action, match.to_act)
    for card in "10H 5H 6C QC 9S JS 8D".split():
        match.apply(PegCard(parse_cards(card)[0]), match.to_act)
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    window.show_match("cribbage", match, seats, {})
    table = window.table
    board = table.scene_.board
    before = list(match.scores)
    board_when_said: list[list[int]] = []
    notices: list[str] = []

    def heard(text: str) -> None:
        notices.append(text)
        if "pegs 1 point" in text:
            board_when_said.append(board.scores())

    table.noticeShown.connect(heard)
    qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
    qtbot.keyClick(table, Qt.Key.Key_G)
    qtbot.waitUntil(lambda: bool(board_when_said), timeout=5000)
    assert board_when_said[0] == before  # not pegged before it was said
    qtbot.waitUntil(lambda: board.scores() == list(match.scores), timeout=5000)
    assert "Bob pegs 1 point for the go." in notices, notices


@pytest.mark.parametrize(
    ("reason", "mine", "said"),
    [
        ("go", False, "Bob pegs 1 point for the go."),
        ("last_card", False, "Bob pegs 1 point for the last card."),
        ("go", True, "You peg 1 point for the go."),
        ("last_card", True, "You peg 1 point for the last card."),
        (None, False, "Bob pegs 1 point for the go or last card."),
    ],
)
def test_the_go_point_is_worded_by_what_happened(reason, mine, said) -> None:
    from muggins_desktop.ui.cribbage.texts import describe

    event = {"event": "go_point", "player": 1, "points": 1, "scores": [0, 1]}
    if reason is not None:
        event["reason"] = reason
    assert describe(event, ["Ann", "Bob"], 1 if mine else 0) == said
