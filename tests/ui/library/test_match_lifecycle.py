"""Issue 24's findings through the real main window, each failing on the old autosave slot.

1. take-back never crosses a round end (and says so), and says what it took back;
2. a finished match is kept: Enter on the final panel reviews it, Game → Matches lists it;
3. Continue never resurrects a discarded match (Discard, then open a saved match, quit, restart);
4. (resume exact: ``test_resume_exact.py``);
5. every way of quitting asks when the setting says so; the Open question's words; the welcome line;
attack: crafted autosaves never crash the start; two apps never write one match.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from muggins_desktop.coach.takeback import TakebackRefused, plan_take_back
from muggins_desktop.engine import match_from_record, new_match
from muggins_desktop.storage import paths
from muggins_desktop.storage.legacy import saves
from muggins_desktop.ui.window.main_window import MainWindow
from tests.storage.play_helpers import play, players_for
from tests.ui.dominoes_driver import Driver
from tests.ui.dominoes_driver import Settings as FastSettings

SEATS = [{"name": "You", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def window(qtbot: Any, kept: bool = True, **settings: Any) -> Any:
    win = MainWindow(FastSettings(**settings), keep_in_library=kept)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    return win


def boxes(name: str) -> list[QMessageBox]:
    found = [w for top in QApplication.topLevelWidgets() for w in [top, *top.findChildren(QMessageBox)]]
    return [b for b in found if isinstance(b, QMessageBox) and b.isVisible() and b.objectName() == name]


def dominoes_prefix(want: str, seed_range: range = range(1, 40)) -> Any:
    """A 2-player dominoes match (seat 0 the person) stopped where a take-back is ``want``:

    "settled" (the person's last real choice lies before a round end) or
    "replies" (it goes back over a computer's reply) or "forced".
    """
    for seed in seed_range:
        match = new_match("dominoes", players=2, seed=seed)
        players = players_for(match, seed, "easy")
        while match.outcome is not None or match.to_act is not None:
            if match.outcome is not None:
                break
            if match.to_act == 0 and len(match.record) > 12:
                try:
                    plan = plan_take_back(match.record, [0])
                except TakebackRefused as exc:
                    if want == "settled" and exc.code == "settled" and len(match.view_for(0).legal_actions) > 1:
                        return match
                else:
                    if want == "replies" and plan.replies and not plan.forced:
                        return match
                    if want == "forced" and plan.forced:
                        return match
            seat = match.to_act
            match.apply(players[seat].choose(match.view_for(seat)), seat)
    raise AssertionError(f"no position for {want}")


def show(win: Any, match: Any) -> Any:
    session = win.keeper.library.new(match, SEATS, {"players": match.players}) if win.keeper.enabled else None
    return win.show_match(match.game, match, SEATS, {"players": match.players}, session=session)


# ------------------------------------------------------------------ finding 1
def test_take_back_never_crosses_a_round_end_and_says_so(qtbot, home) -> None:
    win = window(qtbot)
    match = dominoes_prefix("settled")
    show(win, match)
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
    before = list(win.controller.match.record)
    assert not win.coach.take_back()
    assert win.controller.match.record == before  # nothing of the settled round was undone
    text = win.status_text()
    assert "round" in text and "settled" in text and text.endswith("."), text
    win.stop_match()


def test_take_back_names_the_move_and_the_reply(qtbot, home) -> None:
    win = window(qtbot)
    match = dominoes_prefix("replies")
    plan = plan_take_back(match.record, [0])
    show(win, match)
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
    assert win.coach.take_back()
    qtbot.waitUntil(lambda: win.controller.match.record == plan.record)
    tile = plan.move.params["tile"]
    assert win.coach.message == f"You took back your play of {tile} and Computer 1's reply.", win.coach.message
    assert win.statusBar().currentMessage() == win.coach.message
    # The library's record was cut back with it, and the take-back is marked on the seat.
    assert win.controller.flush()
    loaded = win.keeper.library.load(win.keeper.session.id)
    assert loaded.record == plan.record and loaded.seats[0]["takebacks"] == 1
    win.stop_match()


def test_a_forced_move_goes_back_with_its_predecessor_and_is_named(qtbot, home) -> None:
    win = window(qtbot)
    match = dominoes_prefix("forced")
    show(win, match)
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
    assert win.coach.take_back()
    assert "and with it your forced" in win.coach.message, win.coach.message
    win.stop_match()


def test_redo_replays_until_a_new_move(qtbot, home) -> None:
    win = window(qtbot)
    match = dominoes_prefix("replies")
    whole = list(match.record)
    show(win, match)
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
    assert not win.coach.act_redo.isEnabled()
    assert win.coach.take_back()
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
    assert win.coach.act_redo.isEnabled()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    old = win.controller
    qtbot.keyClick(win.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: win.controller is not old, timeout=5000)
    assert win.controller.match.record == whole
    assert win.coach.message.startswith("Played again: your play of")
    assert win.controller.flush() and win.keeper.library.load(win.keeper.session.id).record == whole
    # A new move forgets what could be redone.
    assert win.coach.take_back()
    qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
    Driver(qtbot, win).one_turn()
    assert not win.controller.can_redo and not win.coach.redo()
    assert "nothing to redo" in win.status_text()
    win.stop_match()


# ------------------------------------------------------------------ finding 2
def near_the_end() -> Any:
    match = new_match("dominoes", players=2, seed=3)
    players = players_for(match, 3, "easy")
    whole = new_match("dominoes", players=2, seed=3)
    play(whole, players_for(whole, 3, "easy"))
    # replay with the same players to the person's last decision of the match
    last = max(i for i, e in enumerate(whole.record) if e.get("player") == 0 and e["event"] == "play")
    return match_from_record(whole.record[:last]), players


def test_two_enters_never_lose_a_finished_match(qtbot, home) -> None:
    win = window(qtbot)
    match, _players = near_the_end()
    show(win, match)
    match_id = win.keeper.session.id
    Driver(qtbot, win).play_match()
    assert win.controller.match.outcome is not None and win.table.scene_.panel_kind == "match"
    win.table.setFocus()
    qtbot.keyClick(win.table, Qt.Key.Key_Return)  # the final panel's default: Review, never New game
    qtbot.keyClick(win.table, Qt.Key.Key_Return)
    assert win.new_game_dialog is None
    assert len(win.coach.reviews) >= 1
    for review in list(win.coach.reviews):
        review.close()
    assert win.controller.flush()
    row = win.keeper.library.row(match_id)
    assert row.status == "finished" and row.ended
    matches = win.show_matches()
    assert matches.choose(match_id) and matches.buttons["review"].isEnabled()
    review = matches.review()
    assert review is not None and review.isVisible()
    review.close()
    matches.close()


# ------------------------------------------------------------------ finding 3
def test_continue_never_offers_a_discarded_match(qtbot, home, tmp_path) -> None:
    seats3 = [SEATS[0], SEATS[1], {"name": "Computer 2", "kind": "computer", "level": "easy"}]
    win = window(qtbot, confirm_leave=True)
    win.start_match({"game": "dominoes", "seats": seats3, "options": {"players": 3}}, seed=4)
    dominoes = win.keeper.session.id
    crib = new_match("cribbage", players=2, seed=9, target=61)
    saved = tmp_path / "crib.json"
    saves.save_game(saved, crib, SEATS, {"players": 2, "target": 61})
    win.files.ask_open()  # Ctrl+O: the question about the running match
    box = boxes("leaveMatch")[0]
    box.findChild(type(box.buttons()[0]), "discard").click()
    win.open_saved(saved)  # the file dialog's answer
    opened = win.keeper.session.id
    assert opened != dominoes and win.controller.reading.game == "cribbage"
    win.stop_match()
    win.close()  # quit without a move
    again = window(qtbot)
    latest = again.keeper.latest_unfinished()
    assert latest is not None and latest.id == opened, "Continue offered the discarded match"
    assert dominoes not in {r.id for r in again.keeper.rows()}


# ------------------------------------------------------------------ finding 5
def test_ctrl_q_and_the_close_button_ask_when_the_setting_says_so(qtbot, home) -> None:
    win = window(qtbot, confirm_leave=True)
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    win.menu_actions.install_shortcuts()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    assert win.menu_actions.act_quit.shortcut().toString() == "Ctrl+Q"
    qtbot.keyClick(win.table, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    box = win.leaving.box
    assert box is not None and box.objectName() == "confirmQuit" and win.isVisible(), "Ctrl+Q quit without asking"
    box.findChild(type(box.buttons()[0]), "keepPlaying").click()
    assert win.isVisible() and win.match_running() and win.leaving.box is None
    win.close()  # the window's close button
    box = win.leaving.box
    assert box is not None and win.isVisible()
    match_id = win.keeper.session.id
    box.findChild(type(box.buttons()[0]), "quit").click()
    assert not win.isVisible()
    again = window(qtbot)
    assert again.keeper.latest_unfinished().id == match_id  # kept for Continue


def test_no_question_when_the_setting_is_off(qtbot, home) -> None:
    win = window(qtbot, confirm_leave=False)
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    win.close()
    assert not win.isVisible() and not win.leaving.box


class FakeManager:
    def __init__(self, interaction: bool = True) -> None:
        self.interaction, self.cancelled, self.released = interaction, False, False

    def allowsInteraction(self) -> bool:
        return self.interaction

    def cancel(self) -> None:
        self.cancelled = True

    def release(self) -> None:
        self.released = True


@pytest.mark.parametrize("answer", [True, False], ids=["quit", "keep playing"])
def test_logging_out_asks_and_can_be_cancelled(qtbot, home, answer: bool) -> None:
    win = window(qtbot, confirm_leave=True)
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    asked: list[bool] = []
    win.leaving.ask_now = lambda: asked.append(True) or answer
    manager = FakeManager()
    win.leaving.commit_data(manager)
    assert asked == [True] and manager.released and manager.cancelled == (not answer)
    win.leaving.confirmed = True  # the test's window may close
    win.stop_match()


def test_the_welcome_line_never_says_continue_without_continue(qtbot, home) -> None:
    win = window(qtbot)
    assert not win.start_page.continue_button.isEnabled()
    assert "continue" not in win.status_text().lower()
    win.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    win.stop_match()
    win.refresh_start_page()
    assert win.start_page.continue_button.isEnabled()


# ------------------------------------------------------------------ the attack on main
CRAFTED = [
    b'{"format": 1, "game": "dominoes", "options": {"players": 2}, "seats": 5, "record": [], "saved_at": "x"}',
    b'{"format": 1, "game": "cribbage", "options": {"players": 2}, "seats": [{"name": 1}], "record": {}}',
    b'{"format": 1, "game": "dominoes", "options": {"players": 2}, "seats": [], "record": [{"scores": "ab"}]}',
    b'{"format": 1, "game": "dominoes", "options": [], "seats": [null, null], "record": [5], "saved_at": []}',
]


@pytest.mark.parametrize("crafted", CRAFTED)
def test_a_crafted_autosave_never_crashes_the_start(qtbot, home, crafted: bytes) -> None:
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_bytes(crafted)
    win = window(qtbot)
    win.start_page.update()
    qtbot.wait(10)
    assert not win.start_page.continue_button.isEnabled()
    assert paths.autosave_path().read_bytes() == crafted  # refused, left where it was, told once
    for box in boxes("storageWarning"):
        box.close()


def test_two_apps_never_write_one_match(qtbot, home) -> None:
    first = window(qtbot)
    first.start_match({"game": "dominoes", "seats": SEATS, "options": {"players": 2}}, seed=3)
    match_id = first.keeper.session.id
    assert first.controller.flush()
    second = window(qtbot)  # another app on the same folder
    assert second.keeper.latest_unfinished().id == match_id
    assert second.continue_last() is None and second.controller is None  # shown read-only, in a review
    assert second.coach.reviews and "another Muggins window" in second.statusBar().currentMessage()
    assert not second.keeper.discard(match_id)  # refused while the first plays it
    assert match_id in {r.id for r in second.keeper.rows(statuses=("unfinished",))}
    for review in list(second.coach.reviews):
        review.close()
    for box in boxes("storageWarning"):
        box.close()
    first.stop_match()


def test_temp_files_are_cleaned_between_the_writers_writes(qtbot, home, monkeypatch) -> None:
    """The start-up cleaning never removes a temporary file the writer is about to rename.

    Run beside the writer thread it did, and the index write failed with
    "No such file or directory" on a busy machine (a flaky start-up test).
    """
    import threading

    from muggins_desktop.ui.app import instance

    win = window(qtbot)
    library = win.keeper.library
    monkeypatch.setattr(instance, "FOLDER_LOCKS", [object()])
    temp = library.folder / ".index.json.abcd1234.tmp"  # as an atomic write names it
    started, release = threading.Event(), threading.Event()
    seen: list[bool] = []

    def half_written() -> None:  # a write stopped between its temporary file and its rename
        temp.parent.mkdir(parents=True, exist_ok=True)
        temp.write_bytes(b"{}")
        started.set()
        release.wait(5)
        seen.append(temp.exists())
        temp.unlink(missing_ok=True)

    library.writer.call(half_written)
    assert started.wait(5)
    win.keeper.clean_temp_files()
    release.set()
    assert library.writer.flush()
    assert seen == [True]
