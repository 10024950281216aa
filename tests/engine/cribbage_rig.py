"""Helpers for cribbage tests: matches with chosen cards instead of a shuffle."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from muggins_desktop.engine.cribbage import CribbageMatch, Cut, Discard, Go, PegCard, parse_cards
from muggins_desktop.engine.errors import IllegalAction


def rig(
    hands: Sequence[str],
    starter: str,
    dealer: int = 0,
    scores: Sequence[int] | None = None,
    crib_from_deck: str = "",
    **options: Any,
) -> CribbageMatch:
    """A match whose first deal is ``hands`` and whose cut gives ``starter`` (``from_position``)."""
    return CribbageMatch.from_position(
        hands, starter, dealer=dealer, scores=scores, crib=crib_from_deck, seed=7, **options
    )


def discard(match: CribbageMatch, by_seat: dict[int, str]) -> None:
    """Every seat lays away its cards, in the order the match asks."""
    while match.phase == "discard":
        seat = match.to_act
        assert seat is not None
        match.apply(Discard(parse_cards(by_seat[seat])), seat)


def to_pegging(match: CribbageMatch, by_seat: dict[int, str]) -> list[dict]:
    discard(match, by_seat)
    return match.apply(Cut(), match.pone)


def play(match: CribbageMatch, moves: str) -> list[dict]:
    """Apply pegging moves ("5H", "go") in turn; return all new events."""
    events: list[dict] = []
    for move in moves.split():
        seat = match.to_act
        action = Go() if move == "go" else PegCard(parse_cards(move)[0])
        events.extend(match.apply(action, seat))
    return events


def auto(match: CribbageMatch, until_phase: str = "show") -> None:
    """Take the first legal action until ``until_phase`` (or the end)."""
    while match.outcome is None and match.phase != until_phase:
        match.apply(match.legal_actions()[0], match.to_act)


def names(events: list[dict]) -> list[str]:
    return [e["event"] for e in events]


def snapshot(match: CribbageMatch) -> dict:
    """Everything that could change, to compare before and after."""
    return match.state() | {
        "legal": match.legal_actions(),
        "actions": list(match.actions),
        "views": [match.view_for(s) for s in range(match.players)],
    }


def assert_illegal(match: CribbageMatch, action: object, code: str, seat: int | None = None) -> None:
    before = snapshot(match)
    with pytest.raises(IllegalAction) as err:
        match.apply(action, seat)  # type: ignore[arg-type]
    assert err.value.code == code, err.value.message
    assert snapshot(match) == before
