"""Found in a real window (mouse only, 800x600, Polish): after drawing a tile that fits both ends,
a click on a glowing end did nothing until the tile was chosen again.

Laying out the table could finish a slide at once; the step queue then showed the newer state
(the drawn tile chosen, both ends glowing) from inside the scene's show_state, which went on
to paint the older state over it and hid the ends while the presenter still had them chosen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView

from muggins_desktop.engine.dominoes import DominoMatch, End
from muggins_desktop.engine.dominoes.tiles import Tile
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.dominoes_driver import Settings


def test_a_drawn_tile_that_fits_both_ends_is_played_by_clicking_a_glowing_end(qtbot) -> None:
    window = MainWindow(Settings(animation_ms=120, pace="normal"), keep_in_library=False)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    # Ann holds nothing that fits the double three; the first tile she draws, 3|5, fits both ends.
    match = DominoMatch.from_position(["1|1 2|2", "6|6 0|0 5|6"], line="3|3", boneyard="3|5 4|4", to_act=0, seed=5)
    seats = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bob", "kind": "computer", "level": "easy"}]
    try:
        window.show_match("dominoes", match, seats, {})
        table = window.table
        p = table.presenter
        qtbot.waitUntil(p.my_turn, timeout=5000)
        p.input.draw()
        qtbot.waitUntil(lambda: p.selected == Tile(3, 5) and not p.running, timeout=5000)
        qtbot.wait(300)  # every slide over
        slots = table.scene_.line.end_slots
        assert p.state.ends == (End.LEFT, End.RIGHT)
        assert all(slot.isVisible() for slot in slots.values()), "both ends glow while the presenter offers them"
        view = table.findChild(QGraphicsView) if not isinstance(table, QGraphicsView) else table
        assert view is not None
        point = view.mapFromScene(slots[End.LEFT].sceneBoundingRect().center())
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.waitUntil(lambda: Tile(3, 5) in p.view(0).line, timeout=5000)
    finally:
        window.stop_match()
