"""Finding 7 of issue 26: no text from a file or a person is ever rendered as rich text.

Every QLabel, QTextEdit and QGraphicsTextItem of every window is walked
while HTML names and forged events are on screen: the main window in a
hot-seat match, the Review window opened from a saved game, the Review of
a match just played (the match-end panel's path) and a Review of a forged
record. A label counts as rich when it is not plain text and Qt would take
its text for HTML; a text item when its HTML holds a tag of ours unescaped.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsTextItem, QGraphicsView, QLabel, QTextEdit

from muggins_desktop.storage.legacy.saves import save_game
from muggins_desktop.ui.coach.review_window import ReviewWindow
from muggins_desktop.ui.window.main_window import MainWindow
from tests.coach.helpers import play

IMG = "<img src=/tmp/door-evil.png width=600>"
H1 = "<h1 style='color:red'>Zed</h1>"
TAGS = ("<img", "<h1")


def rich_texts() -> list[str]:
    """Every text on screen that Qt renders as rich text although it holds one of our tags."""
    found = []
    for widget in QApplication.allWidgets():
        if isinstance(widget, QLabel):
            text = widget.text()
            if any(tag in text for tag in TAGS) and widget.textFormat() != Qt.TextFormat.PlainText:
                found.append(f"{widget.objectName() or type(widget).__name__}: {text[:60]}")
        elif isinstance(widget, QTextEdit):
            if any(tag in widget.toHtml() for tag in TAGS):
                found.append(f"text edit {widget.objectName()}")
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if isinstance(item, QGraphicsTextItem) and any(tag in item.toHtml() for tag in TAGS):
                    found.append(f"text item: {item.toPlainText()[:60]}")
    return found


def shown_anywhere(text: str) -> bool:
    for widget in QApplication.allWidgets():
        if isinstance(widget, QLabel) and text in widget.text():
            return True
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if isinstance(item, QGraphicsTextItem) and text in item.toPlainText():
                    return True
    return False


SEATS = [{"name": IMG, "kind": "human", "level": None}, {"name": H1, "kind": "human", "level": None}]


def test_the_main_window_in_a_hot_seat_match(qtbot) -> None:
    win = MainWindow(keep_in_library=False)
    qtbot.addWidget(win)
    win.show()
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    qtbot.waitUntil(lambda: win.game_area is not None and win.game_area.cover.isVisible(), timeout=5000)
    assert shown_anywhere(IMG) or shown_anywhere(H1)
    assert rich_texts() == []
    seat = win.controller.waiting_for
    win.turns.cover_ready(seat)  # the table itself, with both names on it
    qtbot.wait(50)
    assert rich_texts() == []
    win.stop_match()


def open_review(qtbot, window: ReviewWindow) -> ReviewWindow:
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.ready, timeout=60000):
        window.show()
    return window


def test_review_of_a_saved_game_with_html_names(qtbot, tmp_path: Path) -> None:
    match = play("cribbage", ("easy", "hard"), seed=9, target=61, max_actions=30)
    seats = [SEATS[0], {"name": H1, "kind": "computer", "level": "hard"}]
    path = tmp_path / "game.json"
    save_game(path, match, seats, {"players": 2, "target": 61})
    win = open_review(qtbot, ReviewWindow.from_path(path, 0))
    win.go_to(3)
    assert IMG in win.seat_box.itemText(0)
    assert rich_texts() == []
    win.close()


def test_review_of_the_match_just_played(qtbot) -> None:
    match = play("dominoes", ("easy", "hard"), seed=2, max_actions=60)
    win = open_review(qtbot, ReviewWindow.from_events(match.record, 0, [IMG, H1]))
    win.go_to(2)
    assert rich_texts() == []
    win.close()


def test_review_of_a_forged_record(qtbot, tmp_path: Path) -> None:
    match = play("dominoes", ("easy", "hard"), seed=2, max_actions=20)
    events = [dict(e) for e in match.record]
    events[3]["event"] = "<h1 style='font-size:90px'>x</h1>"
    win = ReviewWindow.from_events(events, 0, [IMG, H1])
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: "cannot be reviewed" in win.summary.text(), timeout=60000)
    assert "<h1" not in win.summary.text()
    assert rich_texts() == []
    win.close()
