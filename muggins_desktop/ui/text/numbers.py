"""One minus sign everywhere: numbers as the tables and sheets show them.

Python writes negative numbers with the ASCII hyphen-minus ("-15"); the
tables write the true minus sign U+2212 ("−15"), which lines up with "+"
and reads as a sign, not a dash. Every path that shows a number that can be
negative goes through these helpers.
"""

from __future__ import annotations

MINUS = "\u2212"


def minus_sign(text: object) -> str:
    """``text`` (a number or its text) with a leading "-" made a true minus."""
    s = str(text)
    if s.startswith("-"):
        return MINUS + s[1:]
    return s


def is_negative(text: object) -> bool:
    s = str(text).strip()
    return s.startswith(("-", MINUS)) and s.strip("-" + MINUS + "0") != ""


def signed(value: object) -> str:
    """ "+3", "−2", "0" (or "" for an empty cell)."""
    s = str(value).strip()
    if s in ("", "0"):
        return s
    if is_negative(s):
        return minus_sign(s)
    return s if s.startswith("+") else "+" + s
