"""The dominoes table as a round ended, for the panels about that round.

The engine deals the next round in the same move that ends one, so the view
after the move already shows the new deal. ``closing_view`` rebuilds the
table as it stood at the end: the view last shown, with the round's last
events laid on it (the winning tile on the line, a last draw in its hand),
nobody to act, and the record cut where the next deal begins.
"""

from __future__ import annotations

from dataclasses import replace

from muggins_desktop.engine.base import Event
from muggins_desktop.engine.dominoes.line import End, lay
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.engine.dominoes.view import DominoView, EventLog


def closing_view(before: DominoView, after: DominoView, head: list[Event], tail: list[Event]) -> DominoView:
    """``before`` with the plays and draws of ``head`` applied (see the module docstring)."""
    line = list(before.line)
    hand = list(before.hand)
    counts = list(before.hand_counts)
    boneyard = before.boneyard_count
    scores = before.scores
    for event in head:
        kind = event.get("event")
        seat = event.get("player")
        if kind == "play" and isinstance(seat, int):
            a, b = event["tile"]
            tile = Tile(a, b)
            if not line:
                line = [tile]
            elif event.get("end") == End.LEFT.value:
                line.insert(0, lay(tile, End.LEFT, line[0].a))
            else:
                line.append(lay(tile, End.RIGHT, line[-1].b))
            if seat == before.seat:
                hand = [t for t in hand if t != tile]  # a tile equals itself turned round
            counts[seat] = max(0, counts[seat] - 1)
        elif kind == "draw" and isinstance(seat, int):
            counts[seat] += 1
            boneyard = max(0, boneyard - 1)
            drawn = event.get("tile")
            if seat == before.seat and drawn is not None:
                hand.append(Tile(drawn[0], drawn[1]))
        if "scores" in event:
            scores = tuple(int(s) for s in event["scores"])
    events = list(after.public_events)
    kept = EventLog(events, max(0, len(events) - len(tail)))
    return replace(
        before,
        scores=scores,
        hand=tuple(hand),
        line=tuple(line),
        ends=(line[0].a, line[-1].b) if line else None,
        hand_counts=tuple(counts),
        boneyard_count=boneyard,
        to_act=None,
        legal_actions=(),
        forced_tile=None,
        public_events=kept,
        record_length=max(0, after.record_length - len(tail)),
    )
