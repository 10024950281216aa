"""The match library: every match kept, and the one owner of a match's life.

Every match the app plays gets an id and its own files under
``<data>/library/`` (``docs/STORAGE.md``, "The match library")::

    matches/<id>.jsonl   the record, appended as it is played (docs/RECORD_FORMAT.md)
    matches/<id>.json    the sidecar: seats, options, start, key, origin, times, result (atomic)
    locks/<id>.lock      held while an app plays the match
    index.json           a cache of the list rows the start page needs, rebuilt from the files
    index-finished.json  the cached rows of the finished matches (read when a list needs them)

The files are the truth. Nothing else decides which match is current,
whether it is finished or where it is kept.

For the UI (all calls from the GUI thread; the costly ones say so)::

    lib = MatchLibrary()                 # reads index.json (the unfinished and the trash: a few ms)
    lib.preload()                        # after the start page: the finished rows read on a thread
    lib.problems                         # FileProblems: damaged matches moved aside, tell once
    migrate_old_saves(lib)               # first start: autosave.json and named saves imported

    # the start page and Game -> Matches
    lib.latest_unfinished()              # MatchRow for "Continue", or None
    lib.list(MatchFilter(game="cribbage"), sort="date")   # MatchRow list; sort: date, game, result, length, players
    row.names, row.scores, row.winner, row.people_won, row.events, row.rounds, row.date, row.status, row.deal

    # the match on the table: the controller keeps one MatchSession
    session = lib.new(match, seats, options)      # New game: nothing else changes (the old match stays unfinished)
    session.append(events)                        # after every action, O(1); the match_end batch finishes it
    session.append([match.reveal()])              # a player resigns: the match is given up (finished, no winner)
    session.truncate(len(kept_prefix)); session.set_seats(seats)   # after a take-back (the key stays kept)
    session.close()                               # another match goes on the table, or quitting
    resumed = lib.resume(match_id)                # Continue / resume any: .match (its key too) .seats .options .session
    resumed.read_only                             # another app plays it: show it, do not write (.session is None)

    # one place for the lifecycle
    lib.discard(match_id) / lib.delete(match_id)  # to the trash (kept 30 days); refused while another app plays it
    lib.undo_delete(match_id)                     # back from the trash (any time before the purge)
    lib.purge_trash()                             # once at start: trash older than 30 days removed for good
    lib.open_file(path)                           # Open: import a save or a record, resume it (current at once)
    lib.export(match_id, path); lib.save_copy(match_id, path)
    lib.load(match_id)                            # Review: the replayed match, no lock, no writes
    lib.play_again_config(match_id)               # Play again: game, options (new seed), seats (no marks)
    lib.close()                                   # quitting: everything written, locks given up

A fair match's secret key is kept in the sidecar (``match_key``) until the
record reveals it, so every match handed out (``resume``, ``load``) has its
key and reveals it when it ends; the record never holds the key before
that, and neither does an export.

``MatchSession.append`` and every lifecycle change only queue work for the
library's writer thread; ``lib.flush()`` waits for it. Problems the writer
meets (a full disk) reach ``on_problem(match_id, exception)`` on the
writer thread (relay them to the GUI thread) and ``lib.write_problems``.

Lifecycle rules, all here:
- ``new`` never replaces anything: the match on the table before stays in
  the library, unfinished, and can be resumed from the list;
- opening (``resume``, ``open_file``) makes a match the current one at once:
  its sidecar's ``opened_at`` is written before any move, so a restart's
  Continue (``latest_unfinished``: the unfinished match most recently opened
  or moved in) offers it, never a match that was discarded;
- Discard and Delete both move a match to the trash; the trash keeps it 30
  days; a finished match is finished for good (a take-back never cuts it);
- a match that cannot be loaded is moved aside (``<id>.corrupt-<time>``) with
  one sentence, and the rest of the list loads.
"""

from __future__ import annotations

