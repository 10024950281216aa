"""The main window: start page, the table of the running game, and panels.

The window is game independent. It picks a *table* widget by game name
(``TABLES``) and talks to it through the ``Table`` protocol of
``ui/table/protocol.py``. It reads the match only through the controller's
read surface (``running``, ``view``, ``redact``, ``public_record``); saving,
exporting and statistics hand the match to storage.

The match log is a ``MatchLogModel`` fed one redacted event at a time; the
score sheet repaints only the rows a move changed. Heavy modules (engine,
tables, computer players) are imported when a match starts, so the first
window paints fast.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Only what the start page needs is imported here: PySide6 sets up each Qt
# class (and the big ``Qt`` namespace) on first use, which costs start-up
# time. The game's panels, dialogs and tables are imported when needed.
from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from muggins_desktop.storage import paths
from muggins_desktop.storage.settings import Settings
from muggins_desktop.storage.settings import load_settings as _load_settings
from muggins_desktop.ui import window_dialogs
from muggins_desktop.ui.menus import build_menus, install_shortcuts
from muggins_desktop.ui.settings_store import SettingsStore
from muggins_desktop.ui.start_page import StartPage
from muggins_desktop.ui.table.pace import paced
from muggins_desktop.ui.turns import TurnRouter

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from muggins_desktop.ui.table.a11y import TableVoice
    from muggins_desktop.ui.table.protocol import Table

TABLES: dict[str, tuple[str, str]] = {
    "dominoes": ("muggins_desktop.ui.dominoes.table", "DominoTable"),
    "cribbage": ("muggins_desktop.ui.cribbage.table", "CribbageTable"),
}

# The one settings type is storage's; this name stays for older callers.
DefaultSettings = Settings


def table_class(game: str) -> Any:
    """The table widget class of ``game``; its instances follow ``Table``."""
    module, name = TABLES[game]
    cls = getattr(importlib.import_module(module), name)
    return cls


def load_settings() -> tuple[Any, str | None]:
    """Settings from storage; defaults and the reason when they cannot be read."""
    try:
        return _load_settings()
    except Exception as exc:  # noqa: BLE001 - a settings problem must not stop the app
        return Settings(), str(exc)


class MainWindow(QMainWindow):
    """The application window."""

    matchStarted = Signal(object)  # the controller
    # Menus and actions, set by ui.menus.build_menus.
    game_menu: Any
    view_menu: Any
    settings_menu: Any
    help_menu: Any
    act_new: Any
    act_save: Any
    act_open: Any
    act_export: Any
    act_stats: Any
    act_quit: Any
    act_sheet: Any
    act_log: Any
    act_tally: Any
    act_settings: Any
    act_rules: Any
    act_about: Any
    coach: Any  # ui.coach_actions.CoachActions

    def __init__(self, settings: Any = None, parent: QWidget | None = None, *, autosave: bool = True) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else load_settings()[0]
        self.settings_store = SettingsStore(self.settings)  # what the tables follow
        self.table_voice: TableVoice | None = None  # the running match's voice (ui/table/a11y.py)
        self.act_read_table: QAction | None = None  # Ctrl+R, made with the first match
        self.autosave = autosave
        self.controller: Any = None
        self.table: Any = None
        self.game = ""
        self._dialogs: list[Any] = []
        self.new_game_dialog: Any = None
        self.setMinimumSize(640, 480)
        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self.start_page.continueRequested.connect(self.continue_last)
        self.start_page.newGameRequested.connect(lambda game: self.confirm_leave(lambda: self.show_new_game(game)))
        # Built with the first match (see _ensure_game_ui): the start page
        # shows sooner without them.
        self.game_area: Any = None
        self.sheet: Any = None
        self.log: Any = None  # MatchLogView
        self.log_model: Any = None  # MatchLogModel
        self.sheet_dock: Any = None
        self.log_dock: Any = None
        self.turns = TurnRouter(self)
        self.panels: Any = None
        build_menus(self)
        from muggins_desktop.ui.status_line import StatusLine

        self.status_label = StatusLine()  # wraps to two lines before it cuts (issue 17)
        self.status_label.setObjectName("turnStatus")
        self.status_label.setStyleSheet("#turnStatus { font-weight: bold; padding: 2px 6px; }")
        self.statusBar().addWidget(self.status_label, 1)
        self.retranslate()
        self.refresh_start_page()

    # ================================================================ building
    def _ensure_game_ui(self) -> None:
        """Create the game area and the side panels (once)."""
        if self.game_area is not None:
            return
        from PySide6.QtCore import Qt

        from muggins_desktop.ui.side_panels import GameArea, SidePanels

        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # names come from players and files
        self.game_area = GameArea()
        self.stack.addWidget(self.game_area)
        self.game_area.cover.ready.connect(self.turns.cover_ready)
        self.panels = SidePanels(self, self.act_sheet, self.act_log, self.act_tally)
        self.sheet, self.sheet_dock = self.panels.sheet, self.panels.sheet_dock
        self.log, self.log_dock, self.log_model = self.panels.log, self.panels.log_dock, self.panels.log_model
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Muggins"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_save.setText(self.tr("&Save…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_export.setText(self.tr("&Export record…"))
        self.act_stats.setText(self.tr("S&tatistics…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.act_sheet.setText(self.tr("&Score sheet"))
        self.act_log.setText(self.tr("Match &log"))
        if self.sheet_dock is not None:
            self.sheet_dock.setWindowTitle(self.tr("Score sheet"))
            self.log_dock.setWindowTitle(self.tr("Match log"))
        self.act_tally.setText(self.tr("&Tally marks on the sheet"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.act_settings.setText(self.tr("&Preferences…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_about.setText(self.tr("&About Muggins"))
        self.coach.retranslate()
        self._update_actions()
        if self.controller is None:
            self.set_status(self.tr("Welcome! Start a new game or continue the last one."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "game_menu"):
            self.retranslate()
            if self.table is not None:
                self.table.refresh()
                self.panels.rebuild()
        super().changeEvent(event)

    def _update_actions(self, *_events: Any) -> None:
        running = self.controller is not None
        self.act_save.setEnabled(running and self.controller.running)
        self.act_export.setEnabled(running)
        self.coach.update_actions()

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def status_text(self) -> str:
        return self.status_label.text()

    # ================================================================ start page
    def refresh_start_page(self) -> None:
        from muggins_desktop.storage.summary import summarize

        can = paths.autosave_path().is_file()
        self.start_page.set_theme(self.settings.theme)
        self.start_page.set_state(can, summarize() if can else None)

    # ================================================================ new games
    def show_new_game(self, game: str = "dominoes") -> Any:
        """Open the setup dialog (non-blocking); the match starts when accepted."""
        from muggins_desktop.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self, game=game, settings=self.settings)
        dialog.accepted.connect(lambda d=dialog: self.start_match(d.config()))

        def forget(_result: int) -> None:
            if dialog in self._dialogs:
                self._dialogs.remove(dialog)
            if self.new_game_dialog is dialog:
                self.new_game_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(forget)
        self.new_game_dialog = dialog
        self._dialogs.append(dialog)
        dialog.open()
        return dialog

    def start_match(self, config: dict[str, Any], seed: int | None = None) -> Any:
        """Start a new match from a setup ``config``; returns the controller."""
        from muggins_desktop.engine import new_match

        game = config["game"]
        options = dict(config.get("options") or {})
        if seed is not None:
            options["seed"] = seed
        match_options = dict(options)
        match = new_match(game, **match_options)
        save_options = {k: v for k, v in options.items() if k != "seed"}
        return self._run(game, match, config["seats"], save_options)

    def rematch(self) -> Any:
        """The finished match's players and options again, with a new deal."""
        c = self.controller
        if c is None or not self.game:
            return None
        seats = [{k: v for k, v in s.items() if k != "takebacks"} for s in c.seats]  # a new match: no take-backs
        config = {
            "game": self.game,
            "players": c.players,
            "seats": seats,
            "options": {k: v for k, v in c.options.items() if k != "seed"},
        }
        return self.start_match(config)

    def continue_last(self) -> None:
        from muggins_desktop.ui import storage_prompts

        storage_prompts.continue_last(self)

    def open_saved(self, path: str | Path) -> Any:
        from muggins_desktop.ui import storage_prompts

        return storage_prompts.open_saved(self, path)

    def _run(self, game: str, match: Any, seats: list[dict[str, Any]], options: dict[str, Any]) -> Any:
        from muggins_desktop.ui.controller import GameController

        self.stop_match()
        install_shortcuts(self)
        self._ensure_game_ui()
        self.game = game
        s = self.settings
        pace = paced(s)
        controller = GameController(
            match,
            seats,
            options,
            ai_pause_ms=pace.ai_pause_ms,
            ai_budget_ms=s.ai_budget_ms,
            autosave=self.autosave,
            parent=self,
        )
        table: Table = table_class(game)(None, animation_ms=pace.animation_ms, theme=s.theme)
        table.attach_settings(self.settings_store)
        self.game_area.set_table(table)
        self.table = table
        self.controller = controller
        self.turns.revealed = None
        table.statusChanged.connect(self.turns.table_status)
        table.newGameRequested.connect(lambda: self.show_new_game(self.game or "dominoes"))
        table.rematchRequested.connect(self.rematch)
        controller.humanTurn.connect(self.turns.human_turn)
        controller.computerTurn.connect(self.turns.computer_turn)
        controller.matchEnded.connect(self._match_ended)
        controller.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        table.attach(controller)
        from muggins_desktop.ui.table.a11y import attach_table_a11y, make_read_action

        if self.act_read_table is None:
            self.act_read_table = make_read_action(self, self.view_menu)
        self.table_voice = attach_table_a11y(table, controller, self.log_model, self.sheet, self.act_read_table)
        controller.eventsApplied.connect(self._update_actions)
        self.stack.setCurrentWidget(self.game_area)
        # Side panels on wide windows; small windows keep all room for the table. They
        # follow the controller's feed after the table (Qt calls slots in connection
        # order): the score sheet is read from the table once it has taken the events.
        self.panels.attach(controller, table)
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

    def _match_ended(self, _outcome: Any) -> None:
        from muggins_desktop.ui import storage_prompts

        self._update_actions()
        self.game_area.cover.hide()
        if self.autosave:
            storage_prompts.record_stats(self)

    # ================================================================ files
    def save_to(self, path: str | Path) -> bool:
        from muggins_desktop.ui import storage_prompts

        return storage_prompts.save_match(self, path)

    def export_record(self, path: str | Path) -> bool:
        """Write the match record as JSON Lines (one event per line), atomically."""
        from muggins_desktop.ui import storage_prompts

        return storage_prompts.export_record(self, path)

    def _file_dialog(self, title: str, name_filter: str, save: bool, done: Any) -> Any:
        from muggins_desktop.ui import storage_prompts

        return storage_prompts.file_dialog(self, title, name_filter, save, done)

    def _ask_save(self) -> None:
        if self.controller is not None:
            self._file_dialog(self.tr("Save the match"), self.tr("Saved games (*.json)"), True, self.save_to)

    def _ask_open(self) -> None:
        self.confirm_leave(
            lambda: self._file_dialog(
                self.tr("Open a saved match"), self.tr("Saved games (*.json)"), False, self.open_saved
            )
        )

    def _ask_export(self) -> None:
        if self.controller is not None:
            self._file_dialog(
                self.tr("Export the match record"), self.tr("Match records (*.jsonl)"), True, self.export_record
            )

    # ================================================================ dialogs
    def match_running(self) -> bool:
        return self.controller is not None and self.controller.running

    def confirm_leave(self, proceed: Any) -> Any:
        """Run ``proceed`` now, or after the player chose what happens to the unfinished match.

        Every path that would replace an unfinished autosave (New game and
        Open, from the menu or the start page) asks Keep playing / Save it
        as… / Discard, whatever the settings say; see
        ``storage_prompts.ask_before_replacing``. Closing the window never
        asks: the autosave keeps the match for "Continue". Returns the
        question box (None when nothing was asked) so tests can answer it.
        """
        from muggins_desktop.ui import storage_prompts

        return storage_prompts.ask_before_replacing(self, proceed)

    def _warn(self, text: str) -> None:
        from muggins_desktop.ui import storage_prompts

        storage_prompts.warn(self, text)

    def _show_stats(self) -> None:
        from muggins_desktop.ui.stats_dialog import StatsDialog

        dialog = StatsDialog(self)
        dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
        dialog.open()

    def apply_settings(self, settings: Any) -> None:
        """Use new settings at once: pacing, animations, theme, tallies, language."""
        window_dialogs.apply_settings(self, settings)
        self.coach.update_actions()

    # ================================================================ closing
    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.game_area is not None:
            self.panels.fit(self.width())

    def closeEvent(self, event: Any) -> None:
        # The autosave keeps a running match, so closing never loses it.
        self.stop_match()
        self.coach.close_all()
        for dialog in list(self._dialogs):
            dialog.close()
        super().closeEvent(event)


__all__ = ["TABLES", "MainWindow", "StartPage", "load_settings", "table_class"]
