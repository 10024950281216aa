"""Settings: reading and pace controls, Defaults keeps its name, placeholder fits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.dialogs.settings import SettingsDialog
from muggins_desktop.ui.text.i18n import install_translator


def _dialog(qtbot, tmp_path, settings=None):
    dialog = SettingsDialog(settings or Settings(), path=tmp_path / "s.json")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_reading_and_pace_controls_write_the_new_fields(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    got = []
    dialog.settingsChanged.connect(got.append)
    dialog.scale_combo.setFocus()
    qtbot.keyClick(dialog.scale_combo, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.scale_combo, Qt.Key.Key_Down)
    dialog.contrast_combo.setCurrentIndex(dialog.contrast_combo.findData("on"))
    dialog.motion_combo.setCurrentIndex(dialog.motion_combo.findData("off"))
    dialog.pace_combo.setCurrentIndex(dialog.pace_combo.findData("slow"))
    for check in (dialog.click_check, dialog.messages_check, dialog.hot_seat_hints_check, dialog.take_back_check):
        qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Apply), Qt.MouseButton.LeftButton)
    s = got[-1]
    assert (s.text_scale, s.high_contrast, s.reduce_motion, s.pace) == (1.5, "on", "off", "slow")
    assert (s.click_to_continue, s.messages_stay, s.hints_in_hot_seat, s.allow_take_back) == (True, True, True, False)
    again = _dialog(qtbot, tmp_path, s)
    assert again.settings() == s


def test_defaults_keeps_its_name_after_apply_and_language_change(qtbot, qapp, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    defaults = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    assert defaults.text() == "De&faults"
    dialog.settingsChanged.connect(lambda s: install_translator(qapp, "en"))
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Apply), Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    assert defaults.text() == "De&faults"


def test_the_name_placeholder_is_not_cut(qtbot, qapp, tmp_path):
    for language in ("en", "uk", "pl"):
        install_translator(qapp, language)
        dialog = _dialog(qtbot, tmp_path)
        edit = dialog.name_edit
        edit.clear()
        needed = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
        assert needed + 12 <= edit.width(), (language, edit.placeholderText())
    install_translator(qapp, "en")


def test_at_double_text_size_the_dialog_fits_the_screen_and_scrolls(qtbot, qapp, tmp_path):
    from muggins_desktop.ui.access.accessibility import apply_text_scale

    apply_text_scale(qapp, 2.0)
    try:
        dialog = _dialog(qtbot, tmp_path)
        room = dialog.screen().availableGeometry()
        assert dialog.width() <= room.width() and dialog.height() <= room.height()
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.mapTo(dialog, ok.rect().bottomRight()).y() <= dialog.height()
        assert dialog.scroll_area.horizontalScrollBar().maximum() == 0  # one column, no sideways scrolling
        last = dialog.take_back_check
        qtbot.wait(20)
        dialog.scroll_area.ensureWidgetVisible(last)
        qtbot.wait(10)
        top = last.mapTo(dialog.scroll_area.viewport(), last.rect().topLeft()).y()
        assert 0 <= top <= dialog.scroll_area.viewport().height() - last.height()
    finally:
        apply_text_scale(qapp, 1.0)
