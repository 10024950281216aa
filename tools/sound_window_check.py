"""Play in a real window with sound into a recording, and match the sounds to the recording.

    XDG_RUNTIME_DIR=... DISPLAY=:74 python3 tools/sound_window_check.py --seconds 40 --out /tmp/check

Needs an X display (Xvfb + a window manager), xdotool, and a PulseAudio
server with a null sink named ``rec`` (``pactl load-module
module-null-sink sink_name=rec``), recorded with ``parec -d rec.monitor``.
The app runs as a player would start it, with ``MUGGINS_DESKTOP_SOUND_LOG``
set, so it writes the wall-clock time and name of every sound it hands to
the device; a new dominoes match is started with Ctrl+N and Enter and
played with the keys (Right, Enter, D, P), M mutes for a few seconds in
the middle. Then the recording is cut into 5 ms frames and every onset
(a frame above -45 dBFS after 40 ms of silence) is matched with the
logged sounds: the report lists each sound, its onset and the lag (or that
it began while the sound before it still rang), the onsets no sound
explains, and whether the muted stretch stayed silent. The recording's
start is fitted (see ``fit_start``): parec begins some hundreds of ms
after it is launched.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import time
import wave
from array import array
from pathlib import Path

FRAME_MS = 5
THRESHOLD_DBFS = -45.0
QUIET_MS = 40


def xdo(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=False, capture_output=True)


class Recording:
    """The recording's loudness in 5 ms frames, and where sound starts."""

    def __init__(self, path: Path) -> None:
        with wave.open(str(path)) as w:
            rate, channels = w.getframerate(), w.getnchannels()
            samples = array("h")
            samples.frombytes(w.readframes(w.getnframes()))
        step = rate * FRAME_MS // 1000 * channels
        limit = 32768 * 10 ** (THRESHOLD_DBFS / 20)
        self.loud: list[bool] = []
        for i in range(0, len(samples) - step, step):
            frame = samples[i : i + step]
            self.loud.append(math.sqrt(sum(x * x for x in frame) / len(frame)) >= limit)
        self.onsets: list[float] = []  # seconds from the first sample
        quiet = QUIET_MS
        for n, loud in enumerate(self.loud):
            if loud and quiet >= QUIET_MS:
                self.onsets.append(n * FRAME_MS / 1000)
            quiet = 0 if loud else quiet + FRAME_MS

    def sounding(self, t: float) -> bool:
        """Sound in the recording at ``t`` seconds from its first sample."""
        n = int(t * 1000 / FRAME_MS)
        return 0 <= n < len(self.loud) and self.loud[n]


def fit_start(played: list[tuple[float, str]], rec: Recording, stamp: float) -> float:
    """The wall-clock time of the recording's first sample.

    parec starts recording some hundreds of ms after it is launched (it
    connects to the server first), so the stamp taken at launch is only
    near it: the one offset from 1 s before to 3 s after the stamp that puts the most
    onsets 0-80 ms after a logged sound is taken, and reported.
    """
    best = (-1, stamp)
    for k in range(-1000, 3000, 2):
        start = stamp + k / 1000
        hits = sum(1 for when, _ in played if any(0 <= start + o - when <= 0.08 for o in rec.onsets))
        if hits > best[0]:
            best = (hits, start)
    return best[1]


