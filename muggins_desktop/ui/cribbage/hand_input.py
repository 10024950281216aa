"""What clicks, keys, the keyboard cursor and drags on the person's hand mean.

The table scene (``ui/table/scene.py``) follows the mouse and moves the
cursor (a dashed ring) over the hand; this says what they mean, as actions
for the presenter's controller: a card clicked (or its digit pressed) is
chosen for the crib or played, the deck clicked is cut, Enter or Space act,
Esc puts chosen cards back, a card dragged to the table is laid away (the
discard) or played (the play). A move that cannot be made is told why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QPointF

from muggins_desktop.engine.base import Action
from muggins_desktop.engine.cribbage.actions import Cut, Go, PegCard
from muggins_desktop.engine.cribbage.cards import Card
from muggins_desktop.engine.cribbage.view import CribbageView
from muggins_desktop.ui.cribbage import texts
from muggins_desktop.ui.cribbage.card_item import CardItem
from muggins_desktop.ui.cribbage.scene import CribbageScene
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "CribbageTable"


tr = Translator(CONTEXT)


class HandOwner(Protocol):
    """What the input may ask of the presenter: questions, and a few named intents.

    The input never writes the presenter's fields and never repaints: each
    intent (``choose``, ``point_at``, ``forget_choice``, ``lay_away``,
    ``submit``) is a whole change that the presenter makes and shows. Being
    declared here, on the input's side, it keeps ``hand_input`` from
    importing the presenter that owns it.
    """

    @property
    def controller(self) -> object | None: ...

    @property
    def running(self) -> bool: ...

    @property
    def reveal(self) -> bool: ...

    @property
    def selected(self) -> Sequence[Card]: ...

    @property
    def cursor(self) -> int | None: ...

    def my_turn(self) -> bool: ...

    def view(self) -> CribbageView: ...

    def legal_actions(self) -> list[Action]: ...

    def legal_cards(self) -> list[Card]: ...

    def discard_size(self) -> int: ...

    def say(self, text: str) -> None: ...

    def submit(self, action: Action) -> bool: ...

    def choose(self, card: Card) -> None:
        """Take ``card`` into the crib's choice, or out of it (the oldest gives way when full)."""
        ...

    def point_at(self, index: int | None) -> None:
        """Put the keyboard cursor on the ``index``-th card of the hand (None: nowhere)."""
        ...

    def forget_choice(self) -> None:
        """Put the chosen cards back and hide the cursor."""
        ...

    def lay_away(self) -> bool:
        """Lay the chosen cards away to the crib."""
        ...


class HandInput:
    """Turns clicks, keys and drags into the intents of a ``HandOwner`` (the presenter)."""

    def __init__(self, owner: HandOwner, scene: CribbageScene) -> None:
        self.p = owner
        self.scene = scene

    # ------------------------------------------------------------ from the scene
    def piece_clicked(self, piece: object) -> None:
        """A click on a card: the deck is cut, a card of the hand is chosen or played."""
        scene = self.scene
        if piece is scene.deck.deck:
            self.cut()
        elif isinstance(piece, CardItem) and piece in scene.hand.items:
            self.click_card(piece.card)

    def piece_dropped(self, piece: object, pile: object, _pos: QPointF) -> None:
        """A card of the hand dragged somewhere: back to its place, then laid on the table if it got there."""
        hand = self.scene.hand
        if isinstance(piece, CardItem) and piece in hand.items:
            hand.arrange(0)  # back to its place first: a played card then slides on from there
            self.drop_card(piece.card, pile is not None)

    def focus_moved(self, piece: object) -> None:
        """The scene moved the keyboard cursor onto ``piece``."""
        items = self.scene.hand.items
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
            self.p.choose(card)
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
        return self.p.lay_away()

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
        self.p.point_at(index if 0 <= index < len(self._hand()) else None)

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
            self.p.point_at(index)
            self.click_card(hand[index])

    def cancel(self) -> None:
        """Esc: put the chosen cards back and hide the cursor."""
        self.p.forget_choice()

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
