"""Complete dominoes matches played through the real main window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt

from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Driver, Settings, click_item, computers_seeded, features, find_seed, simulate


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def seats(kinds: list[str]) -> list[dict]:
    names = ["Ann", "Bob", "Cy", "Di"]
    return [{"name": names[i], "kind": k, "level": "easy" if k == "computer" else None} for i, k in enumerate(kinds)]


def start(window, kinds: list[str], seed: int, target: int | None = None):
    players = len(kinds)
    options = {"players": players}
    if target is not None:
        options["target"] = target
    with computers_seeded(seed):  # the computers play as in ``simulate(seed, ...)``
        return window.start_match(
            {"game": "dominoes", "players": players, "seats": seats(kinds), "options": options}, seed=seed
        )


def check_final_screen(window, match) -> None:
    table = window.table
    outcome = match.outcome
    assert outcome is not None and table.scene_.panel_kind == "match"
    winner = window.controller.name(outcome.winner)
    # The one person at the screen reads "You win the match!" (issue 12, finding 13).
    you_won = window.controller.humans == [outcome.winner]
    assert (table.scene_.panel.title == "You win the match!") if you_won else winner in table.scene_.panel.title
    # The winner reached the target; the sheet's totals are the final scores.
    assert outcome.scores[outcome.winner] >= match.target
    assert window.sheet.totals == list(outcome.scores)
    assert table.scene_.panel.rows[-1][1:] == [str(s).replace("-", "\u2212") for s in outcome.scores]
    assert ("You win" if you_won else "wins") in window.status_text()


def check_round_summary(panel, match) -> None:
    end = [e for e in match.record if e["event"] == "round_end"][-1]
    for seat, row in enumerate(panel.rows):
        pips, penalty = end["remaining"][seat], end["penalties"][seat]
        # Rounding to the nearest five, shown next to the pip sum.
        assert row[2] == str(pips)
        assert int(row[3]) == penalty and penalty % 5 == 0 and abs(penalty - pips) <= 2
        assert row[4] == (f"−{penalty}" if penalty else "0")
        assert sum(a + b for a, b in row[1]) == pips


def test_person_against_computer_full_match(qtbot, window) -> None:
    kinds = ["human", "computer"]
    seed = find_seed(2, kinds, ["forced_draw", "pass", "blocked", "went_out"])
    expected = simulate(seed, 2, kinds)
    start(window, kinds, seed)
    driver = Driver(qtbot, window)
    summaries = []
    driver.on_round_summary = lambda panel: (
        check_round_summary(panel, window.controller.match),
        summaries.append(panel.title),
    )
    driver.play_match()
    match = window.controller.match
    assert match.record == expected.record  # the clicks did exactly what was meant
    assert match.target == 250
    check_final_screen(window, match)
    seen = features(match, 0)
    assert seen["forced_draw"] and seen["pass"] and seen["blocked"]
    assert driver.seen["forced"] >= 1 and driver.seen["pass"] >= 1 and driver.seen["draw"] >= 1
    assert driver.seen["keys"] >= 1 and driver.seen["popup"] >= 1
    assert any("blocked" in t for t in summaries)
    assert driver.seen["round_summary"] == sum(1 for e in match.record if e["event"] == "round_end")
    # Penalties reach the sheet: each finished round shows them.
    ends = [e for e in match.record if e["event"] == "round_end"]
    for row, end in zip(window.sheet.rows, ends, strict=False):
        assert [cell[1] for cell in row[1]] == [f"−{p}" if p else "0" for p in end["penalties"]]
    assert window.log.count() > 10


def test_two_people_at_one_screen_with_cover(qtbot, window) -> None:
    kinds = ["human", "human"]
    seed = 5
    expected = simulate(seed, 2, kinds)
    start(window, kinds, seed)
    driver = Driver(qtbot, window, use_keys=lambda n: n % 4 == 2)
    driver.play_match()
    match = window.controller.match
    assert match.record == expected.record
    check_final_screen(window, match)
    assert driver.seen["cover"] >= 10
    # After each hand-over only the person to act saw their tiles.
    assert not window.game_area.cover.isVisible()
    # The shared log never names a drawn tile.
    texts = window.log.lines()
    assert any(": draws" in t for t in texts) and not any(": draws [" in t for t in texts)


def test_three_players_person_and_two_computers(qtbot, window) -> None:
    kinds = ["computer", "human", "computer"]
    seed = find_seed(3, kinds, ["forced_draw", "pass"], human=1, max_events=600)
    expected = simulate(seed, 3, kinds)
    start(window, kinds, seed)
    driver = Driver(qtbot, window)
    driver.play_match()
    match = window.controller.match
    assert match.record == expected.record
    check_final_screen(window, match)
    # Seat 1 sits at the bottom; the other two face down at the top with counts.
    table = window.table
    assert table.presenter.viewer == 1


def test_drag_and_drop_plays_a_tile(qtbot, window) -> None:
    start(window, ["human", "computer"], seed=11)
    driver = Driver(qtbot, window)
    driver.wait_for_person_or_end()
    c, table = window.controller, window.table
    # Make sure the line is started, so ends exist to drop on.
    while not c.match.line.tiles or not any(len(table.presenter.ends_for(t)) for t in table.presenter.legal_tiles()):
        driver.one_turn()
        driver.wait_for_person_or_end()
    tile = table.presenter.legal_tiles()[0]
    end = table.presenter.ends_for(tile)[0]
    item = next(it for it in table.scene_.hand.items.values() if it.key == tile)
    before = len(c.match.record)
    start_pos = table.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mousePress(table.viewport(), Qt.MouseButton.LeftButton, pos=start_pos)
    # Show the targets by starting the drag, then drop on the slot.
    slot = table.scene_.line.end_slots[end]
    mid = table.mapFromScene(item.sceneBoundingRect().center())
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    def move(to: QPoint) -> None:
        ev = QMouseEvent(
            QMouseEvent.Type.MouseMove,
            to,
            table.viewport().mapToGlobal(to),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(table.viewport(), ev)

    move(mid + QPoint(15, -15))
    assert slot.isVisible()
    target = table.mapFromScene(slot.sceneBoundingRect().center())
    move(target)
    qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, pos=target)
    qtbot.waitUntil(lambda: len(c.match.record) > before)
    play = c.match.record[before]
    assert play["event"] == "play" and sorted(play["tile"]) == sorted([tile.a, tile.b]) and play["end"] == end.value


def test_refused_action_is_reported(qtbot, window) -> None:
    from muggins_desktop.engine.dominoes import Pass

    start(window, ["human", "computer"], seed=3)
    Driver(qtbot, window).wait_for_person_or_end()
    with qtbot.waitSignal(window.controller.actionRefused) as blocker:
        window.controller.submit(Pass())
    assert blocker.args[0].code in ("must_play", "boneyard_not_empty")
    assert window.controller.match.to_act == 0


def test_refusals_show_on_the_table_translated(qtbot, window) -> None:
    """Issue 12 #6: a dimmed tile, D or the boneyard while a tile fits say why."""
    from muggins_desktop.engine.dominoes import PlayTile

    kinds = ["human", "computer"]
    start(window, kinds, seed=3)
    driver = Driver(qtbot, window)
    table = window.table
    for _ in range(40):
        driver.wait_for_person_or_end()
        view = window.controller.reading.view(0)
        fits = {a.tile for a in view.legal_actions if isinstance(a, PlayTile)}
        blocked = [t for t in view.hand if t not in fits]
        if fits and blocked and view.forced_tile is None:
            break
        driver.one_turn()
    else:
        pytest.skip("no position with a dimmed tile")
    before = list(window.controller.match.record)
    click_item(qtbot, table, table.scene_.hand.items[blocked[0].key])
    assert table.scene_.notice.text and "{" not in table.scene_.notice.text and "%" not in table.scene_.notice.text
    assert table.scene_.notice.isVisible()
    table.scene_.notice.set_text("")
    qtbot.keyClick(table, Qt.Key.Key_D)
    assert table.scene_.notice.text and "{" not in table.scene_.notice.text
    table.scene_.notice.set_text("")
    click_item(qtbot, table, table.scene_.boneyard)
    assert table.scene_.notice.text
    assert window.controller.match.record == before


