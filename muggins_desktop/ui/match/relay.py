"""Results from worker threads, delivered on the GUI thread.

The computer players think on the "ai" worker, the library writes on its
own thread and the statistics recount runs on the "recount" worker; what
they hand back to the window must reach it on the GUI thread, and must be
droppable when the match or dialog that asked has gone meanwhile. One
``Relay`` does this for the whole app (``the_relay``), so no Qt object is
ever made, kept or deleted on a worker thread.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Signal, Slot


class Relay(QObject):
    """Carries results from worker threads back to the GUI thread.

    One relay lives for the whole application on the GUI thread, so no
    per-decision or per-controller Qt object is ever created, kept or deleted
    on a worker thread. A worker ``post``s a result under a token; the GUI
    thread runs the callback registered for it (``expect``), unless the token
    was cancelled meanwhile, in which case the result is simply dropped. Only
    an int crosses the thread boundary in the signal.
    """

    done = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.lock = threading.Lock()
        self._waiting: dict[int, Callable[[object], None]] = {}
        self._results: dict[int, object] = {}
        self._next = 0
        self.done.connect(self._deliver)

    def token(self) -> int:
        with self.lock:
            self._next += 1
            return self._next

    def expect(self, token: int, callback: Callable[[object], None]) -> None:
        with self.lock:
            self._waiting[token] = callback

    def cancel(self, token: int) -> None:
        with self.lock:
            self._waiting.pop(token, None)
            self._results.pop(token, None)

    def post(self, token: int, result: object) -> None:
        """From any thread: hand ``result`` to the callback waiting for ``token``."""
        with self.lock:
            if token not in self._waiting:
                return
            self._results[token] = result
        self.done.emit(token)

    def call_soon(self, callback: Callable[[object], None], value: object) -> None:
        """From any thread: run ``callback(value)`` on the GUI thread."""
        token = self.token()
        self.expect(token, callback)
        self.post(token, value)

    @Slot(int)
    def _deliver(self, token: int) -> None:
        with self.lock:
            callback = self._waiting.pop(token, None)
            result = self._results.pop(token, None)
        if callback is not None:
            callback(result)


_relay: Relay | None = None


def the_relay() -> Relay:
    """The app's one relay (made on first use, which must be on the GUI thread)."""
    global _relay
    if _relay is None:
        _relay = Relay()
    return _relay


def weak_callback(method: Callable[[object], None]) -> Callable[[object], None]:
    """A callable for a worker thread that runs the bound ``method`` on the GUI thread, if its object lives.

    Call this on the GUI thread (it makes the app's relay there if need be).
    The worker keeps only a weak reference to the object: a Qt object whose
    last reference a worker thread drops is deleted on that thread, which
    crashes Qt. Give a worker this, never ``self`` or ``self.method``.
    """
    return partial(_post_weakly, the_relay(), weakref.WeakMethod(method))


def _post_weakly(relay: Relay, method: weakref.WeakMethod[Callable[[object], None]], value: object) -> None:
    relay.call_soon(partial(_call_weakly, method), value)


def _call_weakly(method: weakref.WeakMethod[Callable[[object], None]], value: object) -> None:
    bound = method()  # resolved on the GUI thread: a strong reference only here
    if bound is not None:
        bound(value)
