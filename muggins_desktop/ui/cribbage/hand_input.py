"""What keys, the keyboard cursor and drags on the person's hand mean, as presenter calls.

The table scene moves the cursor (a dashed ring) over the hand and follows
drags; this says what they mean: digits pick the n-th card, Enter or Space
act, Esc puts chosen cards back, a card dragged to the table is laid away
(discard) or played (the play).
"""

from __future__ import annotations

from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.ui.cribbage.presenter import CribbagePresenter


class HandInput:
    """Turns keys and drags into calls on a ``CribbagePresenter``."""

    def __init__(self, presenter: CribbagePresenter) -> None:
        self.p = presenter

    def act(self) -> None:
        """The main button (or Enter): lay away, cut, or play the card under the cursor."""
        if self.p.controller is None:
            return
        view = self.p.view()
        card = self.cursor_card()
        if view.phase == "discard":
            if len(self.p.selected) == self.p.discard_size() or card is None:
                self.p.lay_away()
            else:
                self.p.click_card(card)
        elif view.phase == "cut":
            self.p.cut()
        elif view.phase == "pegging":
            if card is not None:
                self.p.click_card(card)
            elif not self.p.legal_cards():
                self.p.say_go()

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
            self.p.click_card(hand[index])
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
                self.p.click_card(card)
            if len(self.p.selected) == self.p.discard_size():
                self.p.lay_away()
            return
        self.p.click_card(card)
