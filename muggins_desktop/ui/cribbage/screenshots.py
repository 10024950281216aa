"""Write the cribbage screenshots of ``docs/screenshots`` from seeded matches.

    python -m muggins_desktop.ui.cribbage.screenshots docs/screenshots

Every picture is a real position: a match played forward by computer
players, then shown in the main window with the person at seat 0. Dialogs
are drawn inside the window (see ``demo.embed_dialog``) so a window grab
holds them.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

SIZES = ((800, 600), (1920, 1080))


def _window(size: tuple[int, int]) -> Any:
    from muggins_desktop.ui.main_window import DefaultSettings, MainWindow

    settings = DefaultSettings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    window = MainWindow(settings, autosave=False)
    window.resize(*size)
    window.show()
    return window


def _settle(app: Any, rounds: int = 6) -> None:
    for _ in range(rounds):
        app.processEvents()


def _run(window: Any, match: Any) -> Any:
    from muggins_desktop.ui.cribbage.demo import demo_seats

    options = {
        "players": match.players,
        "partnerships": match.partnerships,
        "target": match.target,
        "muggins": match.muggins,
        "lowball": match.lowball,
    }
    return window._run("cribbage", match, demo_seats(match.players), options)


def table_shot(path: Path, size: tuple[int, int], players: int, target: int, partnerships: bool = False) -> None:
    from PySide6.QtWidgets import QApplication

    from muggins_desktop.ui.cribbage.demo import demo_match

    app = QApplication.instance()
    window = _window(size)
    _run(window, demo_match("cribbage", 3, players, target, partnerships))
    _settle(app)
    window.grab().save(str(path))
    window.stop_match()
    window.close()


def dialog_shot(path: Path, size: tuple[int, int], kind: str) -> None:
    """``kind``: "declare", "answer" or "settlement"."""
    from PySide6.QtWidgets import QApplication

    from muggins_desktop.engine.cribbage import Respond, score_hand
    from muggins_desktop.ui.cribbage.demo import demo_match, embed_dialog

    app = QApplication.instance()
    window = _window(size)
    match = demo_match("declare" if kind == "declare" else "cribbage-muggins", 3, 2, 121)
    _run(window, match)
    _settle(app)
    table = window.table
    if kind == "declare" and table.dialog is not None:
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
        _settle(app)
    if table.dialog is not None:
        embed_dialog(table.dialog, window)
    _settle(app)
    window.grab().save(str(path))
    window.stop_match()
    window.close()


def show_shot(path: Path, size: tuple[int, int]) -> None:
    """The automatic show with one combination highlighted (no Muggins)."""
    from PySide6.QtWidgets import QApplication

    from muggins_desktop.engine.cribbage import CribbageMatch
    from muggins_desktop.ui.cribbage.demo import play_until

    app = QApplication.instance()
    window = _window(size)
    for seed in range(3, 200):
        match = CribbageMatch(players=3, target=121, muggins=False, seed=seed)
        # Stop just before the last card of a play, so the next action shows hands.
        if play_until(
            match, lambda m: m.phase == "pegging" and m.hand_no >= 2 and sum(len(h) for h in m.unplayed) == 1, seed
        ):
            break
    _run(window, match)
    table = window.table
    table.show_ms = 1  # run through the first count, then freeze on the second
    # Let the computers finish the play; the show then starts.
    for _ in range(400):
        _settle(app, 2)
        time.sleep(0.02)  # animations advance with real time
        p, panel = table.presenter, table.scene_.show_panel
        if p.my_turn():
            legal = p.legal_cards()
            if legal:
                p.input.click_card(legal[0])
            else:
                p.input.say_go()
        if panel.texts and table.show_ms == 1:
            table.show_ms = 10**6
        if table.show_ms > 1 and panel.texts and panel.isVisible() and 0 <= panel.index < len(panel.items):
            break
    _settle(app)
    window.grab().save(str(path))
    window.stop_match()
    window.close()


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from muggins_desktop.ui.i18n import install_translator

    app = QApplication.instance() or QApplication([])
    install_translator(app, "en")
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
