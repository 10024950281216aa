"""Helpers for cribbage tests: matches with chosen cards instead of a shuffle."""

from __future__ import annotations

import copy
from typing import Any, Sequence

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
    """A match whose first deal is replaced by ``hands`` and whose cut gives ``starter``."""
    match = CribbageMatch(players=len(hands), seed=7, **options)
    match.dealer = dealer
    match.held = [parse_cards(h) for h in hands]
    match.crib = parse_cards(crib_from_deck)
    match.stock = parse_cards(starter)  # the cut can only find this card
    if scores is not None:
        match.scores = list(scores)
    return match


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
    state = {k: v for k, v in vars(match).items() if k not in ("rng", "_public", "_legal_cache")}
    return copy.deepcopy(state) | {"rng": match.rng.getstate()}


def assert_illegal(match: CribbageMatch, action: object, code: str, seat: int | None = None) -> None:
    before = snapshot(match)
    with pytest.raises(IllegalAction) as err:
        match.apply(action, seat)  # type: ignore[arg-type]
    assert err.value.code == code, err.value.message
    assert snapshot(match) == before
