"""What the Orca run under Xvfb (tools/orca_run.sh) showed a blind player was missing.

- Orca 43 (Debian 12) drops AT-SPI's announcement signal, so the whole
  round was silent: on Linux an announcement becomes a new description of
  the focused table, which Orca speaks; the hint comes back when the focus
  leaves.
- The round summary was painted only: it is now read when it opens, shown
  first in the table's facts, and no seat is "to play" under it.
- Enter did nothing on the start page's buttons (only Space pressed them).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QGuiApplication

from muggins_desktop.ui.access import accessibility
from muggins_desktop.ui.access.tree import walk_accessible
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Driver, Settings


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


@pytest.fixture
def linux_screen_reader(monkeypatch):
    """Behave as on X11/Wayland (the tests run on the offscreen platform)."""
    monkeypatch.setattr(accessibility, "FOCUS_DESCRIPTION_PLATFORMS", {QGuiApplication.platformName()})


def start_dominoes(window, seed=5):
    seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    return window.start_match({"game": "dominoes", "players": 2, "seats": seats, "options": {"players": 2}}, seed=seed)


def focus_table(qtbot, window):
    window.activateWindow()
    window.table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: window.table.hasFocus() and window.table.isActiveWindow(), timeout=3000)


def description(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def test_orca_hears_announcements_as_the_focused_tables_description(qtbot, window, linux_screen_reader):
    start_dominoes(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    focus_table(qtbot, window)
    table, voice = window.table, window.table_voice
    voice.flush()
    voice.say("Bob: plays [0|2] on the left end.")
    assert accessibility.history[-1] == "Bob: plays blank–two on the left end."
    voice.flush()
    assert description(table) == "Bob: plays blank–two on the left end."
    # The same sentence told again on purpose (the cursor back on a tile) still changes
    # the description, so Orca says it again.
    voice.say("Bob: plays [0|2] on the left end.", again=True)
    voice.flush()
    assert description(table).strip() == "Bob: plays blank–two on the left end."
    assert description(table) != "Bob: plays blank–two on the left end."
    # A real key on the table: the cursor's tile is spoken through the description.
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: description(table).startswith("Tile "), timeout=2000)
    # Focus leaves and comes back: Orca reads whose turn it is, then the keys hint.
    window.log.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: not table.hasFocus(), timeout=3000)
    focus_table(qtbot, window)
    assert description(table).startswith("Ann: ")  # the status line: whose turn, what to do
    assert description(table).endswith("Press Ctrl+R to hear the table, F1 or ? for the keys.")


def test_tab_lands_on_a_named_score_sheet_that_tells_the_totals(qtbot, window):
    from PySide6.QtWidgets import QAbstractScrollArea

    start_dominoes(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    table = window.table
    tile = table.presenter.legal_tiles()[0]
    table.presenter.input.play(tile, table.presenter.ends_for(tile)[0])
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    scroll = window.sheet.parentWidget()
    while not isinstance(scroll, QAbstractScrollArea):
        scroll = scroll.parentWidget()
    assert scroll.focusPolicy() != Qt.FocusPolicy.NoFocus  # Tab lands here (the Orca run: an unnamed filler)
    qtbot.waitUntil(lambda: description(scroll).startswith("Totals:"), timeout=3000)
    assert QAccessible.queryAccessibleInterface(scroll).text(QAccessible.Text.Name) == "Score sheet"
    assert "Ann" in description(scroll)
    # A new round's row of zeros is not "the last row": the round just scored is.
    sheet = window.sheet
    sheet.rows = [("1", [("15", "", "15"), ("-5", "", "-5")]), ("2", [("0", "", "15"), ("0", "", "-5")])]
    assert window.table_voice.describe_sheet().endswith("Last row 1: Ann 15, Bob -5")
    window.stop_match()  # before the sheet paints those made-up rows (closing a running match asks first)


def test_announcement_without_focus_leaves_descriptions_alone(qtbot, window, linux_screen_reader):
    start_dominoes(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    window.log.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: window.log.hasFocus(), timeout=3000)
    window.table_voice.flush()
    before = (description(window.table), description(window.log))
    window.table_voice.say("Bob: plays 0-2 on the left end.")
    window.table_voice.flush()
    assert (description(window.table), description(window.log)) == before
    assert accessibility.history[-1] == "Bob: plays 0-2 on the left end."
    # Orca 43 dropped that announcement (no focus on the table): it comes with the focus.
    focus_table(qtbot, window)
    assert description(window.table).startswith("Bob: plays 0-2 on the left end. Ann: ")
    assert description(window.table).endswith("F1 or ? for the keys.")


def test_other_platforms_keep_the_announcement_event(qtbot, window):
    start_dominoes(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    focus_table(qtbot, window)
    window.table_voice.flush()
    hint = description(window.table)
    window.table_voice.say("Bob: plays 0-2 on the left end.")
    window.table_voice.flush()
    assert description(window.table) == hint  # offscreen is not X11/Wayland: the event is sent instead


def play_to_round_end(qtbot, window) -> None:
    driver = Driver(qtbot, window, use_keys=lambda n: True)
    for _ in range(60):
        driver.wait_for_person_or_end()
        if window.table.scene_.panel_kind == "round" or window.controller.match.outcome is not None:
            return
        driver.one_turn()
    raise AssertionError("the round did not end")


def test_round_summary_is_read_and_shown_first_in_the_tree(qtbot, window):
    said: list[str] = []
    window.matchStarted.connect(lambda _c: window.table_voice.announced.connect(said.append))
    start_dominoes(window, seed=8)  # Bob leads the first round (sha256-v1 deals)
    play_to_round_end(qtbot, window)
    assert window.table.scene_.panel_kind == "round"
    qtbot.waitUntil(lambda: any(t.startswith("Round 1") for t in said), timeout=5000)
    summary = next(t for t in said if t.startswith("Round 1"))
    assert "Ann:" in summary and "Bob:" in summary and "Score" in summary
    assert summary.endswith("Press Enter for “Next round”.")
    assert not any("Click" in t for t in said), "the spoken round end still says Click"
    window.act_read_table.trigger()  # Ctrl+R: the summary first, and no "Click"
    assert said[-1].startswith("Round 1") and "Click" not in said[-1]
    mirror = window.table_voice.mirror
    names = [node.text(QAccessible.Text.Name) for node in walk_accessible(mirror)]
    facts = [n for n in names if n and n != "What is on the table"]
    assert facts[0] == summary
    assert not any(n.endswith("to play") for n in facts), "a seat is 'to play' under the round summary"
    # Enter deals the next round; the summary leaves the tree.
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.table.scene_.panel_kind != "round", timeout=5000)
    qtbot.waitUntil(lambda: not any(k == "panel" for k, _t in mirror.facts), timeout=5000)


def test_start_page_buttons_answer_to_enter(qtbot, window):
    from muggins_desktop.ui.window.start_page import StartPage

    page = window.findChild(StartPage)
    asked: list[str] = []
    page.newGameRequested.disconnect()  # no dialog in this test: just the signal
    page.newGameRequested.connect(asked.append)
    page.dominoes_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(page.dominoes_button, Qt.Key.Key_Return)
    assert asked == ["dominoes"]


def test_a_replaced_accessible_object_is_focused_again(qtbot, window, linux_screen_reader, monkeypatch):
    """F1 connects the keys panel to a table method: PySide adds a slot, the table's
    meta-object changes and Qt makes a new accessible object for it. Orca, still
    holding the old one, ignored every later announcement; now the focus is told again."""
    sent: list[tuple[object, object]] = []
    original = accessibility.send_event
    monkeypatch.setattr(accessibility, "send_event", lambda e: (sent.append((e.type(), e.object())), original(e)))
    start_dominoes(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    focus_table(qtbot, window)
    table = window.table

    def uid():
        return QAccessible.uniqueId(QAccessible.queryAccessibleInterface(table))

    window.table_voice.say("Bob: plays 0-2 on the left end.")
    window.table_voice.flush()
    first = uid()
    assert not sent
    qtbot.keyClick(table, Qt.Key.Key_F1)  # opens the keys panel (and reads it)
    qtbot.keyClick(table, Qt.Key.Key_F1)
    window.table_voice.flush()
    window.table_voice.say("Bob: plays 2-2 on the left end.")
    window.table_voice.flush()
    assert uid() != first  # the case the Orca run met: a new accessible object for the same table
    assert (QAccessible.Event.Focus, table) in sent
    assert description(table) == "Bob: plays 2-2 on the left end."


def test_sentences_said_together_reach_orca_as_one(qtbot, window, linux_screen_reader):
    """Orca interrupts a message with the next one: the computer's move, said 0.3 s
    before "Ann: your turn", was cut off in the run. Sentences close together go as one."""
    start_dominoes(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    focus_table(qtbot, window)
    voice, table = window.table_voice, window.table
    voice.flush()
    voice.say("You draw 5-5.")
    voice.say("Ann: no tile fits. Draw from the boneyard (click it or press D).")
    voice.say("Ann: no tile fits. Draw from the boneyard (click it or press D).")  # said twice: told once
    assert list(accessibility.history)[-2:] == [
        "You draw 5-5.",
        "Ann: no tile fits. Draw from the boneyard (click it or press D).",
    ]
    assert not description(table).startswith("You draw")  # still gathering
    qtbot.waitUntil(lambda: description(table).startswith("You draw"), timeout=2000)
    assert description(table) == "You draw 5-5. Ann: no tile fits. Draw from the boneyard (click it or press D)."


def test_the_turn_read_with_the_focus_is_not_said_again(qtbot, window, linux_screen_reader):
    """The match start was read twice: once as the table took the focus, once as
    the same turn sentence, gathered, changed the description a moment later."""
    start_dominoes(window)
    qtbot.waitUntil(lambda: window.table.presenter.my_turn(), timeout=10000)
    voice, table = window.table_voice, window.table
    window.log.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: window.log.hasFocus(), timeout=3000)
    voice.flush()
    status = table.status_text()
    voice.say(status)  # said while the focus is away (a dialog closing)
    focus_table(qtbot, window)
    read = description(table)
    assert read.startswith(status) and read.count(status) == 1
    voice.say(status)  # the turn again, right after the focus: already heard
    assert voice.flush() == ""
    assert description(table) == read