import builtins
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from muggins_desktop.engine.base import Match, canonical
from muggins_desktop.storage import atomic, files, paths
from muggins_desktop.storage.checks import check_options, check_seats
from muggins_desktop.storage.errors import FileProblem, StorageError
from muggins_desktop.storage.legacy import saves
from muggins_desktop.storage.library import imports
from muggins_desktop.storage.library import index as li
from muggins_desktop.storage.library import load as library_load
from muggins_desktop.storage.library import meta as lm
from muggins_desktop.storage.library import record as lr
from muggins_desktop.storage.library.finished import FinishedRows
from muggins_desktop.storage.library.match_locks import MatchLocks
from muggins_desktop.storage.library.rows import MatchFilter, MatchRow, PlayAgain, Resumed, Summary, sort_rows
from muggins_desktop.storage.library.scan import ScanJob, let_go
from muggins_desktop.storage.library.series import fresh_series_text, waiting_series
from muggins_desktop.storage.library.session import MatchSession
from muggins_desktop.storage.library.writer import LibraryWriter
from muggins_desktop.storage.lock import FolderLock
from muggins_desktop.storage.replay import check_options_match, gc_paused, kept_key

TRASH_DAYS = 30
LOOSE_FINISHED = 200  # finished rows index.json may hold before they join index-finished.json
#: In ``unread_now``: the matches folder itself cannot be listed.
FOLDER = ""


