"""Issue 53: the app from the file manager, a second start, and the log for bug reports.

``muggins-desktop FILE`` opens FILE as Game -> Open does; a later start
hands its FILE to the running copy over a local socket (two server/client
objects in this one process here); the running copy writes a capped log
under the user folder's log dir.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.storage import logbook, paths
from muggins_desktop.storage.library.record import export_record
from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.app import app as app_module
from muggins_desktop.ui.app.handoff import HandoffServer, decode, encode, hand_over, server_name


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def make_window(qtbot: Any) -> Any:
    from muggins_desktop.ui.window.main_window import MainWindow

    win = MainWindow(Settings(ai_pause_ms=0, animation_ms=0), keep_in_library=True)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    return win


def a_record(folder: Path) -> Path:
    match = DominoMatch(players=2, seed=11)
    path = folder / "from the file manager.jsonl"
    export_record(path, match.full_record())
    return path


def warnings_shown() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def test_a_record_given_at_start_is_opened(qtbot: Any, home: Path, tmp_path: Path) -> None:
    win = make_window(qtbot)
    app_module.open_given_file(win, str(a_record(tmp_path)))
    assert win.controller is not None and win.game == "dominoes"
    assert win.match_running()
    win.stop_match()


def test_a_bad_file_given_at_start_is_one_sentence_and_the_window_stays(qtbot: Any, home: Path, tmp_path: Path) -> None:
    win = make_window(qtbot)
    app_module.open_given_file(win, str(tmp_path / "no such record.jsonl"))
    shown = [b for b in warnings_shown() if b.objectName() == "storageWarning"]
    assert len(shown) == 1 and "no such record.jsonl" in shown[0].text()
    assert win.controller is None and win.isVisible()
    for box in shown:
        box.close()


def test_a_later_start_raises_the_window_and_opens_its_file(qtbot: Any, home: Path, tmp_path: Path) -> None:
    win = make_window(qtbot)
    name = server_name(tmp_path / "instance.lock")
    server = HandoffServer(name, win)
    server.wanted.connect(lambda path: app_module.come_forward(win, path))
    assert server.listen()
    win.showMinimized()
    record = str(a_record(tmp_path))
    # The later start is its own process, as in life (a thread of this one would share its
    # interpreter lock with the listener, and on a busy machine wait for it).
    code = "import sys; from muggins_desktop.ui.app.handoff import hand_over; sys.exit(0 if hand_over(*sys.argv[1:3], 20000) else 3)"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[3])}
    with qtbot.waitSignal(server.wanted, timeout=30000) as got:
        client = subprocess.Popen([sys.executable, "-c", code, name, record], env=env)
    qtbot.waitUntil(lambda: client.poll() is not None, timeout=30000)
    assert got.args == [record] and client.returncode == 0
    assert not win.isMinimized()
    assert win.controller is not None and win.game == "dominoes"
    win.stop_match()
    server.close()


def test_nobody_listening_means_no_hand_over(tmp_path: Path) -> None:
    assert not hand_over(server_name(tmp_path / "nobody.lock"), None, wait_ms=200)


def test_each_user_folder_has_its_own_socket(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a" / "instance.lock") != server_name(tmp_path / "b" / "instance.lock")


@pytest.mark.parametrize(
    ("line", "file"),
    [
        (encode(None).strip(), ""),
        (encode("/tmp/x.jsonl").strip(), "/tmp/x.jsonl"),
        (b"not json", None),
        (b"[1, 2]", None),
        (json.dumps({"file": 3}).encode(), None),
        (json.dumps({"file": "a\0b"}).encode(), None),
    ],
)
def test_only_well_formed_messages_are_heard(line: bytes, file: str | None) -> None:
    assert decode(line) == file


@pytest.fixture
def fresh_log(home: Path):  # type: ignore[no-untyped-def]
    yield home
    logbook.stop_log()


def test_a_start_writes_the_log_under_the_log_folder(fresh_log: Path) -> None:
    from PySide6.QtCore import qVersion

    path = logbook.start_log(qVersion())
    assert path is not None and path == logbook.log_path()
    assert path.parent == paths.log_dir() == fresh_log / "log"
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        logging.captureWarnings(True)
        warnings.warn("a warning for the log", UserWarning, stacklevel=1)
    text = path.read_text("utf-8")
    assert "start: muggins-desktop" in text and f"Qt {qVersion()}" in text
    assert "a warning for the log" in text


def test_an_uncaught_exception_goes_to_the_log(fresh_log: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    printed: list[object] = []
    monkeypatch.setattr(sys, "excepthook", lambda *a: printed.append(a))
    path = logbook.start_log()
    assert path is not None
    try:
        raise RuntimeError("boom for the log")
    except RuntimeError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    assert "boom for the log" in path.read_text("utf-8") and "Traceback" in path.read_text("utf-8")
    assert len(printed) == 1  # and still printed by the hook that was there before
    logbook.stop_log()
    assert sys.excepthook is not logbook._log_uncaught


def test_the_log_is_capped(fresh_log: Path) -> None:
    path = logbook.start_log()
    assert path is not None
    for _ in range(3000):
        logbook.log.warning("x" * 1000)
    logbook.stop_log()
    logs = sorted(path.parent.glob(logbook.LOG_NAME + "*"))
    assert len(logs) == 1 + logbook.BACKUPS
    assert all(p.stat().st_size <= logbook.MAX_BYTES + 2000 for p in logs)


def test_a_link_in_the_logs_place_is_refused(fresh_log: Path, tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.txt"
    target.write_text("keep", "utf-8")
    logbook.log_path().parent.mkdir(parents=True)
    logbook.log_path().symlink_to(target)
    assert logbook.start_log() is None
    assert target.read_text("utf-8") == "keep"


def test_help_names_the_log_folder(qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QDesktopServices

    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    win = make_window(qtbot)
    dialogs = win.dialogs
    assert dialogs.act_log_folder in win.menu_actions.help_menu.actions()
    assert str(logbook.log_path()) in dialogs.act_log_folder.statusTip()
    box = dialogs.open_log_folder()  # no folder yet: a box names it
    assert box is not None and str(logbook.log_path()) in box.text()
    box.close()
    logbook.log_path().parent.mkdir(parents=True)
    assert dialogs.open_log_folder() is None and opened == [str(logbook.log_path().parent)]
