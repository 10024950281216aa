"""The sentences of take-back and Redo, in the window's language.

``coach.takeback`` names what it removed or replayed with codes and params
(``TakenMove``); these functions turn them into one sentence: "You took
back your play of [3|5] and Computer 1's reply.", "…, and with it your
forced draw.", "The round before is settled: …". Names are the seats'
display names ("You", "Computer 1" in the current language).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from muggins_desktop.ui.text.tr import Translator

if TYPE_CHECKING:
    from muggins_desktop.coach.takeback import Redone, TakeBack, TakenMove

CONTEXT = "TakeBack"


tr = Translator(CONTEXT)


def _fill(template: str, *values: object) -> str:
    from muggins_desktop.ui.library.texts import _fill as fill

    return fill(template, *values)


def _cards(codes: object) -> str:
    """Card codes ("TD 5C" or one "TD") in the log's words: "10♦ 5♣"."""
    from muggins_desktop.ui.cribbage.texts import cards_text

    return cards_text(str(codes or "").split())


def move_words(move: TakenMove) -> str:
    """ "your play of [3|5]", "your Go"…: the person's action, named."""
    p = move.params
    texts: dict[str, Callable[[], str]] = {
        "play": lambda: _fill(tr("your play of %1"), p.get("tile", "")),
        "draw": lambda: tr("your draw"),
        "pass": lambda: tr("your pass"),
        "discard": lambda: _fill(tr("your discard of %1"), _cards(p.get("cards"))),
        "cut": lambda: tr("your cut"),
        "peg": lambda: _fill(tr("your play of %1"), _cards(p.get("card"))),
        "go": lambda: tr("your Go"),
        "declare": lambda: _fill(tr("your count of %1"), p.get("points", "")),
        "respond": lambda: tr("your answer"),
    }
    make = texts.get(move.code)
    return make() if make is not None else tr("your move")


def forced_words(move: TakenMove) -> str:
    """ "your forced draw", "your forced play of [2|6]"."""
    p = move.params
    texts: dict[str, Callable[[], str]] = {
        "play": lambda: _fill(tr("your forced play of %1"), p.get("tile", "")),
        "draw": lambda: tr("your forced draw"),
        "pass": lambda: tr("your forced pass"),
        "peg": lambda: _fill(tr("your forced play of %1"), _cards(p.get("card"))),
        "go": lambda: tr("your forced Go"),
    }
    make = texts.get(move.code)
    return make() if make is not None else tr("your forced move")


def joined(parts: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return _fill(tr("%1 and %2"), tr(", ").join(parts[:-1]), parts[-1])


def took_back_text(plan: TakeBack, names: Sequence[str]) -> str:
    """ "You took back your play of [3|5] and Computer 1's reply." (forced moves said so)."""
    parts = [move_words(plan.move)] + [_fill(tr("%1's reply"), names[s]) for s in plan.reply_seats]
    text = _fill(tr("You took back %1."), joined(parts))
    if plan.forced:
        forced = joined(list(dict.fromkeys(forced_words(m) for m in plan.forced)))
        text = _fill(tr("You took back %1, and with it %2."), joined(parts), forced)
    return text


def redone_text(redone: Redone, names: Sequence[str], person: int) -> str:
    """ "Played again: your play of [3|5] and Computer 1's reply." """
    mine = [m for m in redone.moves if m.seat == person]
    others = list(dict.fromkeys(m.seat for m in redone.moves if m.seat != person))
    parts = ([move_words(mine[0])] if mine else []) + [_fill(tr("%1's reply"), names[s]) for s in others]
    return _fill(tr("Played again: %1."), joined(parts)) if parts else tr("Played again.")


def refusal_text(code: str | None, params: dict[str, object] | None = None) -> str:
    """One sentence for a refused take-back or Redo."""
    what = (params or {}).get("what")
    if code == "settled":
        if what == "round":
            return tr(
                "That move was in the round that has ended: its result is settled, so a take-back "
                "does not go back past the end of a round."
            )
        return tr(
            "That move was in the hand that has been counted: its result is settled, so a take-back "
            "does not go back past the end of a hand."
        )
    texts = {
        "hot_seat": tr("Take-back is off when several people share the table."),
        "no_person": tr("Take-back is for a person playing against the computer."),
        "nothing_to_take_back": tr("There is no move of yours to take back yet."),
        "match_over": tr("The match is over: there is nothing to take back."),
        "setting_off": tr("Take-back is turned off in the settings."),
        "nothing_to_redo": tr("There is nothing to redo: Redo replays a move you took back until you make a new one."),
    }
    return texts.get(code or "", tr("This move cannot be taken back."))


__all__ = ["joined", "redone_text", "refusal_text", "took_back_text"]
