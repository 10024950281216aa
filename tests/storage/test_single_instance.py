"""Issue 14, finding 2: one app per user folder.

The lock is an OS lock on an open file, so it is dropped when its process
ends in any way; a lock left by a crash (``kill -9``) is taken over at once.
The last tests start real app processes on the same
``MUGGINS_DESKTOP_HOME`` (offscreen): a second start hands over to the
first (issue 53: it comes forward) and exits with status 0, and the first
loses nothing; when the lock's holder does not answer, the second start
refuses with one sentence.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from muggins_desktop.storage import paths
from muggins_desktop.storage.legacy.saves import autosave
from muggins_desktop.storage.lock import FolderLock, lock_path

from .play_helpers import reach

ROOT = Path(__file__).resolve().parents[2]
SEATS = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bot", "kind": "computer", "level": "easy"}]


def test_the_lock_is_exclusive_and_released(tmp_path: Path) -> None:
    first, second = FolderLock(tmp_path / "instance.lock"), FolderLock(tmp_path / "instance.lock")
    assert first.acquire() and first.held
    assert not second.acquire() and not second.held
    first.release()
    assert second.acquire()
    second.release()


def test_the_lock_lives_in_the_user_folder(home: Path) -> None:
    assert lock_path() == home / "data" / "instance.lock"


HOLDER = (
    "import sys, time\n"
    "from muggins_desktop.storage.lock import FolderLock\n"
    "lock = FolderLock(sys.argv[1])\n"
    "assert lock.acquire()\n"
    "print('locked', flush=True)\n"
    "time.sleep(120)\n"
)


@pytest.mark.skipif(os.name != "posix", reason="kill -9 is POSIX")
def test_a_stale_lock_after_a_crash_is_taken_over(tmp_path: Path) -> None:
    path = tmp_path / "instance.lock"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        assert not FolderLock(path).acquire()
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(10)
    assert path.exists()  # the file stays behind, as after a real crash ...
    taker = FolderLock(path)
    assert taker.acquire()  # ... and is no obstacle
    assert path.read_text().strip() == str(os.getpid())
    taker.release()


# The first instance: the real app (run through cli.main), which imports and
# resumes the autosave prepared by the test (its record in the match library), says "ready", waits until the second
# instance has finished, then checks that its match and files are intact.
FIRST = r"""
import json, sys, time
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(["muggins-desktop"])
from muggins_desktop.cli import main
from muggins_desktop.storage import paths
from muggins_desktop.storage.lock import FolderLock

folder = Path(sys.argv[1])
started = time.monotonic()
state = {}

def window():
    from muggins_desktop.ui.window.main_window import MainWindow
    return next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)

def begin():
    win = window()
    if win is None:
        QTimer.singleShot(20, begin)
        return
    win.continue_last()  # the old autosave, imported into the library at this first start
    assert win.keeper.flush()
    state["records"] = len(win.controller.match.record)
    state["file"] = paths.library_dir() / "matches" / (win.keeper.session.id + ".jsonl")
    state["autosave"] = state["file"].read_bytes().hex()
    (folder / "ready").write_text("1")
    wait()

def wait():
    if not (folder / "second_done").exists() and time.monotonic() - started < 90:
        QTimer.singleShot(50, wait)
        return
    win = window()
    result = {
        "running": bool(win.match_running()),
        "records_same": len(win.controller.match.record) == state["records"],
        "autosave_same": state["file"].read_bytes().hex() == state["autosave"],
        "still_locked": not FolderLock().acquire(),
    }
    print("RESULT " + json.dumps(result), flush=True)
    win.stop_match()
    app.quit()

QTimer.singleShot(0, begin)
sys.exit(main([]))
"""

# The second instance: the same app; a timer reads and closes the box.
SECOND = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

app = QApplication(["muggins-desktop"])
from muggins_desktop.cli import main

def answer():
    boxes = [w for w in app.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    if not boxes:
        QTimer.singleShot(20, answer)
        return
    print("BOX " + boxes[0].objectName() + " " + boxes[0].text(), flush=True)
    windows = [w for w in app.topLevelWidgets() if w.objectName() != "alreadyOpen" and w.isVisible()
               and not isinstance(w, QMessageBox)]
    print("OTHER WINDOWS %d" % len(windows), flush=True)
    boxes[0].button(QMessageBox.StandardButton.Ok).click()

QTimer.singleShot(0, answer)
sys.exit(main([]))
"""


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.timeout(180)
def test_a_second_instance_hands_over_and_the_first_loses_nothing(home: Path, tmp_path: Path) -> None:
    match = reach("dominoes", {"players": 2, "seed": 5}, lambda m: len(m.record) > 12 and m.to_act == 0)
    autosave(match, SEATS, {"players": 2})
    # Left by a write interrupted in an earlier session (finding 12): the first start removes it.
    stale = paths.saves_dir() / ".autosave.json.zz00zz00.tmp"
    stale.write_bytes(b'{"format": 1, "record": [')
    signals = tmp_path / "signals"
    signals.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUGGINS_DESKTOP_HOME=str(home))
    first = subprocess.Popen(
        [sys.executable, "-c", FIRST, str(signals)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 90
        while not (signals / "ready").exists():
            assert first.poll() is None, first.communicate()
            assert time.monotonic() < deadline, "the first instance never got ready"
            time.sleep(0.05)
        assert not stale.exists(), "the first instance did not clean up at start"
        # A temporary file the first instance might be writing right now.
        in_flight = paths.saves_dir() / ".autosave.json.abcd1234.tmp"
        in_flight.write_bytes(b'{"format": 1, "ga')
        before = snapshot(home)
        second = subprocess.run(
            [sys.executable, "-c", SECOND], cwd=ROOT, env=env, capture_output=True, text=True, timeout=90, check=False
        )
        after = snapshot(home)
        (signals / "second_done").write_text("1")
        out, err = first.communicate(timeout=90)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(10)
    assert second.returncode == 0, second.stderr
    assert "Traceback" not in second.stderr
    assert "BOX" not in second.stdout and "OTHER WINDOWS" not in second.stdout  # it never showed anything
    assert before == after, "the second instance changed files of the first"
    assert first.returncode == 0, err
    result = json.loads(next(line for line in out.splitlines() if line.startswith("RESULT "))[7:])
    assert result == {"running": True, "records_same": True, "autosave_same": True, "still_locked": True}


@pytest.mark.timeout(120)
def test_a_second_instance_refuses_when_the_holder_does_not_answer(home: Path) -> None:
    lock = lock_path()
    lock.parent.mkdir(parents=True, exist_ok=True)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(lock)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUGGINS_DESKTOP_HOME=str(home))
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        second = subprocess.run(
            [sys.executable, "-c", SECOND], cwd=ROOT, env=env, capture_output=True, text=True, timeout=90, check=False
        )
    finally:
        holder.kill()
        holder.wait(10)
    assert second.returncode == 1, second.stderr
    assert "Traceback" not in second.stderr
    box_lines = [line for line in second.stdout.splitlines() if line.startswith("BOX ")]
    assert len(box_lines) == 1 and box_lines[0].startswith("BOX alreadyOpen ")
    sentence = box_lines[0].removeprefix("BOX alreadyOpen ")
    assert "already open" in sentence and sentence.count(".") <= 1 and len(sentence) < 120
    assert "OTHER WINDOWS 0" in second.stdout  # no main window was ever shown
