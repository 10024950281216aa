"""Issue 50: every widget the keyboard can reach has a name a screen reader can say.

A probe walks every window of the app (the main window with its start page
and its table, Matches, Statistics, Rules, About, Practice counting, the
Hint dock, Review, New game and Settings), in English, Ukrainian and
Polish, and lists each visible, enabled widget that takes the focus (Tab
or a click), or is a control a screen reader's browse mode reaches, but has
neither an accessible name nor a text: Orca says only "label" or "slider 0"
for those.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLineEdit,
    QScrollBar,
    QTabBar,
    QTabWidget,
    QWidget,
)

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.text.i18n import install_translator
from tests.coach.helpers import play

# Controls a screen reader's browse mode reaches even when the keyboard focus does not.
CONTROLS = (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QAbstractItemView,
    QGraphicsView,
    QTabWidget,
    QTabBar,
)


def nameless_focus_stops(root: QWidget) -> list[str]:
    """Visible, enabled widgets under ``root`` (itself included) that take the focus or are controls, unnamed."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        reachable = widget.focusPolicy() != Qt.FocusPolicy.NoFocus or isinstance(widget, CONTROLS)
        if not reachable or not widget.isEnabled():
            continue
        if not widget.isVisibleTo(root.window()) or not widget.window().isVisible():
            continue
        if isinstance(widget, QAbstractItemView) and isinstance(widget.parentWidget(), QComboBox):
            continue  # a combo's popup list
        if isinstance(widget, (QScrollBar, QHeaderView)):
            continue  # parts of a view, which Qt names after it
        if widget.focusProxy() is not None:
            continue  # the focus goes to a named widget inside
        interface = QAccessible.queryAccessibleInterface(widget)
        said = (interface.text(QAccessible.Text.Name) if interface is not None else "") or ""
        if not (widget.accessibleName().strip() or said.strip()):
            found.append(f"{type(widget).__name__} {widget.objectName()}".strip())
    return found


@pytest.fixture
def window(qtbot, qapp, request):
    from muggins_desktop.ui.window.main_window import MainWindow

    install_translator(qapp, request.param)
    settings = Settings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win.coach.panel is not None:
        win.coach.panel.worker.wait()
    win.coach.close_all()
    win.stop_match()
    install_translator(qapp, "en")


def _check(qtbot, widget: QWidget, what: str) -> list[str]:
    qtbot.waitExposed(widget)
    return [f"{what}: {found}" for found in nameless_focus_stops(widget)]


LANGUAGES = ["en", "uk", "pl"]


@pytest.mark.parametrize("window", LANGUAGES, indirect=True)
def test_the_window_and_its_dialogs_name_every_focus_stop(qtbot, window):
    found = _check(qtbot, window, "the start page")
    for what, open_it in (
        ("Matches", window.show_matches),
        ("Statistics", window.dialogs.show_stats),
        ("Rules", window.dialogs.show_rules),
        ("About", window.dialogs.show_about),
        ("Settings", window.dialogs.show_settings),
        ("Practice counting", window.coach.practice),
        ("New game", lambda: window.show_new_game("cribbage")),
    ):
        shown = open_it()
        found += _check(qtbot, shown, what)
        if what == "Settings":  # Qt reads a tab widget as a nameless "page tab list"
            assert shown.tabs.accessibleName()
        shown.close()
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("window", LANGUAGES, indirect=True)
def test_the_table_and_the_hint_dock_name_every_focus_stop(qtbot, window):
    dialog = window.show_new_game("dominoes")
    dialog.accept()
    qtbot.waitUntil(lambda: window.controller is not None and window.table.presenter.my_turn(), timeout=20000)
    window.coach.show_hint()
    qtbot.waitUntil(lambda: window.coach.dock is not None and window.coach.dock.isVisible())
    found = _check(qtbot, window, "the table and the Hint dock")
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("window", LANGUAGES, indirect=True)
def test_the_review_window_names_every_focus_stop(qtbot, window, tmp_path):
    match = play("dominoes", ("easy", "hard"), seed=2, max_actions=300)
    path = tmp_path / "match.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in match.record))
    review = window.coach.open_review(path)
    assert review is not None
    qtbot.waitUntil(lambda: review.slider.isEnabled(), timeout=60000)
    found = _check(qtbot, review, "Review")
    assert found == [], "\n".join(found)
