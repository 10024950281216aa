"""Synthesise the table's sounds into resources/sounds/*.wav.

    python3 tools/make_sounds.py            # write every sound
    python3 tools/make_sounds.py --check    # exit 1 if a checked-in file differs

The sounds are the project's own: made here from sines and filtered noise with
the standard library only (``wave``, ``math``, ``random`` with fixed seeds), so
the same script always writes the same bytes and anyone can change a sound by
editing a few numbers. Every sound is 44.1 kHz, 16-bit, mono, at most 400 ms,
starts with a soft attack (no click), decays quickly, ends in silence, and is
normalised to the same loudness (RMS) with its peak kept below -1 dBFS, so
no sound is much louder than another at one volume setting.

Sounds, in the order the table meets them:

- ``deal``: a riffle of card edges, then a few cards slid out;
- ``card``: a card laid on the felt (a soft papery slap);
- ``tile``: a domino laid on the line (a short ivory click);
- ``draw``: a tile slid out of the boneyard;
- ``peg``: a peg pushed into the wooden board;
- ``fifteen``, ``thirtyone``, ``go``: the pegging calls (two bright notes,
  a three-note rise, one low soft note);
- ``turn``: your turn (a gentle two-note marimba);
- ``muggins``: someone calls muggins (a quick cheeky falling figure);
- ``round_end``, ``match_end``: a short major arpeggio, and a fuller one.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sounds"
RATE = 44100
MAX_SECONDS = 0.4
TARGET_RMS_DB = -20.0  # every sound's loudness before the peak limit
PEAK_DB = -1.0

Signal = list[float]


# ------------------------------------------------------------------ building blocks
def silence(seconds: float) -> Signal:
    return [0.0] * int(round(seconds * RATE))


def envelope(n: int, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """A raised-cosine attack of ``attack`` s, ``hold`` s flat, then an exponential decay.

    ``decay`` is the time constant (the level falls to 1/e after it); the
    attack is never shorter than 2 ms so a sound never starts with a click.
    """
    a = max(int(attack * RATE), int(0.002 * RATE))
    h = int(hold * RATE)
    out = []
    for i in range(n):
        if i < a:
            out.append(0.5 - 0.5 * math.cos(math.pi * i / a))
        elif i < a + h:
            out.append(1.0)
        else:
            out.append(math.exp(-(i - a - h) / (decay * RATE)))
    return out


def tone(
    freq: float,
    seconds: float,
    attack: float = 0.004,
    decay: float = 0.08,
    partials: tuple[tuple[float, float, float], ...] = ((1.0, 1.0, 1.0),),
    glide: float = 0.0,
) -> Signal:
    """A pitched note: ``partials`` are (frequency ratio, level, decay factor).

    A partial's decay is ``decay`` times its factor, so upper partials can die
    away faster than the fundamental, as on a struck bar or bell. ``glide``
    bends the pitch by that many semitones over the note.
    """
    n = int(seconds * RATE)
    out = [0.0] * n
    for ratio, level, factor in partials:
        env = envelope(n, attack, decay * factor)
        phase = 0.0
        for i in range(n):
            f = freq * ratio * (2 ** (glide * i / n / 12))
            phase += 2 * math.pi * f / RATE
            out[i] += level * env[i] * math.sin(phase)
    return out


def noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def bandpass(signal: Signal, centre: float | Callable[[float], float], q: float) -> Signal:
    """A two-pole resonant band-pass (RBJ biquad); ``centre`` may change over time (s -> Hz)."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(signal):
        f = centre(i / RATE) if callable(centre) else centre
        w = 2 * math.pi * min(f, RATE * 0.45) / RATE
        alpha = math.sin(w) / (2 * q)
        b0, a0 = alpha, 1 + alpha
        a1, a2 = -2 * math.cos(w), 1 - alpha
        y = (b0 * x - b0 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def lowpass(signal: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass: softens the top of noise bursts."""
    k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in signal:
        y += k * (x - y)
        out.append(y)
    return out


def shaped(signal: Signal, attack: float, decay: float, hold: float = 0.0) -> Signal:
    return [s * e for s, e in zip(signal, envelope(len(signal), attack, decay, hold), strict=True)]


def mix(length: float, *parts: tuple[float, float, Signal]) -> Signal:
    """Parts (start s, level, signal) summed into ``length`` seconds."""
    out = silence(length)
    for start, level, part in parts:
        offset = int(start * RATE)
        for i, s in enumerate(part):
            if offset + i < len(out):
                out[offset + i] += level * s
    return out


# ------------------------------------------------------------------ timbres
MARIMBA = ((1.0, 1.0, 1.0), (3.9, 0.35, 0.25), (9.2, 0.12, 0.1))
BELL = ((1.0, 1.0, 1.0), (2.0, 0.45, 0.6), (3.0, 0.2, 0.4), (4.2, 0.12, 0.25))
SOFT = ((1.0, 1.0, 1.0), (2.0, 0.18, 0.5))


def note(semitones_from_a4: float) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


C5, E5, G5, A5, C6, E6, G6 = (note(s) for s in (3, 7, 10, 12, 15, 19, 22))
G4 = note(-2)


def slap(seed: int, centre: float, seconds: float = 0.07, decay: float = 0.012) -> Signal:
    """A short filtered noise burst: paper on cloth, the edge of a card."""
    return shaped(lowpass(lowpass(bandpass(noise(seconds, seed), centre, 0.9), 6000.0), 6000.0), 0.0015, decay)


def click(freqs: tuple[float, ...], seed: int, seconds: float = 0.12, decay: float = 0.018) -> Signal:
    """Hard material struck: a few inharmonic damped partials on a tiny noise transient."""
    body = [0.0] * int(seconds * RATE)
    for j, f in enumerate(freqs):
        part = tone(f, seconds, attack=0.0008, decay=decay / (1 + 0.4 * j))
        body = [b + p / (1 + j) for b, p in zip(body, part, strict=True)]
    tick = shaped(lowpass(bandpass(noise(seconds, seed), 4000.0, 0.7), 7000.0), 0.0005, 0.003)
    return [b + 0.6 * t for b, t in zip(body, tick, strict=True)]


# ------------------------------------------------------------------ the sounds
def s_deal() -> Signal:
    """A riffle (card edges, faster then slower), then two cards slid out."""
    parts: list[tuple[float, float, Signal]] = []
    t, gap, k = 0.0, 0.018, 0
    while t < 0.2:
        parts.append((t, 0.5 + 0.3 * math.sin(k), slap(100 + k, 2600.0 + 300 * (k % 3), 0.03, 0.005)))
        t += gap
        gap *= 0.97 if t < 0.12 else 1.12
        k += 1
    for j, start in enumerate((0.24, 0.31)):
        swish = lowpass(bandpass(noise(0.07, 200 + j), lambda s: 1500.0 + 9000.0 * s, 1.2), 5000.0)
        parts.append((start, 0.9, shaped(swish, 0.012, 0.02)))
    return mix(0.38, *parts)


def s_card() -> Signal:
    low = shaped(lowpass(noise(0.09, 3), 500.0), 0.002, 0.02)
    return mix(0.12, (0.0, 1.0, slap(2, 1800.0, 0.09, 0.016)), (0.0, 1.4, low))


def s_tile() -> Signal:
    return mix(0.16, (0.0, 1.0, click((2350.0, 3810.0, 5620.0), 5, 0.15, 0.02)))


def s_draw() -> Signal:
    slide = lowpass(lowpass(bandpass(noise(0.2, 7), lambda s: 900.0 + 5000.0 * s, 1.6), 4000.0), 4000.0)
    return mix(0.26, (0.0, 0.8, shaped(slide, 0.05, 0.06, 0.06)), (0.17, 0.45, click((2350.0, 3810.0), 8, 0.08, 0.012)))


def s_peg() -> Signal:
    wood = click((820.0, 1960.0, 3150.0), 9, 0.1, 0.014)
    return mix(0.12, (0.0, 1.0, wood))


def s_fifteen() -> Signal:
    return mix(
        0.36,
        (0.0, 0.35, s_peg()),
        (0.03, 0.7, tone(E6, 0.3, 0.004, 0.08, BELL)),
        (0.12, 0.7, tone(G6, 0.24, 0.004, 0.07, BELL)),
    )


def s_thirtyone() -> Signal:
    return mix(
        0.4,
        (0.0, 0.35, s_peg()),
        (0.03, 0.6, tone(C6, 0.2, 0.004, 0.07, BELL)),
        (0.11, 0.6, tone(E6, 0.2, 0.004, 0.07, BELL)),
        (0.19, 0.7, tone(G6, 0.21, 0.004, 0.08, BELL)),
    )


def s_go() -> Signal:
    return mix(0.3, (0.0, 1.0, tone(G4, 0.3, 0.012, 0.07, SOFT, glide=-2.0)))


def s_turn() -> Signal:
    return mix(0.4, (0.0, 0.8, tone(G5, 0.25, 0.003, 0.09, MARIMBA)), (0.12, 0.9, tone(C6, 0.28, 0.003, 0.1, MARIMBA)))


def s_muggins() -> Signal:
    figure = ((0.0, C6), (0.07, A5), (0.14, E5), (0.23, A5))
    return mix(0.4, *((start, 0.8, tone(f, 0.17, 0.003, 0.05, MARIMBA)) for start, f in figure))


def s_round_end() -> Signal:
    chord = ((0.0, C5), (0.07, E5), (0.14, G5), (0.21, C6))
    return mix(0.4, *((start, 0.6, tone(f, 0.19, 0.005, 0.09, BELL)) for start, f in chord))


def s_match_end() -> Signal:
    rise = ((0.0, G4), (0.05, C5), (0.1, E5), (0.15, G5), (0.2, C6))
    parts = [(start, 0.5, tone(f, 0.2, 0.004, 0.07, BELL)) for start, f in rise]
    parts.append((0.2, 0.55, tone(E6, 0.2, 0.004, 0.09, BELL)))
    parts.append((0.2, 0.45, tone(G5, 0.2, 0.006, 0.1, SOFT)))
    return mix(0.4, *parts)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "deal": s_deal,
    "card": s_card,
    "tile": s_tile,
    "draw": s_draw,
    "peg": s_peg,
    "fifteen": s_fifteen,
    "thirtyone": s_thirtyone,
    "go": s_go,
    "turn": s_turn,
    "muggins": s_muggins,
    "round_end": s_round_end,
    "match_end": s_match_end,
}


# ------------------------------------------------------------------ output
def finish(signal: Signal) -> Signal:
    """Fade the last 15 ms to silence and normalise loudness (peak kept under -1 dBFS)."""
    signal = signal[: int(MAX_SECONDS * RATE)]
    mean = sum(signal) / len(signal)
    signal = [s - mean for s in signal]  # no DC offset
    fade = int(0.015 * RATE)
    for i in range(fade):
        signal[-1 - i] *= i / fade
    rms = math.sqrt(sum(s * s for s in signal) / len(signal)) or 1.0
    peak = max(abs(s) for s in signal) or 1.0
    gain = min(10 ** (TARGET_RMS_DB / 20) / rms, 10 ** (PEAK_DB / 20) / peak)
    return [s * gain for s in signal]


def wav_bytes(signal: Signal) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * 32767)) for s in signal))
    return buffer.getvalue()


def render(name: str) -> bytes:
    return wav_bytes(finish(SOUNDS[name]()))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the checked-in files, write nothing")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    stale = []
    args.out.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        data = render(name)
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(name)
            continue
        path.write_bytes(data)
        frames = (len(data) - 44) // 2
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {frames / RATE * 1000:.0f} ms")
    if stale:
        print("out of date:", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
