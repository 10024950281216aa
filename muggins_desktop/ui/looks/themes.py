"""The looks a player can choose: card decks, card backs, tile styles, felts and board woods.

Plain frozen data (colours as ``#rrggbb`` strings, no Qt), so the contrast
tool and the tests read the same values the painting uses. Each kind has a
registry by name; the names are also the values of the settings fields
(``deck``, ``card_back``, ``tiles``, ``theme`` for the felt, ``board_wood``),
and ``storage/settings.py`` keeps its own copy of the name lists (storage may
not import the UI; a test checks that the lists agree).

:class:`Looks` is one whole choice. High contrast is its own theme and
overrides the felt (black); the other choices stay, since each of them is
drawn to stand out on black as well (the contrast test checks every pair).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from muggins_desktop.storage.settings import Settings

SUITS = "CDHS"
#: The pip shape of each number 1-6 in a style with ``shapes`` (index 0 unused).
PIP_SHAPES = ("circle", "circle", "square", "triangle", "diamond", "hexagon", "star")


@dataclass(frozen=True)
class Deck:
    """How card faces are drawn: the ink of each suit and the size of the corner index.

    ``large_index``: a big rank and suit in two corners and no pips, for low
    vision (the corner is also what shows of a card held in a fan).
    """

    name: str
    clubs: str
    diamonds: str
    hearts: str
    spades: str
    large_index: bool = False

    def ink(self, suit: str) -> str:
        return {"C": self.clubs, "D": self.diamonds, "H": self.hearts, "S": self.spades}[suit]


@dataclass(frozen=True)
class CardBack:
    """A card back: a frame, a field in two shades, a pattern and a centre emblem.

    ``pattern`` is "lattice", "diamonds" or "dots" and ``emblem`` "ring",
    "diamond" or "star": the backs differ in shape, not only in colour.
    """

    name: str
    frame: str
    field_light: str
    field_dark: str
    pattern: str
    emblem: str


@dataclass(frozen=True)
class TileStyle:
    """How dominoes are drawn. ``pips`` holds one colour per number 0-6 (0 has no pips).

    ``shapes``: each number has its own pip shape (``PIP_SHAPES``: circle,
    square, triangle, diamond, hexagon, star), so coloured pips never rely on
    colour alone.
    """

    name: str
    face_light: str
    face_dark: str
    outline: str
    groove: str
    pips: tuple[str, str, str, str, str, str, str]
    shapes: bool = False
    # A face-down tile is light all over (3:1 or more on every felt, black
    # included): a dark back with only a light outline vanished on the
    # burgundy felt. The edge and the pattern are darker, on the back itself.
    back_light: str = "#e6c690"
    back_dark: str = "#d4b072"
    back_edge: str = "#6b5230"


@dataclass(frozen=True)
class Felt:
    """The table cloth: a radial gradient from ``centre`` to ``edge``."""

    name: str
    centre: str
    edge: str


@dataclass(frozen=True)
class Wood:
    """The cribbage board: a vertical gradient, its rim, its grain and its hole numbers.

    ``label`` is the colour of the hole numbers and ``halo`` the thin outline
    drawn round them, so they keep their contrast over the coloured lanes;
    ``peg_rim`` outlines the pegs and ``hole_rim`` the holes (dark wood needs
    light rims, since its holes are as dark as the wood).
    """

    name: str
    light: str
    middle: str
    dark: str
    rim: str
    grain: str
    label: str
    halo: str
    peg_rim: str
    hole_rim: str


DECKS: dict[str, Deck] = {
    d.name: d
    for d in (
        Deck("standard", clubs="#161616", diamonds="#c0132b", hearts="#c0132b", spades="#161616"),
        # Four colours, as in many online card rooms: suits told apart at a glance.
        Deck("four_colour", clubs="#17692a", diamonds="#1550b0", hearts="#c0132b", spades="#161616"),
        Deck("large_index", clubs="#161616", diamonds="#c0132b", hearts="#c0132b", spades="#161616", large_index=True),
    )
}

CARD_BACKS: dict[str, CardBack] = {
    b.name: b
    for b in (
        CardBack("blue", "#fbfaf6", "#1f3f86", "#122a5e", "lattice", "ring"),
        CardBack("red", "#fbfaf6", "#9a1f2e", "#651320", "diamonds", "diamond"),
        CardBack("green", "#fbfaf6", "#1d6b45", "#0f4229", "dots", "star"),
    )
}

# Coloured pips: dark, saturated colours (3:1 or more on ivory) that stay
# apart under protanopia, deuteranopia and tritanopia (tests/ui/looks/test_looks.py
# simulates each), and each number has its own shape as well.
# Found by a search over dark hues for the largest least CIELAB distance
# between any two numbers under normal vision and the three simulations
# (about 28; 2.3 is just noticeable). 0 has no pips.
COLOURED_PIPS = ("#1d1d24", "#218372", "#ae2d13", "#0000e0", "#ca16ca", "#5d1b6a", "#1d1d24")

TILE_STYLES: dict[str, TileStyle] = {
    t.name: t
    for t in (
        TileStyle("ivory", "#fbf6e6", "#e8dfc3", "#5a4e36", "#5a503c", ("#1d1d24",) * 7),
        TileStyle(
            "black",
            "#2a2a30",
            "#16161a",
            "#c8c8cc",
            "#8e8e96",
            ("#f6f3ea",) * 7,
            back_light="#c8ccd3",
            back_dark="#b2b6be",
            back_edge="#3a3d44",
        ),
        TileStyle("coloured", "#fbf6e6", "#e8dfc3", "#5a4e36", "#5a503c", COLOURED_PIPS, shapes=True),
    )
}

HIGH_CONTRAST_FELT = "contrast"
FELT_STYLES: dict[str, Felt] = {
    f.name: f
    for f in (
        # Centres dark enough for every table text at WCAG AA (tools/table_contrast.py).
        Felt("green", "#1f6840", "#134a2c"),
        Felt("blue", "#255e8a", "#12304d"),
        Felt("dark", "#3a3f44", "#15181b"),
        Felt("burgundy", "#6e2634", "#3d111b"),
    )
}
#: Not a choice: the high-contrast setting shows it instead of the chosen felt.
CONTRAST_FELT = Felt(HIGH_CONTRAST_FELT, "#000000", "#000000")

WOODS: dict[str, Wood] = {
    w.name: w
    for w in (
        Wood("oak", "#d2a66c", "#c29458", "#ab7d45", "#5b3819", "#46280f", "#241204", "#f2dcb4", "#140e08", "#d1aa77"),
        Wood(
            "walnut", "#6e4628", "#5a371d", "#452814", "#24140a", "#1a0e06", "#f8ead2", "#1c0f06", "#f3e6cf", "#c9a27a"
        ),
    )
}


def _name(value: str, options: Mapping[str, object], default: str) -> str:
    return value if value in options else default


@dataclass(frozen=True)
class Looks:
    """One whole choice of looks, by name; ``high_contrast`` replaces the felt with black.

    Building one with a name that does not exist raises ``ValueError``
    (``from_settings`` instead falls back to the default of that kind, since
    a settings object has been validated already and may be older).
    """

    deck: str = "standard"
    card_back: str = "blue"
    tiles: str = "ivory"
    felt: str = "green"
    board_wood: str = "oak"
    high_contrast: bool = False

    def __post_init__(self) -> None:
        for value, options, what in (
            (self.deck, DECKS, "deck"),
            (self.card_back, CARD_BACKS, "card back"),
            (self.tiles, TILE_STYLES, "tile style"),
            (self.felt, FELT_STYLES, "felt"),
            (self.board_wood, WOODS, "board wood"),
        ):
            if value not in options:
                raise ValueError(f"unknown {what} {value!r}; one of {', '.join(options)}")

    @classmethod
    def from_settings(cls, settings: Settings, high_contrast: bool = False) -> Looks:
        """The looks ``settings`` ask for; a name this build does not know gives that kind's default.

        ``high_contrast`` is whether high contrast is on now (the setting may
        be "auto", which only the application can resolve).
        """
        return cls(
            deck=_name(settings.deck, DECKS, "standard"),
            card_back=_name(settings.card_back, CARD_BACKS, "blue"),
            tiles=_name(settings.tiles, TILE_STYLES, "ivory"),
            felt=_name(settings.theme, FELT_STYLES, "green"),
            board_wood=_name(settings.board_wood, WOODS, "oak"),
            high_contrast=high_contrast,
        )

    @property
    def deck_style(self) -> Deck:
        return DECKS[self.deck]

    @property
    def back_style(self) -> CardBack:
        return CARD_BACKS[self.card_back]

    @property
    def tile_style(self) -> TileStyle:
        return TILE_STYLES[self.tiles]

    @property
    def felt_style(self) -> Felt:
        return CONTRAST_FELT if self.high_contrast else FELT_STYLES[self.felt]

    @property
    def wood(self) -> Wood:
        return WOODS[self.board_wood]


DEFAULT_LOOKS = Looks()


def every_looks() -> list[Looks]:
    """Every combination a player can choose, with and without high contrast (for tests)."""
    return [
        Looks(d, b, t, f, w, hc)
        for d in DECKS
        for b in CARD_BACKS
        for t in TILE_STYLES
        for f in FELT_STYLES
        for w in WOODS
        for hc in (False, True)
    ]
