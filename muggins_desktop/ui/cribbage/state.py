"""What the cribbage scene is shown: one frozen ``CribbageTableState`` per change.

The presenter builds it once per change (``CribbagePresenter.build_state``)
from one engine view; the scene reads nothing else (``CribbageScene.
show_state``), so a click that chooses a card costs one picture and no
engine call. ``still_state(view, names, seat)`` is the state of a view on its
own, with nobody to act: the review's read-only felt shows those.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from PySide6.QtCore import QCoreApplication

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.view import CribbageView
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.text.seat_names import is_you

#: What the felt's panels hold: nothing, an automatic show (it goes when its
#: steps are over), a settled count (it stays until the next move) or the
#: end of the match.
PanelKind = Literal["", "show", "settled", "final"]


@dataclass(frozen=True)
class CribbageTableState:
    """Everything the scene needs for one picture of the cribbage table."""

    view: CribbageView
    names: tuple[str, ...]
    side_names: tuple[str, ...]
    viewer: int  # whose hand is at the bottom
    you: int | None  # the one person at the screen (None with several, or none)
    reveal: bool  # the hand at the bottom is face up
    my_turn: bool
    legal_cards: tuple[Card, ...] = ()  # cards that may be played now
    can_cut: bool = False
    can_go: bool = False
    selected: tuple[Card, ...] = ()  # chosen for the crib
    suggested: tuple[Card, ...] = ()  # a hint's keep (glows gold while discarding)
    cursor: int | None = None  # the keyboard cursor: an index into the hand
    kept: tuple[tuple[int, Card], ...] | None = None  # a finished count held in view for a beat
    kept_count: int = 0
    running: bool = False  # steps are on screen: the board shows their scores, not the view's
    computers: frozenset[int] = frozenset()  # seats a computer plays ("thinking…")
    hints: bool = True
    status: str = ""  # the status line, also shown under the hand
    panel: PanelKind = ""  # what the panels on the felt hold (the presenter's one record of it)


def side_names(view: CribbageView, names: Sequence[str]) -> tuple[str, ...]:
    """The names of the sides (partners together), in side order."""
    sides = 2 if view.partnerships else view.players
    return tuple(texts.names_of_side(s, names, partnerships=view.partnerships) for s in range(sides))


def still_state(view: CribbageView, names: Sequence[str], seat: int) -> CribbageTableState:
    """``view`` as the table shows it when nobody may act (the review's felt): "Bob's turn." under the hand."""
    to_act = view.to_act
    status = ""
    if to_act is not None:  # the person at the screen is spoken to: "Your turn.", never "You's turn."
        status = (
            QCoreApplication.translate("CribbageTable", "Your turn.")
            if is_you(names[to_act])
            else QCoreApplication.translate("CribbageTable", "%1's turn.").replace("%1", names[to_act])
        )
    return CribbageTableState(
        view=view,
        names=tuple(names),
        side_names=side_names(view, names),
        viewer=seat,
        you=seat,
        reveal=True,
        my_turn=False,
        hints=False,
        status=status,
    )


def closing_view(
    before: CribbageView, after: CribbageView, head: Sequence[dict[str, object]], tail: int
) -> CribbageView:
    """The table as a hand ended, for the show and the settlements about it (the next deal waits).

    ``before`` is the view last shown; the cards ``head`` lays are taken out
    of the hands and onto the play, the scores are the last ``head`` gives,
    nobody acts, and the record stops before the ``tail`` events of the next
    deal. The settled counts are those of ``after`` (the hand just shown).
    """
    hand, counts, played = list(before.hand), list(before.hand_counts), list(before.played)
    scores = before.scores
    for event in head:
        seat = event.get("player")
        if event.get("event") == "peg" and isinstance(seat, int):
            card = Card.parse(str(event["card"]))
            if seat == before.seat and card in hand:
                hand.remove(card)
            counts[seat] = max(0, counts[seat] - 1)
            played.append((seat, card))
        points = event.get("scores")
        if isinstance(points, list):
            scores = tuple(int(s) for s in points)
    events = after.public_events[: max(0, len(after.public_events) - tail)]
    return replace(
        before,
        scores=scores,
        hand=tuple(hand),
        hand_counts=tuple(counts),
        played=tuple(played),
        to_act=None,
        legal_actions=(),
        shows=after.shows,
        public_events=tuple(events),
        record_length=max(0, after.record_length - tail),
    )
