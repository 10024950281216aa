"""The start page: continue the last match, resume another unfinished one, or start a game.

It reads no file itself: the window hands it the library's rows
(``set_matches``: the match Continue resumes and the latest unfinished ones, from the
library's index, checked as strictly as the sidecars), so a damaged or
crafted file can only be missing from the list. It follows the ``theme``
and ``high_contrast`` settings through the window's ``SettingsStore``
(``follow``): the list of unfinished matches is a panel of the felt's
colours, not a white box on it, and white on black in high contrast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QEvent, QLocale, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from muggins_desktop.ui.access.accessibility import wants_high_contrast
from muggins_desktop.ui.app.enum_props import plain_text
from muggins_desktop.ui.library.rows import row_summary, side_names
from muggins_desktop.ui.text.numbers import minus_sign
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtGui import QPaintEvent

    from muggins_desktop.storage.library.rows import MatchRow
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.app.settings_store import SettingsStore


class StartPage(QFrame):
    """What the player sees first: continue, or start a game.

    A QFrame, because it paints its style-sheet background without needing
    the ``Qt`` namespace (slow to set up in PySide) before the first paint.
    """

    continueRequested = Signal()
    newGameRequested = Signal(str)
    matchesRequested = Signal()  # Game -> Matches
    matchChosen = Signal(str)  # an unfinished match of the list: resume it
    firstPainted = Signal()
    _built = False  # Qt may send a LanguageChange before __init__ is done

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painted = False
        self._rows: list[MatchRow] = []
        self.setObjectName("startPage")
        self.theme = ""
        self.high_contrast = False
        self.summary: MatchRow | None = None  # what Continue resumes
        self.set_theme("green")
        self.title = QLabel()
        self.title.setStyleSheet(f"font-size: 44px; font-weight: bold; color: {TITLE_COLOUR};")
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.subtitle.setStyleSheet("font-size: 16px;")
        self.continue_button = QPushButton()
        self.continue_info = QLabel()
        self.continue_info.setObjectName("continueInfo")
        plain_text(self.continue_info)  # names come from files
        self.continue_info.setWordWrap(True)
        self.dominoes_button = QPushButton()
        self.cribbage_button = QPushButton()
        self.matches_button = QPushButton()
        self.matches_button.setObjectName("startMatches")
        self.recent = QListWidget()
        self.recent.setObjectName("recentMatches")
        self.recent.setMaximumHeight(150)
        self.recent.setMaximumWidth(560)
        self.recent.setVisible(False)
        self.recent.itemActivated.connect(self._chosen)
        self.matches_button.clicked.connect(self.matchesRequested.emit)
        self.continue_button.clicked.connect(self.continueRequested.emit)
        self.dominoes_button.clicked.connect(lambda: self.newGameRequested.emit("dominoes"))
        self.cribbage_button.clicked.connect(lambda: self.newGameRequested.emit("cribbage"))
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(28)
        for button in (self.continue_button, self.dominoes_button, self.cribbage_button, self.matches_button):
            button.setAutoDefault(True)  # Enter presses it, as Space does (outside a dialog only if asked)
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(button)
            row.addStretch(1)
            layout.addLayout(row)
            if button is self.continue_button:
                layout.addWidget(self.continue_info)
            layout.addSpacing(6)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.recent, 4)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(3)
        self.retranslate()
        self._built = True

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()

    def follow(self, store: SettingsStore) -> None:
        """Take the theme and the contrast from ``store`` now and whenever they change."""
        store.subscribe(["theme", "high_contrast"], self.apply_looks, now=True, owner=self)

    def apply_looks(self, settings: Settings) -> None:
        self.high_contrast = wants_high_contrast(settings.high_contrast)
        self.set_theme(settings.theme)

    def set_matches(self, latest: MatchRow | None, rows: Sequence[MatchRow] = ()) -> None:
        """The match Continue resumes (None: Continue is disabled) and the latest unfinished matches."""
        self.continue_button.setEnabled(latest is not None)
        self.summary = latest
        self._rows = list(rows)
        self._show_summary()
        self._show_rows()

    def _show_rows(self) -> None:
        self.recent.clear()
        for row in self._rows:
            self.recent.addItem(QListWidgetItem(row_summary(row)))  # its id: self._rows, in the same order
        self.recent.setVisible(bool(self._rows))

    def _chosen(self, item: QListWidgetItem) -> None:
        index = self.recent.row(item)
        if 0 <= index < len(self._rows):
            self.matchChosen.emit(self._rows[index].id)

    def set_theme(self, theme: str) -> None:
        """Follow the table's theme (the dark theme gets a dark page)."""
        self.theme = theme if theme in PAGE_THEMES else "green"
        self.setStyleSheet(_style(self.theme, self.high_contrast) + _list_style(self.theme, self.high_contrast))

    def _show_summary(self) -> None:
        between_games = self.summary is not None and self.summary.status == "finished"
        if between_games:  # Continue starts a series' next game, not a match left off
            self.continue_button.setText(self.tr("Continue the series"))
        else:
            self.continue_button.setText(self.tr("Continue the last match"))
        text = continue_text(self.summary) if self.summary is not None else ""
        self.continue_info.setText(text)
        self.continue_info.setVisible(bool(text))
        self.continue_button.setAccessibleDescription(text)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Muggins"))
        self.subtitle.setText(self.tr("Dominoes scored in fives, and cribbage with the Muggins rule."))
        self.dominoes_button.setText(self.tr("New dominoes game"))
        self.cribbage_button.setText(self.tr("New cribbage game"))
        self.matches_button.setText(self.tr("Matches…"))
        self.matches_button.setAccessibleName(self.tr("Matches: every match kept, to resume, review or play again"))
        self.recent.setAccessibleName(self.tr("Unfinished matches"))
        self.recent.setAccessibleDescription(self.tr("Enter resumes the chosen match."))
        self._show_summary()
        if self._rows:
            self._show_rows()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
        super().changeEvent(event)


