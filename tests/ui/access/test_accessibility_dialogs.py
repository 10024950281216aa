"""Every dialog of ours, walked through Qt's accessibility interfaces.

No interactive control without a name (combos, spin boxes, edits, lists,
tables and text views need a name of their own or a label buddy), labels
with buddies and buttons carry Alt mnemonics, and a focused default button
looks different from an unfocused one.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QLabel

from muggins_desktop.engine.cribbage import parse_cards, score_hand
from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.access import accessibility
from muggins_desktop.ui.access.accessibility import (
    announce,
    apply_text_scale,
    contrast_ratio,
    high_contrast_palette,
    system_prefers_contrast,
)
from muggins_desktop.ui.access.tree import unnamed_controls, walk_accessible
from muggins_desktop.ui.text.i18n import install_translator

HAND = parse_cards("7H 7S 8D 10H")
STARTER = parse_cards("10S")[0]


def _dialogs(tmp_path):
    from muggins_desktop.ui.cribbage.dialogs.counts import (
        AnswerDialog,
        DeclareDialog,
        SettlementDialog,
        SettlementInfo,
    )
    from muggins_desktop.ui.dialogs.new_game import NewGameDialog
    from muggins_desktop.ui.dialogs.rules import RulesDialog
    from muggins_desktop.ui.dialogs.settings import SettingsDialog
    from muggins_desktop.ui.dialogs.stats import StatsDialog

    breakdown = score_hand(HAND, STARTER)
    info = SettlementInfo(
        "Bob", False, HAND, STARTER, 8, breakdown.total, list(breakdown.items), [("Ann", "muggins", 2)], [("Ann", 2)]
    )
    return [
        NewGameDialog(game="cribbage"),
        NewGameDialog(game="dominoes"),
        SettingsDialog(Settings(), path=tmp_path / "s.json"),
        StatsDialog(path=tmp_path / "stats.json"),
        RulesDialog("en"),
        DeclareDialog(HAND, STARTER),
        AnswerDialog("Bob", HAND, STARTER, 8, answerer_name="Ann"),
        SettlementDialog(info),
    ]


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_no_unnamed_interactive_control_in_any_dialog(qtbot, qapp, tmp_path, language):
    install_translator(qapp, language)
    try:
        for dialog in _dialogs(tmp_path):
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            interfaces = list(walk_accessible(dialog))
            assert QAccessible.queryAccessibleInterface(dialog) is not None and len(interfaces) > 3
            assert unnamed_controls(dialog) == [], type(dialog).__name__
            for label in dialog.findChildren(QLabel):
                if label.buddy() is not None and label.isVisibleTo(dialog):
                    assert "&" in label.text(), (type(dialog).__name__, label.text())
            for button in dialog.findChildren(QAbstractButton):
                if button.isVisibleTo(dialog) and button.objectName() != "pad" and button.text():
                    assert "&" in button.text(), (type(dialog).__name__, button.text())
            dialog.close()
    finally:
        install_translator(qapp, "en")


def test_the_count_dialog_tree_names_the_cards(qtbot):
    from muggins_desktop.ui.cribbage.dialogs.counts import DeclareDialog

    dialog = DeclareDialog(HAND, STARTER)
    qtbot.addWidget(dialog)
    dialog.show()
    names = [node.text(QAccessible.Text.Name) for node in walk_accessible(dialog)]
    assert "seven of hearts, seven of spades, eight of diamonds, ten of hearts, starter ten of spades" in names


def test_a_focused_default_button_looks_different(qtbot):
    from muggins_desktop.ui.cribbage.dialogs.counts import AnswerDialog

    dialog = AnswerDialog("Bob", HAND, STARTER, 8)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    button = dialog.accept_button
    dialog.overcount_button.setFocus()
    qtbot.wait(10)
    unfocused = button.grab().toImage()
    button.setFocus()
    qtbot.wait(10)
    assert button.hasFocus() or not dialog.isActiveWindow()
    focused = button.grab().toImage()
    assert focused != unfocused
    assert "QPushButton:default:focus" in dialog.styleSheet()


def test_text_scale_grows_the_app_font_without_compounding(qapp):
    base = qapp.font().pointSizeF()
    try:
        assert apply_text_scale(qapp, 1.5) == 1.5
        assert qapp.font().pointSizeF() == pytest.approx(base * 1.5)
        apply_text_scale(qapp, 1.5)
        assert qapp.font().pointSizeF() == pytest.approx(base * 1.5)
        assert apply_text_scale(qapp, 9) == 2.0
    finally:
        apply_text_scale(qapp, 1.0)
    assert qapp.font().pointSizeF() == pytest.approx(base)


def test_high_contrast_palette_meets_aaa():
    from PySide6.QtGui import QPalette

    p = high_contrast_palette()
    assert contrast_ratio(p.color(QPalette.ColorRole.WindowText), p.color(QPalette.ColorRole.Window)) >= 7
    assert contrast_ratio(p.color(QPalette.ColorRole.HighlightedText), p.color(QPalette.ColorRole.Highlight)) >= 7
    assert isinstance(system_prefers_contrast(), bool)
    assert accessibility.wants_high_contrast("on") and not accessibility.wants_high_contrast("off")


def test_announce_records_and_never_fails(qtbot):
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    qtbot.addWidget(widget)
    announce(widget, "Computer 1 plays 7♥.")
    assert accessibility.history[-1] == "Computer 1 plays 7♥."
    announce(widget, "")
    assert accessibility.history[-1] == "Computer 1 plays 7♥."


def test_contrast_ratio_matches_wcag_examples():
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert Qt  # keeps the import used


def _label_contrasts(qtbot, background):
    from PySide6.QtGui import QPalette

    from muggins_desktop.ui.cribbage.dialogs.counts import (
        AnswerDialog,
        DeclareDialog,
        SettlementDialog,
        SettlementInfo,
    )

    breakdown = score_hand(HAND, STARTER)
    info = SettlementInfo(
        "Bob", False, HAND, STARTER, 8, breakdown.total, list(breakdown.items), [("Ann", "muggins", 2)], [("Ann", 2)]
    )
    worst = []
    for dialog in (DeclareDialog(HAND, STARTER), AnswerDialog("Bob", HAND, STARTER, 8), SettlementDialog(info)):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.error.setText("x") if hasattr(dialog, "error") else None
        for label in dialog.findChildren(QLabel):
            if not label.isVisibleTo(dialog) or label.objectName() == "a11yLiveRegion":
                continue
            colour = label.palette().color(QPalette.ColorRole.WindowText)
            worst.append((contrast_ratio(colour, background), type(dialog).__name__, label.text()[:30]))
    return min(worst)


def test_count_dialogs_stay_readable_with_a_white_on_black_system_palette(qtbot, qapp):
    from PySide6.QtGui import QPalette

    from muggins_desktop.ui.cribbage.dialogs import parts as dialog_parts

    saved = qapp.palette()
    qapp.setPalette(high_contrast_palette())  # what a dark/contrast system theme hands us
    try:
        ratio, *where = _label_contrasts(qtbot, dialog_parts.DIALOG_BACKGROUND)
        assert ratio >= 4.5, where
    finally:
        qapp.setPalette(saved)
    assert isinstance(saved, QPalette)


def test_count_dialogs_in_the_high_contrast_theme(qtbot, qapp):
    from muggins_desktop.ui.cribbage.dialogs import parts as dialog_parts

    accessibility.set_app_high_contrast(qapp, True)
    try:
        assert "#000000" in dialog_parts.dialog_style()
        ratio, *where = _label_contrasts(qtbot, "#000000")
        assert ratio >= 4.5, where
        gain, loss = dialog_parts.change_colours()
        assert contrast_ratio(gain, "#000000") >= 4.5 and contrast_ratio(loss, "#000000") >= 4.5
    finally:
        accessibility.set_app_high_contrast(qapp, False)
    assert not accessibility.app_high_contrast(qapp)


def test_apply_settings_reads_the_new_fields(qapp):
    base = qapp.font().pointSizeF()

    try:
        accessibility.apply_settings(qapp, Settings(text_scale=2.0, high_contrast="on"))
        assert qapp.font().pointSizeF() == pytest.approx(base * 2)
        assert accessibility.app_high_contrast(qapp)
    finally:
        accessibility.apply_settings(qapp, Settings())
        accessibility.set_app_high_contrast(qapp, False)
    assert qapp.font().pointSizeF() == pytest.approx(base)


def _mnemonic(text):
    import re

    match = re.search(r"&([^&\s])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_alt_letters_do_not_repeat_within_a_small_dialog(qtbot, qapp, tmp_path, language):
    """Settings has more controls than letters; every other dialog has no repeats."""
    from muggins_desktop.ui.dialogs.settings import SettingsDialog

    install_translator(qapp, language)
    try:
        for dialog in _dialogs(tmp_path):
            if isinstance(dialog, SettingsDialog):
                continue
            qtbot.addWidget(dialog)
            dialog.show()
            if hasattr(dialog, "players_spin"):
                dialog.players_spin.setValue(4)
            texts = [
                label.text()
                for label in dialog.findChildren(QLabel)
                if label.buddy() is not None and label.isVisibleTo(dialog)
            ]
            texts += [
                b.text()
                for b in dialog.findChildren(QAbstractButton)
                if b.isVisibleTo(dialog) and b.objectName() != "pad"
            ]
            letters = [m for m in map(_mnemonic, texts) if m]
            assert len(letters) == len(set(letters)), (type(dialog).__name__, texts)
            dialog.close()
    finally:
        install_translator(qapp, "en")


def test_every_dialog_has_a_visible_focus_ring(qtbot, tmp_path):
    for dialog in _dialogs(tmp_path):
        qtbot.addWidget(dialog)
        sheet = dialog.styleSheet()
        assert "QPushButton:default:focus" in sheet or "QPushButton:focus" in sheet, type(dialog).__name__


def test_reduced_motion_and_dark_scheme_are_read_safely(qapp):
    from PySide6.QtCore import Qt as QtNs
    from PySide6.QtWidgets import QApplication

    assert accessibility.wants_reduced_motion("on") and not accessibility.wants_reduced_motion("off")
    was = QApplication.isEffectEnabled(QtNs.UIEffect.UI_General)
    try:
        QApplication.setEffectEnabled(QtNs.UIEffect.UI_General, False)
        assert accessibility.wants_reduced_motion("auto")
        QApplication.setEffectEnabled(QtNs.UIEffect.UI_General, True)
        assert not accessibility.wants_reduced_motion("auto")
    finally:
        QApplication.setEffectEnabled(QtNs.UIEffect.UI_General, was)
    assert isinstance(accessibility.system_prefers_dark(), bool)
