"""Issue 53: the Matches list and the start page show the score a take-back returned to.

A take-back cuts the library's record back; the session kept the score of
the move taken back, so the row of the match on the table (and Continue's
summary) went on showing it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from muggins_desktop.coach.takeback import TakebackRefused, plan_take_back
from muggins_desktop.engine import match_from_record, new_match
from muggins_desktop.ui.window.main_window import MainWindow
from tests.storage.play_helpers import players_for
from tests.ui.dominoes_driver import Settings

SEATS = [{"name": "You", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def scoring_take_back() -> Any:
    """A 2-player dominoes match at the person's turn whose take-back changes the score."""
    for seed in range(1, 60):
        match = new_match("dominoes", players=2, seed=seed)
        players = players_for(match, seed, "easy")
        while match.outcome is None and match.to_act is not None:
            if match.to_act == 0 and len(match.record) > 8:
                try:
                    plan = plan_take_back(match.record, [0])
                except TakebackRefused:
                    pass
                else:
                    if match_from_record(plan.record).scores != match.scores:
                        return match, match_from_record(plan.record).scores
            seat = match.to_act
            match.apply(players[seat].choose(match.view_for(seat)), seat)
    raise AssertionError("no position whose take-back changes the score")


def test_the_list_shows_the_score_after_a_take_back(qtbot, home) -> None:
    win = MainWindow(Settings(confirm_leave=False), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    match, before = scoring_take_back()
    session = win.keeper.library.new(match, SEATS, {"players": 2})
    win.show_match("dominoes", match, SEATS, {"players": 2}, session=session)
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
    matches = win.show_matches()
    assert tuple(matches.model.rows[0].scores) == tuple(match.scores)
    assert win.coach.take_back()
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
    row = matches.model.rows[0]
    assert tuple(row.scores) == tuple(before), (row.scores, before)  # the open list followed at once
    assert tuple(win.keeper.rows()[0].scores) == tuple(before)
    assert win.start_page.summary is not None and tuple(win.start_page.summary.scores) == tuple(before)
    win.stop_match()
    matches.close()
