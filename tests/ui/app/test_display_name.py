"""The title bar names the app once, in the player's language (issue 53: "Маґґінс — Muggins").

On Linux Qt adds " — <display name>" to a window's title unless the two are
equal; the display name now follows the language, so the main window's
translated title is the display name itself.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from muggins_desktop.ui.app import display_name
from muggins_desktop.ui.text.i18n import install_translator


def test_the_display_name_follows_the_language(qapp: QApplication) -> None:
    before = qapp.applicationDisplayName()
    helper = display_name.follow_language()
    try:
        assert display_name.follow_language() is helper  # one helper
        install_translator(qapp, "uk")
        assert qapp.applicationDisplayName() == "Маґґінс"
        install_translator(qapp, "pl")
        assert qapp.applicationDisplayName() == display_name.translated_name()
        install_translator(qapp, "en")
        assert qapp.applicationDisplayName() == "Muggins"
        assert not helper.isVisible()
    finally:
        install_translator(qapp, "en")
        helper.deleteLater()
        display_name._helper.clear()
        qapp.setApplicationDisplayName(before)


def test_the_ukrainian_main_window_title_is_the_display_name(qtbot, qapp: QApplication) -> None:
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.window.main_window import MainWindow

    before = qapp.applicationDisplayName()
    helper = display_name.follow_language()
    window = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(window)
    try:
        install_translator(qapp, "uk")
        # Equal: Qt writes the title alone, not "Маґґінс — Muggins".
        assert window.windowTitle() == qapp.applicationDisplayName() == "Маґґінс"
    finally:
        install_translator(qapp, "en")
        helper.deleteLater()
        display_name._helper.clear()
        qapp.setApplicationDisplayName(before)
