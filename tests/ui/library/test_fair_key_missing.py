"""A fair match resumed without its key is told at once (issue 52).

A sidecar rewritten with ``match_key`` null made the app resume the match
and say only at its end that nothing could be revealed. The warning now
comes when the match is resumed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings as FastSettings

SEATS = [{"name": "You", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def window(qtbot: Any) -> Any:
    win = MainWindow(FastSettings(), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    return win


def warnings() -> list[QMessageBox]:
    found = [w for top in QApplication.topLevelWidgets() for w in [top, *top.findChildren(QMessageBox)]]
    return [b for b in found if isinstance(b, QMessageBox) and b.isVisible() and b.objectName() == "storageWarning"]


@pytest.mark.parametrize("key_kept", [True, False])
def test_a_fair_match_without_its_key_warns_at_resume(qtbot, home, key_kept: bool) -> None:
    first = window(qtbot)
    first.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}})
    match_id = first.keeper.session.id
    assert first.controller.match.deal.key is not None  # a fair deal, as the app deals
    assert first.controller.flush()
    first.stop_match()
    first.keeper.library.flush()
    sidecar = first.keeper.library.folder / f"{match_id}.json"
    first.close()
    if not key_kept:
        data = json.loads(sidecar.read_text())
        data["match_key"] = None
        sidecar.write_text(json.dumps(data))
    second = window(qtbot)
    assert second.resume_match(match_id) is not None
    texts = [b.text() for b in warnings()]
    for box in warnings():
        box.close()
    second.stop_match()
    if key_kept:
        assert not any("key" in t for t in texts)
    else:
        assert any("key of this fair match is missing" in t for t in texts), texts
