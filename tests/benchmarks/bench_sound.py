"""How long the sound player holds the GUI thread, with the real backend and with broken ones.

    python3 tests/benchmarks/bench_sound.py --plays 400

For each case a 1 ms heartbeat timer runs on the GUI thread while the player
opens its backend and then plays ``--plays`` sounds (singles and batches,
20 ms apart, as a busy table would ask for them). Printed per case: the
longest single ``play`` call, the longest gap between two heartbeats (any
stall of the event loop, whatever caused it) and how long opening took on
the player's own thread. The longest ``play`` is given as wall time (which
on a busy machine includes being preempted) and as the GUI thread's own CPU
time. Cases: miniaudio (the real backend, into whatever
device the system has: with no device it reports sound off), a sound server
that never answers, a device that refuses to open, and a library that
breaks on the first play.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

SMOKE_ARGS: list[str] = ["--plays", "40"]


def run_case(name: str, factory: Callable[[], object], plays: int, release: threading.Event | None = None) -> str:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    from muggins_desktop.ui.sound import SoundPlayer

    player = SoundPlayer(factory)  # type: ignore[arg-type]
    cpu_worst = [0.0]
    real_play = player.play

    def timed_play(name: str) -> bool:  # the GUI thread's own CPU time: no preemption, no waiting
        t0 = time.thread_time()
        try:
            return real_play(name)
        finally:
            cpu_worst[0] = max(cpu_worst[0], (time.thread_time() - t0) * 1000)

    player.play = timed_play  # type: ignore[method-assign]
    beat = QElapsedTimer()
    beat.start()
    worst_gap = [0.0]
    last = [0.0]

    def tick() -> None:
        now = beat.nsecsElapsed() / 1e6
        worst_gap[0] = max(worst_gap[0], now - last[0])
        last[0] = now

    heart = QTimer()
    heart.setInterval(1)
    heart.timeout.connect(tick)
    heart.start()
    opened_at: list[float] = []
    off: list[str] = []
    started = time.perf_counter()
    player.ready.connect(lambda: opened_at.append(time.perf_counter() - started))
    player.soundOff.connect(off.append)
    player.start()
    loop = QEventLoop()
    deadline = time.perf_counter() + 3.0
    while not opened_at and not off and time.perf_counter() < deadline:
        loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    names = ["tile", "card", "peg", "draw", "fifteen", "go", "turn"]
    done = [0]

    def one() -> None:
        i = done[0]
        if i % 5 == 4:
            player.play_many([names[i % len(names)], "peg", "round_end"])
        else:
            player.play(names[i % len(names)])
        done[0] += 1
        if done[0] >= plays:
            pacer.stop()

    pacer = QTimer()
    pacer.setInterval(20)
    pacer.timeout.connect(one)
    last[0] = beat.nsecsElapsed() / 1e6
    pacer.start()
    while done[0] < plays:
        loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    heart.stop()
    if release is not None:
        release.set()
    player.close()
    opened = (
        f"{opened_at[0] * 1000:.0f} ms" if opened_at else ("never (sound off: " + off[0] + ")" if off else "not yet")
    )
    return (
        f"{name:<28} longest play() {player.longest_block_ms:6.2f} ms (CPU {cpu_worst[0]:5.2f} ms)   "
        f"longest event-loop gap {worst_gap[0]:6.1f} ms   opened {opened}"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=400)
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from muggins_desktop.ui.sound import FakeBackend, MiniaudioBackend

    _app = QApplication.instance() or QApplication([])
    hold = threading.Event()
    broken = FakeBackend()
    broken.fail_play = True
    print(run_case("miniaudio (real device)", MiniaudioBackend, args.plays))
    print(run_case("sound server not answering", lambda: FakeBackend(hold_open=hold), args.plays, hold))
    print(run_case("device busy / missing", lambda: FakeBackend(fail_open=True), args.plays))
    print(run_case("library breaks on play", lambda: broken, args.plays))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
