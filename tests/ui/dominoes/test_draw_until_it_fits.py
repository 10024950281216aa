"""Issue 53: "Draw until it fits" draws a whole forced run with one key or one click.

The engine still gets one Draw per tile (the rules' one tile at a time);
the table asks again until a tile fits or the boneyard is empty, and the
notice (which the screen reader speaks) says how many tiles were drawn.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.engine.dominoes import DominoMatch, Tile
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings, click_item

pytestmark = pytest.mark.timeout(60)

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "computer", "level": "easy"}]


def _window(qtbot, **changes: object) -> MainWindow:
    win = MainWindow(Settings(**changes), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def _draws(win: MainWindow) -> list[dict[str, object]]:
    return [e for e in win.controller.reading.public_record(0) if e["event"] == "draw"]


def _nothing_fits(boneyard: str) -> DominoMatch:
    """Ann holds 6|6 5|5 against the line 1|2: she must draw."""
    return DominoMatch.from_position(["6|6 5|5", "0|5 3|4 2|2"], line="1|2", boneyard=boneyard, seed=4)


@pytest.mark.parametrize(("how", "animation_ms"), [("key", 0), ("click", 0), ("key", 40)])
def test_one_action_draws_until_a_tile_fits(qtbot, how: str, animation_ms: int) -> None:
    win = _window(qtbot, animation_ms=animation_ms)
    spoken: list[str] = []
    try:
        win.show_match("dominoes", _nothing_fits("3|3 4|4 0|0 1|6 2|3"), SEATS, {})
        table = win.table
        table.noticeShown.connect(spoken.append)
        qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
        assert table.scene_.draw_all_button.enabled
        if how == "key":
            qtbot.keyClick(table, Qt.Key.Key_D, Qt.KeyboardModifier.ShiftModifier)
        else:
            click_item(qtbot, table, table.scene_.draw_all_button)
        qtbot.waitUntil(lambda: table.presenter.my_turn() and not table.presenter.input.drawing, timeout=10000)
        assert len(_draws(win)) == 4  # 3|3, 4|4 and 0|0 do not fit; 1|6 does, and drawing stops
        assert win.controller.reading.view(0).forced_tile == Tile(1, 6)
        assert "You drew 4 tiles." in spoken
        assert not table.scene_.draw_all_button.enabled
    finally:
        win.stop_match()


def test_drawing_stops_when_the_boneyard_is_empty(qtbot) -> None:
    win = _window(qtbot)
    try:
        win.show_match("dominoes", _nothing_fits("3|3 4|4"), SEATS, {})
        table = win.table
        qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
        qtbot.keyClick(table, Qt.Key.Key_D, Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: table.scene_.notice.text == "You drew 2 tiles.", timeout=10000)
        assert len(_draws(win)) == 2 and table.presenter.state.can_pass
    finally:
        win.stop_match()


def test_a_plain_d_still_draws_one_tile_and_the_keys_list_names_shift_d(qtbot) -> None:
    win = _window(qtbot)
    try:
        win.show_match("dominoes", _nothing_fits("3|3 4|4 0|0 1|6 2|3"), SEATS, {})
        table = win.table
        qtbot.waitUntil(lambda: table.presenter.my_turn(), timeout=10000)
        qtbot.keyClick(table, Qt.Key.Key_D)
        qtbot.waitUntil(lambda: table.presenter.my_turn() and len(_draws(win)) == 1, timeout=10000)
        qtbot.wait(100)
        assert len(_draws(win)) == 1
        table.show_keys(True)
        assert "Shift+D" in table.keys_text()
    finally:
        win.stop_match()
