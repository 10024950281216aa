"""The one live copy of the player's settings, and the news of their changes.

Every part of the window that depends on a preference (the table's pace, the
scene's message timing, the voice, the start page's theme, the language)
subscribes here to the fields it reads, instead of having values pushed into
attributes it never declared. The store holds storage's ``Settings`` and only
ever replaces it whole, so a reader never sees half of an edit.

``changed`` carries the frozenset of field names whose values differ from the
previous settings; ``subscribe`` filters it (qutebrowser's ``change_filter``
idea), calling back with the new settings when any named field changed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, Signal

from muggins_desktop.storage.settings import Settings

ALL_FIELDS: frozenset[str] = frozenset(f.name for f in dataclasses.fields(Settings))


def changed_fields(old: Settings, new: Settings) -> frozenset[str]:
    """The names of the fields whose values differ between ``old`` and ``new``."""
    before, after = dataclasses.asdict(old), dataclasses.asdict(new)
    return frozenset(name for name in ALL_FIELDS if before[name] != after[name])


class SettingsStore(QObject):
    """Holds the current ``Settings`` and announces which fields changed."""

    changed = Signal(frozenset)

    def __init__(self, settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings.copy() if settings is not None else Settings()

    @property
    def settings(self) -> Settings:
        """A copy of the current settings (editing it changes nothing here)."""
        return self._settings.copy()

    @property
    def current(self) -> Settings:
        """The current settings object itself, for cheap reads; never edit it."""
        return self._settings

    def update(self, settings: Settings) -> frozenset[str]:
        """Take ``settings`` as the new current ones and announce what changed.

        Nothing is announced when no field changed. Returns the changed names.
        """
        new = settings.copy()
        names = changed_fields(self._settings, new)
        self._settings = new
        if names:
            self.changed.emit(names)
        return names

    def replace(self, **values: object) -> frozenset[str]:
        """Change a few fields by name (``store.replace(pace="fast")``)."""
        return self.update(dataclasses.replace(self._settings, **values))  # type: ignore[arg-type]

    def subscribe(
        self,
        fields: Iterable[str],
        callback: Callable[[Settings], None],
        *,
        now: bool = False,
        owner: QObject | None = None,
    ) -> None:
        """Call ``callback(settings)`` whenever one of ``fields`` changes.

        ``now`` also calls it once at once, so a new part starts in step.
        With ``owner`` the connection goes away when that object is destroyed.
        """
        wanted = frozenset(fields)
        unknown = wanted - ALL_FIELDS
        if unknown:
            raise ValueError(f"unknown settings fields: {sorted(unknown)}")

        def relay(names: frozenset[str]) -> None:
            if names & wanted:
                callback(self._settings)

        handle = self.changed.connect(relay)
        if owner is not None:  # undoing a connection whose sender has gone is harmless
            owner.destroyed.connect(lambda *_: QObject.disconnect(handle))
        if now:
            callback(self._settings)
