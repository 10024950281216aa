"""Issue 53: a crib settlement that moved a score waits for the person, as the automatic show does.

The crib is the deal's last count; its settlement went by after a few beats
with the next deal, penalty or not. Now, when the settlement changed a
score, its panel stays with "Next hand" until a click, Enter or Space.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.engine.cribbage import CribbageMatch, Declare, Respond, score_hand

pytestmark = pytest.mark.timeout(60)

HANDS = ["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"]


def crib_declared(over: int) -> CribbageMatch:
    """Ann (seat 0, the dealer) has declared her crib ``over`` points above its worth; Bob answers next."""
    match = CribbageMatch.from_position(HANDS, "5C", dealer=0, muggins=True, seed=7)
    while match.phase != "show":
        match.apply(match.legal_actions()[0], match.to_act)
    for _hand in range(2):  # both hands counted right and let stand
        seat = match.to_act
        view = match.view_for(seat)
        match.apply(Declare(score_hand(list(view.kept), view.starter).total), seat)
        match.apply(Respond("accept"), match.to_act)
    view = match.view_for(0)
    crib = [c for c in view.discarded] + [c for c in match.view_for(1).discarded]
    true = score_hand(crib, view.starter, True).total
    match.apply(Declare(min(29, true + over)), 0)
    return match


def start(window, match: CribbageMatch) -> None:
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "hard"}]
    window.show_match("cribbage", match, seats, {})
    window.table.presenter.wait_after_show = True  # as at any pace but the tests' (no animations)


def test_a_penalised_crib_settlement_waits_for_next_hand(qtbot, window) -> None:
    match = crib_declared(over=3)  # Bob calls overcount: Ann loses the excess
    start(window, match)
    table = window.table
    panel = table.scene_.show_panel
    qtbot.waitUntil(lambda: panel.waiting() and panel.title == "Count settled", timeout=10000)
    assert match.hand_no == 2  # the engine has dealt, the table holds the deal back
    qtbot.wait(300)
    assert panel.waiting() and table.presenter.running
    assert table.presenter.table_view().hand_no == 1
    assert "Next hand" in table.status_text()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.isVisible() and table.presenter.table_view().hand_no == 2, timeout=5000)


def test_a_crib_settlement_that_changed_nothing_goes_on_by_itself(qtbot, window) -> None:
    match = crib_declared(over=0)  # declared right: Bob lets it stand
    start(window, match)
    table = window.table
    qtbot.waitUntil(lambda: table.presenter.table_view().hand_no == 2 and not table.presenter.running, timeout=10000)
    assert not table.scene_.show_panel.waiting()
