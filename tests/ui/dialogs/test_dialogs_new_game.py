"""New game: Lowball and Muggins, no gaps, four seats, partners, names for every control."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from muggins_desktop.ui.access.tree import unnamed_controls
from muggins_desktop.ui.dialogs.new_game import NewGameDialog


def _dialog(qtbot, game="cribbage"):
    dialog = NewGameDialog(game=game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _settle(qtbot):
    qtbot.wait(30)


def test_lowball_unticks_the_disabled_muggins_box_and_the_note_fits(qtbot):
    dialog = _dialog(qtbot)
    assert dialog.muggins_check.isChecked()
    qtbot.mouseClick(dialog.lowball_check, Qt.MouseButton.LeftButton)
    _settle(qtbot)
    assert not dialog.muggins_check.isEnabled() and not dialog.muggins_check.isChecked()
    note = dialog.lowball_note
    assert note.isVisible()
    assert note.height() >= note.heightForWidth(note.width())
    assert note.mapTo(dialog, note.rect().bottomLeft()).y() <= dialog.height()
    assert dialog.config()["options"]["muggins"] is False
    qtbot.mouseClick(dialog.lowball_check, Qt.MouseButton.LeftButton)
    assert dialog.muggins_check.isEnabled() and dialog.muggins_check.isChecked()


def test_no_blank_gaps_when_changing_game_or_players(qtbot):
    dialog = _dialog(qtbot, game="dominoes")
    _settle(qtbot)
    start = dialog.height()
    dialog.players_spin.setFocus()
    qtbot.keyClick(dialog.players_spin, Qt.Key.Key_Up)
    qtbot.keyClick(dialog.players_spin, Qt.Key.Key_Up)
    _settle(qtbot)
    dialog.game_combo.setCurrentIndex(1)
    _settle(qtbot)
    dialog.game_combo.setCurrentIndex(0)
    dialog.players_spin.setValue(2)
    _settle(qtbot)
    assert dialog.height() == start
    assert dialog.height() <= dialog.layout().sizeHint().height() + 2


def test_four_seats_are_not_squashed(qtbot, qapp):
    from muggins_desktop.ui.access.accessibility import apply_text_scale

    apply_text_scale(qapp, 1.5)
    try:
        dialog = _dialog(qtbot)
        qtbot.keyClick(dialog.players_spin, Qt.Key.Key_Up)
        qtbot.keyClick(dialog.players_spin, Qt.Key.Key_Up)
        _settle(qtbot)
        assert dialog.players_spin.value() == 4
        for i, widgets in enumerate(zip(dialog.seat_names, dialog.seat_kinds, dialog.seat_levels, strict=False)):
            person = dialog.seat_kinds[i].currentData() == "human"
            for widget in widgets[:2] if person else widgets:  # a person has no level box (issue 28)
                assert widget.isVisible()
                assert widget.height() >= widget.sizeHint().height(), widget
                assert widget.width() >= widget.sizeHint().width(), widget
    finally:
        apply_text_scale(qapp, 1.0)


def test_partnerships_say_who_plays_with_whom(qtbot):
    dialog = _dialog(qtbot)
    dialog.players_spin.setValue(4)
    for i, name in enumerate(("Ann", "Bob", "Cid", "Dee")):
        dialog.seat_names[i].setText(name)
    assert not dialog.partners_label.isVisible()
    qtbot.mouseClick(dialog.partnerships_check, Qt.MouseButton.LeftButton)
    _settle(qtbot)
    assert dialog.partners_label.isVisible()
    assert dialog.partners_label.text() == "Ann and Cid play against Bob and Dee."


def test_every_control_has_a_name_and_every_label_a_mnemonic(qtbot):
    dialog = _dialog(qtbot)
    dialog.players_spin.setValue(4)
    _settle(qtbot)
    assert unnamed_controls(dialog) == []
    assert dialog.game_label.buddy() is dialog.game_combo
    assert dialog.seat_names[1].accessibleName() == "Seat 2 name"
    assert dialog.seat_kinds[1].accessibleName() == "Seat 2 player"
    for label in dialog.findChildren(QLabel):
        if label.buddy() is not None:
            assert "&" in label.text(), label.text()
    for button in dialog.buttons.buttons():
        assert "&" in button.text()


def test_a_person_seat_shows_no_level_box(qtbot):
    """Issue 28: a Person seat showed a disabled level box reading "Medium"."""
    dialog = _dialog(qtbot)
    kinds = [dialog.seat_kinds[i].currentData() for i in range(dialog.players_spin.value())]
    for i, kind in enumerate(kinds):
        assert dialog.seat_levels[i].isVisible() == (kind == "computer"), (i, kind)
    computer = kinds.index("computer")
    dialog.seat_kinds[computer].setCurrentIndex(dialog.seat_kinds[computer].findData("human"))
    _settle(qtbot)
    assert not dialog.seat_levels[computer].isVisible()


@pytest.mark.parametrize(
    ("language", "you", "player"),
    [("en", "You", "Player 1"), ("uk", "Гравець", "Гравець 1"), ("pl", "Gracz", "Gracz 1")],
)
def test_hot_seat_gives_the_first_seat_a_name_not_you(qtbot, qapp, language, you, player):
    """Issue 53: with two people at one screen, seat 1 left as "You" read "You deals", "You is thinking…"."""
    from muggins_desktop.ui.text.i18n import install_translator

    install_translator(qapp, language)
    try:
        dialog = _dialog(qtbot)
        dialog.players_spin.setValue(2)
        _settle(qtbot)
        assert dialog.seat_names[0].text() == you  # one person against the computer: "You"
        dialog.seat_kinds[1].setCurrentIndex(dialog.seat_kinds[1].findData("human"))
        _settle(qtbot)
        assert [s["name"] for s in dialog.config()["seats"]][:1] == [player]
        assert you not in [s["name"] for s in dialog.config()["seats"]]
        dialog.seat_kinds[1].setCurrentIndex(dialog.seat_kinds[1].findData("computer"))
        _settle(qtbot)
        assert dialog.seat_names[0].text() == you  # back to one person: "You" again
        dialog.seat_names[0].setText("Ann")
        dialog.seat_kinds[1].setCurrentIndex(dialog.seat_kinds[1].findData("human"))
        _settle(qtbot)
        assert dialog.seat_names[0].text() == "Ann"  # a typed name stays
    finally:
        install_translator(qapp, "en")
