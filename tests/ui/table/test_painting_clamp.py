"""Wrapped table text that is too long even at its smallest size keeps to its
box: whole lines that fit, the last one ending in an ellipsis (a partner's
plaque on a narrow felt once drew its third line over the border)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from muggins_desktop.ui.looks.painting import clamp_lines, make_font

DETAIL = "4 cards in hand\npartner\nplayed 3♠ A♥ 9♥ 7♦"


def test_long_text_is_cut_to_the_lines_that_fit(qapp) -> None:
    font = make_font(12)
    fm = QFontMetricsF(font)
    height = fm.lineSpacing() * 2.2
    out = clamp_lines(DETAIL, font, 90, height)
    lines = out.split("\n")
    assert len(lines) == 2
    assert lines[-1].endswith("…")
    assert all(fm.horizontalAdvance(line) <= 90.5 for line in lines)


def test_text_that_fits_is_only_wrapped(qapp) -> None:
    font = make_font(12)
    fm = QFontMetricsF(font)
    out = clamp_lines(DETAIL, font, 400, fm.lineSpacing() * 5)
    assert out == DETAIL
