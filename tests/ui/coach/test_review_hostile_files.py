"""Findings 3, 4 and 6 of issue 26 in the window: Review of a hostile file gives one sentence, at once.

A FIFO, a link to ``/dev/zero``, a record claiming ten million players (or
``1e400``), 100,000-deep JSON and a 15 MB event name: each used to freeze
the window, exhaust memory or show nothing. Now Review reads through the
storage door and checks the record before building anything, so each
shows one short, translated sentence of its own and the window goes on.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from muggins_desktop.ui.window.main_window import MainWindow
from tests.storage import hostile_saves

pytestmark = pytest.mark.timeout(60)


def plant(tmp_path: Path, case: str) -> Path:
    path = tmp_path / f"{case}.jsonl"
    if case == "fifo":
        os.mkfifo(path)
    elif case == "zero_link":
        path.symlink_to("/dev/zero")
    elif case == "ten_million_players":
        path.write_bytes(hostile_saves.record_claiming_players("10000000"))
    elif case == "overflowing_players":
        path.write_bytes(hostile_saves.record_claiming_players("1e400"))
    elif case == "deep":
        path.write_bytes(hostile_saves.deep_json())
    elif case == "huge_event_name":
        path.write_bytes(b'{"event":"' + b"x" * (15 * 1024 * 1024) + b'"}\n')
    elif case == "bad_utf8_name":
        path = tmp_path / os.fsdecode(b"caf\xe9.jsonl")
        path.write_bytes(b"hello\n")
    return path


#: What each case's sentence says (English catalogue).
EXPECTED = {
    "fifo": "not a regular file",
    "zero_link": "outside its folder",
    "ten_million_players": "first event describes no match",
    "overflowing_players": "number too large",
    "deep": "nested too deeply",
    "huge_event_name": "no short event name",
    "bad_utf8_name": "caf\\xe9.jsonl",
}


def warnings() -> list[QMessageBox]:
    return [w for w in QApplication.allWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_review_of_a_hostile_file_gives_one_sentence(qtbot, tmp_path: Path, case: str) -> None:
    win = MainWindow(keep_in_library=False)
    qtbot.addWidget(win)
    win.show()
    path = plant(tmp_path, case)
    started = time.perf_counter()
    assert win.coach.open_review(path) is None
    assert time.perf_counter() - started < 5
    shown = warnings()
    assert len(shown) == 1
    text = shown[0].text()
    assert EXPECTED[case] in text, text
    assert len(text) < 300 and text.count(". ") == 0 and text.endswith(".")
    for internal in ("Error", "Traceback", "4300", "invalid literal", "Recursion"):
        assert internal not in text
    shown[0].close()
    assert win.isVisible()
