"""What a table asks its sound player for, and when: the shared presenter's ears.

``TableSounds(cue)`` turns each shown batch of events into its sounds
(``ui/sound/events.py``) and puts them in the presenter's step queue as a
cue (``cue`` is the step queue's ``StepQueue.cue``), so they play when the batch begins to show, in the order of its
events; a batch that ends the match drops its round end. ``turn(seat)`` is
called when the person at the screen may act again: the "your turn" sound
plays if somebody else moved (or a new deal came) since the last one, so a
person who acts twice in a row is not called twice. ``sink`` is where the
sounds go (the window's ``SoundPlayer``, a fake in tests, None: silent).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from muggins_desktop.engine.base import Event
from muggins_desktop.ui.sound.events import sounds_for_batch

#: Events after which the next turn of the person is news again.
FRESH_DEAL = ("round_start", "deal")
#: What the record of a match nobody has moved in yet holds (its deal is heard when it is shown).
OPENING = ("match_start", "round_start", "deal")


class SoundSink(Protocol):
    """Where a table's sounds go (``SoundPlayer.play_many``)."""

    def play_many(self, names: Iterable[str]) -> None: ...


class TableSounds:
    """The sounds of one table (see the module docstring)."""

    def __init__(self, cue: Callable[[Callable[[], None]], None]) -> None:
        self._cue = cue
        self.sink: SoundSink | None = None
        self._turn_due = True  # the next turn of the person is news (a "turn" sound)
        self._acted: set[int] = set()  # seats that acted since the last "turn" sound

    def new_match(self, record: list[Event], viewer: int | None) -> None:
        """A match is put on the table: a new one (nothing but its deal yet) is heard dealt."""
        self._turn_due, self._acted = True, set()
        if record and all(e.get("event") in OPENING for e in record):
            self.batch(record, viewer)

    def batch(self, events: list[Event], viewer: int | None) -> None:
        """Cue the sounds of a shown batch."""
        for event in events:
            seat = event.get("player")
            if isinstance(seat, int):
                self._acted.add(seat)
            if event.get("event") in FRESH_DEAL:
                self._turn_due = True
        names = sounds_for_batch(events, viewer)
        if "match_end" in names:
            names = [n for n in names if n != "round_end"]
        if names and self.sink is not None:
            self._cue(lambda: self.play(names))

    def turn(self, seat: int | None) -> None:
        """The person at ``seat`` may act now (after not being able to)."""
        if self._turn_due or self._acted - {seat}:
            self.play(["turn"])
        self._turn_due, self._acted = False, set()

    def play(self, names: list[str]) -> None:
        if self.sink is not None:
            self.sink.play_many(names)
