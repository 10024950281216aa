"""Issue 12, finding 8: a pace a person can follow.

With the pace on (any animation time above 0), a finished count of 31, a
go and the last card stay in view for one beat before the count is cleared,
"go" is said on the felt, and the final position of the play is still on
the table when the first count of the show begins, before any dialog covers
it. The match waits (the controller is held) while a beat runs.
"""

from __future__ import annotations

import time

import pytest

from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Driver, Settings, start


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(animation_ms=20, pace="fast"), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def test_counts_and_gos_stay_in_view_and_the_show_waits(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=11)
    table, controller = window.table, window.controller
    scene = table.scene_
    assert table.pace_ms == 450  # "fast": 3/4 of the shared linger (600 ms)
    notices: list[str] = []
    table.noticeShown.connect(notices.append)
    kept: list[tuple[str, int, bool, bool]] = []  # event, cards in view, held, dialog open
    gos = []

    def after(events) -> None:
        kinds = {e["event"] for e in events}
        gos.extend(e for e in events if e["event"] == "go")
        play_over = controller.match.phase != "pegging" and kinds & {"peg", "go_point"}
        if "reset" in kinds or play_over:
            kept.append(
                (
                    "reset" if "reset" in kinds else "end",
                    len(scene.count.items),
                    controller.held,
                    table.dialog is not None,
                )
            )

    controller.eventsApplied.connect(after)
    driver = Driver(qtbot, window)
    deadline = time.monotonic() + 60
    hand = controller.match.hand_no
    while time.monotonic() < deadline and not (controller.match.phase == "show" or controller.match.hand_no > hand):
        if table.dialog is not None:
            driver.handle_dialog(table.dialog)
        elif table.presenter.my_turn():
            driver.act()
        else:
            qtbot.wait(5)
    assert [k[0] for k in kept].count("end") == 1, kept
    for _event, shown, held, dialog in kept:
        # The finished count is still on the table, the match waits, no dialog covers it.
        assert shown >= 1 and held and not dialog
    started = time.monotonic()
    qtbot.waitUntil(lambda: not table.presenter.running, timeout=5000)
    assert time.monotonic() - started >= 0.2  # the beat held the position in view
    if gos:
        assert any("go" in n.lower() for n in notices), notices
