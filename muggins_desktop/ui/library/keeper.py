"""The life of the matches in the window: one place that talks to the match library.

``MatchKeeper(parent)`` owns the window's ``MatchLibrary`` (storage) and the
``MatchSession`` of the match on the table. Every rule of a match's life
that the window follows is here, so that no other part decides which match
is current, whether it is finished or where it is kept:

- **New game never replaces anything** (``new``): the match on the table
  before stays unfinished in the library and can be resumed from
  Game → Matches.
- **Opening makes a match the current one at once** (``resume``,
  ``open_file``): the library writes its ``opened_at`` before any move, so
  Continue after a restart offers it, never a match that was discarded.
- **Discard and Delete move a match to the trash** (``discard``,
  ``delete``), kept 30 days; ``undo_delete`` takes it back.
- **A match another app plays is shown read-only**: ``resume`` gives a
  ``Resumed`` without a session, and the window opens it in a review.
- **The first start imports the old saves** (``migrate_old_saves``), and
  the trash older than 30 days is purged once per start.

The library is opened on first use (``library``), which the window asks for
after its first paint: the library module pulls in the rules engine, which
the start page does not need to paint. Writes happen on the library's
writer thread; problems it meets are relayed to the GUI thread and told in
one sentence. Without keeping (``enabled`` False: screenshots, most tests)
nothing is written and Continue is never offered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from muggins_desktop.storage.errors import SaveError
from muggins_desktop.ui.app.instance import holds_folder_lock
from muggins_desktop.ui.library.texts import reported

if TYPE_CHECKING:
    from muggins_desktop.engine.base import Match
    from muggins_desktop.storage.library import MatchLibrary
    from muggins_desktop.storage.library.rows import MatchRow, Resumed
    from muggins_desktop.storage.library.session import MatchSession

PRELOAD_MS = 100  # after the start page has painted with its matches
#: A scan of the folder in the background is waited for this long at opening (a small library is
#: read at once, with no progress line), then followed every ``SCAN_TICK_MS``.
SCAN_WAIT_S = 0.03
SCAN_TICK_MS = 100


class MatchKeeper(QObject):
    """The window's match library and the session of the match on the table (see the module docstring)."""

    changed = Signal()  # the list of matches changed (the start page and Game -> Matches follow)
    problem = Signal(object)  # a storage report to tell (FileProblem, SaveError, OSError)
    scanProgress = Signal(int, int)  # the folder read in the background: matches read, matches in all
    scanEnded = Signal()

    def __init__(self, parent: QObject | None = None, enabled: bool = True) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self._library: MatchLibrary | None = None
        self.session: MatchSession | None = None
        self._scan_timer = QTimer(self)
        self._scan_timer.setInterval(SCAN_TICK_MS)
        self._scan_timer.timeout.connect(self._scan_tick)

    # ------------------------------------------------------------ the library
    @property
    def loaded(self) -> bool:
        return self._library is not None

    @property
    def library(self) -> MatchLibrary:
        """The library, opened (and the old saves imported) on first use."""
        if self._library is None:
            self._library = self._open()
        return self._library

    def _open(self) -> MatchLibrary:
        from muggins_desktop.storage.library import MatchLibrary
        from muggins_desktop.ui.match.relay import weak_callback

        # The writer thread keeps its library, and so this callback, to its end: it holds
        # this QObject only weakly, so the object is never deleted on that thread.
        relayed = weak_callback(self._relayed_problem)

        def writer_problem(_match_id: str, exc: Exception) -> None:  # on the writer thread
            relayed(exc)

        library = MatchLibrary(on_problem=writer_problem, background=True)
        if library.scan is not None and library.scan.wait(SCAN_WAIT_S):
            library.finish_scan()
        if library.scan is None:
            self._settle(library)
        else:  # a big library read in the background: the rows at hand meanwhile
            self.scanProgress.emit(0, 0)
            self._scan_timer.start()
        return library

    def _settle(self, library: MatchLibrary) -> None:
        """Once every row is known: the old saves imported (first start), the old trash purged, problems told."""
        from muggins_desktop.storage.library.imports import migrate_old_saves

        report = migrate_old_saves(library)  # once: the old autosave and named saves imported
        library.purge_trash()
        for problem in [*library.problems, *report.problems]:
            self.problem.emit(problem)
        library.problems.clear()

    def _scan_tick(self) -> None:
        """The background scan followed: its progress told, its rows taken once it is done."""
        library = self._library
        if library is None or library.scan is None:
            self._scan_timer.stop()
            return
        if not library.finish_scan():
            self.scanProgress.emit(*library.scan.progress)
            return
        self._scan_timer.stop()
        self._settle(library)
        self.scanEnded.emit()
        self.changed.emit()

    @property
    def scanning(self) -> bool:
        """The library is being read in the background (lists show the rows at hand)."""
        return self._library is not None and self._library.scan is not None

    def stop_scan(self) -> None:
        """Stop reading the folder: what was read stands, the rest is read at the next start."""
        if self._library is not None and self._library.scan is not None:
            self._library.scan.stop()

    def _relayed_problem(self, exc: object) -> None:
        if self._library is not None:  # not after the window closed its library
            self.problem.emit(exc)

    def load(self) -> None:
        """Open the library now (after the first paint) and tell the lists; then clean left-over temp files."""
        if self.enabled and self._library is None:
            _ = self.library
            if self._library is not None and holds_folder_lock():
                self._library.sweep_locks()  # before any match is opened: a killed app's locks go
            self.changed.emit()
            QTimer.singleShot(0, self.clean_temp_files)
            QTimer.singleShot(PRELOAD_MS, self._preload)

    def _preload(self) -> None:
        """The finished matches' rows read on a thread, once the start page is up (Game -> Matches)."""
        if self._library is not None and self._library.scan is None:  # a scan reads them itself
            self._library.preload()

    def clean_temp_files(self) -> None:
        """Remove the temporary files of writes a ``kill -9`` cut short (only while this app holds the folder).

        Queued on the library's writer thread: run beside it, the cleaning
        could remove the index's temporary file between its write and its
        rename (seen as "No such file or directory" at start on a busy CI
        machine). Never in a second window of the same process (tests): the
        first window's writer is another thread.
        """
        if self._library is None or not holds_folder_lock():
            return
        from muggins_desktop.storage.files import clean_temp_files

        folders = (self._library.folder, self._library.root)

        def clean() -> None:  # on the writer thread, between two of its writes
            for folder in folders:
                clean_temp_files([folder])

        self._library.writer.call(clean)

    # ------------------------------------------------------------ what the lists show
    def latest_unfinished(self) -> MatchRow | None:
        """The match Continue resumes (None without keeping, or before the library is open)."""
        if not self.enabled or self._library is None:
            return None
        return self._library.latest_unfinished()

    def rows(self, game: str | None = None, statuses: Sequence[str] | None = None) -> list[MatchRow]:
        from muggins_desktop.storage.library.rows import MatchFilter

        if not self.enabled:
            return []
        wanted = MatchFilter(game=game) if statuses is None else MatchFilter(game=game, statuses=tuple(statuses))
        return self.library.list(wanted)

    # ------------------------------------------------------------ the match on the table
    def new(
        self, match: Match, seats: Sequence[Mapping[str, object]], options: Mapping[str, object]
    ) -> MatchSession | None:
        """Keep a new match (the one before stays unfinished in the list); None without keeping."""
        if not self.enabled:
            return None
        try:
            session = self.library.new(match, seats, options)
        except SaveError as exc:  # a practice position, or options the library refuses: played, not kept
            self.problem.emit(exc)
            return None
        self.make_current(session)
        return session

    def make_current(self, session: MatchSession | None) -> None:
        """``session`` is the match on the table now; the one before is closed (it stays in the list)."""
        old, self.session = self.session, session
        if old is not None and old is not session:
            old.close()
        self.changed.emit()

    def resume(self, match_id: str) -> Resumed | None:
        """Continue / resume from the list: the match and its session (read-only when another app plays it)."""
        if self.session is not None and self.session.id == match_id:
            self.make_current(None)  # resumed again from its files: the library closes and reopens it
        try:
            resumed = self.library.resume(match_id)
        except SaveError as exc:
            self._told(exc)
            return None
        if resumed.session is not None:
            self.make_current(resumed.session)
        return resumed

    def open_file(self, path: str | Path) -> Resumed | None:
        """Open: import a named save or an exported record and resume it (the current match at once)."""
        try:
            resumed = self.library.open_file(Path(path))
        except SaveError as exc:
            self._told(exc)
            return None
        if resumed.session is not None:
            self.make_current(resumed.session)
        else:
            self.changed.emit()
        return resumed

    def _told(self, exc: Exception) -> None:
        self.problem.emit(reported(exc))
        self.changed.emit()

    # ------------------------------------------------------------ the trash
    def discard(self, match_id: str) -> bool:
        """Discard (the running match or one of the list): to the trash; False (told) when refused."""
        if self.session is not None and self.session.id == match_id:
            self.make_current(None)
        try:
            self.library.discard(match_id)
        except SaveError as exc:
            self._told(exc)
            return False
        self.changed.emit()
        return True

    def delete(self, match_id: str) -> bool:
        """Delete from the list: to the trash (Undo right after); False (told) when refused."""
        return self.discard(match_id)

    def undo_delete(self, match_id: str) -> bool:
        try:
            self.library.undo_delete(match_id)
        except SaveError as exc:
            self._told(exc)
            return False
        self.changed.emit()
        return True

    # ------------------------------------------------------------ the end
    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every event handed over is on disk."""
        return self._library.flush(timeout) if self._library is not None else True

    def close(self) -> None:
        """Quitting: the session closed, every write done, every lock given up."""
        self.session = None
        self._scan_timer.stop()
        if self._library is not None:
            self._library.close()  # a scan still running is stopped, what it read kept
            self._library = None


__all__ = ["MatchKeeper"]
