"""Cribbage: cards, hand and pegging scoring, and the match (with Muggins)."""

from muggins_desktop.engine.cribbage.actions import Cut, Declare, Discard, Go, PegCard, Respond
from muggins_desktop.engine.cribbage.cards import Card, card, full_deck, parse_cards
from muggins_desktop.engine.cribbage.match import CribbageMatch
from muggins_desktop.engine.cribbage.pegging import peg_points
from muggins_desktop.engine.cribbage.phases import Phase
from muggins_desktop.engine.cribbage.scoring import (
    FIFTEEN,
    FLUSH,
    NOBS,
    PAIR,
    RUN,
    THIRTY_ONE,
    Breakdown,
    ScoreItem,
    hand_points,
    score_hand,
)
from muggins_desktop.engine.cribbage.view import CribbageView, PendingView, SettlementView, ShowView

__all__ = [
    "Breakdown",
    "Card",
    "CribbageMatch",
    "CribbageView",
    "Cut",
    "Declare",
    "Discard",
    "FIFTEEN",
    "FLUSH",
    "Go",
    "NOBS",
    "PAIR",
    "PegCard",
    "PendingView",
    "Phase",
    "RUN",
    "Respond",
    "ScoreItem",
    "SettlementView",
    "ShowView",
    "THIRTY_ONE",
    "card",
    "full_deck",
    "hand_points",
    "parse_cards",
    "peg_points",
    "score_hand",
]
