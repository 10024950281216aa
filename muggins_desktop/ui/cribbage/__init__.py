"""The cribbage table: board, cards, pegging, the show and Muggins dialogs."""

from muggins_desktop.ui import pyside_guard as _pyside_guard  # noqa: F401  (see its docstring)
