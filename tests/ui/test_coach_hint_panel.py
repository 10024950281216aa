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
