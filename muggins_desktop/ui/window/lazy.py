"""The one seam between the first paint and the rooms a match needs.

The start page paints before the rules engine, the computer players, the
game tables, the side panels and the windows of their own (Matches, the
preferences, statistics, rules) are imported: they cost tens of
milliseconds the player would wait for (``tests/test_startup_imports.py``
holds the list, ``tests/benchmarks/bench_startup.py`` the time). So the
window's modules import at their top everything the start page needs, and
ask this module, and only this one, for the rest: each function below
imports its room the first time the window needs it (the first match, the
first table of a game, Game → Matches, a dialog) and hands back the class
or does the one call. Python keeps every module it imported, so the next
call costs a dictionary look-up.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QWidget

    from muggins_desktop.engine.base import Match
    from muggins_desktop.engine.series import Series
    from muggins_desktop.storage.legacy.saves import SavedGame
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.access.voice import TableVoice
    from muggins_desktop.ui.dialogs.about import AboutDialog
    from muggins_desktop.ui.dialogs.new_game import NewGameDialog
    from muggins_desktop.ui.dialogs.rules import RulesDialog
    from muggins_desktop.ui.dialogs.settings import SettingsDialog
    from muggins_desktop.ui.dialogs.stats import StatsDialog
    from muggins_desktop.ui.library.matches_window import MatchesWindow
    from muggins_desktop.ui.match.controller import GameController
    from muggins_desktop.ui.sheet.log_model import MatchLogModel
    from muggins_desktop.ui.sheet.score_sheet import ScoreSheet
    from muggins_desktop.ui.sound.player import SoundPlayer
    from muggins_desktop.ui.table.pace import Pace
    from muggins_desktop.ui.table.protocol import Table
    from muggins_desktop.ui.window.side_panels import GameArea, SidePanels


# ------------------------------------------------------------ the match room (the first match)
def controller_class() -> type[GameController]:
    from muggins_desktop.ui.match.controller import GameController

    return GameController


def new_match(game: str, **options: object) -> Match:
    """A new match of ``game`` from the rules engine."""
    from muggins_desktop.engine import new_match as make

    return make(game, **options)


def engine_options(options: Mapping[str, object]) -> dict[str, object]:
    """The set-up's options the engine takes (``ui.fair.texts.engine_options``)."""
    from muggins_desktop.ui.fair.texts import engine_options as options_of

    return options_of(options)


def series_of(options: Mapping[str, object]) -> Series | None:
    from muggins_desktop.ui.fair.texts import series_of as read

    return read(options)


def paced(settings: Settings) -> Pace:
    """The pace setting's times (``ui.table.pace.paced``)."""
    from muggins_desktop.ui.table.pace import paced as pace_of

    return pace_of(settings)


def load_game(path: Path) -> SavedGame:
    """A named save, read without keeping it (``storage.legacy.saves.load_game``)."""
    from muggins_desktop.storage.legacy.saves import load_game as load

    return load(path)


def game_area_classes() -> tuple[type[GameArea], type[SidePanels]]:
    """The game area and the side panels, built with the first match."""
    from muggins_desktop.ui.window.side_panels import GameArea, SidePanels

    return GameArea, SidePanels


def read_action(window: QWidget, menu: QMenu | None) -> QAction:
    """The window's "Read the table" action (``ui.access.voice.make_read_action``)."""
    from muggins_desktop.ui.access.voice import make_read_action

    return make_read_action(window, menu)


def table_voice(
    table: Table, controller: GameController, log: MatchLogModel, sheet: ScoreSheet, action: QAction
) -> TableVoice:
    """The screen reader's voice for one match on one table (``ui.access.voice``)."""
    from muggins_desktop.ui.access.voice import attach_table_a11y

    return attach_table_a11y(table, controller, log, sheet, action)


# ------------------------------------------------------------ the tables (the first match of each game)
def _dominoes_table() -> Callable[..., Table]:
    from muggins_desktop.ui.dominoes.table import DominoTable

    return DominoTable


def _cribbage_table() -> Callable[..., Table]:
    from muggins_desktop.ui.cribbage.table import CribbageTable

    return CribbageTable


#: Each game's table widget, imported on first use.
TABLES: dict[str, Callable[[], Callable[..., Table]]] = {"dominoes": _dominoes_table, "cribbage": _cribbage_table}


def table_class(game: str) -> Callable[..., Table]:
    """The table widget class of ``game``: ``cls(parent, animation_ms=..., theme=...)`` follows ``Table``."""
    return TABLES[game]()


# ------------------------------------------------------------ windows and dialogs (when one first opens)
def new_game_dialog() -> type[NewGameDialog]:
    from muggins_desktop.ui.dialogs.new_game import NewGameDialog

    return NewGameDialog


def matches_window() -> type[MatchesWindow]:
    """Game → Matches (the library's window)."""
    from muggins_desktop.ui.library.matches_window import MatchesWindow

    return MatchesWindow


def read_only_text(code: str | None) -> str:
    """Why a kept match opens in a review (``ui.library.matches_window.read_only_text``)."""
    from muggins_desktop.ui.library.matches_window import read_only_text as text_of

    return text_of(code)


def stats_dialog() -> type[StatsDialog]:
    from muggins_desktop.ui.dialogs.stats import StatsDialog

    return StatsDialog


def settings_dialog() -> type[SettingsDialog]:
    from muggins_desktop.ui.dialogs.settings import SettingsDialog

    return SettingsDialog


def rules_dialog() -> type[RulesDialog]:
    from muggins_desktop.ui.dialogs.rules import RulesDialog

    return RulesDialog


def about_dialog() -> type[AboutDialog]:
    from muggins_desktop.ui.dialogs.about import AboutDialog

    return AboutDialog


def sound_player() -> type[SoundPlayer]:
    """The sound player: made a moment after the first paint, or with the first match."""
    from muggins_desktop.ui.sound.player import SoundPlayer

    return SoundPlayer
