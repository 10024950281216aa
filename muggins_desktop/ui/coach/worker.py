"""Running a coach computation off the GUI thread.

The hint and the review are plain functions of a view or a record; a
``Background`` runs one on a worker thread and hands the result back on the
GUI thread through a queued signal. Only an int (a generation number) crosses
the thread boundary; the result waits in a dict, as the game controller does.
A newer request makes older results stale: they are dropped on arrival.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Job(QRunnable):
    def __init__(self, owner: Background, generation: int, fn: Callable[[], object]) -> None:
        super().__init__()
        self.owner, self.generation, self.fn = owner, generation, fn

    def run(self) -> None:
        try:
            result: object = self.fn()
        except Exception as exc:  # handed to the GUI thread
            result = exc
        with self.owner.lock:
            self.owner.results[self.generation] = result
        try:
            self.owner.arrived.emit(self.generation)
        except RuntimeError:
            pass  # the widget was closed and deleted meanwhile: nobody waits for the result


class Background(QObject):
    """One worker thread; ``finished(result)`` fires on the GUI thread for the latest request only."""

    arrived = Signal(int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.lock = threading.Lock()
        self.results: dict[int, object] = {}
        self.generation = 0
        self.busy = False
        self.arrived.connect(self._arrived)

    def run(self, fn: Callable[[], object]) -> int:
        """Start ``fn`` on the worker; returns its generation number."""
        self.generation += 1
        self.busy = True
        self.pool.start(_Job(self, self.generation, fn))
        return self.generation

    def cancel(self) -> None:
        """Forget the running request (its result will be dropped)."""
        self.generation += 1
        self.busy = False

    def wait(self, ms: int = 5000) -> bool:
        return self.pool.waitForDone(ms)

    def _arrived(self, generation: int) -> None:
        with self.lock:
            result = self.results.pop(generation, None)
        if generation != self.generation:
            return
        self.busy = False
        if isinstance(result, Exception):
            self.failed.emit(str(result))
        else:
            self.finished.emit(result)
