"""Where things go on the cribbage table: pure geometry, no Qt.

``table_regions`` splits the window into the board, the other players'
plaques, the play area, the status line, the person's hand and their own
line. ``play_regions`` splits the play area into the deck, the starter, the
crib and the count pile. ``fan`` spreads cards over a strip. All sizes are in
viewport pixels; every function returns plain dataclasses, so the whole table
layout is tested without a window (``tests/ui/cribbage/test_cribbage_layout.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from muggins_desktop.ui.table.geometry import Rect

CARD_RATIO = 100.0 / 72.0  # card height / width
OWNER_MARK = 0.15  # how far below a count card its owner's mark reaches, in card widths
ROW_CLOSEST = 0.7  # a row of cards closes up to this many card widths apart before its cards shrink


Box = Rect  # the cribbage layout calls its rectangles boxes


@dataclass(frozen=True)
class TableRegions:
    """The table's areas for one viewport size."""

    font: float  # base font size in pixels
    margin: float
    board: Box
    plaques: Box
    stacked: bool  # plaques in a column beside the board (else a row under it)
    play: Box
    final: Box  # where the match-end panel goes
    panel: Box  # where the show panel goes
    panel_notice: Box  # the felt's notice while that panel is up: its bottom strip, clear of its title
    hint: Box
    hand: Box
    me: Box


@dataclass(frozen=True)
class PlayRegions:
    """The play area: deck and starter, the crib, and the count pile."""

    card_w: float
    deck: Box
    starter: Box
    starter_label: Box
    crib: Box
    crib_label: Box
    count: Box  # the strip where the count's cards lie
    count_label: Box
    caption: Box
    notice: Box


def font_px(w: float, h: float) -> float:
    return max(11.0, min(28.0, min(h / 42.0, w / 62.0)))


def table_regions(
    w: float, h: float, board_w: float, board_h: float, others: int, text_scale: float = 1.0
) -> TableRegions:
    """Areas of a ``w`` x ``h`` table whose board measures ``board_w`` x ``board_h``.

    A long board (two tracks to 121) runs across the top with the other
    players in a row below it; a taller one (more tracks, or 61 holes) sits
    at the top left with the other players stacked beside it, whichever
    gives the bigger holes.

    ``text_scale`` (1.0 to 2.0, the text-size setting) grows the text rows
    (your line, the status line) and, in the row under a long board, the
    plaques; the board and the play area keep their room (their labels
    shrink toward 1.0x if they must); ``font`` stays unscaled.
    """
    f = font_px(w, h)
    g = f * min(2.0, max(1.0, float(text_scale)))  # the drawn text size
    m = max(6.0, min(w, h) * 0.012)
    others = max(1, others)
    hand_card_w = min(h * 0.2 / CARD_RATIO, (w * 0.62) / 6.6)
    hand_h = hand_card_w * CARD_RATIO
    me_line = g * 1.6
    hand_top = h - m - me_line - hand_h
    hand = Box(m, hand_top, w - 2 * m, hand_h)
    me = Box(m, h - m - me_line, w - 2 * m, me_line)
    # The status line sits above the lifted cards (a lifted card rises by a fifth of its height).
    hint = Box(m, hand_top - hand_h * 0.2 - g * 1.6, w - 2 * m, g * 1.5)
    mid_bottom = hint.y - m * 0.5
    gap = f * 0.6
    board_w, board_h = max(board_w, 1.0), max(board_h, 1.0)
    row_scale = min((w - 2 * m) / board_w, h * 0.27 / board_h)
    col_w = max(f * 15, w * 0.24)
    band_h = min(h * 0.42, (mid_bottom - m) * 0.62)
    col_scale = min((w - 3 * m - col_w) / board_w, band_h / board_h)
    stack_h = others * f * 3.8 + (others - 1) * gap
    if col_scale > row_scale * 1.15 and stack_h <= band_h:
        bw, bh = board_w * col_scale, board_h * col_scale
        col_w = min(max(col_w, w - 3 * m - bw), f * 24)
        left = (w - (bw + m + col_w)) / 2
        band = max(bh, stack_h)
        board = Box(left, m, bw, bh)
        plaques = Box(left + bw + m, m, col_w, band)
        top = m + band + m
        play = Box(m, top, w - 2 * m, max(20.0, mid_bottom - top))
        final = play
        stacked = True
    else:
        bw, bh = board_w * row_scale, board_h * row_scale
        board = Box((w - bw) / 2, m, bw, bh)
        top = board.bottom + m
        # A larger text size makes the plaques taller (a name line and two
        # detail lines at that size), taking a little from the play area.
        plaque_h = max(f * 4.2, min(f * 6.0 + (g - f) * 2.5, (mid_bottom - top) * 0.42))
        plaques = Box(m, top, w - 2 * m, plaque_h)
        play = Box(m, top + plaque_h + m, w - 2 * m, max(20.0, mid_bottom - top - plaque_h - m))
        final = play.united(plaques)
        stacked = False
    panel = Box(m * 0.5, play.y, w - m, h - play.y - m * 0.5)
    # Left of the panel's button and under its text (which stops 3.5 fonts above the bottom).
    panel_notice = Box(panel.x + f, panel.bottom - f * 3.4, panel.w * 0.6, f * 2)
    return TableRegions(f, m, board, plaques, stacked, play, final, panel, panel_notice, hint, hand, me)


