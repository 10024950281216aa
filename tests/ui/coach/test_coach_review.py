"""The review window on real widgets: arrow keys, slider, and the same numbers as the command line."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from muggins_desktop import review_cli
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
    from muggins_desktop.storage.legacy.saves import save_game

    match = play("cribbage", ("easy", "hard"), seed=9, target=61, max_actions=40)
    seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "hard"}]
    path = tmp_path / "game.json"
    save_game(path, match, seats, {"players": 2, "target": 61})
    win = open_window(qtbot, ReviewWindow.from_path(path, 0))
    assert win.seat_box.currentText() == "Ann"
    assert len(win.review.steps) == len(match.actions)


# ------------------------------------------------------------ counting judged, counters that agree
@pytest.fixture(scope="module")
def miscounted(tmp_path_factory):
    """Seat 0 counts two short on every count worth 3 or more; seat 1 calls muggins for 1 on each."""
    from muggins_desktop.engine.cribbage.actions import Respond
    from tests.coach.helpers import play_counting

    def declare(seat, true, n):
        return true - 2 if seat == 0 and true >= 3 else true

    def answer(seat, true, declared, n):
        return Respond("muggins", 1) if declared < true else Respond("accept")

    match = play_counting(declare, answer, seed=6, target=61)
    path = tmp_path_factory.mktemp("count") / "match.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in match.record))
    return path


def test_a_miscount_is_a_marked_decision_with_the_true_count(qtbot, miscounted):
    win = open_window(qtbot, ReviewWindow.from_path(miscounted, 0))
    review = win.review
    counts = [d for d in review.own if d.kind == "declare" and d.count.missed]
    assert counts and all(d.flagged and d.count.lost == 3 for d in counts)  # 2 missed + 1 taken by muggins
    lost = sum(d.ev_lost for d in counts)
    assert review.ev_lost >= lost and f"{review.ev_lost:.2f}" in win.summary.text()
    assert f"{len(review.flagged)} marked" in win.summary.text() and len(review.flagged) >= len(counts)
    # Page Down stops at the miscount; the step says the true count, what was lost and that it is marked.
    first = review.steps.index(counts[0])
    while win.index != first:
        before = win.index
        qtbot.keyClick(win, Qt.Key.Key_PageDown)
        assert win.index != before
    text = win.analysis.text()
    d = counts[0]
    assert f"declares {d.count.declared}" in text
    assert f"True count {d.count.true}, declared {d.count.declared}." in text
    assert "2 points missed." in text and "took 1 of them" in text
    assert "Best: Declare" in text and "Points lost: 3" in text and "marked" in text


def test_the_step_counter_and_the_summary_say_what_they_count(qtbot, saved):
    win = open_window(qtbot, ReviewWindow.from_path(saved, 0))
    review = win.review
    moves, decisions = len(review.steps), review.decisions
    assert moves > decisions
    assert win.step_label.text().startswith(f"Move 1 of {moves}")
    assert f"{decisions} decisions analysed (of the {moves} moves in the match)" in win.summary.text()
    own = [i for i, d in enumerate(review.steps) if d.analysed]
    win.go_to(own[2])
    assert win.step_label.text() == f"Move {own[2] + 1} of {moves} \u00b7 analysed decision 3 of {decisions}"
    other = next(i for i, d in enumerate(review.steps) if not d.analysed and i > 0)
    win.go_to(other)
    assert win.step_label.text() == f"Move {other + 1} of {moves}"


def test_equally_good_options_never_read_as_a_contradiction(qtbot, saved):
    from muggins_desktop.ui.coach import words

    win = open_window(qtbot, ReviewWindow.from_path(saved, 1))
    tied = 0
    for i, d in enumerate(win.review.steps):
        if d.hint is None or d.hard is None:
            continue
        top = d.hint.best.value
        best = [words.action_text(o.action) for o in d.hint.options if abs(o.value - top) < 1e-9]
        hard = d.hint.option_for(d.hard)
        win.go_to(i)
        lines = win.analysis.text().splitlines()
        best_line = next(line for line in lines if line.startswith("Best"))
        hard_line = next(line for line in lines if line.startswith("The hard computer player"))
        if len(best) > 1:
            tied += 1
            assert best_line.startswith("Best (equally good): ") and all(b in best_line for b in best)
        if abs(hard.value - top) < 1e-9:
            assert words.action_text(d.hard) in best_line or "as good as the best" in hard_line
            assert "less" not in hard_line
        else:
            assert "less by this measure" in hard_line
    assert tied > 0


def test_the_command_line_reports_the_counts_too(qtbot, miscounted, capsys):
    win = open_window(qtbot, ReviewWindow.from_path(miscounted, 0))
    assert review_cli.main([str(miscounted), "--seat", "0", "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert win.review.to_json() == cli
    assert cli["ev_lost_by_kind"]["declare"] > 0 and cli["decisions_by_kind"]["declare"] > 0
    assert any(f["kind"] == "declare" and f["true"] - f["declared"] == 2 for f in cli["flagged"])
    assert review_cli.main([str(miscounted), "--seat", "0", "--no-hard"]) == 0
    out = capsys.readouterr().out
    assert "declare:" in out and "true count" in out
