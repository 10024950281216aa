"""The PySide6 user interface: main window, dialogs and one table per game.

Heavy modules (the graphics scenes, the engine, the computer players) are
imported lazily so that the window appears quickly.
"""

# Must run before any use of Qt: see pyside_guard for the PySide6 6.12 bug.
from muggins_desktop.ui import pyside_guard  # noqa: F401
