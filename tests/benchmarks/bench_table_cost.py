"""What a move costs the GUI thread, early and late in a match, and memory over many matches.

    nice -n 10 python3 tests/benchmarks/bench_table_cost.py [--moves 2000] [--matches 50]
        [--parts block,moves,cribbage,memory]

A script that prints figures (not a test). Everything is played through the
real main window (offscreen), computer players only, no pause, no animation:

1. GUI-thread CPU time per move (``time.thread_time`` of the GUI thread
   between two ``eventsApplied``) around move 50 and around move N of one
   four-player dominoes match (the rules' target; the computers play the
   least-scoring legal action, so the match lasts N moves); plus the GUI-thread time of keeping the match per move (the
   library session's append) and the writer thread's append, at the same points;
   and the same GUI-thread figure for a two-player cribbage match of N moves
   (its target lifted out of reach once the match is on the table, so it
   lasts as long as the benchmark needs; the board still shows 121 holes).
2. Resident memory after 5 and after 50 two-player dominoes matches played
   one after another in one window (and at every 15 matches between, with
   glibc's heap in use and free), twice: first with the app's
   ``malloc_trim`` between matches switched off (ui/app/memory.py), then as the
   app runs; plus what the trims cost.
3. The longest stretch the GUI thread does not turn its event loop while
   computers play (a 2 ms timer records gaps): the first computer turns of a
   cribbage match (AI import and tables included) and of a dominoes match.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MUGGINS_DESKTOP_HOME", tempfile.mkdtemp(prefix="muggins-bench-"))

from PySide6.QtCore import QElapsedTimer, QEvent, QTimer
from PySide6.QtWidgets import QApplication

from muggins_desktop.storage.settings import Settings

#: The smallest run (tests/test_benchmarks_run.py runs every script with it).
SMOKE_ARGS: list[str] = ["--moves", "40", "--matches", "1"]


def rss_mb() -> float:
    with open("/proc/self/statm") as handle:
        pages = int(handle.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def spin(app: QApplication, done, timeout: float = 600.0) -> None:
    """Turn the event loop until ``done()``, as ``exec()`` would.

    ``processEvents`` alone never runs ``deleteLater`` (Qt deletes those
    when control returns to a running loop), so the posted deletions are
    sent here too; without that every replaced table would stay alive.
    """
    end = time.monotonic() + timeout
    while not done():
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        if time.monotonic() > end:
            raise TimeoutError("the match did not finish in time")
        time.sleep(0.0005)


def make_window(size=(1280, 800)):
    from muggins_desktop.ui.window.main_window import MainWindow

    settings = Settings(animation_ms=0, ai_pause_ms=0, ai_budget_ms=20, seat_levels=["easy"] * 3, confirm_leave=False)
    window = MainWindow(settings, keep_in_library=True)
    window.resize(*size)
    window.show()
    return window


def computers(n: int) -> list[dict]:
    return [{"name": f"Computer {i + 1}", "kind": "computer", "level": "easy"} for i in range(n)]


class LowScorer:
    """A computer that plays the legal action scoring least (long matches)."""

    level = "low"

    def choose(self, view):
        return min(view.legal_actions, key=lambda a: (view.points_for(a), str(a)))


def around(values: list[float], at: int) -> float:
    """The median of ``values`` over the 50 moves around ``at``, in ms."""
    part = values[max(0, at - 25) : at + 25]
    return statistics.median(part) * 1000 if part else float("nan")


def cribbage_move_cost(app: QApplication, moves: int) -> None:
    """GUI-thread CPU per move of a long two-player cribbage match (the score sheet included).

    Besides the whole move, the time the table takes to show each batch
    (``TablePresenter._on_shown``: the presenter's steps queued, the log and
    the score sheet fed) is timed on its own: it is where a walk over the
    record would show, with less of the machine's noise around it.
    """
    from muggins_desktop.engine.cribbage.match import CribbageMatch
    from muggins_desktop.ui.table.presenter import TablePresenter

    window = make_window()
    match = CribbageMatch(players=2, seed=7)
    gui: list[float] = []
    shown: list[float] = []
    last = [time.thread_time()]
    real_shown = TablePresenter._on_shown

    def timed_shown(self, events) -> None:
        start = time.thread_time()
        real_shown(self, events)
        shown.append(time.thread_time() - start)

    TablePresenter._on_shown = timed_shown

    def applied(_events) -> None:
        now = time.thread_time()
        gui.append(now - last[0])
        last[0] = now

    window.show_match("cribbage", match, computers(2), {"players": 2})
    match.target = 10**9  # out of reach: the match lasts N moves (the board was laid out for 121)
    window.controller.eventsApplied.connect(applied)
    spin(app, lambda: len(gui) >= moves or match.outcome is not None)
    n = len(gui)
    window.stop_match()
    window.close()
    TablePresenter._on_shown = real_shown
    late = min(moves, n) - 26
    print(f"1b. two-player cribbage, {n} moves played through the window")
    print(
        f"   GUI-thread CPU per move: move 50 {around(gui, 50):.2f} ms, move {late + 25} "
        f"{around(gui, late):.2f} ms (ratio {around(gui, late) / around(gui, 50):.2f})"
    )
    late = min(moves, len(shown)) - 26
    print(
        f"   of which showing the batch (log and score sheet fed): move 50 {around(shown, 50):.3f} ms, "
        f"move {late + 25} {around(shown, late):.3f} ms (ratio {around(shown, late) / around(shown, 50):.2f})"
    )


def per_move_cost(app: QApplication, moves: int) -> None:
    from muggins_desktop.engine.dominoes import DominoMatch
    from muggins_desktop.storage.library import writer as library_writer

    writes: list[tuple[int, float]] = []  # (events in the batch's file so far, write time on the library's thread)
    real_write = library_writer.LibraryWriter._do_append

    def timed_write(self, handle, events) -> None:  # on the library's writer thread
        start = time.perf_counter()
        real_write(self, handle, events)
        writes.append((len(writes), time.perf_counter() - start))

    library_writer.LibraryWriter._do_append = timed_write
    window = make_window()
    # The rules' target with players who avoid scoring: the match lasts as
    # long as the benchmark needs, whatever targets the engine accepts.
    match = DominoMatch(players=4, seed=7)
    gui: list[float] = []
    snap: list[float] = []
    last = [time.thread_time()]

    def applied(_events) -> None:
        now = time.thread_time()
        gui.append(now - last[0])
        last[0] = now

    session = window.keeper.new(match, computers(4), {"players": 4})
    window.show_match("dominoes", match, computers(4), {"players": 4}, session=session)
    c = window.controller
    c._players.update({seat: LowScorer() for seat in range(4)})
    real_keep = c._keep

    def timed_keep(events) -> None:
        start = time.thread_time()
        real_keep(events)
        snap.append(time.thread_time() - start)

    c._keep = timed_keep
    c.eventsApplied.connect(applied)
    spin(app, lambda: len(gui) >= moves or match.outcome is not None)
    c.flush(10)
    n = len(gui)
    window.stop_match()
    window.keeper.close()
    window.close()
    library_writer.LibraryWriter._do_append = real_write

    late = min(moves, n) - 26
    print(f"1. four-player dominoes, {n} moves played through the window (events, not only actions)")
    print(
        f"   GUI-thread CPU per move: move 50 {around(gui, 50):.2f} ms, move {late + 25} "
        f"{around(gui, late):.2f} ms (ratio {around(gui, late) / around(gui, 50):.2f})"
    )
    print(
        f"   keeping the match on the GUI thread (the session's append): move 50 {around(snap, 50):.3f} ms, "
        f"move {late + 25} {around(snap, late):.3f} ms"
    )
    times = [t for _n, t in writes]
    if len(times) > 60:
        print(
            f"   the record's append on the library's writer thread: early {statistics.median(times[:50]) * 1000:.2f} ms, "
            f"late {statistics.median(times[-50:]) * 1000:.2f} ms; {len(times)} batches"
        )


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def malloc_heap() -> tuple[float, float] | None:
    """glibc's heap over all arenas: (MB in use, MB free but kept), or None off glibc."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        info = libc.mallinfo2()
    except (OSError, AttributeError):
        return None
    return (info.uordblks + info.hblkhd) / 1e6, info.fordblks / 1e6


