"""Every ending in view (issue 28): the last play of a round stays on the table under its panel,
and the next deal waits until the panels about the last round have been answered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.engine.cribbage import CribbageMatch, Cut, Declare, Discard, Go, PegCard, Respond, parse_cards
from muggins_desktop.engine.dominoes import DominoMatch
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.cribbage.dialogs.counts import DeclareDialog
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings

pytestmark = pytest.mark.timeout(60)


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
    names = ["Ann", "Bob", "Cy"]
    return [{"name": names[i], "kind": k, "level": "easy" if k == "computer" else None} for i, k in enumerate(kinds)]


def test_computers_winning_tile_is_on_the_table_when_the_round_panel_opens(qtbot, window) -> None:
    # Bob (a computer) holds one tile, and it fits: playing it ends the round.
    match = DominoMatch.from_position(["1|1 2|2", "4|6"], line="3|4", to_act=1, seed=5)
    window.show_match("dominoes", match, seats(["human", "computer"]), {})
    table = window.table
    seen: list[tuple[int, tuple[Tile, ...], list[object], int]] = []

    def opened(round_no: int) -> None:
        state = table.presenter.state
        items = [key for key, item in table.scene_.line.items.items() if item.scene() is not None and item.isVisible()]
        seen.append((round_no, state.view.line, items, state.view.round_no))

    table.presenter.roundSummaryShown.connect(opened)
    qtbot.waitUntil(lambda: table.scene_.panel_kind == "round", timeout=20000)
    assert seen, "the round panel opened"
    round_no, shown_line, items, shown_round = seen[0]
    assert round_no == 1 and shown_round == 1  # the finished round, not the next deal
    assert Tile(4, 6) in shown_line and len(shown_line) == 2  # the winning tile lies on the line
    assert Tile(4, 6).key in items and len(items) == 2  # ... and its item is in the scene
    # The next round is not on the felt while the panel about round 1 is open, nor in the log.
    qtbot.wait(50)
    assert table.presenter.state.view.round_no == 1 and table.presenter.ending
    held = window.log_model.lines()
    assert not any("Round 2" in line for line in held), held
    table.scene_.panel.nextRound.emit()
    qtbot.waitUntil(lambda: table.presenter.state.view.round_no == 2, timeout=5000)
    assert not table.presenter.ending and table.scene_.panel_kind == ""
    qtbot.waitUntil(lambda: any("Round 2" in line for line in window.log_model.lines()), timeout=5000)


@pytest.mark.parametrize("last", ["person", "computer"])
def test_status_line_speaks_of_the_ended_round_not_the_next_deal(qtbot, last) -> None:
    """Real window, issue 28: while the last tile was held in view, the status line already said
    "You to play." (or "Bob is thinking…") about the next round, dealt behind the ending."""
    from muggins_desktop.engine.dominoes import PlayTile

    window = MainWindow(Settings(animation_ms=20, pace="fast"), keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    to_act = 0 if last == "person" else 1
    hands = ["6|4", "1|1 2|2"] if to_act == 0 else ["1|1 2|2", "6|4"]  # the one to act goes out
    match = DominoMatch.from_position(hands, line="3|4", to_act=to_act, seed=5)
    try:
        window.show_match("dominoes", match, seats(["human", "computer"]), {})
        table = window.table
        said: list[tuple[bool, str]] = []
        table.presenter.statusChanged.connect(lambda text: said.append((table.presenter.ending, text)))
        if last == "person":
            qtbot.waitUntil(table.presenter.my_turn, timeout=5000)
            assert window.controller.submit(PlayTile(Tile(4, 6), "right"))
        qtbot.waitUntil(lambda: table.scene_.panel_kind == "round", timeout=20000)
        during = [text for ending, text in said if ending]
        assert len(during) >= 2 and during[0] == "The round is over.", said  # said at once, then the panel's
        for text in during:
            assert "thinking" not in text and "to play" not in text and "lead" not in text, said
            assert "round is over" in text.lower(), said
    finally:
        window.stop_match()


def crib_to_declare() -> CribbageMatch:
    """A two-player Muggins deal played up to the dealer's (the person's) crib declaration."""
    match = CribbageMatch.from_position(
        ["5H 5D JS QC 4H AS", "10H 6C 9S 8D 2C 3D"], "5C", dealer=0, seed=7, muggins=True, target=121
    )

    def act(action: object) -> None:
        match.apply(action, match.to_act)  # type: ignore[arg-type]

    act(Discard(parse_cards("2C 3D")))
    act(Discard(parse_cards("4H AS")))
    act(Cut())
    for move in "10H 5H 6C QC 9S JS 8D go 5D".split():
        act(Go() if move == "go" else PegCard(parse_cards(move)[0]))
    act(Declare(5))
    act(Respond("accept", None))
    act(Declare(0))
    act(Respond("accept", None))
    assert match.phase == "show" and match.to_act == 0  # the crib is still to count
    return match


def test_next_hand_waits_behind_the_crib_settlement(qtbot) -> None:
    window = MainWindow(Settings(animation_ms=20, pace="fast"), keep_in_library=False)  # a pace: settlements are held
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    match = crib_to_declare()
    window.show_match("cribbage", match, seats(["human", "computer"]), {"muggins": True})
    table = window.table
    try:
        qtbot.waitUntil(lambda: isinstance(table.dialog, DeclareDialog), timeout=10000)
        rows_before = len(window.sheet.rows)
        dialog = table.dialog
        qtbot.keyClicks(dialog.edit, "4")
        qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
        panel = table.scene_.show_panel
        qtbot.waitUntil(lambda: panel.isVisible() and panel.title == "Count settled", timeout=10000)
        assert table.dialog is None  # the settlement is on the table, not one more dialog
        assert window.controller.match.hand_no == 2  # the engine has dealt ...
        state = table.presenter.state
        assert state.view.hand_no == 1 and len(state.view.hand) != 6  # ... but the table still shows hand 1
        assert len(window.sheet.rows) == rows_before  # and the sheet has no row for hand 2 yet
        assert "Declared: 4" in panel.lines.text and "True count: 7" in panel.lines.text
        # Three points were missed: a settlement that moved a score waits for Next hand (Enter).
        qtbot.wait(300)
        assert table.presenter.state.view.hand_no == 1
        qtbot.keyClick(table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: table.presenter.state.view.hand_no == 2, timeout=5000)
        assert len(window.sheet.rows) == rows_before + 1 and not panel.isVisible()
    finally:
        window.stop_match()
