"""The PySide6 user interface: main window, dialogs and one table per game.

Heavy modules (the graphics scenes, the engine, the computer players) are
imported lazily so that the window appears quickly.

PySide6-Essentials 6.12.0 on Python 3.11 aborts after a few thousand paints
(it drops references to ``None``); pyproject.toml excludes that release, which
is the one answer to it.
"""
