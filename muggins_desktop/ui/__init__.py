"""The PySide6 user interface: main window, dialogs and one table per game.

Heavy modules (the graphics scenes, the engine, the computer players) are
imported lazily so that the window appears quickly.
"""
