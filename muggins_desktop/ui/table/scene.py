"""The table scene base: relayout on resize, animations that say when done.

A game's scene subclasses :class:`TableScene` and overrides ``layout(size)``
(place every pile and panel for a viewport of ``size`` pixels). Moving items
goes through :meth:`TableScene.animate_pos` (kept by the scene's ``motion``,
ui/table/motion.py, which items with moving parts of their own share); when
the last running animation finishes (or is stopped) the scene emits
``animationsDone`` once. A presenter
waits on that signal (``when_idle``) instead of guessing with timers.

API: ``relayout(size)``, ``layout(size)`` (override), ``size`` (QSizeF),
``animate_pos(item, target, ms)``, ``hold_still(ms)`` (a pause that counts as an
animation: the final position stays in view), ``animating``, ``stop_animations()``,
``when_idle(callback)``, signal ``animationsDone``.

Input lives here, once for both games (``kcardscene.cpp``'s idea): a press
on a ``PieceItem`` that no other item took is followed; moved past the
piece's drag threshold it becomes a drag (the piece follows the mouse, above
everything, and ``dragStarted(piece)`` fires), released it is a drop
(``itemDropped(piece, pile, pos)``, the pile from ``drop_target(pos)``, None
for nowhere) or else a click (``itemClicked(piece)``). The keyboard cursor
moves over ``focus_pieces()`` with ``move_focus(step)``, which says where it
went with ``focusMoved(piece)``; the game decides what that means.

The scene holds the player's looks (``looks``, a ``Looks``): ``set_looks``
hands a new choice to every ``Themed`` item (ui/table/themed.py), which
repaints only when its own part changed; ``dress(item)`` gives a new item
the current looks before it is first painted.

Every table also has a ``notice`` (a short message in a dark pill, placed by
the game's ``layout``): ``show_notice(text)`` shows it for ``notice_ms``, or
until the next key or click when ``messages_stay`` is set (the settings).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QSizeF, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsSceneMouseEvent

from muggins_desktop.ui.looks.themes import DEFAULT_LOOKS, Looks
from muggins_desktop.ui.table.items import LabelItem
from muggins_desktop.ui.table.motion import Motion
from muggins_desktop.ui.table.pile import PieceItem, Pile
from muggins_desktop.ui.table.themed import Themed


class _Press:
    """A press on a piece being followed: where, and where the piece was."""

    def __init__(self, piece: PieceItem, at: QPointF) -> None:
        self.piece = piece
        self.at = QPointF(at)
        self.home = QPointF(piece.pos())
        self.z = piece.zValue()


class TableScene(QGraphicsScene):
    """A scene laid out in viewport pixels, tracking its running animations."""

    animationsDone = Signal()
    itemClicked = Signal(object)  # the piece
    dragStarted = Signal(object)  # the piece
    itemDropped = Signal(object, object, QPointF)  # the piece, the pile it landed on (or None), the scene point
    focusMoved = Signal(object)  # the piece the keyboard cursor moved to

    def __init__(self, parent: QObject | None = None, notice_ms: int = 4000, notice_z: float = 70) -> None:
        super().__init__(parent)
        self.size = QSizeF(800, 600)
        self.motion = Motion(self)  # every slide and pause on this felt (ui/table/motion.py)
        self.motion.idle.connect(self.animationsDone)
        self.messages_stay = False  # a notice stays until the next key or click (settings)
        self.notice_ms = notice_ms
        self.notice = LabelItem(bold=True)
        self.notice.badge = True
        self.notice.setZValue(notice_z)
        self.addItem(self.notice)
        self.notice_timer = QTimer(self)
        self.notice_timer.setSingleShot(True)
        self.notice_timer.timeout.connect(self.clear_notice)
        self._press: _Press | None = None
        self.looks: Looks = DEFAULT_LOOKS

    # ------------------------------------------------------------ looks
    def set_looks(self, looks: Looks) -> int:
        """Paint with ``looks`` from now on; returns how many items had to repaint."""
        if looks == self.looks:
            return 0
        self.looks = looks
        return sum(1 for item in self.items() if isinstance(item, Themed) and item.set_looks(looks))

    def dress(self, item: Themed) -> None:
        """Give a new item the scene's looks (before it is first painted)."""
        item.set_looks(self.looks)

    # ------------------------------------------------------------ layout
    def relayout(self, size: QSizeF) -> None:
        """Remember ``size`` and place everything for it."""
        self.size = QSizeF(size)
        with self.showing():
            self.layout(self.size)

    @contextmanager
    def showing(self) -> Iterator[None]:
        """Hold the "all still" report while a state is being put on the felt.

        Placing items can end a slide at once (an item jumps to where it was
        sliding). Reported there, the step queue showed the next state from
        inside this one, and the rest of this one was then painted over it: a
        drawn tile that fits both ends lost its glowing ends while the
        presenter still offered them. The report now waits for the end.
        """
        with self.motion.held():
            yield

    def layout(self, size: QSizeF) -> None:
        """Place every item for a viewport of ``size`` (subclasses override)."""

    # ------------------------------------------------------------ input
    def piece_at(self, pos: QPointF) -> PieceItem | None:
        """The topmost piece under ``pos`` that takes a click or a drag now."""
        for item in self.items(pos):
            if isinstance(item, PieceItem) and (item.clickable or item.draggable) and item.hits(item.mapFromScene(pos)):
                return item
        return None

    def drop_target(self, pos: QPointF) -> Pile | None:
        """The pile a piece dropped at ``pos`` lands on (games may widen the rule)."""
        for item in self.items(pos):
            if isinstance(item, Pile) and item.accepts_drop(pos):
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)  # buttons, panels and plaques first, as Qt delivers it
        if event.isAccepted() or event.button() != Qt.MouseButton.LeftButton:
            return
        piece = self.piece_at(event.scenePos())
        if piece is not None:
            self._press = _Press(piece, event.scenePos())
            event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self._press
        if press is None:
            super().mouseMoveEvent(event)
            return
        piece = press.piece
        delta = event.scenePos() - press.at
        if not piece.dragging and piece.draggable and delta.manhattanLength() > piece.drag_threshold():
            piece.dragging = True
            piece.setZValue(press.z + 50)
            self.forget(piece)  # a slide in progress gives way to the hand
            self.dragStarted.emit(piece)
        if piece.dragging:
            piece.setPos(press.home + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None:
            super().mouseReleaseEvent(event)
            return
        piece, pos = press.piece, event.scenePos()
        if piece.dragging:
            piece.dragging = False
            piece.setZValue(press.z)
            self.itemDropped.emit(piece, self.drop_target(pos), pos)
        elif piece.hits(piece.mapFromScene(pos)):
            self.itemClicked.emit(piece)

    def focus_pieces(self) -> list[PieceItem]:
        """Where the keyboard cursor may go, in order (games override)."""
        return []

    def focused_piece(self) -> PieceItem | None:
        """The piece the keyboard cursor is on (games override)."""
        return None

    def move_focus(self, step: int) -> None:
        """Move the keyboard cursor ``step`` pieces on (wrapping; from nowhere: the first or the last)."""
        pieces = self.focus_pieces()
        if not pieces:
            return
        current = self.focused_piece()
        if current in pieces:
            index = pieces.index(current) + step
        else:
            index = 0 if step > 0 else len(pieces) - 1
        self.focusMoved.emit(pieces[index % len(pieces)])

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
        self.motion.animate_pos(item, target, ms, easing)

    def hold_still(self, ms: int) -> None:
        """Let nothing happen for ``ms`` milliseconds, as a running animation.

        A presenter that waits for ``animationsDone`` thereby keeps the table
        as it is (the last tile of a round, a finished count) before it goes on.
        """
        self.motion.hold_still(ms)

    def target_pos(self, item: QGraphicsObject) -> QPointF:
        """Where ``item`` is going (its position when it is not moving)."""
        return self.motion.target_pos(item)

    def forget(self, item: QGraphicsObject) -> None:
        """Stop ``item``'s animation (before removing it from the scene)."""
        self.motion.forget(item)

    @property
    def animating(self) -> bool:
        return self.motion.animating

    def stop_animations(self) -> None:
        """Jump every moving item to its end and report done."""
        self.motion.stop()

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` now if nothing moves, else once everything has stopped."""
        self.motion.when_idle(callback)
