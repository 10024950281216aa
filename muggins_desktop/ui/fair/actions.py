"""The window's part for numbered deals, duplicate play and series.

``FairPlay`` owns Game → *Deal number…* (the new-game dialog with the deal
number field ready) and Game → *Play these deals again from the other
seat* (a duplicate of the finished match: the same deals, every seat turned
by one, the same seats and levels); the deal number on the right of the
status bar (with the commitment in its tooltip); the series board beside
the score sheet; and the next game of a series (``next_game``: a dialog
with a fresh commitment, then the game with the first dealer or leader the
series rule names).

The part is handed what it uses: the ``MatchKeeper``, the match on the
table (``current``), and the window's two ways of starting a match
(``show_match`` for a match already made, ``start_match`` for a set-up).
What only the window can do it asks for with signals: the new-game dialog
with the deal number ready (``dealNumberWanted``), the series board's
contents (``seriesShown``) and a storage report to tell (``problem``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from muggins_desktop.storage.errors import SaveError
from muggins_desktop.ui.app.enum_props import plain_text, set_enum_property
from muggins_desktop.ui.library.texts import reported
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from muggins_desktop.engine.base import Match
    from muggins_desktop.engine.series import Series
    from muggins_desktop.storage.library.rows import MatchRow
    from muggins_desktop.storage.library.session import MatchSession
    from muggins_desktop.ui.fair.series_board import NextGameDialog
    from muggins_desktop.ui.library.keeper import MatchKeeper
    from muggins_desktop.ui.match.controller import GameController

CONTEXT = "FairDeals"


tr = Translator(CONTEXT)


def side_names(c: GameController, sides: int) -> list[str]:
    """One name per side: the seat's, or both partners' ("Ann & Bob")."""
    return names_of_sides([c.name(s) for s in range(c.reading.players)], sides)


def names_of_sides(names: list[str], sides: int) -> list[str]:
    """Seat names as side names: partners sit opposite (seats s and s + 2)."""
    if sides == len(names):
        return names
    return [tr("%1 & %2").replace("%1", names[s]).replace("%2", names[s + 2]) for s in range(sides)]


def fresh_series(series: Series) -> Series:
    """The same kind of series again, with no games played (and its own id)."""
    return series.fresh()


class ShowMatch(Protocol):
    """The window's way to put a match that is already made on the table."""

    def __call__(
        self,
        game: str,
        match: Match,
        seats: Sequence[Mapping[str, object]],
        options: Mapping[str, object],
        session: MatchSession | None = None,
    ) -> GameController: ...


