"""The library's writer thread: every write of the library, in order, off the caller's thread.

The GUI thread only puts small jobs on a queue (O(1): a reference to the
events an action produced, never a copy of the record); one daemon thread
does the work in order: appends to records, cuts a record back after a
take-back, atomic sidecar and index writes, removals. Events are read-only
once the engine has emitted them, so the writer may encode them later.

Appends are flat: a record stays open for appending while its match is
played, each batch is one ``write`` at the end of the file, and the bytes
are ``fsync``ed once the queue runs dry (a burst of moves costs one flush).
A failed write (full disk) is cut back to the last whole line, kept in
memory and tried again with the next batch, and reported once; so a record
on disk is always whole lines, whatever fails. A sidecar whose write failed
is kept too and written again whenever the queue runs dry (and before the
writer stops). Pure ``threading``.
"""

from __future__ import annotations

import atexit
import os
import queue
import threading
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from muggins_desktop.storage import files
from muggins_desktop.storage.library.record import encode

Problem = Callable[[str, Exception], None]

_writers: weakref.WeakSet[LibraryWriter] = weakref.WeakSet()


@atexit.register
def _finish_writes() -> None:
    """At interpreter exit (after a forgotten ``close``), write what is queued before the thread dies."""
    for writer in list(_writers):
        writer.stop(5.0)


@dataclass(eq=False)
class RecordHandle:
    """The writer's side of one open record; its fields belong to the writer thread."""

    match_id: str
    path: Path
    ends: list[int]
    fd: int | None = None
    pending: list[bytes] = field(default_factory=list)
    failing: bool = False
    unsynced: bool = False

    @property
    def size(self) -> int:
        return self.ends[-1] if self.ends else 0