def test_window_resizes_keep_the_whole_line_visible(qtbot, window) -> None:
    from muggins_desktop.ui.screenshots.dominoes_demo import demo_seats, rich_dominoes

    match = rich_dominoes(460, 4)
    window.show_match("dominoes", match, demo_seats(4, "Ann", lambda i: f"C{i}"), {"players": 4})
    table = window.table
    for size in ((800, 600), (1280, 800), (1920, 1080), (3000, 1800)):
        window.resize(*size)
        qtbot.waitUntil(lambda: table.viewport().width() > 0)
        qtbot.wait(10)
        table.refresh()
        area = table.viewport().rect()
        rects = [
            QRectF(it.pos(), QSizeF(*it.size())).adjusted(0.5, 0.5, -0.5, -0.5)
            for it in table.scene_.line.items.values()
        ]
        assert len(rects) == len(match.line.tiles) >= 20
        for r in rects:
            assert area.contains(table.mapFromScene(r.center()))
            assert r.left() >= 0 and r.top() >= 0 and r.right() <= area.width() and r.bottom() <= area.height()
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert not a.intersects(b)
        # The line never covers the hand or the opponents.
        hand = [QRectF(it.pos(), QSizeF(*it.size())) for it in table.scene_.hand.items.values()]
        for r in rects:
            assert not any(r.intersects(h) for h in hand)
            assert not any(r.intersects(s.sceneBoundingRect()) for s in table.scene_.seat_items.values())


