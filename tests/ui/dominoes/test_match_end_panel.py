"""Issue 12, finding 15: the match-end panel says where the points came from
(play, hands, crib, muggins won and lost; play and round ends in dominoes),
keeps the final scores and skunks, and offers Rematch and New game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, Qt

from muggins_desktop.ui.sheet.match_summary import cribbage_rows, cribbage_tally, dominoes_tally
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Driver, Settings, install_miscounters, start
from tests.ui.dominoes_driver import Driver as DominoDriver
from tests.ui.dominoes_driver import Settings as DominoSettings


def _window(qtbot, settings):
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def _number(cell: object) -> int:
    return int(str(cell).replace("\u2212", "-"))


def _click(qtbot, view, item) -> None:
    centre = item.mapToScene(item.boundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(centre)))


@pytest.fixture
def window(qtbot):
    win = _window(qtbot, Settings())
    yield win
    win.stop_match()


def test_cribbage_final_panel_summary_and_rematch(qtbot, window, monkeypatch) -> None:
    install_miscounters(monkeypatch)
    start(window, ["human", "miscount"], seed=4)
    Driver(qtbot, window).play_match()
    match = window.controller.match
    panel = window.table.scene_.final_panel
    assert panel.isVisible()
    assert panel.header[1:] == ["Ann", "Bob"]
    labels = [row[0] for row in panel.rows]
    assert labels[:5] == ["Play", "Hands", "Crib", "Muggins won", "Muggins lost"]
    # The rows add up to the final scores, muggins lost included.
    tally = cribbage_tally(match.record, 2, lambda s: s)
    for side in range(2):
        assert sum(_number(row[1 + side]) for row in panel.rows) == match.outcome.scores[side]
        assert tally.total(side) == match.outcome.scores[side]
    assert any(int(str(v).replace("\u2212", "-")) != 0 for row in panel.rows[3:5] for v in row[1:])
    assert all(isinstance(v, str) and not v.startswith("-") for row in panel.rows for v in row[1:])
    assert any(line.startswith("Ann: ") for line in panel.lines)
    first_seed = match.record[0]["seed"]
    options = dict(window.controller.options)
    _click(qtbot, window.table, panel.rematch_button)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.match is not match)
    again = window.controller.match
    assert again.record[0]["seed"] != first_seed
    assert window.controller.options == options and [s["name"] for s in window.controller.seats] == ["Ann", "Bob"]
    assert not window.table.scene_.final_panel.isVisible()


def test_dominoes_match_panel_summary_and_rematch(qtbot) -> None:
    win = _window(qtbot, DominoSettings())
    try:
        win.start_match(
            {
                "game": "dominoes",
                "players": 2,
                "seats": [
                    {"name": "Ann", "kind": "human", "level": None},
                    {"name": "Bob", "kind": "computer", "level": "easy"},
                ],
                "options": {"players": 2},
            },
            seed=11,
        )
        DominoDriver(qtbot, win).play_match()
        match = win.controller.match
        table = win.table
        assert table.scene_.panel_kind == "match"
        labels = [row[0] for row in table.scene_.panel.rows]
        assert "From play" in labels and "Round ends" in labels and labels[-1] == "Final"
        tally = dominoes_tally(match.record, 2)
        assert [a + b for a, b in zip(tally.get("play"), tally.get("rounds"), strict=True)] == list(
            match.outcome.scores
        )
        texts = [b.text for b in table.scene_.panel.buttons]
        assert "Rematch" in texts and "New game" in texts
        rematch = table.scene_.panel.buttons[texts.index("Rematch")]
        _click(qtbot, table, rematch)
        qtbot.waitUntil(lambda: win.controller is not None and win.controller.match is not match)
        assert win.controller.match.record[0]["seed"] != match.record[0]["seed"]
    finally:
        win.stop_match()


# ------------------------------------------------------------ the categories add up (issue 28)
def _random_match(seed: int, players: int, partnerships: bool, miscount: bool):
    """A Muggins match to 61 played by random choices (counts and answers too: many wrong calls)."""
    import random

    from muggins_desktop.engine import new_match
    from muggins_desktop.engine.cribbage.actions import Declare

    rng = random.Random(seed)
    match = new_match("cribbage", players=players, partnerships=partnerships, seed=seed, muggins=True, target=61)
    while match.outcome is None:
        seat = match.to_act
        actions = match.legal_actions()
        if isinstance(actions[0], Declare) and not miscount:
            view = match.view_for(seat)
            from tests.coach.helpers import true_count

            action = Declare(true_count(view))
        else:
            action = rng.choice(actions)
        match.apply(action, seat)
    return match


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 1_000_000),
    shape=st.sampled_from([(2, False), (3, False), (4, False), (4, True)]),
    miscount=st.booleans(),
)
def test_every_sides_categories_add_up_to_its_score(seed, shape, miscount):
    players, partnerships = shape
    match = _random_match(seed, players, partnerships, miscount)
    sides = 2 if partnerships else players
    side_of = (lambda s: s % 2) if partnerships else (lambda s: s)
    tally = cribbage_tally(match.record, sides, side_of)
    rows = cribbage_rows(tally)
    for side in range(sides):
        assert sum(_number(row[1 + side]) for row in rows) == match.outcome.scores[side]
    assert all(v <= 0 for v in tally.get("muggins_lost")) and all(v >= 0 for v in tally.get("muggins"))


def test_a_wrong_muggins_call_pays_under_muggins_not_hands():
    """The counter's points from a wrong muggins call are muggins points; an overcount taken back is muggins lost."""
    from muggins_desktop.engine.cribbage.actions import Respond
    from tests.coach.helpers import play_counting

    def answer(seat, true, declared, n):
        if n == 0:
            return Respond("muggins", 3)
        return Respond("overcount") if n == 1 else Respond("accept")

    match = play_counting(lambda s, t, n: min(29, t + 2) if n in (0, 1) else t, answer, seed=5, target=61)
    # (the first two counts are two too high: the first is answered by a wrong muggins call, the second called)
    shows = [e for e in match.record if e["event"] == "show" and e.get("declared") is not None]
    first, second = shows[0], shows[1]
    tally = cribbage_tally(match.record, 2, lambda s: s)
    hands = {0: 0, 1: 0}
    crib = {0: 0, 1: 0}
    for e in shows:
        (crib if e["crib"] else hands)[e["player"]] += e["declared"]
    assert tally.get("hands") == [hands[0], hands[1]] and tally.get("crib") == [crib[0], crib[1]]
    assert tally.get("muggins")[first["player"]] >= 3  # the wrong call against the first count
    assert tally.get("muggins_lost")[second["player"]] == -2  # the second count's overcount taken back
    rows = {row[0]: row[1:] for row in cribbage_rows(tally)}
    assert _number(rows["Muggins lost"][second["player"]]) == -2
