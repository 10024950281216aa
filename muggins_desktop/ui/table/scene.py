"""The table scene base: relayout on resize, animations that say when done.

A game's scene subclasses :class:`TableScene` and overrides ``layout(size)``
(place every pile and panel for a viewport of ``size`` pixels). Moving items
goes through :meth:`TableScene.animate_pos`; when the last running animation
finishes (or is stopped) the scene emits ``animationsDone`` once. A presenter
waits on that signal (``when_idle``) instead of guessing with timers.

API: ``relayout(size)``, ``layout(size)`` (override), ``size`` (QSizeF),
``animate_pos(item, target, ms)``, ``hold_still(ms)`` (a pause that counts as an
animation: the final position stays in view), ``animating``, ``stop_animations()``,
``when_idle(callback)``, signal ``animationsDone``.

Every table also has a ``notice`` (a short message in a dark pill, placed by
the game's ``layout``): ``show_notice(text)`` shows it for ``notice_ms``, or
until the next key or click when ``messages_stay`` is set (the settings).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QSizeF,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from muggins_desktop.ui.table.items import LabelItem


class TableScene(QGraphicsScene):
    """A scene laid out in viewport pixels, tracking its running animations."""

    animationsDone = Signal()

    def __init__(self, parent: QObject | None = None, notice_ms: int = 4000, notice_z: float = 70) -> None:
        super().__init__(parent)
        self.size = QSizeF(800, 600)
        self._running: dict[object, QVariantAnimation] = {}
        self._idle_callbacks: list[Callable[[], None]] = []
        self.messages_stay = False  # a notice stays until the next key or click (settings)
        self.notice_ms = notice_ms
        self.notice = LabelItem(bold=True)
        self.notice.badge = True
        self.notice.setZValue(notice_z)
        self.addItem(self.notice)
        self.notice_timer = QTimer(self)
        self.notice_timer.setSingleShot(True)
        self.notice_timer.timeout.connect(self.clear_notice)

    # ------------------------------------------------------------ layout
    def relayout(self, size: QSizeF) -> None:
        """Remember ``size`` and place everything for it."""
        self.size = QSizeF(size)
        self.layout(self.size)

    def layout(self, size: QSizeF) -> None:
        """Place every item for a viewport of ``size`` (subclasses override)."""

    # ------------------------------------------------------------ the notice
    def show_notice(self, text: str, ms: int | None = None) -> None:
        """A short message on the felt, for ``ms`` (default ``notice_ms``) or until a key or click."""
        self.notice.set_text(text)
        if not self.messages_stay:
            self.notice_timer.start(self.notice_ms if ms is None else ms)

    def clear_notice(self) -> None:
        """Take the short message off the felt."""
        self.notice_timer.stop()
        self.notice.set_text("")

    # ------------------------------------------------------------ animation
    def animate_pos(self, item: QGraphicsObject, target: QPointF, ms: int) -> None:
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
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._running[item] = anim
        anim.finished.connect(lambda it=item, a=anim: self._finished(it, a))
        anim.start()

    def hold_still(self, ms: int) -> None:
        """Let nothing happen for ``ms`` milliseconds, as a running animation.

        A presenter that waits for ``animationsDone`` thereby keeps the table
        as it is (the last tile of a round, say) before a panel covers it.
        """
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

    def forget(self, item: QGraphicsObject) -> None:
        """Stop ``item``'s animation (before removing it from the scene)."""
        anim = self._running.pop(item, None)
        if anim is not None:
            anim.stop()
            anim.deleteLater()
            self._check_idle()

    @property
    def animating(self) -> bool:
        return bool(self._running)

    def stop_animations(self) -> None:
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
        callbacks, self._idle_callbacks = self._idle_callbacks, []
        self.animationsDone.emit()
        for callback in callbacks:
            callback()
