"""What actually makes the sound: a small backend interface, miniaudio, and a fake.

A backend is driven by :class:`~.player.SoundPlayer`: ``open`` and ``load``
run on the player's own thread (opening an audio device can take long or
hang on a busy or broken sound server), ``play`` runs on the GUI thread and
must return at once. Any exception from any of them turns sound off for the
session; the player catches and reports it, the table never sees it.

The real backend is miniaudio (chosen by measurement, docs/SOUND.md): one
device is opened for the session and its audio thread pulls frames from a
small mixer here, so playing is appending to a queue.
"""

from __future__ import annotations

import array
import atexit
import threading
from collections import deque
from collections.abc import Generator
from typing import Protocol

from muggins_desktop.ui.sound.alsa import quiet_alsa
from muggins_desktop.ui.sound.files import Pcm


class SoundUnavailable(Exception):
    """Sound cannot be played; ``code`` says why ("no_library", "no_device", "failed")."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail or code)
        self.code = code
        self.detail = detail


class SoundBackend(Protocol):
    def open(self) -> None:
        """Open the output (may block; never called on the GUI thread)."""

    def load(self, name: str, pcm: Pcm) -> None:
        """Keep a decoded sound under ``name`` (called on the player's thread)."""

    def play(self, name: str, gain: float) -> None:
        """Start ``name`` at linear ``gain`` (0..1) now; must return at once."""

    def close(self) -> None:
        """Stop and free the output."""


class Mixer:
    """Sums the sounds that are playing into each buffer the device asks for.

    ``start`` is called from the GUI thread and only appends to a deque (no
    lock held against the audio thread); ``take`` runs on the audio thread.
    """

    def __init__(self) -> None:
        self.sounds: dict[str, array.array[int]] = {}
        self._starts: deque[tuple[str, float]] = deque()
        self._voices: list[tuple[array.array[int], int, float]] = []

    def add(self, name: str, pcm: Pcm) -> None:
        samples = array.array("h")
        samples.frombytes(pcm.frames)
        self.sounds[name] = samples

    def start(self, name: str, gain: float) -> None:
        if name not in self.sounds:
            raise KeyError(name)
        self._starts.append((name, gain))

    def take(self, count: int) -> bytes:
        while self._starts:
            name, gain = self._starts.popleft()
            self._voices.append((self.sounds[name], 0, gain))
        if not self._voices:
            return bytes(count * 2)
        out = [0.0] * count
        kept = []
        for samples, pos, gain in self._voices:
            part = samples[pos : pos + count]
            for i, s in enumerate(part):
                out[i] += s * gain
            if pos + count < len(samples):
                kept.append((samples, pos + count, gain))
        self._voices = kept
        return array.array("h", (max(-32768, min(32767, int(v))) for v in out)).tobytes()

    def generator(self) -> Generator[bytes, int, None]:
        """The generator miniaudio's device pulls from (sent the frame count it needs)."""
        count = yield b""
        while True:
            count = yield self.take(count)


class MiniaudioBackend:
    """Plays through the ``miniaudio`` package: WASAPI, Core Audio, PulseAudio or ALSA."""

    RATE = 44100
    BUFFER_MS = 30  # device buffer: the latency floor, and room for the GIL under load

    def __init__(self) -> None:
        self.mixer = Mixer()
        self._device: object | None = None

    def open(self) -> None:
        try:
            import miniaudio  # type: ignore[import-not-found,import-untyped,unused-ignore]
        except Exception as exc:  # ImportError, or a broken native library
            raise SoundUnavailable("no_library", str(exc)) from exc
        quiet_alsa()  # without a sound card, libasound would print 35 lines on stderr
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=self.RATE,
                buffersize_msec=self.BUFFER_MS,
                app_name="Muggins Desktop",
            )
            stream = self.mixer.generator()
            next(stream)
            device.start(stream)
        except Exception as exc:
            raise SoundUnavailable("no_device", str(exc)) from exc
        self._device = device
        # A device still open when the interpreter shuts down hangs the exit
        # for good (its audio thread dies inside the Python callback while
        # holding miniaudio's lock; measured: 5 of 5 runs never ended). So
        # it is closed at exit, whoever forgot to call close().
        atexit.register(self.close)

    def load(self, name: str, pcm: Pcm) -> None:
        if pcm.rate != self.RATE:
            raise SoundUnavailable("failed", f"{name}: {pcm.rate} Hz, the device runs at {self.RATE}")
        self.mixer.add(name, pcm)

    def play(self, name: str, gain: float) -> None:
        self.mixer.start(name, gain)

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            atexit.unregister(self.close)
            device.close()  # type: ignore[attr-defined]


class FakeBackend:
    """A backend for tests: records what it was asked, can fail or hang where told.

    ``fail_open`` / ``fail_play``: raise there (a missing or busy device, a
    library that breaks mid-game). ``hold_open``: ``open`` waits until the
    event is set (a sound server that does not answer).
    """

    def __init__(
        self, *, fail_open: bool = False, fail_play: bool = False, hold_open: threading.Event | None = None
    ) -> None:
        self.fail_open = fail_open
        self.fail_play = fail_play
        self.hold_open = hold_open
        self.opened = False
        self.closed = False
        self.loaded: dict[str, Pcm] = {}
        self.played: list[tuple[str, float]] = []

    @property
    def names(self) -> list[str]:
        """The names played so far, in order."""
        return [name for name, _gain in self.played]

    def open(self) -> None:
        if self.hold_open is not None:
            self.hold_open.wait()
        if self.fail_open:
            raise SoundUnavailable("no_device", "the fake device is busy")
        self.opened = True

    def load(self, name: str, pcm: Pcm) -> None:
        self.loaded[name] = pcm

    def play(self, name: str, gain: float) -> None:
        if self.fail_play:
            raise RuntimeError("the fake library broke")
        self.played.append((name, gain))

    def close(self) -> None:
        self.closed = True
