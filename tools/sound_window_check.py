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
logged sounds: the report lists each sound, its onset and the lag, the
onsets no sound explains, and whether the muted stretch stayed silent.
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


def onsets(path: Path, start: float) -> list[float]:
    """Wall-clock times where sound starts in the WAV at ``path`` (its first sample at ``start``)."""
    with wave.open(str(path)) as w:
        rate, channels = w.getframerate(), w.getnchannels()
        samples = array("h")
        samples.frombytes(w.readframes(w.getnframes()))
    step = rate * FRAME_MS // 1000 * channels
    limit = 32768 * 10 ** (THRESHOLD_DBFS / 20)
    found, quiet = [], QUIET_MS
    for i in range(0, len(samples) - step, step):
        frame = samples[i : i + step]
        rms = math.sqrt(sum(s * s for s in frame) / len(frame))
        if rms >= limit:
            if quiet >= QUIET_MS:
                found.append(start + i / channels / rate)
            quiet = 0
        else:
            quiet += FRAME_MS
    return found


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
        while time.time() - began < args.seconds:
            if muted is None and time.time() - began > args.seconds * 0.5:
                xdo("key", "m")
                on = time.time()
                keys.append((on, "m"))
                time.sleep(4.0)
                xdo("key", "m")
                muted = (on, time.time())
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
    played = [(float(t), name) for t, name in (line.split() for line in log.read_text().splitlines())] if log.exists() else []
    found = onsets(wav, recorded_from)
    report(played, found, muted, out)
    return 0


def report(played: list[tuple[float, str]], found: list[float], muted: tuple[float, float] | None, out: Path) -> None:
    t0 = played[0][0] if played else 0.0
    lags, unmatched, used = [], [], set()
    lines = ["  t (s)  sound       onset (s)  lag (ms)"]
    for when, name in played:
        # The first onset at or after the play call (a sound started within 20 ms of the last one
        # merges into its onset: both are counted to that onset).
        near = [o for o in found if -0.005 <= o - when <= 0.4]
        if near:
            onset = near[0]
            used.add(onset)
            lags.append((onset - when) * 1000)
            lines.append(f"{when - t0:7.3f}  {name:10s}  {onset - t0:9.3f}  {(onset - when) * 1000:8.1f}")
        else:
            unmatched.append((when, name))
            lines.append(f"{when - t0:7.3f}  {name:10s}  {'-':>9s}  {'-':>8s}")
    stray = [o for o in found if o not in used and not any(0 <= o - w <= 0.45 for w, _ in played)]
    print("\n".join(lines))
    print(f"sounds played (log): {len(played)}; onsets in the recording: {len(found)}")
    if lags:
        ordered = sorted(lags)
        p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
        print(
            f"matched {len(lags)}; lag median {statistics.median(lags):.1f} ms, 90th percentile {p90:.1f} ms, "
            f"worst {max(lags):.1f} ms"
        )
    print(f"sounds with no onset within 400 ms: {len(unmatched)}; onsets with no sound before them: {len(stray)}")
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
