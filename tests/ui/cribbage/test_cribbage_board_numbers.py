"""Issue 12, finding 3: hole numbers stand beside each player's own track.

On the old board one row of numbers ("10 20 30", "70 80 90") served every
track, so a peg at 41 stood next to "80". Now each track has its own numbers
every five holes, and each number is nearer to its own hole than to any
other hole of any track, on both boards, with 2 to 4 tracks, at any size
(the board scales as one piece).
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QImage, QPainter

from muggins_desktop.ui.cribbage.board.holes import board_layout
from muggins_desktop.ui.cribbage.board.item import UNIT, BoardItem


@pytest.mark.parametrize("target", [61, 121])
@pytest.mark.parametrize("tracks", [2, 3, 4])
def test_each_number_is_nearest_to_its_own_hole(target: int, tracks: int) -> None:
    lay = board_layout(target, tracks)
    labels = lay.hole_labels()
    for track in range(tracks):
        numbers = sorted(n for t, *_rest, n in labels if t == track)
        assert numbers == list(range(5, target - 1, 5))
    holes = [(t, score, lay.hole(t, score)) for t in range(tracks) for score in range(1, target + 1)]
    for track, x, y, number in labels:
        nearest = min(holes, key=lambda h: math.dist((x, y), h[2]))
        assert nearest[:2] == (track, number), (track, number, nearest[:2])
        # And it sits in its own lane, not between two tracks.
        assert y == lay.hole(track, number)[1]


@pytest.mark.parametrize("target", [61, 121])
def test_numbers_clear_the_holes_and_the_skunk_mark(target: int) -> None:
    lay = board_layout(target, 4)
    half_width = 0.45  # a number is at most about 0.9 hole pitches wide
    all_holes = [h for t in range(4) for h in lay.holes[t]]
    skunk_x, top, bottom = lay.skunk_line()
    for _track, x, y, _number in lay.hole_labels():
        for hx, hy in all_holes:
            if abs(hy - y) < 0.5:
                assert abs(hx - x) >= half_width * 0.4, (x, hx)
        if top <= y <= bottom:
            assert abs(skunk_x - x) > half_width


@pytest.mark.parametrize("target", [61, 121])
@pytest.mark.parametrize("size", [(360, 120), (1600, 500)])
def test_board_paints_at_any_size(qapp, target: int, size: tuple[int, int]) -> None:
    board = BoardItem(target, 3)
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scale = min(size[0] / (board.layout_.width * UNIT), size[1] / (board.layout_.height * UNIT))
    painter.scale(scale, scale)
    board.paint(painter, None)
    painter.end()
    assert image.pixelColor(size[0] // 2, min(size[1] - 1, int(board.layout_.height * UNIT * scale / 2))).alpha() > 0


@pytest.mark.parametrize("target", [61, 121])
@pytest.mark.parametrize("scale", [1.0, 0.6, 0.35])
def test_painted_numbers_with_their_halo_clear_every_hole(qapp, target: int, scale: float) -> None:
    """Issue 28: the tens ("100", "110") touched the holes beside them; the fives read faint."""
    from PySide6.QtGui import QFontMetricsF

    from muggins_desktop.ui.cribbage.board.holes import HOLE_RADIUS
    from muggins_desktop.ui.cribbage.board.item import label_font, label_halo

    lay = board_layout(target, 4)
    halo = label_halo(scale) / UNIT
    all_holes = [h for t in range(4) for h in lay.holes[t]]
    for _track, x, y, number in lay.hole_labels():
        font = label_font(number, scale)
        assert font.bold()  # fives as well as tens
        if scale >= 0.6:  # still readable on the screen (a smaller board has no room for more)
            assert font.pixelSize() * scale >= 6.5
        half = QFontMetricsF(font).horizontalAdvance(str(number)) / UNIT / 2 + halo
        for hx, hy in all_holes:
            if abs(hy - y) < 0.3:
                assert abs(hx - x) - half >= HOLE_RADIUS, (number, scale, abs(hx - x) - half)


@pytest.mark.parametrize("scale", [0.57, 0.61, 0.646])
def test_three_digit_numbers_read_as_large_as_the_others_at_800x600(qapp, scale: float) -> None:
    """Issue 28 (real window, 800x600): "110" and "115" were squeezed to about 6 screen pixels.

    A 121 board at 800x600 is drawn at 0.57 to 0.65 of its size (4 to 2
    tracks). A three-digit number sits further into its street gap, where
    there is room for it at the height of the two-digit ones.
    """
    from muggins_desktop.ui.cribbage.board.item import label_font

    for wide in (100, 105, 110, 115):
        for narrow in (15, 20):
            assert label_font(wide, scale).pixelSize() >= label_font(narrow, scale).pixelSize() - 1, (wide, scale)
