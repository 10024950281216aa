"""One way to make the window's menu actions, shared by every part that owns some.

The window's parts (``Actions`` of menus.py, ``FilePrompts``,
``WindowDialogs``, ``CoachActions``) each own their ``QAction``s. Qt's
``triggered`` passes a ``checked`` flag that the parts' slots do not take,
so each action calls its slot without it. The action's parent is the window,
so its shortcut works wherever the focus is in it. The module sits below the
window, beside the dialogs, because the coach and the library use it too and
no room below the window imports from it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget


def window_action(window: QObject, slot: Callable[[], object] | None = None, checkable: bool = False) -> QAction:
    """A new action of ``window`` that calls ``slot()`` when triggered (None: nothing, e.g. a toggle)."""
    action = QAction(window)
    action.setCheckable(checkable)
    if slot is not None:
        action.triggered.connect(lambda _checked=False: slot())
    return action


def side_window_keys(side: QWidget, main: QWidget | None) -> None:
    """Escape closes a window of its own (Review, Matches), and the Quit keys work in it too.

    A window action's shortcut fires only while its own window is active, so
    without these the main window's Quit did nothing while Review or Matches
    had the focus. Quitting from there goes through the main window's close,
    which asks before leaving a running match as the menu does.
    """
    from PySide6.QtCore import Qt  # not at import: the start page needs no Qt namespace (ui/app/enum_props.py)

    QShortcut(QKeySequence(Qt.Key.Key_Escape), side, side.close)
    if main is None:
        return
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]:
        QShortcut(key, side, main.close)
