"""The coach in the main window, on real widgets: hint (H), take-back (Ctrl+Z), review, practice.

Positions are reached with the engine, saved, and opened through the
window (File → Open's path), so each test starts at a known decision.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from muggins_desktop.coach.replay import decisions
from muggins_desktop.engine import match_from_record, new_match
from muggins_desktop.engine.cribbage import Declare, Discard, PegCard
from muggins_desktop.engine.deals import Deal
from muggins_desktop.engine.dominoes import PlayTile
from muggins_desktop.storage import stats
from muggins_desktop.storage.legacy import saves
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import click_button
from tests.ui.dominoes_driver import Settings, click_item

CRIB = {"players": 2, "target": 61, "muggins": True, "partnerships": False, "lowball": False}
DOMS = {"players": 2}


def seats(kinds: tuple[str, ...] = ("human", "computer")) -> list[dict[str, Any]]:
    names = ["Ann", "Bob"]
    return [{"name": names[i], "kind": k, "level": "easy" if k == "computer" else None} for i, k in enumerate(kinds)]


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    yield win
    if win.coach.panel is not None:
        win.coach.panel.worker.wait()
    win.coach.close_all()
    win.stop_match()


def reach(game: str, options: dict[str, Any], want: Any, seed: int = 1, skip: int = 0, fair: bool = False) -> Any:
    """A match where seat 0 is to decide and ``want(view)`` holds (the ``skip``-th such moment).

    ``fair``: dealt as the app deals (a secret key behind a commitment), else on deal number ``seed``.
    """
    for s in range(seed, seed + 40):
        if fair:
            deal = Deal.fair(hashlib.sha256(f"coach wiring {s}".encode()).digest(), f"seed-{s}")
            match = new_match(game, deal=deal, **options)
        else:
            match = new_match(game, seed=s, **options)
        for _ in range(2000):
            if match.outcome is not None:
                break
            seat, legal = match.to_act, match.legal_actions()
            if seat == 0 and want(match.view_for(0)):
                if skip == 0:
                    return match
                skip -= 1
            match.apply(legal[-1] if isinstance(legal[0], PlayTile) else legal[0], seat)
    raise AssertionError("no such position")


def open_position(
    window,
    tmp_path: Path,
    game: str,
    match: Any,
    options: dict[str, Any],
    kinds: tuple[str, ...] = ("human", "computer"),
) -> Any:
    path = tmp_path / f"{game}-position.json"
    saves.save_game(path, match, seats(kinds), options)
    controller = window.open_saved(path)
    assert controller is not None
    return controller


def wait_for_my_turn(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.controller.waiting_for == 0 and window.table.presenter.my_turn(), timeout=10000)


def press_h(qtbot, window) -> Any:
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.coach.panel is not None and window.coach.dock.isVisible())
    return window.coach.panel


def choices(view: Any, cls: type) -> bool:
    legal = view.legal_actions
    return bool(legal) and isinstance(legal[0], cls) and len(legal) > 1


# ------------------------------------------------------------------ hint
def test_h_shows_a_hint_for_a_dominoes_play(qtbot, window, tmp_path) -> None:
    match = reach("dominoes", DOMS, lambda v: choices(v, PlayTile))
    open_position(window, tmp_path, "dominoes", match, DOMS)
    wait_for_my_turn(qtbot, window)
    panel = press_h(qtbot, window)
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=10000)
    view = window.controller.reading.view(0)
    assert panel.hint.kind == "dominoes"
    assert len(panel.rows()) == len(view.legal_actions)
    assert {o.action for o in panel.hint.options} == set(view.legal_actions)
    # The Hint button in the dock does the same.
    panel.clear()
    qtbot.mouseClick(window.coach.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=10000)
    assert window.coach.act_hint.shortcut().toString() == "H"


def test_h_shows_the_keep_on_the_cards_in_a_cribbage_discard(qtbot, window, tmp_path) -> None:
    match = reach("cribbage", CRIB, lambda v: choices(v, Discard))
    open_position(window, tmp_path, "cribbage", match, CRIB)
    wait_for_my_turn(qtbot, window)
    panel = press_h(qtbot, window)
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=10000)
    assert panel.hint.kind == "discard" and len(panel.rows()) == 15
    keep = set(panel.hint.best.kept)
    hand = window.table.scene_.hand
    qtbot.waitUntil(lambda: {item.card for item in hand.items if item.legal} == keep)
    assert window.table.presenter.suggested and set(window.table.presenter.suggested) == keep


def test_h_shows_a_hint_for_a_pegging_card(qtbot, window, tmp_path) -> None:
    match = reach("cribbage", CRIB, lambda v: choices(v, PegCard))
    open_position(window, tmp_path, "cribbage", match, CRIB)
    wait_for_my_turn(qtbot, window)
    panel = press_h(qtbot, window)
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=10000)
    assert panel.hint.kind == "pegging"
    assert all(row[-1] for row in panel.rows())  # every card explained in words


def test_never_a_hint_for_a_count(qtbot, window, tmp_path) -> None:
    match = reach("cribbage", CRIB, lambda v: bool(v.legal_actions) and isinstance(v.legal_actions[0], Declare))
    controller = open_position(window, tmp_path, "cribbage", match, CRIB)
    qtbot.waitUntil(lambda: controller.waiting_for == 0)
    window.coach.act_hint.trigger()  # Game → Hint (the count dialog has the keyboard)
    panel = window.coach.panel
    assert panel is not None and panel.hint is None and panel.rows() == []
    assert "count" in panel.title.text().lower()
    assert not panel.busy


def test_hints_in_hot_seat_follow_the_setting(qtbot, window, tmp_path) -> None:
    match = reach("dominoes", DOMS, lambda v: choices(v, PlayTile))
    open_position(window, tmp_path, "dominoes", match, DOMS, kinds=("human", "human"))
    assert not window.coach.act_hint.isEnabled()
    window.coach.show_hint()
    assert window.coach.panel.hint is None and "several people" in window.coach.panel.title.text()
    window.apply_settings(Settings(hints_in_hot_seat=True))
    assert window.coach.act_hint.isEnabled()
    cover = window.game_area.cover
    qtbot.waitUntil(cover.isVisible)
    assert not window.coach.show_hint()  # nothing of the hidden hand shows past the cover
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    wait_for_my_turn(qtbot, window)
    panel = press_h(qtbot, window)
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=10000)


# ------------------------------------------------------------------ take-back
def test_ctrl_z_returns_to_the_exact_earlier_position(qtbot, window, tmp_path) -> None:
    from tests.ui.dominoes_driver import Driver

    match = reach("dominoes", DOMS, lambda v: choices(v, PlayTile), fair=True)
    open_position(window, tmp_path, "dominoes", match, DOMS)
    wait_for_my_turn(qtbot, window)
    before = window.controller.reading.view(0)
    length = len(window.controller.reading.public_record(0))
    rows = window.log_model.rowCount()
    Driver(qtbot, window).one_turn()
    qtbot.waitUntil(lambda: len(window.controller.match.record) > len(match.record), timeout=10000)
    old = window.controller
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller is not old)
    c = window.controller
    assert c.reading.view(0) == before
    assert list(c.reading.view(0).legal_actions) == list(before.legal_actions)
    assert c.takebacks == 1
    assert c.match.deal.key == match.deal.key is not None  # the rebuilt match can still reveal its key
    wait_for_my_turn(qtbot, window)
    assert len(c.reading.public_record(0)) == length and window.log_model.rowCount() == rows  # the log is rebuilt


def test_ctrl_z_takes_back_a_cribbage_discard_while_the_computer_thinks(qtbot, window, tmp_path) -> None:
    match = reach("cribbage", CRIB, lambda v: choices(v, Discard))
    open_position(window, tmp_path, "cribbage", match, CRIB)
    wait_for_my_turn(qtbot, window)
    window.controller.ai_pause_ms = 2000  # the computer is still "thinking" when Ctrl+Z comes
    before = window.controller.reading.view(0)
    table = window.table
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_Return):
        qtbot.keyClick(table, key)
    qtbot.waitUntil(lambda: len(window.controller.match.record) > len(match.record))
    assert window.controller.reading.view(0).hand != before.hand
    old = window.controller
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller is not old)
    c = window.controller
    assert c.reading.view(0) == before and list(c.reading.view(0).legal_actions) == list(before.legal_actions)
    wait_for_my_turn(qtbot, window)
    assert sorted(item.card for item in window.table.scene_.hand.items) == sorted(before.hand)


def test_take_back_is_refused_in_hot_seat_and_when_turned_off(qtbot, window, tmp_path) -> None:
    match = reach("dominoes", DOMS, lambda v: choices(v, PlayTile), skip=2)
    controller = open_position(window, tmp_path, "dominoes", match, DOMS, kinds=("human", "human"))
    length = len(controller.match.record)
    window.coach.act_takeback.trigger()
    assert window.controller is controller and len(controller.match.record) == length
    assert controller.takeback.refusal == "hot_seat"
    assert "several people" in window.status_text()
    assert not controller.take_back()
    window.stop_match()
    window.settings_store.replace(allow_take_back=False)
    controller = open_position(window, tmp_path, "dominoes", match, DOMS)
    window.coach.act_takeback.trigger()
    assert window.controller is controller and "turned off" in window.status_text()


def test_statistics_count_matches_with_take_backs(tmp_path, qtbot) -> None:
    from muggins_desktop.ui.dialogs.stats import StatsDialog

    match = new_match("dominoes", seed=3, **DOMS)
    while match.outcome is None:
        match.apply(match.legal_actions()[0], match.to_act)
    path = tmp_path / "stats.json"
    stats.record_match(match, [0], path, took_back=True)
    stats.record_match(match, [0], path)
    loaded, problem = stats.load_stats(path)
    entry = loaded.games["dominoes/2"]
    assert problem is None and entry.played == 2 and entry.matches_with_takebacks == 1
    # A statistics file from before the counter still loads.
    old = loaded.to_json()
    del old["games"]["dominoes/2"]["matches_with_takebacks"]
    assert stats.Stats.from_json(old).games["dominoes/2"].matches_with_takebacks == 0
    dialog = StatsDialog(path=path)
    qtbot.addWidget(dialog)
    assert dialog.cell_text(0, "matches_with_takebacks") == "1"


# ------------------------------------------------------------------ review and practice
def test_review_menu_opens_a_saved_game(qtbot, window, tmp_path) -> None:
    match = reach("cribbage", CRIB, lambda v: choices(v, PegCard), skip=3)
    path = tmp_path / "saved.json"
    saves.save_game(path, match, seats(), CRIB)
    window.coach.act_review.trigger()
    dialogs = [d for d in window.findChildren(QFileDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].fileSelected.emit(str(path))  # what choosing the file does
    assert len(window.coach.reviews) == 1
    review = window.coach.reviews[0]
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    qtbot.keyClick(review, Qt.Key.Key_Right)
    assert review.index == 1
    dialogs[0].reject()


def test_practice_counting_opens_without_blocking(qtbot, window) -> None:
    window.coach.act_practice.trigger()
    dialog = window.coach.trainer
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    qtbot.waitUntil(lambda: window.coach.trainer is None)


@pytest.mark.parametrize("deck", ["four_colour", "large_index"])
def test_practice_counting_draws_the_chosen_deck(qtbot, window, deck) -> None:
    """The trainer's cards are painted in the table's deck, and follow a change while it is open."""
    from muggins_desktop.ui.looks.themes import DECKS

    window.settings_store.replace(deck=deck)
    window.coach.act_practice.trigger()
    dialog = window.coach.trainer
    assert dialog is not None
    assert dialog.strip.deck == DECKS[deck]
    window.settings_store.replace(deck="standard")
    assert dialog.strip.deck == DECKS["standard"]
    dialog.reject()
    qtbot.waitUntil(lambda: window.coach.trainer is None)


def _last_move_by_computer(game: str, options: dict[str, Any]) -> Any:
    """A match whose next action (seat 1, the computer) ends it."""
    for seed in range(1, 40):
        match = new_match(game, seed=seed, **options)
        while match.outcome is None:
            legal = match.legal_actions()
            match.apply(legal[-1] if isinstance(legal[0], PlayTile) else legal[0], match.to_act)
        steps = [step for _m, step in decisions(match.record)]
        if steps[-1].seat == 1:
            return match_from_record(match.record[: steps[-1].index])
    raise AssertionError("no such match")


@pytest.mark.parametrize("game", ["dominoes", "cribbage"])
def test_match_end_review_button(qtbot, window, tmp_path, game) -> None:
    options = DOMS if game == "dominoes" else CRIB
    match = _last_move_by_computer(game, options)
    controller = open_position(window, tmp_path, game, match, options)
    table = window.table
    if game == "dominoes":

        def at_end() -> bool:
            if table.scene_.panel_kind == "round":
                click_item(qtbot, table, table.scene_.panel.buttons[0])
            return table.scene_.panel_kind == "match"

        qtbot.waitUntil(at_end, timeout=15000)
        review = next(b for b in table.scene_.panel.buttons if b.text == "Review")
        click_item(qtbot, table, review)
    else:
        final = table.scene_.final_panel
        qtbot.waitUntil(lambda: final.isVisible(), timeout=15000)
        assert final.review_button.isVisible()
        click_button(qtbot, table, final.review_button)
    assert controller.reading.finished_record() is not None
    qtbot.waitUntil(lambda: len(window.coach.reviews) == 1)
    review = window.coach.reviews[0]
    assert review.seat == 0 and review.events == controller.reading.finished_record()
    qtbot.waitUntil(lambda: review.review is not None, timeout=30000)
