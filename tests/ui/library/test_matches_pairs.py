"""Game → Matches pairs a duplicate with the match it replays: both results, and who did better with the same cards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.engine import duplicate_options, new_match
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.storage.library.series import duplicate_pairs, duplicate_result
from muggins_desktop.ui.library.matches_window import COLUMNS
from muggins_desktop.ui.window.main_window import MainWindow
from tests.storage.library_helpers import play_into, play_on, seats_for
from tests.ui.dominoes_driver import Settings
from tests.ui.fair.test_series_library import close_window, finish_kept, open_window


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def kept_pair(home: Path, game: str = "cribbage") -> tuple[str, str, Any, Any]:
    """A finished match and its duplicate (the same deals, the seats turned), both played to the end."""
    options: dict[str, Any] = {"players": 2, "target": 61} if game == "cribbage" else {"players": 2}
    with MatchLibrary(home / "data" / "library", durable=False) as lib:
        first, session = play_into(lib, game, options, seed=7)
        play_into(lib, game, options, seed=8)  # an unrelated match between them
        again = new_match(game, **duplicate_options(first.record[0]))
        replay = lib.new(again, seats_for(2), {**options, "replays": session.id})
        play_on(again, replay, seed=9)
        lib.flush()
    return session.id, replay.id, first, again


def cell(matches: Any, match_id: str, column: str, role: Any = Qt.ItemDataRole.AccessibleTextRole) -> str:
    """A cell's text in full (as screen readers and the tooltip have it)."""
    row = next(i for i, r in enumerate(matches.model.rows) if r.id == match_id)
    return str(matches.model.index(row, COLUMNS.index(column)).data(role) or "")


def test_the_list_pairs_a_duplicate_with_its_original(qtbot: Any, home: Path) -> None:
    original_id, replay_id, first, again = kept_pair(home)
    win = MainWindow(Settings(confirm_leave=False), keep_in_library=True)
    qtbot.addWidget(win)
    win.show()
    win.keeper.load()
    matches = win.show_matches()
    title = matches.model.headerData(COLUMNS.index("pair"), Qt.Orientation.Horizontal)
    assert title == "Same deals, other seat"
    both = "–".join(map(str, first.scores)) + " | " + "–".join(map(str, again.scores))
    on_replay, on_original = cell(matches, replay_id, "pair"), cell(matches, original_id, "pair")
    assert on_replay.startswith("Replay of ") and both in on_replay
    assert on_original.startswith("Replayed from the other seat ") and both in on_original
    # Who did better: each side's margin, added over the two matches.
    margins = [(first.scores[s] - first.scores[1 - s]) + (again.scores[s] - again.scores[1 - s]) for s in range(2)]
    names = ["Ann", "Computer 1"]
    shown = cell(matches, replay_id, "pair", Qt.ItemDataRole.DisplayRole)
    assert shown.startswith("Replay: " + both)
    assert cell(matches, original_id, "pair", Qt.ItemDataRole.DisplayRole).startswith("Replayed: " + both)
    assert cell(matches, replay_id, "pair", Qt.ItemDataRole.ToolTipRole) == on_replay
    if margins[0] == margins[1]:
        assert "level with the same cards" in on_replay and shown.endswith("level")
    else:
        best = max(range(2), key=lambda s: margins[s])
        assert f"{names[best]} did better with the same cards, +{margins[best]} over both" in on_replay
        assert shown.endswith(f"{names[best]} +{margins[best]}")
    others = [r.id for r in matches.model.rows if r.id not in (original_id, replay_id)]
    assert others and all(cell(matches, i, "pair") == "" for i in others)
    # Sorting by the column puts the pair side by side, the original first.
    matches.view.sortByColumn(COLUMNS.index("pair"), Qt.SortOrder.AscendingOrder)
    ids = [r.id for r in matches.model.rows]
    assert ids.index(replay_id) == ids.index(original_id) + 1
    # The filter on finished matches keeps the pair (it is found among every kept match).
    matches.show_filter.setCurrentIndex(2)  # finished
    assert cell(matches, replay_id, "pair") == on_replay
    # Play again from the duplicate: a match of its own, no longer a replay.
    assert matches.choose(replay_id) and matches.play_again()
    assert "replays" not in win.controller.options
    win.stop_match()
    matches.close()


def test_pairs_and_results_from_rows(tmp_path: Path) -> None:
    """The pairing goes by the duplicate's own option; a pair whose replay runs has no result yet."""
    home = tmp_path
    original_id, replay_id, first, again = kept_pair(home, "dominoes")
    with MatchLibrary(home / "data" / "library", durable=False) as lib:
        rows = lib.list()
        pairs = duplicate_pairs(rows)
        assert pairs[replay_id].id == original_id and pairs[original_id].id == replay_id
        result = duplicate_result(pairs[replay_id], pairs[original_id])
        assert result is not None and sum(result.margins) == 0  # two players: one side's gain is the other's loss
        running = pairs[original_id]._replace(ended=False, winner=None)
        assert duplicate_result(pairs[replay_id], running) is None


def test_same_deals_other_seat_in_the_window_names_the_match_it_replays(qtbot: Any, home: Path) -> None:
    win = open_window(qtbot)
    dialog = win.show_new_game("dominoes")
    qtbot.waitExposed(dialog)
    dialog.seat_kinds[0].setCurrentIndex(1)
    dialog.seat_levels[0].setCurrentIndex(0)
    dialog.accept()
    finish_kept(qtbot, win, seed=2)
    original = win.keeper.session.id
    before = win.controller
    assert win.fair.play_again_other_seat() is not None
    qtbot.waitUntil(lambda: win.controller is not before)
    assert win.keeper.session is not None and win.keeper.session.id != original
    assert win.controller.options["replays"] == original
    assert win.keeper.library.row(win.keeper.session.id).replays == original
    close_window(win)
