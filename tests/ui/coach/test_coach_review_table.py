"""The review's painted table on real widgets: the felt follows the steps and hides what the seat could not see."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from muggins_desktop.coach.replay import decisions
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.coach.review_table import CribbageReviewTable, DominoReviewTable
from muggins_desktop.ui.coach.review_window import ReviewWindow
from muggins_desktop.ui.cribbage.card_item import CardItem
from muggins_desktop.ui.dominoes.tile_item import TileItem
from tests.coach.helpers import play


@pytest.fixture(scope="module")
def cribbage_match():
    return play("cribbage", ("easy", "hard"), seed=4, target=61, muggins=True)


@pytest.fixture(scope="module")
def dominoes_match():
    return play("dominoes", ("easy", "hard"), seed=2, max_actions=160)


def open_window(qtbot, window, size=(1100, 700)):
    qtbot.addWidget(window)
    window.resize(*size)
    with qtbot.waitSignal(window.ready, timeout=60000):
        window.show()
    window.activateWindow()
    window.setFocus()
    return window


def hidden_hands(record, seat):
    """Per decision: the other seats' hands at that moment (the test may know them; the table may not)."""
    out = []
    for match, _step in decisions(record):
        out.append({s: set(match.view_for(s).hand) for s in range(match.players) if s != seat})
    return out


def card_items(win):
    return [it for it in win.table.scene().items() if isinstance(it, CardItem) and it.isVisible()]


def tile_items(win):
    return [it for it in win.table.scene().items() if isinstance(it, TileItem) and it.isVisible()]


def pips(tile):
    """A tile (or an item's key) as its two pips, lower first."""
    a, b = (tile.a, tile.b) if hasattr(tile, "a") else tile
    return (min(a, b), max(a, b))


def known_cards(view):
    """Every card the seat's view shows: its hand, the starter, the play, counts in the show, the cut."""
    known = set(view.hand) | {c for _s, c in view.played}
    if view.starter is not None:
        known.add(view.starter)
    if view.pending is not None:
        known |= set(view.pending.cards) | {view.pending.starter}
    for show in view.shows:
        known |= set(show.cards) | {show.starter}
    for event in view.public_events:  # the cut for the first deal is public
        if event.get("event") == "deal":
            known |= {Card.parse(c) for cut in event.get("cuts") or [] for c in cut if c}
    return known


def test_cribbage_table_follows_the_arrow_keys_and_slider(qtbot, cribbage_match):
    win = open_window(qtbot, ReviewWindow.from_events(cribbage_match.record, 0, ["Ann", "Bob"]))
    assert isinstance(win.table, CribbageReviewTable)
    scene = win.table.scene()
    steps = win.review.steps
    seen_pegging = False
    for i in range(len(steps)):
        if i:
            qtbot.keyClick(win, Qt.Key.Key_Right)
        assert win.index == i
        view = steps[i].view
        assert win.table.view_shown is view
        assert scene.hand.cards() == list(view.hand)  # the seat's own hand, face up
        assert all(item.face_up for item in scene.hand.items)
        assert scene.crib.cards() == [None] * view.crib_count
        assert scene.board.scores() == list(view.scores)
        if view.phase == "pegging":
            seen_pegging = True
            assert scene.count.cards() == list(view.count_cards)
            assert scene.count_label.text == f"Count: {view.count}"
    assert seen_pegging
    # the slider moves the felt too
    win.slider.setValue(3)
    assert win.index == 3 and scene.hand.cards() == list(steps[3].view.hand)
    # nothing on the felt can be used: no buttons, no keyboard focus
    assert not scene.action_button.isVisible() and not scene.go_button.isVisible()
    assert win.table.focusPolicy() == Qt.FocusPolicy.NoFocus and not win.table.isInteractive()


def test_cribbage_opponents_cards_never_face_up(qtbot, cribbage_match):
    win = open_window(qtbot, ReviewWindow.from_events(cribbage_match.record, 0, ["Ann", "Bob"]))
    others = hidden_hands(cribbage_match.record, 0)
    secret_steps = 0
    for i, d in enumerate(win.review.steps):
        win.go_to(i)
        face_up = {it.card for it in card_items(win) if it.face_up}
        known = known_cards(d.view)
        assert face_up <= known, f"decision {i}: {face_up - known} shown face up"
        secret = others[i][1] - known
        secret_steps += bool(secret)
        assert not (face_up & secret)
        # the opponent's plaque shows as many backs as the cards held, no faces
        assert win.table.scene().plaques[1].card_count == d.view.hand_counts[1]
    assert secret_steps > 10


