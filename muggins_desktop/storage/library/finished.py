"""The finished matches' rows, kept apart in ``index-finished.json``.

A library of thousands of matches is mostly finished ones, and the start
page needs none of them: it lists the unfinished matches and offers
Continue. So the finished rows that have settled (finished for good, not in
the trash) live in a file of their own, read only when a list needs every
row, or early on a thread of its own once the start page is up.

``index.json`` names the *generation* of the finished rows it goes with; a
new generation is drawn every time those rows change, and the finished
file is written before the index that names it. An index whose generation
is not the one in the finished file is not trusted at the next start, so a
crash between the two writes costs a rescan, never a row.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future
from pathlib import Path

from muggins_desktop.storage import files
from muggins_desktop.storage.library import index as li
from muggins_desktop.storage.library.scan import kept_for_good
from muggins_desktop.storage.library.series import kept_at_hand
from muggins_desktop.storage.replay import gc_paused

Rows = dict[str, li.Entry]


class FinishedRows:
    """What this app knows of ``index-finished.json``: its generation, whether it was read, its rows."""

    def __init__(self, path: Path, folder: Path) -> None:
        self.path = path
        self._folder = folder  # the matches, whose files the rows are stamped with
        #: the generation ``index.json`` names (None: no finished rows are kept apart)
        self.generation: str | None = None
        #: True until the file's rows joined the library's (``read_into``)
        self.unread = False
        self._rows: Rows = {}  # what the file holds, to know when it must be written again
        self._todo: tuple[str, list[li.Entry]] | None = None  # for the writer thread
        self._todo_lock = threading.Lock()
        self._preloaded: tuple[str, Future[Rows | None]] | None = None
        self._settled_seen: Rows = {}  # the settled rows ``_pinned`` was worked out from
        self._pinned: set[str] = set()

    def expect(self, generation: str | None) -> None:
        """``index.json`` was just read and names ``generation``; none of its rows are read yet."""
        self.generation, self.unread, self._rows = generation, generation is not None, {}

    def adopt(self, rows: Rows | None) -> None:
        """A background scan read the file (``rows``; None: missing, damaged or another generation)
        and every row is in memory: nothing is left to read."""
        self.unread, self._preloaded = False, None
        if rows is None:
            self.generation = None
        self._rows = rows or {}

    def read_into(self, into: Rows) -> bool:
        """Add the file's rows to ``into`` (its own rows win); False when the file is missing,
        damaged or not the generation the index names."""
        self.unread = False
        if self.generation is None:
            return True
        early, self._preloaded = self._preloaded, None
        if early is not None and early[0] == self.generation:
            rows = early[1].result()  # read on its thread (``preload``): waits for the rest, if any
        else:
            with gc_paused():
                rows = li.load_finished(self.path, self.generation)
        if rows is None:
            self.generation = None
            return False
        self._rows = rows
        for match_id, entry in rows.items():
            into.setdefault(match_id, entry)
        return True

    def preload(self) -> None:
        """Start reading the file on a thread of its own; the rows join on the caller's thread later."""
        if not self.unread or self.generation is None or self._preloaded is not None:
            return
        generation, path = self.generation, self.path
        box: Future[Rows | None] = Future()

        def run() -> None:
            try:
                with gc_paused():  # the rows stay: out of the collector's reach (``kept_for_good``)
                    rows = li.load_finished(path, generation)
                    kept_for_good()
                box.set_result(rows)
            except BaseException as exc:  # handed to the reader with the result
                box.set_exception(exc)

        self._preloaded = (generation, box)
        threading.Thread(target=run, name="library-finished-rows", daemon=True).start()

    def split(self, entries: Rows) -> tuple[list[li.Entry], str | None]:
        """The rows ``index.json`` is to hold, and the generation it is to name.

        With the file unread every row stays in the index under the same
        generation. Otherwise the settled rows go to the file: when they
        changed, under a new generation, queued for ``write`` (only the
        newest of several queued ones is written).
        """
        if self.unread:
            return list(entries.values()), self.generation
        settled = {k: e for k, e in entries.items() if li.settled(e.row)}
        at_hand = self._at_hand(settled)
        kept = {k: e for k, e in settled.items() if k not in at_hand}
        old = self._rows
        if kept and (len(kept) != len(old) or any(old.get(k) is not e for k, e in kept.items())):
            self.generation = li.new_generation()
            with self._todo_lock:  # kept until written
                self._todo = (self.generation, list(kept.values()))
        elif not kept:
            self.generation = None
        self._rows = kept
        return [e for k, e in entries.items() if k not in kept], self.generation

    def _at_hand(self, settled: Rows) -> set[str]:
        """The settled rows that stay in ``index.json`` for the start page (``kept_at_hand``),
        worked out again only when the settled rows changed."""
        seen = self._settled_seen
        if len(seen) != len(settled) or any(seen.get(k) is not e for k, e in settled.items()):
            self._settled_seen = settled
            self._pinned = kept_at_hand([e.row for e in settled.values()])
        return self._pinned

    def write(self, generation: str | None) -> None:
        """On the writer thread, before the index naming ``generation``: the file, if it waits for it."""
        with self._todo_lock:
            todo = self._todo
        if todo is None or todo[0] != generation:
            return
        files.write_file(self.path, li.finished_bytes(li.restamp(self._folder, todo[1]), todo[0]))
        with self._todo_lock:
            if self._todo is todo:
                self._todo = None
