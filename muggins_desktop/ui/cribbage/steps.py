"""What the cribbage table shows after each action, as a queue of typed steps.

``steps_for_events`` turns the (redacted) events of one action into steps:
new scores on the board, a notice on the felt, an automatic show, a pause so
a completed count stays in view, a settlement, the end of the match. The
presenter runs them one at a time; the table carries each one out and says
when it is done. Everything here reads only the seat's view and the events
it was given, never the match.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from muggins_desktop.engine.cribbage.cards import Card
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
    """Show one automatically counted hand: ``show`` is the engine's ShowView."""

    event: dict[str, Any] = field(hash=False, compare=False)
    show: Any = field(hash=False, compare=False)
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


Step = ScoresStep | NoticeStep | BeatStep | AutoShowStep | NextHandStep | SettlementStep | FinalStep


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
        steps.extend(_steps_for(event, list(events[i + 1 :]), auto_shows, ctx))
    if ctx.pile and ctx.view is not None and ctx.view.phase != "pegging":
        steps.extend(_beat(ctx))
    return steps


def _beat(ctx: StepContext) -> list[Step]:
    pile, ctx.pile[:] = tuple(ctx.pile), []
    if not ctx.pace or not pile:
        return []
    count = sum(min(10, card.rank) for _s, card in pile)
    return [BeatStep(pile, count)]


def _steps_for(
    event: dict[str, Any], rest: list[dict[str, Any]], auto_shows: list[dict[str, Any]], ctx: StepContext
) -> list[Step]:
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
        if ctx.people and ctx.view.last_show is not None:
            steps.append(SettlementStep(settlement_info(ctx.view.last_show, ctx.view, ctx.names)))
        return steps
    if "scores" in event and kind != "match_end":
        return [ScoresStep(tuple(event["scores"]))]
    return []


def _show_steps(
    event: dict[str, Any], rest: list[dict[str, Any]], auto_shows: list[dict[str, Any]], ctx: StepContext
) -> list[Step]:
    if event.get("declared") is None:
        show = find_show(ctx.view, int(event["player"]), bool(event.get("crib")))
        return [AutoShowStep(event, show, first=event is auto_shows[0])] if show is not None else []
    steps: list[Step] = [ScoresStep(tuple(event["scores"]))]
    player = int(event["player"])
    if not ctx.is_human(player):
        what = tr("%1 declares %2 for the crib") if event.get("crib") else tr("%1 declares %2 for the hand")
        steps.append(NoticeStep(what.replace("%1", ctx.names[player]).replace("%2", str(event["declared"]))))
    ends = any(e.get("event") == "match_end" for e in rest)
    settles = any(e.get("event") == "settle" for e in rest)
    show = find_show(ctx.view, player, bool(event.get("crib")))
    if ends and not settles and ctx.people and show is not None:
        steps.append(SettlementStep(settlement_info(show, ctx.view, ctx.names)))
    return steps


def find_show(view: Any, counter: int, crib: bool) -> Any:
    """The settled count (the engine's ShowView) of ``counter``'s hand or crib this deal."""
    for show in reversed(view.shows if view is not None else ()):
        if show.counter == counter and show.crib == crib:
            return show
    return None


def side_name(view: Any, seat: int, names: Sequence[str]) -> str:
    if view.partnerships:
        return texts.names_of_side(view.side_of(seat), names, partnerships=True)
    return names[seat]


def settlement_info(show: Any, view: Any, names: Sequence[str]) -> SettlementInfo:
    """What a settlement dialog shows, from the engine's settled count (ShowView)."""
    answers = [(names[seat], answer, stated) for seat, answer, stated in show.answers]
    changes: list[tuple[str, int]] = []
    settlement = show.settlement
    if settlement is not None:
        if settlement.counter_delta:
            changes.append((side_name(view, show.counter, names), int(settlement.counter_delta)))
        if settlement.claimant is not None and settlement.claimant_delta:
            changes.append((side_name(view, settlement.claimant, names), int(settlement.claimant_delta)))
    return SettlementInfo(
        counter_name=names[show.counter],
        crib=show.crib,
        cards=list(show.cards),
        starter=show.starter,
        declared=show.declared,
        true=show.true,
        items=list(show.items),
        answers=answers,
        changes=changes,
        final=settlement is None,
    )


def sheet_rows(
    events: Sequence[dict[str, Any]], sides: int
) -> tuple[list[tuple[str, list[tuple[str, str, str]]]], list[int]]:
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
    return str(hand_no), [(str(now - then), "", str(now)) for then, now in zip(before, last, strict=False)]
