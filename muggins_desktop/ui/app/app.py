"""Starting the GUI.

    muggins-desktop [--lang xx]

The arguments are parsed and checked in ``muggins_desktop.cli`` (without
Qt), which hands the parsed namespace to ``run_gui``; this module never
imports the command line. At start the app takes the lock of the user
folder: a second instance on the same folder never shares the files; it
asks the running one to come forward and open its FILE (``handoff.py``) and
exits, or, when nobody answers, says that the app is already open. Then the
log for bug reports is started (``storage/logbook.py``), the temporary files
of interrupted writes are removed and the settings are loaded. A FILE given
on the command line is opened after the first paint, as Game -> Open would.

The screenshot mode (``--screenshot``) lives in ``ui/screenshots/``, above
this module: it builds its window with ``make_app`` and ``install_language``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QEvent, QObject
    from PySide6.QtWidgets import QApplication, QWidget

    from muggins_desktop.storage.lock import FolderLock
    from muggins_desktop.ui.window.main_window import MainWindow


def make_app(argv: Sequence[str]) -> QApplication:
    # Qt 6 scales for the screen's device-pixel ratio by itself (fractional
    # factors pass through), and everything on the table is vector drawn.
    from PySide6.QtWidgets import QApplication

    import muggins_desktop.ui  # noqa: F401 - the UI package first (it documents the PySide6 pin)

    app = cast("QApplication | None", QApplication.instance())  # a QApplication when there is one
    if app is None:
        app = QApplication(["muggins-desktop", *argv])
    app.setApplicationName("muggins-desktop")
    from muggins_desktop.ui.app.display_name import follow_language

    follow_language()  # "Маґґінс", not "Маґґінс — Muggins", in the Ukrainian title bar
    app.setOrganizationName("muggins-desktop")
    # Lets Wayland docks and task bars match the window to the desktop entry's icon.
    app.setDesktopFileName("io.github.muggins_desktop.MugginsDesktop")
    return app


def install_language(app: QCoreApplication, language: str | None) -> None:
    from muggins_desktop.ui.text.i18n import install_translator

    install_translator(app, language)


def _set_icon(app: QApplication) -> None:
    from PySide6.QtGui import QIcon

    from muggins_desktop.assets import resource

    for name in ("muggins-desktop.svg", "muggins-desktop-256.png"):
        path = resource("icons", name)
        if path.is_file():
            app.setWindowIcon(QIcon(str(path)))
            return


def run_gui(args: argparse.Namespace) -> int:
    """Start the app with the namespace ``cli.parse_gui_args`` made; returns the exit code."""
    from muggins_desktop.ui.app.platform_check import missing_library

    missing = missing_library(os.environ)
    if missing is not None:  # Qt would abort with its own text: name the package instead
        return _explain_missing_library(missing, args.lang)
    # The user folder is read before PySide is imported: PySide's import
    # hook reads the source of every module imported after it (about 80 us
    # each), and the lock, the settings and the autosave need no Qt.
    lock, refusal = _take_folder_lock()
    if lock is None:
        if refusal == "open" and _hand_over(args.file):
            return 0  # the running copy came forward (and opens the file)
        return _refuse_second_instance(make_app([]), args.lang, refusal)
    from muggins_desktop.ui.app.instance import FOLDER_LOCKS

    FOLDER_LOCKS.append(lock)  # held until the process ends
    _clean_temp_files()
    from muggins_desktop.storage.settings import load_settings_or_defaults

    settings, settings_problem = load_settings_or_defaults()
    autosave_problem = _autosave_problem()
    app = make_app([])
    _start_log()
    from muggins_desktop.ui.window.main_window import MainWindow

    install_language(app, args.lang or settings.language)
    problem = " ".join(_translated(p) for p in (settings_problem, autosave_problem) if p)
    from muggins_desktop.ui.access.accessibility import apply_settings as apply_reading

    apply_reading(app, settings)  # text size and high contrast before the first paint
    window = MainWindow(settings)
    screen = app.primaryScreen()
    room = screen.availableGeometry() if screen is not None else None
    size = first_window_size(room.width(), room.height()) if room is not None else FIRST_SIZE
    probe = os.environ.get("MUGGINS_DESKTOP_STARTUP_PROBE")
    if probe:
        _probe_first_paint(window, modules=probe == "modules")
    if size is None:  # a small screen: the whole of it, not a window hanging off its edges
        window.showMaximized()
    else:
        window.resize(*size)
        window.show()
    from PySide6.QtCore import QTimer

    done: list[bool] = []

    def after_first_paint() -> None:
        if not done:
            done.append(True)
            _after_first_paint(app, window, args)

    # After the first paint: a zero timer started here would run before it. The later timer
    # is for a start page that never paints (a match put on the table first, as tests do).
    window.start_page.firstPainted.connect(lambda: QTimer.singleShot(0, after_first_paint))
    QTimer.singleShot(LATE_MS, after_first_paint)
    if problem:  # as the library's problems are told: a box (the whole sentence at any width) and the status line
        window.files.warn(str(problem))
    return int(app.exec())


def _after_first_paint(app: QApplication, window: MainWindow, args: argparse.Namespace) -> None:
    """The icon, the ear for later starts, and the FILE of the command line: none is needed to paint."""
    _set_icon(app)
    listen_for_later_starts(window)
    if args.file:
        open_given_file(window, args.file)


def open_given_file(window: MainWindow, path: str) -> None:
    """Open ``path`` as Game -> Open does: the running match is asked about first, a bad file told in a sentence."""
    window.confirm_leave(lambda: window.open_saved(path))


def come_forward(window: MainWindow, path: str) -> None:
    """A later start asked for this window: raised (un-minimized, the size kept), then its file opened."""
    from PySide6.QtCore import Qt

    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    if path:
        open_given_file(window, path)


def listen_for_later_starts(window: MainWindow) -> None:
    """Listen for later starts on this folder; without QtNetwork or the socket, they say "already open"."""
    try:
        from muggins_desktop.ui.app.handoff import HandoffServer, server_name
    except ImportError:  # a bundle built without QtNetwork
        return
    from muggins_desktop.storage.lock import lock_path

    server = HandoffServer(server_name(lock_path()), window)
    server.wanted.connect(lambda path: come_forward(window, path))
    server.listen()


def _hand_over(file: str | None) -> bool:
    """Whether the copy holding the folder came forward for this start (and took ``file``)."""
    try:
        from muggins_desktop.ui.app.handoff import hand_over, server_name
    except ImportError:
        return False
    from muggins_desktop.storage.lock import lock_path

    return hand_over(server_name(lock_path()), file)


def _start_log() -> None:
    from PySide6.QtCore import qVersion

    from muggins_desktop import __version__
    from muggins_desktop.storage.logbook import start_log

    start_log(qVersion(), __version__)


#: When the icon, the socket and FILE come at the latest if the start page has not painted.
LATE_MS = 1000


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


#: Exit status of a second instance that refused to start.
ALREADY_OPEN = 1


def _take_folder_lock() -> tuple[FolderLock | None, str]:
    """The lock of the user folder, or None and why not.

    The reason is "open" when another instance holds the lock, else the
    storage door's code for the lock file ("not_regular", "hard_linked",
    "link_target") or "unwritable". The app fails closed: only read-only
    media (where nothing can be written anyway) starts without the lock.
    """
    from muggins_desktop.storage.files import WriteRefused
    from muggins_desktop.storage.lock import FolderLock, is_read_only

    lock = FolderLock()
    try:
        return (lock, "") if lock.acquire() else (None, "open")
    except WriteRefused as exc:
        return None, exc.code
    except OSError as exc:
        if is_read_only(exc):
            return lock, ""
        return None, "unwritable"


#: Exit status when Qt cannot open a window on this system.
NO_WINDOW = 1


def _explain_missing_library(entry: tuple[str, str, str], language: str | None) -> int:
    from muggins_desktop.storage.settings import peek_settings
    from muggins_desktop.ui.app.platform_check import explain

    if language is None:
        peeked = peek_settings()
        language = peeked.language if peeked is not None else "system"
    print(explain(entry, language), file=sys.stderr)
    return NO_WINDOW


def _autosave_problem() -> str | None:
    """The sentence about an autosave the start page could not use (moved aside), or None.

    Checked once here, before the window: ``storage.summary`` moves a bad
    file aside, so the start page then finds a usable autosave or none.
    """
    from muggins_desktop.storage.legacy.summary import inspect

    return inspect()[1]


def _clean_temp_files() -> None:
    """Before the first paint: every folder the app writes but the library's matches.

    That folder holds two files a match; listing 200,000 of them cost 160 ms
    before the window showed (issue 52). The window's ``MatchKeeper`` cleans
    it after the first paint, on the library's writer thread.
    """
    from muggins_desktop.storage import paths
    from muggins_desktop.storage.files import clean_temp_files

    matches = paths.library_dir() / "matches"
    clean_temp_files([folder for folder in paths.written_folders() if folder != matches])


def _translated(problem: str) -> str:
    from muggins_desktop.ui.library.texts import describe

    return describe(problem)


def lock_refusal_text(reason: str) -> str:
    """The one sentence a refused start shows (``reason`` from ``_take_folder_lock``)."""
    from PySide6.QtCore import QCoreApplication

    from muggins_desktop.storage.files import shown_path
    from muggins_desktop.storage.lock import lock_path

    if reason == "open":
        text = QCoreApplication.translate("App", "Muggins is already open for this user; switch to its window.")
    elif reason in ("not_regular", "link_target"):
        text = QCoreApplication.translate(
            "App", "Muggins cannot start: its lock file %1 is a folder, a link or a pipe; remove it and start again."
        )
    elif reason == "hard_linked":
        text = QCoreApplication.translate(
            "App", "Muggins cannot start: its lock file %1 has other hard links; remove it and start again."
        )
    else:
        text = QCoreApplication.translate(
            "App", "Muggins cannot start: its lock file %1 cannot be written; check the disk and the folder's rights."
        )
    return text.replace("%1", shown_path(lock_path()))


def _refuse_second_instance(app: QApplication, language: str | None, reason: str = "open") -> int:
    """Say in one sentence that the app is already open for this folder (or why it cannot start), then exit.

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
    install_language(app, language)
    text = lock_refusal_text(reason)
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


def _probe_first_paint(window: QWidget, modules: bool = False) -> None:
    """Say "PAINTED" at the first paint and stop (tests/benchmarks/bench_startup.py).

    The first paint is the window's own: Qt paints a window before its
    children. The probe watches the window only: a filter on the whole app
    would make PySide wrap every object that gets an event before it (each
    widget, scroll bar and layout) and set up their types, about 30 ms of
    CPU that a start without the probe never spends.

    With ``modules``, first list every module of the package loaded by then,
    one "module NAME" line each, and "qt-namespace built" if PySide's ``Qt``
    namespace was set up by then (tests/test_startup_imports.py; see
    ui/app/enum_props.py).
    """
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        def eventFilter(self, _obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                if modules:
                    loaded = sorted(name for name in sys.modules if name.split(".")[0] == "muggins_desktop")
                    sys.stdout.write("".join(f"module {name}\n" for name in loaded))
                    if "Qt" in vars(sys.modules["PySide6.QtCore"]):  # set up on its first use only
                        sys.stdout.write("qt-namespace built\n")
                sys.stdout.write("PAINTED\n")
                sys.stdout.flush()
                os._exit(0)
            return False

    probe = FirstPaint(window)
    window.installEventFilter(probe)
