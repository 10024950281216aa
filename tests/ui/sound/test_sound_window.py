"""The window's sound: the M key, one "sound is off" message, and a GUI thread that never waits.

The window plays through the real ``SoundPlayer`` on a ``FakeBackend``
(``WindowSound.use_backend``) that can fail to open, hang while opening or
break while playing; the matches are played by computers at full speed, so
hundreds of sounds are asked for while a heartbeat timer on the GUI thread
measures the longest time it was kept from running.
"""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QKeySequence

from muggins_desktop.ui.sound import FakeBackend
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings, start

pytestmark = pytest.mark.timeout(90)


class Heartbeat:
    """A 1 ms timer on the GUI thread: the longest gap between its ticks is the longest block."""

    def __init__(self) -> None:
        self.longest_ms = 0.0
        self._last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(1)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest_ms = max(self.longest_ms, (now - self._last) * 1000.0)
        self._last = now

    def start(self) -> None:
        self._last = time.perf_counter()
        self.timer.start()


def computers_play(qtbot, backend: FakeBackend, seed: int = 3) -> tuple[MainWindow, Heartbeat]:
    win = MainWindow(Settings(animation_ms=0, ai_pause_ms=0), keep_in_library=False)
    qtbot.addWidget(win)
    win.sound.use_backend(lambda: backend)
    win.show()
    beat = Heartbeat()
    start(win, ["computer", "computer"], seed=seed)
    beat.start()  # from the first move on (making the table imports the game's modules)
    return win, beat


def wait_for_match_end(qtbot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.controller is not None and win.controller.reading.outcome is not None, timeout=60000)


def test_sound_plays_and_m_mutes_it(qtbot) -> None:
    backend = FakeBackend()
    win, _beat = computers_play(qtbot, backend)
    player = win.sound.player
    assert player is not None
    qtbot.waitUntil(lambda: player.available, timeout=5000)
    qtbot.waitUntil(lambda: len(backend.names) >= 3, timeout=20000)
    assert win.sound.act_mute in win.menu_actions.settings_menu.actions()
    assert win.sound.act_mute.shortcut() == QKeySequence("M")
    win.sound.act_mute.trigger()  # the M key
    assert player.muted and win.sound.act_mute.isChecked()
    assert "muted" in win.statusBar().currentMessage()
    heard = len(backend.names)
    qtbot.wait(300)
    assert len(backend.names) == heard  # muted: nothing more reaches the device
    win.sound.act_mute.trigger()
    assert not player.muted
    win.apply_settings(Settings(animation_ms=0, ai_pause_ms=0, volume=25))
    assert player.volume == 25
    win.apply_settings(Settings(animation_ms=0, ai_pause_ms=0, sound_on=False))
    assert player.gain == 0.0
    win.stop_match()


@pytest.mark.parametrize(
    ("backend", "reason"),
    [
        (FakeBackend(fail_open=True), "no audio device"),  # none, or busy
        (FakeBackend(fail_play=True), "stopped working"),  # the library breaks mid-game
    ],
    ids=["no-device", "breaks-while-playing"],
)
def test_a_failing_backend_is_said_once_and_play_goes_on(qtbot, backend: FakeBackend, reason: str) -> None:
    offs: list[str] = []
    win = MainWindow(Settings(animation_ms=0, ai_pause_ms=0), keep_in_library=False)
    qtbot.addWidget(win)
    win.sound.use_backend(lambda: backend)
    win.show()
    start(win, ["computer", "computer"], seed=5)
    player = win.sound.player
    assert player is not None
    player.soundOff.connect(offs.append)
    qtbot.waitUntil(lambda: bool(win.sound.off_text), timeout=10000)
    assert reason in win.sound.off_text and reason in win.statusBar().currentMessage()
    wait_for_match_end(qtbot, win)  # the whole match is played silently
    assert len(offs) <= 1 and not player.available
    win.stop_match()


def test_a_hanging_sound_server_never_blocks_the_gui_thread(qtbot) -> None:
    release = threading.Event()
    backend = FakeBackend(hold_open=release)
    win, beat = computers_play(qtbot, backend, seed=4)
    try:
        wait_for_match_end(qtbot, win)
        player = win.sound.player
        assert player is not None and not player.available  # still "opening" for the whole match
        # play() returns at once in every case; the event loop's longest gap
        # includes the computers' own moves and a shared machine's hiccups.
        print(f"longest play() {player.longest_block_ms:.3f} ms, longest event-loop gap {beat.longest_ms:.1f} ms")
        assert player.longest_block_ms < 20
        assert beat.longest_ms < 1000
    finally:
        release.set()
        beat.timer.stop()
        win.stop_match()


def test_sound_off_never_hides_what_the_start_set_aside(qtbot) -> None:
    """The device fails a moment after the start: its sentence waits until the storage one is gone."""
    win = MainWindow(Settings(animation_ms=0, ai_pause_ms=0), keep_in_library=False)
    qtbot.addWidget(win)
    win.sound.use_backend(lambda: FakeBackend(fail_open=True))
    win.show()
    said = "The automatic save autosave.json was set aside."
    box = win.files.warn(said)
    assert box.isVisible() and box.text() == said  # the whole sentence, whatever the window's width
    win.sound.ensure_player()
    qtbot.waitUntil(lambda: bool(win.sound.off_text), timeout=5000)
    assert win.statusBar().currentMessage() == said
    win.statusBar().clearMessage()  # its time is up
    assert "no audio device" in win.statusBar().currentMessage()
    box.close()
