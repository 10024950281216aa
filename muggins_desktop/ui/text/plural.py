"""English plural fallback for ``%n ...(s)`` strings.

Qt picks plural forms from the loaded catalogue; with no catalogue (or an
entry not translated yet) it returns the source text, where "(s)" would show
as is. This turns it into proper English so the source language reads well.
"""

from __future__ import annotations


def plural(text: str, n: int) -> str:
    """Resolve "(s)" in an already translated text for the count ``n``."""
    return text.replace("(s)", "" if abs(n) == 1 else "s")
