"""``SoundPlayer``: the one object the table asks for sounds.

It never delays play and never raises. The backend is opened and the files
are read on a thread of the player's own; until that is done, and forever
if it failed, ``play`` simply does nothing. The first failure (no library,
no or busy device, a backend that breaks while playing) is said once, by
the ``soundOff`` signal, which the status line shows; after that the app
goes on silently. ``play`` on the GUI thread only hands a name to the
backend's queue (``longest_block_ms`` keeps the longest time it took).

Settings it follows (``apply_settings`` reads them defensively, so any
object with some of the fields works): ``sound_on``, ``volume`` (0-100,
heard as its square, close to how loudness is perceived), ``pace`` and
``reduce_motion`` (see :mod:`.pacing`). ``toggle_mute`` is the M key's switch
for this session; it does not change the saved settings.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.match.relay import Relay

from muggins_desktop.ui.sound.backends import MiniaudioBackend, SoundBackend, SoundUnavailable
from muggins_desktop.ui.sound.events import PRIORITY, SOUND_NAMES
from muggins_desktop.ui.sound.files import read_pcm, sound_dir
from muggins_desktop.ui.sound.pacing import Pacer, coalesce, pacing_for

DEFAULT_VOLUME = 60
MAX_WAITING = 4  # sounds queued behind the one playing, at most


class SoundPlayer(QObject):
    """Plays the table's sounds through a backend; see the module docstring.

    ``backend``: a factory for the backend (default: miniaudio), called on
    the player's thread. ``directory``: where the WAV files are (default:
    :func:`~.files.sound_dir`). ``clock``: milliseconds, for the pacing
    (tests pass their own). ``log``: a file that gets one line per sound
    played, its wall-clock time and name (the real-window audio check).
    """

    soundOff = Signal(str)  # the reason code, once per player: "no_library", "no_device", "no_files", "failed"
    ready = Signal()  # the backend is open and the sounds are loaded

    def __init__(
        self,
        backend: Callable[[], SoundBackend] | None = None,
        *,
        directory: Path | None = None,
        clock: Callable[[], float] | None = None,
        log: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._factory = backend or MiniaudioBackend
        self._directory = directory
        self._clock = clock or (lambda: time.monotonic() * 1000.0)
        self._backend: SoundBackend | None = None
        self._off_reason: str | None = None
        self._started = False
        self._closed = False
        self.enabled = True
        self.volume = DEFAULT_VOLUME
        self.muted = False
        self._pacing = pacing_for("normal", False)
        self._pacer = Pacer(self._pacing)
        self.longest_block_ms = 0.0
        self._waiting: list[str] = []
        self._log_path = log  # a line "wall-clock-seconds name" per sound handed to the backend (checks)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    # ------------------------------------------------------------ life
    def start(self) -> None:
        """Open the backend and load the sounds on a background thread (once).

        The thread holds no reference to the player: its result comes back
        through the app's relay, so the player is always deleted on the GUI
        thread (a QObject and its timer deleted on the opening thread, when
        that thread held the last reference, crashed the process).
        """
        if self._started or self._closed:
            return
        self._started = True
        from muggins_desktop.ui.match.relay import the_relay

        relay = the_relay()
        token = relay.token()
        # Held by the relay (on the GUI thread), not weakly as with ``weak_callback``: a device
        # that opens after its player was dropped must still reach ``_opened`` to be closed.
        relay.expect(token, self._opened)
        job = (self._factory, self._directory, relay, token)
        threading.Thread(target=_open_backend, args=job, name="sound-open", daemon=True).start()

    def _opened(self, result: object) -> None:
        """On the GUI thread: the backend opened (a backend) or did not (a reason code)."""
        from shiboken6 import isValid

        if self._closed or not isValid(self):  # closed, or its window deleted, while it opened
            if not isinstance(result, str):
                _close_quietly(result)  # type: ignore[arg-type]
        elif isinstance(result, str):
            self._fail(result)
        else:
            self._backend = result  # type: ignore[assignment]
            self.ready.emit()

    def close(self) -> None:
        """Stop sound for good (the window closes)."""
        self._closed = True
        self._timer.stop()
        self._waiting.clear()
        backend, self._backend = self._backend, None
        if backend is not None:
            _close_quietly(backend)

    @property
    def available(self) -> bool:
        """The backend is open and has not failed."""
        return self._backend is not None

    @property
    def off_reason(self) -> str | None:
        """Why sound is off (None while it works or is still opening)."""
        return self._off_reason

    def _fail(self, code: str) -> None:
        self._backend = None
        if self._off_reason is None:
            self._off_reason = code
            self.soundOff.emit(code)

    # ------------------------------------------------------------ settings
    def apply_settings(self, settings: Settings) -> None:
        """Follow ``sound_on``, ``volume``, ``pace`` and ``reduce_motion`` (subscribe it to the store)."""
        from muggins_desktop.ui.table.pace import reduced_motion

        self.enabled = settings.sound_on
        self.volume = max(0, min(100, settings.volume))
        self.set_pace(settings.pace, reduced_motion(settings))

    def set_pace(self, pace: str, reduced_motion: bool) -> None:
        pacing = pacing_for(pace, reduced_motion)
        if pacing != self._pacing:
            self._pacing = pacing
            self._pacer.pacing = pacing

    def toggle_mute(self) -> bool:
        """The M key: mute or unmute; returns the new state."""
        self.muted = not self.muted
        return self.muted

    @property
    def gain(self) -> float:
        """The linear gain that ``volume`` gives (0 when off or muted)."""
        if not self.enabled or self.muted:
            return 0.0
        return (self.volume / 100.0) ** 2

    # ------------------------------------------------------------ playing
    def play(self, name: str) -> bool:
        """Play one sound now if it may; True if it was handed to the backend.

        Returns at once in every case: while the backend is opening, after a
        failure, when muted, or when the pacing drops it.
        """
        started = time.perf_counter()
        try:
            return self._play(name)
        finally:
            self.longest_block_ms = max(self.longest_block_ms, (time.perf_counter() - started) * 1000.0)

    def _play(self, name: str) -> bool:
        backend = self._backend
        gain = self.gain
        if backend is None or gain <= 0.0 or name not in SOUND_NAMES:
            if backend is not None and gain <= 0.0 and self._log_path is not None:
                self._write_log(self._log_path, name + " silenced")  # muted or switched off
            return False
        if not self._pacer.admit(name, self._clock()):
            return False
        try:
            backend.play(name, gain)
        except Exception:
            self._fail("failed")
            return False
        if self._log_path is not None:
            self._write_log(self._log_path, name)
        return True

    def _write_log(self, path: Path, name: str) -> None:
        try:
            with open(path, "a", encoding="utf-8") as log:
                log.write(f"{time.time():.4f} {name}\n")  # name may end in " silenced"
        except OSError:
            self._log_path = None  # a log that cannot be written is given up, never raised

    def play_many(self, names: Iterable[str]) -> None:
        """A batch's sounds (from ``sounds_for_batch``): coalesced, then spaced by the pacing.

        Sounds wait in one queue, so the batches that follow keep their order;
        the first plays at once if nothing is waiting, the others follow
        ``stagger_ms`` apart on a Qt timer, so nobody waits for them. The
        queue never holds more than ``MAX_WAITING`` sounds: beyond that the
        least important are dropped, so sound never lags behind the table.
        """
        batch = coalesce(list(names), self._pacing)
        if not batch or self._closed:
            return
        self._waiting.extend(batch)
        while len(self._waiting) > MAX_WAITING:
            least = min(range(len(self._waiting)), key=lambda i: (PRIORITY.get(self._waiting[i], 0), i))
            del self._waiting[least]
        if not self._timer.isActive():
            self._next()

    def _next(self) -> None:
        if not self._waiting or self._closed:
            return
        self.play(self._waiting.pop(0))
        if self._waiting:
            self._timer.start(max(1, self._pacing.stagger_ms))

    @property
    def waiting(self) -> list[str]:
        """Sounds of earlier batches still to come (tests and the wiring read it)."""
        return list(self._waiting)


def _open_backend(factory: Callable[[], SoundBackend], directory: Path | None, relay: Relay, token: int) -> None:
    """On the opening thread: the backend opened and loaded, or the reason it was not, to the relay."""
    result: SoundBackend | str
    try:
        folder = directory or sound_dir()
        if folder is None:
            raise SoundUnavailable("no_files")
        backend = factory()
        backend.open()
        for name in SOUND_NAMES:
            path = folder / f"{name}.wav"
            if path.exists():
                backend.load(name, read_pcm(path))
        result = backend
    except SoundUnavailable as exc:
        result = exc.code
    except Exception:  # a library can fail in any way: sound goes off, play goes on
        result = "failed"
    relay.post(token, result)


def _close_quietly(backend: SoundBackend) -> None:
    try:
        backend.close()
    except Exception:
        pass
