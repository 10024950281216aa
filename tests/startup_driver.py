"""Starts the real app (``ui.app.run_gui``) offscreen and reports what the player would see.

Run as ``python -m tests.startup_driver LANG``: instead of running the event
loop, the app's first moments are processed and one line each is printed:
``STATUS: <status bar message>``, ``CONTINUE: True|False``, ``WINDOW: True``,
``BOX: <the visible message boxes' texts>``.
With ``DOOR_DENY_SAVES=1`` every look into ``data/saves`` fails with a
permission error (a folder without search permission: a test run as root
cannot make one with chmod).
"""

from __future__ import annotations

import argparse
import errno
import os
import sys


def deny_saves() -> None:
    from muggins_desktop.storage import paths

    saves = os.fspath(paths.saves_dir())

    def guard(real):  # type: ignore[no-untyped-def]
        def call(path, *args, **kwargs):  # type: ignore[no-untyped-def]
            text = os.fsdecode(path) if isinstance(path, (str, bytes, os.PathLike)) else ""
            if text.startswith(saves + os.sep):
                raise PermissionError(errno.EACCES, "Permission denied", text)
            return real(path, *args, **kwargs)

        return call

    for name in ("stat", "lstat", "open", "scandir"):
        setattr(os, name, guard(getattr(os, name)))


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if os.environ.get("DOOR_DENY_SAVES"):
        deny_saves()
    from PySide6.QtWidgets import QApplication

    from muggins_desktop.ui.app import app as gui

    def first_moments(self: QApplication) -> int:
        for _ in range(10):
            self.processEvents()
        from muggins_desktop.ui.window.main_window import MainWindow

        windows = [w for w in self.topLevelWidgets() if isinstance(w, MainWindow)]
        print(f"WINDOW: {bool(windows) and windows[0].isVisible()}")
        if windows:
            print(f"STATUS: {windows[0].statusBar().currentMessage()}")
            print(f"CONTINUE: {windows[0].start_page.continue_button.isEnabled()}")
            from PySide6.QtWidgets import QMessageBox

            boxes = [b for b in windows[0].findChildren(QMessageBox) if b.isVisible()]
            print(f"BOX: {' | '.join(b.text() for b in boxes)}")
        sys.stdout.flush()
        return 0

    QApplication.exec = first_moments  # type: ignore[method-assign,assignment]
    return gui.run_gui(argparse.Namespace(lang=sys.argv[1] if len(sys.argv) > 1 else None, file=None))


if __name__ == "__main__":
    sys.exit(main())
