"""Measure call-to-sound latency of a playing library into PulseAudio's null sink.

    XDG_RUNTIME_DIR=... pulseaudio -D -n --load=module-native-protocol-unix \\
        --load="module-null-sink sink_name=nullsink" --exit-idle-time=-1
    python3 tools/sound_latency.py --library qt --trials 30
    python3 tools/sound_latency.py --library miniaudio --trials 30 --busy

Used to choose the playing library (docs/SOUND.md); run it in a virtual
environment that has the library installed (``qt`` needs PySide6-Addons,
``miniaudio`` the miniaudio package, ``pygame`` pygame, ``sounddevice``
sounddevice and the system's PortAudio).

``parec`` records the null sink's monitor in small chunks on a thread that
stamps each chunk as it arrives; a trial notes the time just before the
library's play call, and the latency is the arrival of the first sample
louder than -40 dBFS, minus the samples after it in its chunk. The capture
path (monitor source, parec's 2 ms buffer) is part of every figure alike.
``--library app`` measures the app's own ``SoundPlayer`` with its miniaudio
backend (the tone saved as its "tile" sound). ``--busy`` runs a pure-Python loop on another thread while
measuring, as the computer player does while it thinks, and counts drop-outs
(silent gaps inside a sound that should be continuous). Prints one line of
figures: the median and worst latency, how long the play call blocked the
caller (median and worst), and the drop-outs.
"""

from __future__ import annotations

import argparse
import array
import math
import os
import statistics
import subprocess
import sys
import threading
import time
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
CHUNK = 64  # frames per read from parec: 1.5 ms resolution
THRESHOLD = int(32768 * 10 ** (-40 / 20))


def test_tone(seconds: float = 0.25) -> bytes:
    """A 1 kHz tone at half scale that is loud from its first sample (exact onset)."""
    n = int(seconds * RATE)
    samples = array.array("h", (int(16000 * math.sin(2 * math.pi * 1000 * i / RATE)) for i in range(n)))
    samples[0] = 16000
    return samples.tobytes()


def write_wav(path: Path, frames: bytes) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


class Recorder:
    """Reads the null sink's monitor through parec and keeps (arrival time, samples) chunks."""

    def __init__(self, source: str) -> None:
        self.proc = subprocess.Popen(
            ["parec", "--raw", "--format=s16le", "--channels=1", f"--rate={RATE}", "--latency-msec=2", "-d", source],
            stdout=subprocess.PIPE,
        )
        self.chunks: list[tuple[float, array.array[int]]] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        while True:
            data = self.proc.stdout.read(CHUNK * 2)
            if not data:
                return
            stamp = time.perf_counter()
            samples = array.array("h")
            samples.frombytes(data)
            with self.lock:
                self.chunks.append((stamp, samples))

    def onset_after(self, t0: float, timeout: float = 2.0) -> float | None:
        """Arrival time of the first loud sample after ``t0`` (None if none came)."""
        end = time.perf_counter() + timeout
        seen = 0
        while time.perf_counter() < end:
            with self.lock:
                chunks = self.chunks[seen:]
                seen = len(self.chunks)
            for stamp, samples in chunks:
                if stamp < t0:
                    continue
                for i, s in enumerate(samples):
                    if abs(s) > THRESHOLD:
                        return stamp - (len(samples) - i) / RATE
            time.sleep(0.0005)
        return None

    def dropouts(self, start: float, seconds: float) -> int:
        """Silent gaps of 3 ms or more inside the sound starting at ``start``."""
        with self.lock:
            chunks = [c for c in self.chunks if start <= c[0] <= start + seconds]
        gaps, run = 0, 0
        samples = [s for _stamp, chunk in chunks for s in chunk][: int((seconds - 0.01) * RATE)]
        for s in samples:
            run = run + 1 if abs(s) < THRESHOLD else 0
            if run == int(0.003 * RATE):
                gaps += 1
        return gaps

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait()


