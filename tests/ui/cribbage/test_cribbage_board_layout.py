"""The pure geometry of the cribbage board (no Qt)."""

from __future__ import annotations

import itertools
import math

import pytest

from muggins_desktop.ui.cribbage.board.holes import (
    HOLES_PER_BAND,
    STREET,
    board_layout,
)


@pytest.mark.parametrize("target", [61, 121])
@pytest.mark.parametrize("tracks", [2, 3, 4])
def test_every_track_has_its_holes_start_and_game_hole(target: int, tracks: int) -> None:
    lay = board_layout(target, tracks)
    assert lay.bands == (target - 1) // HOLES_PER_BAND
    points = []
    for t in range(tracks):
        # Holes 1..target-1 plus the game hole, and two start holes.
        assert len(lay.holes[t]) == target
        assert len(lay.start_holes[t]) == 2
        points += list(lay.holes[t]) + list(lay.start_holes[t])
    # No two holes share a place, and all lie on the board.
    assert len(set(points)) == len(points) == tracks * (target + 2)
    for x, y in points:
        assert 0 < x < lay.width and 0 < y < lay.height


@pytest.mark.parametrize("target", [61, 121])
def test_streets_of_five_are_separated_by_a_wider_gap(target: int) -> None:
    lay = board_layout(target, 2)
    row = lay.holes[0][:HOLES_PER_BAND]
    gaps = [round(abs(b[0] - a[0]), 6) for a, b in itertools.pairwise(row)]
    pitch = min(gaps)
    for i, gap in enumerate(gaps, start=1):
        # Between hole i and i+1: wider exactly at the end of a street.
        assert (gap > pitch) == (i % STREET == 0)


def test_bands_alternate_direction_and_lanes_mirror_so_turns_nest() -> None:
    lay = board_layout(121, 3)
    band0, band1 = lay.holes[0][0:30], lay.holes[0][30:60]
    assert band0[-1][0] > band0[0][0]  # left to right
    assert band1[-1][0] < band1[0][0]  # then right to left
    # Track 0 is the outer lane of the first turn: top of band 0, bottom of band 1.
    assert lay.lane_y(0, 0) < lay.lane_y(1, 0) < lay.lane_y(2, 0)
    assert lay.lane_y(0, 1) > lay.lane_y(1, 1) > lay.lane_y(2, 1)
    # The game hole sits on the left, like the start holes.
    assert lay.game_hole(0)[0] < lay.holes[0][-2][0]
    assert lay.start_holes[0][0][0] < lay.holes[0][0][0]


def test_neighbouring_scores_are_one_pitch_apart_within_a_street() -> None:
    lay = board_layout(121, 2)
    for score in (1, 2, 3, 4, 31, 32, 97):
        (x1, y1), (x2, y2) = lay.hole(0, score), lay.hole(0, score + 1)
        assert math.isclose(math.hypot(x2 - x1, y2 - y1), 1.0)


def test_scores_map_to_holes_start_and_game_hole() -> None:
    lay = board_layout(61, 2)
    assert lay.hole(1, 0) == lay.start_holes[1][0]
    assert lay.hole(1, 60) == lay.holes[1][59]
    assert lay.hole(1, 61) == lay.game_hole(1) == lay.hole(1, 75)  # past the target: the game hole
    front, back = lay.peg_positions(0, 12, None)
    assert front == lay.hole(0, 12) and back == lay.start_holes[0][1]
    front, back = lay.peg_positions(0, 12, 7)
    assert back == lay.hole(0, 7)


def test_skunk_line_and_street_numbers() -> None:
    lay = board_layout(121, 2)
    x, top, bottom = lay.skunk_line()
    # Hole 90 ends a band (turning right), so the mark stands just past it.
    assert x > lay.hole(0, 90)[0] and top < lay.hole(0, 90)[1] < bottom
    x61, top61, bottom61 = board_layout(61, 3).skunk_line()
    assert x61 > board_layout(61, 3).hole(2, 30)[0] and top61 < board_layout(61, 3).hole(2, 30)[1] < bottom61
    numbers = sorted({n for _t, _x, _y, n in lay.hole_labels()})
    assert numbers == list(range(5, 120, 5))
    assert sorted({n for *_, n in board_layout(61, 2).hole_labels()}) == list(range(5, 60, 5))


@pytest.mark.parametrize("target, tracks", [(60, 2), (121, 1), (121, 5)])
def test_invalid_boards_are_refused(target: int, tracks: int) -> None:
    with pytest.raises(ValueError):
        board_layout(target, tracks)


def test_more_tracks_make_a_taller_board_of_the_same_length() -> None:
    two, four = board_layout(121, 2), board_layout(121, 4)
    assert four.height > two.height
    assert board_layout(61, 2).height < two.height
    assert board_layout(61, 2).width == pytest.approx(two.width)
