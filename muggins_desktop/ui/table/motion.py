"""Every slide and pause of a table, and the one report that they are all over.

A ``Motion`` runs property animations on graphics items and counts them;
when the last one finishes, or is stopped, it emits ``idle`` once and runs
the callbacks that were waiting for it. ``TableScene`` owns one for its felt,
and an item with moving parts of its own (the cribbage board's pegs) moves
them through the same one, so "the table is still" is a single fact instead
of one per kind of piece. A board made on its own (in a test) brings its own.

Nothing here knows a game; it only knows items, targets and durations.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QVariantAnimation,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject


class Motion(QObject):
    """The running animations of one table, and when they have all stopped."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: dict[object, QVariantAnimation] = {}
        self._idle_callbacks: list[Callable[[], None]] = []
        self._held = 0  # depth of ``held``: the report waits for its end
        self._idle_due = False

    @contextmanager
    def held(self) -> Iterator[None]:
        """Keep the "all still" report back until the block ends (see ``TableScene.showing``)."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._idle_due:
                self._idle_due = False
                self._check_idle()

    def animate_pos(
        self,
        item: QGraphicsObject,
        target: QPointF,
        ms: int,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> None:
        """Move ``item`` to ``target``: slide over ``ms`` milliseconds, or jump at 0.

        A newer move of the same item replaces the older one (which then
        counts as finished).
        """
        previous = self._running.pop(item, None)
        if previous is not None:
            previous.stop()
        if ms <= 0 or item.pos() == target:
            item.setPos(target)
            if previous is not None:
                self._check_idle()
            return
        anim = QPropertyAnimation(item, b"pos", self)
        anim.setDuration(int(ms))
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(easing)
        self._running[item] = anim
        anim.finished.connect(lambda it=item, a=anim: self._finished(it, a))
        anim.start()

    def hold_still(self, ms: int) -> None:
        """Let nothing happen for ``ms`` milliseconds, counted as a running animation."""
        if ms <= 0:
            return
        anim = QVariantAnimation(self)
        anim.setDuration(int(ms))
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        self._running[anim] = anim
        anim.finished.connect(lambda a=anim: self._finished(a, a))
        anim.start()

    def target_pos(self, item: QGraphicsObject) -> QPointF:
        """Where ``item`` is going (its position when it is not moving)."""
        anim = self._running.get(item)
        return anim.endValue() if anim is not None else item.pos()

    def moving(self, item: object) -> bool:
        """Whether ``item`` is on its way somewhere."""
        return item in self._running

    def forget(self, item: object) -> None:
        """Stop ``item``'s animation where it is (before the item leaves the scene or is deleted).

        An animation whose item is deleted stops without ``finished``; left
        here it would keep the table "moving" for ever.
        """
        anim = self._running.pop(item, None)
        if anim is not None:
            anim.stop()
            anim.deleteLater()
            self._check_idle()

    @property
    def animating(self) -> bool:
        return bool(self._running)

    def stop(self) -> None:
        """Jump every moving item to its end and report done."""
        running, self._running = self._running, {}
        for item, anim in running.items():
            end = anim.endValue()
            anim.stop()
            anim.deleteLater()
            if isinstance(item, QGraphicsObject):
                item.setPos(end)
        self._check_idle()

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` now if nothing moves, else once everything has stopped."""
        if not self._running:
            callback()
        else:
            self._idle_callbacks.append(callback)

    def _finished(self, item: object, anim: QVariantAnimation) -> None:
        if self._running.get(item) is anim:
            del self._running[item]
        anim.deleteLater()
        self._check_idle()

    def _check_idle(self) -> None:
        if self._running:
            return
        if self._held:
            self._idle_due = True
            return
        callbacks, self._idle_callbacks = self._idle_callbacks, []
        self.idle.emit()
        for callback in callbacks:
            callback()
