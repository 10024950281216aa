"""Issue 50: every text colour pair outside the table reads at WCAG AA, in every theme and in high contrast.

The table itself is measured on rendered pictures
(``tests/ui/access/test_table_contrast_rendered.py``) and its looks by
``ui/looks/contrast.py``; this test walks the fixed colours of the start
page, the score sheet and the Muggins dialogs: text at 4.5:1 (the start
page's 44 px bold title, large text, at 3:1), the rings round counted cards
(non-text, WCAG 1.4.11) at 3:1 against both ends of the card face and the
dialog's background. A colour drawn see-through is measured as blended.
"""

from __future__ import annotations

import pytest

from muggins_desktop.ui.cribbage.dialogs import parts
from muggins_desktop.ui.looks.colour_vision import contrast
from muggins_desktop.ui.looks.contrast import CARD_FACE, MARK, TEXT
from muggins_desktop.ui.sheet import sheet_paint
from muggins_desktop.ui.window import start_page

LARGE_TEXT = 3.0


def _hex(colour) -> str:  # a QColor, without its alpha
    return colour.name()


def _blend(fg: str, bg: str, alpha: int) -> str:
    """``fg`` drawn at ``alpha`` (0-255) over ``bg``."""
    a = alpha / 255
    mix = [round(int(fg[i : i + 2], 16) * a + int(bg[i : i + 2], 16) * (1 - a)) for i in (1, 3, 5)]
    return "#" + "".join(f"{v:02x}" for v in mix)


def _start_page_pairs(theme: str, high_contrast: bool) -> list[tuple[str, str, str, float]]:
    centre, edge, text, face, ink, hover = start_page.page_colours(theme, high_contrast)
    pairs = []
    for where, ground in (("centre", centre), ("edge", edge)):
        pairs.append((f"subtitle on the {where}", text, ground, TEXT))
        pairs.append((f"title on the {where}", start_page.TITLE_COLOUR, ground, LARGE_TEXT))
    pairs += [("button text", ink, face, TEXT), ("button text under the pointer", ink, hover, TEXT)]
    background, list_text, _border, chosen, chosen_text = start_page.list_colours(theme, high_contrast)
    pairs += [("list row", list_text, background, TEXT), ("chosen list row", chosen_text, chosen, TEXT)]
    return pairs


PAGES = [(theme, False) for theme in sorted(start_page.PAGE_THEMES)] + [("green", True)]


@pytest.mark.parametrize(("theme", "high_contrast"), PAGES)
def test_start_page_texts(theme: str, high_contrast: bool) -> None:
    low = [
        (what, round(contrast(fg, bg), 2))
        for what, fg, bg, need in _start_page_pairs(theme, high_contrast)
        if contrast(fg, bg) < need
    ]
    assert low == []


def test_high_contrast_turns_the_start_page_black() -> None:
    centre, edge, *_rest = start_page.page_colours("green", True)
    assert (centre, edge) == ("#000000", "#000000")


@pytest.mark.parametrize("colours", ["paper", "contrast"])
def test_score_sheet_texts(colours: str) -> None:
    c = sheet_paint.PAPER_COLOURS if colours == "paper" else sheet_paint.CONTRAST_COLOURS
    paper = _hex(c.paper)
    caption = _blend(_hex(c.ink), paper, sheet_paint.CAPTION_ALPHA)
    inks = {"figures": c.ink, "round numbers": c.label, "losses": c.loss, "gains": c.gain}
    low = {
        what: round(contrast(_hex(ink), paper), 2) for what, ink in inks.items() if contrast(_hex(ink), paper) < TEXT
    }
    if contrast(caption, paper) < TEXT:
        low["caption"] = round(contrast(caption, paper), 2)
    assert low == {}


@pytest.mark.parametrize("background", [parts.DIALOG_BACKGROUND, "#000000"])
def test_the_rings_round_counted_cards_stand_out(background: str) -> None:
    grounds = (*CARD_FACE, background)
    low = {
        kind: [round(contrast(colour, ground), 2) for ground in grounds]
        for kind, colour in parts.KIND_COLOURS.items()
        if min(contrast(colour, ground) for ground in grounds) < MARK
    }
    assert low == {}


def test_muggins_dialog_texts() -> None:
    grounds = (parts.LIST_BACKGROUND, parts.LIST_SELECTED)
    pairs = [(kind, colour, ground) for kind, colour in parts.TEXT_COLOURS.items() for ground in grounds]
    pairs += [("text", parts.DEFAULT_TEXT, ground) for ground in grounds]
    for what in ("GAIN_COLOUR", "LOSS_COLOUR", "HINT_COLOUR"):
        pairs.append((what, getattr(parts, what), parts.DIALOG_BACKGROUND))
    for what in ("HC_GAIN_COLOUR", "HC_LOSS_COLOUR"):
        pairs.append((what, getattr(parts, what), "#000000"))
    low = [(what, ground, round(contrast(fg, ground), 2)) for what, fg, ground in pairs if contrast(fg, ground) < TEXT]
    assert low == []
