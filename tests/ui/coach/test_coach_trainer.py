"""The counting trainer on real widgets: type a count, press Enter, see the breakdown."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QMainWindow

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
    assert dlg.strip.cards == list(ex.hand) and dlg.strip.starter == ex.starter
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


# ------------------------------------------------------------ painted cards, room for the breakdown, whole title
def _over_window(qtbot, tmp_path, size, seed=8):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    dlg = TrainerDialog(window, seed=seed, stats_path=tmp_path / "trainer.json")
    dlg.open()
    qtbot.waitExposed(dlg)
    while len(dlg.exercise.breakdown.items) < 5:  # a long breakdown, the case that was cut
        dlg.next_hand()
    return window, dlg


def _answer_wrong(qtbot, dlg):
    qtbot.keyClicks(dlg.answer, str(max(0, dlg.exercise.true - 2)))
    qtbot.keyClick(dlg.answer, Qt.Key.Key_Return)
    qtbot.wait(20)


def test_the_cards_are_painted_not_written(qtbot, tmp_path):
    from muggins_desktop.ui.coach import words
    from muggins_desktop.ui.cribbage.dialogs.parts import CardStrip

    _window, dlg = _over_window(qtbot, tmp_path, (1000, 700))
    ex = dlg.exercise
    assert isinstance(dlg.strip, CardStrip)
    rects = [r for _c, r in dlg.strip.card_rects()]
    assert len(rects) == 5 and all(dlg.strip.rect().contains(r.toAlignedRect()) for r in rects)
    image = dlg.strip.grab().toImage()
    for r in rects:  # the card face (near white), not the dialog's parchment, at each card's middle left
        colour = QColor(image.pixel(int(r.left() + r.width() * 0.15), int(r.center().y())))
        assert colour.lightness() > 240, colour.name()
    written = words.cards_text(ex.hand)
    assert all(written not in label.text() for label in dlg.findChildren(QLabel))
    assert "starter" in dlg.strip.accessibleName()  # a screen reader still hears the cards


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_after_an_answer_the_dialog_grows_and_nothing_is_cut(qtbot, tmp_path, qapp, size, language):
    from muggins_desktop.ui.text.i18n import install_translator

    install_translator(qapp, language)
    try:
        window, dlg = _over_window(qtbot, tmp_path, size)
        before = dlg.height()
        _answer_wrong(qtbot, dlg)
        assert dlg.height() > before
        assert not dlg.body.scrolls()
        assert dlg.strip.height() >= dlg.strip.sizeHint().height()
        assert dlg.strip.width() >= dlg.strip.sizeHint().width()
        for label in (dlg.result_label, dlg.breakdown_label, dlg.stats_label, dlg.kind_label):
            assert label.height() >= label.heightForWidth(label.width()), (language, label.text()[:40])
        inside = window.frameGeometry().adjusted(-1, -1, 1, 1)
        assert inside.contains(dlg.frameGeometry()), (dlg.frameGeometry(), inside)
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_the_title_is_not_cut(qtbot, tmp_path, qapp, language):
    from PySide6.QtGui import QFont, QFontMetrics

    from muggins_desktop.ui.text.i18n import install_translator

    install_translator(qapp, language)
    shown_name = qapp.applicationDisplayName()
    qapp.setApplicationDisplayName("Muggins")
    try:
        _window, dlg = _over_window(qtbot, tmp_path, (800, 600))
        font = QFont(qapp.font())
        font.setBold(True)
        title = dlg.windowTitle() + " \u2014 Muggins"
        assert dlg.width() >= QFontMetrics(font).horizontalAdvance(title) + 120, (title, dlg.width())
    finally:
        install_translator(qapp, "en")
        qapp.setApplicationDisplayName(shown_name)
