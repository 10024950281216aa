"""Where the holes of a cribbage board are, in hole-pitch units.

Pure geometry, no Qt, so that it can be tested on its own and reused by any
painter. The board is a serpentine: every track runs through bands of thirty
holes (two bands for a 61 game, four for 121), left to right, then right to
left, and so on, so that both the start holes and the game holes end up on
the left. Within a band the tracks lie in parallel lanes; the lane order is
mirrored in every other band so that the turns nest instead of crossing, as
on a real continuous board. Holes come in streets of five with a small gap
between streets.

All coordinates are in units of the distance between two neighbouring holes;
the board item scales them to pixels.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Point = tuple[float, float]

HOLES_PER_BAND = 30
STREET = 5
STREET_GAP = 0.55  # extra space between two streets
LANE = 1.0  # distance between the lanes of two tracks in one band
BAND_GAP = 1.45  # space between two bands
TOP_MARGIN = 1.2
BOTTOM_MARGIN = 0.9
SCORE_PANEL = 2.6  # the left column with the score of each track
START_X = SCORE_PANEL + 0.55  # first of the two start holes
FIRST_HOLE_X = START_X + 2.4
RIGHT_MARGIN = 1.6
HOLE_RADIUS = 0.19
GAME_HOLE_RADIUS = 0.27
MIN_TRACKS, MAX_TRACKS = 2, 4
LABEL_EVERY = 5  # every fifth hole of a track is numbered
LABEL_OFFSET = 0.62  # from its hole, in the direction of play (a street gap is 1.55)
# A three-digit number ("115") sits further into the street gap, still nearer
# to its own hole (0.74) than to the next one (0.81): the room it gains lets
# it be drawn as tall as the two-digit numbers on a small board.
WIDE_LABEL_OFFSET = 0.74


def label_offset(number: int) -> float:
    """How far the number of hole ``number`` sits from it, in hole pitches."""
    return WIDE_LABEL_OFFSET if number >= 100 else LABEL_OFFSET


def turn_bulge(span: float) -> float:
    """Horizontal control offset of a U-turn joining two lanes ``span`` apart.

    Wider turns bulge more, so nested turns never touch; a cubic curve
    reaches about three quarters of this offset past its ends.
    """
    return 0.6 + 0.3 * span


def _band_length() -> float:
    last = HOLES_PER_BAND - 1
    return last + (last // STREET) * STREET_GAP


@dataclass(frozen=True)
class BoardLayout:
    """Hole positions of one board: ``target`` holes per track, 2-4 tracks."""

    target: int
    tracks: int
    holes: tuple[tuple[Point, ...], ...] = field(repr=False)
    start_holes: tuple[tuple[Point, Point], ...] = field(repr=False)
    width: float = 0.0
    height: float = 0.0

    @property
    def bands(self) -> int:
        return (self.target - 1) // HOLES_PER_BAND

    def hole(self, track: int, score: int) -> Point:
        """Where the leading peg of ``track`` stands at ``score``.

        Score 0 is the first start hole; any score at or past the target is
        the game hole (a peg never leaves the board).
        """
        if score <= 0:
            return self.start_holes[track][0]
        return self.holes[track][min(score, self.target) - 1]

    def peg_positions(self, track: int, front: int, back: int | None) -> tuple[Point, Point]:
        """Where the two pegs of a track stand; ``back`` None means "not yet moved".

        Before a track has scored twice, its back peg still waits in the second
        start hole, as on a real board.
        """
        front_pos = self.hole(track, front)
        if back is None or back <= 0:
            back_pos = self.start_holes[track][1]
        else:
            back_pos = self.hole(track, back)
        return front_pos, back_pos

    def lane_y(self, track: int, band: int) -> float:
        lane = track if band % 2 == 0 else self.tracks - 1 - track
        return _band_top(band, self.tracks) + lane * LANE

    def band_span(self, band: int) -> tuple[float, float]:
        """Top and bottom y of a band's lanes."""
        top = _band_top(band, self.tracks)
        return top, top + (self.tracks - 1) * LANE

    def hole_labels(self) -> list[tuple[int, float, float, int]]:
        """(track, x, y, number) for every fifth hole of every track.

        Each number sits in its own track's lane, just after its hole in the
        direction of play (in the gap before the next street), so it is
        nearer to that hole than to any other hole on the board: a peg at
        41 reads as 40-something on every track, whatever band it is in.
        The hole before the game hole has no number (the game hole ends the
        track).
        """
        labels = []
        for track in range(self.tracks):
            for number in range(LABEL_EVERY, self.target - 1, LABEL_EVERY):
                band = (number - 1) // HOLES_PER_BAND
                direction = 1.0 if band % 2 == 0 else -1.0
                x, y = self.holes[track][number - 1]
                labels.append((track, x + direction * label_offset(number), y, number))
        return labels

    def skunk_line(self) -> tuple[float, float, float] | None:
        """(x, y_top, y_bottom) of the skunk mark, just past the skunk hole.

        A 121 game skunks at 90 or less, a 61 game below 31; the mark sits
        between the last skunked hole and the next one.
        """
        last_skunked = 90 if self.target == 121 else 30
        band, j = divmod(last_skunked - 1, HOLES_PER_BAND)
        if j == HOLES_PER_BAND - 1:
            # The mark falls at the end of a band: place it past the last hole.
            # (beyond the number written after that hole).
            x = _hole_x(band, j) + (1.3 if band % 2 == 0 else -1.3)
        else:
            x = (_hole_x(band, j) + _hole_x(band, j + 1)) / 2
        top, bottom = self.band_span(band)
        return x, top - 0.45, bottom + 0.45

    def score_anchor(self, track: int) -> Point:
        """Centre of the score number written beside a track's start holes."""
        return SCORE_PANEL / 2, self.lane_y(track, 0)

    def game_hole(self, track: int) -> Point:
        return self.holes[track][self.target - 1]

    def turns(self) -> list[tuple[int, int, str]]:
        """(band, next band, side) for each U-turn; side is "left" or "right"."""
        return [(b, b + 1, "right" if b % 2 == 0 else "left") for b in range(self.bands - 1)]


