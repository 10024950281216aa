"""Helpers for dominoes tests: matches with chosen tiles instead of a shuffle."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from muggins_desktop.engine.dominoes import DominoMatch, End, Line, PlayTile, Tile


def T(text: str) -> Tile:
    """A tile from ``"1|4"`` (order kept)."""
    return Tile.parse(text)


def tiles(text: str) -> list[Tile]:
    """Tiles from ``"1|4 2|2"``."""
    return [T(word) for word in text.split()]


def build_line(text: str) -> Line:
    """A line from its tiles left to right as they lie, e.g. ``"1|1 1|4 4|4"``."""
    line = Line()
    laid = tiles(text)
    if laid:
        line.play(laid[0])
        for tile in laid[1:]:
            line.play(tile, End.RIGHT)
    return line


def rig(
    hands: Sequence[str],
    boneyard: str = "",
    line: str = "",
    to_act: int = 0,
    scores: Sequence[int] | None = None,
    seed: int = 11,
    **options: Any,
) -> DominoMatch:
    """A match set up at the given position (``DominoMatch.from_position``)."""
    return DominoMatch.from_position(hands, line, boneyard, to_act, scores, seed=seed, **options)


def play(match: DominoMatch, tile: str, end: str | None = None) -> list[dict]:
    return match.apply(PlayTile(T(tile), None if end is None else End(end)), match.to_act)


def names(events: list[dict]) -> list[str]:
    return [e["event"] for e in events]


def snapshot(match: DominoMatch) -> dict[str, Any]:
    """Everything that could change, deep-copied, to compare before and after."""
    state = match.state()
    state["legal"] = [str(a) for a in match.legal_actions()]
    state["actions"] = list(match.actions)
    return state


def greedy(view: Any) -> Any:
    """The highest immediate score, heaviest tile on a tie, first legal on a draw.

    Kept here (not taken from ``ai/``) so engine tests do not move when the
    computer players change.
    """
    best, best_key = view.legal_actions[0], (-1, -1)
    for action in view.legal_actions:
        if isinstance(action, PlayTile):
            key = (view.points_for(action), action.tile.pips)
            if key > best_key:
                best, best_key = action, key
    return best
