"""The main window: start page, the table of the running game, and panels.

The window is game independent. It picks a *table* widget by game name
(``TABLES``) and talks to it through the ``Table`` protocol of
``ui/table/protocol.py``. It reads the match only through the controller's
read surface (``running``, ``view``, ``redact``, ``public_record``).

It is made of parts, each a class that owns its actions and dialogs:
``MatchKeeper`` (the match library and the session of the match on the
table: every rule of a match's life), ``LeaveGuard`` (every way of quitting
asks when the setting says so), ``FilePrompts`` (save, open, export,
continue, the question before a running match is left), ``MatchesWindow``
(Game → Matches), ``WindowDialogs`` (statistics, preferences, rules, about),
``CoachActions`` (hint, take-back, review, practice) and the menus'
``Actions``. The player's settings live in one ``SettingsStore``
(``self.settings_store``); each part subscribes to the fields it reads.
``show_match`` is the one way a match reaches the screen: a new game, a
resumed or opened one, a take-back and the screenshot demos all go through
it.

Heavy modules (engine, tables, computer players, the coach) are imported
when a match starts, so the first window paints fast.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, cast

# Only what the start page needs is imported here: PySide6 sets up each Qt
# class (and the big ``Qt`` namespace) on first use, which costs start-up
# time. The game's panels, dialogs and tables are imported when needed.
from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from muggins_desktop.storage.settings import Settings
from muggins_desktop.storage.settings import load_settings as _load_settings
from muggins_desktop.ui.coach_actions import CoachActions
from muggins_desktop.ui.fair_actions import FairPlay
from muggins_desktop.ui.leaving import LeaveGuard
from muggins_desktop.ui.match_lifecycle import MatchKeeper
from muggins_desktop.ui.menus import build_menus
from muggins_desktop.ui.settings_store import SettingsStore
from muggins_desktop.ui.start_page import StartPage
from muggins_desktop.ui.storage_prompts import FilePrompts
from muggins_desktop.ui.turns import TurnRouter
from muggins_desktop.ui.window_dialogs import WindowDialogs
from muggins_desktop.ui.window_sound import WindowSound

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent
    from PySide6.QtWidgets import QDockWidget, QMenu, QMessageBox, QWidget

    from muggins_desktop.engine.base import Match, Outcome
    from muggins_desktop.storage.library_rows import Resumed
    from muggins_desktop.storage.library_session import MatchSession
    from muggins_desktop.ui.controller import GameController
    from muggins_desktop.ui.matches_window import MatchesWindow
    from muggins_desktop.ui.new_game_dialog import NewGameDialog
    from muggins_desktop.ui.score_sheet import ScoreSheet
    from muggins_desktop.ui.side_panels import GameArea, SidePanels
    from muggins_desktop.ui.table.a11y import TableVoice
    from muggins_desktop.ui.table.log_model import MatchLogModel, MatchLogView
    from muggins_desktop.ui.table.protocol import Table

TABLES: dict[str, tuple[str, str]] = {
    "dominoes": ("muggins_desktop.ui.dominoes.table", "DominoTable"),
    "cribbage": ("muggins_desktop.ui.cribbage.table", "CribbageTable"),
}

#: What the reading aids read (text size, contrast, motion): applied app-wide.
READING_FIELDS = ("text_scale", "high_contrast", "reduce_motion")
#: What the running match's computers read (see ``_pace_controller``).
MATCH_FIELDS = ("pace", "ai_pause_ms", "ai_budget_ms")


def table_class(game: str) -> Callable[..., Table]:
    """The table widget class of ``game``: ``cls(parent, animation_ms=..., theme=...)`` follows ``Table``."""
    module, name = TABLES[game]
    return cast("Callable[..., Table]", getattr(importlib.import_module(module), name))


def load_settings() -> tuple[Settings, str | None]:
    """Settings from storage; defaults and the reason when they cannot be read."""
    try:
        return _load_settings()
    except Exception as exc:  # a settings problem must not stop the app
        return Settings(), str(exc)


class MainWindow(QMainWindow):
    """The application window."""

    matchStarted = Signal(object)  # the controller
    # Set by ui/table/a11y.py for each match (its voice and the Ctrl+R
    # action), declared here until the voice follows the window by itself.
    table_voice: TableVoice | None = None
    act_read_table: QAction | None = None
    _built = False  # Qt may send a LanguageChange before __init__ is done

    def __init__(
        self, settings: Settings | None = None, parent: QWidget | None = None, *, autosave: bool = True
    ) -> None:
        super().__init__(parent)
        self.settings_store = SettingsStore(settings if settings is not None else load_settings()[0], self)
        self.autosave = autosave  # every match kept in the library (off: screenshots, most tests)
        self.keeper = MatchKeeper(self, enabled=autosave)
        self.controller: GameController | None = None
        self.table: Table | None = None
        self.game = ""
        self.new_game_dialog: NewGameDialog | None = None
        self.setMinimumSize(640, 480)
        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.start_page.follow(self.settings_store)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self.start_page.continueRequested.connect(self.continue_last)
        self.start_page.newGameRequested.connect(lambda game: self.confirm_leave(lambda: self.show_new_game(game)))
        # Built with the first match (see _ensure_game_ui): the start page
        # shows sooner without them.
        self.game_area: GameArea | None = None
        self.panels: SidePanels | None = None
        self.sheet: ScoreSheet | None = None
        self.log: MatchLogView | None = None
        self.log_model: MatchLogModel | None = None
        self.sheet_dock: QDockWidget | None = None
        self.log_dock: QDockWidget | None = None
        self.turns = TurnRouter(self)
        self.files = FilePrompts(self)
        self.keeper.changed.connect(self.refresh_start_page)
        self.keeper.problem.connect(self.files.tell)
        self.start_page.matchesRequested.connect(self.show_matches)
        self.start_page.matchChosen.connect(self._start_page_chose)
        self.start_page.firstPainted.connect(self._after_first_paint)
        self.leaving = LeaveGuard(self)
        self.matches_window: MatchesWindow | None = None
        self.dialogs = WindowDialogs(self)
        self.coach = CoachActions(self)  # Hint, Take back, Review…, Practice counting
        self.sound = WindowSound(self)  # the table's sounds and the M key
        self.fair = FairPlay(self)  # Deal number…, the same deals from the other seat, series
        self.menu_actions = build_menus(self)
        store = self.settings_store
        # In this order: the app's reading aids, then the match, then the
        # language (whose LanguageChange repaints everything once more).
        store.subscribe(READING_FIELDS, self._apply_reading, owner=self)
        store.subscribe(MATCH_FIELDS, self._pace_controller, owner=self)
        store.subscribe(["language"], self._apply_language, owner=self)
        from muggins_desktop.ui.status_line import StatusLine

        self.status_label = StatusLine()  # wraps to two lines before it cuts (issue 17)
        self.status_label.setObjectName("turnStatus")
        self.status_label.setStyleSheet("#turnStatus { font-weight: bold; padding: 2px 6px; }")
        self.statusBar().addWidget(self.status_label, 1)
        self.retranslate()
        self.refresh_start_page()
        self._built = True

    # ================================================================ settings
    @property
    def settings(self) -> Settings:
        """The current settings (read-only: change them with ``apply_settings``)."""
        return self.settings_store.current

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings at once: each part that reads a changed field follows it."""
        self.settings_store.update(settings)

    def _apply_reading(self, settings: Settings) -> None:
        from PySide6.QtWidgets import QApplication

        from muggins_desktop.ui.accessibility import apply_settings as apply_reading

        # Text size and high contrast, app-wide.
        apply_reading(cast("QApplication | None", QApplication.instance()), settings)

    def _apply_language(self, settings: Settings) -> None:
        from PySide6.QtWidgets import QApplication

        from muggins_desktop.ui.i18n import install_translator

        install_translator(QApplication.instance(), settings.language)

    def _pace_controller(self, settings: Settings) -> None:
        """The running match's computers follow the pace and the thinking-time cap.

        (The table follows the store by itself: ``Table.attach_settings``.)
        """
        from muggins_desktop.ui.table.pace import paced

        if self.controller is not None:
            self.controller.ai_pause_ms = paced(settings).ai_pause_ms
            self.controller.ai_budget_ms = settings.ai_budget_ms

    # ================================================================ building
    def _ensure_game_ui(self) -> GameArea:
        """Create the game area and the side panels (once)."""
        if self.game_area is not None:
            return self.game_area
        from PySide6.QtCore import Qt

        from muggins_desktop.ui.side_panels import GameArea, SidePanels

        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # names come from players and files
        self.game_area = GameArea()
        self.stack.addWidget(self.game_area)
        self.game_area.cover.ready.connect(self.turns.cover_ready)
        acts = self.menu_actions
        self.panels = SidePanels(self, acts.act_sheet, acts.act_log, acts.act_tally)
        self.sheet, self.sheet_dock = self.panels.sheet, self.panels.sheet_dock
        self.log, self.log_dock, self.log_model = self.panels.log, self.panels.log_dock, self.panels.log_model
        self.retranslate()
        return self.game_area

    @property
    def view_menu(self) -> QMenu:
        """The View menu (``ui/table/a11y.py`` adds "Read the table" to it)."""
        return self.menu_actions.view_menu

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Muggins"))
        self.menu_actions.retranslate()
        self.files.retranslate()
        self.dialogs.retranslate()
        self.coach.retranslate()
        self.sound.retranslate()
        self.fair.retranslate()
        if self.sheet_dock is not None and self.log_dock is not None:
            self.sheet_dock.setWindowTitle(self.tr("Score sheet"))
            self.log_dock.setWindowTitle(self.tr("Match log"))
        self._update_actions()
        if self.controller is None:
            self._welcome()

    def _welcome(self) -> None:
        """The start page's status line: "continue" only when Continue can be used."""
        if self.start_page.continue_button.isEnabled():
            self.set_status(self.tr("Welcome! Start a new game or continue the last one."))
        else:
            self.set_status(self.tr("Welcome! Start a new game."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
            if self.table is not None and self.panels is not None:
                self.table.refresh()
                self.panels.rebuild()
        super().changeEvent(event)

    def _update_actions(self, *_events: object) -> None:
        self.files.update_actions(self.controller)
        self.coach.update_actions()

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
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self.keeper.load)  # the library pulls in the rules: after the first paint

    def show_matches(self) -> MatchesWindow:
        """Game → Matches: every kept match (non-blocking; one window, raised when open)."""
        from muggins_desktop.ui.matches_window import MatchesWindow

        if self.matches_window is None:
            self.matches_window = MatchesWindow(self)  # reads the rows
            self.matches_window.destroyed.connect(self._matches_closed)
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

    # ================================================================ new games
    def ask_new_game(self) -> QMessageBox | None:
        """Game → New game…: the setup dialog, once the unfinished match is taken care of."""
        return self.confirm_leave(lambda: self.show_new_game(self.game or "dominoes"))

    def show_new_game(self, game: str = "dominoes") -> NewGameDialog:
        """Open the setup dialog (non-blocking); the match starts when accepted."""
        from muggins_desktop.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self, game=game, settings=self.settings_store.current)
        dialog.accepted.connect(lambda d=dialog: self.start_match(d.config()))

        def forget(_result: int) -> None:
            if self.new_game_dialog is dialog:
                self.new_game_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(forget)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def start_match(self, config: Mapping[str, object], seed: int | None = None) -> GameController:
        """Start a new match from a setup ``config``; returns the controller."""
        from muggins_desktop.engine import new_match
        from muggins_desktop.ui.fair_play import engine_options, series_of

        game = str(config["game"])
        options = dict(cast("Mapping[str, object]", config.get("options") or {}))
        if seed is not None:
            options["seed"] = seed
        kwargs = engine_options(options)  # the dialog's deal, and the first seat a series names
        kwargs.update({"seed": seed} if seed is not None else {"deal": config.get("deal")})
        series = series_of(options)
        kwargs["first"] = series.next_first() if series is not None else None
        match = new_match(game, **kwargs)
        save_options = {k: v for k, v in options.items() if k != "seed"}
        seats = cast("Sequence[Mapping[str, object]]", config["seats"])
        session = self.keeper.new(match, seats, save_options)  # the match before stays unfinished in the list
        return self.show_match(game, match, seats, save_options, session=session)

    def rematch(self) -> GameController | None:
        """The finished match's players and options again, with a new deal."""
        c = self.controller
        if c is None or not self.game:
            return None
        if self.fair.series_goes_on():  # "Next game": its own commitment and seed first
            self.fair.next_game()
            return None
        seats = [{k: v for k, v in s.items() if k != "takebacks"} for s in c.seats]  # a new match: no take-backs
        config = {
            "game": self.game,
            "players": c.players,
            "seats": seats,
            "options": self.fair.rematch_options(c.options),
        }
        return self.start_match(config)

    def continue_last(self) -> GameController | None:
        return self.files.continue_last()

    def resume_match(self, match_id: str) -> GameController | None:
        """Resume a kept match (Continue, or any unfinished one of the list)."""
        if self.match_running() and self.keeper.session is not None and self.keeper.session.id == match_id:
            return self.controller  # already on the table
        resumed = self.keeper.resume(match_id)
        return None if resumed is None else self.show_resumed(resumed)

    def show_resumed(self, resumed: Resumed) -> GameController | None:
        """A match from the library on the table; one this app may not write opens read-only, in a review."""
        if resumed.session is None:
            from muggins_desktop.ui.matches_window import read_only_text

            self.coach.review_loaded(resumed.loaded)
            self.statusBar().showMessage(read_only_text(resumed.read_only), 10000)
            self.refresh_start_page()
            return None
        if resumed.lost:
            self.statusBar().showMessage(self.tr("The last move before the app stopped was lost."), 8000)
        return self.show_match(resumed.loaded.meta.game, resumed.match, resumed.seats, resumed.options, resumed.session)

    def show_match(
        self,
        game: str,
        match: Match,
        seats: Sequence[Mapping[str, object]],
        options: Mapping[str, object],
        session: MatchSession | None = None,
    ) -> GameController:
        """Put ``match`` on the table and start playing it; returns its controller.

        ``seats`` name each seat's player (``name``, ``kind`` "human" or
        "computer", ``level``); ``options`` are what a save keeps of the
        match's set-up; ``session`` keeps its record in the library (None:
        not kept). Any match shown before is stopped first (it stays in the
        library, unfinished).
        """
        from muggins_desktop.ui.controller import GameController
        from muggins_desktop.ui.table.a11y import attach_table_a11y, make_read_action
        from muggins_desktop.ui.table.pace import paced

        self.stop_match()
        if self.keeper.session is not session:
            self.keeper.make_current(session)
        self.menu_actions.install_shortcuts()
        area = self._ensure_game_ui()
        panels = self.panels
        assert panels is not None
        self.game = game
        settings = self.settings_store.current
        pace = paced(settings)
        controller = GameController(
            match,
            seats,
            options,
            ai_pause_ms=pace.ai_pause_ms,
            ai_budget_ms=settings.ai_budget_ms,
            session=session,
            parent=self,
        )
        table: Table = table_class(game)(None, animation_ms=pace.animation_ms, theme=settings.theme)
        table.attach_settings(self.settings_store)
        self.sound.attach(table)
        area.set_table(table)
        self.table = table
        self.controller = controller
        self.turns.revealed = None
        table.statusChanged.connect(self.turns.table_status)
        table.newGameRequested.connect(lambda: self.show_new_game(self.game or "dominoes"))
        table.rematchRequested.connect(self.rematch)
        table.againRequested.connect(self.fair.play_again_other_seat)
        controller.humanTurn.connect(self.turns.human_turn)
        controller.computerTurn.connect(self.turns.computer_turn)
        controller.matchEnded.connect(self._match_ended)
        controller.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        table.attach(controller)
        if self.act_read_table is None:
            self.act_read_table = make_read_action(self, self.view_menu)
        assert self.log_model is not None and self.sheet is not None  # made with the game area
        self.table_voice = attach_table_a11y(table, controller, self.log_model, self.sheet, self.act_read_table)
        controller.eventsApplied.connect(self._update_actions)
        self.stack.setCurrentWidget(area)
        # Side panels on wide windows; small windows keep all room for the table. They
        # follow the controller's feed after the table (Qt calls slots in connection
        # order): the score sheet is read from the table once it has taken the events.
        panels.attach(controller, table)
        self.coach.attach(controller, table)
        self._update_actions()
        self.matchStarted.emit(controller)
        table.setFocus()  # before start(): a hot-seat cover shown by the first turn keeps the focus
        controller.start()
        return controller

    def stop_match(self) -> None:
        if self.table is not None:
            self.table.shutdown()
            self.table.detach()
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.blockSignals(True)  # nothing it still says reaches the next match's parts
            self.controller.deleteLater()
        self.controller = None
        if self.game_area is not None:
            self.game_area.cover.hide()

    def _match_ended(self, _outcome: Outcome) -> None:
        self._update_actions()
        if self.game_area is not None:
            self.game_area.cover.hide()
        if self.autosave:
            self.files.record_stats()

    # ================================================================ leaving a match
    def match_running(self) -> bool:
        return self.controller is not None and self.controller.running

    def confirm_leave(self, proceed: Callable[[], object]) -> QMessageBox | None:
        """Run ``proceed`` now, or after the player chose what happens to the unfinished match.

        Every path that would replace an unfinished autosave (New game and
        Open, from the menu or the start page) asks Keep playing / Save it
        as… / Discard, whatever the settings say; see
        ``FilePrompts.confirm_leave``. Returns the question box (None when
        nothing was asked) so tests can answer it.
        """
        return self.files.confirm_leave(proceed)

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
