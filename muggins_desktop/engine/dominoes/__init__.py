"""Muggins dominoes (RULES.md part A): tiles, the line, scoring and the match."""

from __future__ import annotations

from muggins_desktop.engine.dominoes.actions import Draw, Pass, PlayTile
from muggins_desktop.engine.dominoes.line import End, Line, end_sum_after, end_sum_of
from muggins_desktop.engine.dominoes.match import DominoMatch, default_target, hand_size
from muggins_desktop.engine.dominoes.scoring import hand_pips, play_points, round_penalty
from muggins_desktop.engine.dominoes.tiles import ALL_TILES, Tile, full_set
from muggins_desktop.engine.dominoes.view import DominoView
from muggins_desktop.engine.errors import IllegalAction

__all__ = [
    "ALL_TILES",
    "DominoMatch",
    "DominoView",
    "Draw",
    "End",
    "IllegalAction",
    "Line",
    "Pass",
    "PlayTile",
    "Tile",
    "default_target",
    "end_sum_after",
    "end_sum_of",
    "full_set",
    "hand_pips",
    "hand_size",
    "play_points",
    "round_penalty",
]
