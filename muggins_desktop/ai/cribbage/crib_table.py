"""Look-ups in the shipped crib expected-value table (``tools/make_crib_table.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from muggins_desktop.ai.cribbage.fast import rank_of, suit_of
from muggins_desktop.ai.data import crib_table_data as data


def pair_key(a: int, b: int) -> tuple[int, int, bool]:
    """(low rank, high rank, suited) of two integer cards."""
    ra, rb = rank_of(a), rank_of(b)
    if ra > rb:
        ra, rb = rb, ra
    return (ra, rb, ra != rb and suit_of(a) == suit_of(b))


def crib_value(thrown: Sequence[int], own: bool) -> float:
    """Expected show points of the crib that ``thrown`` (one or two cards) goes into."""
    if len(thrown) == 2:
        pairs = data.OWN_PAIR if own else data.OPP_PAIR
        return pairs[pair_key(thrown[0], thrown[1])]
    if len(thrown) == 1:
        return data.SINGLE[rank_of(thrown[0])]
    raise ValueError("A crib throw is one or two cards.")
