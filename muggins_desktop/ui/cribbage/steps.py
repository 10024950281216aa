"""What the cribbage table shows after each action, as a queue of typed steps.

``steps_for_events`` turns the (redacted) events of one action into steps:
new scores on the board, a notice on the felt, an automatic show, a pause so
a completed count stays in view, a settlement, the end of the match. The
presenter runs them one at a time; the table carries each one out and says
when it is done. Everything here reads only the seat's view and the events
it was given, never the match.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence, Union

from PySide6.QtCore import QCoreApplication

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.scoring import score_hand
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.dialogs import SettlementInfo


CONTEXT = "CribbageTable"


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


@dataclass(frozen=True)
class ScoresStep:
    scores: tuple[int, ...]


@dataclass(frozen=True)
class NoticeStep:
    text: str
    beat: bool = False  # hold it in view for one beat of the pace


@dataclass(frozen=True)
class BeatStep:
    """Keep this count (its cards, by whom) in view for one beat."""

    pile: tuple[tuple[int, Card], ...]
    count: int


@dataclass(frozen=True)
class AutoShowStep:
    show: dict[str, Any] = field(hash=False, compare=False)
    first: bool = False


@dataclass(frozen=True)
class NextHandStep:
    """Wait for "Next hand" after the automatic show."""


@dataclass(frozen=True)
class SettlementStep:
    info: SettlementInfo = field(hash=False, compare=False)


@dataclass(frozen=True)
class FinalStep:
    outcome: Any = field(hash=False, compare=False)


Step = Union[ScoresStep, NoticeStep, BeatStep, AutoShowStep, NextHandStep, SettlementStep, FinalStep]


@dataclass
class StepContext:
    """What building steps needs to know about the table."""

    view: Any  # the seat's view after the action
    names: Sequence[str]
    is_human: Callable[[int], bool]
    you: int | None
    people: bool  # at least one person plays (dialogs and waits are shown)
    pace: bool  # hold counts and gos in view for a beat
    wait_after_show: bool
    pile: list[tuple[int, Card]]  # the current count's cards, kept across actions


def steps_for_events(events: Sequence[dict[str, Any]], ctx: StepContext) -> list[Step]:
    steps: list[Step] = []
    auto_shows = [e for e in events if e.get("event") == "show" and e.get("declared") is None]
    for i, event in enumerate(events):
        steps.extend(_steps_for(event, list(events[i + 1:]), auto_shows, ctx))
    if ctx.pile and ctx.view is not None and ctx.view.phase != "pegging":
        steps.extend(_beat(ctx))
    return steps


def _beat(ctx: StepContext) -> list[Step]:
    pile, ctx.pile[:] = tuple(ctx.pile), []
    if not ctx.pace or not pile:
        return []
    count = sum(min(10, card.rank) for _s, card in pile)
    return [BeatStep(pile, count)]


def _steps_for(event: dict[str, Any], rest: list[dict[str, Any]], auto_shows: list[dict[str, Any]],
               ctx: StepContext) -> list[Step]:
    kind = event.get("event")
    if kind == "peg":
        ctx.pile.append((int(event["player"]), Card.parse(event["card"])))
    if kind == "deal":
        ctx.pile.clear()
        return [NextHandStep()] if auto_shows and ctx.wait_after_show else []
    if kind == "reset":
        return _beat(ctx)
    if kind == "go":
        return [NoticeStep(texts.describe(event, ctx.names, ctx.you) or "", beat=ctx.pace)]
    if kind == "response" and not ctx.is_human(event["player"]):
        return [NoticeStep(texts.describe(event, ctx.names, ctx.you) or "")]
    if kind == "show":
        return _beat(ctx) + _show_steps(event, rest, auto_shows, ctx)
    if kind == "settle":
        steps: list[Step] = [ScoresStep(tuple(event["scores"]))]
        show = _last_show(ctx.view)
        if ctx.people and show is not None:
            steps.append(SettlementStep(settlement_info(ctx.view, show, event, ctx.names)))
        return steps
    if "scores" in event and kind != "match_end":
        return [ScoresStep(tuple(event["scores"]))]
    return []


def _show_steps(event: dict[str, Any], rest: list[dict[str, Any]], auto_shows: list[dict[str, Any]],
                ctx: StepContext) -> list[Step]:
    if event.get("declared") is None:
        return [AutoShowStep(event, first=bool(auto_shows) and event is auto_shows[0])]
    steps: list[Step] = [ScoresStep(tuple(event["scores"]))]
    player = int(event["player"])
    if not ctx.is_human(player):
        what = tr("%1 declares %2 for the crib") if event.get("crib") else tr("%1 declares %2 for the hand")
        steps.append(NoticeStep(what.replace("%1", ctx.names[player]).replace("%2", str(event["declared"]))))
    ends = any(e.get("event") == "match_end" for e in rest)
    settles = any(e.get("event") == "settle" for e in rest)
    if ends and not settles and ctx.people:
        steps.append(SettlementStep(settlement_info(ctx.view, event, None, ctx.names)))
    return steps


def _last_show(view: Any) -> dict[str, Any] | None:
    for event in reversed(view.public_events if view is not None else ()):
        if event.get("event") == "show":
            return dict(event)
    return None


def side_name(view: Any, seat: int, names: Sequence[str]) -> str:
    if view.partnerships:
        return texts.names_of_side(view.side_of(seat), names, partnerships=True)
    return names[seat]


def settlement_info(view: Any, show: dict[str, Any], settle: dict[str, Any] | None,
                    names: Sequence[str]) -> SettlementInfo:
    """What a settlement dialog shows: the show, the answers to it, the changes."""
    cards = [Card.parse(c) for c in show["cards"]]
    starter = Card.parse(show["starter"])
    crib = bool(show.get("crib"))
    breakdown = _breakdown(view, cards, starter, crib)
    answers: list[tuple[str, str, int | None]] = []
    events = list(view.public_events)
    start = max((i for i, e in enumerate(events) if e.get("event") == "show"), default=len(events))
    for e in events[start + 1:]:
        if e.get("event") == "response":
            answers.append((names[e["player"]], e["answer"], e.get("stated")))
        if e.get("event") in ("settle", "show", "match_end"):
            break
    changes: list[tuple[str, int]] = []
    counter = int(show["player"])
    if settle is not None:
        if settle.get("counter_delta"):
            changes.append((side_name(view, counter, names), int(settle["counter_delta"])))
        claimant = settle.get("claimant")
        if claimant is not None and settle.get("claimant_delta"):
            changes.append((side_name(view, claimant, names), int(settle["claimant_delta"])))
    return SettlementInfo(
        counter_name=names[counter], crib=crib, cards=cards, starter=starter, declared=show.get("declared"),
        true=int(show.get("true") or breakdown.total), items=list(breakdown.items), answers=answers,
        changes=changes, final=settle is None,
    )


def _breakdown(view: Any, cards: list[Card], starter: Card, crib: bool) -> Any:
    """The settled show's breakdown from the view (engine), else scored here."""
    last = getattr(view, "last_show", None)
    breakdown = getattr(last, "breakdown", None)
    if breakdown is not None and list(getattr(last, "cards", ())) == cards:
        return breakdown
    return score_hand(cards, starter, crib)


