"""Screenshot demos of the cribbage table (``--demo cribbage`` and
``--demo cribbage-muggins``).

A demo is a real match played forward by computer players from a seed until
a telling moment, then handed to the window with the person at seat 0:
the play in progress, or a computer's declared count waiting for the
person's answer (the answer dialog is drawn inside the window so that a
window grab shows it).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from muggins_desktop.engine.cribbage import CribbageMatch
from muggins_desktop.ui.cribbage.table import CribbageTable
from muggins_desktop.ui.match.controller import GameController
from muggins_desktop.ui.screenshots import forward
from muggins_desktop.ui.window.main_window import MainWindow

DEFAULT_SEED = 3


def play_until(match: CribbageMatch, stop: Callable[[CribbageMatch], bool], seed: int, max_actions: int = 1500) -> bool:
    """Let "medium" computer players act until ``stop(match)`` holds (True) or the match ends."""
    return forward.play_until(match, stop, seed, "medium", max_actions)


def pegging_position(match: CribbageMatch) -> bool:
    """The person must play, with a few cards already in the count and some score."""
    return (
        match.phase == "pegging"
        and match.to_act == 0
        and len(match.count_cards) >= 2
        and match.hand_no >= 3
        and any(match.scores)
    )


def answer_position(match: CribbageMatch) -> bool:
    """A computer declared a count and the person is the one to answer it."""
    return (
        match.phase == "show"
        and match.pending is not None
        and match.to_act == 0
        and match.pending.counter != 0
        and match.hand_no >= 2
    )


def declare_position(match: CribbageMatch) -> bool:
    """The person must declare their own count."""
    return match.phase == "show" and match.pending is None and match.to_act == 0 and match.hand_no >= 2


def demo_match(
    kind: str, seed: int, players: int = 2, target: int = 121, partnerships: bool = False, tries: int = 200
) -> CribbageMatch:
    """The first match from ``seed`` that reaches the position ``kind`` asks for."""
    stop = {"cribbage": pegging_position, "cribbage-muggins": answer_position, "declare": declare_position}[kind]
    for s in range(seed, seed + tries):
        match = CribbageMatch(players=players, partnerships=partnerships, target=target, muggins=True, seed=s)
        if play_until(match, stop, s):
            return match
    raise RuntimeError("No demo position found.")


def demo_seats(players: int) -> list[dict[str, str | None]]:
    you = QCoreApplication.translate("MainWindow", "You")
    return [{"name": you, "kind": "human", "level": None}] + [
        {
            "name": QCoreApplication.translate("MainWindow", "Computer %1").replace("%1", str(i)),
            "kind": "computer",
            "level": "medium",
        }
        for i in range(1, players)
    ]


def embed_dialog(dialog: QDialog, host: QWidget) -> None:
    """Draw a dialog inside ``host`` (a window grab does not see other windows)."""
    dialog.setParent(host, Qt.WindowType.Widget)
    dialog.setAutoFillBackground(True)
    # Without a window frame, a border keeps it reading as a dialog.
    name = dialog.objectName() or "embedded"
    dialog.setObjectName(name)
    dialog.setStyleSheet(dialog.styleSheet() + f"QDialog#{name} {{ border: 3px solid #7a5b12; }}")
    dialog.adjustSize()
    size = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
    size.setWidth(min(size.width(), host.width() - 20))
    size.setHeight(min(size.height(), host.height() - 20))
    dialog.resize(size)
    dialog.move(QPoint((host.width() - size.width()) // 2, (host.height() - size.height()) // 2))
    dialog.show()
    dialog.raise_()


def run_demo(window: MainWindow, args: argparse.Namespace) -> GameController:
    """Set ``window`` up for the screenshot ``args.demo`` asks for."""
    seed = args.seed if args.seed is not None else DEFAULT_SEED
    players = int(args.players or 2)
    match = demo_match(args.demo, seed, players)
    options = {"players": players, "partnerships": False, "target": match.target, "muggins": True, "lowball": False}
    controller = window.show_match("cribbage", match, demo_seats(players), options)
    app = QApplication.instance()
    assert app is not None
    for _ in range(3):
        app.processEvents()
    table = window.table
    if args.demo == "cribbage-muggins" and isinstance(table, CribbageTable) and table.dialog is not None:
        embed_dialog(table.dialog, window)
    return controller
