"""Write the cribbage screenshots of ``docs/screenshots`` from seeded matches.

    python -m muggins_desktop.ui.screenshots.cribbage_shots docs/screenshots

Every picture is a real position: a match played forward by computer
players, then shown in the main window with the person at seat 0. Dialogs
are drawn inside the window (see ``demo.embed_dialog``) so a window grab
holds them.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from muggins_desktop.engine.cribbage import CribbageMatch, Respond, score_hand
from muggins_desktop.ui.cribbage.dialogs.counts import DeclareDialog
from muggins_desktop.ui.cribbage.table import CribbageTable
from muggins_desktop.ui.match.controller import GameController
from muggins_desktop.ui.screenshots.cribbage_demo import demo_match, demo_seats, embed_dialog, play_until
from muggins_desktop.ui.screenshots.image_file import write_image
from muggins_desktop.ui.screenshots.shot_window import shot_window, shots_start
from muggins_desktop.ui.window.main_window import MainWindow

SIZES = ((800, 600), (1920, 1080))


def _settle(rounds: int = 6) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def _table(window: MainWindow) -> CribbageTable:
    table = window.table
    assert isinstance(table, CribbageTable)
    return table


def _run(window: MainWindow, match: CribbageMatch) -> GameController:
    options = {
        "players": match.players,
        "partnerships": match.partnerships,
        "target": match.target,
        "muggins": match.muggins,
        "lowball": match.lowball,
    }
    return window.show_match("cribbage", match, demo_seats(match.players), options)


def table_shot(path: Path, size: tuple[int, int], players: int, target: int, partnerships: bool = False) -> None:
    window = shot_window(size)
    _run(window, demo_match("cribbage", 3, players, target, partnerships))
    _settle()
    write_image(window.grab(), str(path))
    window.stop_match()
    window.close()


def dialog_shot(path: Path, size: tuple[int, int], kind: str) -> None:
    """``kind``: "declare", "answer" or "settlement"."""
    window = shot_window(size)
    match = demo_match("declare" if kind == "declare" else "cribbage-muggins", 3, 2, 121)
    _run(window, match)
    _settle()
    table = _table(window)
    if kind == "declare" and isinstance(table.dialog, DeclareDialog):
        table.dialog.set_value(8)
    if kind == "settlement" and table.dialog is not None:
        pending = match.view_for(0).pending
        assert pending is not None and pending.declared is not None
        true = score_hand(pending.cards, pending.starter, pending.crib).total
        declared = pending.declared
        table.dialog.done(0)
        if declared < true:
            table.presenter.submit(Respond("muggins", true - declared + 1))
        elif declared > true:
            table.presenter.submit(Respond("overcount"))
        else:
            table.presenter.submit(Respond("muggins", 2))
        _settle()
    if table.dialog is not None:
        embed_dialog(table.dialog, window)
    _settle()
    write_image(window.grab(), str(path))
    window.stop_match()
    window.close()


def show_shot(path: Path, size: tuple[int, int]) -> None:
    """The automatic show with one combination highlighted (no Muggins)."""
    window = shot_window(size)
    for seed in range(3, 200):
        match = CribbageMatch(players=3, target=121, muggins=False, seed=seed)
        # Stop just before the last card of a play, so the next action shows hands.
        if play_until(
            match, lambda m: m.phase == "pegging" and m.hand_no >= 2 and sum(len(h) for h in m.unplayed) == 1, seed
        ):
            break
    _run(window, match)
    table = _table(window)
    table.presenter.show_ms = 1  # run through the first count, then freeze on the second
    # Let the computers finish the play; the show then starts.
    for _ in range(400):
        _settle(2)
        time.sleep(0.02)  # animations advance with real time
        p, panel = table.presenter, table.scene_.show_panel
        if p.my_turn():
            legal = p.legal_cards()
            if legal:
                p.input.click_card(legal[0])
            else:
                p.input.say_go()
        if panel.texts and table.presenter.show_ms == 1:
            table.presenter.show_ms = 10**6
        if table.presenter.show_ms > 1 and panel.texts and panel.isVisible() and 0 <= panel.index < len(panel.items):
            break
    _settle()
    write_image(window.grab(), str(path))
    window.stop_match()
    window.close()


def main(argv: list[str] | None = None) -> int:
    _app, folder = shots_start(argv)
    for w, h in SIZES:
        tag = f"{w}x{h}"
        for players, target, partners in (
            (2, 121, False),
            (2, 61, False),
            (3, 121, False),
            (3, 61, False),
            (4, 121, False),
            (4, 61, False),
            (4, 121, True),
        ):
            name = f"cribbage-{players}p{'-partners' if partners else ''}-{target}-{tag}.png"
            table_shot(folder / name, (w, h), players, target, partners)
        for kind in ("declare", "answer", "settlement"):
            dialog_shot(folder / f"cribbage-{kind}-{tag}.png", (w, h), kind)
        show_shot(folder / f"cribbage-show-{tag}.png", (w, h))
    return 0


if __name__ == "__main__":
    sys.exit(main())
