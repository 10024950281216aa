"""Fair deals in the window: the commitment and seed, deal numbers, the reveal, duplicate play, series.

Games are brought near their end with position set-up (a copy of the
window's own match, played on with random legal moves and shown again), so
that a best-of-3 series plays through in seconds; the computers finish each
game through the real controller and table.
"""

from __future__ import annotations

import random
from collections import deque

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from muggins_desktop.engine import new_match
from muggins_desktop.engine.deals import DealNumber, Origin, commitment_of
from muggins_desktop.engine.series import Series
from muggins_desktop.ui.fair.texts import series_of
from muggins_desktop.ui.match import controller as controller_module
from muggins_desktop.ui.match.controller import GameController
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings


@pytest.fixture
def window(qtbot):
    win = MainWindow(Settings(seat_levels=["random"] * 3), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.stop_match()


def new_game(qtbot, win, game="dominoes", computers=2):
    dialog = win.show_new_game(game)
    qtbot.waitExposed(dialog)
    for seat in range(computers if computers == 2 else 0):
        dialog.seat_kinds[seat].setCurrentIndex(1)
        dialog.seat_levels[seat].setCurrentIndex(0)  # random: quick
    return dialog


def start(qtbot, dialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def near_the_end(win, moves_left: int = 3, seed: int = 5) -> None:
    """Show the window's match again a few moves before its end (played on with random moves)."""
    c = win.controller
    pick = random.Random(seed)
    play = c.match.copy()
    recent: deque = deque(maxlen=moves_left)
    while play.outcome is None:
        recent.append(play.copy())
        play.apply(pick.choice(play.legal_actions()))
    win.show_match(c.reading.game, recent[0], c.seats, c.options)


def finish(qtbot, win) -> None:
    near_the_end(win)
    qtbot.waitUntil(lambda: win.controller.reading.outcome is not None, timeout=20000)
    qtbot.waitUntil(lambda: final_panel(win) is not None, timeout=10000)


def final_panel(win):
    scene = win.table.scene_
    if win.game == "dominoes":
        return scene.panel if scene.panel_kind == "match" else None
    return scene.final_panel if scene.final_panel.isVisible() else None


# ------------------------------------------------------------------ the new-game dialog
def test_the_dialog_shows_the_commitment_and_the_match_reveals_its_key(qtbot, window) -> None:
    dialog = new_game(qtbot, window)
    commitment = dialog.deals_box.sealed.commitment
    assert dialog.deals_box.commitment.text().replace("\n", "").replace(" ", "") == commitment
    assert dialog.deals_box.seed_edit.text()  # a drawn seed, shown
    dialog.deals_box.seed_edit.clear()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "seed" in dialog.deals_box.error.text()
    qtbot.keyClicks(dialog.deals_box.seed_edit, "my cat Tom")
    start(qtbot, dialog)
    deal = window.controller.match.deal
    assert deal.origin == Origin.FAIR and deal.commitment == commitment and deal.player_seed == "my cat Tom"
    assert window.fair.label.text() == f"Deal {deal.label}"  # against the computer: shown at once
    assert commitment in window.fair.label.toolTip()
    finish(qtbot, window)
    panel = final_panel(window)
    key = window.controller.match.record[-1]["key"]
    assert commitment_of(bytes.fromhex(key)) == commitment
    assert "fits the commitment" in panel.notes[0] and deal.label in panel.notes[0]
    assert "".join(panel.notes[1:3]).replace(" ", "") == key


def test_a_typed_deal_number_starts_that_deal_and_a_typo_is_refused(qtbot, window) -> None:
    window.fair.ask_deal_number()
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.deals_box.number_radio.isChecked()
    number = str(DealNumber(123456789))
    typo = number[:-1] + str((int(number[-1]) + 1) % 10)
    qtbot.keyClicks(dialog.deals_box.number_edit, typo)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "typing mistake" in dialog.deals_box.error.text()
    dialog.deals_box.number_edit.setText(number)
    assert not dialog.deals_box.error.isVisible()
    start(qtbot, dialog)
    match = window.controller.match
    assert match.deal.label == number and match.deal.origin == Origin.GIVEN
    fresh = new_match("dominoes", players=2, seed=123456789)
    assert match.record[1]["hands"] == fresh.record[1]["hands"]


def test_hot_seat_hides_the_deal_number_until_the_end(qtbot, window) -> None:
    dialog = new_game(qtbot, window, computers=0)
    dialog.seat_kinds[1].setCurrentIndex(0)
    start(qtbot, dialog)
    label = window.controller.match.deal.label
    assert label not in window.fair.label.text() and window.fair.label.text()


# ------------------------------------------------------------------ duplicate play
@pytest.mark.parametrize("game", ["dominoes", "cribbage"])
def test_the_same_deals_again_from_the_other_seat(qtbot, window, game) -> None:
    dialog = new_game(qtbot, window, game)
    start(qtbot, dialog)
    first = window.controller
    original = first.match.record
    level = first.seats[1]["level"]
    finish(qtbot, window)
    assert window.fair.act_again.isEnabled()
    panel = final_panel(window)
    again = [b for b in panel.buttons if b.text == "Same deals, other seat"]
    assert again and again[0].isVisible()
    card = panel.card_rect()  # five buttons, all on the card
    for button in (b for b in panel.buttons if b.isVisible()):
        assert card.contains(button.mapRectToParent(button.boundingRect())), button.text
    again[0].clicked.emit()
    qtbot.waitUntil(lambda: window.controller is not first)
    c = window.controller
    assert c.seats[1]["level"] == level and c.match.deal.rotation == 1
    kind = "round_start" if game == "dominoes" else "deal"
    before = next(e for e in original if e["event"] == kind)
    after = next(e for e in c.match.record if e["event"] == kind)
    assert after["hands"][0] == before["hands"][1] and after["hands"][1] == before["hands"][0]
    if game == "cribbage":
        assert after["dealer"] == (before["dealer"] + 1) % 2
    # What the person sees is the other seat's first hand (the view of seat 0, as on the table).
    if game == "dominoes":
        assert sorted(map(tuple, c.reading.view(0).hand)) == sorted(map(tuple, before["hands"][1]))
    assert "seats turned" in window.fair.label.text()


# ------------------------------------------------------------------ series
def test_a_best_of_3_series_plays_through_with_a_save_and_resume(qtbot, window, tmp_path) -> None:
    dialog = new_game(qtbot, window)
    dialog.series_box.choose("best_of", 3)
    start(qtbot, dialog)
    board = window.panels.series_board
    assert board.isVisible() and "best of 3" in board.title.text()
    firsts: list[int] = []
    for game_no in range(1, 4):
        c = window.controller
        series = series_of(c.options)
        assert series is not None and series.standing.games == game_no - 1
        start_event = c.match.record[0]
        first = series.next_first()
        if first is None:
            assert "first_leader" not in start_event
        else:
            assert start_event["first_leader"] == first
        opening = next(e for e in c.match.record if e["event"] == "round_start")
        firsts.append(opening["leader"])
        if game_no == 2:  # save and resume in a new window: the board comes back as it was
            path = tmp_path / "series.json"
            assert window.files.save_match(path)
            other = MainWindow(Settings(seat_levels=["random"] * 3), keep_in_library=False)
            qtbot.addWidget(other)
            other.resize(1200, 800)
            other.show()
            assert other.open_saved(path) is not None
            assert series_of(other.controller.options) == series
            assert [[cell.text() for cell in row] for row in other.panels.series_board.cells] == [
                [cell.text() for cell in row] for row in board.cells
            ]
            window.stop_match()
            window = other
            board = window.panels.series_board
        finish(qtbot, window)
        after = Series.from_json(series.to_json()).add(_result(window.controller))
        rows = [[cell.text() for cell in row] for row in board.cells]
        assert rows[1][1:] == [str(after.standing.wins[0]), str(after.standing.game_points[0])]
        assert rows[2][1:] == [str(after.standing.wins[1]), str(after.standing.game_points[1])]
        panel = final_panel(window)
        if window.game == "dominoes":  # a game of a series is not the match (issue 53)
            assert "the match" not in panel.title
            wins = "\u2013".join(str(w) for w in after.standing.wins)
            assert after.over or panel.title.endswith(f"game {game_no} of 3. Series: {wins}.")
        if after.over:
            assert "wins the series" in " ".join(panel.notes)
            assert "Next game" not in [b.text for b in panel.buttons]
            break
        assert "Next game" in [b.text for b in panel.buttons]
        window.rematch()
        dialog = window.fair.next_dialog
        assert dialog is not None and dialog.deals_box.sealed.commitment in dialog.deals_box.commitment.text().replace(
            "\n", ""
        ).replace(" ", "")
        before = window.controller
        start(qtbot, dialog)
        qtbot.waitUntil(lambda before=before, win=window: win.controller is not before)
    assert after.over and max(after.standing.wins) == 2
    # Dominoes: the first lead passes one seat on each game.
    assert all(b == (a + 1) % 2 for a, b in zip(firsts, firsts[1:], strict=False))
    window.stop_match()


def _result(c: GameController):
    from muggins_desktop.engine.series import GameResult

    return GameResult.from_match(c.match)


# ------------------------------------------------------------------ the computers' seeds
def test_computer_players_are_not_seeded_from_the_deal(qtbot, monkeypatch) -> None:
    seen: list[int] = []
    real = controller_module._player_factory

    def spy(game, level, seed, budget_ms):
        seen.append(seed)
        return real(game, level, seed, budget_ms)

    monkeypatch.setattr(controller_module, "_player_factory", spy)
    seats = [{"name": "A", "kind": "computer", "level": "random"}, {"name": "B", "kind": "computer", "level": "random"}]
    for _ in range(2):
        match = new_match("dominoes", players=2, seed=42)  # the same deal number both times
        c = GameController(match, seats, keep_in_library=False)
        controller_module._factory_for(c, 0)
        controller_module._factory_for(c, 1)
    assert len(set(seen)) == 4  # each match draws its own: nothing follows the deal number 42
    assert all(s - 7919 * ((i % 2) + 1) != 42 for i, s in enumerate(seen))


# ------------------------------------------------------------------ the key through the autosave
def test_the_library_keeps_a_fair_matchs_key_until_the_reveal(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path))
    win = MainWindow(Settings(seat_levels=["random"] * 3), keep_in_library=True)
    qtbot.addWidget(win)
    win.show()
    win.keeper.load()
    dialog = new_game(qtbot, win)
    start(qtbot, dialog)
    c = win.controller
    key = c.match.deal.key
    qtbot.waitUntil(lambda: len(c.match.record) > 6, timeout=10000)
    win.stop_match()
    assert win.keeper.flush()
    win.keeper.close()
    again = MainWindow(Settings(seat_levels=["random"] * 3), keep_in_library=True)
    qtbot.addWidget(again)
    again.show()
    again.keeper.load()
    again.continue_last()
    assert again.controller is not None
    assert again.controller.match.deal.key == key is not None  # a resumed match can still reveal it
    again.stop_match()
