"""Board pegs, card items and the table's reactions, with real items."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsView

from muggins_desktop.engine.cribbage import Card, parse_cards
from muggins_desktop.ui.cribbage.board.item import TRACK_COLOURS, UNIT, BoardItem
from muggins_desktop.ui.cribbage.card_item import CardItem
from muggins_desktop.ui.table.scene import TableScene


def _px(point):
    return QPointF(point[0] * UNIT, point[1] * UNIT)


def test_pegs_leapfrog(qtbot) -> None:
    board = BoardItem(121, 2, animation_ms=0)
    lay = board.layout_
    front, back = board.peg_items(0)
    assert front.pos() == _px(lay.start_holes[0][0]) and back.pos() == _px(lay.start_holes[0][1])
    board.set_scores([5, 0])
    # The back peg jumped ahead to 5; the former front peg is now behind, at the start.
    new_front, new_back = board.peg_items(0)
    assert new_front is back and new_back is front
    assert new_front.pos() == _px(lay.hole(0, 5)) and board.peg_scores(0) == (5, 0)
    board.set_scores([12, 3])
    f, b = board.peg_items(0)
    assert f.pos() == _px(lay.hole(0, 12)) and b.pos() == _px(lay.hole(0, 5))
    assert board.scores() == [12, 3]
    assert [badge.score for badge in board._badges] == [12, 3]
    # An overcount takes points back: the front peg retreats.
    board.set_scores([9, 3])
    f, b = board.peg_items(0)
    assert f.pos() == _px(lay.hole(0, 9)) and b.pos() == _px(lay.hole(0, 5))
    board.set_scores([200, 3])
    assert board.peg_items(0)[0].pos() == _px(lay.game_hole(0))


def test_pegs_animate_and_report_done(qtbot) -> None:
    board = BoardItem(61, 3, animation_ms=40)
    with qtbot.waitSignal(board.animations_done, timeout=2000):
        board.set_scores([4, 7, 0])
    assert board.peg_items(1)[0].pos() == _px(board.layout_.hole(1, 7))
    assert not board.is_animating()


def test_pegs_on_the_felt_move_through_the_scene_motion(qtbot) -> None:
    """One "all still" for the table: a sliding peg keeps the scene animating, like a card."""
    scene = TableScene()
    board = BoardItem(121, 2, animation_ms=40, motion=scene.motion)
    scene.addItem(board)
    board.set_scores([6, 0])
    assert scene.animating and board.is_animating()
    done: list[str] = []
    scene.when_idle(lambda: done.append("still"))
    with qtbot.waitSignal(scene.animationsDone, timeout=2000):
        pass
    assert done == ["still"] and not board.is_animating()
    assert board.peg_items(0)[0].pos() == _px(board.layout_.hole(0, 6))


def test_track_colours_are_distinct() -> None:
    assert len(set(TRACK_COLOURS)) == 4


def test_card_item_click_through_the_view(qtbot) -> None:
    scene = TableScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    item = CardItem(parse_cards("QH")[0], width=80)
    scene.addItem(item)
    view.show()
    qtbot.waitExposed(view)
    got: list[Card] = []
    scene.itemClicked.connect(lambda piece: got.append(piece.card))
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert got == [Card(12, "H")]
    item.set_state(legal=True)
    assert item.legal
    back = CardItem(None, face_up=True)
    assert not back.face_up  # no card, no face


def test_a_peg_sent_on_mid_move_still_reports_done(qtbot) -> None:
    board = BoardItem(121, 2, animation_ms=200)
    board.set_scores([10, 0])
    assert board.is_animating()
    with qtbot.waitSignal(board.animations_done, timeout=3000):
        board.set_scores([12, 0])  # an overcount taken back while the peg still moves
        board.set_scores([9, 0])
    assert not board.is_animating()
