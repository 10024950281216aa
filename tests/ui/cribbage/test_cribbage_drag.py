"""Issue 12, finding 15: cards can be dragged in cribbage, as the README says.

A card dragged from the hand onto the table is played (the play) or laid
away (the discard: once enough cards are chosen they go to the crib). A card
dropped back on the hand goes back to its place and nothing happens.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from tests.ui.cribbage_driver import Driver, start


def drag(qtbot, table, item, to_scene: QPointF) -> None:
    """Press on the card's visible strip, move in steps, release at ``to_scene``."""
    start_scene = item.mapToScene(QPointF(item.width() * 0.12, item.height() * 0.5))
    viewport = table.viewport()
    a, b = table.mapFromScene(start_scene), table.mapFromScene(to_scene)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, pos=a + (b - a) * (k / 5))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def wait_turn(qtbot, window, phase: str) -> None:
    driver = Driver(qtbot, window)
    table, match = window.table, window.controller.match
    for _ in range(20000):
        if match.phase == phase and table.presenter.my_turn() and (phase != "pegging" or table.presenter.legal_cards()):
            return
        if table.dialog is not None:
            driver.handle_dialog(table.dialog)
        elif table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    raise AssertionError(f"no {phase} turn")


def test_drag_two_cards_to_the_crib(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    wait_turn(qtbot, window, "discard")
    table, match = window.table, window.controller.match
    scene = table.scene_
    hand = list(match.view_for(0).hand)
    crib = scene.crib.sceneBoundingRect().center()
    drag(qtbot, table, scene.hand.item_for(hand[1]), crib)
    assert not match.view_for(0).discarded  # one card chosen, not yet laid away
    assert scene.hand.item_for(hand[1]).selected
    drag(qtbot, table, scene.hand.item_for(hand[3]), crib)
    assert sorted(match.view_for(0).discarded) == sorted([hand[1], hand[3]])


def test_drag_a_card_onto_the_count_plays_it(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=3)
    wait_turn(qtbot, window, "pegging")
    table, match = window.table, window.controller.match
    scene = table.scene_
    card = table.presenter.legal_cards()[0]
    item = scene.hand.item_for(card)
    home = item.pos()
    # Dropped back on the hand: it returns home and nothing is played.
    drag(qtbot, table, item, item.mapToScene(QPointF(item.width() * 0.5, item.height() * 0.6)))
    assert item.pos() == home and card in match.view_for(0).hand
    drag(qtbot, table, item, scene.count.sceneBoundingRect().center())
    assert card in [c for s, c in match.view_for(0).played if s == 0]
