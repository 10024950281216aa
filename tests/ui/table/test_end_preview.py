"""Issue 12: a selected (or dragged) tile shows on each open end what it would score there ("+10")."""

from __future__ import annotations

from muggins_desktop.engine.dominoes.actions import PlayTile
from muggins_desktop.ui.screenshots.dominoes_demo import demo_seats, rich_dominoes
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings, click_item


def test_selected_tile_previews_its_score_on_each_end(qtbot) -> None:
    win = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    match = rich_dominoes(759, 4)  # a showcase with a scoring play for Ann (sha256-v1 deals)
    win.show_match("dominoes", match, demo_seats(4, "Ann", lambda i: f"C{i}"), {"players": 4})
    table, c = win.table, win.controller
    try:
        qtbot.waitUntil(lambda: c.waiting_for == 0, timeout=5000)
        view = c.reading.view(0)
        plays = [a for a in view.legal_actions if isinstance(a, PlayTile)]
        scoring = [a for a in plays if view.points_for(a) > 0]
        assert scoring, "the demo position has a scoring play"
        tile = scoring[0].tile
        click_item(qtbot, table, table.scene_.hand.items[tile.key])
        slots = table.scene_.line.end_slots
        qtbot.waitUntil(lambda: any(s.isVisible() for s in slots.values()), timeout=3000)
        for end, slot in slots.items():
            if slot.isVisible():
                assert slot.preview == view.points_for(PlayTile(tile, end))
        assert any(slot.isVisible() and slot.preview > 0 for slot in slots.values())
    finally:
        win.stop_match()
