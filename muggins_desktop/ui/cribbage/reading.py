"""The cribbage table for a screen reader: a ``CribbageTableState`` as named facts.

``reading(state)`` is what ``CribbageTable.reading`` hands the accessible
mirror: the target, each seat, the board, the starter, the crib, the count
and the person's cards (playable, selected, under the cursor).
"""

from __future__ import annotations

from muggins_desktop.ui.cribbage.state import CribbageTableState
from muggins_desktop.ui.table.protocol import Facts, TableReading
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "TableReader"


tr = Translator(CONTEXT)


def reading(state: CribbageTableState) -> TableReading:
    """The facts of one picture of the cribbage table, and the card under the keyboard cursor
    (spoken when it moves, or when a digit or Space picks it)."""
    facts = cribbage_facts(state)
    cursor = ""
    if state.reveal and state.cursor is not None and state.cursor < len(state.view.hand):
        cursor = card_fact(state, state.cursor)
    return TableReading(facts, cursor)


def cribbage_facts(state: CribbageTableState) -> Facts:
    """What the cribbage state says, one fact per label."""
    view, names = state.view, state.names
    facts: Facts = [("target", tr("Playing to %n point(s)", view.target))]
    for seat in range(view.players):
        text = (
            tr("%1: %2 points, %n card(s) left", view.hand_counts[seat])
            .replace("%1", names[seat])
            .replace("%2", str(view.scores[view.side_of(seat)]))
        )
        if seat == view.dealer:
            text += ", " + tr("dealer")
        if view.to_act == seat:
            text += ", " + tr("to play")
        facts.append((f"seat{seat}", text))
    sides = len(state.side_names)
    board = ", ".join(f"{state.side_names[s]} {view.scores[s]}" for s in range(sides))
    facts.append(("board", tr("Board: %1").replace("%1", board)))
    starter = tr("Starter: %1").replace("%1", str(view.starter)) if view.starter is not None else ""
    facts.append(("starter", starter or tr("Starter: not cut yet")))
    facts.append(("crib", tr("Crib: %n card(s)", view.crib_count)))
    if view.phase == "pegging":
        played = " ".join(str(c) for c in view.count_cards)
        facts.append(
            ("count", tr("Count: %1").replace("%1", str(view.count)) + (" (" + played + ")" if played else ""))
        )
    if not state.reveal:
        facts.append(("hand", tr("Your hand is hidden")))
        return facts
    facts.append(("hand", tr("Your hand: %n card(s)", len(view.hand))))
    for i in range(len(view.hand)):
        fact = card_fact(state, i)
        facts.append((f"handCard{i}", fact + ", " + tr("cursor") if state.cursor == i else fact))
    return facts


def card_fact(state: CribbageTableState, i: int) -> str:
    """ "Card 2: 5H, playable, selected": the ``i``-th card of the hand."""
    view = state.view
    card = view.hand[i]
    parts = [tr("Card %1: %2").replace("%1", str(i + 1)).replace("%2", str(card))]
    if view.phase == "pegging" and state.my_turn:
        parts.append(tr("playable") if card in state.legal_cards else tr("too high"))
    if card in state.selected:
        parts.append(tr("selected"))
    return ", ".join(parts)
