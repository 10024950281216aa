"""The settlement says why the score moved: wrong calls, miscounts nobody claimed, the whole change of a count."""

from __future__ import annotations

from muggins_desktop.engine.cribbage.cards import parse_cards
from muggins_desktop.ui.cribbage.dialogs.counts import SettlementDialog, SettlementInfo

HAND = parse_cards("5H 5D JS 4C")
STARTER = parse_cards("6S")[0]


def dialog_for(qtbot, declared, true, answers, changes, counter="You"):
    info = SettlementInfo(counter, False, HAND, STARTER, declared, true, [], answers, changes)
    dialog = SettlementDialog(info)
    qtbot.addWidget(dialog)
    dialog.open()
    return dialog, dialog.result.accessibleName()


def test_a_wrong_muggins_call_lets_the_overcount_stand_and_the_whole_change_is_shown(qtbot):
    # You declare 5 of a true 3; the computer calls muggins for 2: the score moves by 5 + 2 = 7.
    dialog, result = dialog_for(qtbot, 5, 3, [("Computer 1", "muggins", 2)], [("You", 2)])
    assert "The count was 2 points too high, but nobody called an overcount, so it stands." in result
    assert "Computer 1 was wrong: no points were missed, so the 2 points claimed go to You." in result
    assert "You: +2 points for the wrong call (7 in all with the 5 declared)" in result
    assert "7 in all" in dialog.accessibleDescription()  # a screen reader hears it too
    assert dialog.answers.text() == "Computer 1: Muggins, 2"  # said once, in the result


def test_a_wrong_overcount_call_says_the_caller_was_wrong_and_nothing_changes(qtbot):
    dialog, result = dialog_for(qtbot, 8, 12, [("Ann", "overcount", None)], [], counter="Bob")
    assert result == "Ann was wrong: the count was not too high, so nothing changes."
    assert "Ann was wrong" in dialog.result.text() and "Ann was wrong" not in dialog.answers.text()
    _dialog, exact = dialog_for(qtbot, 12, 12, [("Ann", "overcount", None)], [], counter="Bob")
    assert exact.startswith("Ann was wrong")


def test_a_miscount_nobody_claimed_stands(qtbot):
    _d, over = dialog_for(qtbot, 14, 12, [("Ann", "accept", None)], [])
    assert over == "The count was 2 points too high, but nobody called an overcount, so it stands; nothing changes."
    _d, short = dialog_for(qtbot, 9, 12, [("Ann", "accept", None)], [])
    assert short == "The count was 3 points short, but nobody called muggins, so it stands; nothing changes."
    _d, exact = dialog_for(qtbot, 12, 12, [("Ann", "accept", None)], [])
    assert exact == "The declared count stands; nothing changes."


def test_right_calls_show_only_the_changes(qtbot):
    _d, muggins = dialog_for(qtbot, 8, 12, [("Ann", "muggins", 6)], [("Ann", 4)], counter="Bob")
    assert muggins == "Ann: +4 points"
    _d, over = dialog_for(qtbot, 15, 12, [("Ann", "overcount", None)], [("Bob", -3), ("Ann", 3)], counter="Bob")
    assert over == "Bob: \u22123 points\nAnn: +3 points"