def test_start_page_and_new_game_dialog(qtbot, window) -> None:
    assert window.stack.currentWidget() is window.start_page
    click = window.start_page.dominoes_button
    qtbot.mouseClick(click, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.players_spin.setValue(3)
    assert "200" in dialog.target_label.text()
    dialog.players_spin.setValue(2)
    assert "250" in dialog.target_label.text()
    dialog.seat_names[0].setText("Zoe")
    dialog.seat_levels[1].setCurrentIndex(0)
    config = dialog.config()
    assert config["seats"][0] == {"name": "Zoe", "kind": "human", "level": None}
    assert config["seats"][1]["kind"] == "computer" and config["seats"][1]["level"] == "random"  # index 0
    assert config["options"] == {"players": 2, "target": 250}
    # Cribbage options: Lowball switches Muggins off and says so.
    dialog.game_combo.setCurrentIndex(1)
    dialog.muggins_check.setChecked(True)
    dialog.lowball_check.setChecked(True)
    assert not dialog.muggins_check.isEnabled() and not dialog.lowball_note.isHidden()
    assert dialog.config()["options"]["muggins"] is False
    dialog.game_combo.setCurrentIndex(0)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller is not None)
    assert window.controller.name(0) == "Zoe"
    assert window.stack.currentWidget() is window.game_area
    Driver(qtbot, window).wait_for_person_or_end()
    assert "Zoe" in window.status_text()