def memory(app: QApplication, matches: int) -> None:
    """Matches one after another in one window: without the app's ``malloc_trim``, then as the app runs."""
    from muggins_desktop.ui.app import memory as released

    real_release = released.release_freed_memory
    costs: list[float] = []

    def timed_release() -> bool:
        start = time.perf_counter()
        done = real_release()
        if done:
            costs.append(time.perf_counter() - start)
        return done

    released.release_freed_memory = timed_release
    try:
        released.enabled = False
        print("2. resident memory (RSS) over two-player dominoes matches played one after another in one window")
        play_matches(app, matches, "without the trim between matches")
        released.enabled = True
        play_matches(app, matches, "as the app runs (malloc_trim when a table is destroyed)")
    finally:
        released.release_freed_memory = real_release
        released.enabled = True
    if costs:
        print(
            f"   malloc_trim: {len(costs)} calls, median {statistics.median(costs) * 1000:.1f} ms, "
            f"max {max(costs) * 1000:.1f} ms"
        )


def play_matches(app: QApplication, matches: int, label: str) -> None:
    from muggins_desktop.engine.dominoes import DominoMatch

    window = make_window()
    marks: dict[int, tuple[float, tuple[float, float] | None]] = {}
    early = min(5, matches)  # a smoke run plays fewer than five
    at = {early, matches} | set(range(20, matches, 15))
    for i in range(1, matches + 1):
        match = DominoMatch(players=2, seed=1000 + i)
        window.show_match("dominoes", match, computers(2), {"players": 2})
        spin(app, lambda m=match: m.outcome is not None and window.table.scene_.panel_kind == "match")
        if i in at:
            window.stop_match()
            for _ in range(5):
                app.processEvents()
                app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            gc.collect()
            marks[i] = (rss_mb(), malloc_heap())
    window.stop_match()
    window.close()
    first, last = marks[early][0], marks[matches][0]
    print(
        f"   {label}: RSS after {early} matches {first:.1f} MB, after {matches} {last:.1f} MB (+{last - first:.1f} MB)"
    )
    print("     RSS by matches played, MB: " + ", ".join(f"{i}: {rss:.1f}" for i, (rss, _) in sorted(marks.items())))
    if all(heap is not None for _, heap in marks.values()):
        print(
            "     C heap (glibc malloc, all arenas) in use / free but kept, MB: "
            + ", ".join(f"{i}: {heap[0]:.1f} / {heap[1]:.1f}" for i, (_, heap) in sorted(marks.items()) if heap)
        )


