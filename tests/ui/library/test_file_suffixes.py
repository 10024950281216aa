"""Issue 12, finding 5: a save gets .json and an export .jsonl when the name
has none; Open lists saved games and also older files without a suffix."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings, start


def _dialog(window) -> QFileDialog:
    dialogs = [d for d in window.findChildren(QFileDialog) if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def test_save_and_export_add_the_suffix_and_open_lists_them(qtbot, tmp_path) -> None:
    window = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        start(window, ["human", "computer"], seed=2)
        window.files.act_save.trigger()
        dialog = _dialog(window)
        dialog.selectFile(str(tmp_path / "domino-r3"))
        dialog.accept()
        qtbot.waitUntil(lambda: (tmp_path / "domino-r3.json").is_file())
        assert not (tmp_path / "domino-r3").exists()
        window.files.act_export.trigger()
        dialog = _dialog(window)
        dialog.selectFile(str(tmp_path / "record"))
        dialog.accept()
        qtbot.waitUntil(lambda: (tmp_path / "record.jsonl").is_file())
        window.files.act_open.trigger()
        qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(QFileDialog)), timeout=3000)
        dialog = _dialog(window)
        filters = dialog.nameFilters()
        assert any("*.json" in f for f in filters) and any("(*)" in f for f in filters), filters
        dialog.reject()
    finally:
        window.stop_match()
