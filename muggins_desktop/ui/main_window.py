"""The main window: start page, the table of the running game, and panels.

The window is game independent. It picks a *table* widget by game name
(``TABLES``) and talks to it through a small protocol every table follows:

* ``Table(parent, animation_ms=..., theme=...)``;
* ``attach(controller)`` / ``detach()`` / ``shutdown()``;
* ``set_viewer(seat, reveal)`` and ``begin_turn(seat, view)`` (a person may act);
* ``statusChanged(str)`` and ``newGameRequested()`` signals, ``status_text()``;
* ``describe(event, count=1) -> str | None`` for the match log (``count``
  numbers a run of draws by one player, shown as one line);
* ``sheet() -> (names, rows, totals)`` for the score sheet, rows being
  ``(label, [(points, penalty, total) per player])``; optionally
  ``sheet_caption() -> str`` explains the small print for that game.

Heavy modules (engine, tables, computer players, storage) are imported only
when needed, so the first window paints fast.
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import Any

# Only what the start page needs is imported here: PySide6 sets up each Qt
# class (and the big ``Qt`` namespace) on first use, which costs start-up
# time. The game's panels, dialogs and tables are imported when needed.
from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

TABLES: dict[str, tuple[str, str]] = {
    "dominoes": ("muggins_desktop.ui.dominoes.table", "DominoTable"),
    "cribbage": ("muggins_desktop.ui.cribbage.table", "CribbageTable"),
}


def table_available(game: str) -> bool:
    """Whether the table widget for ``game`` is installed."""
    module = TABLES.get(game, ("", ""))[0]
    try:
        return bool(module) and importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def table_class(game: str) -> type:
    module, name = TABLES[game]
    return getattr(importlib.import_module(module), name)


class DefaultSettings:
    """The settings the window uses when the storage layer is not there."""

    player_name = ""
    dominoes_players = 2
    cribbage_players = 2
    seat_levels = ["medium", "medium", "medium"]
    cribbage_target = 121
    cribbage_muggins = True
    cribbage_lowball = False
    cribbage_partnerships = False
    animation_ms = 250
    ai_pause_ms = 600
    ai_budget_ms = 200
    theme = "green"
    tally_marks = False
    language = "system"
    hints = True
    confirm_leave = True


def load_settings() -> tuple[Any, str | None]:
    """Settings from storage, or defaults (and no complaint) without it."""
    try:
        from muggins_desktop.storage.settings import load_settings as load
    except ImportError:
        return DefaultSettings(), None
    try:
        return load()
    except Exception as exc:  # noqa: BLE001 - a settings problem must not stop the app
        return DefaultSettings(), str(exc)


class StartPage(QFrame):
    """What the player sees first: continue, or start a game.

    A QFrame, because it paints its style-sheet background without needing
    the ``Qt`` namespace (slow to set up in PySide) before the first paint.
    """

    continueRequested = Signal()
    newGameRequested = Signal(str)
    firstPainted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painted = False
        self.setObjectName("startPage")
        self.setStyleSheet(
            "#startPage { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,"
            " stop:0 #2f8a57, stop:1 #123f26); }"
            "QLabel { color: #f4f1e4; qproperty-alignment: 'AlignCenter'; }"
            "QPushButton { background: #f3efe0; color: #1f2a1f; border-radius: 10px; padding: 12px 28px;"
            " font-size: 17px; font-weight: bold; min-width: 300px; }"
            "QPushButton:hover { background: #ffe7a1; }"
            "QPushButton:disabled { background: rgba(255,255,255,60); color: rgba(255,255,255,120); }")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 44px; font-weight: bold; color: #ffd54a;")
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        self.subtitle.setStyleSheet("font-size: 16px;")
        self.continue_button = QPushButton()
        self.dominoes_button = QPushButton()
        self.cribbage_button = QPushButton()
        self.cribbage_note = QLabel()
        self.continue_button.clicked.connect(self.continueRequested.emit)
        self.dominoes_button.clicked.connect(lambda: self.newGameRequested.emit("dominoes"))
        self.cribbage_button.clicked.connect(lambda: self.newGameRequested.emit("cribbage"))
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(28)
        for button in (self.continue_button, self.dominoes_button, self.cribbage_button):
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(button)
            row.addStretch(1)
            layout.addLayout(row)
            layout.addSpacing(6)
        layout.addWidget(self.cribbage_note)
        layout.addStretch(3)
        self.cribbage_ready = True
        self.retranslate()

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPainted.emit()

    def set_state(self, can_continue: bool, cribbage_ready: bool) -> None:
        self.continue_button.setEnabled(can_continue)
        self.cribbage_ready = cribbage_ready
        self.cribbage_button.setEnabled(cribbage_ready)
        self.cribbage_note.setVisible(not cribbage_ready)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Muggins"))
        self.subtitle.setText(self.tr("Dominoes scored in fives, and cribbage with the Muggins rule."))
        self.continue_button.setText(self.tr("Continue the last match"))
        self.dominoes_button.setText(self.tr("New dominoes game"))
        self.cribbage_button.setText(self.tr("New cribbage game"))
        self.cribbage_note.setText(self.tr("The cribbage table is coming soon."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class GameArea(QWidget):
    """Holds the table and lays the cover screen over it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from muggins_desktop.ui.cover_screen import CoverScreen

        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.table: Any = None
        self.cover = CoverScreen(self)

    def set_table(self, table: Any) -> None:
        if self.table is not None:
            self.layout_.removeWidget(self.table)
            self.table.deleteLater()
        self.table = table
        self.layout_.addWidget(table)
        self.cover.raise_()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.cover.setGeometry(self.rect())


