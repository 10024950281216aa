"""Keep Python alive despite a reference-counting bug in PySide6 6.12.

With PySide6-Essentials 6.12 on CPython 3.11, every call of a C++ method that
returns ``void`` (``QPainter.setPen``, ``QPainterPath.lineTo``,
``QGraphicsItem.setPos`` ...) takes one reference from ``None`` without having
given it. Python 3.12 and later treat ``None`` as immortal, so nothing shows
there; on 3.11 the count reaches zero after a few thousand calls and the
interpreter aborts with "none_dealloc: deallocating None".

``install()`` adds a very large number of references to ``None`` (and to
``True`` and ``False``, hit the same way by a few calls) once, which
makes it effectively immortal, as it is on newer Pythons. It is idempotent and
does nothing on interpreters where ``None`` is already immortal.
"""

from __future__ import annotations

import ctypes
import sys

_BOOST = 1 << 40
_installed = False


def install() -> None:
    """Make ``None`` effectively immortal on CPython before 3.12."""
    global _installed
    if _installed or sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        _installed = True
        return
    # True and False suffer the same way from some calls (seen as
    # "bool_dealloc" aborts when the interpreter shuts down).
    for singleton in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(singleton))
        refcnt.value += _BOOST
    _installed = True


install()
