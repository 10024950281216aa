"""Issue 53: a face-down tile stands out from every felt, as a whole tile.

The backs used to be burgundy with a thin light outline, so on the burgundy
felt a face-down tile read as a faint ring. These tests measure the back
itself against every felt colour a player can get (each theme's centre and
edge, and the black felt of high contrast) at WCAG's 3:1 for marks: once on
the colours of the looks, once on the pixels ``paint_tile`` draws.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from muggins_desktop.ui.looks.colour_vision import contrast
from muggins_desktop.ui.looks.contrast import checks
from muggins_desktop.ui.looks.themes import CONTRAST_FELT, FELT_STYLES, TILE_STYLES, Looks
from muggins_desktop.ui.looks.tiles import paint_tile

FELT_COLOURS = sorted({c for felt in (*FELT_STYLES.values(), CONTRAST_FELT) for c in (felt.centre, felt.edge)})


@pytest.mark.parametrize("style", sorted(TILE_STYLES))
def test_every_back_colour_stands_out_from_every_felt_colour(style: str) -> None:
    tiles = TILE_STYLES[style]
    for felt in FELT_COLOURS:
        for colour in (tiles.back_light, tiles.back_dark):
            assert contrast(colour, felt) >= 3.0, (style, colour, felt, round(contrast(colour, felt), 2))


def test_the_contrast_checks_measure_the_back_not_only_its_outline() -> None:
    felts = [Looks(felt=name) for name in FELT_STYLES] + [Looks(high_contrast=True)]
    for felt in felts:
        ends = (felt.felt_style.centre, felt.felt_style.edge)
        for style, tiles in TILE_STYLES.items():
            looks = Looks(tiles=style, felt=felt.felt, high_contrast=felt.high_contrast)
            back = next(c for c in checks(looks) if "tile back" in c.what)
            worst = min(contrast(c, f) for c in (tiles.back_light, tiles.back_dark) for f in ends)
            assert back.ok and abs(back.ratio - worst) < 1e-9, back


@pytest.mark.parametrize("size", [(10, 20), (20, 40), (32, 64)])
def test_painted_backs_stand_out_from_every_felt(qtbot, size: tuple[int, int]) -> None:
    """The pixels of the back's body (between the outline and the pattern) at 3:1 on each felt."""
    w, h = size
    for style in TILE_STYLES.values():
        for felt in FELT_COLOURS:
            image = QImage(w + 8, h + 8, QImage.Format.Format_RGB32)
            image.fill(QColor(felt))
            painter = QPainter(image)
            paint_tile(painter, QRectF(4, 4, w, h), 0, 0, face_up=False, style=style)
            painter.end()
            for fx, fy in ((0.5, 0.5), (0.5, 0.35), (0.5, 0.65)):
                pixel = image.pixelColor(int(4 + w * fx), int(4 + h * fy)).name()
                assert contrast(pixel, felt) >= 3.0, (style.name, felt, size, pixel, round(contrast(pixel, felt), 2))
