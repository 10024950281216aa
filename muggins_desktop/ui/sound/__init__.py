"""The table's sounds: which event makes which sound, and a player that never gets in the way.

- :func:`sound_for` / :func:`sounds_for_batch` (``events``): pure mapping from
  the engine's event dicts to sound names.
- :class:`SoundPlayer` (``player``): plays names through a backend, off the
  GUI thread where anything can block, silent and said once when it fails.
- ``backends``: the backend interface, the miniaudio backend and
  :class:`FakeBackend` for tests. ``pacing``: gaps and coalescing.
  ``files``: where the WAV files are and reading them.
"""

from muggins_desktop.ui.sound.backends import FakeBackend, MiniaudioBackend, SoundBackend, SoundUnavailable
from muggins_desktop.ui.sound.events import PRIORITY, SOUND_NAMES, sound_for, sounds_for_batch
from muggins_desktop.ui.sound.files import read_pcm, sound_dir
from muggins_desktop.ui.sound.pacing import Pacer, Pacing, coalesce, pacing_for
from muggins_desktop.ui.sound.player import DEFAULT_VOLUME, SoundPlayer

__all__ = [
    "DEFAULT_VOLUME",
    "PRIORITY",
    "SOUND_NAMES",
    "FakeBackend",
    "MiniaudioBackend",
    "Pacer",
    "Pacing",
    "SoundBackend",
    "SoundPlayer",
    "SoundUnavailable",
    "coalesce",
    "pacing_for",
    "read_pcm",
    "sound_dir",
    "sound_for",
    "sounds_for_batch",
]
