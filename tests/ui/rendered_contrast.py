"""WCAG checks on a rendered table: the pixels of a grabbed table against what its items are.

For a picture of a table (``measure(table)``) and the items of its scene:

- every table text (a visible ``LabelItem`` with text): its ink against the
  colour most of its box has (the felt, a plaque, a pill) at 4.5:1;
- every face-up card: the ink of its corner index against the card face,
  4.5:1 (text);
- every face-up domino: its pips against its face, 3:1 (marks);
- every card and domino whose left side lies on bare felt: its edge (or the
  ring round it) against the felt just outside it, 3:1 (marks: where a
  piece ends).

The ink of a box is the pixel that contrasts most with the box's main
colour; at the sizes of an 800x600 window the strokes of the smallest text
still reach their full colour, so an anti-aliased edge never decides.
"""

from __future__ import annotations

from array import array
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage

from muggins_desktop.ui.cribbage.card_item import CardItem
from muggins_desktop.ui.dominoes.tile_item import TileItem
from muggins_desktop.ui.looks.colour_vision import luminance
from muggins_desktop.ui.table.items import LabelItem
from muggins_desktop.ui.table.pile import PieceItem
from muggins_desktop.ui.table.protocol import Table


@dataclass(frozen=True)
class Finding:
    what: str
    ratio: float
    needed: float

    @property
    def ok(self) -> bool:
        return self.ratio >= self.needed


class Picture:
    """Read pixels of a grabbed image quickly (one bytes copy, no per-pixel Qt call)."""

    def __init__(self, image: QImage) -> None:
        image = image.convertToFormat(QImage.Format.Format_RGB32)
        self.w, self.h = image.width(), image.height()
        self.bpl = image.bytesPerLine()
        self.data = bytes(image.constBits())

    def pixel(self, x: int, y: int) -> int:
        i = y * self.bpl + x * 4
        return int.from_bytes(self.data[i : i + 4], "little")

    def colours(self, rect: QRectF) -> Counter[int]:
        """How often each colour (0xAARRGGBB) occurs in ``rect``."""
        x0, y0 = max(0, int(rect.left())), max(0, int(rect.top()))
        x1, y1 = min(self.w, int(rect.right())), min(self.h, int(rect.bottom()))
        out: Counter[int] = Counter()
        if x1 <= x0:
            return out
        for y in range(y0, y1):
            start = y * self.bpl + x0 * 4
            row = array("I")
            row.frombytes(self.data[start : start + (x1 - x0) * 4])
            out.update(row)
        return out


@lru_cache(maxsize=65536)
def _luminance(colour: int) -> float:
    return luminance("#%06x" % (colour & 0xFFFFFF))


def _ratio(a: int, b: int) -> float:
    la, lb = _luminance(a), _luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def best_contrast(colours: Counter[int], against: int) -> float:
    return max((_ratio(c, against) for c in colours), default=1.0)


def ink_on_main(colours: Counter[int]) -> float:
    """The contrast of a box's ink (its most contrasting pixel) on its main colour."""
    if not colours:
        return 21.0
    main = colours.most_common(1)[0][0]
    return best_contrast(colours, main)


def measure(table: Table) -> list[Finding]:
    """Every check of the module docstring on a grab of ``table`` as it is now."""
    table.table_scene.update()
    picture = Picture(table.grab().toImage())
    scene = table.table_scene
    found: list[Finding] = []
    for item in scene.items():
        if not item.isVisible() or item.opacity() < 1.0:
            continue
        box = item.sceneBoundingRect()
        if isinstance(item, LabelItem) and item.text.strip():
            found.append(Finding(f"text {item.text[:30]!r}", ink_on_main(picture.colours(box)), 4.5))
        elif isinstance(item, CardItem):
            card = item.mapRectToScene(item.card_rect())
            if item.face_up and _on_top(scene, item, card):
                corner = QRectF(card.left() + 1, card.top() + 1, card.width() * 0.26, card.height() * 0.3)
                found.append(Finding(f"card {item.card} index", ink_on_main(picture.colours(corner)), 4.5))
            found.extend(_edge(picture, scene, item, card, f"card {item.card} edge"))
        elif isinstance(item, TileItem):
            w, h = item.size()
            rect = item.mapRectToScene(QRectF(0, 0, w, h))
            if item.face_up and (item.first or item.second) and not item.dimmed and _on_top(scene, item, rect):
                inner = rect.adjusted(w * 0.12, h * 0.12, -w * 0.12, -h * 0.12)
                found.append(Finding(f"tile {item.first}|{item.second} pips", ink_on_main(picture.colours(inner)), 3.0))
            found.extend(_edge(picture, scene, item, rect, f"tile {item.first}|{item.second} edge"))
    return found


def _on_top(scene: object, item: PieceItem, rect: QRectF) -> bool:
    """No other piece covers the middle of ``rect`` (a fanned hand shows only corners)."""
    centre = QPointF(rect.left() + rect.width() * 0.15, rect.top() + rect.height() * 0.15)
    for other in item.scene().items(centre):
        if isinstance(other, PieceItem):
            return other is item
    return True


def _edge(picture: Picture, scene: object, item: PieceItem, rect: QRectF, what: str) -> list[Finding]:
    """The piece's left edge against the bare felt just left of it (when there is bare felt)."""
    outer = item.sceneBoundingRect()  # the piece with its rings and shadow: the felt lies beyond
    x = int(outer.left()) - 3
    y = int(rect.center().y())
    if x < 0 or y >= picture.h:
        return []
    outside = QPointF(x, y)
    if any(i is not item and i.isVisible() and not _is_felt_item(i) for i in item.scene().items(outside)):
        return []  # something else lies there (another card, a plaque)
    felt = picture.pixel(x, y)
    strip = QRectF(outer.left(), y - 2, rect.left() - outer.left() + max(3.0, rect.width() * 0.12), 5)
    return [Finding(what, best_contrast(picture.colours(strip), felt), 3.0)]


def _is_felt_item(item: object) -> bool:
    """Items that paint nothing of their own (piles) count as felt."""
    from muggins_desktop.ui.table.pile import Pile

    return isinstance(item, Pile)
