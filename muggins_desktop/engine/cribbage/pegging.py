"""Points for laying a card in the play (pegging).

Only the cards of the current count matter: once the count restarts at zero,
earlier cards can no longer make pairs or runs. Go and last-card points are
not part of a card's own points; the match awards them separately.
"""

from __future__ import annotations

from collections.abc import Sequence

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.scoring import FIFTEEN, PAIR, RUN, THIRTY_ONE, Breakdown, ScoreItem

PAIR_POINTS = {2: 2, 3: 6, 4: 12}
LIMIT = 31


def peg_points(cards_in_count: Sequence[Card]) -> Breakdown:
    """Points earned by the last card of ``cards_in_count`` (the count so far)."""
    cards = list(cards_in_count)
    if not cards:
        return Breakdown(())
    total = sum(c.value for c in cards)
    if total > LIMIT:
        raise ValueError(f"The count {total} passes 31.")
    last = cards[-1]
    items: list[ScoreItem] = []
    if total == 15:
        items.append(ScoreItem(FIFTEEN, tuple(cards), 2))
    elif total == LIMIT:
        items.append(ScoreItem(THIRTY_ONE, tuple(cards), 2))
    same = 1
    while same < len(cards) and cards[-1 - same].rank == last.rank:
        same += 1
    if same >= 2:
        items.append(ScoreItem(PAIR, tuple(cards[-same:]), PAIR_POINTS[same]))
    run = _run_length(cards)
    if run:
        items.append(ScoreItem(RUN, tuple(cards[-run:]), run))
    return Breakdown(tuple(items))


def _run_length(cards: list[Card]) -> int:
    """Longest run of 3+ formed by the most recent cards, in any order.

    The last k cards form a run exactly when their ranks are distinct and
    span k consecutive values, which is checked while growing k.
    """
    best = 0
    seen: set[int] = set()
    low, high = 99, 0
    for k, c in enumerate(reversed(cards), start=1):
        if c.rank in seen:
            break
        seen.add(c.rank)
        low, high = min(low, c.rank), max(high, c.rank)
        if k >= 3 and high - low == k - 1:
            best = k
    return best
