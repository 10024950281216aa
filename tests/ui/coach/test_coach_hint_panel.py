"""The hint panel on real widgets: a hint for each kind of decision, never for a count."""

from __future__ import annotations

import pytest

from muggins_desktop.coach import hints
from muggins_desktop.engine.cribbage import (
    CribbageMatch,
    Declare,
    Discard,
    PegCard,
    Respond,
)
from muggins_desktop.engine.dominoes import PlayTile
from muggins_desktop.ui.coach.hint_panel import HintPanel
from tests.coach.helpers import play


def _views(game: str, **options):
    found: dict[str, object] = {}

    def look(match, seat):
        actions = match.legal_actions()
        first = actions[0]
        for kind, cls in (
            ("discard", Discard),
            ("pegging", PegCard),
            ("dominoes", PlayTile),
            ("declare", Declare),
            ("respond", Respond),
        ):
            if isinstance(first, cls) and kind not in found and (len(actions) > 1 or kind in ("declare", "respond")):
                found[kind] = match.view_for(seat)

    play(game, seed=6, on_decision=look, max_actions=300, **options)
    return found


@pytest.fixture(scope="module")
def crib_views():
    return _views("cribbage", muggins=True)


@pytest.fixture
def panel(qtbot):
    w = HintPanel()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.worker.wait()


@pytest.mark.parametrize("kind", ["discard", "pegging"])
def test_cribbage_hints_appear(qtbot, panel, crib_views, kind):
    view = crib_views[kind]
    with qtbot.waitSignal(panel.hintReady, timeout=5000) as blocker:
        assert panel.show_for(view)
    hint = blocker.args[0]
    assert hint.kind == kind and panel.hint is hint
    rows = panel.rows()
    assert len(rows) == min(15, len(hint.options))
    if kind == "discard":
        assert len(rows) == 15
        assert "46" in panel.title.text()
    else:
        assert all(r[4] for r in rows)  # every card explained in words


def test_dominoes_hint_appears(qtbot, panel):
    view = _views("dominoes")["dominoes"]
    with qtbot.waitSignal(panel.hintReady, timeout=5000):
        panel.show_for(view)
    assert len(panel.rows()) == len(view.legal_actions)
    assert "pips" in panel.rows()[0][4]


@pytest.mark.parametrize("kind", ["declare", "respond"])
def test_never_a_hint_for_a_count(qtbot, panel, crib_views, kind):
    view = crib_views[kind]
    with qtbot.waitSignal(panel.refused, timeout=1000) as blocker:
        assert not panel.show_for(view)
    assert blocker.args == [hints.COUNTING]
    assert panel.rows() == [] and panel.hint is None
    assert "count" in panel.title.text().lower()
    with qtbot.assertNotEmitted(panel.hintReady, wait=200):
        pass


def test_not_your_turn_and_clear(qtbot, panel):
    match = CribbageMatch(players=2, seed=1)
    other = 1 - match.to_act
    assert not panel.show_for(match.view_for(other))
    with qtbot.waitSignal(panel.hintReady, timeout=5000):
        panel.show_for(match.view_for(match.to_act))
    panel.clear()
    assert panel.rows() == [] and panel.hint is None


# ------------------------------------------------------------ readable in the window's dock at 800x600
@pytest.mark.parametrize("game", ["dominoes", "cribbage"])
@pytest.mark.parametrize("language", ["en", "uk"])
def test_the_why_column_is_readable_in_the_dock_at_800_by_600(qtbot, qapp, tmp_path, game, language):
    from PySide6.QtCore import QRect, Qt

    from muggins_desktop.engine.cribbage import PegCard
    from muggins_desktop.engine.dominoes import PlayTile
    from muggins_desktop.ui.text.i18n import install_translator
    from muggins_desktop.ui.window.main_window import MainWindow
    from tests.ui.coach.test_coach_wiring import CRIB, DOMS, choices, open_position, press_h, reach, wait_for_my_turn
    from tests.ui.dominoes_driver import Settings

    install_translator(qapp, language)
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(800, 600)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    try:
        options = DOMS if game == "dominoes" else CRIB
        match = reach(game, options, lambda v: choices(v, PlayTile if game == "dominoes" else PegCard))
        open_position(win, tmp_path, game, match, options)
        wait_for_my_turn(qtbot, win)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        panel = press_h(qtbot, win)
        qtbot.waitUntil(lambda: panel.hint is not None, timeout=10000)
        qtbot.wait(50)
        tree = panel.tree
        width = tree.viewport().width()
        assert tree.horizontalScrollBar().maximum() == 0
        header = tree.header()
        assert header.sectionViewportPosition(tree.columnCount() - 1) + 10 < width  # every column starts in view
        rows = panel.rows()
        assert len(rows) == min(15, len(panel.hint.options)) and all(len(r) == tree.columnCount() + 1 for r in rows)
        for i in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            why = item.child(0)
            rect = tree.visualItemRect(why)
            assert rect.left() >= 0 and rect.right() <= width + 1, rect
            needed = tree.fontMetrics().boundingRect(
                QRect(0, 0, rect.width(), 1 << 20), Qt.TextFlag.TextWordWrap, why.text(0)
            )
            assert rect.height() >= needed.height(), (why.text(0), rect, needed)
            # The move's name may wrap in its column, but is never cut; the numbers are not cut either.
            move = tree.visualRect(tree.indexFromItem(item, 0))
            wrapped = tree.fontMetrics().boundingRect(
                QRect(0, 0, max(1, header.sectionSize(0) - 8), 1 << 20), Qt.TextFlag.TextWordWrap, item.text(0)
            )
            assert move.height() >= wrapped.height(), (item.text(0), move, wrapped)
            for c in range(1, tree.columnCount()):
                assert header.sectionSize(c) >= tree.fontMetrics().horizontalAdvance(item.text(c)), item.text(c)
    finally:
        win.coach.panel.worker.wait() if win.coach.panel is not None else None
        win.coach.close_all()
        win.stop_match()
        install_translator(qapp, "en")
