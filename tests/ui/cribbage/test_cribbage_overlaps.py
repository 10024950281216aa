"""Issue 53: at 800x600 nothing on the felt covers another thing the player reads.

The hand being counted once ran over "Declared: N" (its last card, the
starter, lay on the text), and a computer's call on the felt covered the
"Count settled" title of the panel that opened under it. Both are checked
with the items' rectangles in the scene, in a real window.
"""

from __future__ import annotations

import pytest

from muggins_desktop.engine.cribbage import CribbageMatch, Declare, Respond, score_hand
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings

pytestmark = pytest.mark.timeout(60)

HANDS = ["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"]


def counting_match(players: int = 2) -> CribbageMatch:
    """A match played on to the show, with the non-dealer (seat 1) about to declare its hand."""
    hands = HANDS if players == 2 else ["5H 5D JS QC 4H", "10H 6C 9S 8D 2C", "7C 7D KS KH 3S"]
    crib = "" if players == 2 else "AD"
    match = CribbageMatch.from_position(hands, "5C", dealer=0, crib=crib, muggins=True, seed=7)
    while match.phase != "show":
        match.apply(match.legal_actions()[0], match.to_act)
    assert match.pending is None and match.to_act == 1
    return match


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(800, 600)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


SEATS = [
    {"name": "Ann", "kind": "human"},
    {"name": "Bob", "kind": "computer", "level": "easy"},
    {"name": "Cy", "kind": "computer", "level": "easy"},
]


@pytest.mark.parametrize("players", [2, 3])
def test_the_counted_hand_leaves_the_declared_count_clear(qtbot, window, players) -> None:
    match = counting_match(players)
    match.apply(Declare(24), 1)
    while match.to_act != 0:  # Cy lets it stand: the person answers Bob's count
        match.apply(Respond("accept"), match.to_act)
    window.show_match("cribbage", match, SEATS[:players], {})
    scene = window.table.scene_
    qtbot.waitUntil(lambda: window.table.dialog is not None, timeout=10000)
    label = scene.count_label
    assert label.text == "Declared: 24"
    text = label.sceneBoundingRect()
    cards = [item.mapRectToScene(item.card_rect()) for item in scene.row.items if item.isVisible()]
    assert len(cards) == 5
    for card in cards:
        assert not card.intersects(text), (card, text)
    for card in cards:  # and the row stays on the felt, clear of the crib
        assert card.right() <= scene.sceneRect().right() + 0.5
        assert not card.intersects(scene.crib.sceneBoundingRect())


def test_a_call_on_the_felt_keeps_off_the_settled_panels_title(qtbot, window, monkeypatch) -> None:
    import dataclasses

    from muggins_desktop.ai import muggins as ai_muggins

    # Hard notices 98% of wrong counts: this test needs the call, so Bob always notices.
    hard = dataclasses.replace(ai_muggins.HABITS["hard"], notice=1.0)
    monkeypatch.setitem(ai_muggins.HABITS, "hard", hard)
    match = CribbageMatch.from_position(HANDS, "5C", dealer=1, muggins=True, seed=7)
    while match.phase != "show":
        match.apply(match.legal_actions()[0], match.to_act)
    view = match.view_for(0)
    assert match.to_act == 0 and view.starter is not None
    match.apply(Declare(min(29, score_hand(list(view.kept), view.starter).total + 3)), 0)  # an overcount
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "hard"}]
    notices: list[str] = []
    window.show_match("cribbage", match, seats, {})  # Bob answers the overcount at once
    window.table.noticeShown.connect(notices.append)
    scene = window.table.scene_
    panel = scene.show_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.title == "Count settled", timeout=10000)
    assert any(n.startswith("Bob calls") for n in notices), notices
    assert scene.notice.text, "the call is still on the felt while the panel opens"
    notice = scene.notice.mapRectToScene(scene.notice.rect())
    title = panel.mapRectToScene(panel.title_rect())
    assert not notice.intersects(title), (notice, title)
    assert not notice.intersects(panel.lines.mapRectToScene(panel.lines.rect()))
    assert not notice.intersects(panel.caption.mapRectToScene(panel.caption.rect()))
    assert not notice.intersects(panel.button.mapRectToScene(panel.button.rect()))
