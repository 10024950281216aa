"""The looks a player can choose, and the painting that draws them at any size.

- ``themes``: the model (frozen dataclasses ``Deck``, ``CardBack``,
  ``TileStyle``, ``Felt``, ``Wood`` and the whole choice ``Looks``), with the
  registries by name.
- ``cards``: ``paint_card_face(painter, rect, card, deck)`` and
  ``paint_card_back(painter, rect, back)``.
- ``tiles``: ``paint_tile(painter, rect, a, b, ..., style=...)``.
- ``colour_vision``: contrast, colour-blindness simulation and colour distance.
"""

from muggins_desktop.ui.looks.themes import (
    CARD_BACKS,
    CONTRAST_FELT,
    DECKS,
    DEFAULT_LOOKS,
    FELT_STYLES,
    HIGH_CONTRAST_FELT,
    PIP_SHAPES,
    TILE_STYLES,
    WOODS,
    CardBack,
    Deck,
    Felt,
    Looks,
    TileStyle,
    Wood,
    every_looks,
)

__all__ = [
    "CARD_BACKS",
    "CONTRAST_FELT",
    "DECKS",
    "DEFAULT_LOOKS",
    "FELT_STYLES",
    "HIGH_CONTRAST_FELT",
    "PIP_SHAPES",
    "TILE_STYLES",
    "WOODS",
    "CardBack",
    "Deck",
    "Felt",
    "Looks",
    "TileStyle",
    "Wood",
    "every_looks",
]
