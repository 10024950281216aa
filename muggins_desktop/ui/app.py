"""Starting the GUI, and the screenshot mode used for checks and docs.

    muggins-desktop [--lang xx]
    muggins-desktop --screenshot FILE.png --demo dominoes [--size WxH] [--seed S] [--players N]

Screenshot mode runs offscreen: it builds the window at the given size,
plays a seeded demo position (a real match played forward by computer
players), paints it and saves the window to FILE.png.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from typing import Any, Sequence

DEMOS = ("dominoes", "cribbage", "cribbage-muggins")
# The first seeds (searched from 1) whose demo shows 20+ tiles with doubles at
# both ends, a tile fitting both ends and points for the last play.
DEFAULT_DEMO_SEEDS = {2: 78, 3: 115, 4: 460}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="muggins-desktop", description="Muggins dominoes and cribbage.")
    p.add_argument("--screenshot", metavar="FILE", help="save a picture of the window to FILE and exit")
    p.add_argument("--demo", choices=DEMOS, default="dominoes", help="what the screenshot shows")
    p.add_argument("--size", default="1280x800", help="window size for the screenshot, WIDTHxHEIGHT")
    p.add_argument("--seed", type=int, default=None, help="seed of the demo match")
    p.add_argument("--players", type=int, default=3, choices=(2, 3, 4), help="players in the demo match")
    p.add_argument("--scale", type=float, default=None, help="device pixel ratio for the screenshot (e.g. 2)")
    p.add_argument("--lang", default=None, help="language code (en, uk, pl)")
    return p


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError as exc:
        raise SystemExit(f"--size must look like 1280x800, not {text!r}") from exc
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise SystemExit("--size must be between 320x240 and 8000x8000")
    return w, h


def _make_app(argv: Sequence[str]) -> Any:
    # Qt 6 scales for the screen's device-pixel ratio by itself (fractional
    # factors pass through), and everything on the table is vector drawn.
    from PySide6.QtWidgets import QApplication

    import muggins_desktop.ui  # noqa: F401 - applies the PySide guard first

    app = QApplication.instance()
    if app is None:
        app = QApplication(["muggins-desktop", *argv])
    app.setApplicationName("muggins-desktop")
    app.setApplicationDisplayName("Muggins")
    app.setOrganizationName("muggins-desktop")
    # Lets Wayland docks and task bars match the window to the desktop entry's icon.
    app.setDesktopFileName("io.github.muggins_desktop.MugginsDesktop")
    return app


def _install_language(app: Any, language: str | None) -> None:
    if importlib.util.find_spec("muggins_desktop.ui.i18n") is None:
        return
    from muggins_desktop.ui.i18n import install_translator

    install_translator(app, language)


def _set_icon(app: Any) -> None:
    from pathlib import Path

    from PySide6.QtGui import QIcon

    folder = Path(__file__).resolve().parent.parent / "resources" / "icons"
    for name in ("muggins-desktop.svg", "muggins-desktop.png", "icon.png"):
        if (folder / name).is_file():
            app.setWindowIcon(QIcon(str(folder / name)))
            return


def run_gui(argv: Sequence[str]) -> int:
    """Start the app (or take a screenshot); returns the exit code."""
    args = build_parser().parse_args(list(argv))
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        if args.scale:
            os.environ["QT_SCALE_FACTOR"] = str(args.scale)
        return screenshot(args)
    app = _make_app([])
    from muggins_desktop.ui.main_window import MainWindow, load_settings

    settings, problem = load_settings()
    _install_language(app, args.lang or getattr(settings, "language", None))
    window = MainWindow(settings)
    window.resize(1280, 820)
    if os.environ.get("MUGGINS_DESKTOP_STARTUP_PROBE"):
        _probe_first_paint(app)
    window.show()
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: _set_icon(app))  # after the first paint
    if problem:
        window.statusBar().showMessage(str(problem), 15000)
    return int(app.exec())


def _probe_first_paint(app: Any) -> None:
    """For tests/benchmarks/bench_startup.py: say "PAINTED" at the first paint and stop."""
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                sys.stdout.write("PAINTED\n")
                sys.stdout.flush()
                os._exit(0)
            return False

    probe = FirstPaint(app)
    app.installEventFilter(probe)


def screenshot(args: argparse.Namespace) -> int:
    width, height = parse_size(args.size)
    if args.scale:
        # --size is in device pixels; the window's logical size is smaller.
        width, height = round(width / args.scale), round(height / args.scale)
    app = _make_app([])
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.main_window import MainWindow

    _install_language(app, args.lang or "en")
    settings = Settings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    window = MainWindow(settings, autosave=False)
    window.resize(width, height)
    window.show()
    app.processEvents()
    if args.demo == "dominoes":
        _dominoes_demo(window, args)
    else:
        from muggins_desktop.ui.cribbage.demo import run_demo

        run_demo(window, args)
    for _ in range(5):
        app.processEvents()
    pixmap = window.grab()
    if not pixmap.save(args.screenshot):
        print(f"Cannot write {args.screenshot}", file=sys.stderr)
        return 1
    window.stop_match()
    window.close()
    return 0


def _dominoes_demo(window: Any, args: argparse.Namespace) -> None:
    from muggins_desktop.ui.demo import demo_seats, rich_dominoes

    seed = args.seed if args.seed is not None else DEFAULT_DEMO_SEEDS[args.players]
    match = rich_dominoes(seed, args.players)
    from PySide6.QtCore import QCoreApplication

    # Literal context: lupdate cannot tell that ``window`` is a MainWindow.
    seats = demo_seats(match.players, QCoreApplication.translate("MainWindow", "You"),
                       lambda i: QCoreApplication.translate("MainWindow", "Computer %1").replace("%1", str(i)))
    controller = window._run("dominoes", match, seats, {"players": match.players})
    table = window.table
    if controller is not None and controller.waiting_for == 0:
        # Show a choice being made: a tile that fits both ends, if any.
        both = [t for t in table.legal_tiles() if len(table.ends_for(t)) > 1]
        if both:
            table.selected = both[0]
            table.refresh()
