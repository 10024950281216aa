"""The library's scan of its folder on a thread of its own, with progress and a stop.

Rebuilding the index reads a sidecar per match (0.8 ms each: 2 minutes at
100,000 matches), and even a folder changed behind the index (every start
after a crash) ``stat``s every file. Done on the GUI thread, that froze the
window with no sign of life (issue 52). ``ScanJob`` runs the same
``index.refresh`` on a thread: it only reads files and builds rows, and
never touches the library, which takes the result on its own thread
(``MatchLibrary.finish_scan``). Meanwhile the library lists the rows it
has at hand (the unfinished and the trash of the old index).

The scan is incremental: rows whose files kept their size and time are
reused, from ``index.json``, or from ``index-finished.json`` of any
generation when the index itself is lost, so only the sidecars that
changed are read again.
"""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Mapping
from pathlib import Path

from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.library import index as li
from muggins_desktop.storage.replay import gc_paused

Rows = dict[str, li.Entry]
#: While a scan runs, the interpreter passes between threads every millisecond (5 by default): the
#: GUI thread waits for its turn at every call into Python, and a paint makes hundreds of them.
SWITCH_S = 0.001
_FROZEN = threading.Event()  # kept_for_good froze objects that let_go has not given back


def kept_for_good() -> None:
    """The rows just made stay for the app's life: no collection of the cyclic collector walks them again.

    Made with the collector paused, they would all be walked by its next
    full pass, which holds the interpreter (0.2 s at 10,000 matches: the
    window stopped answering, issue 52). ``gc.freeze`` moves every object
    alive now out of its reach; ``let_go`` gives them back when the
    library closes, so that a library closed in a running process (tests,
    benchmarks) is collected with its cycles.
    """
    gc.freeze()
    _FROZEN.set()


def let_go() -> None:
    """The library closes: what ``kept_for_good`` froze is the collector's again."""
    if _FROZEN.is_set():
        _FROZEN.clear()
        gc.unfreeze()


class ScanJob:
    """One scan of the matches folder on its thread: ``progress``, ``stop``, then ``result``."""

    def __init__(
        self, folder: Path, cached: Mapping[str, li.Entry] | None, finished: Path, generation: str | None
    ) -> None:
        self._folder = folder
        self._cached = dict(cached or {})
        self._finished = finished
        # the generation index.json names; None: the finished rows are only a cache of stamps
        self.generation = generation
        #: (matches looked at, matches in the folder); (0, 0) while the folder is listed
        self.progress = (0, 0)
        self.scan: li.Scan | None = None
        #: the rows of ``index-finished.json`` of ``generation`` (None: not read, or not that one)
        self.finished_rows: Rows | None = None
        self.error: StorageError | None = None
        self._stop = threading.Event()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="library-scan", daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def stop(self) -> None:
        """Stop reading: the rows read so far stand, the rest keep their cached rows until next time."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    def _run(self) -> None:
        switching = sys.getswitchinterval()
        sys.setswitchinterval(SWITCH_S)
        try:
            with gc_paused():  # thousands of small rows that all stay
                self._read_finished()
                self.scan = li.refresh(self._folder, self._cached, None, self._step)
                kept_for_good()
        except StorageError as exc:  # the folder cannot be listed: the library tells it
            self.error = exc
        finally:
            sys.setswitchinterval(switching)
            self._done.set()

    def _read_finished(self) -> None:
        """The finished rows join the cache: checked against the files' stamps like every cached row."""
        rows = None if self.generation is None else li.load_finished(self._finished, self.generation)
        if rows is not None:
            self.finished_rows = rows
        else:  # any generation: only a cache of stamps, every row checked
            rows = li.load_finished(self._finished, None) or {}
        for match_id, entry in rows.items():
            self._cached.setdefault(match_id, entry)

    def _step(self, done: int, total: int) -> bool:
        self.progress = (done, total)
        return not self._stop.is_set()
