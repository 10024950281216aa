"""The autosave written off the GUI thread: the newest snapshot, coalesced.

The controller hands ``AutosaveWriter.submit`` a cheap snapshot after every
action (O(1) on the GUI thread whatever the match length); the app's one
"autosave" worker writes the newest one with storage's atomic ``autosave``
(temporary file, fsync, replace), so a crash leaves the previous save or the
new one, never a torn file. ``flush`` waits until the newest is on disk.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from muggins_desktop.engine.deals import Deal
from muggins_desktop.storage import saves

_workers: dict[str, ThreadPoolExecutor] = {}


def worker(name: str) -> ThreadPoolExecutor:
    """One long-lived worker thread per job kind ("ai", "autosave") for the app.

    Matches come and go, threads do not: nothing is created per decision or
    per match, and work runs one item at a time (a decision abandoned by a
    closed match finishes, unseen, before the next match's first one).
    """
    executor = _workers.get(name)
    if executor is None:
        executor = _workers[name] = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"muggins-{name}")
    return executor


@dataclass(frozen=True)
class Snapshot:
    """What ``save_game`` reads of a match, taken on the GUI thread in O(1).

    The live match keeps changing while the writer thread works, so the
    writer gets this instead: the game, the number of players, and the event
    list with its length at this moment, and the deal (whose key the save
    keeps until the record reveals it, so a resumed match still reveals it). A match only ever appends to its
    record and events never change once recorded, so the first ``length``
    events are the record as it stood; the copy is made on the worker.
    """

    game: str
    players: int
    events: list[dict[str, Any]]
    length: int
    #: the match's deal (frozen): a fair match's key is kept beside the record until it is revealed
    deal: Deal | None = None

    @property
    def record(self) -> list[dict[str, Any]]:
        return self.events[: self.length]


CLEAR = object()


class AutosaveWriter:
    """Writes the latest snapshot on one worker thread, coalescing.

    ``submit`` only stores the snapshot (O(1) on the GUI thread); the worker
    writes whatever is newest when it gets to it, so a burst of moves costs
    one write, and a slow disk never slows the table. The write itself is
    storage's atomic ``autosave`` (temporary file, fsync, replace), so a
    crash leaves the previous autosave or the new one, never a torn file.
    """

    def __init__(
        self, write: Callable[..., None], clear: Callable[[], None], report: Callable[[Exception], None]
    ) -> None:
        self._write, self._clear, self._report = write, clear, report
        self._lock = threading.Lock()
        self._pending: Any = None
        self._busy = False
        self._idle = threading.Event()
        self._idle.set()

    def submit(self, item: Any) -> None:
        with self._lock:
            self._pending = item
            if self._busy:
                return
            self._busy = True
            self._idle.clear()
        worker("autosave").submit(self._drain)

    def _drain(self) -> None:
        while True:
            with self._lock:
                item, self._pending = self._pending, None
                if item is None:
                    self._busy = False
                    self._idle.set()
                    return
            try:
                if item is CLEAR:
                    self._clear()
                else:
                    self._write(*item)
            except Exception as exc:  # reported on the GUI thread
                self._report(exc)

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until the newest snapshot is on disk (True) or ``timeout`` passes."""
        return self._idle.wait(timeout)


def default_autosave(match: Any, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any]) -> None:
    saves.autosave(match, seats, options)


def default_clear() -> None:
    saves.clear_autosave()
