"""Write failures of one kind make one box, not one each (issue 52).

On read-only media four to seven boxes stacked up at start, one per file.
Problems of one kind that come close together now join the box already
open, in one sentence; a problem of another kind still gets its own.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from muggins_desktop.storage.errors import FileProblem
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings as FastSettings


@pytest.fixture
def win(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    window = MainWindow(FastSettings(), keep_in_library=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def shown() -> list[QMessageBox]:
    found = [w for top in QApplication.topLevelWidgets() for w in [top, *top.findChildren(QMessageBox)]]
    boxes = [b for b in found if isinstance(b, QMessageBox) and b.isVisible() and b.objectName() == "storageWarning"]
    return list({id(b): b for b in boxes}.values())  # a box is both a top-level window and the window's child


def test_read_only_failures_share_one_box(win: Any, tmp_path: Path) -> None:
    for name in ("settings.json", "stats.json", "index.json", "matches/x.json"):
        win.files.tell(OSError(errno.EROFS, "Read-only file system", str(tmp_path / name)))
    boxes = shown()
    assert len(boxes) == 1
    assert boxes[0].text() == (
        "Several things could not be saved because the disk is read-only: "
        "the settings, the statistics, the list of kept matches, a kept match."
    )
    win.files.tell(OSError(errno.ENOSPC, "No space left on device", str(tmp_path / "stats.json")))
    damaged = FileProblem("x", code="not_json", path="p", aside=None, reason="r", kind="stats")
    win.files.tell(damaged)
    assert len(shown()) == 3  # another reason, and a damaged file, each told on its own
    for box in shown():
        box.close()


def test_a_closed_box_is_not_reused(win: Any, qtbot: Any, tmp_path: Path) -> None:
    win.files.tell(OSError(errno.EROFS, "Read-only file system", str(tmp_path / "settings.json")))
    (box,) = shown()
    box.done(0)
    qtbot.waitUntil(lambda: not shown())
    win.files.tell(OSError(errno.EROFS, "Read-only file system", str(tmp_path / "stats.json")))
    (again,) = shown()
    assert again.text() == "The statistics could not be saved because the disk is read-only."
    again.close()