def plaque_boxes(area: Box, count: int, f: float, stacked: bool, g: float | None = None) -> list[Box]:
    """One box per other player, in a column (stacked) or a centred row.

    ``g`` is the drawn text size: a larger one makes stacked plaques taller
    where the column has the room.
    """
    n = max(1, count)
    if stacked:
        gap = f * 0.6
        grown = f * 6.0 + (max(f, g or f) - f) * 2.5
        height = min(grown, (area.h - gap * (n - 1)) / n)
        return [Box(area.x, area.y + i * (height + gap), area.w, height) for i in range(count)]
    gap = f * 0.8
    width = min(f * 19, (area.w - gap * (n - 1)) / n)
    total = width * n + gap * (n - 1)
    x0 = area.x + (area.w - total) / 2
    return [Box(x0 + i * (width + gap), area.y, width, area.h) for i in range(count)]


def play_regions(area: Box, f: float, g: float | None = None) -> PlayRegions:
    """Deck, starter, crib and count pile inside the play area.

    ``g`` is the drawn text size: the caption rows under the cards are that
    tall (the cards give up the room), so "Starter" and "Crib (…)" grow with
    the text-size setting instead of shrinking back to 1x.
    """
    c = max(f, g or f)  # the captions' line
    # Under each card of the count sits a mark of who laid it, reaching
    # OWNER_MARK card widths below the card; the captions go under the marks.
    cw = max(24.0, min((area.h - c * 1.6) / (CARD_RATIO + OWNER_MARK), area.w * 0.085))
    ch = cw * CARD_RATIO
    mark = cw * OWNER_MARK
    y = area.y + (area.h - c * 1.5 - mark - ch) / 2
    left = area.x + f
    deck = Box(left, y, cw, ch)
    starter = Box(left + cw * 1.15, y, cw, ch)
    starter_label = Box(left - cw * 0.1, y + ch + f * 0.15, cw * 2.35, c * 1.2)
    crib_x = left + cw * 2.6
    crib = Box(crib_x, y, cw * 1.36, ch + cw * 0.09)
    # (As far right as the gap before the count pile: "Crib (Christina)" is long.)
    crib_label = Box(crib_x - cw * 0.3, y + ch + cw * 0.1 + f * 0.15, cw * 2.3 + f * 0.5, c * 1.2)
    px = crib_x + cw * 2.0
    right = Box(px, area.y, area.right - px, area.h)
    count = Box(right.x + f, y, max(cw, right.w - cw * 3.5 - f), ch)
    count_label = Box(right.right - cw * 3.2, y, cw * 3.2, ch * 0.6)
    caption = Box(right.x, y + ch + mark + f * 0.1, right.w, c * 1.2)
    notice = Box(area.x, area.y - f * 0.2, area.w, f * 2)
    return PlayRegions(cw, deck, starter, starter_label, crib, crib_label, count, count_label, caption, notice)


def fan(area: Box, count: int, card_w: float, spacing: float = 1.08) -> list[float]:
    """Left edges of ``count`` cards of width ``card_w`` spread over ``area``, centred.

    Cards sit ``spacing`` card widths apart while they fit, and overlap
    evenly when they do not.
    """
    if count <= 0:
        return []
    if count == 1:
        return [area.x + (area.w - card_w) / 2]
    step = min(card_w * spacing, (area.w - card_w) / (count - 1))
    total = card_w + step * (count - 1)
    x0 = area.x + (area.w - total) / 2
    return [x0 + i * step for i in range(count)]


def hand_boxes(area: Box, count: int, f: float) -> tuple[Box, list[float], Box, Box]:
    """The hand strip: card area, card left edges, and the two buttons beside it."""
    cw = area.h / CARD_RATIO
    button_w = f * 9.5
    cards = Box(area.x, area.y, area.w - button_w - f * 2, area.h)
    xs = fan(cards, count, cw)
    bx = area.right - button_w
    bh = f * 2.2
    action = Box(bx, area.y + area.h * 0.15, button_w, bh)
    go = Box(bx, action.y + bh * 1.3, button_w, bh)
    return cards, xs, action, go


def count_steps(area: Box, count: int, card_w: float) -> list[float]:
    """Left edges of the count pile's cards: overlapped by 0.62 card widths, from the left."""
    if count <= 0:
        return []
    step = min(card_w * 0.62, (area.w - card_w) / max(1, count - 1)) if count > 1 else 0.0
    return [area.x + i * step for i in range(count)]


def fit_row(width: float, card_w: float, count: int, spacing: float, gap: float) -> tuple[float, float]:
    """Card width and spacing for ``count`` cards in a row (``gap`` card widths before the last) within ``width``.

    The row's right end must stay clear of whatever sits beside it (the
    declared count): the cards first close up, to ``ROW_CLOSEST`` card
    widths apart so each corner index still shows, and only then shrink.
    """
    if count <= 1:
        return min(card_w, width), spacing
    if card_w * (1 + (count - 1) * spacing + gap) <= width:
        return card_w, spacing
    closer = (width / card_w - 1 - gap) / (count - 1)
    if closer >= ROW_CLOSEST:
        return card_w, closer
    return width / (1 + (count - 1) * ROW_CLOSEST + gap), ROW_CLOSEST