class LibraryWriter:
    """One thread that writes for one library; ``flush`` waits for everything queued so far."""

    def __init__(self, on_problem: Problem | None = None, durable: bool = True) -> None:
        self._queue: queue.SimpleQueue[tuple[Any, ...]] = queue.SimpleQueue()
        self._on_problem = on_problem
        self.durable = durable
        self._open: set[RecordHandle] = set()
        self._latest: dict[str, tuple[Path, Callable[[], bytes]]] = {}
        self._latest_lock = threading.Lock()
        self._stopped = False
        self.failures = 0  # write problems so far (an index written after one is not trusted)
        # Whole-file writes (sidecars) that failed: tried again whenever the queue runs dry,
        # as a record's failed append is, until they succeed or the file is replaced or removed.
        self._unwritten: dict[Path, bytes] = {}
        self._thread = threading.Thread(target=self._run, name="muggins-library", daemon=True)
        self._thread.start()
        _writers.add(self)

    # ------------------------------------------------------------ the caller's side
    def open_record(self, match_id: str, path: Path, ends: Sequence[int]) -> RecordHandle:
        """Start appending to ``path``; a file longer than ``ends[-1]`` (a torn tail) is cut back first."""
        handle = RecordHandle(match_id, Path(path), list(ends))
        self._put("open", handle)
        return handle

    def append(self, handle: RecordHandle, events: Sequence[Mapping[str, Any]]) -> None:
        self._put("append", handle, events)

    def truncate(self, handle: RecordHandle, length: int) -> None:
        """Cut the record back to its first ``length`` events (a take-back)."""
        self._put("truncate", handle, length)

    def close_record(self, handle: RecordHandle) -> None:
        self._put("close", handle)

    def replace(self, path: Path, data: bytes, match_id: str = "") -> None:
        """Write ``data`` to ``path`` atomically, in order with everything else; readable by its owner only."""
        self._put("replace", Path(path), data, match_id)

    def replace_latest(self, key: str, path: Path, make: Callable[[], bytes]) -> None:
        """Like ``replace``, but written only once the queue runs dry, and of several only the newest (the index)."""
        with self._latest_lock:
            self._latest[key] = (Path(path), make)
        self._put("latest", key)

    def remove(self, paths: Sequence[Path], match_id: str = "") -> None:
        self._put("remove", [Path(p) for p in paths], match_id)

    def call(self, fn: Callable[[], None], match_id: str = "") -> None:
        """Run ``fn`` on the writer thread, in order (a rename that must follow a write)."""
        self._put("call", fn, match_id)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything queued so far is written and synced (False on timeout)."""
        if self._stopped or not self._thread.is_alive():
            return True
        done = threading.Event()
        self._put("barrier", done)
        return done.wait(timeout)

    def stop(self, timeout: float | None = 10.0) -> bool:
        """Flush, close every record and end the thread."""
        if self._stopped:
            return True
        done = threading.Event()
        self._put("stop", done)
        self._stopped = True
        return done.wait(timeout)

    def _put(self, *job: Any) -> None:
        if self._stopped:
            raise RuntimeError("the library writer has stopped")
        self._queue.put(job)

    # ------------------------------------------------------------ the writer thread
    def _run(self) -> None:
        while True:
            job = self._queue.get()
            kind = job[0]
            if kind in ("barrier", "stop"):
                self._settle()
                if kind == "stop":
                    for handle in list(self._open):
                        self._close(handle)
                job[1].set()
                if kind == "stop":
                    return
                continue
            try:
                getattr(self, "_do_" + kind)(*job[1:])
            except Exception as exc:  # reported, never kills the writer
                self._report(_match_of(job), exc)
            if self._queue.empty():
                self._settle()

    def _settle(self) -> None:
        """The queue ran dry: failed sidecars again, appended bytes to the disk, the newest index."""
        for path, data in list(self._unwritten.items()):
            try:
                files.write_file(path, data, files.PRIVATE_MODE)
            except OSError:
                continue  # told when it first failed; tried again at the next pause
            del self._unwritten[path]
        with self._latest_lock:
            latest, self._latest = self._latest, {}
        for key, (path, make) in latest.items():
            try:
                files.write_file(path, make())
            except Exception as exc:  # reported, never kills the writer
                self._report(key, exc)
        for handle in list(self._open):
            if handle.unsynced and handle.fd is not None:
                handle.unsynced = False
                if self.durable:
                    try:
                        files.fsync(handle.fd)
                    except OSError as exc:
                        self._report(handle.match_id, exc)

    def _report(self, match_id: str, exc: Exception) -> None:
        self.failures += 1
        if self._on_problem is not None:
            try:
                self._on_problem(match_id, exc)
            except Exception:  # a broken reporter must not stop the writes
                pass

    def _do_open(self, handle: RecordHandle) -> None:
        handle.path.parent.mkdir(parents=True, exist_ok=True)
        fd = files.open_append(handle.path)
        try:
            if os.fstat(fd).st_size != handle.size:
                os.ftruncate(fd, handle.size)  # drop a torn line or a half-written last action
        except OSError:
            os.close(fd)
            raise
        handle.fd = fd
        self._open.add(handle)

    def _do_append(self, handle: RecordHandle, events: Sequence[Mapping[str, Any]]) -> None:
        handle.pending.extend(encode(events))
        self._write_pending(handle)

    def _write_pending(self, handle: RecordHandle) -> None:
        if handle.fd is None or not handle.pending:
            return
        data = b"".join(handle.pending)
        try:
            view = memoryview(data)
            while view:
                written = os.write(handle.fd, view)
                view = view[written:]
        except OSError as exc:
            try:
                os.ftruncate(handle.fd, handle.size)  # never leave half a line behind
            except OSError:
                pass
            if not handle.failing:
                handle.failing = True
                self._report(handle.match_id, exc)
            return
        for line in handle.pending:
            handle.ends.append(handle.size + len(line))
        handle.pending.clear()
        handle.failing = False
        handle.unsynced = True

    def _do_truncate(self, handle: RecordHandle, length: int) -> None:
        written = len(handle.ends)
        if length >= written:
            del handle.pending[length - written :]
            return
        handle.pending.clear()
        del handle.ends[length:]
        if handle.fd is not None:
            os.ftruncate(handle.fd, handle.size)
            handle.unsynced = True

    def _do_close(self, handle: RecordHandle) -> None:
        self._write_pending(handle)
        self._settle()
        self._close(handle)

    def _close(self, handle: RecordHandle) -> None:
        self._open.discard(handle)
        if handle.fd is not None:
            fd, handle.fd = handle.fd, None
            try:
                os.close(fd)
            except OSError:
                pass

    def _do_replace(self, path: Path, data: bytes, match_id: str) -> None:
        # A sidecar must never reach the disk ahead of the record it describes
        # (a result whose match_end a power cut lost): that record is synced first.
        for handle in self._open:
            if handle.match_id == match_id and handle.unsynced and handle.fd is not None and self.durable:
                handle.unsynced = False
                files.fsync(handle.fd)
        self._unwritten.pop(path, None)
        try:
            files.write_file(path, data, files.PRIVATE_MODE)  # a sidecar may hold a fair match's key
        except files.WriteRefused:
            raise  # a link or a pipe in its place: trying again would not help
        except OSError:
            self._unwritten[path] = data  # a full disk: kept, and tried again (see _settle)
            raise

    def _do_latest(self, key: str) -> None:
        """Nothing yet: the newest of these is written when the queue runs dry (``_settle``)."""

    def _do_remove(self, paths: list[Path], match_id: str) -> None:
        for path in paths:
            self._unwritten.pop(path, None)
            try:
                path.unlink()
            except FileNotFoundError:
                pass

    def _do_call(self, fn: Callable[[], None], match_id: str) -> None:
        fn()


def _match_of(job: tuple[Any, ...]) -> str:
    for part in job[1:]:
        if isinstance(part, RecordHandle):
            return part.match_id
    last = job[-1]
    return last if isinstance(last, str) else ""
