"""Python's cycle collector held off while a computer player thinks.

A pegging decision makes a few hundred thousand short-lived tuples. None of
them are in reference cycles, so reference counting frees every one, but
each allocation still counts towards the collector's next pass, and those
passes (which also walk the whole app's objects) took about a tenth of a
hard decision's time (docs/AI.md, "Thirteenth pass"). Holding the collector
off for the decision and letting it run after changes no move.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """Hold the cycle collector off inside the block; it is on again after it if it was on before.

    Nested or overlapping blocks (two threads) leave it on once the last
    block that found it on has ended.
    """
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


__all__ = ["paused"]
