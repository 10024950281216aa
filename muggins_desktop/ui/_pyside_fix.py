"""Work around a reference-count bug of PySide6 6.12 on Python 3.11.

In that combination every Qt method that returns nothing hands Python a
``None`` it never took a reference to, so each call lowers ``None``'s
reference count by one. After a few thousand calls (a few frames of
painting) the interpreter aborts with "deallocating None". Python 3.12 and
later make ``None`` immortal, which hides the bug there.

The fix makes ``None`` practically immortal on older interpreters too, by
raising its reference count far above anything a program could use up. It
must run before Qt is used; ``muggins_desktop.ui`` imports this module
first.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 60


def make_none_immortal() -> bool:
    """Raise None's reference count on CPython < 3.12; True when applied."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value < _HEADROOM // 2:
        count.value += _HEADROOM
    return True


make_none_immortal()
