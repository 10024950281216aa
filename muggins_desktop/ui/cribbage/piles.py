"""Piles of cards that lay out their own cards from a rectangle and a card size.

As in KDE's libkcardgame, the table never places single cards: it gives each
pile a rectangle (``lay_out``) and the cards it holds (``set_cards``), and the
pile puts its children where its policy says: the hand fans its cards and
lifts the chosen ones, the count pile overlaps them from the left, the crib
stacks its backs. The shared ``Pile`` base (ui/table/pile.py) moves each
card to its slot (``arrange``); cards slide through the scene's
``animate_pos``, so ``animationsDone`` covers them. Clicks and drags on the
cards are the table scene's (``itemClicked`` / ``itemDropped``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.cribbage.card_item import CardItem
from muggins_desktop.ui.cribbage.layout import Box, count_steps, fan
from muggins_desktop.ui.table.pile import PieceItem, Pile
from muggins_desktop.ui.table.scene import TableScene


def qrect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.w, box.h)


class CardPile(Pile):
    """Cards as children; subclasses say where each card goes (``slots``)."""

    def __init__(self, z: float = 3.0) -> None:
        super().__init__()
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.items: list[CardItem] = []
        self.card_w = 40.0
        self.slide_ms = 0
        self.sources: dict[Card | None, QPointF] = {}  # scene point a new card slides in from

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """A pile has no look of its own: its cards paint themselves."""

    def lay_out(self, box: Box, card_w: float) -> None:
        """The pile's rectangle (scene pixels) and the width of its cards."""
        self.set_rect(qrect(box))
        self.card_w = card_w
        self.arrange()

    def set_cards(self, cards: Sequence[Card | None], face_up: bool = True) -> None:
        """Hold exactly ``cards``; items of cards already held are kept (no repaint)."""
        old: dict[tuple[Card | None, bool], list[CardItem]] = {}
        for item in self.items:
            old.setdefault((item.card, item.face_up), []).append(item)
        items = []
        for card in cards:
            up = face_up and card is not None
            reuse = old.get((card, up))
            item = reuse.pop(0) if reuse else self._new_item(card, up)
            items.append(item)
        for rest in old.values():
            for item in rest:
                item.setParentItem(None)  # type: ignore[arg-type]  # PySide's stubs forbid None
                scene = item.scene()
                if isinstance(scene, TableScene):
                    scene.forget(item)
                if scene is not None:
                    scene.removeItem(item)
        self.items = items
        self.arrange()

    def _new_item(self, card: Card | None, face_up: bool) -> CardItem:
        item = CardItem(card, face_up=face_up, width=self.card_w, parent=self)
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.dress(item)  # the deck and back the player chose
        # With slides on, a new card comes from where it was laid (a plaque,
        # the hand), else from the pile's left edge.
        start = QPointF(0, 0)
        if self.slide_ms > 0:
            source = self.sources.get(card)
            start = self.mapFromScene(source) if source is not None else QPointF(-self.card_w * 1.5, 0)
        item.setPos(start)
        return item

    def cards(self) -> list[Card | None]:
        return [item.card for item in self.items]

    def pieces(self) -> list[PieceItem]:
        return list(self.items)

    def slots(self) -> list[QPointF]:
        """Where each card goes, relative to the pile's top left."""
        return [QPointF(0, 0) for _ in self.items]

    def arrange(self, ms: int | None = None) -> None:
        """Put every card in its slot: new cards slide in when ``slide_ms`` is set."""
        for i, item in enumerate(self.items):
            item.set_width(self.card_w)
            if not item.dragging:
                item.setZValue(i * 0.01)
        super().arrange(self.slide_ms if ms is None else ms)


class HandPile(CardPile):
    """The person's hand: fanned, chosen cards lifted, a keyboard cursor."""

    def __init__(self) -> None:
        super().__init__(z=6.0)
        self.lifted: set[Card] = set()

    def slots(self) -> list[QPointF]:
        xs = fan(Box(0, 0, self.rect().width(), self.rect().height()), len(self.items), self.card_w)
        lift = self.card_w * 0.18
        return [QPointF(x, -lift if item.card in self.lifted else 0.0) for x, item in zip(xs, self.items, strict=False)]

    def set_marks(
        self,
        *,
        lifted: Sequence[Card],
        legal: Sequence[Card],
        dimmed: Sequence[Card],
        active: bool,
        cursor: int | None,
    ) -> None:
        """Which cards are chosen (lifted, blue), playable (gold) or dimmed, and where the cursor is."""
        self.lifted = set(lifted)
        for i, item in enumerate(self.items):
            item.set_state(
                legal=item.card in legal,
                dimmed=item.card in dimmed,
                selected=item.card in self.lifted,
                active=active,
            )
            item.draggable = active
            item.set_focused(cursor == i)
        self.arrange()

    def item_for(self, card: Card) -> CardItem | None:
        return next((item for item in self.items if item.card == card), None)


class CountPile(CardPile):
    """The cards of the current count, overlapped, a dot in each layer's colour."""

    def set_owners(self, colours: Sequence[QColor | None]) -> None:
        for item, colour in zip(self.items, colours, strict=False):
            item.set_owner(colour)
            item.set_mark(None)

    def slots(self) -> list[QPointF]:
        xs = count_steps(Box(0, 0, self.rect().width(), self.rect().height()), len(self.items), self.card_w)
        return [QPointF(x, 0) for x in xs]


class RowPile(CardPile):
    """Cards side by side (the cut for the deal, the hand being counted, the show)."""

    def __init__(self, z: float = 3.0, spacing: float = 1.05, gap_before_last: float = 0.0) -> None:
        super().__init__(z)
        self.spacing = spacing
        self.gap_before_last = gap_before_last

    def slots(self) -> list[QPointF]:
        n = len(self.items)
        out = []
        for i in range(n):
            gap = self.card_w * self.gap_before_last if i == n - 1 and n > 1 else 0.0
            out.append(QPointF(i * self.card_w * self.spacing + gap, 0))
        return out


class CribPile(CardPile):
    """The crib: a small stack of backs, one per card laid away."""

    def set_count(self, count: int) -> None:
        self.set_cards([None] * max(0, count), face_up=False)

    def slots(self) -> list[QPointF]:
        return [QPointF(i * self.card_w * 0.12, i * self.card_w * 0.03) for i in range(len(self.items))]


class DeckPile(CardPile):
    """The deck (one back, clickable to cut) and the starter beside it."""

    def __init__(self) -> None:
        super().__init__()
        self.deck = self._new_item(None, False)
        self.starter = self._new_item(None, True)
        self.items = [self.deck, self.starter]

    def set_starter(self, starter: Card | None, can_cut: bool) -> None:
        self.starter.set_face(starter, starter is not None)
        self.starter.setVisible(starter is not None)
        self.deck.set_state(legal=can_cut, active=can_cut)

    def slots(self) -> list[QPointF]:
        return [QPointF(0, 0), QPointF(self.card_w * 1.15, 0)]
