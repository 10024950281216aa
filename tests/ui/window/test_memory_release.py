"""The pages a replaced table freed go back to the system (ui/app/memory.py)."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QWidget

from muggins_desktop.ui.app import memory
from muggins_desktop.ui.window.side_panels import GameArea


class _Table(QWidget):
    """A stand-in for a table: only what the game area reads of it."""

    game = "dominoes"


def test_release_is_a_no_op_when_switched_off(monkeypatch) -> None:
    monkeypatch.setattr(memory, "enabled", False)
    assert memory.release_freed_memory() is False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="malloc_trim is glibc's")
def test_release_trims_on_glibc() -> None:
    if not memory._malloc_trim():
        pytest.skip("not glibc")
    assert memory.release_freed_memory() is True


def test_a_replaced_table_is_released_once_it_is_gone(qtbot, monkeypatch) -> None:
    calls: list[bool] = []
    monkeypatch.setattr(memory, "release_freed_memory", lambda: calls.append(True) or True)
    area = GameArea()
    qtbot.addWidget(area)
    first, second = _Table(), _Table()
    child = QWidget(first)
    alive = {"first": True, "child": True}
    first.destroyed.connect(lambda: alive.__setitem__("first", False))
    child.destroyed.connect(lambda: alive.__setitem__("child", False))
    area.set_table(first)
    area.set_table(second)
    assert calls == []  # deleted later, released after that
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert not alive["first"] and not alive["child"]
    qtbot.waitUntil(lambda: calls == [True])
    area.set_table(_Table())
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    qtbot.waitUntil(lambda: len(calls) == 2)
