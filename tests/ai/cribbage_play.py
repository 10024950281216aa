"""Playing a cribbage match among given players up to a deal, for the reading tests."""

from __future__ import annotations

from typing import Any

from muggins_desktop.engine import new_match


def play_until(bots: list[Any], seed: int, until_deal: int = 99, **options: Any) -> Any:
    """A match of ``len(bots)`` seats played until deal ``until_deal`` starts (or the match ends)."""
    match = new_match("cribbage", players=len(bots), seed=seed, **options)
    while match.outcome is None:
        seat = match.to_act
        assert seat is not None
        view = match.view_for(seat)
        if view.hand_no == until_deal:
            break
        match.apply(bots[seat].choose(view), seat)
    return match
