"""The cribbage table for a screen reader: a ``CribbageTableState`` as named facts.

``reading(state, show, final)`` is what ``CribbageTable.reading`` hands the
accessible mirror: a panel open on the felt first (a show, a settled count or
the end of the match: painted items a screen reader cannot reach otherwise),
then the target, each seat, the board, the starter, the crib, the count and
the person's cards (playable, selected, under the cursor), cards in words.
"""

from __future__ import annotations

from muggins_desktop.ui.access.spoken import panel_text, sentences, spoken
from muggins_desktop.ui.cribbage.panels import FinalPanel, ShowPanel
from muggins_desktop.ui.cribbage.state import CribbageTableState
from muggins_desktop.ui.table.protocol import Facts, TableReading
from muggins_desktop.ui.text.card_words import card_words, cards_words
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "TableReader"


tr = Translator(CONTEXT)


def reading(state: CribbageTableState, show: ShowPanel | None = None, final: FinalPanel | None = None) -> TableReading:
    """The facts of one picture of the cribbage table, and the card under the keyboard cursor
    (spoken when it moves, or when a digit or Space picks it)."""
    facts = cribbage_facts(state)
    panel = panel_reading(show, final)
    if panel:  # the panel lies on top of the table: it is read first
        facts.insert(0, ("panel", panel))
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
    starter = tr("Starter: %1").replace("%1", card_words(view.starter)) if view.starter is not None else ""
    facts.append(("starter", starter or tr("Starter: not cut yet")))
    facts.append(("crib", tr("Crib: %n card(s)", view.crib_count)))
    if view.phase == "pegging":
        played = cards_words(view.count_cards)
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
    """ "Card 2: five of hearts, playable, selected": the ``i``-th card of the hand."""
    view = state.view
    card = view.hand[i]
    parts = [tr("Card %1: %2").replace("%1", str(i + 1)).replace("%2", card_words(card))]
    if view.phase == "pegging" and state.my_turn:
        parts.append(tr("playable") if card in state.legal_cards else tr("too high"))
    if card in state.selected:
        parts.append(tr("selected"))
    return ", ".join(parts)


def panel_reading(show: ShowPanel | None, final: FinalPanel | None) -> str:
    """The panel open on the felt as sentences ("" when none is): the end of the match with
    its scores, table and buttons; else a show or a settled count with its cards and lines."""
    if final is not None and final.isVisible():
        return spoken(panel_text(final, final.header, final.rows, final.lines))
    if show is None or not show.isVisible():
        return ""
    cards = [c for c in show.cards.cards() if c is not None]
    held = ""
    if cards:
        held = tr("%1, starter %2").replace("%1", cards_words(cards[:-1])).replace("%2", card_words(cards[-1]))
    parts = [show.title, f"{show.whose}: {held}" if show.whose and held else held, *show.lines.text.split("\n")]
    if show.waiting():
        parts.append(tr("Press Enter for “%1”").replace("%1", show.button.text))
    return spoken(sentences(parts))