def fit_clock(played: list[tuple[float, str]], rec: Recording, start: float) -> tuple[float, float]:
    """``(a, b)`` with wall time = a + b * recording time, fitted to the matched onsets.

    The null sink keeps time by its own clock, which drifts from the wall
    clock (about 2.5 ms a second here), so one offset alone would make
    the lags grow along the recording. A least-squares line through the
    pairs (onset, logged time) found with the fitted start removes both;
    what is left is each sound's jitter around its moment. The constant
    latency is absorbed into ``a`` (it was measured separately: SOUND.md).
    """
    pairs = []
    for when, _name in played:
        near = [o for o in rec.onsets if -0.05 <= start + o - when <= 0.25]
        if near:
            pairs.append((near[0], when))
    if len(pairs) < 3:
        return start, 1.0
    mx = statistics.fmean(o for o, _ in pairs)
    my = statistics.fmean(w for _, w in pairs)
    b = sum((o - mx) * (w - my) for o, w in pairs) / sum((o - mx) ** 2 for o, _ in pairs)
    return my - b * mx, b


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--out", type=Path, default=Path("/tmp/sound-window-check"))
    args = parser.parse_args(argv)
    out = args.out
    shutil.rmtree(out, ignore_errors=True)
    (out / "home").mkdir(parents=True)
    settings = {"format": 2, "language": "en", "confirm_leave": False, "volume": 100, "pace": "normal"}
    (out / "home" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    log, wav = out / "sounds.log", out / "recording.wav"
    env = dict(os.environ, MUGGINS_DESKTOP_HOME=str(out / "home"), MUGGINS_DESKTOP_SOUND_LOG=str(log), PULSE_SINK="rec")
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("MUGGINS_DESKTOP_SOUND", None)
    record = subprocess.Popen(
        ["parec", "-d", "rec.monitor", "--rate=44100", "--channels=1", "--format=s16le", "--file-format=wav", str(wav)],
        env=env,
    )
    recorded_from = time.time()
    app = subprocess.Popen([sys.executable, "-m", "muggins_desktop"], env=env, stderr=subprocess.DEVNULL)
    keys: list[tuple[float, str]] = []
    try:
        time.sleep(4.0)
        xdo("search", "--sync", "--name", "Muggins", "windowactivate", "--sync")
        for key in ("ctrl+n", "Return"):
            xdo("key", key)
            keys.append((time.time(), key))
            time.sleep(1.5)
        began = time.time()
        muted: tuple[float, float] | None = None
        cycle = ["Right", "Return", "d", "Return", "p"]
        i = 0
        mute_from = 0.0
        while time.time() - began < args.seconds:
            # M at half time, M again 5 s later; the play goes on meanwhile.
            if not mute_from and muted is None and time.time() - began > args.seconds * 0.5:
                xdo("key", "m")
                mute_from = time.time()
                keys.append((mute_from, "m"))
            elif mute_from and time.time() - mute_from > 5.0:
                xdo("key", "m")
                muted, mute_from = (mute_from, time.time()), 0.0
                keys.append((muted[1], "m"))
            key = cycle[i % len(cycle)]
            xdo("key", key)
            keys.append((time.time(), key))
            i += 1
            time.sleep(0.45)
        subprocess.run(["import", "-window", "root", str(out / "window.png")], check=False)
        xdo("key", "ctrl+q")
        time.sleep(1.5)
    finally:
        if app.poll() is None:
            app.terminate()
            app.wait(10)
        time.sleep(0.5)
        record.terminate()
        record.wait(10)
    lines = log.read_text().splitlines() if log.exists() else []
    played = [(float(p[0]), p[1]) for p in (line.split() for line in lines) if len(p) == 2]
    silenced = [p[1] for p in (line.split() for line in lines) if len(p) == 3]
    print(f"sounds the table asked for while muted (logged, not played): {len(silenced)} {' '.join(silenced)}")
    rec = Recording(wav)
    start = fit_start(played, rec, recorded_from)
    a, b = fit_clock(played, rec, start)
    print(f"recording started about {(start - recorded_from) * 1000:.0f} ms after parec was launched (fitted)")
    print(f"the sink's clock against the wall clock: {(b - 1) * 1e6:+.0f} ppm (fitted)")
    report(played, rec, a, b, muted, out)
    return 0


def report(
    played: list[tuple[float, str]],
    rec: Recording,
    start: float,
    rate: float,
    muted: tuple[float, float] | None,
    out: Path,
) -> None:
    t0 = played[0][0] if played else 0.0
    found = [start + rate * o for o in rec.onsets]
    lags, merged, silent, used = [], 0, [], set()
    lines = ["  t (s)  sound       onset (s)  lag (ms)"]
    for when, name in played:
        near = [o for o in found if -0.06 <= o - when <= 0.25]
        if near:
            used.add(near[0])
            lags.append((near[0] - when) * 1000)
            lines.append(f"{when - t0:7.3f}  {name:10s}  {near[0] - t0:9.3f}  {(near[0] - when) * 1000:8.1f}")
        elif rec.sounding((when - start) / rate + 0.06):
            merged += 1  # it began while the sound before it still rang: no onset of its own
            lines.append(f"{when - t0:7.3f}  {name:10s}  {'(rings on)':>9s}  {'-':>8s}")
        else:
            silent.append((when, name))
            lines.append(f"{when - t0:7.3f}  {name:10s}  {'silent':>9s}  {'-':>8s}")
    stray = [o for o in found if o not in used and not any(0 <= o - w <= 0.45 for w, _ in played)]
    print("\n".join(lines))
    print(f"sounds played (log): {len(played)}; onsets in the recording: {len(found)}")
    if lags:
        spread = sorted(abs(x) for x in lags)
        p90 = spread[min(len(spread) - 1, int(len(spread) * 0.9))]
        print(
            f"with an onset of their own: {len(lags)}; off their moment by median {statistics.median(spread):.1f} ms, "
            f"90th percentile {p90:.1f} ms, worst {max(spread):.1f} ms (after the fit)"
        )
    print(f"begun while the one before still rang: {merged}; silent in the recording: {len(silent)}")
    print(f"onsets no logged sound explains: {len(stray)}")
    if muted is not None:
        inside = [o for o in found if muted[0] + 0.45 < o < muted[1]]
        logged = [w for w, _ in played if muted[0] + 0.05 < w < muted[1]]
        print(
            f"muted for {muted[1] - muted[0]:.1f} s (M, then M): {len(logged)} sounds logged, "
            f"{len(inside)} onsets recorded in it"
        )
    (out / "report.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
