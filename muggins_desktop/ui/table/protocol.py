"""What the main window and its parts need from a game's table widget.

The window is game independent: it picks a table class by game name and
talks to it only through ``Table``. A table reads the match through the
controller's read surface (views, and the events of ``controller.feed``),
never the match itself.

``Table`` is the protocol as an abstract widget class (a table is a
``FeltView``, and callers use it as a widget too): every member a caller may
use is declared here or in its base ``KeyedFelt`` (ui/table/keyed_felt.py:
the list of keys, a panel's buttons, lasting messages), so nobody asks a
table with ``getattr`` whether it has something. A game's table implements the methods that raise
``NotImplementedError`` and may override the others.

Life of a table: ``Table(parent, animation_ms=..., theme=...)``, then
``attach_settings(store)`` (it follows the ``SettingsStore`` from then on,
for the fields in ``SETTINGS_FIELDS``), ``attach(controller)``, turns through
``begin_turn`` / ``set_viewer``, and ``shutdown`` + ``detach`` at the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Protocol

from PySide6.QtCore import QEvent, Signal, SignalInstance
from PySide6.QtWidgets import QWidget

from muggins_desktop.engine.base import Event
from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.table.felt import table_looks
from muggins_desktop.ui.table.keyed_felt import KeyedFelt
from muggins_desktop.ui.table.pace import Pace, paced, reduced_motion
from muggins_desktop.ui.table.scene import TableScene

if TYPE_CHECKING:
    from muggins_desktop.engine.cribbage.cards import Card
    from muggins_desktop.ui.app.settings_store import SettingsStore
    from muggins_desktop.ui.match.controller import GameController, View
    from muggins_desktop.ui.sound.cues import SoundSink

Cells = tuple[str, str, str]
SheetRows = list[tuple[str, list[Cells]]]
Facts = list[tuple[str, str]]  # (object name, spoken text): one label of the accessible mirror

# The settings a table follows (``attach_settings``).
SETTINGS_FIELDS = frozenset(
    {
        "animation_ms",
        "pace",
        "reduce_motion",
        "hints",
        "high_contrast",
        "messages_stay",
        "text_scale",
        "click_to_continue",
    }
)
# The looks (``apply_looks``): these only repaint what changed, never show the state again.
LOOKS_FIELDS = frozenset({"deck", "card_back", "tiles", "theme", "board_wood", "high_contrast"})


class Presenting(Protocol):
    """What callers use of a table's presenter (``ui/table/presenter.py``)."""

    hints: bool
    wait_for_click: bool  # the "click or key to continue" setting: panels wait for somebody

    @property
    def state(self) -> object:
        """The frozen state last handed to the scene (None before the first)."""
        ...

    @property
    def rendered(self) -> SignalInstance:
        """``rendered(state)``: the frozen state just handed to the scene."""
        ...

    @property
    def eventsShown(self) -> SignalInstance:
        """``eventsShown(events)``: a batch as the table shows it (a held-back deal once it is shown)."""
        ...

    @property
    def held_back(self) -> int:
        """How many of the record's last events the table holds back (a deal behind a round's end)."""
        ...

    def status(self) -> str: ...

    def my_turn(self) -> bool: ...

    def set_viewer(self, seat: int | None, reveal: bool) -> None: ...

    def retranslate(self) -> None: ...

    def detach(self) -> None: ...

    def set_sound(self, sound: SoundSink | None) -> None: ...


@dataclass(frozen=True)
class TableReading:
    """A table state as a screen reader gets it (see ``ui/access/voice.py``)."""

    facts: Facts = field(default_factory=list)  # one accessible label each
    cursor: str = ""  # what the keyboard cursor is on; spoken when it changes
    summary: str = ""  # a summary waiting on the felt for Enter; spoken when it appears


