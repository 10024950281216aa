"""The events of a match as the screen may show them: redacted once, for one viewer.

Everything on the screen (the table's presenter, the match log, the score
sheet, the spoken announcements) shows the same events to the same eyes.
``ScreenFeed`` works out those eyes in one place (``viewer``: the only person
at the screen, else nobody, so a hot-seat table never shows what one of its
players may not see), redacts each batch of applied events once and hands it
on with ``shown``. ``record()`` is the whole record for the same viewer (a
resumed match, a language switch).

The controller makes its feed (``controller.feed``) before anything else
connects to ``eventsApplied``, so ``shown`` fires first, in the same turn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal, SignalInstance

from muggins_desktop.engine.base import Event


def screen_viewer(humans: Sequence[int]) -> int | None:
    """Whose eyes the screen shows: the only person, else nobody (None)."""
    return humans[0] if len(humans) == 1 else None


class ScreenFeed(QObject):
    """Redacts each batch of applied events once for the person at the screen."""

    shown = Signal(list)  # list[Event]: the batch as the viewer may see it

    def __init__(
        self,
        applied: SignalInstance,
        humans: Callable[[], Sequence[int]],
        redact: Callable[[Event, int | None], Event],
        record: Callable[[int | None], list[Event]],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._humans = humans
        self._redact = redact
        self._record = record
        applied.connect(self._relay)

    @property
    def viewer(self) -> int | None:
        """The seat whose view the screen shows, None when there is not exactly one person."""
        return screen_viewer(self._humans())

    def record(self) -> list[Event]:
        """The whole record as the screen may show it."""
        return self._record(self.viewer)

    def redact(self, event: Event) -> Event:
        """One event as the screen may show it."""
        return self._redact(event, self.viewer)

    def _relay(self, events: list[Event]) -> None:
        viewer = self.viewer
        self.shown.emit([self._redact(e, viewer) for e in events])
