"""The phases of a cribbage deal."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a cribbage deal stands; the values are the words views and tests use."""

    DISCARD = "discard"  # everyone lays cards away to the crib
    CUT = "cut"  # the pone cuts for the starter
    PEGGING = "pegging"  # the play
    SHOW = "show"  # hands and crib are counted
    OVER = "over"  # the match has ended


DISCARD, CUT, PEGGING, SHOW, OVER = Phase.DISCARD, Phase.CUT, Phase.PEGGING, Phase.SHOW, Phase.OVER