def show_breakdown(event: dict[str, Any]) -> tuple[list[Card], Card, Any]:
    """The cards, starter and breakdown of an automatic show event."""
    cards = [Card.parse(c) for c in event["cards"]]
    starter = Card.parse(event["starter"])
    return cards, starter, score_hand(cards, starter, bool(event.get("crib")))


def sheet_rows(events: Sequence[dict[str, Any]], sides: int) -> tuple[list[tuple[str, list[tuple[str, str, str]]]],
                                                                       list[int]]:
    """Score sheet rows: one per hand (points gained, total), and the last totals."""
    rows: list[tuple[str, list[tuple[str, str, str]]]] = []
    before = [0] * sides
    last = list(before)
    hand_no = 0
    for e in events:
        if e.get("event") == "deal":
            if hand_no:
                rows.append(_sheet_row(hand_no, before, last))
            before = list(last)
            hand_no = e["hand_no"]
        if "scores" in e and e.get("event") != "match_end":
            last = list(e["scores"])
    if hand_no:
        rows.append(_sheet_row(hand_no, before, last))
    return rows, last


def _sheet_row(hand_no: int, before: list[int], last: list[int]) -> tuple[str, list[tuple[str, str, str]]]:
    return str(hand_no), [(str(now - then), "", str(now)) for then, now in zip(before, last)]
