"""The review window on real widgets: arrow keys, slider, and the same numbers as the command line."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.coach import review_cli
from muggins_desktop.engine.errors import RecordError
from muggins_desktop.ui.coach.review_window import ReviewWindow
from tests.coach.helpers import play


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    match = play("cribbage", ("easy", "hard"), seed=4, target=61, muggins=True)
    path = tmp_path_factory.mktemp("rev") / "match.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in match.record))
    return path


def open_window(qtbot, window):
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.ready, timeout=60000):
        window.show()
    window.activateWindow()
    window.setFocus()
    return window


def test_steps_with_arrow_keys_and_slider(qtbot, saved):
    win = open_window(qtbot, ReviewWindow.from_path(saved, 0))
    steps = win.review.steps
    assert win.index == 0 and win.slider.maximum() == len(steps) - 1
    first = win.table.accessibleDescription()
    assert "Scores" in first
    qtbot.keyClick(win, Qt.Key.Key_Right)
    assert win.index == 1
    qtbot.keyClick(win, Qt.Key.Key_Right)
    qtbot.keyClick(win, Qt.Key.Key_Left)
    assert win.index == 1 and win.slider.value() == 1
    qtbot.keyClick(win, Qt.Key.Key_End)
    assert win.index == len(steps) - 1
    qtbot.keyClick(win, Qt.Key.Key_Home)
    assert win.index == 0 and win.table.accessibleDescription() == first
    win.slider.setValue(5)
    assert win.index == 5
    # the seat's own decisions show the analysis beside the position
    own = next(i for i, d in enumerate(steps) if d.analysed)
    win.slider.setValue(own)
    text = win.analysis.text()
    assert "Best" in text and "hard computer player" in text and "Expected points lost" in text
    assert win.options.topLevelItemCount() == len(steps[own].hint.options)


def test_page_down_goes_to_the_next_marked_decision(qtbot, saved):
    win = open_window(qtbot, ReviewWindow.from_path(saved, 0))
    flagged = [i for i, d in enumerate(win.review.steps) if d.flagged and i > 0]
    assert len(flagged) >= 2  # the easy seat makes mistakes
    qtbot.keyClick(win, Qt.Key.Key_PageDown)
    assert win.index == flagged[0]
    assert "marked" in win.analysis.text()
    qtbot.keyClick(win, Qt.Key.Key_PageDown)
    assert win.index == flagged[1]
    qtbot.keyClick(win, Qt.Key.Key_PageUp)
    assert win.index == flagged[0]


def test_numbers_equal_the_command_line(qtbot, saved, capsys):
    win = open_window(qtbot, ReviewWindow.from_path(saved, 0))
    assert review_cli.main([str(saved), "--seat", "0", "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert win.review.to_json() == cli
    assert f"{cli['ev_lost']:.2f}" in win.summary.text()
    assert str(cli["decisions"]) in win.summary.text()
    # switching seat recomputes for that seat
    with qtbot.waitSignal(win.ready, timeout=60000):
        win.analyse(1)
    assert review_cli.main([str(saved), "--seat", "1", "--json"]) == 0
    assert win.review.to_json() == json.loads(capsys.readouterr().out)


def test_from_events_dominoes(qtbot):
    match = play("dominoes", ("easy", "hard"), seed=2, max_actions=300)
    win = open_window(qtbot, ReviewWindow.from_events(match.record, 1, ["Ann", "Bob"]))
    assert "Line" in win.position_text() and win.seat_box.currentText() == "Bob"
    qtbot.keyClick(win, Qt.Key.Key_Right)
    assert win.index == 1


def test_a_file_that_is_not_a_match(tmp_path):
    bad = tmp_path / "x.jsonl"
    bad.write_text("hello\n")
    with pytest.raises(RecordError):
        ReviewWindow.from_path(bad, 0)


def test_a_saved_game_with_names(qtbot, tmp_path):
    from muggins_desktop.storage.saves import save_game

    match = play("cribbage", ("easy", "hard"), seed=9, target=61, max_actions=40)
    seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "hard"}]
    path = tmp_path / "game.json"
    save_game(path, match, seats, {"players": 2, "target": 61})
    win = open_window(qtbot, ReviewWindow.from_path(path, 0))
    assert win.seat_box.currentText() == "Ann"
    assert len(win.review.steps) == len(match.actions)
