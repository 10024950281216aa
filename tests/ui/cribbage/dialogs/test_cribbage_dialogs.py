"""The Muggins dialogs, driven by keys and clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt

from muggins_desktop.engine.cribbage import parse_cards, score_hand
from muggins_desktop.ui.cribbage.dialogs.counts import (
    AnswerDialog,
    DeclareDialog,
    SettlementDialog,
    SettlementInfo,
)

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
    info = SettlementInfo(
        "Bob",
        False,
        HAND,
        STARTER,
        declared=8,
        true=breakdown.total,
        items=list(breakdown.items),
        answers=[("Ann", "muggins", 6)],
        changes=[("Ann", 6)],
    )
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
    info = SettlementInfo(
        "Bob", True, HAND, STARTER, declared=3, true=17, items=[], answers=[("Ann", "accept", None)], changes=[]
    )
    dialog = SettlementDialog(info)
    qtbot.addWidget(dialog)
    assert "nothing changes" in dialog.result.text()
    assert "Ann: Accept" in dialog.answers.text()
    assert "Crib" in dialog.headline.text()


# ------------------------------------------------------------ keys, names, colours (issues 12 and 17)
def _shown(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    return dialog


def test_enter_in_points_missed_calls_muggins_for_the_number_typed(qtbot) -> None:
    dialog = _shown(qtbot, AnswerDialog("Bob", HAND, STARTER, declared=8, answerer_name="Ann"))
    got = []
    dialog.answered.connect(lambda a, n: got.append((a, n)))
    assert dialog.accept_button.isDefault()
    dialog.stated.setFocus()
    dialog.stated.selectAll()
    qtbot.keyClicks(dialog.stated, "3")
    assert not dialog.accept_button.isDefault() and dialog.muggins_button.isDefault()
    qtbot.keyClick(dialog.stated, Qt.Key.Key_Return)
    assert got == [("muggins", 3)] and not dialog.isVisible()


def test_enter_elsewhere_still_accepts(qtbot) -> None:
    dialog = _shown(qtbot, AnswerDialog("Bob", HAND, STARTER, declared=8))
    got = []
    dialog.answered.connect(lambda a, n: got.append((a, n)))
    dialog.accept_button.setFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert got == [("accept", None)]


def test_count_dialogs_name_the_cards_for_a_screen_reader(qtbot) -> None:
    from muggins_desktop.ui.access.tree import unnamed_controls

    want = "five of hearts, five of diamonds, jack of spades, four of clubs, starter six of spades"
    for dialog in (DeclareDialog(HAND, STARTER), AnswerDialog("Bob", HAND, STARTER, declared=8)):
        _shown(qtbot, dialog)
        assert dialog.strip.accessibleName() == want
        assert want in dialog.accessibleDescription()
        assert unnamed_controls(dialog) == []
    assert dialog.stated_caption.buddy() is dialog.stated
    assert "&" in dialog.accept_button.text() and "&" in dialog.muggins_button.text()


def test_answer_hints_are_not_cut_at_one_and_a_half_times_the_font(qtbot, qapp) -> None:
    from muggins_desktop.ui.access.accessibility import apply_text_scale

    apply_text_scale(qapp, 1.5)
    try:
        dialog = _shown(qtbot, AnswerDialog("Bob", HAND, STARTER, declared=8))
        qtbot.wait(20)
        for hint in (dialog.accept_hint, dialog.muggins_hint, dialog.overcount_hint):
            assert hint.height() >= hint.heightForWidth(hint.width()), hint.text()
            assert hint.geometry().bottom() <= dialog.height()
    finally:
        apply_text_scale(qapp, 1.0)


def test_settlement_lines_meet_wcag_aa_and_losses_are_red(qtbot) -> None:
    from muggins_desktop.ui.access.accessibility import contrast_ratio
    from muggins_desktop.ui.cribbage.dialogs import parts

    hand = parse_cards("5H 5D 5S JH")  # fifteens, pairs royal, nobs
    breakdown = score_hand(hand, parse_cards("4H")[0])
    info = SettlementInfo(
        "Bob",
        False,
        hand,
        parse_cards("4H")[0],
        declared=20,
        true=breakdown.total,
        items=list(breakdown.items),
        answers=[("Ann", "overcount", None)],
        changes=[("Bob", -4), ("Ann", 4)],
    )
    dialog = _shown(qtbot, SettlementDialog(info))
    for i in range(dialog.breakdown.count()):
        colour = dialog.breakdown.item(i).foreground().color()
        for background in (parts.LIST_BACKGROUND, parts.LIST_SELECTED):
            assert contrast_ratio(colour, background) >= 4.5, (dialog.breakdown.item(i).text(), colour.name())
    for colour in list(parts.TEXT_COLOURS.values()) + [parts.GAIN_COLOUR, parts.LOSS_COLOUR, parts.HINT_COLOUR]:
        assert contrast_ratio(colour, parts.DIALOG_BACKGROUND) >= 4.5, colour
    colours = dialog.change_colours()
    assert colours["Bob: \u22124 points"] == parts.LOSS_COLOUR
    assert colours["Ann: +4 points"] == parts.GAIN_COLOUR
    assert f'color:{parts.LOSS_COLOUR}">Bob: \u22124 points' in dialog.result.text()
    assert "-4" not in dialog.result.text()


def test_settlement_says_when_a_muggins_call_was_wrong(qtbot) -> None:
    info = SettlementInfo(
        "You",
        True,
        HAND,
        STARTER,
        declared=14,
        true=12,
        items=[],
        answers=[("Computer 1", "muggins", 2)],
        changes=[("You", 2)],
    )
    dialog = _shown(qtbot, SettlementDialog(info))
    assert (
        "Computer 1 was wrong: no points were missed, so the 2 points claimed go to You."
        in dialog.result.accessibleName()
    )
    info = SettlementInfo(
        "Bob", False, HAND, STARTER, declared=8, true=12, items=[], answers=[("Ann", "overcount", None)], changes=[]
    )
    dialog = _shown(qtbot, SettlementDialog(info))
    assert "Ann was wrong" in dialog.result.accessibleName()


def test_settlement_tells_a_screen_reader_the_whole_outcome(qtbot) -> None:
    info = SettlementInfo(
        "Bob",
        False,
        HAND,
        STARTER,
        declared=8,
        true=12,
        items=[],
        answers=[("Ann", "muggins", 3)],
        changes=[("Ann", 3)],
    )
    dialog = _shown(qtbot, SettlementDialog(info))
    text = dialog.accessibleDescription()
    for part in (
        "five of hearts, five of diamonds, jack of spades, four of clubs, starter six of spades",
        "Declared: 8",
        "True count: 12",
        "Ann: Muggins, 3",
        "Ann: +3 points",
    ):
        assert part in text, part
