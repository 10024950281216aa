"""The settings store announces exactly the fields that changed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.app.settings_store import SettingsStore, changed_fields


def test_changed_names_only_the_fields_that_differ() -> None:
    assert changed_fields(Settings(), Settings(pace="fast", hints=False)) == {"pace", "hints"}
    assert changed_fields(Settings(), Settings()) == frozenset()


def test_update_emits_once_with_the_changed_fields(qapp: object) -> None:
    store = SettingsStore(Settings())
    seen: list[frozenset[str]] = []
    store.changed.connect(seen.append)
    store.update(Settings(pace="slow"))
    store.update(Settings(pace="slow"))  # nothing new: nothing said
    assert seen == [frozenset({"pace"})]
    assert store.settings.pace == "slow"


def test_subscribers_hear_only_their_fields(qapp: object) -> None:
    store = SettingsStore()
    heard: list[str] = []
    store.subscribe(["theme"], lambda s: heard.append(s.theme), now=True)
    store.replace(pace="fast")
    store.replace(theme="blue")
    assert heard == ["green", "blue"]


def test_a_destroyed_owner_stops_hearing(qapp: object) -> None:
    store = SettingsStore()
    owner = QObject()
    heard: list[str] = []
    store.subscribe(["theme"], lambda s: heard.append(s.theme), owner=owner)
    owner.deleteLater()
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(owner, QEvent.Type.DeferredDelete)
    store.replace(theme="dark")
    assert heard == []


def test_the_copy_handed_out_cannot_change_the_store(qapp: object) -> None:
    store = SettingsStore()
    copy = store.settings
    copy.seat_levels[0] = "hard"
    assert store.settings.seat_levels[0] == "medium"


def test_unknown_fields_are_refused(qapp: object) -> None:
    with pytest.raises(ValueError, match="unknown"):
        SettingsStore().subscribe(["no_such_field"], lambda s: None)
