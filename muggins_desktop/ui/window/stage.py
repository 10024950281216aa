"""The window's match side: what puts a match on the table and takes it off.

``MainWindow`` (ui/window/main_window.py) is built on ``MatchStage``: this class
holds every path by which a match reaches the table (a new game from the
setup dialog, a rematch, Continue and the resumed or opened match, a
take-back's rebuilt match and the screenshot demos, all through
``show_match``), the question before a running match is left, and what
happens when a match ends. The window itself keeps what is not about one
match: its parts, the settings, the start page, languages and closing.
The attributes below are made by ``MainWindow.__init__``.

The match room (the controller, the engine, each game's table, the side
panels) is loaded through ``ui/window/lazy.py`` when the first match is
shown, so the start page paints without them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QMainWindow

from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.settings import save_settings
from muggins_desktop.ui.app.enum_props import plain_text
from muggins_desktop.ui.window import lazy

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QMessageBox, QStackedWidget

    from muggins_desktop.engine.base import Match, Outcome
    from muggins_desktop.engine.series import Series
    from muggins_desktop.storage.library.rows import Resumed
    from muggins_desktop.storage.library.session import MatchSession
    from muggins_desktop.ui.access.voice import TableVoice
    from muggins_desktop.ui.app.settings_store import SettingsStore
    from muggins_desktop.ui.coach.actions import CoachActions
    from muggins_desktop.ui.dialogs.new_game import NewGameDialog
    from muggins_desktop.ui.fair.actions import FairPlay
    from muggins_desktop.ui.library.keeper import MatchKeeper
    from muggins_desktop.ui.library.prompts import FilePrompts
    from muggins_desktop.ui.match.controller import GameController
    from muggins_desktop.ui.sheet.log_model import MatchLogModel, MatchLogView
    from muggins_desktop.ui.sheet.score_sheet import ScoreSheet
    from muggins_desktop.ui.table.protocol import Table
    from muggins_desktop.ui.window.menus import Actions
    from muggins_desktop.ui.window.side_panels import GameArea, SidePanels
    from muggins_desktop.ui.window.sound import WindowSound
    from muggins_desktop.ui.window.start_page import StartPage
    from muggins_desktop.ui.window.status_line import StatusLine
    from muggins_desktop.ui.window.turns import TurnRouter


class MatchStage(QMainWindow):
    """The match on the table: showing it, starting, resuming and leaving it (see the module docstring)."""

    matchStarted = Signal(object)  # the controller
    # Set by ui/access/voice.py for each match (its voice and the Ctrl+R
    # action), declared here until the voice follows the window by itself.
    table_voice: TableVoice | None = None
    act_read_table: QAction | None = None

    # Made by MainWindow.__init__ (its parts) and by _ensure_game_ui (the game area and panels).
    settings_store: SettingsStore
    keep_in_library: bool
    keeper: MatchKeeper
    controller: GameController | None
    table: Table | None
    game: str
    new_game_dialog: NewGameDialog | None
    stack: QStackedWidget
    start_page: StartPage
    status_label: StatusLine
    turns: TurnRouter
    files: FilePrompts
    coach: CoachActions
    sound: WindowSound
    fair: FairPlay
    menu_actions: Actions
    game_area: GameArea | None
    panels: SidePanels | None
    sheet: ScoreSheet | None
    log: MatchLogView | None
    log_model: MatchLogModel | None
    sheet_dock: QDockWidget | None
    log_dock: QDockWidget | None

    # ================================================================ building
    def _ensure_game_ui(self) -> GameArea:
        """Create the game area and the side panels (once)."""
        if self.game_area is not None:
            return self.game_area
        game_area, side_panels = lazy.game_area_classes()
        plain_text(self.status_label)  # names come from players and files
        self.game_area = game_area()
        self.stack.addWidget(self.game_area)
        self.game_area.cover.ready.connect(self.turns.cover_ready)
        acts = self.menu_actions
        self.panels = side_panels(self, acts.act_sheet, acts.act_log, acts.act_tally)
        self.sheet, self.sheet_dock = self.panels.sheet, self.panels.sheet_dock
        self.log, self.log_dock, self.log_model = self.panels.log, self.panels.log_dock, self.panels.log_model
        self.retranslate()
        return self.game_area

    def refresh_start_page(self) -> None:
        """Show what Continue resumes on the start page (the window's own: ``MainWindow``)."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """The match side's words: the side panels' titles and the actions that follow the match."""
        if self.sheet_dock is not None and self.log_dock is not None:
            self.sheet_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Score sheet"))
            self.log_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Match log"))
        self._update_actions()

    # ================================================================ what the parts are handed
    def _current(self) -> GameController | None:
        """The controller of the match on the table (the parts ask each time: it changes with every match)."""
        return self.controller

    def _covered(self) -> bool:
        """Whether the hot-seat cover hides the table now."""
        return self.game_area is not None and self.game_area.cover.isVisible()

    def _reshow(self, old: GameController) -> GameController:
        """A take-back's or Redo's rebuilt match, shown from scratch like a resumed one.

        The lists (Game → Matches, the start page) read the match's score again: the same session
        goes on, so nothing else tells them that its record was cut back or played again.
        """
        controller = self.show_match(old.reading.game, old.match, old.seats, old.options, session=old.session)
        if old.session is not None:
            self.keeper.changed.emit()
        return controller

    def _show_series(self, series: Series | None, names: list[str], running: bool) -> None:
        if self.panels is not None:
            self.panels.series_board.show_series(series, names, running)

    def _toggle_keys(self) -> None:
        if self.table is not None:
            self.table.toggle_keys()

    def _ask_deal_number(self) -> None:
        """Game → Deal number…: the new-game dialog with the deal number field ready."""

        def show() -> NewGameDialog:
            dialog = self.show_new_game(self.game or "dominoes")
            dialog.deals_box.choose_number()
            return dialog

        self.confirm_leave(show)

    def _update_actions(self, *_events: object) -> None:
        self.files.update_actions(self.controller)
        self.coach.update_actions()

    # ================================================================ new games
    def ask_new_game(self) -> QMessageBox | None:
        """Game → New game…: the setup dialog, once the unfinished match is taken care of."""
        return self.confirm_leave(lambda: self.show_new_game(self.game or "dominoes"))

    def show_new_game(self, game: str = "dominoes") -> NewGameDialog:
        """Open the setup dialog (non-blocking); the match starts when accepted."""
        dialog = lazy.new_game_dialog()(self, game=game, settings=self.settings_store.current)
        dialog.accepted.connect(lambda d=dialog: self._start_from_dialog(d))

        def forget(_result: int) -> None:
            if self.new_game_dialog is dialog:
                self.new_game_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(forget)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def _start_from_dialog(self, dialog: NewGameDialog) -> GameController:
        """The dialog's match; its choices are remembered, so the next new game opens with them."""
        settings = dialog.remembered(self.settings_store.current)
        self.settings_store.update(settings)
        if self.keep_in_library:  # screenshots and most tests write no settings file
            try:
                save_settings(settings)
            except (OSError, StorageError) as exc:  # remembered for this session only
                text = QCoreApplication.translate("MainWindow", "Your choices could not be kept for next time: %1")
                self.statusBar().showMessage(text.replace("%1", str(exc)), 8000)
        return self.start_match(dialog.config())

    def start_match(self, config: Mapping[str, object], seed: int | None = None) -> GameController:
        """Start a new match from a setup ``config``; returns the controller."""
        game = str(config["game"])
        options = dict(cast("Mapping[str, object]", config.get("options") or {}))
        if seed is not None:
            options["seed"] = seed
        kwargs = lazy.engine_options(options)  # the dialog's deal, and the first seat a series names
        kwargs.update({"seed": seed} if seed is not None else {"deal": config.get("deal")})
        series = lazy.series_of(options)
        kwargs["first"] = series.next_first() if series is not None else None
        match = lazy.new_match(game, **kwargs)
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
            "players": c.reading.players,
            "seats": seats,
            "options": self.fair.rematch_options(c.options),
        }
        return self.start_match(config)

    def continue_last(self) -> GameController | None:
        """Resume the unfinished match most recently opened or played (Continue).

        A series left between two games, when it is more recent, opens its
        next game's dialog instead (``FairPlay.continue_series``).
        """
        keeper = self.keeper
        if not keeper.enabled:
            return None
        keeper.load()
        row = keeper.latest_unfinished()
        waiting = self.fair.continue_instead(row)
        if waiting is not None:
            self.fair.continue_series(waiting.id)
            return None
        if row is None:
            self.refresh_start_page()
            return None
        return self.resume_match(row.id)

    def open_saved(self, path: str | Path) -> GameController | None:
        """Open a named save or an exported record: imported into the library and made current at once.

        Returns the controller, or None (told) when it cannot be used. A
        finished match opens in a review; a match another app plays opens
        read-only in a review too.
        """
        if not self.keeper.enabled:
            return self._open_unkept(path)
        resumed = self.keeper.open_file(path)
        return None if resumed is None else self.show_resumed(resumed)

    def _open_unkept(self, path: str | Path) -> GameController | None:
        """Without keeping (tests, screenshots): the save is only loaded, nothing is written."""
        try:
            saved = lazy.load_game(Path(path))
        except Exception as exc:  # shown to the player
            self.files.tell(exc)
            return None
        if saved.match.outcome is not None:
            self.files.warn(QCoreApplication.translate("StoragePrompts", "That match is already over."))
            return None
        return self.show_match(saved.game, saved.match, saved.seats, saved.options)

    def resume_match(self, match_id: str) -> GameController | None:
        """Resume a kept match (Continue, or any unfinished one of the list)."""
        if self.match_running() and self.keeper.session is not None and self.keeper.session.id == match_id:
            return self.controller  # already on the table
        resumed = self.keeper.resume(match_id)
        return None if resumed is None else self.show_resumed(resumed)

    def show_resumed(self, resumed: Resumed) -> GameController | None:
        """A match from the library on the table; one this app may not write opens read-only, in a review."""
        if resumed.session is None:
            self.coach.review_loaded(resumed.loaded)
            self.statusBar().showMessage(lazy.read_only_text(resumed.read_only), 10000)
            self.refresh_start_page()
            return None
        if resumed.lost:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "The last move before the app stopped was lost."), 8000
            )
        if resumed.loaded.key_missing:
            from muggins_desktop.ui.library import texts

            self.files.warn(texts.key_missing())
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
        self.stop_match()
        if self.keeper.session is not session:
            self.keeper.make_current(session)
        self.menu_actions.install_shortcuts()
        area = self._ensure_game_ui()
        panels = self.panels
        assert panels is not None
        self.game = game
        settings = self.settings_store.current
        pace = lazy.paced(settings)
        controller = lazy.controller_class()(
            match,
            seats,
            options,
            ai_pause_ms=pace.ai_pause_ms,
            ai_budget_ms=settings.ai_budget_ms,
            session=session,
            parent=self,
        )
        table: Table = lazy.table_class(game)(None, animation_ms=pace.animation_ms, theme=settings.theme)
        table.attach_settings(self.settings_store)
        self.sound.attach(table)
        area.set_table(table)
        self.table = table
        self.controller = controller
        self.turns.attach(controller, table, area.cover)
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
            self.act_read_table = lazy.read_action(self, self.menu_actions.view_menu)
        assert self.log_model is not None and self.sheet is not None  # made with the game area
        self.table_voice = lazy.table_voice(table, controller, self.log_model, self.sheet, self.act_read_table)
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
        self.turns.detach()
        if self.game_area is not None:
            self.game_area.cover.hide()

    def _match_ended(self, _outcome: Outcome) -> None:
        self._update_actions()
        if self.game_area is not None:
            self.game_area.cover.hide()
        if self.keep_in_library:
            self.files.record_stats()

    # ================================================================ leaving a match
    def match_running(self) -> bool:
        return self.controller is not None and self.controller.reading.running

    def discard_running(self) -> None:
        """Discard the match on the table: to the trash (Undo in Game → Matches), off the table."""
        session = self.keeper.session
        self.stop_match()
        self.stack.setCurrentWidget(self.start_page)  # not a dead table if what comes next is cancelled
        self.fair.refresh()  # the start page shows no deal: the discarded match's number goes with it
        self._update_actions()
        if self.panels is not None:
            self.panels.hide_all()  # the next match shows them again (SidePanels.attach)
        if session is not None and self.keeper.discard(session.id):
            self.statusBar().showMessage(
                QCoreApplication.translate(
                    "StoragePrompts", "The match was moved to the trash (Game → Matches can undo it)."
                ),
                8000,
            )
        self.refresh_start_page()

    def confirm_leave(self, proceed: Callable[[], object]) -> QMessageBox | None:
        """Run ``proceed`` now, or after the player chose what happens to the unfinished match.

        Every path that would leave an unfinished match (New game and
        Open, from the menu or the start page) asks Keep playing / Save it
        as… / Discard, whatever the settings say; see
        ``FilePrompts.confirm_leave``. Returns the question box (None when
        nothing was asked) so tests can answer it.
        """
        return self.files.confirm_leave(proceed)
