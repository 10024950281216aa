"""The counting trainer on real widgets: type a count, press Enter, see the breakdown."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from muggins_desktop.storage import trainer_stats
from muggins_desktop.ui.coach.trainer_dialog import TrainerDialog


def make(qtbot, tmp_path, seed=3):
    path = tmp_path / "trainer.json"
    dlg = TrainerDialog(seed=seed, stats_path=path)
    qtbot.addWidget(dlg)
    dlg.open()
    qtbot.waitExposed(dlg)
    return dlg, path


def test_right_count_with_enter(qtbot, tmp_path):
    dlg, path = make(qtbot, tmp_path)
    ex = dlg.exercise
    assert dlg.hand_label.text() and dlg.starter_label.text()
    with qtbot.waitSignal(dlg.answered, timeout=2000) as blocker:
        qtbot.keyClicks(dlg.answer, str(ex.true))
        qtbot.keyClick(dlg.answer, Qt.Key.Key_Return)
    verdict = blocker.args[0]
    assert verdict.correct and verdict.true == ex.true
    assert dlg.result_label.text().startswith("Right")
    # the true breakdown is listed item by item
    assert dlg.breakdown_label.text().count("\n") + 1 == max(1, len(ex.breakdown.items))
    saved = json.loads(path.read_text())
    assert saved["answers"] == 1 and saved["correct"] == 1
    # Enter again deals the next hand and restarts the clock
    qtbot.keyClick(dlg.answer, Qt.Key.Key_Return)
    assert dlg.exercise != ex and dlg.verdict is None and dlg.answer.text() == ""
    dlg.reject()


def test_wrong_count_names_the_mistake_and_is_counted(qtbot, tmp_path):
    dlg, path = make(qtbot, tmp_path, seed=8)
    while dlg.exercise.true < 4:  # a hand with something to miss
        dlg.next_hand()
    ex = dlg.exercise
    qtbot.keyClicks(dlg.answer, str(ex.true - 2))
    qtbot.keyClick(dlg.answer, Qt.Key.Key_Return)
    assert dlg.verdict is not None and not dlg.verdict.correct
    assert "missed 2 points" in dlg.result_label.text()
    assert dlg.verdict.missed
    stats = trainer_stats.load_stats(path)
    assert stats.answers == 1 and stats.correct == 0
    assert sum(stats.missed.values()) >= 1
    assert "0 of 1 right" in dlg.stats_label.text()
    dlg.reject()


def test_empty_answer_is_ignored_and_stats_accumulate(qtbot, tmp_path):
    dlg, _ = make(qtbot, tmp_path)
    qtbot.keyClick(dlg.answer, Qt.Key.Key_Return)
    assert dlg.verdict is None
    for _ in range(3):
        qtbot.keyClicks(dlg.answer, str(dlg.exercise.true))
        qtbot.keyClick(dlg.answer, Qt.Key.Key_Return)
        qtbot.keyClick(dlg.answer, Qt.Key.Key_Return)
    dlg.reject()
    again, _ = make(qtbot, tmp_path)
    assert again.stats.answers == 3 and "3 of 3 right" in again.stats_label.text()
    again.reject()


def test_timer_runs(qtbot, tmp_path):
    dlg, _ = make(qtbot, tmp_path)
    qtbot.waitUntil(lambda: dlg.timer_label.text() not in ("0.0 s", ""), timeout=3000)
    dlg.reject()
