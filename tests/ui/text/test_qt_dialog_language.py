"""Qt's own dialogs follow the language: its catalogue (qtbase_<lang>.qm) and our two labels.

The language is switched as the app switches it (``install_translator``),
then a non-native file dialog and a message box are read back.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QFileDialog, QLabel, QMessageBox

from muggins_desktop.ui.text import i18n
from muggins_desktop.ui.text.i18n import install_translator

LABELS = {
    "en": {"&Look in:", "Files of &type:"},
    "uk": {"&Перегляд у:", "&Тип файлів:"},
    "pl": {"&Szukaj w:", "&Typ plików:"},
}
CANCEL = {"en": "Cancel", "uk": "Скасувати", "pl": "Anuluj"}


@pytest.fixture
def app(qapp):
    yield qapp
    install_translator(qapp, "en")


def _shipped(language: str) -> bool:
    return any((folder / f"qtbase_{language}.qm").is_file() for folder in i18n._qt_translations_dirs())


def _file_dialog(qtbot) -> QFileDialog:
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("language", ["pl", "uk", "en"])
def test_the_file_dialog_speaks_the_chosen_language(app, qtbot, language):
    if language != "en" and not _shipped(language):
        pytest.skip(f"this PySide6 ships no qtbase_{language}.qm")
    install_translator(app, "pl" if language == "en" else "en")  # a live switch from another language
    install_translator(app, language)
    dialog = _file_dialog(qtbot)
    assert LABELS[language] <= {label.text() for label in dialog.findChildren(QLabel)}
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None and box.button(QDialogButtonBox.StandardButton.Cancel).text() == CANCEL[language]
    assert (QCoreApplication.translate("QFileDialog", "Look in:") == "Szukaj w:") == (language == "pl")


def test_message_box_buttons_follow_a_live_switch(app, qtbot):
    if not _shipped("pl"):
        pytest.skip("this PySide6 ships no qtbase_pl.qm")
    install_translator(app, "pl")
    box = QMessageBox(
        QMessageBox.Icon.Question, "x", "y", QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    )
    qtbot.addWidget(box)
    texts = {b.text().replace("&", "") for b in box.findChildren(QAbstractButton) if b.text()}
    assert {"Tak", "Nie"} <= texts
