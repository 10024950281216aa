"""The cribbage table's layout, checked without a window (pure functions)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from muggins_desktop.ui.cribbage.board.holes import board_layout
from muggins_desktop.ui.cribbage.board.item import UNIT
from muggins_desktop.ui.cribbage.layout import (
    CARD_RATIO,
    Box,
    fan,
    hand_boxes,
    plaque_boxes,
    play_regions,
    table_regions,
)

SIZES = [(800, 600), (1024, 768), (1280, 800), (1366, 768), (1920, 1080), (3840, 2160), (600, 800)]
BOARDS = [(target, tracks) for target in (61, 121) for tracks in (2, 3, 4)]


def regions_for(size: tuple[int, int], target: int, tracks: int, players: int | None = None):
    lay = board_layout(target, tracks)
    players = players or tracks
    return table_regions(size[0], size[1], lay.width * UNIT, lay.height * UNIT, players - 1)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("target", "tracks"), BOARDS)
def test_every_region_is_inside_the_window_and_apart(size, target, tracks) -> None:
    r = regions_for(size, target, tracks)
    window = Box(0, 0, *size)
    parts = {"board": r.board, "plaques": r.plaques, "play": r.play, "hint": r.hint, "hand": r.hand, "me": r.me}
    for name, box in parts.items():
        assert box.inside(window), (name, box)
        assert box.w > 0 and box.h > 0, name
    names = list(parts)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not parts[a].overlaps(parts[b]), (a, b, parts[a], parts[b])


@pytest.mark.parametrize("size", SIZES)
def test_status_line_stays_clear_of_lifted_cards(size) -> None:
    r = regions_for(size, 121, 2)
    card_w = r.hand.h / CARD_RATIO
    lifted_top = r.hand.y - card_w * 0.18  # a chosen card rises by 0.18 card widths
    assert r.hint.bottom <= lifted_top


@pytest.mark.parametrize("size", SIZES)
def test_play_area_parts_do_not_overlap(size) -> None:
    r = regions_for(size, 61, 3)
    play = play_regions(r.play, r.font)
    starter_and_deck = play.deck.united(play.starter)
    parts = [starter_and_deck, play.crib, play.count]
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            assert not a.overlaps(b), (a, b)
    assert play.count.right <= r.play.right + 1e-6


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("target", "tracks"), BOARDS)
def test_the_play_caption_sits_below_the_count_piles_owner_marks(size, target, tracks) -> None:
    """Real window, issue 28: the marks under the count pile's cards (who laid each one, drawn
    down to 0.13 card widths below a card) ran into the "The play" caption under them."""
    r = regions_for(size, target, tracks)
    play = play_regions(r.play, r.font)
    marks_bottom = play.count.bottom + play.card_w * 0.14
    assert play.caption.y >= marks_bottom, (play.caption, marks_bottom)
    assert play.caption.bottom <= r.play.bottom + 1e-6  # still inside the play area


def test_plaques_in_a_column_or_a_row() -> None:
    area = Box(100, 10, 300, 400)
    column = plaque_boxes(area, 3, 14.0, stacked=True)
    assert [b.x for b in column] == [100, 100, 100]
    assert all(a.bottom <= b.y for a, b in itertools.pairwise(column))
    row = plaque_boxes(Box(0, 0, 1000, 80), 3, 14.0, stacked=False)
    assert all(a.right <= b.x for a, b in itertools.pairwise(row))
    assert all(b.inside(Box(0, 0, 1000, 80)) for b in row)


@given(
    st.integers(min_value=1, max_value=8),
    st.floats(min_value=200, max_value=3000),
    st.floats(min_value=30, max_value=150),
)
def test_fan_keeps_cards_inside_and_evenly_spaced(count, width, card_w) -> None:
    area = Box(10, 0, width, card_w * CARD_RATIO)
    xs = fan(area, count, card_w)
    assert len(xs) == count
    if card_w <= width:
        assert xs[0] >= area.x - 1e-6 and xs[-1] + card_w <= area.right + 1e-6
    steps = {round(b - a, 6) for a, b in itertools.pairwise(xs)}
    assert len(steps) <= 1 and all(s <= card_w * 1.08 + 1e-6 for s in steps)


def test_hand_buttons_sit_right_of_the_cards() -> None:
    cards, xs, action, go = hand_boxes(Box(0, 500, 1200, 150), 6, 16.0)
    assert xs[-1] + 150 / CARD_RATIO <= cards.right + 1e-6
    assert cards.right <= action.x and action.bottom <= go.y


def test_a_row_that_would_run_too_far_closes_up_then_shrinks() -> None:
    from muggins_desktop.ui.cribbage.layout import ROW_CLOSEST, fit_row

    assert fit_row(600, 70, 5, 1.05, 0.3) == (70, 1.05)  # room enough: as it was
    cw, spacing = fit_row(350, 70, 5, 1.05, 0.3)
    assert cw == 70 and ROW_CLOSEST <= spacing < 1.05
    assert cw * (1 + 4 * spacing + 0.3) == pytest.approx(350)
    cw, spacing = fit_row(200, 70, 5, 1.05, 0.3)
    assert spacing == ROW_CLOSEST and cw < 70
    assert cw * (1 + 4 * spacing + 0.3) == pytest.approx(200)