def make_player(library: str, wav: Path, frames: bytes) -> tuple[Callable[[], None], Callable[[float], None]]:
    """(play now, wait while keeping the library's loop alive) for one library."""
    if library == "qt":
        from PySide6.QtCore import QUrl
        from PySide6.QtMultimedia import QSoundEffect
        from PySide6.QtWidgets import QApplication

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication.instance() or QApplication([])
        effect = QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(wav)))
        while effect.status() != QSoundEffect.Status.Ready:
            app.processEvents()
            if effect.status() == QSoundEffect.Status.Error:
                raise SystemExit("QSoundEffect could not load the sound")

        def pump(seconds: float) -> None:
            end = time.perf_counter() + seconds
            while time.perf_counter() < end:
                app.processEvents()
                time.sleep(0.001)

        return effect.play, pump
    if library == "app":
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        from muggins_desktop.ui.sound import SoundPlayer

        app = QApplication.instance() or QApplication([])
        folder = wav.parent / "sound_latency_app"
        folder.mkdir(exist_ok=True)
        write_wav(folder / "tile.wav", frames)
        player = SoundPlayer(directory=folder)
        player.apply_settings(argparse.Namespace(volume=100))
        player.start()
        while not player.available and player.off_reason is None:
            app.processEvents()
        if player.off_reason is not None:
            raise SystemExit(f"sound off: {player.off_reason}")
        keep_alive.append(player)
        return (lambda: player.play("tile") and None), time.sleep
    if library in ("miniaudio", "sounddevice"):
        mixer = Mixer()
        if library == "miniaudio":
            import miniaudio

            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE, buffersize_msec=20
            )
            stream = mixer.generator()
            next(stream)
            device.start(stream)
        else:
            import sounddevice

            def callback(out, count, _time, _status):  # type: ignore[no-untyped-def]
                out[:] = mixer.take(count)

            device = sounddevice.RawOutputStream(
                samplerate=RATE, channels=1, dtype="int16", latency="low", callback=callback
            )
            device.start()
        keep_alive.append(device)
        return (lambda: mixer.add(frames)), time.sleep
    if library == "pygame":
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        pygame.mixer.pre_init(RATE, -16, 1, 512)
        pygame.mixer.init()
        sound = pygame.mixer.Sound(str(wav))
        return (lambda: sound.play() and None), time.sleep
    raise SystemExit(f"unknown library {library!r}")


keep_alive: list[object] = []


class Mixer:
    """The pull side of a callback library: queued sounds summed into each buffer."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.playing: list[tuple[bytes, int]] = []

    def add(self, frames: bytes) -> None:
        with self.lock:
            self.playing.append((frames, 0))

    def take(self, count: int) -> bytes:
        out = array.array("h", bytes(count * 2))
        with self.lock:
            kept = []
            for frames, pos in self.playing:
                part = array.array("h")
                part.frombytes(frames[pos * 2 : (pos + count) * 2])
                for i, s in enumerate(part):
                    out[i] = max(-32768, min(32767, out[i] + s))
                if pos + count < len(frames) // 2:
                    kept.append((frames, pos + count))
            self.playing = kept
        return out.tobytes()

    def generator(self):  # type: ignore[no-untyped-def]
        count = yield b""
        while True:
            count = yield self.take(count)


def busy_loop(stop: threading.Event) -> None:
    total = 0
    while not stop.is_set():
        for i in range(10000):
            total += i * i


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", required=True, choices=("qt", "miniaudio", "pygame", "sounddevice", "app"))
    parser.add_argument("--trials", type=int, default=30)
    parser.add_argument("--source", default="nullsink.monitor")
    parser.add_argument("--busy", action="store_true", help="a pure-Python loop on another thread meanwhile")
    parser.add_argument("--each", action="store_true", help="also print every trial's latency")
    args = parser.parse_args(argv)
    frames = test_tone()
    wav = Path(os.environ.get("TMPDIR", "/tmp")) / "sound_latency_tone.wav"
    write_wav(wav, frames)
    recorder = Recorder(args.source)
    play, wait = make_player(args.library, wav, frames)
    stop = threading.Event()
    if args.busy:
        threading.Thread(target=busy_loop, args=(stop,), daemon=True).start()
    wait(1.0)  # let the device and the recorder settle
    latencies, blocks, drops, missed = [], [], 0, 0
    for _ in range(args.trials):
        t0 = time.perf_counter()
        play()
        blocks.append((time.perf_counter() - t0) * 1000)
        if args.library == "qt":
            wait(0.4)
        onset = recorder.onset_after(t0)
        if onset is None:
            missed += 1
            continue
        latencies.append((onset - t0) * 1000)
        wait(0.45)
        drops += recorder.dropouts(onset, 0.25)
    stop.set()
    recorder.close()
    for device in keep_alive:  # an open miniaudio device would hang the exit
        for method in ("close", "stop"):
            if hasattr(device, method):
                getattr(device, method)()
                break
    if args.each:
        print(" ".join(f"{v:.0f}" for v in latencies))
    if not latencies:
        print(f"{args.library}: no sound arrived in {args.trials} trials")
        return 1
    print(
        f"{args.library}{' (busy)' if args.busy else ''}: latency median {statistics.median(latencies):.1f} ms, "
        f"90% {statistics.quantiles(latencies, n=10)[-1]:.1f} ms, worst {max(latencies):.1f} ms; play() blocked median {statistics.median(blocks):.2f} ms, "
        f"worst {max(blocks):.2f} ms; drop-outs {drops}; missed {missed} of {args.trials}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
