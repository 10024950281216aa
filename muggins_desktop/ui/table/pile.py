"""Pieces (tiles, cards) and the piles that hold them: the libkcardgame idea, once for both games.

A ``PieceItem`` paints itself from its state and says whether it takes a
click (``clickable``) and a drag (``draggable``); it has no mouse code of its
own. The table scene (``scene.TableScene``) handles the press, the drag
threshold, the drag and the drop or click for every piece, and tells the
game with ``itemClicked`` / ``dragStarted`` / ``itemDropped``.

A ``Pile`` holds pieces and knows where each goes: ``slots()`` (one point per
piece, in the coordinates the pieces are placed in) and ``arrange(ms)``,
which moves every piece that is not being dragged to its slot (sliding over
``ms`` when given). ``accepts_drop(pos)`` says whether a piece dropped at a
scene point lands on it.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from muggins_desktop.ui.table.items import BoxItem


@runtime_checkable
class Animating(Protocol):
    """A scene that slides items (``TableScene``; named here so this module need not import it)."""

    def animate_pos(self, item: QGraphicsObject, target: QPointF, ms: int) -> None: ...


class PieceItem(QGraphicsObject):
    """A tile or card on the felt: painting and state only; the scene does the input."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.clickable = False  # a press and release here is a click
        self.draggable = False  # it may be dragged (and dropped on a pile)
        self.dragging = False  # the scene is dragging it now
        # Qt delivers no mouse events to a piece: the scene takes them (``TableScene``).
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def hits(self, point: QPointF) -> bool:
        """Whether a press at ``point`` (item coordinates) is on the piece itself."""
        return self.boundingRect().contains(point)

    def drag_threshold(self) -> float:
        """How far (Manhattan, in pixels) the mouse moves before a press becomes a drag."""
        return 6.0

    def set_pointing(self, on: bool) -> None:
        """A pointing hand over pieces that can be used now."""
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)


class Pile(BoxItem):
    """A place on the table that holds pieces and puts each one in its slot."""

    def pieces(self) -> list[PieceItem]:
        """The pieces, in slot order."""
        return []

    def slots(self) -> list[QPointF]:
        """Where each piece goes (subclasses: the pile's policy)."""
        return [QPointF(0, 0) for _ in self.pieces()]

    def arrange(self, ms: int = 0) -> None:
        """Move every piece that is not being dragged to its slot, sliding over ``ms``."""
        scene = self.scene()
        for piece, pos in zip(self.pieces(), self.slots(), strict=False):
            if piece.dragging:
                continue
            if isinstance(scene, Animating):
                scene.animate_pos(piece, pos, ms)
            else:
                piece.setPos(pos)

    def accepts_drop(self, pos: QPointF) -> bool:
        """Whether a piece dropped at scene point ``pos`` lands on this pile."""
        return self.sceneBoundingRect().contains(pos)
