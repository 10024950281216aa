"""Settings → Looks and sound says in one line when no sound can be heard, and why.

The window's player opens a ``FakeBackend`` that fails (or works); the
Settings dialog is opened from the window as the menu opens it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from muggins_desktop.ui.sound import FakeBackend
from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings


def _window(qtbot, backend: FakeBackend) -> MainWindow:
    win = MainWindow(Settings(animation_ms=0, ai_pause_ms=0), keep_in_library=False)
    qtbot.addWidget(win)
    win.sound.use_backend(lambda: backend)
    win.show()
    win.sound.ensure_player()
    return win


def test_no_audio_device_is_said_on_the_sound_page(qtbot, qapp) -> None:
    win = _window(qtbot, FakeBackend(fail_open=True))
    qtbot.waitUntil(lambda: bool(win.sound.off_text), timeout=5000)
    dialog = win.dialogs.show_settings()
    dialog.tabs.setCurrentIndex(1)  # Looks and sound
    try:
        line = dialog.looks_page.sound_problem
        assert line.isVisibleTo(dialog) and "no audio device could be opened" in line.text()
        install_translator(qapp, "uk")
        said = QCoreApplication.translate(
            "LooksSettingsPage",
            "Sound is unavailable: no audio device could be opened (none found, or another program has it).",
        )
        assert line.text() == said and said.startswith("Звук")
    finally:
        install_translator(qapp, "en")
        dialog.close()


def test_working_sound_adds_no_line(qtbot) -> None:
    win = _window(qtbot, FakeBackend())
    qtbot.waitUntil(lambda: win.sound.player is not None and win.sound.player.available, timeout=5000)
    dialog = win.dialogs.show_settings()
    dialog.tabs.setCurrentIndex(1)
    assert dialog.looks_page.sound_check.isVisibleTo(dialog)
    assert not dialog.looks_page.sound_problem.isVisibleTo(dialog)
    dialog.close()