def longest_block(app: QApplication, game: str, turns: int) -> float:
    from muggins_desktop.engine import new_match

    window = make_window()
    players = 2
    match = new_match(game, players=players, seed=3)
    gaps: list[int] = []
    clock = QElapsedTimer()
    timer = QTimer()
    last = [0]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer.timeout.connect(tick)
    window.show_match(game, match, computers(players), {"players": players})
    c = window.controller
    seen = [0]
    c.eventsApplied.connect(lambda _e: seen.__setitem__(0, seen[0] + 1))
    c.stop()
    # Let the window paint itself first: the first paint is not a computer turn.
    settle = time.monotonic() + 0.4
    while time.monotonic() < settle:
        app.processEvents()
        time.sleep(0.001)
    clock.start()
    timer.start(2)
    c.start()
    spin(app, lambda: seen[0] >= turns or match.outcome is not None, timeout=120)
    timer.stop()
    window.stop_match()
    window.close()
    return max(gaps[1:]) if len(gaps) > 1 else 0.0


def idle_gap(app: QApplication, seconds: float = 3.0) -> int:
    """The timer's largest gap with nothing to do: the machine's own noise."""
    gaps: list[int] = []
    clock = QElapsedTimer()
    last = [0]
    timer = QTimer()

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer.timeout.connect(tick)
    clock.start()
    timer.start(2)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    return max(gaps[1:]) if len(gaps) > 1 else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument(
        "--parts", default="block,moves,cribbage,memory", help="which figures: block,moves,cribbage,memory"
    )
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    app = QApplication.instance() or QApplication([])
    # Fresh process: the first cribbage turn imports the computer players.
    if "block" in parts:
        block_figures(app)
    if "moves" in parts:
        per_move_cost(app, args.moves)
    if "cribbage" in parts:
        cribbage_move_cost(app, args.moves)
    if "memory" in parts:
        memory(app, args.matches)
    return 0


def block_figures(app: QApplication) -> None:
    crib = longest_block(app, "cribbage", 12)
    dom = longest_block(app, "dominoes", 40)
    idle = idle_gap(app)
    print(
        f"3. longest GUI-thread block while computers play: first cribbage turns {crib} ms, "
        f"dominoes {dom} ms (a 2 ms timer's largest gap; the same timer on an idle window: {idle} ms)"
    )


if __name__ == "__main__":
    sys.exit(main())
