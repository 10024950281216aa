"""Issue 24, finding 4 and "Resume is exact": a resumed match shows what the uninterrupted table showed.

One real window plays a whole match (the person's turns through the
drivers, the computers on their thread), keeping it in a private match
library as the app does. About every 10th event, when the table is quiet
(the person's turn, or a panel or dialog waiting for the person), the
record is read back from the library in a fresh window, and the two
tables are compared through their public read surface: the presenter's
frozen table state, the log, the score sheet, the status line, whose turn
it is, the cribbage board's front and back pegs and the dialog or panel
that waits. Matches: 2- and 4-player dominoes, 2-player cribbage with
Muggins, partnership cribbage.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from pytestqt.exceptions import TimeoutError as WaitTimeout

from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.ui.cribbage.steps import shown_at_once
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui import cribbage_driver as cd
from tests.ui import dominoes_driver as dd


def log_rows(win: Any) -> list[str]:
    model = win.log_model
    return [str(model.index(r, 0).data()) for r in range(model.rowCount())]


def snapshot(win: Any) -> dict[str, Any]:
    """What the player sees of the table, through its public read surface."""
    table, c = win.table, win.controller
    state = table.presenter.build_state()
    shot: dict[str, Any] = {
        "view": state.view if state is not None else None,
        "my_turn": table.presenter.my_turn(),
        "status": table.status_text(),
        "waiting_for": c.waiting_for,
        "log": log_rows(win),
        "sheet": table.sheet(),
        "names": list(table.presenter.names),
    }
    if c.reading.game == "cribbage":
        board = table.scene_.board
        shot["pegs"] = [board.peg_scores(t) for t in range(board.tracks)]
        shot["dialog"] = type(table.dialog).__name__ if table.dialog is not None else None
        panel = table.scene_.show_panel
        shot["show_waiting"] = panel.waiting()
        shot["show_panel"] = (
            (panel.title, panel.whose, panel.cards.cards(), panel.caption.text, panel.lines.text, panel.button.text)
            if panel.isVisible()
            else None
        )
        shot["state"] = state
    else:
        shot["panel"] = table.scene_.panel_kind
        shot["legal"] = state.legal if state is not None else None
        shot["boneyard"] = table.scene_.boneyard.count
    return shot


class Checker:
    """Compares the live window with a fresh window resumed from the library."""

    def __init__(self, qtbot: Any, live: Any, settings: Any) -> None:
        self.qtbot, self.live, self.settings = qtbot, live, settings
        self.reader: MatchLibrary | None = None  # another library object on the same folder, as a restart has
        self.next_mark = 10
        self.checks = 0
        self.summaries = 0
        self.summary_at = -1

    def maybe(self) -> None:
        """Check when 10 more events are in and the table waits for the person, and at every round summary."""
        live = self.live
        record = live.controller.match.record
        length = len(record)
        seat = live.controller.waiting_for
        if live.controller.reading.game == "dominoes" and live.table.scene_.panel_kind == "round":
            if record[-1]["event"] != "round_start" or self.summary_at == length:
                return  # checked already, or the next round has begun under the summary
            self.summary_at = length
            self.check(answer=True)
            self.summaries += 1
            return
        if live.controller.reading.game == "cribbage" and live.table.scene_.show_panel.waiting():
            if record[-1]["event"] != "deal" or self.summary_at == length:
                return  # checked already
            self.summary_at = length
            self.check(answer=True)
            self.summaries += 1
            return
        if length < self.next_mark:
            return
        if live.controller.reading.game == "dominoes" and [e["event"] for e in record[-2:]] == [
            "round_end",
            "round_start",
        ]:
            return  # "Next round" was pressed, which the record does not hold: a resume shows the summary again
        if (
            live.controller.reading.game == "cribbage"
            and live.table.presenter.wait_after_show
            and shown_at_once(record)
        ):
            return  # "Next hand" was pressed, which the record does not hold: a resume shows the show again
        if seat is None or not live.controller.is_human(seat) or not live.table.presenter.my_turn():
            return  # only when the table has caught up and waits for the person (a turn or a dialog)
        self.next_mark = (length // 10 + 1) * 10
        self.check()

    def check(self, answer: bool = False) -> None:
        """Resume the record in a fresh window and compare; ``answer``: then press the resumed
        table's "Next round" / "Next hand", and the next deal must come on its felt."""
        live = self.live
        session = live.keeper.session
        assert session is not None and live.controller.flush(10)
        if self.reader is None:
            self.reader = MatchLibrary(live.keeper.library.root, durable=False)
        loaded = self.reader.load(session.id)
        assert loaded.record == live.controller.match.record
        fresh = MainWindow(self.settings, keep_in_library=False)
        self.qtbot.addWidget(fresh)
        fresh.resize(live.size())
        fresh.show()
        try:
            fresh.show_match(loaded.meta.game, loaded.match, loaded.seats, loaded.options)
            want = snapshot(live)
            self.qtbot.waitUntil(lambda: snapshot(fresh) == want, timeout=3000)
            if answer:
                self.answer(fresh, deals=sum(e["event"] in ("round_start", "deal") for e in loaded.record))
        except (AssertionError, WaitTimeout):
            got = snapshot(fresh)
            diff = {k: (want[k], got.get(k)) for k in want if want[k] != got.get(k)}
            raise AssertionError(f"after {len(loaded.record)} events the resumed table differs: {diff}") from None
        finally:
            fresh.stop_match()
            fresh.close()
        self.checks += 1

    def answer(self, fresh: Any, deals: int) -> None:
        table = fresh.table
        assert table.presenter.ending  # the round's end on the felt, its next deal held back
        if fresh.controller.reading.game == "dominoes":
            dd.click_item(self.qtbot, table, table.scene_.panel.buttons[0])
        else:
            table.scene_.show_panel.clicked.emit()
        self.qtbot.waitUntil(lambda: not table.presenter.ending, timeout=3000)
        assert len(table.sheet()[1]) == deals  # the next deal's row on the score sheet


