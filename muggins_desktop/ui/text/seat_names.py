"""Seat names that follow the language.

A match record stores each seat's name as text. The default names the
new-game dialog hands out ("You", "Computer 2", "Player 2", or their
translation in the language the match was started in) are not really names:
they are a kind of seat and a number. "You" is only ever the one person at
the screen; people sharing it (hot-seat) are "Player N". :func:`display_name` recognises them and renders them
again in the current language, at paint time, so that a language switch
re-translates "You" and "Computer N" everywhere a seat is named. Names a
person typed are shown as typed.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QTranslator

from muggins_desktop.storage.names import MAX_NAME_LENGTH, clean_name, isolate
from muggins_desktop.ui.text.i18n import LANGUAGES, TRANSLATIONS_DIR

# The contexts that hand out default names (the new-game dialog and the
# window's demo/quick-start paths).
_CONTEXTS = ("NewGameDialog", "MainWindow")


@lru_cache(maxsize=1)
def _known_forms() -> tuple[frozenset[str], tuple[tuple[str, re.Pattern[str]], ...]]:
    """Every catalogue's "You", and a pattern for every "Computer %1" and "Player %1"."""
    yous = {"You"}
    numbered: dict[str, set[str]] = {"computer": {"Computer %1"}, "player": {"Player %1"}}
    sources = {"computer": "Computer %1", "player": "Player %1"}
    for code in LANGUAGES:
        translator = QTranslator()
        if not translator.load(f"muggins_{code}", str(TRANSLATIONS_DIR)):
            continue
        for context in _CONTEXTS:
            you = translator.translate(context, "You")
            if you:
                yous.add(you)
            for kind, source in sources.items():
                form = translator.translate(context, source)
                if form and "%1" in form:
                    numbered[kind].add(form)
    patterns = tuple(
        (kind, re.compile("^" + re.escape(form).replace("%1", r"(\d+)") + "$", re.IGNORECASE))
        for kind in ("computer", "player")
        for form in sorted(numbered[kind])
    )
    return frozenset(y.casefold() for y in yous), patterns


def seat_kind(stored: str) -> tuple[str, int] | None:
    """``("you", 0)``, ``("computer", n)`` or ``("player", n)`` for a default name, else None."""
    text = stored.strip()
    if not text:
        return None
    yous, patterns = _known_forms()
    if text.casefold() in yous:
        return ("you", 0)
    for kind, pattern in patterns:
        match = pattern.match(text)
        if match:
            return (kind, int(match.group(1)))
    return None


def is_you(name: str) -> bool:
    """Whether a seat's name is "You" (in any language): the one person at the screen.

    A sentence about that seat is then a sentence to the reader, with its own
    grammar ("You were wrong", "Your turn."), never "You was wrong".
    """
    return seat_kind(name[: 4 * MAX_NAME_LENGTH]) == ("you", 0)


def display_name(stored: str) -> str:
    """``stored`` in the current language if it is a default name, else as typed.

    A typed name is shown cleaned by the rule of ``storage.names`` and, when
    it holds anything but left-to-right letters and spaces, wrapped in
    first-strong isolates (U+2068 … U+2069), so a right-to-left name or one
    ending in digits never reorders the sentence it is put into.
    """
    stored = stored[: 4 * MAX_NAME_LENGTH]  # storage allows 40; never match patterns over a huge text
    kind = seat_kind(stored)
    if kind is None:
        return in_sentence(stored)
    if kind[0] == "you":
        return QCoreApplication.translate("MainWindow", "You")
    if kind[0] == "player":  # a person sharing the screen (hot-seat), named by seat
        return QCoreApplication.translate("NewGameDialog", "Player %1").replace("%1", str(kind[1]))
    return QCoreApplication.translate("MainWindow", "Computer %1").replace("%1", str(kind[1]))


def seat_name(stored: str, seat: int, viewer: int | None) -> str:
    """``display_name`` of ``seat``'s stored name, where "You" names only ``viewer``.

    ``viewer`` is the one person at the screen (None when several share
    it). A seat that is not theirs but was stored as "You" (a name left so
    at a shared screen, or an older record) is "Player N", as the new-game
    dialog names it now: a sentence about it would otherwise read "You
    deals".
    """
    if seat != viewer and is_you(stored):
        return QCoreApplication.translate("NewGameDialog", "Player %1").replace("%1", str(seat + 1))
    return display_name(stored)


# Code point ranges of the right-to-left scripts (Hebrew through the Arabic
# extensions, their presentation forms, and the historic and Adlam blocks of
# the higher planes). Checked by range rather than with ``unicodedata``, which
# the installed bundle leaves out (about 1 MB nobody else uses).
_RTL_RANGES = (
    (0x0590, 0x08FF),
    (0xFB1D, 0xFDFF),
    (0xFE70, 0xFEFF),
    (0x10800, 0x10FFF),
    (0x1E800, 0x1EFFF),
)


def _left_to_right_letter(ch: str) -> bool:
    """A letter of a left-to-right script (Latin, Cyrillic, Greek, CJK, …)."""
    if not ch.isalpha():
        return False
    code = ord(ch)
    return not any(low <= code <= high for low, high in _RTL_RANGES)


def in_sentence(name: str) -> str:
    """``name`` cleaned, and isolated unless it is only left-to-right letters and spaces."""
    cleaned = clean_name(name)
    if all(ch == " " or _left_to_right_letter(ch) for ch in cleaned):
        return cleaned
    return isolate(cleaned)
