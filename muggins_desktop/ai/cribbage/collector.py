"""Python's cycle collector held off while a computer player thinks.

A pegging decision makes a few hundred thousand short-lived tuples, none in
a reference cycle, so reference counting frees them all; but each still
counts towards the collector's next pass, and those passes (which walk all
the app's objects) took about a tenth of a decision. Holding the collector
off for the decision changes no move.
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
