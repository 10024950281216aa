"""One way to make the window's menu actions, shared by every part that owns some.

The window's parts (``Actions`` of menus.py, ``FilePrompts``,
``WindowDialogs``, ``CoachActions``) each own their ``QAction``s. Qt's
``triggered`` passes a ``checked`` flag that the parts' slots do not take,
so each action calls its slot without it. The action's parent is the window,
so its shortcut works wherever the focus is in it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction


def window_action(window: QObject, slot: Callable[[], object] | None = None, checkable: bool = False) -> QAction:
    """A new action of ``window`` that calls ``slot()`` when triggered (None: nothing, e.g. a toggle)."""
    action = QAction(window)
    action.setCheckable(checkable)
    if slot is not None:
        action.triggered.connect(lambda _checked=False: slot())
    return action
