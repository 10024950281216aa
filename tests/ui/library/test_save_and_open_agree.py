"""Save and Open look in one folder, also in a fresh home with no saves folder yet.

Qt falls back on its own when a dialog is pointed at a folder that does not
exist, and a save dialog falls back to the folder the app was started from
while an open dialog does not: the match was saved where Open never looked.
The file dialogs now make the saves folder when it is missing, and then
start where the player last chose a file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from muggins_desktop.storage import paths
from muggins_desktop.ui.dialogs import placement

_parents: list[object] = []  # qtbot holds widgets weakly: a collected parent would take its dialog along


@pytest.fixture
def fresh_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    monkeypatch.setattr(placement, "_last_folder", None)
    monkeypatch.chdir(tmp_path)  # the folder the app was started from: never the saves' place
    yield tmp_path
    _parents.clear()


def _dialog(qtbot, save: bool, done=lambda _p: None):
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    _parents.append(parent)
    return placement.file_dialog(parent, "Save" if save else "Open", "Saved games (*.json)", save, done)


def test_a_save_in_a_fresh_home_is_listed_where_open_looks(qtbot, fresh_home: Path) -> None:
    assert not paths.saves_dir().exists()
    saved: list[str] = []

    def write(path: str) -> None:
        Path(path).write_text("{}", encoding="utf-8")
        saved.append(path)

    save = _dialog(qtbot, True, write)
    assert Path(save.directory().absolutePath()) == paths.saves_dir()
    save.fileSelected.emit(str(Path(save.directory().absolutePath()) / "round2.json"))
    save.reject()
    opened = _dialog(qtbot, False)
    try:
        folder = Path(opened.directory().absolutePath())
        assert folder == paths.saves_dir()
        assert [Path(p).name for p in saved] == ["round2.json"]
        assert (folder / "round2.json").is_file()
    finally:
        opened.reject()


def test_the_next_dialog_starts_where_the_player_last_chose(qtbot, fresh_home: Path) -> None:
    elsewhere = fresh_home / "exports"
    elsewhere.mkdir()
    export = _dialog(qtbot, True)
    export.fileSelected.emit(str(elsewhere / "match.json"))
    export.reject()
    again = _dialog(qtbot, True)
    try:
        assert Path(again.directory().absolutePath()) == elsewhere
    finally:
        again.reject()


def test_a_saves_folder_that_cannot_be_made_leaves_the_choice_to_qt(fresh_home: Path) -> None:
    (fresh_home / "home").write_text("a file where the home folder should be", encoding="utf-8")
    assert placement.start_folder() is None
