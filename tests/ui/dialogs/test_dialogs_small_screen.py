"""Every dialog of the window fits an 800x600 screen at double text size.

The screen is faked at the Python level (``QScreen.availableGeometry``), the
one place the dialogs read their room from; the main window fills it. Each
dialog is opened the way the window opens it, in English, Ukrainian and
Polish: its frame lies inside 800x600, its default and Cancel (or Close)
buttons are wholly shown inside it, and nothing scrolls sideways (the body
may scroll downwards; only the statistics' table of figures may scroll sideways).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QDialog, QDialogButtonBox, QTableWidget

from muggins_desktop.engine.cribbage import parse_cards
from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.access.accessibility import apply_settings
from muggins_desktop.ui.text.i18n import install_translator

SCREEN = QRect(0, 0, 800, 600)
LANGUAGES = ("en", "uk", "pl")
DIALOGS = ("new-dominoes", "new-cribbage", "settings", "stats", "rules", "about", "declare", "answer")


def _settings(scale: float) -> Settings:
    settings = Settings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    settings.high_contrast = "off"
    settings.text_scale = scale
    settings.cribbage_players = 4
    settings.cribbage_partnerships = True
    settings.cribbage_lowball = True
    return settings


@pytest.fixture
def window(qtbot, qapp, monkeypatch, request):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(SCREEN))
    from muggins_desktop.ui.window.main_window import MainWindow

    settings = _settings(2.0)
    apply_settings(qapp, settings)
    install_translator(qapp, request.param)
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(800, 600)
    win.show()
    qtbot.waitExposed(win)
    yield win
    install_translator(qapp, "en")
    apply_settings(qapp, _settings(1.0))


def _open(window, kind: str) -> QDialog:
    if kind.startswith("new"):
        return window.show_new_game(kind.split("-")[1])
    if kind in ("declare", "answer"):
        from muggins_desktop.ui.cribbage.dialogs.counts import AnswerDialog, DeclareDialog

        hand, starter = parse_cards("5H 5D JS 4C"), parse_cards("6S")[0]
        if kind == "declare":
            dialog: QDialog = DeclareDialog(hand, starter, crib=True, counter_name="Христина", parent=window)
        else:
            dialog = AnswerDialog("Христина", hand, starter, 14, crib=False, answerer_name="Małgorzata", parent=window)
        dialog.open()
        return dialog
    dialogs = window.dialogs
    show = {"settings": dialogs.show_settings, "stats": dialogs.show_stats, "rules": dialogs.show_rules}
    return show.get(kind, dialogs.show_about)()


def _main_buttons(dialog: QDialog) -> list[QAbstractButton]:
    box = dialog.findChild(QDialogButtonBox)
    if box is None:  # the Muggins dialogs lay out their own buttons
        return [b for b in dialog.findChildren(QAbstractButton) if b.isVisibleTo(dialog) and b.isDefault()]
    roles = (QDialogButtonBox.ButtonRole.AcceptRole, QDialogButtonBox.ButtonRole.RejectRole)
    return [b for b in box.buttons() if box.buttonRole(b) in roles]


def _data_table(kind: str, area: QAbstractScrollArea) -> bool:
    """The statistics' twelve columns of figures may scroll sideways inside their table; nothing else may."""
    return kind == "stats" and isinstance(area, QTableWidget)


@pytest.mark.parametrize("kind", DIALOGS)
@pytest.mark.parametrize("window", LANGUAGES, indirect=True)
def test_each_dialog_fits_800x600_at_double_text_size(qtbot, window, kind):
    dialog = _open(window, kind)
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    qtbot.wait(30)  # the dialogs settle their size once shown
    assert SCREEN.contains(dialog.frameGeometry()), (kind, dialog.frameGeometry())
    buttons = _main_buttons(dialog)
    assert buttons, kind
    for button in buttons:
        assert button.visibleRegion().boundingRect() == button.rect(), (kind, button.text())
        corner = button.mapTo(dialog, button.rect().bottomRight())
        assert dialog.rect().contains(corner), (kind, button.text(), corner)
    sideways = [
        area.objectName() or type(area).__name__
        for area in dialog.findChildren(QAbstractScrollArea)
        if area.isVisibleTo(dialog) and area.horizontalScrollBar().maximum() > 0 and not _data_table(kind, area)
    ]
    assert sideways == [], kind
    dialog.done(0)