def test_animations_slide_tiles_into_place(qtbot) -> None:
    settings = Settings()
    settings.animation_ms = 60
    win = MainWindow(settings, keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    start(win, ["human", "computer"], seed=11)
    driver = Driver(qtbot, win, use_keys=lambda n: False)
    c, table = win.controller, win.table
    for _ in range(4):
        driver.wait_for_person_or_end()
        if c.match.outcome is not None or table.scene_.panel_kind:
            break
        driver.one_turn()
        # Slides end where the layout says.
        qtbot.waitUntil(lambda: not table.scene_.animating, timeout=3000)
    assert not table.scene_.animating
    hand = table.scene_.hand.sceneBoundingRect().adjusted(-1, -1, 1, 1)
    for item in table.scene_.hand.items.values():
        assert hand.contains(item.sceneBoundingRect().center())
    line = table.scene_.line.sceneBoundingRect().adjusted(-1, -1, 1, 1)
    for item in table.scene_.line.items.values():
        assert line.contains(item.sceneBoundingRect().center())
    win.stop_match()


def test_save_open_export_and_continue(qtbot, tmp_path, monkeypatch) -> None:
    import json

    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    win = MainWindow(Settings(), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    win.keeper.load()
    assert not win.start_page.continue_button.isEnabled()
    start(win, ["human", "computer"], seed=11)
    driver = Driver(qtbot, win)
    for _ in range(3):
        driver.wait_for_person_or_end()
        driver.one_turn()
    driver.wait_for_person_or_end()
    record = list(win.controller.match.record)
    assert win.files.save_match(tmp_path / "game.json")
    assert win.files.export_record(tmp_path / "game.jsonl")
    lines = (tmp_path / "game.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == json.loads(json.dumps(record))
    win.stop_match()
    win.close()  # the library closes: every event on disk, the match's lock given up

    # A new window offers to continue, and continuing restores the very match.
    again = MainWindow(Settings(), keep_in_library=True)
    qtbot.addWidget(again)
    again.show()
    again.keeper.load()
    assert again.start_page.continue_button.isEnabled()
    assert again.start_page.continue_button.text() == "Continue the last match"
    qtbot.mouseClick(again.start_page.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller is not None)
    assert again.controller.match.record == record
    assert again.controller.name(0) == "Ann"
    Driver(qtbot, again).wait_for_person_or_end()
    assert "Ann" in again.status_text()
    # Opening the saved file imports it: the same position, now the current match.
    again.open_saved(tmp_path / "game.json")
    assert again.controller.match.record == record
    assert again.keeper.latest_unfinished().id == again.keeper.session.id
    again.stop_match()


def test_log_never_shows_a_computers_drawn_tile(qtbot, window) -> None:
    kinds = ["human", "computer"]
    seed = find_seed(2, kinds, ["forced_draw"], max_events=600)
    start(window, kinds, seed)
    Driver(qtbot, window).play_match()
    texts = window.log.lines()
    record = window.controller.match.record
    bob_draws = [e for e in record if e["event"] == "draw" and e["player"] == 1]
    ann_draws = [e for e in record if e["event"] == "draw" and e["player"] == 0]
    assert bob_draws and ann_draws
    assert not any(t.startswith("Bob: draws [") for t in texts)
    assert any(t.startswith("Bob: draws") for t in texts)
    # The one person at the screen reads their own actions in the second person.
    assert any(t.startswith("You draw") for t in texts)
    assert not any(t.startswith("Ann: ") for t in texts)


def test_help_and_settings_dialogs_open_without_blocking(qtbot, window) -> None:
    from PySide6.QtWidgets import QApplication, QDialog

    window.dialogs.act_rules.trigger()
    window.dialogs.act_about.trigger()
    if window.dialogs.act_settings.isEnabled():
        window.dialogs.act_settings.trigger()
    qtbot.wait(20)
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    titles = [d.windowTitle() for d in dialogs]
    assert "Rules" in titles
    for dialog in dialogs:
        dialog.reject()


def test_keys_overlay_and_focus_after_panels(qtbot, window) -> None:
    """F1 or ? lists the keys; after it (and after the round panel) keys reach the table."""
    start(window, ["human", "computer"], seed=11)
    driver = Driver(qtbot, window)
    table = window.table
    driver.wait_for_person_or_end()
    qtbot.keyClick(table, Qt.Key.Key_F1)
    assert table.scene_.panel_kind == "keys" and len(table.scene_.panel.rows) >= 6
    qtbot.keyClick(table, Qt.Key.Key_Question)
    assert table.scene_.panel_kind == ""
    qtbot.keyClick(table, Qt.Key.Key_F1)
    click_item(qtbot, table, table.scene_.panel.buttons[0])
    assert table.scene_.panel_kind == "" and table.hasFocus()
    # Play on until a round summary; after "Next round" the table has the keys.
    for _ in range(300):
        driver.wait_for_person_or_end()
        if table.scene_.panel_kind or window.controller.match.outcome is not None:
            break
        driver.one_turn()
    if table.scene_.panel_kind == "round":
        qtbot.keyClick(table, Qt.Key.Key_Return)
        assert table.scene_.panel_kind == "" and table.hasFocus()


def test_pace_setting_scales_slides_and_keeps_the_final_position(qtbot) -> None:
    from muggins_desktop.ui.table.pace import paced

    slow = paced(Settings(animation_ms=200, ai_pause_ms=600, pace="slow"))
    fast = paced(Settings(animation_ms=200, ai_pause_ms=600, pace="fast"))
    normal = paced(Settings(animation_ms=200, ai_pause_ms=600, pace="normal"))
    odd = paced(Settings(animation_ms=200, ai_pause_ms=600, pace="brisk"))  # an unknown word plays at normal
    assert fast.animation_ms < normal.animation_ms and fast.ai_pause_ms < normal.ai_pause_ms
    assert odd == normal
    assert normal.linger_ms > 0 and paced(Settings()).linger_ms == 0  # tests: no animation, no lingering
    assert slow.linger_ms > normal.linger_ms


def test_both_tables_follow_the_table_protocol(qtbot, window) -> None:
    from muggins_desktop.ui.table.protocol import Table
    from muggins_desktop.ui.window.main_window import table_class

    start(window, ["human", "computer"], seed=2)
    assert isinstance(window.table, Table)
    cribbage = table_class("cribbage")(None, animation_ms=0, theme="green")
    qtbot.addWidget(cribbage)
    assert isinstance(cribbage, Table)


def test_score_sheet_is_current_when_the_round_panel_shows(qtbot, window) -> None:
    start(window, ["human", "computer", "computer"], seed=8)
    driver = Driver(qtbot, window)
    table = window.table
    for _ in range(300):
        driver.wait_for_person_or_end()
        if table.scene_.panel_kind:
            break
        driver.one_turn()
    assert table.scene_.panel_kind == "round"
    c = window.controller
    assert window.sheet.totals == c.reading.scores
    first = window.sheet.rows[0][1]
    assert all(cells[1] != "" for cells in first)  # penalties of the finished round are on the sheet
    assert [cells[2] for cells in first] == [str(s).replace("-", "\u2212") for s in c.reading.scores]  # true minus sign


def test_small_window_tabs_the_side_panels_and_keeps_tiles_wide(qtbot, window) -> None:
    """Issue 12 #12: at 800x600 the docks share one tabbed column and hand tiles stay >= 36 px."""
    from muggins_desktop.ui.screenshots.dominoes_demo import demo_seats, rich_dominoes

    window.resize(800, 600)
    match = rich_dominoes(460, 4)
    window.show_match("dominoes", match, demo_seats(4, "Ann", lambda i: f"C{i}"), {"players": 4})
    window.menu_actions.act_sheet.setChecked(True)
    window.menu_actions.act_log.setChecked(True)
    qtbot.waitUntil(lambda: window.sheet_dock.isVisible())
    assert window.tabifiedDockWidgets(window.sheet_dock) == [window.log_dock]
    assert window.sheet_dock.width() <= 800 * 0.3 + 2
    assert window.table.scene_.hand.items and all(it.size()[0] >= 36 for it in window.table.scene_.hand.items.values())
    window.resize(1300, 850)
    qtbot.waitUntil(lambda: not window.tabifiedDockWidgets(window.sheet_dock))


def test_placed_tiles_keep_their_place_and_orientation(qtbot, window) -> None:
    """Issue 12 #7: between moves, no tile of the line turns or moves against its neighbours."""
    start(window, ["computer", "computer", "computer"], seed=4)
    table = window.table
    seen: dict[tuple, tuple] = {}
    rounds = [0]
    checked = [0]

    def after(_events) -> None:
        fitted = table.scene_.line.fitted
        view = window.controller.reading.view(0)
        if fitted is None or view.round_no != rounds[0]:
            seen.clear()
            rounds[0] = view.round_no
            return
        for placed in fitted.layout.tiles:
            key = (view.round_no, view.line[placed.index].key)
            where = (placed.rect, placed.first, placed.second)
            if key in seen:
                assert seen[key] == where, key
                checked[0] += 1
            seen[key] = where

    window.controller.eventsApplied.connect(after)
    # Three rounds are plenty: every round starts a new line.
    qtbot.waitUntil(lambda: rounds[0] >= 4 or window.controller.reading.outcome is not None, timeout=60000)
    assert checked[0] > 50
