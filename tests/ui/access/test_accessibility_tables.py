"""The tables as a screen reader meets them: walked through Qt's accessibility interfaces."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from muggins_desktop.ui.access import accessibility
from muggins_desktop.ui.access.spoken import tile_words
from muggins_desktop.ui.access.tree import unnamed_controls, walk_accessible
from muggins_desktop.ui.text.card_words import card_words
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui import cribbage_driver
from tests.ui.dominoes_driver import Settings


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def names_in_tree(root) -> list[str]:
    return [(node.text(QAccessible.Text.Name) or "") for node in walk_accessible(root)]


def start_dominoes(window, kinds=("human", "computer"), seed=3):
    names = ["Ann", "Bob", "Cy", "Di"]
    seats = [{"name": names[i], "kind": k, "level": "easy" if k == "computer" else None} for i, k in enumerate(kinds)]
    return window.start_match(
        {"game": "dominoes", "players": len(kinds), "seats": seats, "options": {"players": len(kinds)}}, seed=seed
    )


def wait_for_my_turn(qtbot, window):
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)


def test_start_page_has_no_unnamed_control(window):
    assert unnamed_controls(window) == []


def test_dominoes_tree_names_hand_tiles_ends_and_boneyard(qtbot, window):
    controller = start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    table = window.table
    assert unnamed_controls(window) == []
    names = names_in_tree(window)
    assert "Dominoes table" in names and "Felt" in names
    view = controller.reading.view(table.presenter.viewer)
    for tile in view.hand:
        assert any(n.startswith(f"Tile {tile_words(tile.a, tile.b)}") for n in names), (tile, names)
    playable = [n for n in names if n.startswith("Tile ") and n.endswith("playable")]
    assert len(playable) == len(table.presenter.legal_tiles())
    assert f"Boneyard: {view.boneyard_count} tiles" in names or f"Boneyard: {view.boneyard_count} tile" in names
    if view.line:
        assert any(n.startswith("Open ends: ") for n in names)
    else:
        assert "The line is empty: the leader may open with any tile." in names
    assert any(n.startswith("Ann: ") and "points" in n for n in names)
    assert any(n.startswith("Bob: ") and "tiles left" in n for n in names)


def test_dominoes_open_ends_named_after_a_play(qtbot, window):
    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    table = window.table
    while not table.presenter.view(table.presenter.viewer).line:
        tile = table.presenter.legal_tiles()[0]
        table.presenter.input.play(tile, table.presenter.ends_for(tile)[0])
        wait_for_my_turn(qtbot, window)
    line = table.presenter.view(table.presenter.viewer).line
    from muggins_desktop.ui.dominoes.texts import end_sum_text

    assert f"Open ends: {end_sum_text(line)}" in names_in_tree(window)


def test_selection_is_named(qtbot, window):
    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    selected = window.table.presenter.selected
    assert selected is not None
    assert f"Tile {tile_words(selected.a, selected.b)}, playable, selected" in names_in_tree(window)


def test_turn_change_is_announced(qtbot, window):
    said: list[str] = []
    window.matchStarted.connect(lambda _c: window.table_voice.announced.connect(said.append))
    start_dominoes(window, ("human", "computer"), seed=5)
    wait_for_my_turn(qtbot, window)
    assert any(text.startswith("Ann") for text in said), said
    assert accessibility.history and accessibility.history[-1] == said[-1]
    # The computer's move is told too, once it has moved.
    table = window.table
    tile = table.presenter.legal_tiles()[0]
    before = len(said)
    table.presenter.input.play(tile, table.presenter.ends_for(tile)[0])
    qtbot.waitUntil(lambda: any(t.startswith("Bob") for t in said[before:]), timeout=10000)


def test_read_the_table_key_speaks_a_summary(qtbot, window):
    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    said: list[str] = []
    window.table_voice.announced.connect(said.append)
    window.act_read_table.trigger()
    assert said and "Boneyard" in said[-1] and "Your hand" in said[-1]
    assert window.act_read_table.shortcut().toString() == "Ctrl+R"


def test_one_person_match_never_says_pass_the_screen(qtbot, window):
    seen: list[str] = []
    window.status_label.linkActivated  # noqa: B018 - the label exists
    start_dominoes(window)
    window.table.statusChanged.connect(seen.append)
    wait_for_my_turn(qtbot, window)
    table = window.table
    for _ in range(3):
        if not table.presenter.legal_tiles():
            break
        tile = table.presenter.legal_tiles()[0]
        table.presenter.input.play(tile, table.presenter.ends_for(tile)[0])
        qtbot.waitUntil(
            lambda: table.presenter.my_turn() or window.controller.reading.outcome is not None, timeout=10000
        )
    assert not any("Pass the screen" in text for text in seen), seen


def test_cribbage_table_is_named(qtbot):
    win = MainWindow(cribbage_driver.Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    try:
        cribbage_driver.start(win, ["human", "computer"], seed=4)
        qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
        assert unnamed_controls(win) == []
        names = names_in_tree(win)
        assert "Cribbage table" in names
        view = win.table.presenter.view()
        for i, card in enumerate(view.hand):
            assert any(n.startswith(f"Card {i + 1}: {card_words(card)}") for n in names), names
        assert any(n.startswith("Crib: ") for n in names)
        assert any(n.startswith("Starter: ") for n in names)
        assert any(n.startswith("Board: ") for n in names)
    finally:
        win.stop_match()


# ------------------------------------------------------------------ settings hooked up
def test_high_contrast_setting_gives_the_black_felt_and_the_app_palette(qtbot, window):
    from muggins_desktop.ui.looks.painting import HIGH_CONTRAST_THEME

    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    try:
        window.apply_settings(Settings(high_contrast="on"))
        assert window.table.theme == HIGH_CONTRAST_THEME
        assert accessibility.app_high_contrast()
        window.apply_settings(Settings(high_contrast="off", theme="blue"))
        assert window.table.theme == "blue" and not accessibility.app_high_contrast()
    finally:
        accessibility.set_app_high_contrast(None, False)


def test_text_scale_grows_the_table_text(qtbot, window):
    from muggins_desktop.ui.looks.painting import make_font

    try:
        small = make_font(16).pixelSize()
        window.apply_settings(Settings(text_scale=1.5))
        assert make_font(16).pixelSize() == round(small * 1.5)
    finally:
        accessibility.apply_text_scale(None, 1.0)
    assert make_font(16).pixelSize() == small


def test_reduced_motion_stops_slides_but_keeps_the_show_panel(qtbot):
    from muggins_desktop.ui.table.pace import paced, reduced_motion

    moving = Settings(animation_ms=200, reduce_motion="off")
    still = Settings(animation_ms=200, reduce_motion="on")
    assert paced(moving).animation_ms > 0 and paced(still).animation_ms == 0
    assert paced(still).linger_ms == paced(moving).linger_ms > 0  # pauses for reading stay
    assert not reduced_motion(Settings(reduce_motion="auto"))  # offscreen: no desktop wish
    win = MainWindow(cribbage_driver.Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.show()
    try:
        cribbage_driver.start(win, ["human", "computer"], seed=4)
        win.apply_settings(Settings(reduce_motion="on", animation_ms=200))
        assert win.table.animation_ms == 0 and win.table.presenter.wait_after_show
    finally:
        win.stop_match()


def test_messages_stay_until_the_next_key(qtbot, window):
    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    window.apply_settings(Settings(messages_stay=True))
    table = window.table
    table.scene_.show_notice("A note")
    qtbot.wait(50)
    assert not table.scene_.notice_timer.isActive()
    assert table.scene_.notice.text == "A note"
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert table.scene_.notice.text == ""


def test_cyrillic_d_draws_in_dominoes(qtbot, window):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    table = window.table
    calls: list[str] = []
    table.presenter.input.draw = lambda: calls.append("draw")
    table.presenter.input.pass_turn = lambda: calls.append("pass")
    QApplication.sendEvent(table, QKeyEvent(QEvent.Type.KeyPress, 0x414, Qt.KeyboardModifier.NoModifier, "д"))
    QApplication.sendEvent(table, QKeyEvent(QEvent.Type.KeyPress, 0x41F, Qt.KeyboardModifier.NoModifier, "п"))
    assert calls == ["draw", "pass"]


def test_a_refused_move_is_spoken(qtbot, window):
    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    said: list[str] = []
    window.table_voice.announced.connect(said.append)
    table = window.table
    if not table.presenter.legal_tiles():
        pytest.skip("no tile fits in this position")
    table.presenter.controller.submit(__import__("muggins_desktop.engine.dominoes", fromlist=["Draw"]).Draw())
    assert said, "the refusal was not announced"


def test_tracks_differ_without_colour(qtbot):
    from muggins_desktop.ui.cribbage.board.item import (
        LANE_STYLES,
        TRACK_COLOURS,
        BoardItem,
        track_colour,
        track_of_colour,
        track_shape,
    )

    assert len(set(LANE_STYLES)) == len(TRACK_COLOURS)
    outlines = {track_shape(t, 10).elementCount() for t in range(4)}
    assert len(outlines) == 4  # circle, square, diamond, triangle
    assert [track_of_colour(track_colour(t)) for t in range(4)] == [0, 1, 2, 3]
    board = BoardItem(121, 4, animation_ms=0)
    assert [board._lane_pen(t).style() for t in range(4)] == list(LANE_STYLES)


def test_every_table_text_reaches_aa_on_every_felt(qtbot):
    import importlib.util
    from pathlib import Path

    from muggins_desktop.ui.access.accessibility import AA_LARGE, AA_TEXT

    path = Path(__file__).resolve().parents[3] / "tools" / "table_contrast.py"
    spec = importlib.util.spec_from_file_location("table_contrast", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    failing = [
        (name, theme, round(r, 2))
        for name, large, ratios in tool.measure()
        for theme, r in ratios.items()
        if r < (AA_LARGE if large else AA_TEXT)
    ]
    assert failing == []
    assert not accessibility.app_high_contrast()


def test_keyboard_cursor_is_spoken_and_tiles_read_as_numbers(qtbot, window):
    from muggins_desktop.ui.access.voice import spoken

    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    said: list[str] = []
    window.table_voice.announced.connect(said.append)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    tile = window.table.presenter.selected
    qtbot.waitUntil(lambda: bool(said) and said[-1].startswith(f"Tile {tile_words(tile.a, tile.b)} selected"))
    assert spoken("Bob: plays [0|2] on the left end.") == "Bob: plays blank–two on the left end."
    assert spoken("Bob: plays [6|6], You draw [3|5].") == "Bob: plays double six, You draw three–five."


def test_score_sheet_describes_its_totals(qtbot, window):
    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    table = window.table
    tile = table.presenter.legal_tiles()[0]
    table.presenter.input.play(tile, table.presenter.ends_for(tile)[0])
    wait_for_my_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.sheet.accessibleDescription().startswith("Totals: Ann "), timeout=5000)
    scores = window.controller.reading.scores
    assert f"Ann {scores[0]}, Bob {scores[1]}" in window.sheet.accessibleDescription()
    assert window.sheet.accessibleName() == "Score sheet"


def test_cribbage_turns_and_opponents_are_announced(qtbot):
    win = MainWindow(cribbage_driver.Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.show()
    said: list[str] = []
    win.matchStarted.connect(lambda _c: win.table_voice.announced.connect(said.append))
    try:
        cribbage_driver.start(win, ["human", "computer"], seed=4)
        qtbot.waitUntil(lambda: win.table.presenter.my_turn(), timeout=10000)
        assert any(text.startswith("Ann") for text in said), said  # your turn
        p = win.table.presenter
        for card in list(p.view().hand)[:2]:
            p.input.click_card(card)
        before = len(said)
        assert p.input.lay_away()
        # The computer's moves after yours, in the log's words.
        qtbot.waitUntil(lambda: any("Bob" in text for text in said[before:]), timeout=10000)
        win.act_read_table.trigger()
        assert "Starter" in said[-1] and "Crib" in said[-1]
    finally:
        win.stop_match()


def test_the_list_of_keys_is_spoken(qtbot, window):
    start_dominoes(window)
    wait_for_my_turn(qtbot, window)
    said: list[str] = []
    window.table_voice.announced.connect(said.append)
    qtbot.keyClick(window.table, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: bool(said), timeout=2000)
    assert window.table.scene_.panel_kind == "keys"
    assert "D" in said[-1] and len(said[-1]) > 40, said
