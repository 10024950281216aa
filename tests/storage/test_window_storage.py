"""Issue 14 through the real main window: nothing is lost without a question or a sentence.

Since issue 24 every match is kept in the match library, so finding 1
(start page New game / Open replaced an unfinished autosave) became "New
game never replaces anything": the match before stays unfinished in the
list, and leaving a running match asks only when the setting says so
(Keep playing / Leave it for later / Discard, to the trash). Findings 3 (a
statistics reset is told), 4 (export is atomic), 9 (names are plain text),
10 (storage sentences are translated) and 11 (a finished autosave is not
offered by Continue) still hold.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
)

from muggins_desktop.storage import paths
from muggins_desktop.storage.legacy.saves import autosave
from muggins_desktop.storage.settings import Settings
from muggins_desktop.storage.stats import load_stats

from .play_helpers import reach

main_window = pytest.importorskip("muggins_desktop.ui.window.main_window")

SEATS = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bot", "kind": "computer", "level": "easy"}]


def boxes(name: str | None = None) -> list[QMessageBox]:
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    found += [w for top in QApplication.topLevelWidgets() for w in top.findChildren(QMessageBox) if w.isVisible()]
    unique = list({id(b): b for b in found}.values())
    return [b for b in unique if name is None or b.objectName() == name]


def click(qtbot, box: QMessageBox, name: str) -> None:
    button = box.findChild(QPushButton, name)
    assert button is not None, name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def make_window(qtbot, **settings: Any) -> Any:
    win = main_window.MainWindow(Settings(**{"ai_pause_ms": 0, "animation_ms": 0, **settings}), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()  # the app opens the library after its first paint
    return win


def unfinished_ids(win: Any) -> list[str]:
    return [r.id for r in win.keeper.rows(statuses=("unfinished",))]


def unfinished_autosave() -> bytes:
    match = reach("dominoes", {"players": 2, "seed": 5}, lambda m: len(m.record) > 12 and m.to_act == 0)
    autosave(match, SEATS, {"players": 2})
    return paths.autosave_path().read_bytes()


def close_all_boxes() -> None:
    for box in boxes():
        box.close()


# ------------------------------------------------------------------ finding 1 (issue 24: nothing is replaced)
@pytest.mark.parametrize("confirm_leave", [True, False])
def test_start_page_new_game_never_replaces_the_unfinished_match(qtbot, home: Path, confirm_leave: bool) -> None:
    unfinished_autosave()  # imported at the first start: the match Continue offers
    win = make_window(qtbot, confirm_leave=confirm_leave)
    kept = unfinished_ids(win)
    assert len(kept) == 1 and win.start_page.continue_button.isEnabled()
    qtbot.mouseClick(win.start_page.dominoes_button, Qt.MouseButton.LeftButton)
    assert boxes("leaveMatch") == [] and win.new_game_dialog is not None
    win.new_game_dialog.accept()  # a new match starts ...
    assert win.controller is not None
    assert kept[0] in unfinished_ids(win) and len(unfinished_ids(win)) == 2  # ... and the old one stays
    win.stop_match()


def test_discard_moves_the_running_match_to_the_trash_then_starts(qtbot, home: Path) -> None:
    win = make_window(qtbot)
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    running = win.keeper.session.id
    win.menu_actions.act_new.trigger()
    click(qtbot, boxes("leaveMatch")[0], "discard")
    assert running not in unfinished_ids(win)
    assert [r.id for r in win.keeper.rows(statuses=("trashed",))] == [running]
    assert win.new_game_dialog is not None
    win.new_game_dialog.reject()
    assert not win.start_page.continue_button.isEnabled()
    # the discarded match left the table: cancelled, the start page shows (not a table nobody can play)
    assert win.stack.currentWidget() is win.start_page
    assert not win.panels.sheet_dock.isVisible() and not win.panels.log_dock.isVisible()
    win.start_match({"game": "cribbage", "seats": SEATS, "options": {"players": 2}}, seed=3)
    assert win.stack.currentWidget() is win.game_area and win.panels.sheet_dock.isVisible()
    win.stop_match()


def test_leave_it_for_later_keeps_the_match_unfinished(qtbot, home: Path) -> None:
    win = make_window(qtbot)
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    running = win.keeper.session.id
    win.files.act_open.trigger()  # Open from the menu
    box = boxes("leaveMatch")[0]
    assert "replace" not in box.text()  # finding 5 of issue 24: nothing is replaced any more
    click(qtbot, box, "leaveForLater")
    dialogs = [d for d in win.findChildren(QFileDialog) if d.isVisible()]
    assert len(dialogs) == 1 and dialogs[0].acceptMode() == QFileDialog.AcceptMode.AcceptOpen
    dialogs[0].reject()
    assert running in unfinished_ids(win)
    win.stop_match()


def test_a_running_match_asks_only_when_the_setting_says_so(qtbot, home: Path) -> None:
    win = make_window(qtbot, confirm_leave=True)
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    win.menu_actions.act_new.trigger()
    asked = boxes("leaveMatch")
    assert len(asked) == 1 and win.new_game_dialog is None
    click(qtbot, asked[0], "keepPlaying")
    assert win.new_game_dialog is None and win.match_running()
    win.apply_settings(Settings(ai_pause_ms=0, animation_ms=0, confirm_leave=False))
    win.menu_actions.act_new.trigger()
    assert boxes("leaveMatch") == [] and win.new_game_dialog is not None
    win.new_game_dialog.reject()
    win.stop_match()


def test_no_question_without_a_running_match(qtbot, home: Path) -> None:
    win = make_window(qtbot)
    qtbot.mouseClick(win.start_page.dominoes_button, Qt.MouseButton.LeftButton)
    assert boxes("leaveMatch") == [] and win.new_game_dialog is not None
    win.new_game_dialog.reject()


# ------------------------------------------------------------------ findings 3 and 11
def test_a_statistics_reset_is_told(qtbot, home: Path) -> None:
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    paths.stats_path().write_text('{"format": 1, "games": {"dominoes/2": "lots"}}', "utf-8")
    win = make_window(qtbot)
    ended = reach("dominoes", {"players": 2, "seed": 5}, lambda m: m.outcome is not None)
    win.controller = SimpleNamespace(match=ended, humans=[0], takebacks=0)
    try:
        win.files.record_stats()
    finally:
        win.controller = None
    shown = boxes("storageWarning")
    assert len(shown) == 1, "statistics were reset without a word"
    assert "statistics" in shown[0].text() and "zero" in shown[0].text()
    assert load_stats()[0].games["dominoes/2"].played == 1
    close_all_boxes()


def test_a_finished_autosave_is_imported_as_finished_and_not_continued(qtbot, home: Path) -> None:
    ended = reach("dominoes", {"players": 2, "seed": 5}, lambda m: m.outcome is not None)
    autosave(ended, SEATS, {"players": 2})
    win = make_window(qtbot)
    assert not win.start_page.continue_button.isEnabled()
    assert [r.status for r in win.keeper.rows()] == ["finished"]
    assert not paths.autosave_path().exists()  # moved to saves/imported once read back
    assert win.continue_last() is None and win.controller is None


# ------------------------------------------------------------------ finding 4 through the window
def test_export_from_the_window_is_atomic(qtbot, home: Path, tmp_path: Path, monkeypatch) -> None:
    import os

    win = make_window(qtbot)
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    path = tmp_path / "record.jsonl"
    assert win.files.export_record(path)
    before = path.read_bytes()
    win.controller.stop()  # nothing more is played, and the library has written everything
    assert win.keeper.flush()
    monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    assert not win.files.export_record(path)
    assert path.read_bytes() == before
    shown = boxes("storageWarning")
    assert len(shown) == 1 and shown[0].textFormat() == Qt.TextFormat.PlainText
    close_all_boxes()
    monkeypatch.undo()  # before the window closes (and writes the library's index)
    win.stop_match()


# ------------------------------------------------------------------ finding 9
EVIL = "<img src=x width=3000 height=3000>"


def test_names_are_plain_text_on_the_cover_and_status(qtbot, home: Path) -> None:
    win = make_window(qtbot)
    seats = [{"name": EVIL, "kind": "human", "level": None}, {"name": "<b>Bo</b>", "kind": "human", "level": None}]
    win.start_match({"game": "dominoes", "seats": seats, "options": {"players": 2}}, seed=3)
    qtbot.waitUntil(lambda: win.game_area.cover.isVisible(), timeout=5000)
    labels = [win.status_label, *win.game_area.cover.findChildren(QLabel)]
    assert any(EVIL in label.text() or "<b>Bo</b>" in label.text() for label in labels)
    for label in labels:
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
        assert label.sizeHint().width() < 2500
    win.stop_match()


def test_storage_boxes_show_file_text_as_plain_text(qtbot, home: Path, tmp_path: Path) -> None:
    bad = tmp_path / "<b>bold<b>.json"
    bad.write_text('{"format": "<img src=x width=3000 height=3000>"}', "utf-8")
    win = make_window(qtbot)
    win.open_saved(bad)
    shown = boxes("storageWarning")
    assert len(shown) == 1 and shown[0].textFormat() == Qt.TextFormat.PlainText, [b.text() for b in shown]
    assert "<b>bold<b>.json" in shown[0].text()
    close_all_boxes()


# ------------------------------------------------------------------ finding 10
class Marking(QTranslator):
    """A stand-in catalogue: every storage sentence comes back marked."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return "«" + source + "»" if context in ("Storage", "StoragePrompts") else ""


def test_storage_sentences_go_through_the_translator(qtbot, home: Path) -> None:
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_bytes(b"not json")
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        make_window(qtbot)  # the migration meets the damaged autosave and tells it
        shown = boxes("storageWarning")
        assert len(shown) == 1
        text = shown[0].text()
        assert text.startswith("«The saved game") and "«it is not valid JSON (line" in text, text
        close_all_boxes()
    finally:
        QCoreApplication.removeTranslator(translator)
