"""The main window: start page, the table of the running game, and panels.

The window is game independent. It picks a *table* widget by game name
(``TABLES``) and talks to it through the ``Table`` protocol of
``ui/table/protocol.py``. It reads the match only through the controller's
read surface (``controller.reading``).

It is made of parts, each a class that owns its actions and dialogs and is
handed what it uses (the settings store, the keeper, a status callable, the
match on the table), never the window; ``_wire_parts`` connects their
signals to each other and to the window:
``MatchKeeper`` (the match library and the session of the match on the
table: every rule of a match's life), ``LeaveGuard`` (every way of quitting
asks when the setting says so), ``FilePrompts`` (save, open, export,
the question before a running match is left), ``MatchesWindow``
(Game → Matches), ``WindowDialogs`` (statistics, preferences, rules, about),
``CoachActions`` (hint, take-back, review, practice) and the menus'
``Actions``. The player's settings live in one ``SettingsStore``
(``self.settings_store``); each part subscribes to the fields it reads.
``show_match`` is the one way a match reaches the screen: a new game, a
resumed or opened one, a take-back and the screenshot demos all go through
it; it and every other path of a match onto and off the table live in
``MatchStage`` (ui/window/stage.py), which this window is built on.

Heavy modules (the controller and engine, the tables, the side panels, the
library's window, the dialogs) are loaded through the one seam
``ui/window/lazy.py`` when a match starts or their window opens, so the
first window paints fast.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

# Only what the start page needs is imported here: PySide6 sets up each Qt
# class (and the big ``Qt`` namespace) on first use, which costs start-up
# time. The game's panels, dialogs and tables are imported when needed.
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QStackedWidget

from muggins_desktop.storage.settings import Settings, load_settings_or_defaults
from muggins_desktop.ui.access.accessibility import apply_settings as apply_reading
from muggins_desktop.ui.app.settings_store import SettingsStore
from muggins_desktop.ui.coach.actions import CoachActions
from muggins_desktop.ui.fair.actions import FairPlay
from muggins_desktop.ui.library.keeper import MatchKeeper
from muggins_desktop.ui.library.prompts import FilePrompts
from muggins_desktop.ui.library.scan_line import ScanLine
from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.window import lazy
from muggins_desktop.ui.window.dialogs import WindowDialogs
from muggins_desktop.ui.window.lazy import TABLES, table_class
from muggins_desktop.ui.window.leaving import LeaveGuard
from muggins_desktop.ui.window.menus import Actions
from muggins_desktop.ui.window.sound import WindowSound
from muggins_desktop.ui.window.stage import MatchStage
from muggins_desktop.ui.window.start_page import StartPage
from muggins_desktop.ui.window.status_line import StatusLine
from muggins_desktop.ui.window.turns import TurnRouter

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QResizeEvent
    from PySide6.QtWidgets import QDockWidget, QMenu, QWidget

    from muggins_desktop.ui.dialogs.new_game import NewGameDialog
    from muggins_desktop.ui.library.matches_window import MatchesWindow
    from muggins_desktop.ui.match.controller import GameController
    from muggins_desktop.ui.sheet.log_model import MatchLogModel, MatchLogView
    from muggins_desktop.ui.sheet.score_sheet import ScoreSheet
    from muggins_desktop.ui.table.protocol import Table
    from muggins_desktop.ui.window.side_panels import GameArea, SidePanels

#: What the reading aids read (text size, contrast, motion): applied app-wide.
READING_FIELDS = ("text_scale", "high_contrast", "reduce_motion")
#: What the running match's computers read (see ``_pace_controller``).
MATCH_FIELDS = ("pace", "ai_pause_ms", "ai_budget_ms")


def load_settings() -> tuple[Settings, str | None]:
    """Settings from storage; defaults and the reason when they cannot be read."""
    return load_settings_or_defaults()


class MainWindow(MatchStage):
    """The application window (the match on its table: ``MatchStage``)."""

    _built = False  # Qt may send a LanguageChange before __init__ is done

    def __init__(
        self, settings: Settings | None = None, parent: QWidget | None = None, *, keep_in_library: bool = True
    ) -> None:
        super().__init__(parent)
        store = self.settings_store = SettingsStore(settings if settings is not None else load_settings()[0], self)
        self.keep_in_library = keep_in_library  # every match kept in the library (off: screenshots, most tests)
        self.keeper = MatchKeeper(self, enabled=keep_in_library)
        self.controller: GameController | None = None
        self.table: Table | None = None
        self.game = ""
        self.new_game_dialog: NewGameDialog | None = None
        self.setMinimumSize(640, 480)
        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.start_page.follow(store)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        # Built with the first match (see _ensure_game_ui): the start page
        # shows sooner without them.
        self.game_area: GameArea | None = None
        self.panels: SidePanels | None = None
        self.sheet: ScoreSheet | None = None
        self.log: MatchLogView | None = None
        self.log_model: MatchLogModel | None = None
        self.sheet_dock: QDockWidget | None = None
        self.log_dock: QDockWidget | None = None
        self.matches_window: MatchesWindow | None = None
        self.status_label = StatusLine()  # wraps to two lines before it cuts (issue 17)
        flash = self.statusBar().showMessage
        # The parts: each is handed what it uses, never the window.
        self.turns = TurnRouter(self.set_status, store)
        self.files = FilePrompts(self, self.keeper, store, self._current, flash)
        self.leaving = LeaveGuard(self, store, self.keeper, self.match_running)
        self.dialogs = WindowDialogs(self, store, self.keeper, lambda: self.sound.off_reason())
        # Hint, Take back, Review…, Practice counting
        self.coach = CoachActions(self, store, self.set_status, flash, self._covered, self._reshow)
        self.sound = WindowSound(self, store, self.statusBar())  # the table's sounds and the M key
        # Deal number…, the same deals from the other seat, series
        self.fair = FairPlay(self, self.keeper, self._current, self.show_match, self.start_match)
        self.menu_actions = Actions(self, store)
        self.menu_actions.fill(self.files, self.dialogs, self.fair, self.coach, self.sound)
        self._wire_parts()
        # In this order: the app's reading aids, then the match, then the
        # language (whose LanguageChange repaints everything once more).
        store.subscribe(READING_FIELDS, self._apply_reading, owner=self)
        store.subscribe(MATCH_FIELDS, self._pace_controller, owner=self)
        store.subscribe(["language"], self._apply_language, owner=self)
        self.status_label.setObjectName("turnStatus")
        self.status_label.setStyleSheet("#turnStatus { font-weight: bold; padding: 2px 6px; }")
        self.statusBar().addPermanentWidget(self.fair.label)
        self.scan_line = ScanLine(self.keeper, self.statusBar())  # while a big library is read
        self.statusBar().addWidget(self.status_label, 1)
        self.retranslate()
        self.refresh_start_page()
        self._built = True

    def _wire_parts(self) -> None:
        """Connect the parts' signals to each other and to the window (the window is their only link)."""
        page, keeper, files, fair, menus = self.start_page, self.keeper, self.files, self.fair, self.menu_actions
        page.continueRequested.connect(self.continue_last)
        page.newGameRequested.connect(lambda game: self.confirm_leave(lambda: self.show_new_game(game)))
        page.matchesRequested.connect(self.show_matches)
        page.matchChosen.connect(self._start_page_chose)
        page.firstPainted.connect(self._after_first_paint)
        page.firstPainted.connect(lambda: QTimer.singleShot(0, menus.install_shortcuts))
        page.firstPainted.connect(self.sound.open_soon)
        keeper.changed.connect(self.refresh_start_page)
        keeper.problem.connect(files.tell)
        files.openChosen.connect(self.open_saved)
        files.discardWanted.connect(self.discard_running)
        self.leaving.quitConfirmed.connect(self.close)
        self.coach.warning.connect(files.warn)
        fair.problem.connect(files.tell)
        fair.dealNumberWanted.connect(self._ask_deal_number)
        fair.seriesShown.connect(self._show_series)
        self.matchStarted.connect(fair.attach)
        menus.newGameWanted.connect(self.ask_new_game)
        menus.matchesWanted.connect(self.show_matches)
        menus.keysWanted.connect(self._toggle_keys)

    # ================================================================ settings
    @property
    def settings(self) -> Settings:
        """The current settings (read-only: change them with ``apply_settings``)."""
        return self.settings_store.current

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings at once: each part that reads a changed field follows it."""
        self.settings_store.update(settings)

    def _apply_reading(self, settings: Settings) -> None:
        # Text size and high contrast, app-wide.
        apply_reading(cast("QApplication | None", QApplication.instance()), settings)

    def _apply_language(self, settings: Settings) -> None:
        install_translator(QApplication.instance(), settings.language)

    def _pace_controller(self, settings: Settings) -> None:
        """The running match's computers follow the pace and the thinking-time cap.

        (The table follows the store by itself: ``Table.attach_settings``.)
        """
        if self.controller is not None:
            self.controller.ai_pause_ms = lazy.paced(settings).ai_pause_ms
            self.controller.ai_budget_ms = settings.ai_budget_ms

    @property
    def view_menu(self) -> QMenu:
        """The View menu (``ui/access/voice.py`` adds "Read the table" to it)."""
        return self.menu_actions.view_menu

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Muggins"))
        self.menu_actions.retranslate()
        self.files.retranslate()
        self.dialogs.retranslate()
        self.coach.retranslate()
        self.sound.retranslate()
        self.fair.retranslate()
        self.scan_line.retranslate()
        super().retranslate()  # the side panels' titles, the actions that follow the match
        if self.controller is None:
            self._welcome()

    def _welcome(self) -> None:
        """The start page's status line: "continue" only when Continue can be used."""
        if self.start_page.continue_button.isEnabled():
            self.set_status(self.tr("Welcome! Start a new game or continue the last one."))
        else:
            self.set_status(self.tr("Welcome! Start a new game."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange and self._built:
            self.menu_actions.follow_full_screen()  # F11, or the window manager
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
            if self.table is not None and self.panels is not None:
                self.table.refresh()
                self.panels.rebuild()
        super().changeEvent(event)

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def status_text(self) -> str:
        return self.status_label.text()

    # ================================================================ start page
    def refresh_start_page(self) -> None:
        """Show what Continue resumes and the latest unfinished matches (from the library, once it is open)."""
        keeper = self.keeper
        latest = keeper.rows(statuses=("unfinished",))[:8] if keeper.loaded else []
        waiting = self.fair.continue_instead(latest[0] if latest else None)  # a series between two games
        self.start_page.set_matches(waiting or (latest[0] if latest else None), latest)
        if self.controller is None:
            self._welcome()

    def _after_first_paint(self) -> None:
        QTimer.singleShot(0, self.keeper.load)  # the library pulls in the rules: after the first paint

    def show_matches(self) -> MatchesWindow:
        """Game → Matches: every kept match (non-blocking; one window, raised when open)."""
        if self.matches_window is None:
            matches = self.matches_window = lazy.matches_window()(
                self, self.keeper, self.coach.review_loaded
            )  # reads the rows
            matches.destroyed.connect(self._matches_closed)
            matches.resumeWanted.connect(self._resume_from_list)
            matches.seriesWanted.connect(self._series_from_list)
            matches.playAgainWanted.connect(self._play_again_from_list)
            matches.discardRunningWanted.connect(self.discard_running)
            matches.problem.connect(self.files.tell)
        else:
            self.matches_window.refresh()
        self.matches_window.show()
        self.matches_window.raise_()
        self.matches_window.activateWindow()
        return self.matches_window

    def _start_page_chose(self, match_id: str) -> None:
        """An unfinished match of the start page's list: resume it."""
        self.resume_match(match_id)

    def _matches_closed(self, _obj: object = None) -> None:
        self.matches_window = None

    def _resume_from_list(self, match_id: str) -> None:
        """Game → Matches' Resume: once the running match is taken care of, back in this window."""
        self.confirm_leave(lambda: self.resume_match(match_id))
        self.raise_()
        self.activateWindow()

    def _series_from_list(self, match_id: str) -> None:
        """Game → Matches' Resume on a series between two games: its next game's dialog."""
        self.confirm_leave(lambda: self.fair.continue_series(match_id))
        self.raise_()

    def _play_again_from_list(self, config: Mapping[str, object]) -> None:
        self.confirm_leave(lambda: self.start_match(config))
        self.raise_()

    # ================================================================ closing
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.panels is not None:
            self.panels.fit(self.width())

    def closeEvent(self, event: QCloseEvent) -> None:
        # Every way of quitting comes here (Quit, Ctrl+Q, the window's close
        # button); the guard asks first when the setting says so.
        if not self.leaving.may_close():
            event.ignore()
            return
        self.stop_match()
        self.coach.close_all()
        self.sound.close()
        if self.new_game_dialog is not None:
            self.new_game_dialog.close()
        if self.matches_window is not None:
            self.matches_window.close()
        self.keeper.close()  # every event on disk, every lock given up
        super().closeEvent(event)


__all__ = ["TABLES", "MainWindow", "StartPage", "load_settings", "table_class"]
