"""The controller's read surface: what the UI may see of the match.

``GameController`` holds one ``MatchReading`` as ``controller.reading``.
The tables, panels and the main window read the match only through it: the
engine's views (one per seat and position), redacted events and the public
record, the scores and the outcome, never the live match itself. Keeping
the reading apart from the controller's flow (whose turn, computer
decisions, keeping the match) leaves that class about one thing: changing
the match. The reading asks for the match each time (``match``, a
callable), because a take-back hands the controller a rebuilt one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TypeAlias

from muggins_desktop.coach.before_last import before_last_action
from muggins_desktop.engine.base import Event, Match, Outcome
from muggins_desktop.engine.cribbage.view import CribbageView
from muggins_desktop.engine.deals import Deal
from muggins_desktop.engine.dominoes.view import DominoView
from muggins_desktop.engine.series import GameResult

View: TypeAlias = DominoView | CribbageView  # what a seat may see (the engine's views)


class MatchReading:
    """Reads the controller's match, never changes it."""

    def __init__(self, match: Callable[[], Match]) -> None:
        self._match = match
        # This position's views, by seat (see ``view``); the position they are of.
        self._views: dict[int, View] = {}
        self._views_at: tuple[Match, int] | None = None

    @property
    def match(self) -> Match:
        return self._match()

    @property
    def game(self) -> str:
        return str(self.match.game)

    @property
    def players(self) -> int:
        return int(self.match.players)

    @property
    def target(self) -> int:
        return int(self.match.target)

    @property
    def scores(self) -> list[int]:
        return list(self.match.scores)

    @property
    def outcome(self) -> Outcome | None:
        return self.match.outcome

    @property
    def running(self) -> bool:
        return self.match.outcome is None

    @property
    def to_act(self) -> int | None:
        return self.match.to_act

    # ------------------------------------------------------------ what the screen may know of the deal
    def public_deal(self) -> Deal:
        """The match's deal as the screen may know it: its key only once the record has revealed it."""
        deal = self.match.deal
        if deal.key is not None and not self.match.revealed:
            return dataclasses.replace(deal, key=None)
        return deal

    def match_start(self) -> Event:
        """A copy of the match's ``match_start`` (public: options, seats, deal number)."""
        return self.match.start_event()

    def game_result(self) -> GameResult:
        """The finished game's result for a series (``SeriesError`` while it is played)."""
        return GameResult.from_match(self.match)

    # ------------------------------------------------------------ views and events
    def view(self, seat: int) -> View:
        """What ``seat`` may see now (the engine's view).

        Views are frozen snapshots, so one per seat and position is enough:
        the screen's view after a move, the one handed over with ``humanTurn``
        and a computer's decision view are asked for once each.
        """
        position = (self.match, self.match.event_count)
        if self._views_at is None or self._views_at[0] is not position[0] or self._views_at[1] != position[1]:
            self._views_at, self._views = position, {}
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.match.view_for(seat)
        return view

    def view_before_last_action(self, seat: int) -> tuple[int, View] | None:
        """Where the last action's events begin, and ``seat``'s view just before it (coach/before_last.py)."""
        return before_last_action(self.match, seat)

    def redact(self, event: Event, viewer: int | None) -> Event:
        """``event`` as ``viewer`` may see it (None: what everybody may see)."""
        return dict(self.match.redact(dict(event), viewer))

    def public_record(self, viewer: int | None) -> list[Event]:
        """The whole record as ``viewer`` may see it (None: what everybody may see)."""
        if viewer is None:
            return self.match.onlooker_record()
        return [dict(e) for e in self.match.public_record(viewer)]

    # ------------------------------------------------------------ the whole record
    def finished_record(self) -> list[Event] | None:
        """The whole record once the match is over (for its review); None while it runs."""
        if self.match.outcome is None:
            return None
        return self.match.full_record()

    def record_for_export(self) -> list[Event]:
        """The whole, unredacted record: only the Export command writes it out."""
        return self.match.full_record()
