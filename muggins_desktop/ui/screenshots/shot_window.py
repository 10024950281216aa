"""What the docs' picture makers share: the folder and app, and the window they grab.

``dominoes_shots`` and ``cribbage_shots`` are run as scripts
(``python -m muggins_desktop.ui.screenshots.dominoes_shots docs/screenshots``):
each takes the folder from its command line, makes the app offscreen in
English, and grabs main windows with no slides and no computer pause, so a
picture never catches a tile or card halfway.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.window.main_window import MainWindow


def shots_start(argv: list[str] | None) -> tuple[QApplication, Path]:
    """The app (offscreen unless a display is asked for, in English) and the folder the pictures go to."""
    args = list(sys.argv[1:] if argv is None else argv)
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from muggins_desktop.ui.app.app import install_language, make_app

    app = make_app([])
    install_language(app, "en")
    return app, folder


def shot_window(size: tuple[int, int], tally_marks: bool = False) -> MainWindow:
    """A shown main window of ``size``, no slides, no computer pause, nothing kept."""
    window = MainWindow(Settings(animation_ms=0, ai_pause_ms=0, tally_marks=tally_marks), keep_in_library=False)
    window.resize(*size)
    window.show()
    return window
