"""Where the tiles of the line go: a snake laid out in tile units.

Pure geometry, no Qt, so it can be tested on its own. The unit is the short
side of a tile: a tile lying along the line is 2 x 1, a double lies crosswise
(1 along the line, 2 across). The opening tile sits at the origin; the right
arm runs to the right, turns down at the table's edge and comes back, then
turns again, and so on; the left arm does the same mirrored (left, then up).
The two arms therefore never meet: one fills the space below the opening
row, the other the space above it.

``fit_line_stable`` keeps one row width for a whole round (chosen from the
area's shape by ``stable_row_width``) and scales the picture to fit, so the
whole line is always visible and a tile once laid never moves or turns.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from muggins_desktop.ui.table.geometry import Rect

Pair = tuple[int, int]


@dataclass(frozen=True)
class PlacedTile:
    """One tile of the line: its rectangle and the pips of each half.

    ``first`` is drawn in the top half (vertical tile) or the left half
    (horizontal tile), ``second`` in the other one; ``index`` is its position
    in the line counted from the left.
    """

    index: int
    rect: Rect
    first: int
    second: int

    @property
    def horizontal(self) -> bool:
        return self.rect.w > self.rect.h

    @property
    def is_double(self) -> bool:
        return self.first == self.second


@dataclass(frozen=True)
class LineLayout:
    """The line in tile units plus where the next tile at each end would go."""

    tiles: tuple[PlacedTile, ...]
    left_slot: Rect | None
    right_slot: Rect | None
    row_width: float

    def bounds(self) -> Rect:
        rects = [t.rect for t in self.tiles]
        rects += [r for r in (self.left_slot, self.right_slot) if r is not None]
        if not rects:
            return Rect(-1, -0.5, 2, 1)
        x0 = min(r.x for r in rects)
        y0 = min(r.y for r in rects)
        x1 = max(r.right for r in rects)
        y1 = max(r.bottom for r in rects)
        return Rect(x0, y0, x1 - x0, y1 - y0)


@dataclass(frozen=True)
class FittedLine:
    """A line laid out and scaled to pixels inside a given area."""

    layout: LineLayout
    unit: float  # pixels per tile unit
    dx: float
    dy: float

    def rect_of(self, rect: Rect) -> Rect:
        return rect.scaled(self.unit, self.dx, self.dy)

    @property
    def tiles(self) -> list[tuple[PlacedTile, Rect]]:
        return [(t, self.rect_of(t.rect)) for t in self.layout.tiles]

    @property
    def left_slot(self) -> Rect | None:
        return None if self.layout.left_slot is None else self.rect_of(self.layout.left_slot)

    @property
    def right_slot(self) -> Rect | None:
        return None if self.layout.right_slot is None else self.rect_of(self.layout.right_slot)


# ------------------------------------------------------------------ one arm
class _Arm:
    """Walks one arm outward from the opening tile, turning at the edges.

    ``h`` is the arm's first horizontal direction (+1 right, -1 left) and
    ``v`` the way its rows advance (+1 down for the right arm, -1 up for the
    left arm). The cursor ``(px, py)`` is the midpoint of the open end's edge.
    """

    def __init__(self, start_x: float, h: int, v: int, xmin: float, xmax: float) -> None:
        self.px, self.py = start_x, 0.0
        self.h, self.v = h, v
        self.xmin, self.xmax = xmin, xmax
        self.row_y = 0.0
        self.mode = "run"  # "run": along a row; "drop": going to the next row

    def _room(self, extent: float) -> bool:
        """Is there room for ``extent`` more units plus one corner tile?"""
        if self.h > 0:
            return self.px + extent + 1 <= self.xmax + 1e-9
        return self.px - extent - 1 >= self.xmin - 1e-9

    def place(self, double: bool) -> tuple[Rect, int]:
        """Place the next tile; return its rectangle and its travel direction.

        The direction says which half joins the line: (+1/-1, 'x' or 'y')
        encoded as +-1 for x and +-2 for y.
        """
        h, v = self.h, self.v
        if self.mode == "run":
            if double:
                if self._room(1) or not self._room(0):
                    # Crosswise in the row (also when not even a corner fits:
                    # the caller widens the rows in that case).
                    x = self.px if h > 0 else self.px - 1
                    rect = Rect(x, self.row_y - 1, 1, 2)
                    self.px += h
                    return rect, h
                # A double that reaches the edge turns the line from its side.
                x = self.px if h > 0 else self.px - 1
                rect = Rect(x, self.row_y - 1, 1, 2)
                self.px, self.py = x + 0.5, self.row_y + v
                self.mode = "drop"
                return rect, 2 * v
            if self._room(2):
                x = self.px if h > 0 else self.px - 2
                rect = Rect(x, self.row_y - 0.5, 2, 1)
                self.px += 2 * h
                return rect, h
            # Corner: stand the tile on end beside the last one, going v-ward.
            x = self.px if h > 0 else self.px - 1
            y = self.row_y - 0.5 if v > 0 else self.row_y - 1.5
            rect = Rect(x, y, 1, 2)
            self.px, self.py = x + 0.5, self.row_y + 1.5 * v
            self.mode = "drop"
            return rect, 2 * v
        # Dropping toward the next row.
        if abs(self.py - self.row_y) < 1.5 - 1e-9:
            if double:
                rect = Rect(self.px - 1, self.py if v > 0 else self.py - 1, 2, 1)
                self.py += v
            else:
                rect = Rect(self.px - 0.5, self.py if v > 0 else self.py - 2, 1, 2)
                self.py += 2 * v
            return rect, 2 * v
        # Second corner: lie down under (or over) the last tile, heading back.
        nh = -h
        y = self.py if v > 0 else self.py - 1
        if double:
            rect = Rect(self.px - 1, y, 2, 1)
            new_px = self.px + nh
        else:
            x = self.px - 1.5 if nh < 0 else self.px - 0.5
            rect = Rect(x, y, 2, 1)
            new_px = self.px + 1.5 * nh
        self.row_y = self.py + 0.5 * v
        self.px, self.py = new_px, self.row_y
        self.h = nh
        self.mode = "run"
        return rect, nh


def _halves(near: int, far: int, direction: int) -> tuple[int, int]:
    """(first, second) pips for a tile whose ``near`` half joins the line.

    The joining half is at the back of the travel direction: left when going
    right, top when going down, and so on.
    """
    if direction > 0:  # +x or +y: the back is the left/top half
        return near, far
    return far, near


def layout_line(tiles: Sequence[Pair], opening: int, row_width: float) -> LineLayout:
    """Lay out ``tiles`` (left to right, as laid) around ``tiles[opening]``.

    ``row_width`` is the width of a row in tile units; the opening is centred
    in it. Each pair is (left pips, right pips) as the tile lies in the line.
    """
    if not tiles:
        return LineLayout((), None, None, row_width)
    if not 0 <= opening < len(tiles):
        raise ValueError(f"opening index {opening} is outside the line of {len(tiles)} tiles")
    half = row_width / 2
    placed: list[PlacedTile] = []
    a, b = tiles[opening]
    if a == b:
        placed.append(PlacedTile(opening, Rect(-0.5, -1, 1, 2), a, b))
        reach = 0.5
    else:
        placed.append(PlacedTile(opening, Rect(-1, -0.5, 2, 1), a, b))
        reach = 1.0

    def walk(arm: _Arm, order: Sequence[int], right_side: bool) -> Rect:
        for i in order:
            left_pips, right_pips = tiles[i]
            # On the right arm the left pips join the line; on the left arm
            # the right pips do.
            near, far = (left_pips, right_pips) if right_side else (right_pips, left_pips)
            rect, direction = arm.place(near == far)
            first, second = _halves(near, far, 1 if direction > 0 else -1)
            placed.append(PlacedTile(i, rect, first, second))
        slot, _ = arm.place(False)
        return slot

    right = walk(_Arm(reach, 1, 1, -half, half), range(opening + 1, len(tiles)), True)
    left = walk(_Arm(-reach, -1, -1, -half, half), range(opening - 1, -1, -1), False)
    placed.sort(key=lambda t: t.index)
    return LineLayout(tuple(placed), left, right, row_width)


def stable_row_width(width: float, height: float) -> float:
    """The row width (tile units) a round's line keeps from its first tile on.

    Chosen from the shape of the area alone, so it does not change as the
    line grows: a wide table gets long rows, a tall one short rows.
    """
    if width <= 0 or height <= 0:
        return 13.0
    return float(max(9, min(30, round(width / height * 7.0))))


def fit_line_stable(
    tiles: Sequence[Pair],
    opening: int,
    width: float,
    height: float,
    row_width: float,
    max_unit: float | None = None,
) -> FittedLine:
    """Lay out the line with a fixed ``row_width`` and scale it to fit.

    Unlike ``fit_line`` this never re-flows: with the same ``row_width`` a
    tile once laid keeps its orientation and its place relative to its
    neighbours (each arm is laid outward from the opening tile, and a new
    tile only adds to the end of its arm). As the line grows the whole
    picture is scaled down and re-centred instead.
    """
    if width <= 0 or height <= 0:
        raise ValueError("the area for the line must have a positive size")
    layout = layout_line(tiles, opening, row_width)
    box = layout.bounds()
    cap = max_unit if max_unit is not None else height / 2.5
    unit = min(width / box.w, height / box.h, cap)
    dx = (width - box.w * unit) / 2 - box.x * unit
    dy = (height - box.h * unit) / 2 - box.y * unit
    return FittedLine(layout, unit, dx, dy)


def hand_slots(
    count: int, width: float, height: float, max_unit: float, min_unit: float = 0.0
) -> tuple[float, list[Rect]]:
    """Upright tiles (1 x 2 units) in one centred row, as large as fits.

    Used for a player's hand. Returns the unit and the rectangles (pixels,
    relative to the area's top-left corner). Tiles are never narrower than
    ``min_unit`` (when the height allows): when a row of them does not fit
    the width, they overlap like a fanned hand instead of shrinking.
    """
    if count <= 0:
        return max_unit, []
    gap = 0.25
    unit = min(max_unit, height / 2, width / (count * (1 + gap) + gap))
    step = unit * (1 + gap)
    floor = min(min_unit, height / 2, max_unit)
    if unit < floor:
        unit = floor
        step = (width - unit) / (count - 1) if count > 1 else 0.0
    total = unit + (count - 1) * step
    x0 = (width - total) / 2
    y0 = (height - 2 * unit) / 2
    return unit, [Rect(x0 + i * step, y0, unit, 2 * unit) for i in range(count)]


def popup_spot(anchor: Rect, w: float, h: float, obstacles: Sequence[Rect], bounds: Rect, gap: float = 2.0) -> Rect:
    """Where a play's "+N" goes: beside the tile just laid, inside ``bounds``, over no obstacle.

    Centred above the tile first, then below, right and left, then slid
    along each side and at the corners. Centred above a double that stands
    across a turn, the badge used to cover the tiles of the row above; when
    every place is taken it goes where it covers least.
    """
    cx, cy = anchor.center
    above, below = anchor.y - gap - h, anchor.bottom + gap
    right, left = anchor.right + gap, anchor.x - gap - w
    across = (cx - w / 2, anchor.x, anchor.right - w)  # centred, then flush with either edge
    along = (cy - h / 2, anchor.y, anchor.bottom - h)
    spots = [Rect(x, above, w, h) for x in across[:1]] + [Rect(x, below, w, h) for x in across[:1]]
    spots += [Rect(right, along[0], w, h), Rect(left, along[0], w, h)]
    spots += [Rect(x, y, w, h) for y in (above, below) for x in across[1:]]
    spots += [Rect(x, y, w, h) for x in (right, left) for y in along[1:]]
    spots += [Rect(x, y, w, h) for x in (right, left) for y in (above, below)]
    spots = [_clamped(spot, bounds) for spot in spots]
    others = [o for o in obstacles if o != anchor]
    return min(spots, key=lambda spot: sum(_overlap(spot, o) for o in [anchor, *others]))


def _clamped(r: Rect, bounds: Rect) -> Rect:
    """``r`` moved (not resized) to lie inside ``bounds`` where it can."""
    x = min(max(r.x, bounds.x), max(bounds.x, bounds.right - r.w))
    y = min(max(r.y, bounds.y), max(bounds.y, bounds.bottom - r.h))
    return Rect(x, y, r.w, r.h)


def _overlap(a: Rect, b: Rect) -> float:
    """The area ``a`` and ``b`` share."""
    return max(0.0, min(a.right, b.right) - max(a.x, b.x)) * max(0.0, min(a.bottom, b.bottom) - max(a.y, b.y))


# ------------------------------------------------------------------ the table
@dataclass(frozen=True)
class TableRegions:
    """Where each part of the dominoes table goes, in viewport pixels.

    ``opponents`` lists one plaque rectangle per other seat, in seat order
    starting after the viewer. ``font_px`` scales every text on the table.
    """

    font_px: float
    margin: float
    info: Rect
    hint: Rect
    boneyard: Rect
    opponents: tuple[Rect, ...]
    mine: Rect
    line_label: Rect
    line: Rect
    hand: Rect
    draw_button: Rect
    draw_all_button: Rect  # draw until a tile fits
    pass_button: Rect
    notice: Rect
    line_max_unit: float

    @property
    def hand_max_unit(self) -> float:
        return self.hand.h / 2.1


def table_regions(width: float, height: float, players: int, text_scale: float = 1.0) -> TableRegions:
    """Split a ``width`` x ``height`` table for ``players`` seats.

    Top band: round and target on the left, the other players in the middle,
    the boneyard on the right. Bottom band: the viewer's plaque, the hand,
    the draw, draw-until-it-fits and pass buttons. The line gets everything
    in between.

    ``text_scale`` (1.0 to 2.0) is the text-size setting: the bands, the
    side columns and the label rows grow with the drawn text (``font_px``
    stays the unscaled size; the items scale it when they draw), within caps
    that keep the line and the hand playable.
    """
    w, h = float(width), float(height)
    t = min(2.0, max(1.0, float(text_scale)))
    font_px = max(12.0, min(30.0, min(h / 42.0, w / 60.0)))
    g = font_px * t  # the drawn text size
    margin = max(8.0, min(w, h) * 0.018)
    top = max(max(70.0, min(190.0, h * 0.15)), min(h * 0.26, margin + g * 4.6))
    bottom = max(max(100.0, min(320.0, h * 0.21)), min(h * 0.3, g * 5.0))
    # Narrow tables give the side columns less, so the hand keeps its width.
    side_w = max(150.0, w * 0.17) if w >= 900 else max(112.0, w * 0.16)
    base_w = side_w
    side_w = max(side_w, min(w * 0.26, side_w * t))
    others = max(0, players - 1)
    # Three opponents' names need the top band more than the round and the
    # boneyard count do: there the side columns grow less with the text.
    top_w = side_w if others < 3 else max(base_w, min(side_w, base_w * min(t, 1.2)))
    label = g * 1.8
    line = Rect(margin, top + margin + label, w - 2 * margin, max(10.0, h - top - bottom - 2 * margin - label))
    space = Rect(margin * 2 + top_w, margin, w - 4 * margin - 2 * top_w, top - margin)
    plaque_w = min(space.w / max(1, others) - margin, g * 18) if others else 0.0
    total = others * plaque_w + max(0, others - 1) * margin
    x = space.x + space.w / 2 - total / 2
    opponents = tuple(Rect(x + i * (plaque_w + margin), space.y, plaque_w, space.h) for i in range(others))
    band_y = h - bottom + margin * 0.5
    band_h = bottom - margin * 1.5
    hand = Rect(margin * 2 + side_w, band_y, w - 4 * margin - 2 * side_w, band_h)
    side = Rect(w - margin - side_w, band_y, side_w, band_h)
    bh = min(g * 2.6, (side.h - margin * 1.5) / 3)
    buttons = [Rect(side.x, side.y + i * (bh + margin * 0.6) + margin * 0.3, side.w, bh) for i in range(3)]
    return TableRegions(
        font_px=font_px,
        margin=margin,
        info=Rect(margin, margin, top_w, g * 1.6),
        hint=Rect(margin, margin + g * 1.7, top_w, g * 1.4),
        boneyard=Rect(w - margin - top_w, margin, top_w, top - margin),
        opponents=opponents,
        mine=Rect(margin, band_y, side_w, band_h),
        line_label=Rect(line.x, line.y - g * 1.8, line.w, g * 1.6),
        line=line,
        hand=hand,
        draw_button=buttons[0],
        draw_all_button=buttons[1],
        pass_button=buttons[2],
        # The whole table width: refusals are long sentences (and longer in uk/pl).
        notice=Rect(margin, band_y - g * 2.2, w - 2 * margin, g * 1.9),
        line_max_unit=min(line.h / 4.0, w / 22.0),
    )
