"""Sentences about cribbage events for the log, the status line and notices.

One place for the wording so the log panel, the table and the tests agree,
and translators find every sentence in one context.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication

from muggins_desktop.ui.i18n import engine_text
from muggins_desktop.ui.plural import plural

CONTEXT = "CribbageTexts"
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RANKS = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}


def tr(text: str, n: int = -1) -> str:
    return plural(QCoreApplication.translate(CONTEXT, text, None, n), n) if n >= 0 else \
        QCoreApplication.translate(CONTEXT, text, None, n)


def points(n: int) -> str:
    return tr("%n point(s)", n)


def card_text(code: str | None) -> str:
    """ "TH" -> "10♥"; None (a hidden card) -> "a card"."""
    if not code:
        return tr("a card")
    rank, suit = code[:-1], code[-1]
    return RANKS.get(rank, rank) + SUIT_SYMBOLS.get(suit, suit)


def cards_text(codes: Sequence[str | None]) -> str:
    return " ".join(card_text(c) for c in codes)


def describe(event: dict[str, Any], names: Sequence[str], you: int | None = None) -> str | None:
    """One sentence for ``event``, or None when it needs no line in the log.

    ``you`` is the seat of the one person at the screen; their own actions are
    told in the second person ("You play ..."), everyone else's by name.
    """
    kind = event.get("event")

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def mine(seat: Any) -> bool:
        return you is not None and seat == you

    if kind == "match_start":
        text = tr("A new cribbage match for %1 players to %2 points.").replace(
            "%1", str(event["players"])).replace("%2", str(event["target"]))
        if event.get("muggins"):
            text += " " + tr("Muggins: players count their own hands.")
        if event.get("lowball"):
            text += " " + tr("Lowball: whoever reaches the target loses.")
        return text
    if kind == "deal":
        cuts = event.get("cuts")
        text = ""
        if cuts:
            last = cuts[-1]
            parts = [f"{who(s)} {card_text(c)}" for s, c in enumerate(last) if c]
            text = tr("Cut for the first deal: %1.").replace("%1", ", ".join(parts)) + " "
        if mine(event["dealer"]):
            return text + tr("Hand %1: you deal.").replace("%1", str(event["hand_no"]))
        return text + tr("Hand %1: %2 deals.").replace("%1", str(event["hand_no"])).replace("%2", who(event["dealer"]))
    if kind == "discard":
        n = len(event.get("cards") or [])
        if mine(event["player"]):
            return tr("You lay away %n card(s) to the crib.", n)
        return tr("%1 lays away %n card(s) to the crib.", n).replace("%1", who(event["player"]))
    if kind == "starter":
        text = tr("The starter is %1.").replace("%1", card_text(event["card"]))
        if event.get("heels"):
            text += " " + tr("His heels: the dealer pegs 2.")
        return text
    if kind == "peg" and mine(event["player"]):
        text = tr("You play %2, count %3").replace("%2", card_text(event["card"])).replace("%3", str(event["count"]))
        if event.get("points"):
            return text + tr(", and peg %n point(s).", int(event["points"]))
        return text + "."
    if kind == "peg":
        text = tr("%1 plays %2, count %3").replace("%1", who(event["player"])).replace(
            "%2", card_text(event["card"])).replace("%3", str(event["count"]))
        if event.get("points"):
            return text + tr(", and pegs %n point(s).", int(event["points"]))
        return text + "."
    if kind == "go" and mine(event["player"]):
        return tr("You say go.")
    if kind == "go_point" and mine(event["player"]):
        return tr("You peg %n point(s) for the go or last card.", int(event.get("points", 1)))
    if kind == "go":
        return tr("%1 says go.").replace("%1", who(event["player"]))
    if kind == "go_point":
        return tr("%1 pegs %n point(s) for the go or last card.", int(event.get("points", 1))).replace(
            "%1", who(event["player"]))
    if kind == "reset":
        return tr("The count starts again from 0.")
    if kind == "show":
        whose = tr("Crib (%1)") if event.get("crib") else tr("Hand (%1)")
        whose = whose.replace("%1", who(event["player"]))
        shown = cards_text(event.get("cards") or []) + " + " + card_text(event.get("starter"))
        if event.get("declared") is None:
            return tr("%1 (%2) counts %3.").replace("%1", whose).replace("%2", shown).replace(
                "%3", points(int(event.get("true") or 0)))
        return tr("%1 (%2): declared %3.").replace("%1", whose).replace("%2", shown).replace(
            "%3", str(event["declared"]))
    if kind == "response":
        answer = event.get("answer")
        if mine(event["player"]):
            if answer == "muggins":
                return tr("You call muggins, claiming %2.").replace("%2", points(int(event.get("stated") or 0)))
            if answer == "overcount":
                return tr("You call overcount.")
            return tr("You accept.")
        if answer == "muggins":
            return tr("%1 calls muggins, claiming %2.").replace("%1", who(event["player"])).replace(
                "%2", points(int(event.get("stated") or 0)))
        if answer == "overcount":
            return tr("%1 calls overcount.").replace("%1", who(event["player"]))
        return tr("%1 accepts.").replace("%1", who(event["player"]))
    if kind == "settle":
        parts = []
        counter = event.get("player")
        if event.get("counter_delta"):
            parts.append(_signed(who(counter), int(event["counter_delta"])))
        if event.get("claimant") is not None and event.get("claimant_delta"):
            parts.append(_signed(who(event["claimant"]), int(event["claimant_delta"])))
        true = event.get("true")
        head = tr("Settled (true count %1)").replace("%1", str(true)) if true is not None else tr("Settled")
        return head + ": " + ("; ".join(parts) if parts else tr("no change")) + "."
    if kind == "match_end":
        winner = event.get("winner")
        solo = len(event.get("scores") or []) == len(names)
        if solo and mine(winner):
            text = tr("You win the match.")
        else:
            text = tr("%1 wins the match.").replace("%1", names_of_side(winner, names, event))
        skunk = event.get("skunk")
        if skunk == "double":
            text += " " + tr("Double skunk!")
        elif skunk == "skunk":
            text += " " + tr("Skunk!")
        return text
    return None


def _signed(name: str, delta: int) -> str:
    if delta > 0:
        return tr("%1 +%2").replace("%1", name).replace("%2", points(delta))
    return tr("%1 \u2212%2").replace("%1", name).replace("%2", points(-delta))


def names_of_side(side: Any, names: Sequence[str], event: dict[str, Any] | None = None,
                  partnerships: bool | None = None) -> str:
    """A side's name: the player, or both partners joined with "&"."""
    if not isinstance(side, int):
        return "?"
    if partnerships is None:
        partnerships = len(names) == 4 and bool(event and len(event.get("scores") or []) == 2)
    if partnerships:
        return " & ".join(names[s] for s in range(len(names)) if s % 2 == side)
    return names[side] if 0 <= side < len(names) else "?"


def kind_text(kind: str) -> str:
    return engine_text(kind)
