"""Issue 53: the start page's list of unfinished matches wears the theme and reads at 4.5:1.

It was a plain white box on the felt. Its rows, the chosen row included,
are measured on the rendered page in every theme and in high contrast.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from muggins_desktop.storage.library.rows import MatchRow, make_row
from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.access.accessibility import set_app_high_contrast
from muggins_desktop.ui.window.start_page import PAGE_THEMES, StartPage
from tests.ui.rendered_contrast import Picture, ink_on_main


def _row(match_id: str, scores: tuple[int, int]) -> MatchRow:
    when = datetime(2026, 1, 12, 5, 0, tzinfo=UTC)
    return make_row(
        match_id, "cribbage", 2, False, ("You", "Computer 1"), (0,), (None, "medium"), 121, False, False, scores,
        False, None, None, 10, 1, when, when, None, None, when, False, None, None, None, None, None,
    )  # fmt: skip


def _page(qtbot, theme: str, high_contrast: str = "off") -> StartPage:
    page = StartPage()
    qtbot.addWidget(page)
    page.apply_looks(Settings(theme=theme, high_contrast=high_contrast))
    page.set_matches(None, [_row("a", (45, 38)), _row("b", (12, 90)), _row("c", (0, 5))])
    page.resize(900, 650)
    page.show()
    qtbot.waitExposed(page)
    page.recent.setCurrentRow(1)
    return page


def _contrasts(page: StartPage) -> tuple[float, float, QColor]:
    """The ink of an unchosen row and of the chosen row on their own backgrounds, and the list's colour."""
    view = page.recent
    picture = Picture(view.viewport().grab().toImage())
    plain = ink_on_main(picture.colours(QRectF(view.visualItemRect(view.item(0)))))
    chosen = ink_on_main(picture.colours(QRectF(view.visualItemRect(view.item(1)))))
    empty = picture.pixel(picture.w - 3, picture.h - 3)
    return plain, chosen, QColor.fromRgb(empty)


@pytest.mark.parametrize("theme", sorted(PAGE_THEMES))
def test_the_recent_list_wears_the_theme(qtbot, theme) -> None:
    page = _page(qtbot, theme)
    plain, chosen, empty = _contrasts(page)
    assert plain >= 4.5 and chosen >= 4.5, (theme, plain, chosen)
    assert empty.lightness() < 200, (theme, empty.name())  # no white box on the felt


def test_the_recent_list_in_high_contrast(qtbot) -> None:
    app = QApplication.instance()
    set_app_high_contrast(app, True)
    try:
        page = _page(qtbot, "green", high_contrast="on")
        plain, chosen, empty = _contrasts(page)
        assert plain >= 7 and chosen >= 7, (plain, chosen)
        assert empty.name() == "#000000"
    finally:
        set_app_high_contrast(app, False)