class FairPlay(QObject):
    """Deal numbers, duplicate play and series for one main window."""

    dealNumberWanted = Signal()  # Game -> Deal number...: the new-game dialog with the number field ready
    seriesShown = Signal(object, object, bool)  # the series (or None), its side names, whether a game runs
    problem = Signal(object)  # a storage report to tell

    def __init__(
        self,
        parent: QWidget,
        keeper: MatchKeeper,
        current: Callable[[], GameController | None],
        show_match: ShowMatch,
        start_match: Callable[[Mapping[str, object]], object],
    ) -> None:
        super().__init__(parent)
        self.window = parent  # the next game's dialog opens over it
        self.keeper = keeper
        self.current = current
        self.show_match = show_match
        self.start_match = start_match
        self.act_deal_number = QAction(parent)
        self.act_deal_number.triggered.connect(lambda _checked=False: self.ask_deal_number())
        self.act_again = QAction(parent)
        self.act_again.triggered.connect(lambda _checked=False: self.play_again_other_seat())
        self.act_again.setEnabled(False)
        self.label = QLabel()
        self.label.setObjectName("dealNumber")
        plain_text(self.label)
        set_enum_property(self.label, "textInteractionFlags", "TextSelectableByMouse")  # the window shows it
        self.next_dialog: NextGameDialog | None = None

    def retranslate(self) -> None:
        self.act_deal_number.setText(tr("&Deal number…"))
        self.act_again.setText(tr("Play these deals &again from the other seat"))
        # Selectable, so it takes a click's focus, and empty on the start page: a name to say.
        self.label.setAccessibleName(tr("Deal number"))
        self.refresh()

    # ------------------------------------------------------------ the match on the table
    def attach(self, controller: GameController) -> None:
        controller.matchEnded.connect(lambda _outcome: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        """The status bar's deal number, the series board and Play-again, for the match on the table."""
        c = self.current()
        if c is None:  # the start page: nothing to show, and no rules loaded before the first paint
            self.label.clear()
            self.label.setToolTip("")
            self.act_again.setEnabled(False)
            return
        from muggins_desktop.ui.fair.texts import deal_text, deal_tooltip, series_after

        self.label.setText(deal_text(c))
        self.label.setToolTip(deal_tooltip(c))
        self.act_again.setEnabled(c.reading.outcome is not None and c.reading.public_deal().label is not None)
        series = series_after(c)
        names = side_names(c, series.sides) if series is not None else []
        self.seriesShown.emit(series, names, c.reading.outcome is None)

    # ------------------------------------------------------------ starting matches
    def ask_deal_number(self) -> None:
        """Game → Deal number…: the new-game dialog with the deal number field ready (the window opens it)."""
        self.dealNumberWanted.emit()

    def play_again_other_seat(self) -> GameController | None:
        """The finished match's deals again, every seat turned by one (same seats, levels and options)."""
        from muggins_desktop.engine import duplicate_options, new_match
        from muggins_desktop.ui.fair.texts import REPLAYS_OPTION, SERIES_OPTION

        c = self.current()
        if c is None or c.reading.outcome is None:
            return None
        try:
            kwargs = duplicate_options(c.reading.match_start())
        except ValueError:
            return None
        match = new_match(c.reading.game, **kwargs)
        options = {k: v for k, v in c.options.items() if k not in ("seed", SERIES_OPTION)}  # a duplicate is one game
        original = self.keeper.session
        if original is not None:
            options[REPLAYS_OPTION] = original.id  # the Matches list pairs the two
        else:
            options.pop(REPLAYS_OPTION, None)
        seats = [{k: v for k, v in s.items() if k != "takebacks"} for s in c.seats]
        session = self.keeper.new(match, seats, options)
        return self.show_match(c.reading.game, match, seats, options, session=session)

    def series_goes_on(self) -> bool:
        from muggins_desktop.ui.fair.texts import series_after

        c = self.current()
        series = series_after(c) if c is not None and c.reading.outcome is not None else None
        return series is not None and not series.over

    def rematch_options(self, options: Mapping[str, object]) -> dict[str, object]:
        """A rematch of a finished series is a new series of the same kind; of a duplicate, a match of its own."""
        from muggins_desktop.ui.fair.texts import REPLAYS_OPTION, SERIES_OPTION, series_of, series_text

        out = {k: v for k, v in options.items() if k not in ("seed", REPLAYS_OPTION)}
        series = series_of(options)
        if series is not None:
            out[SERIES_OPTION] = series_text(fresh_series(series))
        return out

    def next_game(self) -> NextGameDialog | None:
        """The next game of the series on the table: a dialog with its commitment, then the match."""
        from muggins_desktop.ui.fair.texts import series_after

        c = self.current()
        series = series_after(c) if c is not None and c.reading.outcome is not None else None
        if c is None or series is None or series.over:
            return None
        seats = [{k: v for k, v in s.items() if k != "takebacks"} for s in c.seats]
        names = [c.name(s) for s in range(c.reading.players)]
        return self._open_next(c.reading.game, c.reading.players, seats, c.options, series, names)

    # ------------------------------------------------------------ a series kept between games
    def series_waiting(self) -> MatchRow | None:
        """The kept series game whose next game was never begun (the app closed between two games)."""
        keeper = self.keeper
        if not keeper.enabled or not keeper.loaded:
            return None
        return keeper.library.waiting_series()  # from the rows at hand: no finished match is read

    def continue_instead(self, unfinished: MatchRow | None) -> MatchRow | None:
        """The waiting series Continue offers rather than ``unfinished`` (the more recent of the two), or None."""
        waiting = self.series_waiting()
        if waiting is None or (unfinished is not None and unfinished.last_active > waiting.date):
            return None
        return waiting

    def continue_series(self, match_id: str) -> NextGameDialog | None:
        """Continue a kept series after its finished game ``match_id``: the next game's dialog."""
        from muggins_desktop.engine.series import GameResult, SeriesError
        from muggins_desktop.ui.fair.texts import series_of
        from muggins_desktop.ui.text.seat_names import display_name

        try:
            loaded = self.keeper.library.load(match_id)
        except SaveError as exc:
            self.problem.emit(reported(exc))
            return None
        series = series_of(loaded.options)
        try:
            series = None if series is None else series.add(GameResult.from_match(loaded.match))
        except SeriesError:
            series = None
        if series is None or series.over:
            return None
        seats = [{k: v for k, v in s.items() if k != "takebacks"} for s in loaded.seats]
        names = [display_name(str(s.get("name") or "")) for s in seats]
        return self._open_next(loaded.meta.game, len(seats), seats, loaded.options, series, names)

    def _open_next(
        self,
        game: str,
        players: int,
        seats: list[dict[str, object]],
        options: Mapping[str, object],
        series: Series,
        names: list[str],
    ) -> NextGameDialog:
        from muggins_desktop.ui.fair.series_board import NextGameDialog
        from muggins_desktop.ui.fair.texts import SERIES_OPTION, series_text

        first = series.next_first()
        if first is None:
            begins = tr("The first deal or lead is drawn for again.")
        elif game == "cribbage":
            begins = tr("%1 deals first (the loser of a game deals the next).").replace("%1", names[first])
        else:
            begins = tr("%1 leads first (the lead passes one seat on each game).").replace("%1", names[first])
        dialog = NextGameDialog(series, names_of_sides(names, series.sides), begins, self.window)
        options = dict(options)
        options[SERIES_OPTION] = series_text(series)

        def start() -> None:
            self.start_match(
                {"game": game, "players": players, "seats": seats, "options": options, "deal": dialog.deals_box.deal()}
            )

        def forget(_result: int) -> None:
            if self.next_dialog is dialog:
                self.next_dialog = None
            dialog.deleteLater()

        dialog.accepted.connect(start)
        dialog.finished.connect(forget)
        self.next_dialog = dialog
        dialog.open()
        return dialog
