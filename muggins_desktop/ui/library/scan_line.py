"""The status bar's line while the library reads its folder in the background.

A big library whose index must be checked or rebuilt is read on a thread
(``storage.library.scan``); the window stays usable and the start page
lists the unfinished matches meanwhile. This line says that the reading
goes on and how far, and offers to stop it (what was read is kept; the
rest is read at the next start). It shows only while a scan runs.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStatusBar, QWidget

from muggins_desktop.ui.library.keeper import MatchKeeper
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "LibraryScan"

tr = Translator(CONTEXT)


def progress_text(done: int, total: int) -> str:
    """ "Reading the match library: 1200 of 10000 matches…" (just "Reading…" while the folder is listed)."""
    if total <= 0:
        return tr("Reading the match library…")
    return tr("Reading the match library: %1 of %n match(es)…", total).replace("%1", str(done))


class ScanLine(QWidget):
    """A progress sentence and a Stop button, at the right of the status bar while the library is read."""

    def __init__(self, keeper: MatchKeeper, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.setObjectName("libraryScan")
        self.label = QLabel(progress_text(0, 0))
        self.label.setObjectName("libraryScanText")
        self.stop_button = QPushButton(tr("Stop"))
        self.stop_button.setObjectName("libraryScanStop")
        self.stop_button.setToolTip(tr("Stop reading: the matches not read yet are read at the next start"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.stop_button)
        bar.addPermanentWidget(self)
        self.hide()
        self.stop_button.clicked.connect(keeper.stop_scan)
        keeper.scanProgress.connect(self._progress)
        keeper.scanEnded.connect(self.hide)

    def _progress(self, done: int, total: int) -> None:
        self.label.setText(progress_text(done, total))
        self.label.setAccessibleName(self.label.text())
        self.stop_button.setEnabled(True)
        self.show()

    def retranslate(self) -> None:
        self.stop_button.setText(tr("Stop"))
        self.stop_button.setToolTip(tr("Stop reading: the matches not read yet are read at the next start"))


__all__ = ["ScanLine", "progress_text"]
