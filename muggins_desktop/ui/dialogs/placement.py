"""Where the window's side windows and file dialogs open.

Both the coach (its review windows) and the match library (Game → Matches,
Save, Open, Export) open windows of their own over the main window, so the
helpers they share sit here, below the window and beside the dialogs,
rather than in one of the two parts that use them.

- ``place_over`` keeps a new top-level window on the screen: some window
  managers put one partly off the edge.
- ``file_dialog`` is the one non-blocking file chooser of the app: it starts
  in the folder the player last chose in this session, or else in the saves
  folder (made when missing, so Save and Open never fall back to different
  places), and, when saving, adds the suffix the Open filter looks for.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from muggins_desktop.storage import paths

#: The folder of the last file the player chose in any file dialog of this session.
_last_folder: Path | None = None


def start_folder() -> Path | None:
    """Where a file dialog opens: the last folder chosen, else the saves folder (made if missing).

    Without an existing folder Qt falls back on its own, and a save dialog
    and an open dialog fall back to different places: the save lands where
    Open does not look. ``None`` when no folder can be had (Qt then picks).
    """
    if _last_folder is not None and _last_folder.is_dir():
        return _last_folder
    folder = paths.saves_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder


def _remember(path: str) -> None:
    global _last_folder
    if path:
        _last_folder = Path(path).parent


def place_over(window: QWidget, parent: QWidget | None) -> None:
    """Centre ``window`` over ``parent``, no larger than the screen's free area."""
    screen = parent.screen() if parent is not None else None
    if screen is None or parent is None:
        return
    room = screen.availableGeometry()
    width = min(window.width(), room.width() - 16)
    height = min(window.height(), room.height() - 48)  # leave room for the frame's title bar
    window.resize(width, height)
    centre = parent.frameGeometry().center()
    x = max(room.left(), min(centre.x() - width // 2, room.right() - width))
    y = max(room.top(), min(centre.y() - height // 2, room.bottom() - height - 40))
    window.move(x, y)


def file_dialog(
    parent: QWidget, title: str, name_filter: str, save: bool, done: Callable[[str], object]
) -> QFileDialog:
    """A non-blocking file dialog in the saves folder; ``done(path)`` when a file is chosen."""
    dialog = QFileDialog(parent, title)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    suffix = filter_suffix(name_filter)
    if save:
        # A name typed without a suffix gets the filter's, so that Open,
        # which lists only that suffix, finds the file again.
        dialog.setNameFilter(name_filter)
        dialog.setDefaultSuffix(suffix)
        done = _with_suffix(done, suffix)
    else:
        # Older files may have no suffix: they stay reachable.
        all_files = QCoreApplication.translate("StoragePrompts", "All files (*)")
        dialog.setNameFilters([name_filter, all_files])
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    folder = start_folder()
    if folder is not None:
        dialog.setDirectory(str(folder))
    dialog.fileSelected.connect(_remember)
    dialog.fileSelected.connect(done)
    dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
    dialog.open()
    return dialog


def filter_suffix(name_filter: str) -> str:
    """ "json" for "Saved games (*.json)" ("" when the filter names none)."""
    match = re.search(r"\*\.([A-Za-z0-9]+)", name_filter)
    return match.group(1) if match else ""


def _with_suffix(done: Callable[[str], object], suffix: str) -> Callable[[str], object]:
    def chosen(path: str) -> object:
        if suffix and path and not Path(path).suffix:
            path = f"{path}.{suffix}"
        return done(path)

    return chosen


__all__ = ["file_dialog", "filter_suffix", "place_over"]
