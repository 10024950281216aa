"""Words both tables use for a screen reader: panels, lists of keys, spoken tiles.

A game's table turns its state into a ``TableReading`` (``protocol.py``)
with these helpers; ``a11y.py`` shows the facts in the accessible mirror and
speaks the rest. The texts keep the "TableReader" translation context.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from muggins_desktop.ui.table.items import PanelItem
from muggins_desktop.ui.text.card_words import speak_cards
from muggins_desktop.ui.text.tr import Translator

CONTEXT = "TableReader"


tr = Translator(CONTEXT)


def _cell_text(cell: object) -> str:
    if isinstance(cell, list):  # tiles
        return ", ".join(tile_words(int(t[0]), int(t[1])) for t in cell) if cell else tr("none")
    return str(cell)


def panel_text(
    panel: PanelItem,
    header: Sequence[str] = (),
    rows: Sequence[Sequence[object]] = (),
    lines: Sequence[str] = (),
) -> str:
    """A table panel (round or match summary) as sentences: title, its ``lines``, each row
    with its column names ("Ann: Tiles left 3-5 2-2, Pips 12, Penalty −10, Score 20"), and
    the button Enter presses (the default one, which is not always the first)."""
    parts = [panel.title, panel.subtitle, *lines]
    names = [str(h) for h in header]
    for row in rows:
        cells = [_cell_text(c) for c in row]
        if not cells:
            continue
        rest = [f"{h} {c}" if h else c for h, c in zip(names[1:], cells[1:], strict=False) if c]
        parts.append(cells[0] + ": " + ", ".join(rest) if rest else cells[0])
    shown = [b.text for b in panel.buttons if b.isVisible() and b.text]
    if len(shown) > 1:  # Tab walks them (the match ends: Review, New game, Rematch …)
        parts.append(tr("Buttons: %1").replace("%1", ", ".join(shown)))
    default = panel.buttons[panel.default_index] if 0 <= panel.default_index < len(panel.buttons) else None
    if default is not None and default.text:
        parts.append(tr("Press Enter for “%1”").replace("%1", default.text.replace("&", "")))
    return sentences(parts)


def sentences(parts: Sequence[str]) -> str:
    """Texts as one paragraph of sentences (a full stop added where none ends one)."""
    return " ".join(p if p.endswith((".", "!", "?")) else p + "." for p in parts if p)


def keys_text(title: str, rows: Sequence[Sequence[object]]) -> str:
    """A list of keys as sentences: its title, then one sentence per key."""
    lines = [" ".join(str(c) for c in row if isinstance(c, str) and c).strip() for row in rows]
    return ". ".join([title, *[line for line in lines if line]])


def spoken(text: str) -> str:
    """Log sentences write tiles as [3|5] and cards as 10♥; a screen reader says
    "three–five" and "ten of hearts" better."""
    tiles = re.sub(r"\[(\d+)\|(\d+)\]", lambda m: tile_words(int(m.group(1)), int(m.group(2))), text)
    return speak_cards(tiles)


def tile_words(a: int, b: int) -> str:
    """A tile in words: "three–five", "blank–two", and a double as one name, "double six"."""
    if not (0 <= a <= 6 and 0 <= b <= 6):
        return f"{a}-{b}"
    if a == b:
        doubles = (
            tr("double blank"),
            tr("double one"),
            tr("double two"),
            tr("double three"),
            tr("double four"),
            tr("double five"),
            tr("double six"),
        )
        return doubles[a]
    pips = (tr("blank"), tr("one"), tr("two"), tr("three"), tr("four"), tr("five"), tr("six"))
    return tr("%1–%2").replace("%1", pips[a]).replace("%2", pips[b])
