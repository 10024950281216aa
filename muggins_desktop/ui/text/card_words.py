"""Cards as a screen reader should say them: "ace of hearts", not "AH" or "A♥".

Orca spelt the engine's codes letter by letter ("Card 1: A H") and read a
suit symbol as "black heart suit", so the table's mirror, the list of keys'
card cursor and every sentence the voice speaks name cards in words, in the
player's language. The mirror builds its facts with :func:`card_words`; the
voice passes each sentence (the log writes "10♥") through :func:`speak_cards`.
Nothing here imports the engine: a card is its code ("TH") or its label.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from muggins_desktop.ui.text.tr import Translator

CONTEXT = "CardWords"


tr = Translator(CONTEXT)

_RANK_CODES = "A23456789TJQK"
_SYMBOLS = {"\u2663": "C", "\u2666": "D", "\u2665": "H", "\u2660": "S"}
# A card as the log and the dialogs write it ("10♥", "A♠"), not inside a longer word.
_LABEL_RE = re.compile(r"(?<![\w])(10|[2-9AJQK])([\u2663\u2666\u2665\u2660])")


def rank_word(code: str) -> str:
    """The rank of a card code's first letter(s) in words ("A" -> "ace", "T" or "10" -> "ten")."""
    words = (
        tr("ace"),
        tr("two"),
        tr("three"),
        tr("four"),
        tr("five"),
        tr("six"),
        tr("seven"),
        tr("eight"),
        tr("nine"),
        tr("ten"),
        tr("jack"),
        tr("queen"),
        tr("king"),
    )
    index = _RANK_CODES.find("T" if code == "10" else code)
    return words[index] if index >= 0 and len(code) <= 2 else code


def suit_word(code: str) -> str:
    """The suit of a card as it follows a rank ("H" -> "hearts"; Polish "kier", Ukrainian "чирв")."""
    words = {"C": tr("clubs"), "D": tr("diamonds"), "H": tr("hearts"), "S": tr("spades")}
    return words.get(_SYMBOLS.get(code, code), code)


def card_words(card: object) -> str:
    """ "AH" (or a ``Card``, whose ``str`` is its code) -> "ace of hearts"."""
    code = str(card)
    if len(code) < 2:
        return code
    return tr("%1 of %2").replace("%1", rank_word(code[:-1])).replace("%2", suit_word(code[-1]))


def cards_words(cards: Iterable[object]) -> str:
    """Several cards in words, one after another ("ace of hearts, five of clubs")."""
    return ", ".join(card_words(c) for c in cards)


def speak_cards(text: str) -> str:
    """Every card label in ``text`` ("You play 10♥, count 20.") said in words."""
    return _LABEL_RE.sub(lambda m: card_words(m.group(1) + _SYMBOLS[m.group(2)]), text)
