"""How often sounds may come: a minimum gap per sound kind, and coalescing.

At the fast pace, or with reduced motion (where a whole batch of computer
moves can appear at once), a burst of table events must not become a
rattle. Pure logic with a clock passed in, so tests need no waiting.
"""

from __future__ import annotations

from dataclasses import dataclass

from muggins_desktop.ui.sound.events import PRIORITY


@dataclass(frozen=True)
class Pacing:
    """``same_gap_ms``: the least time between two sounds of one kind.

    ``any_gap_ms``: the least time between any two sounds (a more important
    sound may still cut in). ``stagger_ms``: the spacing of a batch's sounds
    one after another; 0 means a batch plays only its most important sound.
    """

    same_gap_ms: int
    any_gap_ms: int
    stagger_ms: int


PACINGS: dict[str, Pacing] = {
    "slow": Pacing(same_gap_ms=60, any_gap_ms=0, stagger_ms=140),
    "normal": Pacing(same_gap_ms=90, any_gap_ms=0, stagger_ms=90),
    "fast": Pacing(same_gap_ms=250, any_gap_ms=120, stagger_ms=0),
}
#: Reduced motion: moves appear without slides, so sounds are thinned as at "fast".
REDUCED = Pacing(same_gap_ms=250, any_gap_ms=150, stagger_ms=0)


def pacing_for(pace: str, reduced_motion: bool) -> Pacing:
    if reduced_motion:
        return REDUCED
    return PACINGS.get(pace, PACINGS["normal"])


def coalesce(names: list[str], pacing: Pacing) -> list[str]:
    """A batch's sounds as they will be played: repeats merged, or only the most important one.

    Consecutive repeats (five draws in a row) become one sound. Without
    stagger (fast, reduced motion) the batch keeps only its most important
    sound, the last of equals (the newest news).
    """
    merged = [n for i, n in enumerate(names) if i == 0 or names[i - 1] != n]
    if pacing.stagger_ms > 0 or len(merged) <= 1:
        return merged
    best = max(PRIORITY.get(n, 0) for n in merged)
    return [[n for n in merged if PRIORITY.get(n, 0) == best][-1]]


class Pacer:
    """Admits or drops each sound by the gaps of the current :class:`Pacing`."""

    def __init__(self, pacing: Pacing) -> None:
        self.pacing = pacing
        self._last_of: dict[str, float] = {}
        self._last: tuple[str, float] | None = None

    def admit(self, name: str, now_ms: float) -> bool:
        """True if ``name`` may play at ``now_ms``; records it if so.

        Dropped, never delayed: a sound that comes late no longer matches
        what the table shows.
        """
        last = self._last_of.get(name)
        if last is not None and now_ms - last < self.pacing.same_gap_ms:
            return False
        if self._last is not None and now_ms - self._last[1] < self.pacing.any_gap_ms:
            if PRIORITY.get(name, 0) <= PRIORITY.get(self._last[0], 0):
                return False
        self._last_of[name] = now_ms
        self._last = (name, now_ms)
        return True
