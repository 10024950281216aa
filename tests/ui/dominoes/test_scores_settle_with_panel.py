"""Issue 53: the plaques take a round's penalties when its panel explains them, not a linger before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings

pytestmark = pytest.mark.timeout(60)

COMPUTERS = [{"name": "Ann", "kind": "computer", "level": "easy"}, {"name": "Bob", "kind": "computer", "level": "easy"}]


def _shown_scores(qtbot, match: DominoMatch, panel: str) -> tuple[list[tuple[str, tuple[int, ...]]], list[int]]:
    """Every state the table showed until ``panel`` opened, and the totals the engine settled."""
    win = MainWindow(Settings(animation_ms=60, click_to_continue=True), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    seen: list[tuple[str, tuple[int, ...]]] = []
    try:
        win.show_match("dominoes", match, COMPUTERS, {})
        table = win.table
        table.presenter.rendered.connect(lambda state: seen.append((state.panel, tuple(state.view.scores))))
        qtbot.waitUntil(lambda: "next move" in win.status_text(), timeout=5000)
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: table.scene_.panel_kind == panel, timeout=10000)
        settled = next(e for e in win.controller.reading.public_record(0) if e["event"] == "round_end")["scores"]
        return seen, list(settled)
    finally:
        win.stop_match()


def test_the_penalties_reach_the_plaques_with_the_panel(qtbot) -> None:
    # Ann goes out with 4|6; Bob is left with 0|0 2|3 5|5, 15 pips off his score.
    scores = [40, 20]
    match = DominoMatch.from_position(["4|6", "0|0 2|3 5|5"], line="1|4", boneyard="0|2 3|3", scores=scores, seed=5)
    seen, settled = _shown_scores(qtbot, match, "round")
    assert settled != scores  # the round's end changes the totals
    first = next(i for i, (_panel, shown) in enumerate(seen) if list(shown) == settled)
    assert seen[first][0] == "round"  # not before the panel that says why
    assert any(list(shown) == scores for _panel, shown in seen[:first])  # the last play was shown first