def test_dominoes_table_follows_the_steps_and_hides_the_other_hand(qtbot, dominoes_match):
    win = open_window(qtbot, ReviewWindow.from_events(dominoes_match.record, 0, ["Ann", "Bob"]))
    assert isinstance(win.table, DominoReviewTable)
    scene = win.table.scene()
    others = hidden_hands(dominoes_match.record, 0)
    steps = win.review.steps
    for i in range(len(steps)):
        if i:
            qtbot.keyClick(win, Qt.Key.Key_Right)
        view = steps[i].view
        assert sorted(scene.hand.items) == sorted(t.key for t in view.hand)
        assert len(scene.line.items) == len(view.line)
        assert scene.boneyard.count == view.boneyard_count
        assert scene.seat_items[1].tile_count == view.hand_counts[1]
        face_up = {pips(it.key) for it in tile_items(win) if it.face_up}
        secret = {pips(t) for t in others[i][1]}
        assert secret and not face_up & secret
        assert face_up <= {pips(t) for t in view.hand} | {pips(t) for t in view.line}
    assert not scene.draw_button.isVisible() and not scene.pass_button.isVisible()
    assert not scene.draw_all_button.isVisible()
    qtbot.keyClick(win, Qt.Key.Key_Home)
    assert len(scene.line.items) == len(steps[0].view.line)


def test_the_position_in_words_stays_for_screen_readers(qtbot, cribbage_match):
    win = open_window(qtbot, ReviewWindow.from_events(cribbage_match.record, 0, ["Ann", "Bob"]))
    assert win.table.accessibleName() == "Cribbage table"
    first = win.table.accessibleDescription()
    assert "Scores" in first and first == win.position_text()
    qtbot.keyClick(win, Qt.Key.Key_End)
    assert win.table.accessibleDescription() != first


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_table_relays_out_with_the_window(qtbot, cribbage_match, dominoes_match, size):
    for match in (cribbage_match, dominoes_match):
        win = open_window(qtbot, ReviewWindow.from_events(match.record, 0, ["Ann", "Bob"]), size)
        win.go_to(5)
        qtbot.wait(10)
        felt = win.table
        scene = felt.scene()
        assert scene.size.width() == felt.viewport().width() and scene.size.height() == felt.viewport().height()
        area = felt.viewport().rect()
        hand = (
            scene.hand.sceneBoundingRect()
            if match is cribbage_match
            else scene.hand.items[next(iter(scene.hand.items))].sceneBoundingRect()
        )
        assert area.contains(hand.toAlignedRect()) or hand.isEmpty()
        assert felt.width() >= 0.5 * size[0] - 20 and win.options.width() > 200
        win.close()


def test_switching_seat_turns_the_table(qtbot, cribbage_match):
    win = open_window(qtbot, ReviewWindow.from_events(cribbage_match.record, 0, ["Ann", "Bob"]))
    with qtbot.waitSignal(win.ready, timeout=60000):
        win.analyse(1)
    d = win.review.steps[win.index]
    assert d.view.seat == 1 and win.table.scene().hand.cards() == list(d.view.hand)
    assert not win.table.scene().plaques[1].isVisible() and win.table.scene().plaques[0].isVisible()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_declared_count_is_never_behind_the_cards(qtbot, cribbage_match, size):
    win = open_window(qtbot, ReviewWindow.from_events(cribbage_match.record, 0, ["Ann", "Bob"]), size)
    scene = win.table.scene()
    area = win.table.viewport().rect()
    shown = 0
    for i, d in enumerate(win.review.steps):
        pending = d.view.pending
        if pending is None or pending.declared is None:
            continue
        win.go_to(i)
        label = scene.count_label
        assert label.text == f"Declared: {pending.declared}"
        box = label.mapRectToScene(label.rect())
        assert area.contains(box.toAlignedRect()), (i, box)
        for item in card_items(win):
            assert not box.intersects(item.sceneBoundingRect()), (i, item.card, box)
        shown += 1
    assert shown >= 4
    # Back in the play the running count is where it always is.
    play = next(i for i, d in enumerate(win.review.steps) if d.view.phase == "pegging" and d.view.count_cards)
    win.go_to(play)
    assert scene.count_label.text.startswith("Count:")
    assert scene.count_label.pos() == QPointF(scene.play.count_label.x, scene.play.count_label.y)