class MatchLibrary:
    """Every match of one user folder (see the module docstring).

    The library is the only writer of sidecars and of the index, and it
    keeps the rows and the open sessions. It creates the helpers that each
    do one part and know nothing of it: the ``LibraryWriter`` (every write,
    in order, on its thread), ``FinishedRows`` (``index-finished.json``) and
    ``MatchLocks`` (who may write a match). A ``MatchSession`` appends to
    its record itself and hands every new sidecar back through a callback.
    """

    def __init__(
        self,
        root: Path | None = None,
        *,
        durable: bool = True,
        clean_temp: bool = False,
        on_problem: Callable[[str, Exception], None] | None = None,
        background: bool = False,
    ) -> None:
        self.root = Path(root) if root is not None else paths.library_dir()
        self.folder = self.root / "matches"
        self.locks = self.root / "locks"
        self.index_path = self.root / "index.json"
        self.finished_path = self.root / "index-finished.json"
        self.problems: builtins.list[FileProblem] = []
        # Matches whose files could not be read (not damaged): while any is, the index
        # keeps no folder time, so the next start reads the folder again.
        self.unread_now: set[str] = set()
        self.write_problems: builtins.list[tuple[str, Exception]] = []
        self._problem_lock = threading.Lock()
        self._on_problem = on_problem
        self._entries: dict[str, li.Entry] = {}
        # Finished matches' rows live in index-finished.json, read only when a list needs them
        # (see ``_all_loaded``).
        self._finished = FinishedRows(self.finished_path, self.folder)
        self._sessions: dict[str, MatchSession] = {}
        self._digests: dict[str, builtins.list[str]] | None = None  # imported files' digests (``_copy_of``)
        self.rebuilt = False
        #: the scan of the folder running on its thread (``background``), until ``finish_scan``
        self.scan: ScanJob | None = None
        self._partial = False  # a scan was stopped: the index written names no folder time
        self._dropped: set[str] = set()  # removed while a scan ran: not brought back by its rows
        self.writer = LibraryWriter(self._writer_problem, durable)
        self._locks = MatchLocks(self.locks, self.writer)
        if clean_temp:  # only while this app holds the folder lock (no other writer)
            files.clean_temp_files([self.folder])
            files.clean_temp_files([self.root])
            self.sweep_locks()
        if background:
            self._scan_in_background()
        else:
            self.reload()

    # ------------------------------------------------------------ scanning
    def reload(self) -> None:
        """Read the folder again: cached rows for unchanged files, damaged matches moved aside.

        At start only ``index.json`` is read (the unfinished matches, the trash
        and the matches finished since the finished rows were last written
        apart); ``index-finished.json`` is read when a list needs every row, or
        now when the folder changed behind the index (every row is checked).
        """
        cached, cached_time = self._cached_rows()
        self.rebuilt = cached is None
        self._digests = None  # the rows are replaced: the map is built again when wanted
        try:
            with gc_paused():  # thousands of small rows: no cyclic collection while they are made
                scan = li.refresh(self.folder, cached, cached_time)
        except StorageError as exc:  # the folder cannot be listed: one sentence, the index kept as it is
            self._folder_unreadable(exc)
            return
        self.unread_now.discard(FOLDER)
        self._entries = scan.entries
        self._set_damage_aside(scan)
        loose = sum(li.settled(e.row) for e in self._entries.values()) if self._finished.unread else 0
        if loose > LOOSE_FINISHED:
            self._all_loaded()  # many finished since their rows were last written apart: fold them in
        if self.rebuilt or scan.changed or loose > LOOSE_FINISHED or self._finished_not_apart():
            self._save_index()

    def _scan_in_background(self) -> None:
        """Open with the rows at hand, and check the folder on a thread when that costs (``ScanJob``).

        An index that matches the folder is used at once (a few ms). Else
        the index's rows (the unfinished and the trash) are listed
        meanwhile, and ``finish_scan`` takes the scan's rows when it is done.
        """
        with gc_paused():
            loaded = li.load_index(self.index_path) if self.folder.is_dir() else None
        if loaded is None and not self.folder.is_dir():
            self.reload()  # no match yet: nothing to scan
            return
        cached, cached_time, generation = loaded if loaded is not None else (None, None, None)
        if cached is not None and cached_time is not None and li.folder_time(self.folder) == cached_time:
            self.reload()  # the quick path: the folder did not change behind the index
            return
        self.rebuilt = cached is None
        self._finished.expect(generation)
        self._entries = dict(cached or {})
        self.scan = ScanJob(self.folder, cached, self.finished_path, generation)

    def finish_scan(self) -> bool:
        """On the library's thread, once ``scan.done``: the scan's rows become the library's.

        Rows this app changed meanwhile (written, not stamped yet) win over
        the scan's, and matches removed meanwhile stay removed. A scan that
        was stopped halfway keeps its rows, and the index is written without
        a folder time, so the next start checks every file and reads only
        the ones not read yet. False while the scan still runs.
        """
        job = self.scan
        if job is None or not job.done:
            return False
        self.scan = None
        if job.scan is None:
            self._folder_unreadable(job.error or StorageError("unreadable", "it cannot be listed"))
            return True
        self.unread_now.discard(FOLDER)
        fresh = job.scan.entries
        for match_id, entry in self._entries.items():
            if entry.meta_stamp == li.UNKNOWN or entry.record_stamp == li.UNKNOWN:
                fresh[match_id] = entry  # written by this app since the scan began
        for match_id in self._dropped:
            fresh.pop(match_id, None)
        self._dropped.clear()
        self._entries, self._digests = fresh, None
        self._finished.adopt(job.finished_rows)
        self._partial = not job.scan.complete
        self._set_damage_aside(job.scan)
        self._save_index()
        return True

    def _cached_rows(self) -> tuple[dict[str, li.Entry] | None, int | None]:
        """The rows to start a scan from, and the folder time they go with (None: check every file).

        Those in memory when there are; else ``index.json``'s, with the
        finished rows read too when the folder changed behind the index.
        None: no usable index, every sidecar is read.
        """
        if self._entries:
            self._all_loaded()
            return self._entries, None
        with gc_paused():
            loaded = li.load_index(self.index_path)
        cached, cached_time, generation = loaded if loaded is not None else (None, None, None)
        self._finished.expect(generation)
        if cached is not None and self._finished.unread and li.folder_time(self.folder) != cached_time:
            if not self._finished.read_into(cached):
                cached_time = None  # rows may be missing: every file is looked at
        return cached, cached_time

    def _set_damage_aside(self, scan: li.Scan) -> None:
        """After a scan: damaged matches moved aside, records without a sidecar described, lost results written."""
        for match_id, error in scan.damaged:
            if li.unreadable_now(error):
                self.problems.append(self._left_in_place(match_id, error))
            else:
                self.problems.append(self._move_aside(match_id, error))
        for match_id in scan.orphans:
            odd = library_load.odd_sidecar(self.folder, match_id)
            if odd is not None:  # a FIFO, folder or link holds the sidecar's name: the record stays
                self.problems.append(self._left_in_place(match_id, odd))
                continue
            if self._described_from_record(match_id):
                continue
            error = StorageError("no_sidecar", "its record has no description file beside it")
            self.problems.append(self._move_aside(match_id, error, record_only=True))
        for entry in list(self._entries.values()):
            if entry.row.ended and entry.row.finished is None:
                self._repair_finished(entry.row.id)  # killed between the last move and the sidecar

    def _finished_not_apart(self) -> bool:
        """Finished rows sit in ``index.json``: an index of the format before, or one that folded none yet."""
        return (
            not self._finished.unread
            and self._finished.generation is None
            and any(li.settled(e.row) for e in self._entries.values())
        )

    def preload(self) -> None:
        """Start reading the finished rows on a thread of their own (once the start page is up), so
        that Game -> Matches finds them read. Only the file is read there; the rows join the
        library on the caller's thread when a list first needs them."""
        self._finished.preload()

    def _all_loaded(self) -> None:
        """Every row in memory: the finished rows read now if they were not (a list, a count, a look-up).

        While a scan runs, the rows at hand are all there is until it is done.
        """
        if not self._finished.unread or self.scan is not None:
            return
        loose = any(li.settled(e.row) for e in self._entries.values())
        self._digests = None  # rows join: the map is built again when wanted
        if not self._finished.read_into(self._entries):
            self.reload()  # the finished rows' file could not be used: the folder decides
        elif loose:
            self._save_index()  # those finished since join the others (on the writer thread)

    def _repair_finished(self, match_id: str) -> None:
        """The record ended but the sidecar does not say so: write the result now (when nobody plays it)."""
        lock = self._locks.take(match_id)
        if lock is None:
            return
        try:
            meta = library_load.read_meta(self.folder, match_id)
            data = files.read_file(self.folder / f"{match_id}.jsonl", lr.MAX_RECORD_BYTES)
            result = li.summarize(lr.parse(data).events, meta).result
        except (OSError, StorageError):
            result = None
        if result is not None:
            self._set_meta(meta.changed(result=result, finished_at=lm.now_text(), match_key=None))
        self._locks.release_later(match_id, lock.release)

    def _described_from_record(self, match_id: str) -> bool:
        """A record whose sidecar was never written (a full disk, a kill): its description rebuilt.

        The record's ``match_start`` holds the game and its options; the seats'
        names and the series are the sidecar's own and come back as an
        exported record's would. False when the record itself is no match.
        """
        try:
            events = lr.parse(files.read_file(self.folder / f"{match_id}.jsonl", lr.MAX_RECORD_BYTES)).events
            meta = imports.whole_meta(imports.incoming_record(events, None))
        except (OSError, StorageError):
            return False
        meta = meta.changed(id=match_id)
        self._set_meta(meta, li.summarize(events, meta))
        return True

    def _folder_unreadable(self, error: StorageError) -> None:
        """The matches folder cannot be listed (no permission): no rows, nothing written over the index."""
        self._entries = {}
        self.unread_now.add(FOLDER)
        self.problems.append(
            FileProblem(
                f"The match library {self.folder} cannot be read because {error.reason}.",
                code=error.code,
                path=str(self.folder),
                aside=None,
                reason=error.reason,
                kind="library_folder",
                params=dict(error.params),
            )
        )

    def _left_in_place(self, match_id: str, error: StorageError) -> FileProblem:
        """A match whose files cannot be read now: told, left alone, and looked at again next time."""
        self.unread_now.add(match_id)
        self._entries.pop(match_id, None)
        return FileProblem(
            f"A match in the library ({match_id}) cannot be read now because {error.reason}; it was left where it is.",
            code=error.code,
            path=str(self.folder / (match_id + ".json")),
            aside=None,
            reason=error.reason,
            kind="library_unreadable",
            params={**error.params, "match_id": match_id},
        )

    def _move_aside(self, match_id: str, error: StorageError, record_only: bool = False) -> FileProblem:
        """Keep a damaged match's files under ``<id>.corrupt-<time>`` names; one sentence about it."""
        kept: builtins.list[str] = []
        if self.scan is not None:
            self._dropped.add(match_id)
        for suffix in (".jsonl",) if record_only else (".json", ".jsonl"):
            try:
                kept.append(atomic.move_aside(self.folder / (match_id + suffix)).name)
            except FileNotFoundError:
                pass
            except OSError:
                kept.append("")
        self._entries.pop(match_id, None)
        where = " and ".join(k for k in kept if k) or "nothing (the files could not be moved)"
        text = (
            f"A match in the library ({match_id}) could not be used because {error.reason}; "
            f"its files were kept as {where}."
        )
        return FileProblem(
            text,
            code=error.code,
            path=str(self.folder / (match_id + ".json")),
            aside=str(self.folder / kept[0]) if kept and kept[0] else None,
            reason=error.reason,
            kind="library_match",
            params={**error.params, "match_id": match_id},
        )

    # ------------------------------------------------------------ listing
    def list(
        self, filter: MatchFilter | None = None, sort: str = "date", descending: bool = True
    ) -> builtins.list[MatchRow]:
        """The rows the start page and Game -> Matches show (no file is opened)."""
        wanted = filter or MatchFilter()
        if not set(wanted.statuses) <= {lm.UNFINISHED, lm.TRASHED}:
            self._all_loaded()  # the finished rows are needed (the unfinished and the trash are all in index.json)
        return sort_rows([row for row in self._all_rows() if wanted.accepts(row)], sort, descending)

    def row(self, match_id: str) -> MatchRow:
        self._entry(match_id, "open")
        session = self._sessions.get(match_id)
        row = self._entries[match_id].row
        return row if session is None else _live(row, session)

    def latest_unfinished(self) -> MatchRow | None:
        """The match "Continue" resumes: the unfinished one most recently opened or moved in."""
        rows = [r for r in self._all_rows() if r.status == lm.UNFINISHED]
        return max(rows, key=lambda r: (r.last_active, r.id)) if rows else None

    def waiting_series(self) -> MatchRow | None:
        """The series Continue offers (``series.waiting_series``), from the rows at hand only.

        No finished row is read for it: ``index.json`` keeps the few
        finished rows it needs (``series.kept_at_hand``), so the start page
        costs the same at 100 and at 100,000 matches.
        """
        return waiting_series(builtins.list(self._all_rows()))

    def __len__(self) -> int:
        self._all_loaded()
        return len(self._entries)

    def __contains__(self, match_id: object) -> bool:
        if match_id not in self._entries:
            self._all_loaded()
        return match_id in self._entries

    def _all_rows(self) -> Iterator[MatchRow]:
        sessions = self._sessions
        for match_id, entry in self._entries.items():
            session = sessions.get(match_id) if sessions else None
            yield entry.row if session is None else _live(entry.row, session)

    def _entry(self, match_id: str, action: str) -> li.Entry:
        if match_id not in self._entries:
            self._all_loaded()
        entry = self._entries.get(match_id)
        if entry is None:
            raise lm.library_error(action, match_id, "not_found", "it is not in the library")
        return entry

    def meta(self, match_id: str) -> lm.MatchMeta:
        """A match's sidecar as it is now (the open session's, or read from disk)."""
        self._entry(match_id, "open")
        session = self._sessions.get(match_id)
        if session is not None:
            return session.meta
        self.writer.flush()
        try:
            return library_load.read_meta(self.folder, match_id)
        except FileNotFoundError as exc:
            self._entries.pop(match_id, None)
            raise lm.library_error("open", match_id, "not_found", "its files are gone") from exc
        except StorageError as exc:
            raise self._damaged(match_id, exc) from exc

    # ------------------------------------------------------------ new and resume
    def new(self, match: Match, seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any]) -> MatchSession:
        """Keep a new match (usually fresh from its constructor) and return its session."""
        record = list(match.record)
        if any(e.get("set_up") for e in record[:3]):
            raise lm.library_error("write", "", "set_up", "a practice position is not kept in the library")
        opts = dict(options)
        opts.setdefault("players", match.players)
        try:
            opts = check_options(opts)
            checked = check_seats([dict(s) for s in seats], match.players)
            start = canonical(record[0])
            check_options_match(match.game, opts, start)
        except StorageError as exc:
            raise lm.library_error("write", "", exc.code, exc.reason, **exc.params) from exc
        except (TypeError, ValueError) as exc:
            raise lm.library_error("write", "", "options_mismatch", "its options cannot start a match") from exc
        now = lm.now_text()
        result = lm.result_of(record, lm.sides_for(match.players, opts))
        meta = lm.MatchMeta(
            lm.new_id(),
            match.game,
            opts,
            tuple(checked),
            now,
            now,
            now if result else None,
            result=result,
            start=start,
            match_key=kept_key(match),
        )
        lock = self._locks.take(meta.id)
        self._set_meta(meta, li.summarize(record, meta))
        return self._open_session(meta, [], record, lock)

    def resume(self, match_id: str) -> Resumed:
        """Load a match to play on; read-only when another app plays it (or it is finished or trashed)."""
        self._entry(match_id, "open")
        mine = self._sessions.get(match_id)
        if mine is not None:
            mine.close(wait=True)
        lock = self._locks.take(match_id)
        try:
            loaded = self._load(match_id)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        meta = loaded.meta
        if lock is None or meta.status != lm.UNFINISHED:
            if lock is not None:
                lock.release()
            return Resumed(loaded, None, "in_use" if lock is None and meta.status == lm.UNFINISHED else meta.status)
        meta = meta.changed(opened_at=lm.now_text())
        record = loaded.match.record
        self._set_meta(meta, li.summarize(record, meta))
        session = self._open_session(meta, loaded.ends, record, lock)
        return Resumed(loaded, session, None)

    def load(self, match_id: str) -> library_load.LoadedMatch:
        """The replayed match for Review or Export (no lock; nothing written but a damaged file moved aside)."""
        self._entry(match_id, "open")
        return self._load(match_id)

    def _load(self, match_id: str) -> library_load.LoadedMatch:
        self.writer.flush()  # the files are read: what this app queued for them goes first
        try:
            return library_load.load(self.folder, match_id)
        except FileNotFoundError as exc:
            self._entries.pop(match_id, None)
            raise lm.library_error("open", match_id, "not_found", "its files are gone") from exc
        except StorageError as exc:
            raise self._damaged(match_id, exc) from exc

    def _damaged(self, match_id: str, exc: StorageError) -> lm.LibraryError:
        if li.unreadable_now(exc):  # not damaged: the files stay for when they can be read
            return lm.library_error("open", match_id, exc.code, exc.reason, **exc.params)
        problem = self._move_aside(match_id, exc)
        self._save_index()
        error = lm.library_error("open", match_id, exc.code, exc.reason, **exc.params)
        error.problem = problem
        return error

    def _open_session(
        self, meta: lm.MatchMeta, ends: Sequence[int], record: Sequence[Mapping[str, Any]], lock: FolderLock | None
    ) -> MatchSession:
        handle = self.writer.open_record(meta.id, self.folder / f"{meta.id}.jsonl", ends)
        session = MatchSession(
            meta,
            handle,
            lock,
            record,
            writer=self.writer,
            on_change=self._session_changed,
            on_close=self._session_closed,
        )
        if len(ends) < len(record):  # events the file does not hold yet (a new match, a lost tail)
            self.writer.append(handle, list(record[len(ends) :]))
        self._sessions[meta.id] = session
        return session

    def _session_changed(self, session: MatchSession) -> None:
        self._set_meta(session.meta, Summary(session.length, session.rounds, session.scores, session.meta.result))

    def _session_closed(self, session: MatchSession, release: Callable[[], None] | None) -> None:
        """A session stopped writing: its lock is given up after its last write, its row kept as it moved."""
        if release is not None:
            self._locks.release_later(session.id, release)
        if self._sessions.get(session.id) is session:
            del self._sessions[session.id]
        entry = self._entries.get(session.id)
        if entry is not None:
            row = _live(entry.row, session)
            self._entries[session.id] = li.Entry(row, entry.meta_stamp, li.UNKNOWN)
            self._save_index()

    # ------------------------------------------------------------ the trash
    def discard(self, match_id: str) -> MatchRow:
        """Discard an unfinished match: it leaves the list for the trash (same as ``delete``)."""
        return self._trash(match_id, lm.now_text(), "trash")

    def delete(self, match_id: str) -> MatchRow:
        """Delete a match from the list: to the trash, kept ``TRASH_DAYS`` days (``undo_delete``)."""
        return self._trash(match_id, lm.now_text(), "trash")

    def undo_delete(self, match_id: str) -> MatchRow:
        """Take a match back out of the trash, as it was."""
        if self._entry(match_id, "restore").row.trashed is None:
            raise lm.library_error("restore", match_id, "not_in_trash", "it is not in the trash")
        return self._trash(match_id, None, "restore")

    def _trash(self, match_id: str, when: str | None, action: str) -> MatchRow:
        self._entry(match_id, action)
        mine = self._sessions.get(match_id)
        if mine is not None:
            mine.close()
        lock = self._locks.take(match_id)
        if lock is None:
            raise lm.library_error(action, match_id, "in_use", "it is being played in another window")
        try:
            meta = self.meta(match_id)
        except BaseException:
            lock.release()
            raise
        self._set_meta(meta.changed(trashed_at=when))
        if when is not None:  # trashed: nobody plays it again, its lock file goes now
            self._locks.drop_later(match_id, lock)
        else:
            self._locks.release_later(match_id, lock.release)
        return self.row(match_id)

    def sweep_locks(self) -> builtins.list[str]:
        """Remove the lock files no app holds (their apps were killed); at start, with the folder lock."""
        return self._locks.sweep()

    def purge_trash(
        self, older_than: timedelta = timedelta(days=TRASH_DAYS), now: datetime | None = None
    ) -> builtins.list[str]:
        """Remove for good the matches that have been in the trash longer than ``older_than``."""
        limit = (now or datetime.now(UTC)) - older_than
        gone = []
        for match_id, entry in list(self._entries.items()):
            trashed = entry.row.trashed
            if trashed is None or trashed > limit:
                continue
            base = self.folder / match_id
            self.writer.remove([Path(f"{base}.jsonl"), self._locks.path(match_id), Path(f"{base}.json")], match_id)
            del self._entries[match_id]
            gone.append(match_id)
            if self.scan is not None:
                self._dropped.add(match_id)
        if gone:
            self._save_index()
        return gone

    # ------------------------------------------------------------ other lifecycle
    def play_again_config(self, match_id: str) -> PlayAgain:
        """Game, options (without the seed: a new deal) and seats (without take-back marks) of a match.

        A series game gives a new series of the same kind; a duplicate, a
        match of its own (no longer the replay of another).
        """
        meta = self.meta(match_id)
        options = {k: v for k, v in meta.options.items() if k not in ("seed", "series", "replays")}
        series = fresh_series_text(meta.options.get("series"))
        if series is not None:
            options["series"] = series
        seats = [{k: v for k, v in s.items() if k != "takebacks"} for s in meta.seats]
        return PlayAgain(meta.game, options, seats)

    def import_file(
        self,
        path: Path,
        seats: Sequence[Mapping[str, Any]] | None = None,
        *,
        kind: str | None = None,
        opened_at: str | None = None,
    ) -> str:
        """Keep the match of a named save or an exported record in the library; its id.

        Opening the same file again while the library's copy is unchanged gives
        that copy instead of a second one. Raises ``SaveError`` (``action``
        "open") with the reason when the file cannot be used; nothing is kept.
        ``kind`` and ``opened_at`` are the migration's: where the match came
        from, and a save's own time as the match's date.
        """
        path = Path(path)
        incoming = imports.read_incoming(path, seats)
        record = [dict(e) for e in incoming.match.record]
        fingerprint = imports.digest(record)
        copy = self._copy_of(fingerprint, len(record))
        if copy is not None:
            return copy  # the library's copy of this very file, not played on since
        origin = {"kind": kind or incoming.kind, "name": path.name[: lm.MAX_ORIGIN_NAME], "digest": fingerprint}
        meta = imports.whole_meta(incoming, origin, opened_at)
        # Written whole: the record first, then the sidecar (a record alone is described again at the next start).
        self.writer.replace(self.folder / f"{meta.id}.jsonl", b"".join(lr.encode(record)), meta.id)
        self._set_meta(meta, li.summarize(record, meta))
        if self._digests is not None:
            self._digests.setdefault(fingerprint, []).append(meta.id)
        return meta.id

    def _copy_of(self, fingerprint: str, events: int) -> str | None:
        """The kept, untrashed copy of an imported file not played on since, found by its digest.

        A map from digest to ids, built once (every row read) and kept up to
        date by the imports, so that opening a file costs the same at 10 and
        at 100,000 matches and a bulk import is not quadratic. The map may
        hold ids that left or moved on: each candidate is checked against
        its row now.
        """
        if self._digests is None:
            self._all_loaded()
            digests: dict[str, builtins.list[str]] = {}
            for match_id, entry in self._entries.items():
                if entry.row.digest is not None:
                    digests.setdefault(entry.row.digest, []).append(match_id)
            self._digests = digests
        wanted = MatchFilter()
        for match_id in self._digests.get(fingerprint, ()):
            kept = self._entries.get(match_id)
            if kept is None or kept.row.digest != fingerprint:
                continue
            row = self.row(match_id)
            if row.events == events and wanted.accepts(row):
                return match_id
        return None

    def open_file(self, path: Path, seats: Sequence[Mapping[str, Any]] | None = None) -> Resumed:
        """Open: import a named save or an exported record and resume it (it is the current match at once)."""
        return self.resume(self.import_file(path, seats))

    def export(self, match_id: str, path: Path) -> None:
        """Write the match's record to ``path`` as JSON Lines (``SaveError`` on failure)."""
        lr.export_record(Path(path), self.load(match_id).record)

    def save_copy(self, match_id: str, path: Path) -> None:
        """Write the match as a named save at ``path`` (``SaveError`` on failure)."""
        loaded = self.load(match_id)
        saves.save_game(Path(path), loaded.match, loaded.seats, loaded.options)

    def finished_records(
        self, problems: builtins.list[str] | None = None
    ) -> Iterator[tuple[builtins.list[dict[str, Any]], tuple[int, ...], bool]]:
        """(record, human seats, took back) of every finished match, trashed ones included (statistics).

        Records are read, not replayed; one that cannot be read is skipped
        (and its id put in ``problems``).
        """
        self._all_loaded()
        for match_id, entry in sorted(self._entries.items()):
            if not entry.row.ended:
                continue
            try:
                record = lr.parse(files.read_file(self.folder / f"{match_id}.jsonl", lr.MAX_RECORD_BYTES)).events
            except (OSError, StorageError):
                if problems is not None:
                    problems.append(match_id)
                continue
            yield record, entry.row.humans, entry.row.took_back

    # ------------------------------------------------------------ writing
    def _set_meta(self, meta: lm.MatchMeta, summary: Summary | None = None) -> None:
        """A sidecar changes: its row at once, the file through the writer, then the index."""
        old = self._entries.get(meta.id)
        if summary is None:
            if old is not None:
                summary = Summary(old.row.events, old.row.rounds, old.row.scores, None)
            else:
                summary = Summary(0, 0, (0,) * lm.sides_of(meta), None)
        played = old.row.played if old is not None else None
        record_stamp = old.record_stamp if old is not None else None
        self._entries[meta.id] = li.Entry(MatchRow.build(meta, summary, played), li.UNKNOWN, record_stamp)
        session = self._sessions.get(meta.id)
        if session is not None and session.meta is not meta:
            session.meta = meta
        self.writer.replace(self.folder / f"{meta.id}.json", meta.to_bytes(), meta.id)
        self._save_index()

    def _save_index(self) -> None:
        """Write the index again (on the writer thread, the newest only).

        With every row in memory the finished ones go to ``index-finished.json``
        (written first, under a new generation, only when they changed) and the
        rest to ``index.json``, which names that generation; with the finished
        rows unread, ``index.json`` gets every row in memory and names the same
        generation as before (``FinishedRows.split``).
        """
        if FOLDER in self.unread_now or self.scan is not None:
            return  # the rows in memory are not (all) the folder's: the index on disk stays as it was
        folder, writer, finished, partial = self.folder, self.writer, self._finished, self._partial
        entries, generation = finished.split(self._entries)

        def make() -> bytes:  # on the writer thread, after every write queued before
            finished.write(generation)
            trusted = writer.failures == 0 and not self.unread_now and not partial
            return li.index_bytes(li.restamp(folder, entries), li.folder_time(folder) if trusted else None, generation)

        self.writer.replace_latest("index", self.index_path, make)

    def _writer_problem(self, match_id: str, exc: Exception) -> None:
        with self._problem_lock:
            self.write_problems.append((match_id, exc))
        if self._on_problem is not None:
            self._on_problem(match_id, exc)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything asked so far is on disk."""
        return self.writer.flush(timeout)

    def close(self, timeout: float | None = 10.0) -> bool:
        """Quitting: every session closed, every write done, every lock given up.

        A scan still running is stopped, and what it read is kept in the
        index for the next start.
        """
        if self.scan is not None:
            self.scan.stop()
            if self.scan.wait(timeout):
                self.finish_scan()
        for session in list(self._sessions.values()):
            session.close()
        stopped = self.writer.stop(timeout)
        let_go()
        return stopped

    def __enter__(self) -> MatchLibrary:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _live(row: MatchRow, session: MatchSession) -> MatchRow:
    """A row with the open session's length, scores and last move (it moves on between index writes)."""
    played = session.played
    newer = played is not None and (row.played is None or played > row.played)
    if row.ended or (session.length == row.events and not newer):
        return row
    return row.changed(
        events=session.length,
        rounds=session.rounds,
        scores=tuple(session.scores),
        played=played if newer else row.played,
    )
