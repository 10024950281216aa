"""Sentences about cribbage events for the log, the status line and notices.

One place for the wording so the log panel, the table and the tests agree,
and translators find every sentence in one context.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from muggins_desktop.engine.base import Event
from muggins_desktop.ui.text.tr import Translator
from muggins_desktop.ui.text.words import SeatWords

CONTEXT = "CribbageTexts"
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RANKS = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}


tr = Translator(CONTEXT)


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


_Ctx = SeatWords


def _match_start(e: Event, c: _Ctx) -> str:
    text = (
        tr("A new cribbage match for %1 players to %2 points.")
        .replace("%1", str(e["players"]))
        .replace("%2", str(e["target"]))
    )
    if e.get("muggins"):
        text += " " + tr("Muggins: players count their own hands.")
    if e.get("lowball"):
        text += " " + tr("Lowball: whoever reaches the target loses.")
    return text


def _deal(e: Event, c: _Ctx) -> str:
    text = ""
    if e.get("cuts"):
        parts = [f"{c.who(s)} {card_text(card)}" for s, card in enumerate(e["cuts"][-1]) if card]
        text = tr("Cut for the first deal: %1.").replace("%1", ", ".join(parts)) + " "
    if c.mine(e["dealer"]):
        return text + tr("Hand %1: you deal.").replace("%1", str(e["hand_no"]))
    return text + tr("Hand %1: %2 deals.").replace("%1", str(e["hand_no"])).replace("%2", c.who(e["dealer"]))


def _discard(e: Event, c: _Ctx) -> str:
    n = len(e.get("cards") or [])
    if c.mine(e["player"]):
        return tr("You lay away %n card(s) to the crib.", n)
    return tr("%1 lays away %n card(s) to the crib.", n).replace("%1", c.who(e["player"]))


def _starter(e: Event, c: _Ctx) -> str:
    text = tr("The starter is %1.").replace("%1", card_text(e["card"]))
    if e.get("heels"):
        text += " " + tr("His heels: the dealer pegs 2.")
    return text


def _peg(e: Event, c: _Ctx) -> str:
    card, count = card_text(e["card"]), str(e["count"])
    if c.mine(e["player"]):
        text = tr("You play %2, count %3").replace("%2", card).replace("%3", count)
        return text + (tr(", and peg %n point(s).", int(e["points"])) if e.get("points") else ".")
    text = tr("%1 plays %2, count %3").replace("%1", c.who(e["player"])).replace("%2", card).replace("%3", count)
    return text + (tr(", and pegs %n point(s).", int(e["points"])) if e.get("points") else ".")


def _go(e: Event, c: _Ctx) -> str:
    if c.mine(e["player"]):
        return tr("You say go.")
    return tr("%1 says go.").replace("%1", c.who(e["player"]))


def _go_point(e: Event, c: _Ctx) -> str:
    """Worded by what happened: the others said go, or the play's last card was laid.

    Records written before the engine kept the ``reason`` get the sentence
    that covers both.
    """
    n, reason = int(e.get("points", 1)), e.get("reason")
    if c.mine(e["player"]):
        if reason == "go":
            return tr("You peg %n point(s) for the go.", n)
        if reason == "last_card":
            return tr("You peg %n point(s) for the last card.", n)
        return tr("You peg %n point(s) for the go or last card.", n)
    if reason == "go":
        text = tr("%1 pegs %n point(s) for the go.", n)
    elif reason == "last_card":
        text = tr("%1 pegs %n point(s) for the last card.", n)
    else:
        text = tr("%1 pegs %n point(s) for the go or last card.", n)
    return text.replace("%1", c.who(e["player"]))


def _reset(e: Event, c: _Ctx) -> str:
    return tr("The count starts again from 0.")


def _show(e: Event, c: _Ctx) -> str:
    if c.mine(e["player"]):
        whose = tr("Your crib") if e.get("crib") else tr("Your hand")
    else:
        whose = (tr("Crib (%1)") if e.get("crib") else tr("Hand (%1)")).replace("%1", c.who(e["player"]))
    shown = cards_text(e.get("cards") or []) + " + " + card_text(e.get("starter"))
    if e.get("declared") is None:
        return (
            tr("%1 (%2) counts %3.")
            .replace("%1", whose)
            .replace("%2", shown)
            .replace("%3", points(int(e.get("true") or 0)))
        )
    return tr("%1 (%2): declared %3.").replace("%1", whose).replace("%2", shown).replace("%3", str(e["declared"]))


def _response(e: Event, c: _Ctx) -> str:
    answer, claim = e.get("answer"), points(int(e.get("stated") or 0))
    if c.mine(e["player"]):
        if answer == "muggins":
            return tr("You call muggins, claiming %2.").replace("%2", claim)
        return tr("You call overcount.") if answer == "overcount" else tr("You accept.")
    who = c.who(e["player"])
    if answer == "muggins":
        return tr("%1 calls muggins, claiming %2.").replace("%1", who).replace("%2", claim)
    if answer == "overcount":
        return tr("%1 calls overcount.").replace("%1", who)
    return tr("%1 accepts.").replace("%1", who)


def _settle(e: Event, c: _Ctx) -> str:
    parts = []
    if e.get("counter_delta"):
        parts.append(_signed(c.who(e.get("player")), int(e["counter_delta"])))
    if e.get("claimant") is not None and e.get("claimant_delta"):
        parts.append(_signed(c.who(e["claimant"]), int(e["claimant_delta"])))
    true = e.get("true")
    head = tr("Settled (true count %1)").replace("%1", str(true)) if true is not None else tr("Settled")
    return head + ": " + ("; ".join(parts) if parts else tr("no change")) + "."


def _match_end(e: Event, c: _Ctx) -> str:
    winner = e.get("winner")
    solo = len(e.get("scores") or []) == len(c.names)
    seats = [winner] if solo else [s for s in range(len(c.names)) if s % 2 == winner]
    mine = [s for s in seats if c.mine(s)]
    others = [c.who(s) for s in seats if not c.mine(s)]
    if mine and others:
        text = tr("You and %1 win the match.").replace("%1", others[0])
    elif mine:
        text = tr("You win the match.")
    elif len(others) == 2:
        text = tr("%1 and %2 win the match.").replace("%1", others[0]).replace("%2", others[1])
    else:
        text = tr("%1 wins the match.").replace("%1", names_of_side(winner, c.names, e))
    skunk = e.get("skunk")
    if skunk == "double":
        text += " " + tr("Double skunk!")
    elif skunk == "skunk":
        text += " " + tr("Skunk!")
    return text


_DESCRIBE: dict[str, Callable[[Event, _Ctx], str]] = {
    "match_start": _match_start,
    "deal": _deal,
    "discard": _discard,
    "starter": _starter,
    "peg": _peg,
    "go": _go,
    "go_point": _go_point,
    "reset": _reset,
    "show": _show,
    "response": _response,
    "settle": _settle,
    "match_end": _match_end,
}


def describe(event: Event, names: Sequence[str], you: int | None = None) -> str | None:
    """One sentence for ``event``, or None when it needs no line in the log.

    ``you`` is the seat of the one person at the screen; their own actions are
    told in the second person ("You play ..."), everyone else's by name.
    """
    build = _DESCRIBE.get(str(event.get("event")))
    return build(event, _Ctx(names, you)) if build is not None else None


def _signed(name: str, delta: int) -> str:
    if delta > 0:
        return tr("%1 +%2").replace("%1", name).replace("%2", points(delta))
    return tr("%1 \u2212%2").replace("%1", name).replace("%2", points(-delta))


def names_of_side(
    side: object, names: Sequence[str], event: Event | None = None, partnerships: bool | None = None
) -> str:
    """A side's name: the player, or both partners joined with "&"."""
    if not isinstance(side, int):
        return "?"
    if partnerships is None:
        partnerships = len(names) == 4 and bool(event and len(event.get("scores") or []) == 2)
    if partnerships:
        return " & ".join(names[s] for s in range(len(names)) if s % 2 == side)
    return names[side] if 0 <= side < len(names) else "?"
