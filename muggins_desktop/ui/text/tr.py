"""The one ``tr`` of the modules that keep their sentences under a context of their own.

A module that shows text names its context once and builds its helper from it::

    CONTEXT = "DominoTexts"
    tr = Translator(CONTEXT)

    tr("a tile")                  # plain message
    tr("%n tile(s) fit", count)   # numerus message

Keeping ``CONTEXT`` as a literal line matters: tools/i18n.py reads it to
hand lupdate each ``tr(...)`` call as a ``QCoreApplication.translate`` call
of that context, so the catalogues keep the same messages. With a count, an
English "(s)" left in the result (no catalogue loaded, or a message not
translated yet) is resolved by ``plural``; without one, the text is exactly
what Qt returns. Only ``QCoreApplication`` is needed, so a module on the
start page's path pays for nothing more than it did with its own copy.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from muggins_desktop.ui.text.plural import plural


class Translator:
    """``tr(text, n=-1)`` for one translation context (see the module docstring)."""

    __slots__ = ("context",)

    def __init__(self, context: str) -> None:
        self.context = context

    def __call__(self, text: str, n: int = -1) -> str:
        """``text`` in the current language; ``n`` (when given) picks the plural form and fills %n."""
        out = QCoreApplication.translate(self.context, text, None, n)
        return plural(out, n) if n >= 0 else out

    def __repr__(self) -> str:
        return f"Translator({self.context!r})"
