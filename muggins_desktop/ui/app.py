"""Starting the GUI, and the screenshot mode used for checks and docs.

    muggins-desktop [--lang xx]
    muggins-desktop --screenshot FILE.png --demo dominoes [--size WxH] [--seed S] [--players N]

The arguments are parsed and checked in ``muggins_desktop.cli`` (without
Qt). At start the app takes the lock of the user folder: a second instance
on the same folder says that the app is already open and exits instead of
sharing the files. Then the temporary files of interrupted writes are
removed and the settings are loaded.

Screenshot mode runs offscreen: it builds the window at the given size,
plays a seeded demo position (a real match played forward by computer
players), paints it and saves the window to FILE.png. It touches no user
file, so it takes no lock.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from collections.abc import Sequence
from typing import Any, cast

# The first seeds (searched from 1) whose demo shows 20+ tiles with doubles at
# both ends, a tile fitting both ends and points for the last play.
DEFAULT_DEMO_SEEDS = {2: 78, 3: 115, 4: 460}


def _make_app(argv: Sequence[str]) -> Any:
    # Qt 6 scales for the screen's device-pixel ratio by itself (fractional
    # factors pass through), and everything on the table is vector drawn.
    from PySide6.QtWidgets import QApplication

    import muggins_desktop.ui  # noqa: F401 - the UI package first (it documents the PySide6 pin)

    app = cast("QApplication | None", QApplication.instance())  # a QApplication when there is one
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


def run_gui(argv: Sequence[str] | argparse.Namespace) -> int:
    """Start the app (or take a screenshot); returns the exit code.

    ``argv`` is a list of arguments or the namespace ``cli.parse_gui_args``
    made of them.
    """
    if isinstance(argv, argparse.Namespace):
        args = argv
    else:
        from muggins_desktop.cli import parse_gui_args

        args = parse_gui_args(argv)
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        if args.scale:
            os.environ["QT_SCALE_FACTOR"] = str(args.scale)
        return screenshot(args)
    app = _make_app([])
    lock = _take_folder_lock()
    if lock is None:
        return _refuse_second_instance(app, args.lang)
    _FOLDER_LOCKS.append(lock)  # held until the process ends
    _clean_temp_files()
    from muggins_desktop.ui.main_window import MainWindow, load_settings

    settings, problem = load_settings()
    _install_language(app, args.lang or settings.language)
    if problem:
        problem = _translated(problem)
    from muggins_desktop.ui.accessibility import apply_settings as apply_reading

    apply_reading(app, settings)  # text size and high contrast before the first paint
    window = MainWindow(settings)
    screen = app.primaryScreen()
    room = screen.availableGeometry() if screen is not None else None
    size = first_window_size(room.width(), room.height()) if room is not None else FIRST_SIZE
    if os.environ.get("MUGGINS_DESKTOP_STARTUP_PROBE"):
        _probe_first_paint(app)
    if size is None:  # a small screen: the whole of it, not a window hanging off its edges
        window.showMaximized()
    else:
        window.resize(*size)
        window.show()
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: _set_icon(app))  # after the first paint
    if problem:
        window.statusBar().showMessage(str(problem), 15000)
    return int(app.exec())


#: The window's size on a screen with room for it (its frame not included).
FIRST_SIZE = (1280, 820)
#: Room a window frame takes around the window: sides, title bar and border.
FRAME = (16, 48)


def first_window_size(available_width: int, available_height: int) -> tuple[int, int] | None:
    """The first window's size, or None to fill the screen (maximized).

    A laptop at 1366x768 or a netbook at 1024x600 has no room for 1280x820
    plus its frame; there the window opens maximized rather than hanging off
    the bottom of the screen with its status line out of sight.
    """
    width, height = FIRST_SIZE
    if available_width >= width + FRAME[0] and available_height >= height + FRAME[1]:
        return FIRST_SIZE
    return None


_FOLDER_LOCKS: list[Any] = []
#: Exit status of a second instance that refused to start.
ALREADY_OPEN = 1


def _take_folder_lock() -> Any:
    """The lock of the user folder, or None when another instance holds it.

    When the lock file cannot even be created (a read-only folder), the app
    still starts: it cannot write its files anyway, and says so when it tries.
    """
    from muggins_desktop.storage.lock import FolderLock

    lock = FolderLock()
    try:
        return lock if lock.acquire() else None
    except OSError:
        return lock


def _clean_temp_files() -> None:
    from muggins_desktop.storage import paths
    from muggins_desktop.storage.atomic import clean_temp_files

    clean_temp_files([paths.config_dir(), paths.data_dir(), paths.saves_dir()])


def _translated(problem: Any) -> str:
    try:
        from muggins_desktop.ui.storage_text import describe
    except ImportError:
        return str(problem)
    return describe(problem)


def _refuse_second_instance(app: Any, language: str | None) -> int:
    """Say in one sentence that the app is already open for this folder, then exit.

    The box is shown with ``open()`` (never a nested ``exec()``); closing it
    ends the event loop. Nothing of the user's files is read for writing or
    changed: the settings are only peeked at for the language.
    """
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QMessageBox

    if language is None:
        from muggins_desktop.storage.settings import peek_settings

        peeked = peek_settings()
        language = peeked.language if peeked is not None else "system"
    _install_language(app, language)
    text = QCoreApplication.translate("App", "Muggins is already open for this user; switch to its window.")
    print(text, file=sys.stderr)
    box = QMessageBox(
        QMessageBox.Icon.Information, QCoreApplication.translate("App", "Muggins"), text, QMessageBox.StandardButton.Ok
    )
    box.setObjectName("alreadyOpen")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.finished.connect(lambda _r: app.quit())
    box.open()
    app.exec()
    return ALREADY_OPEN


def _probe_first_paint(app: Any) -> None:
    """For tests/benchmarks/bench_startup.py: say "PAINTED" at the first paint and stop."""
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, obj: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint:
                sys.stdout.write("PAINTED\n")
                sys.stdout.flush()
                os._exit(0)
            return False

    probe = FirstPaint(app)
    app.installEventFilter(probe)


def screenshot(args: argparse.Namespace) -> int:
    width, height = args.size
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
    # The same text size and contrast a player's settings would give the live window.
    settings.text_scale = getattr(args, "text_scale", None) or 1.0
    settings.high_contrast = "on" if getattr(args, "high_contrast", False) else "off"
    from muggins_desktop.ui.accessibility import apply_settings as apply_reading

    apply_reading(app, settings)
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
        print(f"muggins-desktop: error: cannot write {args.screenshot}", file=sys.stderr)
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
    seats = demo_seats(
        match.players,
        QCoreApplication.translate("MainWindow", "You"),
        lambda i: QCoreApplication.translate("MainWindow", "Computer %1").replace("%1", str(i)),
    )
    controller = window._run("dominoes", match, seats, {"players": match.players})
    table = window.table
    if controller is not None and controller.waiting_for == 0:
        # Show a choice being made: a tile that fits both ends, if any.
        both = [t for t in table.presenter.legal_tiles() if len(table.presenter.ends_for(t)) > 1]
        if both:
            table.presenter.selected = both[0]
            table.refresh()
