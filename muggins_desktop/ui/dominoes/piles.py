"""Piles of tiles that lay out their own children: the hand and the line.

As in libkcardgame, a pile is given a rectangle (``set_rect``) and a tile
size limit, and places its tiles itself; the scene never computes a tile's
pixels. Tiles are ``TileItem`` children of the scene (not of the pile) so
they can slide from one pile to another; the pile keeps them by key
(``items``), knows each one's place (``slots``, from its last ``lay_out``)
and moves them with the scene's ``animate_pos`` (``Pile.arrange``), so
``animationsDone`` covers them.

* ``HandPile``: upright tiles in one centred row (``lay_out(tiles, face_up)``).
* ``LinePile``: the snake of ``layout.fit_line_stable`` plus the two end slots
  (``lay_out(line, opening, sources)``); ``ends_at(pos, ends)`` finds the end
  a tile dropped at ``pos`` goes to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF

from muggins_desktop.engine.dominoes.line import End
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.dominoes.items import SlotItem
from muggins_desktop.ui.dominoes.layout import (
    FittedLine,
    fit_line_stable,
    hand_slots,
    stable_row_width,
)
from muggins_desktop.ui.dominoes.tile_item import TileItem
from muggins_desktop.ui.table.geometry import Rect
from muggins_desktop.ui.table.pile import PieceItem, Pile
from muggins_desktop.ui.table.scene import TableScene

Key = tuple[int, int]
MIN_HAND_TILE = 36.0  # pixels: narrower tiles overlap instead (issue 12 #12)


def qrect(r: Rect, dx: float = 0.0, dy: float = 0.0) -> QRectF:
    return QRectF(r.x + dx, r.y + dy, r.w, r.h)


class _TilePile(Pile):
    """Common bookkeeping: tiles by key, where each goes, added and dropped through the scene."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table
        self.items: dict[Key, TileItem] = {}
        self._targets: dict[Key, QPointF] = {}  # each tile's place (scene coordinates)
        self.max_unit = 30.0
        self.ms = 0  # slide time of the next ``lay_out``
        table.addItem(self)

    def pieces(self) -> list[PieceItem]:
        return list(self.items.values())

    def slots(self) -> list[QPointF]:
        return [self._targets.get(key, item.pos()) for key, item in self.items.items()]

    def _take(self, key: Key, make: Callable[[], TileItem], start: QPointF | None) -> tuple[TileItem, bool]:
        item = self.items.get(key)
        if item is not None:
            return item, False
        item = make()
        self.table.dress(item)  # the tile style the player chose
        self.items[key] = item
        self.table.addItem(item)
        if start is not None:
            item.setPos(start)
        return item, True

    def _drop_others(self, keep: set[Key]) -> None:
        for key in [k for k in self.items if k not in keep]:
            item = self.items.pop(key)
            self._targets.pop(key, None)
            self.table.forget(item)
            self.table.removeItem(item)

    def clear(self) -> None:
        self._drop_others(set())