class MainWindow(QMainWindow):
    """The application window."""

    matchStarted = Signal(object)  # the controller

    def __init__(self, settings: Any = None, parent: QWidget | None = None, *, autosave: bool = True) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else load_settings()[0]
        self.autosave = autosave
        self.controller: Any = None
        self.table: Any = None
        self.game = ""
        self._revealed: int | None = None
        self._last_logged: tuple[dict[str, Any], int] | None = None
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
        self.log: Any = None
        self.sheet_dock: Any = None
        self.log_dock: Any = None
        self._build_menus()
        self.status_label = QLabel()
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

        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # names come from players and files
        self.game_area = GameArea()
        self.stack.addWidget(self.game_area)
        self.game_area.cover.ready.connect(self._cover_ready)
        self._build_panels()
        self.retranslate()

    def _build_panels(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDockWidget, QFrame, QListWidget, QScrollArea

        from muggins_desktop.ui.score_sheet import ScoreSheet

        self.sheet = ScoreSheet()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.sheet)
        self.sheet_dock = QDockWidget()
        self.sheet_dock.setObjectName("scoreSheetDock")
        self.sheet_dock.setWidget(scroll)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setAlternatingRowColors(True)
        self.log_dock = QDockWidget()
        self.log_dock.setObjectName("matchLogDock")
        self.log_dock.setWidget(self.log)
        for dock in (self.sheet_dock, self.log_dock):
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable |
                             QDockWidget.DockWidgetFeature.DockWidgetMovable)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()
        self.splitDockWidget(self.sheet_dock, self.log_dock, Qt.Orientation.Vertical)
        self.sheet.set_tally(self.act_tally.isChecked())
        self.act_tally.toggled.connect(self.sheet.set_tally)
        for dock, action in ((self.sheet_dock, self.act_sheet), (self.log_dock, self.act_log)):
            action.toggled.connect(dock.setVisible)
            # The dock's own action follows its close button; mirror it.
            dock.toggleViewAction().toggled.connect(action.setChecked)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = QAction(self)
        self.act_new.triggered.connect(
            lambda: self.confirm_leave(lambda: self.show_new_game(self.game or "dominoes")))
        self.act_save = QAction(self)
        self.act_save.triggered.connect(self._ask_save)
        self.act_open = QAction(self)
        self.act_open.triggered.connect(self._ask_open)
        self.act_export = QAction(self)
        self.act_export.triggered.connect(self._ask_export)
        self.act_stats = QAction(self)
        self.act_stats.triggered.connect(self._show_stats)
        self.act_quit = QAction(self)
        self.act_quit.triggered.connect(self.close)
        for act in (self.act_new, self.act_open, self.act_save, self.act_export):
            self.game_menu.addAction(act)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_stats)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.view_menu = bar.addMenu("")
        self.act_sheet = QAction(self)
        self.act_sheet.setCheckable(True)
        self.act_log = QAction(self)
        self.act_log.setCheckable(True)
        self.act_tally = QAction(self)
        self.act_tally.setCheckable(True)
        self.act_tally.setChecked(bool(getattr(self.settings, "tally_marks", False)))
        for act in (self.act_sheet, self.act_log, self.act_tally):
            self.view_menu.addAction(act)
        self.settings_menu = bar.addMenu("")
        self.act_settings = QAction(self)
        self.act_settings.triggered.connect(self._show_settings)
        self.settings_menu.addAction(self.act_settings)
        self.help_menu = bar.addMenu("")
        self.act_rules = QAction(self)
        self.act_rules.triggered.connect(self._show_rules)
        self.act_about = QAction(self)
        self.act_about.triggered.connect(self._show_about)
        self.help_menu.addAction(self.act_rules)
        self.help_menu.addAction(self.act_about)
        # The first setShortcut makes PySide build every Qt enum (~50-180 ms):
        # do it right after the first paint instead of before it.
        self._shortcuts = False
        self.start_page.firstPainted.connect(self._after_first_paint)

    def _after_first_paint(self) -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self._install_shortcuts)

    def _install_shortcuts(self) -> None:
        if self._shortcuts:
            return
        self._shortcuts = True
        for action, key in ((self.act_new, QKeySequence.StandardKey.New),
                            (self.act_save, QKeySequence.StandardKey.Save),
                            (self.act_open, QKeySequence.StandardKey.Open),
                            (self.act_quit, QKeySequence.StandardKey.Quit),
                            (self.act_rules, QKeySequence.StandardKey.HelpContents)):
            action.setShortcut(key)

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
        self._update_actions()
        if self.controller is None:
            self.set_status(self.tr("Welcome! Start a new game or continue the last one."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "game_menu"):
            self.retranslate()
            if self.table is not None:
                self.table.refresh()
                self._rebuild_log()
        super().changeEvent(event)

    def _update_actions(self) -> None:
        running = self.controller is not None
        self.act_save.setEnabled(running and self.controller.match.outcome is None)
        self.act_export.setEnabled(running)
        self.act_stats.setEnabled(importlib.util.find_spec("muggins_desktop.ui.stats_dialog") is not None)
        self.act_settings.setEnabled(importlib.util.find_spec("muggins_desktop.ui.settings_dialog") is not None)

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def status_text(self) -> str:
        return self.status_label.text()

    # ================================================================ start page
    def refresh_start_page(self) -> None:
        can_continue = False
        try:
            from muggins_desktop.storage import paths

            can_continue = paths.autosave_path().is_file()
        except ImportError:
            pass
        self.start_page.set_state(can_continue, table_available("cribbage"))

    def show_start_page(self) -> None:
        self.stack.setCurrentWidget(self.start_page)
        self.refresh_start_page()

    # ================================================================ new games
    def show_new_game(self, game: str = "dominoes") -> Any:
        """Open the setup dialog (non-blocking); the match starts when accepted."""
        from muggins_desktop.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self, game=game, settings=self.settings,
                               cribbage_available=table_available("cribbage"))
        dialog.accepted.connect(lambda d=dialog: self.start_match(d.config()))
        dialog.finished.connect(lambda _r, d=dialog: self._forget_dialog(d))
        self.new_game_dialog = dialog
        self._dialogs.append(dialog)
        dialog.open()
        return dialog

    def _forget_dialog(self, dialog: Any) -> None:
        if dialog in self._dialogs:
            self._dialogs.remove(dialog)
        if self.new_game_dialog is dialog:
            self.new_game_dialog = None
        dialog.deleteLater()

    def start_match(self, config: dict[str, Any], seed: int | None = None) -> Any:
        """Start a new match from a setup ``config``; returns the controller."""
        from muggins_desktop.engine import new_match

        game = config["game"]
        if not table_available(game):
            self._warn(self.tr("This game's table is not available yet."))
            return None
        options = dict(config.get("options") or {})
        if seed is not None:
            options["seed"] = seed
        match_options = dict(options)
        match = new_match(game, **match_options)
        save_options = {k: v for k, v in options.items() if k != "seed"}
        return self._run(game, match, config["seats"], save_options)

    def continue_last(self) -> None:
        from muggins_desktop.ui import storage_prompts

        storage_prompts.continue_last(self)

    def open_saved(self, path: str | Path) -> Any:
        from muggins_desktop.ui import storage_prompts

        return storage_prompts.open_saved(self, path)

    def _run(self, game: str, match: Any, seats: list[dict[str, Any]], options: dict[str, Any]) -> Any:
        from muggins_desktop.ui.controller import GameController

        self.stop_match()
        self._install_shortcuts()
        self._ensure_game_ui()
        self.game = game
        s = self.settings
        controller = GameController(
            match, seats, options,
            ai_pause_ms=int(getattr(s, "ai_pause_ms", 600)),
            ai_budget_ms=int(getattr(s, "ai_budget_ms", 200)),
            autosave=self.autosave, parent=self)
        table = table_class(game)(None, animation_ms=int(getattr(s, "animation_ms", 250)),
                                  theme=str(getattr(s, "theme", "green")))
        table.hints = bool(getattr(s, "hints", True))
        self.game_area.set_table(table)
        self.table = table
        self.controller = controller
        self._revealed = None
        table.statusChanged.connect(self._table_status)
        table.newGameRequested.connect(lambda: self.show_new_game(self.game or "dominoes"))
        controller.humanTurn.connect(self._human_turn)
        controller.computerTurn.connect(self._computer_turn)
        controller.eventsApplied.connect(self._events)
        controller.matchEnded.connect(self._match_ended)
        controller.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        table.attach(controller)
        self.stack.setCurrentWidget(self.game_area)
        self.log.clear()
        self._rebuild_log()
        self._update_sheet()
        # Side panels on wide windows; small windows keep all room for the table.
        wide = self.width() >= 1000
        self.act_sheet.setChecked(wide)
        self.act_log.setChecked(wide)
        self.sheet_dock.setVisible(wide)
        self.log_dock.setVisible(wide)
        if wide:
            from PySide6.QtCore import Qt

            self.resizeDocks([self.sheet_dock], [min(420, max(280, self.width() // 4))], Qt.Orientation.Horizontal)
        self._update_actions()
        self.matchStarted.emit(controller)
        controller.start()
        table.setFocus()
        return controller

    def stop_match(self) -> None:
        if self.table is not None:
            self.table.shutdown()
            self.table.detach()
        if self.controller is not None:
            self.controller.shutdown()
            for signal in (self.controller.humanTurn, self.controller.computerTurn,
                           self.controller.eventsApplied, self.controller.matchEnded):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass
            self.controller.deleteLater()
        self.controller = None
        if self.game_area is not None:
            self.game_area.cover.hide()

    # ================================================================ turns
    def _several_humans(self) -> bool:
        return self.controller is not None and len(self.controller.humans) > 1

    def _human_turn(self, seat: int, view: Any) -> None:
        if self._several_humans() and seat != self._revealed:
            self.table.set_viewer(seat, reveal=False)
            name = self.controller.name(seat)
            self.game_area.cover.show_for(seat, name)
            self.set_status(self.tr("Pass the screen to %1.").replace("%1", name))
            return
        self._revealed = seat
        self.table.begin_turn(seat, view)

    def _cover_ready(self, seat: int) -> None:
        c = self.controller
        if c is None or c.waiting_for != seat:
            return
        self._revealed = seat
        self.table.begin_turn(seat, c.match.view_for(seat))

    def _computer_turn(self, seat: int) -> None:
        if self._several_humans() and self._revealed is not None:
            self._revealed = None
            self.table.set_viewer(None, reveal=False)

    def _table_status(self, text: str) -> None:
        if self.game_area is not None and self.game_area.cover.isVisible():
            return
        self.set_status(text)

    def _log_viewer(self) -> int | None:
        """Whose eyes the log is written for: the only person, else nobody.

        With several people at one screen (or none) the log shows only what
        everybody may see, so it never reveals a drawn tile.
        """
        humans = self.controller.humans if self.controller is not None else []
        return humans[0] if len(humans) == 1 else None

    def _events(self, events: list[dict[str, Any]]) -> None:
        viewer = self._log_viewer()
        for event in events:
            self._log_event(self.controller.match.redact(event, viewer))
        self._update_sheet()
        self._update_actions()

    def _log_event(self, event: dict[str, Any]) -> None:
        """Add a sentence to the log; a run of draws by one player is one line."""
        if self.table is None:
            return
        last = self._last_logged
        if (last is not None and event.get("event") == "draw" and last[0].get("event") == "draw"
                and last[0].get("player") == event.get("player") and self.log.count()):
            count = last[1] + 1
            text = self.table.describe(event, count)
            if text:
                self.log.item(self.log.count() - 1).setText(text)
                self._last_logged = (event, count)
                return
        text = self.table.describe(event)
        if text:
            self.log.addItem(text)
            self.log.scrollToBottom()
            self._last_logged = (event, 1)

    def _rebuild_log(self) -> None:
        if self.log is None:
            return
        self.log.clear()
        self._last_logged = None
        if self.controller is None:
            return
        viewer = self._log_viewer()
        match = self.controller.match
        for event in match.record:
            self._log_event(match.redact(event, viewer))

    def _update_sheet(self) -> None:
        if self.table is None or self.sheet is None:
            return
        names, rows, totals = self.table.sheet()
        caption = getattr(self.table, "sheet_caption", None)
        self.sheet.caption = caption() if callable(caption) else None
        self.sheet.set_data(names, rows, totals)

    def _match_ended(self, outcome: Any) -> None:
        self._update_actions()
        self.game_area.cover.hide()
        self._record_stats(outcome)

    def _record_stats(self, outcome: Any) -> None:
        if not self.autosave:
            return
        from muggins_desktop.ui import storage_prompts

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
        self.confirm_leave(self._ask_open_file)

    def _ask_open_file(self) -> None:
        self._file_dialog(self.tr("Open a saved match"), self.tr("Saved games (*.json)"), False, self.open_saved)

    def _ask_export(self) -> None:
        if self.controller is not None:
            self._file_dialog(self.tr("Export the match record"), self.tr("Match records (*.jsonl)"), True,
                              self.export_record)

    # ================================================================ dialogs
    def match_running(self) -> bool:
        return self.controller is not None and self.controller.match.outcome is None

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

    def _show_rules(self) -> None:
        from muggins_desktop.ui.rules_dialog import RulesDialog

        language = "en"
        try:
            from muggins_desktop.ui.i18n import current_language

            language = current_language()
        except ImportError:
            pass
        dialog = RulesDialog(language, self)
        dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
        dialog.open()

    def _show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from muggins_desktop import __version__

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Muggins"),
                          self.tr("Muggins Desktop %1\nMuggins dominoes and cribbage with the Muggins rule, "
                                  "against the computer or friends at one screen.").replace("%1", __version__),
                          QMessageBox.StandardButton.Ok, self)
        box.finished.connect(lambda _r, b=box: b.deleteLater())
        box.open()

    def _show_settings(self) -> None:
        try:
            from muggins_desktop.ui.settings_dialog import SettingsDialog
        except ImportError:
            return
        dialog = SettingsDialog(self._storage_settings(), self)
        dialog.settingsChanged.connect(self.apply_settings)
        dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
        dialog.open()

    def _storage_settings(self) -> Any:
        """The settings as the storage layer's ``Settings`` (the dialog edits those)."""
        from dataclasses import fields

        from muggins_desktop.storage.settings import Settings

        if isinstance(self.settings, Settings):
            return self.settings
        values = {f.name: getattr(self.settings, f.name) for f in fields(Settings) if hasattr(self.settings, f.name)}
        values["seat_levels"] = list(values.get("seat_levels", ["medium"] * 3))
        return Settings(**values)

    def _show_stats(self) -> None:
        try:
            from muggins_desktop.ui.stats_dialog import StatsDialog
        except ImportError:
            return
        dialog = StatsDialog(self)
        dialog.finished.connect(lambda _r, d=dialog: d.deleteLater())
        dialog.open()

    def apply_settings(self, settings: Any) -> None:
        """Use new settings at once: pacing, animations, theme, tallies, language."""
        self.settings = settings
        self.act_tally.setChecked(bool(getattr(settings, "tally_marks", False)))
        if self.controller is not None:
            self.controller.ai_pause_ms = int(getattr(settings, "ai_pause_ms", 600))
            self.controller.ai_budget_ms = int(getattr(settings, "ai_budget_ms", 200))
        if self.table is not None:
            self.table.animation_ms = int(getattr(settings, "animation_ms", 250))
            self.table.hints = bool(getattr(settings, "hints", True))
            if hasattr(self.table, "set_theme"):
                self.table.set_theme(str(getattr(settings, "theme", "green")))
            self.table.refresh()
        try:
            from muggins_desktop.ui.i18n import install_translator
            from PySide6.QtWidgets import QApplication

            install_translator(QApplication.instance(), getattr(settings, "language", "system"))
        except ImportError:
            pass

    # ================================================================ closing
    def closeEvent(self, event: Any) -> None:  # noqa: N802
        # The autosave keeps a running match, so closing never loses it.
        self.stop_match()
        for dialog in list(self._dialogs):
            dialog.close()
        super().closeEvent(event)


__all__ = ["MainWindow", "StartPage", "TABLES", "table_available", "table_class", "load_settings"]
