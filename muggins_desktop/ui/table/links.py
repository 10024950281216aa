"""Connections made for one attachment, undone together (Vorta's ``track_signal`` idea).

A presenter, a voice or a panel listens to a controller for as long as one
match is shown. Every connection it makes goes through ``Links.connect``,
which keeps Qt's connection handle; ``Links.clear`` undoes them all. Undoing
a handle whose sender has already been deleted is harmless (Qt answers
False), so nobody writes ``try: signal.disconnect(...) except ...`` by hand.

``Links.once(signal, callback)`` is a connection that undoes itself after
the first call: a step waiting for a panel's ``finished``, say.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QMetaObject, QObject, SignalInstance


class Links:
    """The connections of one owner, kept so they can all be undone at once."""

    def __init__(self) -> None:
        self._made: list[QMetaObject.Connection] = []

    def connect(self, signal: SignalInstance, slot: Callable[..., object]) -> None:
        """Connect ``signal`` to ``slot`` and remember the connection."""
        self._made.append(signal.connect(slot))

    def once(self, signal: SignalInstance, callback: Callable[[], object]) -> None:
        """Call ``callback`` the next time ``signal`` fires, then forget it."""
        made: list[QMetaObject.Connection] = []

        def fire(*_args: object) -> None:
            for handle in made:
                QObject.disconnect(handle)
                self._made = [h for h in self._made if h is not handle]
            made.clear()
            callback()

        handle = signal.connect(fire)
        made.append(handle)
        self._made.append(handle)

    def clear(self) -> None:
        """Undo every connection (senders already gone are skipped quietly)."""
        made, self._made = self._made, []
        for handle in made:
            QObject.disconnect(handle)

    def __len__(self) -> int:
        return len(self._made)