class HandPile(_TilePile):
    """A player's tiles, upright in one row, as large as the rectangle allows."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.unit = 30.0

    def lay_out(self, tiles: Sequence[Tile], face_up: bool, sources: dict[Key, QPointF] | None = None) -> None:
        """Place ``tiles`` (engine ``Tile``s); new ones slide in from ``sources`` or appear."""
        area = QRectF(self.pos(), self._rect.size())
        self.unit, rects = hand_slots(
            len(tiles), area.width(), area.height(), max_unit=self.max_unit, min_unit=MIN_HAND_TILE
        )
        keep: set[Key] = set()
        order: dict[Key, TileItem] = {}
        for tile, rect in zip(tiles, rects, strict=False):
            key = tile.key
            keep.add(key)
            target = QPointF(area.x() + rect.x, area.y() + rect.y)
            start = (sources or {}).get(key) if self.ms > 0 else None
            make = partial(TileItem, tile.a, tile.b, face_up, key=tile)
            item, _fresh = self._take(key, make, target if start is None else start)
            item.set_face_up(face_up)
            item.set_pips(tile.a, tile.b)
            item.set_size(rect.w, rect.h)
            self._targets[key] = target
            order[key] = item
        self._drop_others(keep)
        self.items = order  # hand order: the keyboard cursor walks it
        self.arrange(self.ms)


class LinePile(_TilePile):
    """The line of play, laid out as a snake that always fits its rectangle."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.end_slots: dict[End, SlotItem] = {}
        self.fitted: FittedLine | None = None
        self.row_width: float | None = None  # kept for a whole round: the line never re-flows
        for end in (End.LEFT, End.RIGHT):
            slot = SlotItem(end)
            slot.hide()
            table.addItem(slot)
            self.end_slots[end] = slot

    def lay_out(self, line: Sequence[Tile], opening: int, sources: dict[Key, QPointF]) -> TileItem | None:
        """Place the ``line`` (engine tiles, left to right); return the newest item.

        A tile new to the line slides in from ``sources`` (the hand or the
        player's plaque) when given.
        """
        area = QRectF(self.pos(), self._rect.size())
        pairs = [(t.a, t.b) for t in line]
        opening = min(opening, max(0, len(pairs) - 1))
        w, h = max(1.0, area.width()), max(1.0, area.height())
        if self.row_width is None or len(pairs) <= 1:
            self.row_width = stable_row_width(w, h)
        self.fitted = fit_line_stable(pairs, opening, w, h, self.row_width, max_unit=self.max_unit) if pairs else None
        keep: set[Key] = set()
        newest: TileItem | None = None
        if self.fitted is not None:
            for placed, rect in self.fitted.tiles:
                tile = line[placed.index]
                keep.add(tile.key)
                target = qrect(rect, area.x(), area.y())
                item, fresh = self._take(
                    tile.key,
                    partial(TileItem, tile.a, tile.b, True, key=tile),
                    sources.get(tile.key, target.topLeft()) if self.ms > 0 else target.topLeft(),
                )
                if fresh:
                    newest = item
                item.set_pips(placed.first, placed.second)
                item.set_size(target.width(), target.height())
                item.set_state()
                self._targets[tile.key] = target.topLeft()
                self.table.animate_pos(item, target.topLeft(), self.ms)
            for end, slot_rect in zip(self.end_slots, (self.fitted.left_slot, self.fitted.right_slot), strict=False):
                if slot_rect is not None:
                    self.end_slots[end].set_rect(qrect(slot_rect, area.x(), area.y()))
        self._drop_others(keep)
        return newest

    def set_rect(self, rect: QRectF) -> None:
        if rect.size() != self._rect.size():
            self.row_width = None  # a new shape of table: choose the rows again
        super().set_rect(rect)

    def contains_scene(self, pos: QPointF) -> bool:
        return QRectF(self.pos(), self._rect.size()).contains(pos)

    def accepts_drop(self, pos: QPointF, grow: float = 0.0) -> bool:
        """On the line, or near one of its open ends (``grow`` pixels around a shown slot)."""
        near = (
            s.sceneBoundingRect().adjusted(-grow, -grow, grow, grow) for s in self.end_slots.values() if s.isVisible()
        )
        return self.contains_scene(pos) or any(rect.contains(pos) for rect in near)

    def ends_at(self, pos: QPointF, ends: Sequence[End | None], grow: float) -> list[End | None]:
        """The end a tile dropped at ``pos`` goes to (one, or none: a miss); ``ends`` are its legal ones."""
        if list(ends) == [None]:  # the opening tile: anywhere on the line
            return [None] if self.contains_scene(pos) else []
        for end in ends:
            slot = self.end_slots.get(end) if end is not None else None
            if slot is not None and slot.sceneBoundingRect().adjusted(-grow, -grow, grow, grow).contains(pos):
                return [end]
        return []