# centre, edge of the gradient; text; button face, button text, hover. The
# text reads at 4.5:1 on both ends of the gradient (the green centre was
# #2f8a57, 3.8:1 under the subtitle), the title at 3:1 (44 px bold).
PAGE_THEMES: dict[str, tuple[str, str, str, str, str, str]] = {
    "green": ("#267549", "#123f26", "#f4f1e4", "#f3efe0", "#1f2a1f", "#ffe7a1"),
    "blue": ("#2c6a9a", "#12304d", "#f1f4f8", "#eef2f6", "#14233a", "#ffe7a1"),
    "dark": ("#30353a", "#111315", "#e4e2dc", "#3b4147", "#eceae4", "#4c545b"),
    "burgundy": ("#7a2c3a", "#3d111b", "#f4f1e4", "#f3efe0", "#2a1f1f", "#ffe7a1"),
}


#: With high contrast the page is black, its text white and its buttons white with black text.
HIGH_CONTRAST_PAGE = ("#000000", "#000000", "#ffffff", "#ffffff", "#000000", "#ffff00")
TITLE_COLOUR = "#ffd54a"


def page_colours(theme: str, high_contrast: bool = False) -> tuple[str, str, str, str, str, str]:
    """The page's colours (as ``PAGE_THEMES``) for the table's theme, or those of high contrast."""
    return HIGH_CONTRAST_PAGE if high_contrast else PAGE_THEMES[theme]


def _style(theme: str, high_contrast: bool) -> str:
    centre, edge, text, face, ink, hover = page_colours(theme, high_contrast)
    return (
        "#startPage { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,"
        f" stop:0 {centre}, stop:1 {edge}); }}"
        f"QLabel {{ color: {text}; qproperty-alignment: 'AlignCenter'; }}"
        f"QPushButton {{ background: {face}; color: {ink}; border-radius: 10px; padding: 12px 28px;"
        " font-size: 17px; font-weight: bold; min-width: 300px; }"
        f"QPushButton:hover {{ background: {hover}; }}"
        "QPushButton:disabled { background: rgba(255,255,255,60); color: rgba(255,255,255,120); }"
    )


#: The list of unfinished matches in high contrast: white on black, the chosen row black on yellow.
HIGH_CONTRAST_LIST = ("#000000", "#ffffff", "#ffffff", "#ffff00", "#000000")


def list_colours(theme: str, high_contrast: bool = False) -> tuple[str, str, str, str, str]:
    """The list's background, text, border, and the chosen row's background and text.

    The felt's dark edge under the page's text, the chosen row in the buttons' colours: each pair
    reads at 4.5:1 or better in every theme (``tests/ui/window/test_start_page_recent.py``).
    """
    if high_contrast:
        return HIGH_CONTRAST_LIST
    _centre, edge, text, face, ink, _hover = PAGE_THEMES[theme]
    return edge, text, text, face, ink


def _list_style(theme: str, high_contrast: bool) -> str:
    background, text, border, chosen, chosen_text = list_colours(theme, high_contrast)
    return (
        f"QListWidget#recentMatches {{ background: {background}; color: {text};"
        f" border: 1px solid {border}; border-radius: 6px; padding: 2px; }}"
        "QListWidget#recentMatches::item { padding: 3px 6px; }"
        f"QListWidget#recentMatches::item:selected {{ background: {chosen}; color: {chosen_text}; }}"
    )


CONTEXT = "StartPage"


tr = Translator(CONTEXT)


def continue_text(row: MatchRow) -> str:
    """ "Cribbage · You: 45, Computer 1: 38 · 1/12/26 05:00" for the match Continue resumes.

    A colon parts each name from its score, so "Computer 1: 10" never reads
    as "Computer 110"; a negative score has a true minus sign.
    """
    score = tr("%1: %2")
    scores = ", ".join(
        score.replace("%2", minus_sign(points)).replace("%1", side)
        for side, points in zip(side_names(row), row.scores, strict=False)
    )
    game = tr("Cribbage") if row.game == "cribbage" else tr("Dominoes")
    when = QDateTime.fromSecsSinceEpoch(int(row.last_active.timestamp()))
    parts = [game, scores, QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)]
    if row.status == "finished":  # a series between two games: Continue starts its next game
        parts.insert(1, tr("the series goes on with its next game"))
    return " \u00b7 ".join(parts)
