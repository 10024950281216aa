"""Qt enum properties set by their key's name, for what is built before the first paint.

The first use of PySide's ``Qt`` namespace (``Qt.TextFormat.PlainText``,
``Qt.ItemDataRole.UserRole``, even a getter that returns one of its enums)
makes PySide build all of that namespace's Python enums at once: about
12 ms of CPU on a 2-core machine, more than a tenth of a bare Qt window's
start, which the first paint does not otherwise need
(``tests/test_startup_imports.py`` checks that it stays unbuilt). Qt's
property system converts a key's name to the enum's value in C++, so a
widget of the start page or the status bar can be given the same value
without it. Code that runs after the first paint uses ``Qt`` as usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject


def set_enum_property(obj: QObject, name: str, key: str) -> None:
    """``obj``'s Qt property ``name`` set to the enum key ``key`` ("PlainText"); a typo raises."""
    if not obj.setProperty(name, key):  # False also for an unknown name (a new dynamic property)
        raise ValueError(f"{type(obj).__name__} has no enum property {name!r} taking {key!r}")


def plain_text(label: QObject) -> None:
    """Show the text of a ``QLabel`` (or ``QMessageBox``) as plain text, never as rich text.

    For texts holding names that come from players and files.
    """
    set_enum_property(label, "textFormat", "PlainText")
