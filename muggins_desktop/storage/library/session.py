"""The match being played: one writable library match, locked to this app.

A ``MatchSession`` is what the controller keeps while a match is on the
table. ``append`` is called with the events of every action, on the GUI
thread, and costs O(1): the events go to the library's writer thread. The
session notices the ``match_end`` in a batch and records the result in the
sidecar at once, so there is no separate "finish" to forget. ``truncate``
cuts the record back after a take-back; ``set_seats`` keeps the take-back
mark. ``close`` hands everything to the writer and gives up the lock once
the last byte is written.

The per-match lock (``FolderLock`` on ``locks/<id>.lock``) is held from the
moment the session exists until ``close``: a second app that opens the same
match gets it read-only (``MatchLibrary.resume`` says so), and it refuses to
put a match in the trash while someone plays it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from functools import partial
from typing import Any

from muggins_desktop.storage.checks import check_seats
from muggins_desktop.storage.library import meta as lm
from muggins_desktop.storage.library.writer import LibraryWriter, RecordHandle
from muggins_desktop.storage.lock import FolderLock


class MatchSession:
    """Writes one match as it is played (see the module docstring).

    The session writes the record itself, through the library's ``writer``;
    the sidecar and the list row belong to the library, so a new sidecar is
    handed to ``on_change`` and the end of the session to ``on_close``, with
    the call that gives the lock up once the writer is done with the match.
    """

    def __init__(
        self,
        meta: lm.MatchMeta,
        handle: RecordHandle,
        lock: FolderLock | None,
        record: Sequence[Mapping[str, Any]],
        *,
        writer: LibraryWriter,
        on_change: Callable[[MatchSession], None],
        on_close: Callable[[MatchSession, Callable[[], None] | None], None],
    ) -> None:
        self._writer = writer
        self._on_change = on_change
        self._on_close = on_close
        self.meta = meta
        self._handle = handle
        self._lock = lock
        self.length = len(record)
        self._round_starts = [i for i, e in enumerate(record) if e.get("event") in ("round_start", "deal")]
        self._sides = lm.sides_of(meta)
        self.scores = lm.last_scores(record, self._sides)
        # Where the score changed (event index, scores after it), so a take-back's cut finds the score
        # it returns to without the record: a list row showed the taken-back score before (issue 53).
        self._score_marks: list[tuple[int, tuple[int, ...]]] = []
        self._mark_scores(record, 0)
        self.closed = False
        #: when this session last appended (the list's "last moved in" before the file's time is read)
        self.played: datetime | None = None

    @property
    def id(self) -> str:
        return self.meta.id

    @property
    def finished(self) -> bool:
        return self.meta.result is not None

    @property
    def rounds(self) -> int:
        return len(self._round_starts)

    def append(self, events: Sequence[Mapping[str, Any]]) -> None:
        """The events of one action, in order (O(1) here; written by the writer thread)."""
        if self.closed:
            raise RuntimeError("the match session is closed")
        if not events:
            return
        self._writer.append(self._handle, events)
        for offset, event in enumerate(events):
            if event.get("event") in ("round_start", "deal"):
                self._round_starts.append(self.length + offset)
        self._mark_scores(events, self.length)
        self.length += len(events)
        self.played = datetime.now(UTC)
        end, revealed = lm.closing(events)
        if (end is not None or revealed) and self.meta.result is None:
            result = lm.MatchResult(  # no winner: given up (the key revealed without a match_end)
                winner=None if end is None else end.get("winner"),
                scores=self.scores if end is None else tuple(int(s) for s in end.get("scores") or self.scores),
                skunk=None if end is None else end.get("skunk"),
                events=self.length,
                rounds=self.rounds,
            )
            # The record now holds the key (or the match had none): the sidecar no longer keeps it.
            self._update(self.meta.changed(result=result, finished_at=lm.now_text(), match_key=None))

    def truncate(self, length: int) -> None:
        """Cut the record back to its first ``length`` events (the take-back's kept prefix)."""
        if self.closed:
            raise RuntimeError("the match session is closed")
        if not 0 < length <= self.length:
            raise ValueError(f"cannot cut a record of {self.length} events to {length}")
        if self.meta.result is not None:
            raise ValueError("a finished match is never cut back")
        self._writer.truncate(self._handle, length)
        self.length = length
        while self._round_starts and self._round_starts[-1] >= length:
            self._round_starts.pop()
        while self._score_marks and self._score_marks[-1][0] >= length:
            self._score_marks.pop()
        self.scores = self._score_marks[-1][1] if self._score_marks else (0,) * self._sides

    def _mark_scores(self, events: Sequence[Mapping[str, Any]], start: int) -> None:
        """Note each score ``events`` carry (the first at index ``start`` of the record)."""
        for offset, event in enumerate(events):
            scores = event.get("scores")
            if type(scores) is list and len(scores) == self._sides and all(type(s) is int for s in scores):
                self.scores = tuple(scores)
                if not self._score_marks or self._score_marks[-1][1] != self.scores:
                    self._score_marks.append((start + offset, self.scores))

    def set_seats(self, seats: Sequence[Mapping[str, Any]]) -> None:
        """New seat data (the take-back mark), checked like a save's and kept in the sidecar."""
        checked = check_seats([dict(s) for s in seats], self.meta.players)
        self._update(self.meta.changed(seats=tuple(checked)))

    def _update(self, meta: lm.MatchMeta) -> None:
        self.meta = meta
        self._on_change(self)  # the library owns the sidecar writes

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything handed to the writer so far is on disk."""
        return self._writer.flush(timeout)

    def close(self, wait: bool = False) -> None:
        """Stop writing this match; the lock is given up after the writer's last byte."""
        if self.closed:
            return
        self.closed = True
        self._writer.close_record(self._handle)
        lock, self._lock = self._lock, None
        release = None if lock is None else partial(_release, lock, self.finished)
        self._on_close(self, release)
        if wait:
            self._writer.flush()


def _release(lock: FolderLock, finished: bool) -> None:
    """Give the lock up; a finished match's lock file goes too (nothing will write it again)."""
    lock.release()
    if finished:
        try:
            lock.path.unlink()
        except OSError:
            pass
