"""Regressions from the real-window play test (Xvfb, 800x600 and 1920x1080)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

REFUSAL = "You may pass only when the boneyard is empty; draw a tile instead."
QM_DIR = Path(__file__).resolve().parents[3] / "resources" / "translations"


def _translated(lang: str, context: str, text: str) -> str:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if lang == "en" or not translator.load(str(QM_DIR / f"muggins_{lang}.qm")):
        return text
    return translator.translate(context, text) or text


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "uk", "pl"])
def test_dominoes_refusal_notice_is_not_cut(qtbot, size, lang) -> None:
    """The long 'draw instead of passing' notice was elided at 800x600."""
    from PySide6.QtGui import QFontMetricsF

    from muggins_desktop.ui.dominoes.layout import table_regions
    from muggins_desktop.ui.looks.painting import make_font

    text = _translated(lang, "engine", REFUSAL)
    for players in (2, 3, 4):
        r = table_regions(size[0], size[1], players)
        fm = QFontMetricsF(make_font(r.font_px, True))
        needed = fm.horizontalAdvance(text) + r.font_px * 1.4  # the badge's padding
        assert needed <= r.notice.w, (lang, size, players, needed, r.notice.w)
        assert r.notice.x >= 0 and r.notice.right <= size[0]


@pytest.mark.parametrize(
    ("name_filter", "suffix"), [("Saved games (*.json)", "json"), ("Match records (*.jsonl)", "jsonl")]
)
def test_save_dialog_adds_the_file_suffix(qtbot, name_filter, suffix) -> None:
    """A match saved as 'round2' became a file the Open dialog's *.json filter hid."""
    from PySide6.QtWidgets import QWidget

    from muggins_desktop.ui.dialogs.placement import file_dialog

    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = file_dialog(parent, "Save", name_filter, True, lambda _p: None)
    try:
        assert dialog.defaultSuffix() == suffix
    finally:
        dialog.reject()


def _darkest_in_row(dialog, row: int) -> int:
    from PySide6.QtGui import QColor

    view = dialog.breakdown
    rect = view.visualItemRect(view.item(row)).adjusted(3, 3, -3, -3)  # inside the selection border
    image = view.viewport().grab(rect).toImage()
    return min(QColor(image.pixel(x, y)).lightness() for x in range(image.width()) for y in range(image.height()))


@pytest.mark.parametrize("active", [True, False])
def test_settlement_selected_line_is_readable(qtbot, active) -> None:
    """The current line of 'How the count is made up' had pale text on its beige band."""
    from muggins_desktop.engine.cribbage import parse_cards, score_hand
    from muggins_desktop.ui.cribbage.dialogs.counts import SettlementDialog, SettlementInfo

    hand, starter = parse_cards("AD 2C 2S 3D"), parse_cards("AS")[0]
    breakdown = score_hand(hand, starter)
    info = SettlementInfo(
        "Bob",
        False,
        hand,
        starter,
        declared=breakdown.total,
        true=breakdown.total,
        items=list(breakdown.items),
        answers=[("Ann", "accept", None)],
        changes=[],
    )
    dialog = SettlementDialog(info)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    if active:
        dialog.breakdown.setFocus()
    dialog.breakdown.setCurrentRow(0)
    assert dialog.breakdown.currentRow() == 0
    # Text pixels on the selected row are as dark as on an unselected one.
    assert _darkest_in_row(dialog, 0) < 110, _darkest_in_row(dialog, 0)
    assert _darkest_in_row(dialog, 1) < 110


@pytest.mark.parametrize("game", ["dominoes", "cribbage"])
def test_hot_seat_cover_has_the_keyboard_at_the_start(qtbot, game) -> None:
    """Enter on the first cover did nothing: the hidden table had taken the focus."""
    from muggins_desktop.ui.window.main_window import MainWindow

    window = MainWindow(keep_in_library=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    seats = [{"name": n, "kind": "human", "level": None} for n in ("Ann", "Bob")]
    window.start_match({"game": game, "players": 2, "seats": seats, "options": {"players": 2}}, seed=3)
    cover = window.game_area.cover
    qtbot.waitUntil(cover.isVisible, timeout=3000)
    assert window.focusWidget() is cover.button
    got: list[int] = []
    cover.ready.connect(got.append)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    assert got and not cover.isVisible()
    window.stop_match()


def test_every_new_match_gets_the_keyboard(qtbot) -> None:
    """A second match started from the new-game dialog had no focus widget at all."""
    from muggins_desktop.ui.window.main_window import MainWindow

    window = MainWindow(keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    for game in ("dominoes", "dominoes", "cribbage", "cribbage", "dominoes"):
        dialog = window.show_new_game(game)
        qtbot.waitExposed(dialog)
        dialog.accept()
        qtbot.wait(50)
        assert window.focusWidget() is window.table, (game, window.focusWidget())
    window.stop_match()


def test_statistics_dialog_is_never_wider_than_the_screen(qtbot) -> None:
    """The Ukrainian statistics dialog was 1104 px wide, past a small screen's edge."""
    from muggins_desktop.ui.dialogs.stats import StatsDialog

    dialog = StatsDialog()
    qtbot.addWidget(dialog)
    assert dialog.width() <= dialog.screen().availableGeometry().width() - 20


@pytest.mark.parametrize("size", [(800, 540), (1024, 650), (1920, 1000)])
@pytest.mark.parametrize("lang", ["en", "uk", "pl"])
def test_the_dominoes_side_buttons_are_not_cut(qtbot, size, lang) -> None:
    """Seen in a real window at 800x600: «Пропустити хі…» and «Добирати до …» were elided."""
    from PySide6.QtGui import QFontMetricsF

    from muggins_desktop.ui.dominoes.layout import table_regions
    from muggins_desktop.ui.looks.painting import make_font

    labels = [_translated(lang, "DominoTable", t) for t in ("Draw (D)", "Draw to fit", "Pass (P)")]
    for players in (2, 3, 4):
        r = table_regions(size[0], size[1], players)
        fm = QFontMetricsF(make_font(r.font_px, True))
        for text, rect in zip(labels, (r.draw_button, r.draw_all_button, r.pass_button), strict=True):
            assert fm.horizontalAdvance(text) <= rect.w - 10, (lang, size, players, text, rect.w)
