"""The looks a player can choose: names, contrast of every combination, colour blindness, rendering."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QRadialGradient
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from muggins_desktop.engine.cribbage.cards import parse_cards
from muggins_desktop.storage import settings as stored
from muggins_desktop.ui.looks import (
    CARD_BACKS,
    DECKS,
    FELT_STYLES,
    PIP_SHAPES,
    TILE_STYLES,
    WOODS,
    Looks,
    every_looks,
)
from muggins_desktop.ui.looks.cards import CARD_H, CARD_W, paint_card_back, paint_card_face
from muggins_desktop.ui.looks.colour_vision import SIMULATIONS, contrast, distance, simulate
from muggins_desktop.ui.looks.contrast import checks
from muggins_desktop.ui.looks.tiles import paint_tile, pip_path

pytestmark = pytest.mark.timeout(120)
SIZES = ((800, 600), (2560, 1440))


# ------------------------------------------------------------------ the model
def test_the_settings_offer_exactly_the_looks_that_exist() -> None:
    assert stored.DECKS == tuple(DECKS)
    assert stored.CARD_BACKS == tuple(CARD_BACKS)
    assert stored.TILE_STYLES == tuple(TILE_STYLES)
    assert stored.THEMES == tuple(FELT_STYLES)
    assert stored.BOARD_WOODS == tuple(WOODS)
    assert len(DECKS) >= 3 and len(CARD_BACKS) >= 3 and len(TILE_STYLES) >= 3
    assert len(FELT_STYLES) >= 4 and len(WOODS) >= 2
    defaults = stored.Settings()
    assert Looks.from_settings(defaults) == Looks()  # today's look is the default


def test_looks_refuse_unknown_names_and_settings_fall_back() -> None:
    with pytest.raises(ValueError, match="deck"):
        Looks(deck="tarot")
    with pytest.raises(ValueError, match="felt"):
        Looks(felt="contrast")  # high contrast is a flag, not a felt to choose
    odd = stored.Settings(deck="tarot", tiles="glass", theme="blue")  # built in code, never validated
    assert Looks.from_settings(odd) == Looks(felt="blue")
    looks = Looks.from_settings(stored.Settings(theme="burgundy", tiles="black"), high_contrast=True)
    assert looks.felt_style.centre == "#000000" and looks.tile_style.name == "black"


def test_every_combination_keeps_text_and_marks_at_wcag_aa() -> None:
    combos = every_looks()
    assert len(combos) == len(DECKS) * len(CARD_BACKS) * len(TILE_STYLES) * len(FELT_STYLES) * len(WOODS) * 2
    failing = sorted({(c.what, round(c.ratio, 2)) for looks in combos for c in checks(looks) if not c.ok})
    assert failing == []


def _contrast_tool():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[3] / "tools" / "table_contrast.py"
    spec = importlib.util.spec_from_file_location("table_contrast", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return tool


def test_the_contrast_tool_reports_the_looks() -> None:
    rows = _contrast_tool().looks_rows()
    assert rows and all(ratio >= need for _what, need, ratio in rows)


@pytest.mark.slow  # renders the whole table on every felt (about 20 s); the table texts are
# measured on every felt by tests/ui/access/test_accessibility_tables.py in the default run
def test_the_contrast_tool_measures_every_felt() -> None:
    assert {"burgundy", "contrast"} <= set(_contrast_tool().measure()[0][2])


def test_the_four_colour_deck_gives_every_suit_its_own_ink() -> None:
    four = DECKS["four_colour"]
    assert len({four.ink(s) for s in "CDHS"}) == 4
    assert len({DECKS["standard"].ink(s) for s in "CDHS"}) == 2
    assert four.ink("S") == DECKS["standard"].ink("S") and four.ink("H") == DECKS["standard"].ink("H")


def test_coloured_pips_stay_apart_under_colour_blindness_and_differ_in_shape() -> None:
    style = TILE_STYLES["coloured"]
    colours = style.pips[1:]
    for vision in ("normal", *SIMULATIONS):
        seen = [c if vision == "normal" else simulate(c, vision) for c in colours]
        closest = min(distance(a, b) for a, b in itertools.combinations(seen, 2))
        assert closest >= 20, vision  # ΔE*ab: 2.3 is just noticeable
    assert style.shapes and len(set(PIP_SHAPES[1:])) == 6
    paths = [pip_path(shape, 10) for shape in PIP_SHAPES[1:]]
    for a, b in itertools.combinations(paths, 2):  # six different outlines, not one shape recoloured
        assert not (a.subtracted(b).isEmpty() and b.subtracted(a).isEmpty())


def test_colour_blindness_simulation_matches_known_values() -> None:
    assert simulate("#ffffff", "protanopia") == "#ffffff"  # white stays white
    red, green = "#d00000", "#00a000"
    assert distance(red, green) > 80
    assert distance(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < 40  # the classic confusion
    assert abs(contrast("#000000", "#ffffff") - 21) < 1e-9


# ------------------------------------------------------------------ rendering
def _felt_image(w: int, h: int, looks: Looks) -> tuple[QImage, QPainter]:
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    felt = looks.felt_style
    grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
    grad.setColorAt(0.0, QColor(felt.centre))
    grad.setColorAt(1.0, QColor(felt.edge))
    painter.fillRect(QRectF(0, 0, w, h), grad)
    return image, painter


def _has_colour(image: QImage, rect: QRectF, colour: str, tolerance: int = 40) -> bool:
    """Some pixel in ``rect`` is within ``tolerance`` (summed over r, g, b) of ``colour``."""
    want = QColor(colour)
    part = image.copy(rect.toRect()).convertToFormat(QImage.Format.Format_RGB888)
    step = max(1, int(min(part.width(), part.height()) / 80))
    line = part.bytesPerLine()
    data = bytes(part.constBits())
    r, g, b = want.red(), want.green(), want.blue()
    for y in range(0, part.height(), step):
        row = y * line
        for x in range(0, part.width() * 3, 3 * step):
            i = row + x
            if abs(data[i] - r) + abs(data[i + 1] - g) + abs(data[i + 2] - b) < tolerance:
                return True
    return False


@pytest.mark.parametrize("size", SIZES, ids=["800x600", "2560x1440"])
def test_every_deck_back_and_tile_style_renders_on_every_felt(qtbot, size: tuple[int, int]) -> None:
    """Cards and tiles on each felt, at the sizes the table gives them at this window size.

    The pieces are painted independently of each other (a card never reads
    the tile style), so every deck, back and tile style on every felt, with
    and without high contrast, covers every combination of them.
    """
    w, h = size
    card_w = w * 0.065  # 52 px at 800 wide (full faces, not the compact ones), 166 px at 2560
    card_h = card_w * CARD_H / CARD_W
    tile_short = w * 0.025
    cards = parse_cards("AS 10D QH 7C")
    felts = [Looks(felt=f) for f in FELT_STYLES] + [Looks(high_contrast=True)]
    for felt in felts:
        image, p = _felt_image(w, h, felt)
        for row, deck in enumerate(DECKS.values()):
            for i, card in enumerate(cards):
                paint_card_face(p, QRectF(10 + i * card_w * 1.05, 10 + row * card_h * 1.05, card_w, card_h), card, deck)
        for i, back in enumerate(CARD_BACKS.values()):
            paint_card_back(p, QRectF(10 + (4.4 + i * 1.05) * card_w, 10, card_w, card_h), back)
        tiles_top = 20 + 3.2 * card_h
        for row, style in enumerate(TILE_STYLES.values()):
            for n in range(7):
                rect = QRectF(10 + n * tile_short * 1.2, tiles_top + row * tile_short * 2.2, tile_short, tile_short * 2)
                paint_tile(p, rect, n, n, style=style)
            back = QRectF(10 + 8.5 * tile_short, tiles_top + row * tile_short * 2.2, tile_short, tile_short * 2)
            paint_tile(p, back, 0, 0, face_up=False, style=style)
        p.end()
        for row, deck in enumerate(DECKS.values()):
            area = QRectF(10, 10 + row * card_h * 1.05, card_w * 4.2, card_h)
            for suit in "SDHC":
                assert _has_colour(image, area, deck.ink(suit)), (felt.felt_style.name, deck.name, suit)
        for i, back in enumerate(CARD_BACKS.values()):
            area = QRectF(10 + (4.4 + i * 1.05) * card_w, 10, card_w, card_h)
            assert _has_colour(image, area, back.field_light, 90), back.name
        for row, style in enumerate(TILE_STYLES.values()):
            area = QRectF(10, tiles_top + row * tile_short * 2.2, tile_short * 8.4, tile_short * 2)
            for n in range(1, 7):
                assert _has_colour(image, area, style.pips[n], 60), (style.name, n)
            back = QRectF(10 + 8.5 * tile_short, tiles_top + row * tile_short * 2.2, tile_short, tile_short * 2)
            assert _has_colour(image, back, style.back_light, 60), style.name
        corner = image.pixelColor(1, 1)
        assert abs(corner.red() - QColor(felt.felt_style.edge).red()) < 40


@pytest.mark.parametrize("size", SIZES, ids=["800x600", "2560x1440"])
def test_every_board_wood_renders_on_every_felt(qtbot, size: tuple[int, int]) -> None:
    from muggins_desktop.ui.cribbage.board.item import BoardItem

    w, h = size
    for wood in WOODS:
        board = BoardItem(121, 4, animation_ms=0)
        board.set_looks(Looks(board_wood=wood))
        board.set_scores([5, 30, 61, 90], animate=False)
        rect = board.boundingRect()
        for felt_looks in (Looks(felt=f, board_wood=wood) for f in FELT_STYLES):
            for high_contrast in (False, True):
                looks = Looks(felt=felt_looks.felt, board_wood=wood, high_contrast=high_contrast)
                image, p = _felt_image(w, h, looks)
                scale = min(w * 0.9 / rect.width(), h * 0.5 / rect.height())
                p.translate(w * 0.05, h * 0.25)
                p.scale(scale, scale)
                board.paint(p, QStyleOptionGraphicsItem(), None)
                for peg in board.peg_items(0):
                    p.save()
                    p.translate(peg.pos())
                    peg.paint(p, QStyleOptionGraphicsItem(), None)
                    p.restore()
                p.end()
                middle = QRectF(w * 0.3, h * 0.3, w * 0.4, h * 0.4)
                assert _has_colour(image, middle, WOODS[wood].middle, 60), (wood, looks.felt)
                assert _has_colour(image, middle, WOODS[wood].label, 120) or scale < 0.4, wood


def test_the_preview_pegs_wear_the_boards_track_colours(qapp) -> None:
    from muggins_desktop.ui.cribbage.board.item import TRACK_COLOURS
    from muggins_desktop.ui.looks.preview import paint_preview

    image = QImage(480, 300, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    paint_preview(painter, QRectF(0, 0, 480, 300), Looks())
    painter.end()
    seen = {QColor(image.pixel(x, y)).name() for x in range(image.width()) for y in range(image.height())}
    assert TRACK_COLOURS[0].lower() in seen and TRACK_COLOURS[1].lower() in seen  # blue and orange, as the board
    assert "#d23c32" not in seen  # no red peg the board never shows
