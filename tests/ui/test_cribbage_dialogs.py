"""The Muggins dialogs, driven by keys and clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt

from muggins_desktop.engine.cribbage import parse_cards, score_hand
from muggins_desktop.ui.cribbage.dialogs import AnswerDialog, DeclareDialog, SettlementDialog, SettlementInfo

HAND = parse_cards("5H 5D JS 4C")
STARTER = parse_cards("6S")[0]


def test_declare_by_keyboard_and_enter(qtbot) -> None:
    dialog = DeclareDialog(HAND, STARTER, crib=False)
    qtbot.addWidget(dialog)
    dialog.open()
    got: list[int] = []
    dialog.declared.connect(got.append)
    assert not dialog.confirm.isEnabled()
    qtbot.keyClicks(dialog.edit, "14")
    assert dialog.pad.buttons[14].isChecked()
    qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert got == [14] and not dialog.isVisible()


def test_declare_by_number_pad_offers_no_counting_help(qtbot) -> None:
    dialog = DeclareDialog(HAND, STARTER, crib=True)
    qtbot.addWidget(dialog)
    dialog.open()
    got: list[int] = []
    dialog.declared.connect(got.append)
    # Every number 0..29 can be chosen, impossible scores included: nothing hints.
    assert sorted(dialog.pad.buttons) == list(range(30))
    assert all(b.isEnabled() for b in dialog.pad.buttons.values())
    true = score_hand(HAND, STARTER, crib=True).total
    texts = " ".join(w.text() for w in (dialog.headline, dialog.prompt, dialog.error))
    assert str(true) not in texts
    qtbot.mouseClick(dialog.pad.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.pad.buttons[29], Qt.MouseButton.LeftButton)
    assert dialog.edit.text() == "29"
    qtbot.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert got == [29]
    assert "crib" in dialog.windowTitle().lower()


def test_declare_refuses_out_of_range_and_cannot_be_escaped(qtbot) -> None:
    dialog = DeclareDialog(HAND, STARTER)
    qtbot.addWidget(dialog)
    dialog.open()
    got: list[int] = []
    dialog.declared.connect(got.append)
    qtbot.keyClicks(dialog.edit, "35")  # the validator stops at a number above 29
    assert dialog.value() is None or dialog.value() <= 29
    dialog.edit.clear()
    qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert got == [] and dialog.isVisible() and dialog.error.text()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible()


def test_answer_accept_muggins_overcount(qtbot) -> None:
    results = []
    for answer in ("accept", "muggins", "overcount"):
        dialog = AnswerDialog("Bob", HAND, STARTER, declared=8, answerer_name="Ann")
        qtbot.addWidget(dialog)
        dialog.open()
        dialog.answered.connect(lambda a, n: results.append((a, n)))
        assert dialog.declared_label.text() == "8"
        assert "Bob" in dialog.headline.text() and "Ann" in dialog.headline.text()
        if answer == "muggins":
            dialog.stated.selectAll()
            qtbot.keyClicks(dialog.stated, "9")
            qtbot.mouseClick(dialog.muggins_button, Qt.MouseButton.LeftButton)
        elif answer == "overcount":
            qtbot.mouseClick(dialog.overcount_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
        assert not dialog.isVisible()
    assert results == [("accept", None), ("muggins", 9), ("overcount", None)]


def test_muggins_claim_is_limited_to_1_to_29(qtbot) -> None:
    dialog = AnswerDialog("Bob", HAND, STARTER, declared=3)
    qtbot.addWidget(dialog)
    assert (dialog.stated.minimum(), dialog.stated.maximum()) == (1, 29)


def test_settlement_shows_declared_true_breakdown_answers_and_changes(qtbot) -> None:
    breakdown = score_hand(HAND, STARTER)
    info = SettlementInfo("Bob", False, HAND, STARTER, declared=8, true=breakdown.total,
                          items=list(breakdown.items), answers=[("Ann", "muggins", 6)], changes=[("Ann", 6)])
    dialog = SettlementDialog(info)
    qtbot.addWidget(dialog)
    dialog.open()
    assert "Declared: 8" in dialog.summary.text() and f"True count: {breakdown.total}" in dialog.summary.text()
    lines = dialog.breakdown_texts()
    assert len(lines) == len(breakdown.items)
    assert any(line.startswith("Fifteen") and line.endswith("2 points") for line in lines)
    assert any(line.startswith("Run") and line.endswith("3 points") for line in lines)
    assert any(line.startswith("His nobs") and line.endswith("1 point") for line in lines)
    assert "Ann: Muggins, 6" in dialog.answers.text()
    assert "Ann: +6 points" in dialog.result.text()
    # Choosing a line marks its cards on the strip.
    dialog.breakdown.setCurrentRow(len(lines) - 1)
    nobs = breakdown.items[-1]
    assert set(dialog.strip.marks) == set(nobs.cards)
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_settlement_when_everyone_accepts(qtbot) -> None:
    info = SettlementInfo("Bob", True, HAND, STARTER, declared=3, true=17, items=[],
                          answers=[("Ann", "accept", None)], changes=[])
    dialog = SettlementDialog(info)
    qtbot.addWidget(dialog)
    assert "nothing changes" in dialog.result.text()
    assert "Ann: Accept" in dialog.answers.text()
    assert "Crib" in dialog.headline.text()
