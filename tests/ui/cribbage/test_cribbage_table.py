"""The cribbage table on its own terms: layout, the cut, the show, hot seat."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from muggins_desktop.engine.cribbage import score_hand
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Driver, Settings, click_button, start


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(900, 680)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def test_first_deal_shows_the_cut_for_the_deal(qtbot, window) -> None:
    start(window, ["human", "computer", "computer"], seed=4)
    scene = window.table.scene_
    deal = window.controller.match.record[1]
    cuts = deal["cuts"][-1]
    assert "Cut for the deal" in scene.play_caption.text
    shown = sorted(str(i.card) for i in scene.row.items)
    assert shown == sorted(c for c in cuts if c)
    dealer = window.controller.name(deal["dealer"])
    assert dealer in scene.crib_label.text


@pytest.mark.parametrize("size", [(800, 600), (1366, 768), (3840, 2160)])
def test_whole_table_visible_and_nothing_overlaps(qtbot, window, size) -> None:
    start(window, ["human", "computer", "computer", "computer"], seed=2, target=121)
    window.sheet_dock.hide()
    window.log_dock.hide()
    window.resize(*size)
    qtbot.wait(5)
    table = window.table
    table.refresh()
    vp = QRectF(0, 0, table.viewport().width(), table.viewport().height())
    board = table.scene_.board.sceneBoundingRect()
    assert vp.contains(board)
    items = [i for i in table.scene().items() if i.isVisible() and i.parentItem() is None]
    for item in items:
        assert vp.adjusted(-6, -6, 6, 6).contains(item.sceneBoundingRect()), item
    # The board, the others' plaques and the person's hand never overlap.
    hand = QRectF()
    for item in table.scene_.hand.items:
        hand = hand.united(item.sceneBoundingRect())
    for plaque in table.scene_.plaques.values():
        if plaque.isVisible():
            r = plaque.sceneBoundingRect().adjusted(4, 4, -4, -4)
            assert not r.intersects(board.adjusted(4, 4, -4, -4)) and not r.intersects(hand)
    assert not hand.intersects(board)
    assert table.scene_.hand.items and min(i.width() for i in table.scene_.hand.items) >= 40


def test_automatic_show_highlights_each_combination_then_waits(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=6, muggins=False)
    table = window.table
    table.presenter.show_ms = 2
    table.presenter.wait_after_show = True
    panel = table.scene_.show_panel
    seen: list[tuple[str, frozenset]] = []

    def spy() -> None:
        marked = frozenset(str(i.card) for i in panel.cards.items if i.mark is not None)
        seen.append((panel.caption.text, marked))

    original = panel.caption.set_text

    def set_text(text: str) -> None:
        original(text)
        spy()  # every combination outlined is seen when the caption changes

    panel.caption.set_text = set_text
    driver = Driver(qtbot, window)
    for _ in range(4000):
        if panel.waiting():
            break
        if table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    assert panel.waiting() and panel.button.isVisible()
    match = window.controller.match
    shows = [e for e in match.record if e["event"] == "show"][:3]
    for show in shows:
        from muggins_desktop.engine.cribbage import parse_cards

        cards = parse_cards(show["cards"])
        starter = parse_cards([show["starter"]])[0]
        for item in score_hand(cards, starter, show["crib"]).items:
            # Each combination was on screen with exactly its cards marked.
            assert frozenset(str(c) for c in item.cards) in {m for _t, m in seen}
    # The match waits for the person before the next hand.
    assert window.controller.held
    click_button(qtbot, table, panel.button)
    assert not panel.isVisible() and not window.controller.held


def test_two_people_share_the_screen(qtbot, window) -> None:
    start(window, ["human", "human"], seed=9)
    driver = Driver(qtbot, window)
    driver.play_match()
    assert window.controller.match.outcome is not None
    assert driver.seen.cover >= 6
    assert driver.seen.answers  # each person answered the other's counts
    assert not window.game_area.cover.isVisible()


def test_resizing_relayouts_the_table(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=1)
    table = window.table
    board = table.scene_.board
    small = board.sceneBoundingRect().width()
    window.resize(1600, 1000)
    qtbot.wait(5)
    assert board.sceneBoundingRect().width() > small
    assert board.sceneBoundingRect().right() <= table.viewport().width()


def test_other_hands_are_face_down_with_their_counts(qtbot, window) -> None:
    start(window, ["human", "computer", "computer"], seed=4)
    table = window.table
    view = window.controller.match.view_for(0)
    for seat in (1, 2):
        plaque = table.scene_.plaques[seat]
        assert plaque.isVisible() and plaque.card_count == view.hand_counts[seat] == 5
        assert "5 cards in hand" in plaque.detail
    assert not table.scene_.plaques[0].isVisible()
    hand = table.scene_.hand.items
    assert all(item.face_up for item in hand) and len(hand) == 5
