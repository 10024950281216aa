"""The series board beside the score sheet, and the dialog that starts a series' next game.

``SeriesBoard.show_series(series, names, playing)`` draws how a series
stands (``engine/series.py``): games won, game points and, in cribbage,
skunks given and taken, per side; it hides itself for a single game.
``NextGameDialog`` shows the standing, who deals or leads first by the
series rule, and a fresh commitment with a seed field (``DealOptions``), so
every game of a series is as provably fair as the first.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.engine.series import Series
from muggins_desktop.ui.fair.deal_options import DealOptions
from muggins_desktop.ui.fair.texts import format_name, standing_line, standing_lines


class SeriesBoard(QFrame):
    """Games won, game points and skunks of each side in the series being played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seriesBoard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        self.title.setObjectName("seriesTitle")
        self.title.setStyleSheet("#seriesTitle { font-weight: bold; }")
        self.title.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(12)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        self.cells: list[list[QLabel]] = []  # the rows as drawn (tests and the screen reader read them)
        self.series: Series | None = None
        self._args: tuple[Series | None, list[str], bool] = (None, [], False)
        self.hide()

    def show_series(self, series: Series | None, names: Sequence[str], playing: bool) -> None:
        """Draw ``series`` (its finished games; ``playing``: a game of it is on the table)."""
        self._args = (series, list(names), playing)
        self.series = series
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.cells = []
        if series is None:
            self.hide()
            return
        st = series.standing
        if st.over:
            now = self.tr("over")
        elif playing:
            now = self.tr("game %1 being played").replace("%1", str(st.games + 1))
        else:
            now = self.tr("games played: %1").replace("%1", str(st.games))
        self.title.setText(self.tr("Series, %1: %2").replace("%1", format_name(series)).replace("%2", now))
        skunks = series.game == "cribbage"
        header = [self.tr("Side"), self.tr("Won"), self.tr("Game points")]
        if skunks:
            header += [self.tr("Skunks given"), self.tr("Skunks taken")]
        rows = [header]
        for s in range(series.sides):
            row = [names[s] if s < len(names) else "?", str(st.wins[s]), str(st.game_points[s])]
            if skunks:
                row += [str(st.skunks_given[s]), str(st.skunks_taken[s])]
            rows.append(row)
        for r, row in enumerate(rows):
            labels = []
            for c, text in enumerate(row):
                label = QLabel(text)
                label.setTextFormat(Qt.TextFormat.PlainText)  # names come from players and files
                if r == 0:
                    label.setStyleSheet("font-weight: bold;")
                if c:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(label, r, c)
                labels.append(label)
            self.cells.append(labels)
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(standing_line(series, list(names)))
        self.show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.series is not None:
            self.show_series(*self._args)
        super().changeEvent(event)


class NextGameDialog(QDialog):
    """The next game of a series: the standing, who begins, and the new game's commitment and seed."""

    def __init__(self, series: Series, names: Sequence[str], first: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series = series
        self.standing = QLabel("\n".join(standing_lines(series, list(names))))
        self.standing.setWordWrap(True)
        self.standing.setTextFormat(Qt.TextFormat.PlainText)
        self.first = QLabel(first)
        self.first.setWordWrap(True)
        self.first.setTextFormat(Qt.TextFormat.PlainText)
        self.deals_box = DealOptions()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.standing)
        layout.addWidget(self.first)
        layout.addWidget(self.deals_box)
        layout.addWidget(self.buttons)
        self.deals_box.validityChanged.connect(self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled)
        self.setWindowTitle(self.tr("Game %1 of the series").replace("%1", str(series.standing.games + 1)))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Sta&rt"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("&Cancel"))
