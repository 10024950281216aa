"""The snake layout of the domino line, checked without Qt."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from muggins_desktop.ui.dominoes.layout import fit_line_stable, hand_slots, layout_line, stable_row_width


def fit_line(tiles, opening, width, height):
    return fit_line_stable(tiles, opening, width, height, stable_row_width(width, height))


def random_line(rng: random.Random, length: int) -> tuple[list[tuple[int, int]], int]:
    """A chain of matching tiles (values may repeat: geometry is all we test)."""
    value = rng.randint(0, 6)
    tiles = []
    for _ in range(length):
        other = value if rng.random() < 0.25 else rng.randint(0, 6)
        tiles.append((value, other))
        value = other
    return tiles, rng.randrange(length)


def check_no_overlap(layout) -> None:
    rects = [t.rect for t in layout.tiles] + [layout.left_slot, layout.right_slot]
    for i, r in enumerate(rects):
        for s in rects[i + 1 :]:
            assert not r.overlaps(s), (r, s)


def test_opening_double_and_doubles_lie_crosswise() -> None:
    tiles = [(3, 5), (5, 5), (5, 2), (2, 2)]
    layout = layout_line(tiles, 1, 20)
    by_index = {t.index: t for t in layout.tiles}
    assert not by_index[1].horizontal  # crosswise to a horizontal row
    assert by_index[0].horizontal and by_index[2].horizontal
    assert not by_index[3].horizontal
    # Joining halves touch: [5|2] shows its 5 on the left, next to the double.
    assert (by_index[2].first, by_index[2].second) == (5, 2)
    assert (by_index[0].first, by_index[0].second) == (3, 5)


def test_rows_turn_at_the_edge_and_never_overlap() -> None:
    tiles, _ = random_line(random.Random(4), 28)
    layout = layout_line(tiles, 10, 12)
    check_no_overlap(layout)
    box = layout.bounds()
    assert box.w <= 12 + 1.01  # a crosswise double at a corner may stick out half a unit
    ys = {round(t.rect.center[1], 3) for t in layout.tiles if t.horizontal}
    assert len(ys) >= 3  # the line snaked over several rows


def test_corner_tiles_join_the_right_halves() -> None:
    # A long right arm of distinct non-doubles: each joint must pair equal pips.
    tiles = [(i % 6, (i + 1) % 6) for i in range(14)]
    layout = layout_line(tiles, 0, 9)
    by_index = {t.index: t for t in layout.tiles}
    for i in range(1, len(tiles)):
        prev, cur = by_index[i - 1], by_index[i]

        # The half of ``cur`` nearest to ``prev`` shows the joining value.
        def half_centres(t):
            r = t.rect
            if t.horizontal:
                return [((r.x + r.w / 4, r.y + r.h / 2), t.first), ((r.x + 3 * r.w / 4, r.y + r.h / 2), t.second)]
            return [((r.x + r.w / 2, r.y + r.h / 4), t.first), ((r.x + r.w / 2, r.y + 3 * r.h / 4), t.second)]

        best = min(
            ((a, b) for a in half_centres(prev) for b in half_centres(cur)),
            key=lambda ab: (ab[0][0][0] - ab[1][0][0]) ** 2 + (ab[0][0][1] - ab[1][0][1]) ** 2,
        )
        assert best[0][1] == best[1][1] == tiles[i][0]


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    length=st.integers(1, 28),
    size=st.sampled_from([(600, 300), (1000, 420), (2300, 900), (3600, 1500), (500, 500), (300, 700)]),
)
def test_fitted_line_is_inside_the_area_and_never_overlaps(seed: int, length: int, size: tuple[int, int]) -> None:
    tiles, opening = random_line(random.Random(seed), length)
    width, height = size
    fitted = fit_line(tiles, opening, width, height)
    check_no_overlap(fitted.layout)
    rects = [r for _, r in fitted.tiles] + [fitted.left_slot, fitted.right_slot]
    for r in rects:
        assert r.x >= -1e-6 and r.y >= -1e-6
        assert r.right <= width + 1e-6 and r.bottom <= height + 1e-6
    assert fitted.unit > 0


def test_long_lines_stay_readable_at_800x600() -> None:
    # The line area of an 800x600 window is roughly 740 x 300 pixels.
    tiles, opening = random_line(random.Random(7), 27)
    fitted = fit_line(tiles, opening, 740, 300)
    assert fitted.unit >= 16  # a pip half at least 16 px wide


def test_hand_slots_fit_and_do_not_overlap() -> None:
    unit, rects = hand_slots(12, 500, 80, 60)
    assert len(rects) == 12 and unit <= 40
    for a, b in zip(rects, rects[1:], strict=False):
        assert a.right <= b.x
    assert rects[0].x >= 0 and rects[-1].right <= 500


@settings(max_examples=60, deadline=None)
@given(st.integers(640, 3840), st.integers(480, 2160), st.integers(2, 4))
def test_table_regions_stay_inside_and_apart(width, height, players) -> None:
    from muggins_desktop.ui.dominoes.layout import Rect, table_regions

    r = table_regions(width, height, players)
    table = Rect(0, 0, width, height)
    parts = [r.boneyard, *r.opponents, r.mine, r.line, r.hand, r.draw_button, r.draw_all_button, r.pass_button]
    for part in parts + [r.info, r.hint]:
        assert part.x >= -1e-6 and part.y >= -1e-6
        assert part.right <= table.right + 1e-6 and part.bottom <= table.bottom + 1e-6
    assert len(r.opponents) == players - 1
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            assert not a.overlaps(b), (a, b)
    assert r.line_max_unit > 0 and r.hand_max_unit > 0


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 28), st.integers(9, 26))
def test_stable_line_keeps_every_placed_tile(seed, length, row_width) -> None:
    """Issue 12 #7: growing the line never moves or turns a tile already laid."""
    from muggins_desktop.ui.dominoes.layout import layout_line

    rng = random.Random(seed)
    tiles, _opening = random_line(rng, length)
    opening = rng.randrange(length)
    # Grow the line from its opening tile outward, as a round does.
    left, right = opening, opening
    placed = {}
    while left > 0 or right < length - 1:
        if left > 0 and (right == length - 1 or rng.random() < 0.5):
            left -= 1
        else:
            right += 1
        layout = layout_line(tiles[left : right + 1], opening - left, float(row_width))
        rects = {t.index + left: (t.rect, t.first, t.second) for t in layout.tiles}
        for index, before in placed.items():
            assert rects[index] == before, (index, before, rects[index])
        placed = rects


def test_hand_tiles_stay_wide_enough_in_a_small_window() -> None:
    """Issue 12 #12: hand tiles at least 36 px wide; they overlap rather than shrink."""
    unit, rects = hand_slots(10, 300, 110, max_unit=52, min_unit=36)
    assert unit >= 36 and all(r.w >= 36 for r in rects)
    assert rects[0].x >= -1e-6 and rects[-1].right <= 300 + 1e-6
