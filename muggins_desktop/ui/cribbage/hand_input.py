"""What clicks, keys, the keyboard cursor and drags on the person's hand mean.

The table scene (``ui/table/scene.py``) follows the mouse and moves the
cursor (a dashed ring) over the hand; this says what they mean, as actions
for the presenter's controller: a card clicked (or its digit pressed) is
chosen for the crib or played, the deck clicked is cut, Enter or Space act,
Esc puts chosen cards back, a card dragged to the table is laid away (the
discard) or played (the play). A move that cannot be made is told why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from muggins_desktop.engine.cribbage.actions import Cut, Discard, Go, PegCard
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.card_item import CardItem
from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from muggins_desktop.ui.cribbage.presenter import CribbagePresenter

CONTEXT = "CribbageTable"


tr = Translator(CONTEXT)


class HandInput:
    """Turns clicks, keys and drags into actions through a ``CribbagePresenter``."""

    def __init__(self, presenter: CribbagePresenter) -> None:
        self.p = presenter

    # ------------------------------------------------------------ from the scene
    def piece_clicked(self, piece: object) -> None:
        """A click on a card: the deck is cut, a card of the hand is chosen or played."""
        scene = self.p.scene
        if piece is scene.deck.deck:
            self.cut()
        elif isinstance(piece, CardItem) and piece in scene.hand.items:
            self.click_card(piece.card)

    def piece_dropped(self, piece: object, pile: object, _pos: QPointF) -> None:
        """A card of the hand dragged somewhere: back to its place, then laid on the table if it got there."""
        hand = self.p.scene.hand
        if isinstance(piece, CardItem) and piece in hand.items:
            hand.arrange(0)  # back to its place first: a played card then slides on from there
            self.drop_card(piece.card, pile is not None)

    def focus_moved(self, piece: object) -> None:
        """The scene moved the keyboard cursor onto ``piece``."""
        items = self.p.scene.hand.items
        if isinstance(piece, CardItem) and piece in items:
            self.cursor_to(items.index(piece))

    # ------------------------------------------------------------ what a move means
    def click_card(self, card: Card | None) -> None:
        """A click (or digit) on one of the viewer's cards: choose it for the crib or play it."""
        if card is None or not self.p.my_turn():
            if card is not None and self.p.controller is not None and not self.p.running:
                self.p.say(tr("Wait for your turn."))
            return
        view = self.p.view()
        if view.phase == "discard":
            if card in self.p.selected:
                self.p.selected.remove(card)
            elif len(self.p.selected) < self.p.discard_size():
                self.p.selected.append(card)
            else:
                self.p.selected = self.p.selected[1:] + [card]
            self.p.render()
        elif view.phase == "pegging":
            if card in self.p.legal_cards():
                self.p.submit(PegCard(card))
            else:
                self.p.say(tr("%1 would take the count past 31.").replace("%1", texts.card_text(str(card))))
        else:
            self.p.say(tr("That card cannot be used now."))

    def lay_away(self) -> bool:
        n = self.p.discard_size()
        if not self.p.my_turn() or len(self.p.selected) != n:
            self.p.say(tr("Choose %n card(s) for the crib first.", n))
            return False
        cards, self.p.selected = list(self.p.selected), []
        return self.p.submit(Discard(cards))

    def cut(self) -> bool:
        if Cut() not in self.p.legal_actions():
            return False
        return self.p.submit(Cut())

    def say_go(self) -> bool:
        if Go() not in self.p.legal_actions():
            if self.p.legal_cards():
                self.p.say(tr("You have a card that fits: you cannot say go."))
            return False
        return self.p.submit(Go())

    # ------------------------------------------------------------ keys

    def act(self) -> None:
        """The main button (or Enter): lay away, cut, or play the card under the cursor."""
        if self.p.controller is None:
            return
        view = self.p.view()
        card = self.cursor_card()
        if view.phase == "discard":
            if len(self.p.selected) == self.p.discard_size() or card is None:
                self.lay_away()
            else:
                self.click_card(card)
        elif view.phase == "cut":
            self.cut()
        elif view.phase == "pegging":
            if card is not None:
                self.click_card(card)
            elif not self.p.legal_cards():
                self.say_go()

    def cursor_to(self, index: int) -> None:
        """The keyboard cursor is on the ``index``-th card (the scene moves it)."""
        self.p.cursor = index if 0 <= index < len(self._hand()) else None
        self.p.render()

    def _hand(self) -> tuple[Card, ...]:
        """The cards the cursor moves over: the viewer's hand while it is face up."""
        if self.p.controller is None or not self.p.reveal:
            return ()
        return tuple(self.p.view().hand)

    def cursor_card(self) -> Card | None:
        hand, cursor = self._hand(), self.p.cursor
        return hand[cursor] if cursor is not None and cursor < len(hand) else None

    def pick(self, index: int) -> None:
        """Digit ``index + 1``: the n-th card, as a click would; the cursor follows."""
        hand = self._hand()
        if 0 <= index < len(hand):
            self.p.cursor = index
            self.click_card(hand[index])
            self.p.render()

    def cancel(self) -> None:
        """Esc: put the chosen cards back and hide the cursor."""
        self.p.selected, self.p.cursor = [], None
        self.p.render()

    def drop_card(self, card: Card | None, on_table: bool) -> None:
        """A card dragged onto the crib (discard) or the count (the play)."""
        if card is None or not on_table or self.p.controller is None:
            return
        view = self.p.view()
        if view.phase == "discard" and self.p.my_turn():
            if card not in self.p.selected:
                self.click_card(card)
            if len(self.p.selected) == self.p.discard_size():
                self.lay_away()
            return
        self.click_card(card)