def _band_top(band: int, tracks: int) -> float:
    return TOP_MARGIN + band * ((tracks - 1) * LANE + BAND_GAP)


def _hole_x(band: int, j: int) -> float:
    """x of the j-th hole of a band (j counts in playing direction)."""
    col = j if band % 2 == 0 else HOLES_PER_BAND - 1 - j
    return FIRST_HOLE_X + col + (col // STREET) * STREET_GAP


def board_layout(target: int, tracks: int) -> BoardLayout:
    """The board for a game to ``target`` (61 or 121) with ``tracks`` tracks."""
    if target not in (61, 121):
        raise ValueError(f"A cribbage board has 61 or 121 holes per track, not {target}.")
    if not MIN_TRACKS <= tracks <= MAX_TRACKS:
        raise ValueError(f"A board has 2 to 4 tracks, not {tracks}.")
    bands = (target - 1) // HOLES_PER_BAND
    holes: list[tuple[Point, ...]] = []
    starts: list[tuple[Point, Point]] = []
    probe = BoardLayout(target, tracks, (), ())
    for t in range(tracks):
        row: list[Point] = []
        for band in range(bands):
            y = probe.lane_y(t, band)
            for j in range(HOLES_PER_BAND):
                row.append((_hole_x(band, j), y))
        # The game hole: left of the last band (bands is even, so the last
        # band runs right to left and ends on the left side).
        last_y = probe.lane_y(t, bands - 1)
        row.append((FIRST_HOLE_X - 1.7, last_y))
        holes.append(tuple(row))
        y0 = probe.lane_y(t, 0)
        starts.append(((START_X + 0.9, y0), (START_X, y0)))
    outer_span = 2 * (tracks - 1) * LANE + BAND_GAP
    width = FIRST_HOLE_X + _band_length() + max(RIGHT_MARGIN, 0.75 * turn_bulge(outer_span) + 0.9)
    height = _band_top(bands - 1, tracks) + (tracks - 1) * LANE + BOTTOM_MARGIN
    return BoardLayout(target, tracks, tuple(holes), tuple(starts), width, height)
