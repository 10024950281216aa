"""The WCAG checks of one choice of looks: text at 4.5:1, marks at 3:1.

Pure arithmetic on the colours in ``themes`` (and the few fixed colours the
painting adds), so ``tools/table_contrast.py`` prints the same figures the
tests assert, for every combination a player can choose. Gradients are
measured at both ends and the lower ratio counts.

What is checked, and against what:

- text: each suit's ink on the card face; the hole numbers on their halo
  and on the bare wood;
- marks (WCAG 1.4.11, 3:1): pips on the tile face; a tile's edge against
  the felt (the face or its outline, whichever stands out more); a
  face-down tile's whole back against the felt (both ends of its gradient);
  a card's edge against the felt (the face or, face down, the back's frame); the
  pegs (fill or rim) and the holes (rim or inside) against the wood.

Decoration is not checked (the court frames, the back's pattern, the grain):
the letter, the suit and the count carry the meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from muggins_desktop.ui.looks.colour_vision import contrast
from muggins_desktop.ui.looks.themes import SUITS, Looks

TEXT, MARK = 4.5, 3.0
CARD_FACE = ("#ffffff", "#f1ede4")  # the face gradient's two ends (cards.FACE_LIGHT, FACE_DARK)
TRACK_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")  # cribbage/board/item.py
HOLE_INSIDE = "#2d190a"  # the middle of a hole's gradient


@dataclass(frozen=True)
class Check:
    what: str
    need: float
    ratio: float

    @property
    def ok(self) -> bool:
        return self.ratio >= self.need - 1e-9


def _worst(fg: str, backgrounds: tuple[str, ...]) -> float:
    return min(contrast(fg, bg) for bg in backgrounds)


def _best_edge(parts: tuple[str, ...], backgrounds: tuple[str, ...]) -> float:
    """The best-standing-out part of an edge, each part at its worst against the background."""
    return max(_worst(part, backgrounds) for part in parts)


def checks(looks: Looks) -> list[Check]:
    """Every check of ``looks``; a player's choice passes when all are ``ok``."""
    out: list[Check] = []
    deck, back, tiles, felt, wood = looks.deck_style, looks.back_style, looks.tile_style, looks.felt_style, looks.wood
    felt_ends = (felt.centre, felt.edge)
    for suit in SUITS:
        out.append(Check(f"{deck.name}: {suit} ink on the card face", TEXT, _worst(deck.ink(suit), CARD_FACE)))
    out.append(Check(f"card face edge on {felt.name} felt", MARK, _best_edge(CARD_FACE, felt_ends)))
    out.append(Check(f"{back.name} back's frame on {felt.name} felt", MARK, _best_edge((back.frame,), felt_ends)))
    face = (tiles.face_light, tiles.face_dark)
    for number in range(1, 7):
        out.append(Check(f"{tiles.name}: {number} pips on the face", MARK, _worst(tiles.pips[number], face)))
    edge = _best_edge((tiles.face_light, tiles.face_dark, tiles.outline), felt_ends)
    out.append(Check(f"{tiles.name} tile edge on {felt.name} felt", MARK, edge))
    # The whole back, not only its outline: a thin light edge round a dark
    # back still left face-down tiles hard to see on a dark felt.
    tile_back = min(_worst(c, felt_ends) for c in (tiles.back_light, tiles.back_dark))
    out.append(Check(f"{tiles.name} tile back on {felt.name} felt", MARK, tile_back))
    grain = (wood.light, wood.middle, wood.dark)
    out.append(Check(f"{wood.name}: hole numbers on their halo", TEXT, contrast(wood.label, wood.halo)))
    out.append(Check(f"{wood.name}: hole numbers on the bare wood", TEXT, _worst(wood.label, grain)))
    for track, colour in enumerate(TRACK_COLOURS):
        peg = max(_worst(colour, grain), _worst(wood.peg_rim, grain))
        out.append(Check(f"{wood.name}: peg {track + 1} on the wood", MARK, peg))
    rim = _worst(wood.hole_rim, grain)
    out.append(Check(f"{wood.name}: holes in the wood", MARK, max(rim, _worst(HOLE_INSIDE, grain))))
    return out


def failures(looks: Looks) -> list[Check]:
    return [c for c in checks(looks) if not c.ok]
