"""Where miniaudio is not installed (Linux aarch64 without the sound extra), the app is silent
and the status line says so once (issue 53: sound is optional)."""

from __future__ import annotations

import sys

from muggins_desktop.ui.sound import MiniaudioBackend
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings, start
from tests.ui.sound.test_sound_window import wait_for_match_end


def test_without_the_library_one_status_line_and_silence(qtbot, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # not installed: the import fails
    win = MainWindow(Settings(animation_ms=0, ai_pause_ms=0), keep_in_library=False)
    qtbot.addWidget(win)
    said: list[str] = []
    win.statusBar().messageChanged.connect(said.append)
    win.sound.use_backend(MiniaudioBackend)
    win.show()
    start(win, ["computer", "computer"], seed=5)
    qtbot.waitUntil(lambda: bool(win.sound.off_text), timeout=10000)
    wait_for_match_end(qtbot, win)
    player = win.sound.player
    assert player is not None and not player.available
    offs = [text for text in said if text.startswith("Sound is off")]
    assert offs == ["Sound is off: the sound library could not be loaded."], said
    win.stop_match()
