"""Running a coach computation off the GUI thread.

The hint and the review are plain functions of a view or a record; a
``Background`` runs one on a worker thread and hands the result back on the
GUI thread through the app's relay (``ui/match/relay.py``). The job holds the
``Background`` only weakly and emits no signal itself: the widget that owns
it may be closed and deleted while the job runs, and no Qt object may be
touched, or deleted, from the worker thread. A newer request makes older
results stale: they are dropped on arrival.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from muggins_desktop.ui.match.relay import weak_callback


class _Job(QRunnable):
    def __init__(self, generation: int, fn: Callable[[], object], deliver: Callable[[object], None]) -> None:
        super().__init__()
        self.generation, self.fn, self.deliver = generation, fn, deliver

    def run(self) -> None:
        try:
            result: object = self.fn()
        except Exception as exc:  # handed to the GUI thread
            result = exc
        self.deliver((self.generation, result))


class Background(QObject):
    """One worker thread; ``finished(result)`` fires on the GUI thread for the latest request only."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.generation = 0
        self.busy = False

    def run(self, fn: Callable[[], object]) -> int:
        """Start ``fn`` on the worker; returns its generation number."""
        self.generation += 1
        self.busy = True
        self.pool.start(_Job(self.generation, fn, weak_callback(self._arrived)))
        return self.generation

    def cancel(self) -> None:
        """Forget the running request (its result will be dropped)."""
        self.generation += 1
        self.busy = False

    def wait(self, ms: int = 5000) -> bool:
        return self.pool.waitForDone(ms)

    def _arrived(self, payload: object) -> None:
        from shiboken6 import isValid

        assert isinstance(payload, tuple)
        generation, result = payload
        if not isValid(self) or generation != self.generation:
            return
        self.busy = False
        if isinstance(result, Exception):
            self.failed.emit(str(result))
        else:
            self.finished.emit(result)
