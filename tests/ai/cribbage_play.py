"""Playing a cribbage match among given players up to a deal, and reading it as it goes, for the reading tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from muggins_desktop.ai import make_player
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


def read_along(new_reader: Callable[[], Any], seed: int = 8, until_deal: int = 6) -> Any:
    """A reader (``new_reader()``) fed seat 0's view after every action of three medium players' match,
    checked each time against a fresh reader of the same view; returned for more checks."""
    bots = [make_player("cribbage", "medium", i) for i in range(3)]
    match = new_match("cribbage", players=3, seed=seed)
    reader = new_reader()
    while match.outcome is None and match.view_for(0).hand_no < until_deal:
        seat = match.to_act
        assert seat is not None
        match.apply(bots[seat].choose(match.view_for(seat)), seat)
        view = match.view_for(0)
        assert reader.weights(view) == new_reader().weights(view)
    return reader
