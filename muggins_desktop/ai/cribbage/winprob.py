"""The chance to win a two-player or partnership cribbage match from the scores (tables by ``tools/``)."""

from __future__ import annotations

import base64
import sys
from array import array

from muggins_desktop.ai.data import cribbage_partner_winprob_data as partner_data
from muggins_desktop.ai.data import cribbage_winprob_data as data

SIZE = data.SIZE


def _decode(text: str) -> array[int]:
    values = array("H")
    values.frombytes(base64.b64decode(text))
    if sys.byteorder == "big":  # pragma: no cover - stored little-endian
        values.byteswap()
    if len(values) != SIZE * SIZE:
        raise ValueError("The cribbage win-probability table has the wrong size.")
    return values


_SHOW = _decode(data.SHOW)
_PARTNER_SHOW = _decode(partner_data.SHOW)


def _look(table: array[int], dealer_needs: int, pone_needs: int) -> float:
    if dealer_needs <= 0:
        return 1.0
    if pone_needs <= 0:
        return 0.0
    x = min(dealer_needs, SIZE)
    y = min(pone_needs, SIZE)
    return table[(x - 1) * SIZE + (y - 1)] / 65535.0


def _chance(table: array[int], my_need: int, their_need: int, i_deal: bool) -> float:
    """My side's chance from a table of the dealer's side's chances."""
    if i_deal:
        return _look(table, my_need, their_need)
    return 1.0 - _look(table, their_need, my_need)


def show_win(my_need: int, their_need: int, i_deal: bool) -> float:
    """My chance to win when the play is over and the pone counts next."""
    return _chance(_SHOW, my_need, their_need, i_deal)


def partner_show_win(my_need: int, their_need: int, we_deal: bool) -> float:
    """My side's chance to win a partnership match when the play is over (the dealer's left hand counts next)."""
    return _chance(_PARTNER_SHOW, my_need, their_need, we_deal)


__all__ = ["SIZE", "partner_show_win", "show_win"]
