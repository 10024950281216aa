"""The PySide6 user interface: main window, dialogs and one table per game.

Heavy modules (the graphics scenes, the engine, the computer players) are
imported lazily so that the window appears quickly.
"""

# Must come before any use of Qt (see the module for the reason).
from muggins_desktop.ui import _pyside_fix  # noqa: F401
