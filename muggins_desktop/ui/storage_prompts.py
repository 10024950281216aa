"""The window's file actions and the questions that protect the player's match.

``MainWindow`` keeps thin methods (save, open, export, continue, statistics,
confirm-leave) that call the functions here, so the storage flows live in
one place while the window's layout changes around them.

The rule these functions keep: nothing the player has is lost without a
question or a sentence. Every path that would replace an unfinished
autosave (a new game or an opened one, from the menu or the start page) asks
first — Keep playing / Save it as… / Discard — whatever the "confirm before
leaving" setting says; every file that had to be moved aside or removed is
told in one translated sentence; every text that came from a user or a file
is shown as plain text.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from muggins_desktop.ui.storage_text import describe, stats_not_saved

CONTEXT = "StoragePrompts"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# ------------------------------------------------------------------ messages
def warn(window: Any, text: str) -> QMessageBox:
    """A warning box (non-blocking, plain text) plus the same sentence in the status bar."""
    box = QMessageBox(QMessageBox.Icon.Warning, tr("Muggins"), text, QMessageBox.StandardButton.Ok, window)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setObjectName("storageWarning")
    box.finished.connect(lambda _r, b=box: b.deleteLater())
    box.open()
    window.statusBar().showMessage(text, 10000)
    return box


def tell(window: Any, problem: Any) -> QMessageBox:
    """Show a storage report (``FileProblem``, ``SaveError``, …) as one translated sentence."""
    return warn(window, describe(problem))


# ------------------------------------------------------------------ files
def file_dialog(window: Any, title: str, name_filter: str, save: bool, done: Callable[[str], Any]) -> QFileDialog:
    dialog = QFileDialog(window, title)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    suffix = filter_suffix(name_filter)
    if save:
        # "Save as domino-r3" writes domino-r3.json (an export .jsonl), so
        # that Open, filtered to the suffix, lists it.
        dialog.setNameFilter(name_filter)
        dialog.setDefaultSuffix(suffix)
        done = _with_suffix(done, suffix)
    else:
        # Files saved before names got a suffix are still found.
        dialog.setNameFilters([name_filter, tr("All files (*)")])
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    from muggins_desktop.storage import paths

    with contextlib.suppress(OSError):  # any folder will do
        dialog.setDirectory(str(paths.saves_dir()))
    dialog.fileSelected.connect(done)
    dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
    dialog.open()
    return dialog


def filter_suffix(name_filter: str) -> str:
    """ "json" for "Saved games (*.json)" ("" when the filter names none)."""
    match = re.search(r"\*\.([A-Za-z0-9]+)", name_filter)
    return match.group(1) if match else ""


def _with_suffix(done: Callable[[str], Any], suffix: str) -> Callable[[str], Any]:
    def chosen(path: str) -> Any:
        if suffix and path and not Path(path).suffix:
            path = f"{path}.{suffix}"
        return done(path)

    return chosen


def save_match(window: Any, path: str | Path) -> bool:
    """Save the running match by name; a failure is told and the old file stays."""
    from muggins_desktop.storage import saves

    c = window.controller
    if c is None:
        return False
    try:
        saves.save_game(Path(path), c.match, c.seats, c.options)
    except Exception as exc:  # noqa: BLE001 - shown to the player
        tell(window, exc)
        return False
    window.statusBar().showMessage(tr("Saved to %1").replace("%1", str(path)), 5000)
    return True


def export_record(window: Any, path: str | Path) -> bool:
    """Write the match record as JSON Lines, atomically (a full disk keeps the old file)."""
    from muggins_desktop.storage import saves

    c = window.controller
    if c is None:
        return False
    try:
        saves.export_record(Path(path), c.record_for_export())
    except Exception as exc:  # noqa: BLE001 - shown to the player
        tell(window, exc)
        return False
    window.statusBar().showMessage(tr("Record written to %1").replace("%1", str(path)), 5000)
    return True


def open_saved(window: Any, path: str | Path) -> Any:
    """Open a named save; returns the controller, or None (told) when it cannot be used."""
    from muggins_desktop.storage import saves

    try:
        saved = saves.load_game(Path(path))
    except Exception as exc:  # noqa: BLE001 - shown to the player
        tell(window, exc)
        return None
    if saved.match.outcome is not None:
        warn(window, tr("That match is already over."))
        return None
    return window._run(saved.game, saved.match, saved.seats, saved.options)


def continue_last(window: Any) -> Any:
    """Resume the autosave; a damaged or finished autosave is told in one sentence."""
    from muggins_desktop.storage import saves

    saved, problem = saves.load_autosave()
    if problem:
        tell(window, problem)
    if saved is None:
        window.refresh_start_page()
        return None
    return window._run(saved.game, saved.match, saved.seats, saved.options)


def record_stats(window: Any) -> None:
    """Count the finished match; a statistics file that had to be reset is told."""
    from muggins_desktop.storage import stats

    c = window.controller
    try:
        _stats, problem = stats.record_match(c.match, c.humans, took_back=bool(getattr(c, "takebacks", 0)))
    except Exception as exc:  # noqa: BLE001 - statistics must never break the game (OSError: disk full, …)
        warn(window, stats_not_saved(exc))
        return
    if problem:
        tell(window, problem)


# ------------------------------------------------------------------ the question
def ask_before_replacing(window: Any, proceed: Callable[[], Any]) -> QMessageBox | None:
    """Run ``proceed`` now, or once the player chose what happens to the unfinished match.

    With autosaving on, an unfinished match (the running one, or the autosave
    on the start page) would be replaced by the next match: the player is
    always asked — Keep playing / Save it as… / Discard. Without autosaving
    (tests, screenshots) only a running match matters, and the "confirm
    before leaving" setting decides whether to ask. Returns the question box
    (None when nothing was asked) so tests can answer it.
    """
    running = window.match_running()
    if not window.autosave:
        if running and window.settings.confirm_leave:
            return _ask_leave(window, proceed)
        proceed()
        return None
    saved = None
    if not running:
        saved = _unfinished_autosave(window)
        if saved is None:
            proceed()
            return None
    return _ask_replace(window, proceed, saved)


def _unfinished_autosave(window: Any) -> Any:
    from muggins_desktop.storage import paths, saves

    if not paths.autosave_path().exists():
        return None
    saved, problem = saves.load_autosave()
    if problem:
        tell(window, problem)
        window.refresh_start_page()
    return saved


def _ask_replace(window: Any, proceed: Callable[[], Any], saved: Any) -> QMessageBox:
    """Keep playing / Save it as… / Discard for the running match or the autosave ``saved``."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        tr("Unfinished match"),
        tr("An unfinished match is kept for Continue. A new match would replace it."),
        QMessageBox.StandardButton.NoButton,
        window,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setObjectName("replaceAutosave")
    keep = box.addButton(tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
    save = box.addButton(tr("Save it as…"), QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton(tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
    keep.setObjectName("keepPlaying")
    save.setObjectName("saveItAs")
    discard.setObjectName("discard")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)

    def answered(button: Any) -> None:
        if button is discard:
            if saved is not None:
                _discard_autosave(window)
            proceed()
        elif button is save:
            _save_then(window, saved, proceed)
        elif saved is not None:  # keep playing the match of the start page's autosave
            window._run(saved.game, saved.match, saved.seats, saved.options)

    box.buttonClicked.connect(answered)
    box.finished.connect(lambda _r: box.deleteLater())
    box.open()
    return box


def _discard_autosave(window: Any) -> None:
    from muggins_desktop.storage import saves

    try:
        saves.clear_autosave()
    except OSError as exc:
        tell(window, exc)
    window.refresh_start_page()


def _save_then(window: Any, saved: Any, proceed: Callable[[], Any]) -> QFileDialog:
    """Ask for a file name, save the unfinished match there, then ``proceed`` (only if it was saved)."""

    def chosen(path: str) -> None:
        if saved is None:
            ok = save_match(window, path)
        else:
            ok = save_autosaved(window, saved, path)
        if ok:
            proceed()

    return file_dialog(window, tr("Save the unfinished match"), tr("Saved games (*.json)"), True, chosen)


def save_autosaved(window: Any, saved: Any, path: str | Path) -> bool:
    """Save the match held by the autosave under a name the player chose."""
    from muggins_desktop.storage import saves

    try:
        saves.save_game(Path(path), saved.match, saved.seats, saved.options)
    except Exception as exc:  # noqa: BLE001 - shown to the player
        tell(window, exc)
        return False
    window.statusBar().showMessage(tr("Saved to %1").replace("%1", str(path)), 5000)
    return True


def _ask_leave(window: Any, proceed: Callable[[], Any]) -> QMessageBox:
    """Yes/No before leaving a running match that is not autosaved."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        tr("Leave this match?"),
        tr(
            "A match is still running. If you start or open another one, this match is lost "
            "(save it by name first to keep it). Leave it?"
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setObjectName("confirmLeave")

    def answered(button: Any) -> None:
        if box.standardButton(button) == QMessageBox.StandardButton.Yes:
            proceed()

    box.buttonClicked.connect(answered)
    box.finished.connect(lambda _r: box.deleteLater())
    box.open()
    return box
