"""A take-back survives a restart: take back, keep (the library or a named save), load in a fresh window, finish, count.

Through the real main window: Ctrl+Z against the computer, the library's
record and sidecar written by the controller's session (or File → Save's function), a second
window that resumes it, a match played to its end, and the statistics file
that must count the match among those with take-backs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.coach.replay import decisions
from muggins_desktop.engine import match_from_record
from muggins_desktop.engine.dominoes import PlayTile
from muggins_desktop.storage.legacy import saves
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.settings import Settings
from muggins_desktop.storage.stats import load_stats
from tests.ui.dominoes_driver import Driver, simulate

main_window = pytest.importorskip("muggins_desktop.ui.window.main_window")

SEATS = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bot", "kind": "computer", "level": "easy"}]


def last_round_choice() -> Any:
    """A match at the person's first real choice of the match's last round (so that finishing is short)."""
    for seed in range(3, 30):
        whole = simulate(seed, 2, ["human", "computer"])
        last_round = whole.view_for(0).round_no
        for match, step in decisions(whole.record):
            if (
                step.seat == 0
                and step.options > 2
                and isinstance(step.action, PlayTile)
                and match.view_for(0).round_no == last_round
                and len(match.view_for(0).hand) >= 4
            ):
                return match_from_record(whole.record[: step.index])
    raise AssertionError("no such position")


def make_window(qtbot) -> Any:
    win = main_window.MainWindow(Settings(ai_pause_ms=0, animation_ms=0), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()  # Ctrl+Z is a window shortcut
    return win


def my_turn(qtbot, win) -> None:
    qtbot.waitUntil(lambda: win.controller.waiting_for == 0 and win.table.presenter.my_turn(), timeout=15000)


@pytest.mark.parametrize("how", ["autosave", "save"])
def test_a_take_back_is_still_counted_after_a_restart(qtbot, home: Path, tmp_path: Path, how: str) -> None:
    start = tmp_path / "start.json"
    saves.save_game(start, last_round_choice(), SEATS, {"players": 2})
    first = make_window(qtbot)
    assert first.open_saved(start) is not None
    my_turn(qtbot, first)
    length = len(first.controller.match.record)
    Driver(qtbot, first).one_turn()
    qtbot.waitUntil(lambda: len(first.controller.match.record) > length, timeout=10000)
    old = first.controller
    first.activateWindow()
    qtbot.waitUntil(first.isActiveWindow)
    qtbot.keyClick(first.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: first.controller is not old, timeout=10000)
    assert old.takeback.refusal is None
    assert first.controller.takebacks == 1 and len(first.controller.match.record) == length
    my_turn(qtbot, first)
    named = tmp_path / "named.json"
    if how == "save":
        assert first.files.save_match(named)
    assert first.controller.flush(10)
    first.stop_match()  # the app stops: only the files remain
    first.keeper.close()
    first.hide()
    if how == "save":
        kept: Any = saves.load_game(named)
    else:
        with MatchLibrary() as lib:
            latest = lib.latest_unfinished()
            assert latest is not None
            kept = lib.load(latest.id)
    assert kept.seats[0].get("takebacks") == 1 and "takebacks" not in kept.seats[1]

    second = make_window(qtbot)
    if how == "save":
        resumed = second.open_saved(named)
    else:
        resumed = second.continue_last()
    assert resumed is not None and resumed.takebacks == 1
    assert len(resumed.match.record) == length
    Driver(qtbot, second).play_match()
    assert resumed.match.outcome is not None
    stats, problem = load_stats()
    assert problem is None
    entry = stats.games["dominoes/2"]
    assert entry.played == 1 and entry.matches_with_takebacks == 1
    second.stop_match()


def test_a_rematch_starts_without_the_mark(qtbot, home: Path, tmp_path: Path) -> None:
    start = tmp_path / "start.json"
    seats = [dict(SEATS[0], takebacks=2), SEATS[1]]
    saves.save_game(start, last_round_choice(), seats, {"players": 2})
    win = make_window(qtbot)
    controller = win.open_saved(start)
    assert controller.takebacks == 2
    again = win.rematch()
    assert again is not None and again.takebacks == 0 and all("takebacks" not in s for s in again.seats)
    win.stop_match()
