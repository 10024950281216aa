"""The command line's screenshot mode: a demo position painted offscreen into a file.

    muggins-desktop --screenshot FILE.png --demo dominoes [--size WxH] [--seed S] [--players N]
                    [--deck D] [--card-back B] [--tiles T] [--felt F] [--board-wood W]

It builds the window at the given size, plays a seeded demo position (a real
match played forward by computer players), paints it and saves the window
to FILE.png. It touches no user file, so it takes no lock.
"""

from __future__ import annotations

import argparse
import os

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.app.app import install_language, make_app
from muggins_desktop.ui.screenshots.image_file import write_image
from muggins_desktop.ui.window.main_window import MainWindow

# The first seeds (searched from 1) whose demo shows 20+ tiles with doubles at
# both ends, a tile fitting both ends and points for the last play.
DEFAULT_DEMO_SEEDS = {2: 78, 3: 115, 4: 460}


def take_screenshot(args: argparse.Namespace) -> int:
    """Paint the demo ``args.demo`` into ``args.screenshot``; returns the exit code."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MUGGINS_DESKTOP_SOUND"] = "off"  # a picture makes no sound: no audio device is opened
    if args.scale:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    width, height = args.size
    if args.scale:
        # --size is in device pixels; the window's logical size is smaller.
        width, height = round(width / args.scale), round(height / args.scale)
    app = make_app([])
    install_language(app, args.lang or "en")
    settings = Settings(animation_ms=0, ai_pause_ms=0)
    # The same text size and contrast a player's settings would give the live window.
    settings.text_scale = args.text_scale or 1.0
    settings.high_contrast = "on" if args.high_contrast else "off"
    # The looks to show (the player's choices in Settings → Looks and sound).
    settings.deck = args.deck or settings.deck
    settings.card_back = args.card_back or settings.card_back
    settings.tiles = args.tiles or settings.tiles
    settings.theme = args.felt or settings.theme
    settings.board_wood = args.board_wood or settings.board_wood
    from muggins_desktop.ui.access.accessibility import apply_settings as apply_reading

    apply_reading(app, settings)
    window = MainWindow(settings, keep_in_library=False)
    window.resize(width, height)
    window.show()
    app.processEvents()
    if args.demo == "dominoes":
        dominoes_demo(window, args)
    else:
        from muggins_desktop.ui.screenshots.cribbage_demo import run_demo

        run_demo(window, args)
    for _ in range(5):
        app.processEvents()
    if not write_image(window.grab(), args.screenshot):
        return 1
    window.stop_match()
    window.close()
    return 0


def dominoes_demo(window: MainWindow, args: argparse.Namespace) -> None:
    """A long line with doubles at both ends, the person to play (a tile that fits both ends chosen)."""
    from PySide6.QtCore import QCoreApplication

    from muggins_desktop.ui.dominoes.table import DominoTable
    from muggins_desktop.ui.screenshots.dominoes_demo import demo_seats, rich_dominoes

    seed = args.seed if args.seed is not None else DEFAULT_DEMO_SEEDS[args.players]
    match = rich_dominoes(seed, args.players)
    # Literal context: lupdate cannot tell that ``window`` is a MainWindow.
    seats = demo_seats(
        match.players,
        QCoreApplication.translate("MainWindow", "You"),
        lambda i: QCoreApplication.translate("MainWindow", "Computer %1").replace("%1", str(i)),
    )
    controller = window.show_match("dominoes", match, seats, {"players": match.players})
    table = window.table
    if isinstance(table, DominoTable) and controller.waiting_for == 0:
        # Show a choice being made: a tile that fits both ends, if any.
        both = [t for t in table.presenter.legal_tiles() if len(table.presenter.ends_for(t)) > 1]
        if both:
            table.presenter.selected = both[0]
            table.refresh()
