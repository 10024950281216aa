"""The window's sound: one ``SoundPlayer`` for every match, the M key, and "sound is off".

``WindowSound(parent, settings, status_bar)`` is a part of the main window
like ``WindowDialogs``. It makes the player a moment after the start page
is first painted (``open_soon``, which the window calls then; or
when the first match is shown, if that comes first: the start page never
waits for an audio device), starts it (the device opens on the player's own
thread), keeps it in step with the settings (``sound_on``, ``volume``,
``pace``, ``reduce_motion``) and hands it to each table (``attach``).

- ``act_mute`` (key M, in the Settings menu and in the tables' lists of
  keys): mutes or unmutes for this session, without touching the saved
  ``sound_on``; the status line says which.
- When sound cannot play (no library, no device, a device that breaks),
  the status line says so once; play goes on silently.
- ``MUGGINS_DESKTOP_SOUND=off`` in the environment (the test suite sets it)
  never opens a device; ``use_backend`` gives a backend of one's own
  (tests: ``FakeBackend``). ``MUGGINS_DESKTOP_SOUND_LOG=FILE`` writes a line
  per sound played (its time and name), for checking sound against a
  recording.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence

from muggins_desktop.ui.text.tr import Translator
from muggins_desktop.ui.window import lazy

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.app.settings_store import SettingsStore
    from muggins_desktop.ui.sound.backends import SoundBackend
    from muggins_desktop.ui.sound.player import SoundPlayer
    from muggins_desktop.ui.table.protocol import Table

CONTEXT = "MainWindow"
SOUND_FIELDS = ("sound_on", "volume", "pace", "reduce_motion")
STATUS_MS = 8000


tr = Translator(CONTEXT)


def sound_allowed() -> bool:
    """False when the environment asks for no audio device at all (``MUGGINS_DESKTOP_SOUND=off``)."""
    return os.environ.get("MUGGINS_DESKTOP_SOUND", "").strip().lower() not in ("off", "0", "no")


class WindowSound(QObject):
    """The window's sound player, its mute key and its one "sound is off" message."""

    def __init__(self, parent: QObject, settings: SettingsStore, status_bar: QStatusBar) -> None:
        super().__init__(parent)
        self.settings = settings
        self.bar = status_bar  # where "sound is off" and the M key's answer are told
        self.player: SoundPlayer | None = None
        self._backend: Callable[[], SoundBackend] | None = None
        self.act_mute = QAction(parent)
        self.act_mute.setCheckable(True)
        self.act_mute.triggered.connect(lambda _checked=False: self.toggle_mute())
        self.off_text = ""  # what the status line said when sound went off

    def open_soon(self) -> None:
        """The start page is up: open the device (on its own thread) so the first deal is heard.

        The first paint never waits for it.
        """
        QTimer.singleShot(300, self, self.ensure_player)

    def use_backend(self, factory: Callable[[], SoundBackend]) -> None:
        """Play through ``factory()`` instead of miniaudio (before the window is shown)."""
        self._backend = factory

    def ensure_player(self) -> SoundPlayer:
        """The player, made and started on first use."""
        if self.player is None:
            log = os.environ.get("MUGGINS_DESKTOP_SOUND_LOG")
            player = self.player = lazy.sound_player()(self._backend, log=Path(log) if log else None, parent=self)
            player.soundOff.connect(self._sound_off)
            self.settings.subscribe(SOUND_FIELDS, self._follow, now=True, owner=self)
            if self._backend is not None or sound_allowed():
                player.start()
        return self.player

    def attach(self, table: Table) -> None:
        """``table`` plays its sounds on the window's player."""
        table.attach_sound(self.ensure_player())

    def _follow(self, settings: Settings) -> None:
        if self.player is not None:
            self.player.apply_settings(settings)

    # ------------------------------------------------------------ the M key
    def toggle_mute(self) -> bool:
        """Mute or unmute for this session; True when muted now."""
        muted = self.ensure_player().toggle_mute()
        self.act_mute.setChecked(muted)
        if muted:
            text = tr("Sound muted (M turns it back on).")
        elif not self.settings.current.sound_on:
            text = tr("Sound is switched off in Settings → Looks and sound.")
        else:
            text = tr("Sound on.")
        self.bar.showMessage(text, STATUS_MS)
        return muted

    def off_reason(self) -> str | None:
        """Why no sound can be heard (the player's reason code); None while it works, opens or is not asked for."""
        return self.player.off_reason if self.player is not None else None

    def _sound_off(self, reason: str) -> None:
        texts = {
            "no_library": tr("Sound is off: the sound library could not be loaded."),
            "no_device": tr("Sound is off: no audio device could be opened."),
            "no_files": tr("Sound is off: the sound files are missing."),
        }
        self.off_text = texts.get(reason, tr("Sound is off: the audio output stopped working."))
        self._say_when_free(self.off_text)

    def _say_when_free(self, text: str) -> None:
        """Show ``text`` in the status line once it is free: the device fails a moment after the
        start, and its sentence must not replace the one saying what the start set aside."""
        bar = self.bar
        if not bar.currentMessage():
            bar.showMessage(text, STATUS_MS)
            return

        def cleared(current: str) -> None:
            if not current:
                bar.messageChanged.disconnect(cleared)
                bar.showMessage(text, STATUS_MS)

        bar.messageChanged.connect(cleared)

    # ------------------------------------------------------------ window life
    def retranslate(self) -> None:
        self.act_mute.setText(tr("&Mute sound"))

    def install_shortcuts(self) -> None:
        self.act_mute.setShortcut(QKeySequence("M"))

    def close(self) -> None:
        """Stop the player (the window closes)."""
        if self.player is not None:
            self.player.close()
