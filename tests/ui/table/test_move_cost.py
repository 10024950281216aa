"""A move asks the engine for one view per seat and position, and lays the table out only on a resize.

Counted from the person's action to the person's next turn, offscreen, with
animations off: every engine view (``view_for``) and every full layout of
the scene. The screen's view after a move, the view handed over with the
person's turn and the computer's decision view are each asked for once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from muggins_desktop.engine.cribbage.match import CribbageMatch
from muggins_desktop.engine.dominoes.match import DominoMatch
from muggins_desktop.ui.cribbage.scene import CribbageScene
from muggins_desktop.ui.dominoes.scene import DominoScene
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui import cribbage_driver
from tests.ui.dominoes_driver import Settings, click_item


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def counter(monkeypatch: pytest.MonkeyPatch, cls: type, name: str) -> list[int]:
    """Count the calls of ``cls.name`` from now on."""
    calls = [0]
    real: Callable[..., Any] = getattr(cls, name)

    def counted(self: object, *args: object) -> object:
        calls[0] += 1
        return real(self, *args)

    monkeypatch.setattr(cls, name, counted)
    return calls


def start(window: MainWindow, game: str, seed: int) -> None:
    seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    options = {"players": 2, "target": 61} if game == "cribbage" else {"players": 2}
    window.start_match({"game": game, "players": 2, "seats": seats, "options": options}, seed=seed)


def my_turn_again(qtbot, window: MainWindow, before: int) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: len(c.match.record) > before and c.waiting_for == 0 and window.table.presenter.my_turn())


def test_a_cribbage_discard_and_the_reply_cost_three_views_as_in_dominoes_and_no_layout(
    qtbot, window, monkeypatch
) -> None:
    start(window, "cribbage", seed=1)  # the person deals: the computer cuts and leads
    table, c = window.table, window.controller
    qtbot.waitUntil(lambda: table.presenter.my_turn() and c.match.phase == "discard")
    views = counter(monkeypatch, CribbageMatch, "view_for")
    layouts = counter(monkeypatch, CribbageScene, "layout")
    batches: list[object] = []
    c.eventsApplied.connect(batches.append)
    decisions: list[int] = []
    c.computerTurn.connect(decisions.append)
    before = len(c.match.record)
    scene = table.scene_
    for item in list(scene.hand.items)[:2]:
        cribbage_driver.click_card(qtbot, table, item)
    cribbage_driver.click_button(qtbot, table, scene.action_button)
    my_turn_again(qtbot, window, before)
    # The person's discard with the computer's cut (a formality, taken in the same
    # step), then the computer's first card: the screen's view of each step and the
    # decider's view; the person's turn reuses the screen's. As many as dominoes.
    assert len(batches) == 2 and len(decisions) == 1 and views[0] == 3
    assert [e["event"] for e in batches[0]][-1] == "starter"
    assert views[0] == len(batches) + len(decisions)  # the rule both games follow
    assert layouts[0] == 0
    window.resize(1100, 760)
    qtbot.waitUntil(lambda: layouts[0] > 0)  # a resize lays the table out


def test_a_dominoes_move_and_the_reply_cost_three_views(qtbot, window, monkeypatch) -> None:
    start(window, "dominoes", seed=3)
    table, c = window.table, window.controller
    qtbot.waitUntil(lambda: table.presenter.my_turn() and bool(table.presenter.legal_tiles()))
    tile = next(t for t in table.presenter.legal_tiles() if len(table.presenter.ends_for(t)) == 1)
    views = counter(monkeypatch, DominoMatch, "view_for")
    layouts = counter(monkeypatch, DominoScene, "layout")
    batches: list[object] = []
    c.eventsApplied.connect(batches.append)
    decisions: list[int] = []
    c.computerTurn.connect(decisions.append)
    before = len(c.match.record)
    click_item(qtbot, table, table.scene_.hand.items[tile.key])
    my_turn_again(qtbot, window, before)
    assert len(batches) == 2 and views[0] == 3  # the person's play and the computer's reply
    assert views[0] == len(batches) + len(decisions)  # the rule both games follow
    assert layouts[0] <= 1  # only the status line growing a second line resizes the felt
