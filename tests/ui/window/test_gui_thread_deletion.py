"""No Qt object is ever deleted on a worker thread.

A QObject whose last reference a worker thread drops is deleted there, with
its timers and children, while the GUI thread goes on using Qt: the test
run crashed that way (a segmentation fault) when the sound player's opening
thread held the player. Threads hand results back through the relay and
hold Qt objects only weakly.
"""

from __future__ import annotations

import gc
import threading
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QObject

from muggins_desktop.ui.library.keeper import MatchKeeper
from muggins_desktop.ui.sound import FakeBackend, SoundPlayer, sound_dir

pytestmark = pytest.mark.timeout(60)


def test_a_sound_player_is_always_deleted_on_the_gui_thread(qtbot) -> None:
    where: list[str] = []
    holds = []
    for _ in range(10):
        hold = threading.Event()
        player = SoundPlayer(lambda hold=hold: FakeBackend(hold_open=hold), directory=sound_dir())
        weakref.finalize(player, lambda: where.append(threading.current_thread().name))
        player.start()
        del player  # dropped while its device still opens: the opening thread must not hold it
        holds.append(hold)
    for hold in holds:
        hold.set()
    qtbot.waitUntil(lambda: len(where) == 10, timeout=5000)
    assert where == ["MainThread"] * 10


def test_a_player_closed_while_it_opens_closes_its_backend(qtbot) -> None:
    hold = threading.Event()
    fake = FakeBackend(hold_open=hold)
    player = SoundPlayer(lambda: fake, directory=sound_dir())
    player.start()
    player.close()
    hold.set()
    qtbot.waitUntil(lambda: fake.closed, timeout=5000)
    assert not player.available and player.play("tile") is False


def test_the_library_writer_holds_the_window_s_keeper_only_weakly(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    owner = QObject()
    keeper = MatchKeeper(owner)  # only its parent is needed here
    library = keeper.library  # the writer thread runs from here on
    gone = weakref.ref(keeper)
    problems: list[object] = []
    keeper.problem.connect(problems.append)

    def fail() -> None:
        raise OSError("disk full")

    library.writer.call(fail, "m")  # a write that fails, on the writer thread
    qtbot.waitUntil(lambda: len(problems) == 1, timeout=5000)  # still told, on the GUI thread
    del keeper
    owner.deleteLater()
    del owner
    qtbot.wait(20)
    gc.collect()
    try:
        assert gone() is None  # before: the writer thread kept the keeper (and its window) alive
    finally:
        library.close()


class _Listener(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.heard: list[tuple[object, str]] = []

    def hear(self, value: object) -> None:
        self.heard.append((value, threading.current_thread().name))


def test_a_weak_callback_runs_on_the_gui_thread_and_never_holds_its_object(qtbot) -> None:
    from muggins_desktop.ui.match.relay import weak_callback

    listener = _Listener()
    call = weak_callback(listener.hear)
    worker = threading.Thread(target=call, args=(7,))
    worker.start()
    worker.join()
    heard = listener.heard
    qtbot.waitUntil(lambda: heard == [(7, "MainThread")], timeout=5000)
    gone = weakref.ref(listener)
    del listener
    gc.collect()
    assert gone() is None  # ``call`` still exists: it held the listener weakly
    late = threading.Thread(target=call, args=(8,))
    late.start()
    late.join()
    qtbot.wait(20)  # nothing to deliver to, nothing raised


def test_a_weak_callback_made_before_the_relay_exists_still_reaches_the_gui_thread(qtbot, monkeypatch) -> None:
    from muggins_desktop.ui.match import relay

    monkeypatch.setattr(relay, "_relay", None)  # the first use is a worker's: the relay must not be made there
    listener = _Listener()
    call = relay.weak_callback(listener.hear)
    worker = threading.Thread(target=call, args=("first",))
    worker.start()
    worker.join()
    heard = listener.heard
    qtbot.waitUntil(lambda: heard == [("first", "MainThread")], timeout=5000)


def test_a_coach_job_outlived_by_its_owner_neither_crashes_nor_delivers(qtbot) -> None:
    from muggins_desktop.ui.coach.worker import Background

    hold = threading.Event()
    owner = Background()
    finished: list[object] = []
    owner.finished.connect(finished.append)
    gone = weakref.ref(owner)
    owner.run(lambda: hold.wait(5) and "late")
    pool = owner.pool
    owner.pool = None  # type: ignore[assignment]  # the pool outlives its owner here only to join the job
    pool.setParent(None)
    del owner
    gc.collect()
    assert gone() is None  # the running job does not hold its owner
    hold.set()
    assert pool.waitForDone(5000)
    qtbot.wait(30)
    assert finished == []
