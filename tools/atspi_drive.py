"""Play one dominoes round keyboard only in the real window, for ``tools/atspi_run.sh``.

Keys go to the table as a person would press them (F1, Esc, Ctrl+R, arrows,
Enter, D, P); ``$ATSPI_OUT/drive.log`` lists them and, at the end, every
announcement the app made. The listener (``atspi_listen.py``) records what
arrived on the accessibility bus.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

OUT = os.environ.get("ATSPI_OUT", "/tmp/atspi")
os.environ["QT_ACCESSIBILITY"] = "1"
os.environ["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> None:
    app = QApplication(sys.argv)
    app.setApplicationName("muggins")
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.access import accessibility
    from muggins_desktop.ui.window.main_window import MainWindow

    settings = Settings(
        player_name="Ann", animation_ms=0, ai_pause_ms=300, ai_budget_ms=20, language="en", confirm_leave=False
    )
    window = MainWindow(settings, keep_in_library=False)
    window.resize(1100, 760)
    window.show()
    log = open(os.path.join(OUT, "drive.log"), "w", buffering=1)  # open for the whole run

    def pump(seconds: float) -> None:
        end = time.time() + seconds
        while time.time() < end:
            app.processEvents()
            time.sleep(0.02)

    def dump() -> None:
        open(os.path.join(OUT, "dump-now"), "w").close()
        pump(1.5)

    def key(widget: Any, k: Qt.Key, label: str, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        log.write(f"KEY {label}\n")
        QTest.keyClick(widget, k, modifier)
        pump(1.2)

    pump(1.5)
    seats = [
        {"name": "Ann", "kind": "human", "level": None},
        {"name": "Computer 1", "kind": "computer", "level": "easy"},
    ]
    controller = window.start_match(
        {"game": "dominoes", "players": 2, "seats": seats, "options": {"players": 2}}, seed=11
    )
    pump(2)
    dump()
    table = window.table
    window.activateWindow()  # no window manager under Xvfb: shortcuts need an active window
    pump(0.5)
    key(table, Qt.Key.Key_F1, "F1 (keys)")
    key(table, Qt.Key.Key_Escape, "Esc")
    key(table, Qt.Key.Key_R, "Ctrl+R", Qt.KeyboardModifier.ControlModifier)
    moves = 0
    while controller.reading.outcome is None and moves < 40 and table.scene_.panel_kind != "round":
        pump(0.6)
        if not table.presenter.my_turn():
            continue
        moves += 1
        if table.presenter.legal_tiles():
            key(table, Qt.Key.Key_Right, "Right")
            if table.presenter.selected is not None and len(table.presenter.ends_for(table.presenter.selected)) > 1:
                key(table, Qt.Key.Key_Down, "Down")
            key(table, Qt.Key.Key_Return, "Enter")
        else:
            key(table, Qt.Key.Key_D, "D")
            if table.presenter.my_turn() and not table.presenter.legal_tiles():
                key(table, Qt.Key.Key_P, "P")
        if moves == 3:
            dump()
            key(table, Qt.Key.Key_R, "Ctrl+R", Qt.KeyboardModifier.ControlModifier)
    log.write("HISTORY\n" + "\n".join(accessibility.history) + "\n")
    window.stop_match()
    window.close()
    pump(0.5)


if __name__ == "__main__":
    main()
