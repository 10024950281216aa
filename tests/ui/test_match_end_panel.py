"""Issue 12, finding 15: the match-end panel says where the points came from
(play, hands, crib, muggins won and lost; play and round ends in dominoes),
keeps the final scores and skunks, and offers Rematch and New game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from muggins_desktop.ui.main_window import MainWindow
from muggins_desktop.ui.table.match_summary import cribbage_tally, dominoes_tally

from .cribbage_driver import Driver, Settings, install_miscounters, start
from .dominoes_driver import Driver as DominoDriver
from .dominoes_driver import Settings as DominoSettings


def _window(qtbot, settings):
    win = MainWindow(settings, autosave=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


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
    # The sources add up to the final scores (muggins lost is told, not counted twice).
    tally = cribbage_tally(match.record, 2, lambda s: s)
    for side in range(2):
        assert (
            sum(tally.get(k)[side] for k in ("play", "hands", "crib", "muggins", "other")) == match.outcome.scores[side]
        )
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