def live_window(qtbot: Any, settings: Any, tmp_path: Any, monkeypatch: Any) -> Any:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    win = MainWindow(settings, keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    return win


def play_dominoes(qtbot: Any, win: Any, checker: Checker, max_events: int) -> None:
    """Play the person's turns (the first ``max_events`` events: a match to 250 is long), checking as it goes."""
    driver = dd.Driver(qtbot, win, use_keys=lambda n: False)
    c = win.controller
    while c.match.outcome is None and len(c.match.record) < max_events:
        driver.wait_for_person_or_end()
        checker.maybe()
        if c.match.outcome is not None:
            break
        if win.table.scene_.panel_kind == "round":
            dd.click_item(qtbot, win.table, win.table.scene_.panel.buttons[0])
            continue
        driver.one_turn()


def play_cribbage(qtbot: Any, win: Any, checker: Checker, timeout_s: float = 50.0) -> None:
    driver = cd.Driver(qtbot, win)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        table = win.table
        if win.controller.match.outcome is not None and not table.presenter.running:
            return
        quiet = table.dialog is not None or table.presenter.my_turn() or table.scene_.show_panel.waiting()
        if quiet:
            checker.maybe()
        if table.dialog is not None:
            driver.handle_dialog(table.dialog)
        elif table.scene_.show_panel.waiting():
            table.scene_.show_panel.clicked.emit()
        elif table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(1)
    raise AssertionError("the match did not finish in time")


@pytest.mark.parametrize("players", [2, 4])
def test_dominoes_resumes_exactly_at_every_tenth_event(qtbot, tmp_path, monkeypatch, players: int) -> None:
    settings = dd.Settings()
    win = live_window(qtbot, settings, tmp_path, monkeypatch)
    kinds = ["human"] + ["computer"] * (players - 1)
    seats = [{"name": "Ann", "kind": "human", "level": None}] + [
        {"name": f"Computer {i}", "kind": "computer", "level": "easy"} for i in range(1, players)
    ]
    assert len(seats) == len(kinds)
    win.start_match({"game": "dominoes", "seats": seats, "options": {"players": players}}, seed=5)
    checker = Checker(qtbot, win, settings)
    play_dominoes(qtbot, win, checker, max_events=160)
    assert checker.checks >= 5
    assert checker.summaries >= 1  # a resume while a round's summary waited for the person
    win.stop_match()


@pytest.mark.parametrize("partnerships", [False, True], ids=["two players, Muggins", "partnerships"])
def test_cribbage_resumes_exactly_at_every_tenth_event(qtbot, tmp_path, monkeypatch, partnerships: bool) -> None:
    settings = cd.Settings()
    win = live_window(qtbot, settings, tmp_path, monkeypatch)
    kinds = ["human", "computer", "computer", "computer"] if partnerships else ["human", "computer"]
    cd.start(win, kinds, seed=4, target=61, muggins=True, partnerships=partnerships)
    checker = Checker(qtbot, win, settings)
    play_cribbage(qtbot, win, checker)
    assert checker.checks >= 5
    win.stop_match()


def test_cribbage_resumes_at_next_hand_as_it_was_left(qtbot, tmp_path, monkeypatch) -> None:
    """Counted automatically (no Muggins) with the show kept until "Next hand" (reduced motion keeps
    it): a match resumed while the panel waits shows the hand as it ended, the panel with every count
    of the hand and its button, and the next deal only once it is pressed."""
    settings = cd.Settings(reduce_motion="on")
    win = live_window(qtbot, settings, tmp_path, monkeypatch)
    cd.start(win, ["human", "computer"], seed=4, target=61, muggins=False)
    assert win.table.presenter.wait_after_show
    checker = Checker(qtbot, win, settings)
    play_cribbage(qtbot, win, checker)
    assert checker.summaries >= 3  # resumed at "Next hand" after several hands
    assert checker.checks >= 5
    win.stop_match()
