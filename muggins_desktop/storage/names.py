"""The one rule for names people type: what storage accepts is what the fields let through.

A name (the player's name in Settings, a seat's name in the new-game dialog
or a hot-seat table, a seat's name in a save) may not hold control
characters (C0 such as tab, newline, NUL and ESC; DEL; C1), lone surrogates,
or the characters that change the direction of the text around them
(embeddings, overrides and isolates, U+202A–U+202E and U+2066–U+2069, and
the bare marks U+200E, U+200F, U+061C), or the line and paragraph
separators U+2028 and U+2029 (they broke the score sheet's header). A name
of which nothing can be seen (a zero-width space alone, a Hangul filler) is
taken as no name (``typed_name``): the seat keeps its default. The fields remove them as they are
typed or pasted (``clean_name``), storage refuses them
(``has_forbidden_characters``), so a typed name can always be saved.

Wherever a name is put into a sentence it is wrapped in first-strong
isolates (``isolate``: U+2068 … U+2069), so a right-to-left name never
reorders the words after it. Standard library only (used by the UI and by
storage alike).
"""

from __future__ import annotations

import re

#: Longest name (settings' player_name and every seat of a save).
MAX_NAME_LENGTH = 40

_FORBIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
#: Characters that draw nothing although they are not spaces (Hangul fillers, the blank Braille cell).
_BLANK = frozenset("\u115f\u1160\u3164\uffa0\u2800")

FSI = "\u2068"
PDI = "\u2069"


def has_forbidden_characters(text: str) -> bool:
    """Whether ``text`` holds a character no name may hold."""
    return _FORBIDDEN.search(text) is not None


def clean_name(text: str) -> str:
    """``text`` without the characters no name may hold (nothing else changes)."""
    return _FORBIDDEN.sub("", text)


def has_something_to_see(text: str) -> bool:
    """Whether ``text`` draws at least one character (a zero-width space or a Hangul filler alone does not)."""
    # ``isprintable`` is False for format characters (zero width, tags), separators and the
    # unassigned (no ``unicodedata``: the bundle leaves it out).
    return any(ch.isprintable() and not ch.isspace() and ch not in _BLANK for ch in text)


def typed_name(text: str) -> str:
    """A name as a field takes it: cleaned and trimmed; "" when nothing of it can be seen (the default is used)."""
    cleaned = clean_name(text).strip()
    return cleaned if has_something_to_see(cleaned) else ""


def isolate(name: str) -> str:
    """``name`` ready to be put into a sentence: cleaned and wrapped in U+2068 … U+2069."""
    return FSI + clean_name(name) + PDI