class Table(KeyedFelt):
    """A game table; the game's subclass fills in what raises ``NotImplementedError``."""

    statusChanged = Signal(str)
    newGameRequested = Signal()
    reviewRequested = Signal()  # review the match just finished
    rematchRequested = Signal()  # the same players and options, a new deal
    againRequested = Signal()  # the same deals from the other seat (duplicate play)
    noticeShown = Signal(str)  # a short message on the felt (also for the screen reader)
    sheetChanged = Signal(object)  # the score sheet rows a shown batch changed (ui.sheet's ``SheetChange``)

    game: ClassVar[str] = ""  # "dominoes" or "cribbage"
    tally_unit: ClassVar[int] = 5  # points per stroke of the score sheet's tally

    def __init__(self, scene: TableScene, parent: QWidget | None = None, theme: str = "green") -> None:
        super().__init__(scene, parent, theme)
        self.controller: GameController | None = None
        self.settings: Settings | None = None  # the settings last followed (None: the defaults)

    # ------------------------------------------------------------ parts
    @property
    def presenter(self) -> Presenting:
        """The table's presenter (its ``rendered(state)`` feeds the accessible mirror)."""
        raise NotImplementedError

    # ------------------------------------------------------------ settings
    def attach_settings(self, store: SettingsStore) -> None:
        """Follow ``store`` from now on, starting with its current settings."""
        store.subscribe(SETTINGS_FIELDS, self.apply_settings, now=True, owner=self)
        store.subscribe(LOOKS_FIELDS, self.apply_looks, now=True, owner=self)

    def apply_looks(self, settings: Settings) -> None:
        """The deck, card back, tiles, felt and board wood of ``settings`` (repaints only what changed)."""
        self.set_looks(table_looks(settings))

    def apply_settings(self, settings: Settings) -> None:
        """Use ``settings``: hints, lasting messages, pace; then show the table again."""
        self.settings = settings
        self.presenter.hints = bool(settings.hints)
        self.presenter.wait_for_click = bool(settings.click_to_continue)
        self.table_scene.messages_stay = bool(settings.messages_stay)
        self.follow_pace(paced(settings), reduced_motion(settings))
        self.refresh()

    def follow_pace(self, pace: Pace, reduced: bool) -> None:
        """Slide, linger and show times from the pace (``reduced``: the reduced-motion setting)."""
        raise NotImplementedError

    def attach_sound(self, sound: SoundSink | None) -> None:
        """Play the table's sounds on ``sound`` (the window's ``SoundPlayer``; None: silent)."""
        self.presenter.set_sound(sound)

    # ------------------------------------------------------------ a match
    def attach(self, controller: GameController) -> None:
        """Show ``controller``'s match and listen to its signals."""
        raise NotImplementedError

    def detach(self) -> None:
        """Stop listening; the controller is about to go."""
        self.presenter.detach()
        self.controller = None

    def shutdown(self) -> None:
        """Stop animations and timers (the window is closing the match)."""
        self.table_scene.stop_animations()

    def set_viewer(self, seat: int | None, reveal: bool) -> None:
        """Whose hand is at the bottom, and whether it is face up (the hot-seat cover)."""
        self.presenter.set_viewer(seat, reveal)

    def begin_turn(self, seat: int, view: View | None = None) -> None:
        """The person at ``seat`` may act now; ``view`` is what the controller handed over."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Show the current state again (settings or language changed)."""
        raise NotImplementedError

    def suggest_keep(self, cards: Sequence[Card]) -> None:
        """A hint's suggested keep: let those cards glow (tables without cards ignore it)."""

    # ------------------------------------------------------------ words
    def status_text(self) -> str:
        """The table's current status sentence."""
        return self.presenter.status()

    def describe(self, event: Event, count: int = 1) -> str | None:
        """One log sentence for ``event`` (``count`` numbers a run of draws)."""
        raise NotImplementedError

    def log_line(self, event: Event, count: int = 1) -> str | None:
        """``describe`` for the match log, except that the end of a game of a series says the game was won."""
        if event.get("event") == "match_end" and self.controller is not None:
            from muggins_desktop.ui.fair.texts import game_result_text  # the engine's series: not at start-up

            text = game_result_text(self.controller)
            if text:
                return text
        return self.describe(event, count)

    def sheet(self) -> tuple[list[str], SheetRows, list[int]]:
        """Score sheet data: names, rows ``(label, [(points, penalty, total)])``, totals."""
        raise NotImplementedError

    def sheet_caption(self) -> str | None:
        """The key to the score sheet's small print (None: the sheet's own)."""
        return None

    def show_notice(self, text: str) -> None:
        """A short message on the felt, told to the screen reader as well."""
        raise NotImplementedError

    # ------------------------------------------------------------ for the screen reader
    def reader_title(self) -> str:
        """The table's accessible name ("Dominoes table")."""
        raise NotImplementedError

    def reading(self, state: object) -> TableReading:
        """What a screen reader gets of ``state`` (the presenter's ``rendered`` value)."""
        raise NotImplementedError

    def keys_text(self) -> str:
        """The open list of keys as sentences ("" when it is not open)."""
        raise NotImplementedError

    def summary_waiting(self) -> bool:
        """A summary waits on the felt for the person's Enter (the status then says nothing)."""
        return False

    # ------------------------------------------------------------ languages
    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        """A language switch: the open panels and the list of keys again, in the new language."""
        if event.type() == QEvent.Type.LanguageChange and self.controller is not None:
            self.presenter.retranslate()
            if self.keys_shown():
                self.show_keys(False)
                self.show_keys(True)
        super().changeEvent(event)
