"""Piles of tiles that lay out their own children: the hand and the line.

As in libkcardgame, a pile is given a rectangle (``set_rect``) and a tile
size limit, and places its tiles itself; the scene never computes a tile's
pixels. Tiles are ``TileItem`` children of the scene (not of the pile) so
they can slide from one pile to another; the pile keeps them by key and
moves them with the scene's ``animate_pos``, so ``animationsDone`` covers
them.

* ``HandPile``: upright tiles in one centred row (``lay_out(tiles, face_up)``).
* ``LinePile``: the snake of ``layout.fit_line_stable`` plus the two end slots
  (``lay_out(line, opening, sources)``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF

from muggins_desktop.ui.dominoes.items import SlotItem
from muggins_desktop.ui.dominoes.layout import (
    FittedLine,
    Rect,
    fit_line_stable,
    hand_slots,
    stable_row_width,
)
from muggins_desktop.ui.dominoes.tile_item import TileItem
from muggins_desktop.ui.table.items import BoxItem
from muggins_desktop.ui.table.scene import TableScene

Key = tuple[int, int]
MIN_HAND_TILE = 36.0  # pixels: narrower tiles overlap instead (issue 12 #12)


def qrect(r: Rect, dx: float = 0.0, dy: float = 0.0) -> QRectF:
    return QRectF(r.x + dx, r.y + dy, r.w, r.h)


class _Pile(BoxItem):
    """Common bookkeeping: tiles by key, added and dropped through the scene."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table
        self.items: dict[Key, TileItem] = {}
        self.max_unit = 30.0
        self.ms = 0  # slide time of the next ``lay_out``
        table.addItem(self)

    def _take(self, key: Key, make: Callable[[], TileItem], start: QPointF | None) -> tuple[TileItem, bool]:
        item = self.items.get(key)
        if item is not None:
            return item, False
        item = make()
        self.items[key] = item
        self.table.addItem(item)
        if start is not None:
            item.setPos(start)
        return item, True

    def _drop_others(self, keep: set[Key]) -> None:
        for key in [k for k in self.items if k not in keep]:
            item = self.items.pop(key)
            self.table.forget(item)
            self.table.removeItem(item)

    def clear(self) -> None:
        self._drop_others(set())


class HandPile(_Pile):
    """A player's tiles, upright in one row, as large as the rectangle allows."""

    def __init__(self, table: TableScene, connect: Callable[[TileItem], None]) -> None:
        super().__init__(table)
        self._connect_tile = connect
        self.unit = 30.0

    def lay_out(self, tiles: Sequence[Any], face_up: bool, sources: dict[Key, QPointF] | None = None) -> None:
        """Place ``tiles`` (engine ``Tile``s); new ones slide in from ``sources`` or appear."""
        area = QRectF(self.pos(), self._rect.size())
        self.unit, rects = hand_slots(
            len(tiles), area.width(), area.height(), max_unit=self.max_unit, min_unit=MIN_HAND_TILE
        )
        keep: set[Key] = set()
        for tile, rect in zip(tiles, rects, strict=False):
            key = tile.key
            keep.add(key)
            target = QPointF(area.x() + rect.x, area.y() + rect.y)
            start = (sources or {}).get(key) if self.ms > 0 else None

            def make(t: Any = tile) -> TileItem:
                item = TileItem(t.a, t.b, face_up, key=t)
                self._connect_tile(item)
                return item

            self._take(key, make, start if start is not None else target)
            item = self.items[key]
            item.set_face_up(face_up)
            item.set_pips(tile.a, tile.b)
            item.set_size(rect.w, rect.h)
            self.table.animate_pos(item, target, self.ms)
        self._drop_others(keep)


class LinePile(_Pile):
    """The line of play, laid out as a snake that always fits its rectangle."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.slots = {}
        self.fitted: FittedLine | None = None
        self.row_width: float | None = None  # kept for a whole round: the line never re-flows
        from muggins_desktop.engine.dominoes.line import End

        for end in (End.LEFT, End.RIGHT):
            slot = SlotItem(end)
            slot.hide()
            table.addItem(slot)
            self.slots[end] = slot

    def lay_out(self, line: Sequence[Any], opening: int, sources: dict[Key, QPointF]) -> TileItem | None:
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
                self.table.animate_pos(item, target.topLeft(), self.ms)
            for end, slot_rect in zip(self.slots, (self.fitted.left_slot, self.fitted.right_slot), strict=False):
                if slot_rect is not None:
                    self.slots[end].set_rect(qrect(slot_rect, area.x(), area.y()))
        self._drop_others(keep)
        return newest

    def set_rect(self, rect: QRectF) -> None:
        if rect.size() != self._rect.size():
            self.row_width = None  # a new shape of table: choose the rows again
        super().set_rect(rect)

    def contains_scene(self, pos: QPointF) -> bool:
        return QRectF(self.pos(), self._rect.size()).contains(pos)
