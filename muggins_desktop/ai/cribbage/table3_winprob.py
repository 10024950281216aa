"""Each player's chance to win a three-player cribbage match from the scores.

A table over all three scores would hold millions of numbers, so the
shipped model (``tools/make_cribbage_table3_winprob.py``,
``cribbage_table3_winprob_data``) keeps, per place at the table and points
still needed, when a seat on its own would reach the target: in which deal
from now, in the play or at its show. The three seats are then raced as if
independent, in the order a deal is scored: the play first (a play reached
by two or three is shared evenly, as nobody knows who lays first), then the
shows from the dealer's left, the dealer last. The place moves one seat to
the right with every deal. docs/AI.md measures how close this is to whole
matches.
"""

from __future__ import annotations

import base64
import sys
from array import array

from muggins_desktop.ai.data import cribbage_table3_winprob_data as data

SIZE = data.SIZE
NEXT_PLACE = (2, 0, 1)  # the deal passes left: the dealer's left deals next, the dealer sits second

_PLACE_AFTER = ((0, 1, 2), NEXT_PLACE, tuple(NEXT_PLACE[p] for p in NEXT_PLACE))  # the place k deals on, k mod 3
Finish = tuple[tuple[int, tuple[float, ...]], ...]  # per need: (first event, chances from it)


def _decode(spans: list[int], blob: str) -> Finish:
    values = array("H")
    values.frombytes(base64.b64decode(blob))
    if sys.byteorder == "big":  # pragma: no cover - stored little-endian
        values.byteswap()
    out: list[tuple[int, tuple[float, ...]]] = []
    at = 0
    for span in spans:
        first, n = divmod(span, 100)
        out.append((first, tuple(v / 65535.0 for v in values[at : at + n])))
        at += n
    if at != len(values) or len(out) != SIZE:
        raise ValueError("The three-player cribbage win model has the wrong size.")
    return tuple(out)


_DEAL = tuple(_decode(s, "".join(b)) for s, b in zip(data.DEAL_SPANS, data.DEAL, strict=True))
_SHOW = tuple(_decode(s, "".join(b)) for s, b in zip(data.SHOW_SPANS, data.SHOW, strict=True))


def _slots(place: int, need: int, after_play: bool) -> dict[int, float]:
    """When this seat reaches the target, on the table's common clock: deal k's play is 4k, its shows 4k + 1..3."""
    first, chances = (_SHOW if after_play else _DEAL)[place][min(need, SIZE) - 1]
    out: dict[int, float] = {}
    for i, p in enumerate(chances):
        if p:
            k, at_show = divmod(first + i, 2)
            out[4 * k + (1 + _PLACE_AFTER[k % 3][place] if at_show else 0)] = p
    return out


def win_chances(needs: tuple[int, int, int], after_play: bool) -> tuple[float, float, float]:
    """Each place's chance to win; ``needs[place]``: points still needed (0 or less: already there).

    Places: 0 the dealer's left, 1 the next seat, 2 the dealer.
    ``after_play``: the play of this deal is over and the shows come next.
    """
    for place, need in enumerate(needs):
        if need <= 0:
            return tuple(1.0 if p == place else 0.0 for p in range(3))  # type: ignore[return-value]
    slots = [_slots(place, need, after_play) for place, need in enumerate(needs)]
    alive = [1.0, 1.0, 1.0]  # the chance each seat has not got there yet
    wins = [0.0, 0.0, 0.0]
    for t in sorted(set().union(*slots)):
        p = [s.get(t, 0.0) for s in slots]
        if t % 4 == 0:  # a play: seats that get there in the same play share it
            for i in range(3):
                if p[i]:
                    j, k = (i + 1) % 3, (i + 2) % 3
                    qj, qk = alive[j] - p[j], alive[k] - p[k]
                    wins[i] += p[i] * (qj * qk + (p[j] * qk + p[k] * qj) / 2.0 + p[j] * p[k] / 3.0)
        else:
            for i in range(3):
                if p[i]:
                    j, k = (i + 1) % 3, (i + 2) % 3
                    wins[i] += p[i] * alive[j] * alive[k]
        alive = [max(0.0, a - q) for a, q in zip(alive, p, strict=True)]
        if alive[0] + alive[1] + alive[2] - max(alive) < 1e-9:
            break  # at most one seat still racing: nothing more to share
    z = wins[0] + wins[1] + wins[2]
    if z <= 0.0:  # pragma: no cover - the model always gives someone the match
        return (1 / 3, 1 / 3, 1 / 3)
    return (wins[0] / z, wins[1] / z, wins[2] / z)


__all__ = ["SIZE", "win_chances"]
