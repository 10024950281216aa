"""Issue 53: the round summary keeps the tiles left in a hand readable.

With about twelve tiles left in one hand the panel used to shrink every
tile of that hand to fit one line (32x16 px or less). Now a tile keeps at
least 48x24 px at text size 1 (twice that at text size 2), the hand wraps
onto more lines and the row grows, and the whole panel still fits the
window. Painted offscreen in a real window; the panel records where it
drew each tile.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from muggins_desktop.storage.settings import Settings
from muggins_desktop.ui.access.accessibility import apply_settings
from tests.ui.panel_fit import make_window, problems

TWELVE = [(6, 6), (5, 4), (3, 1), (6, 5), (4, 4), (2, 0), (1, 1), (5, 5), (0, 0), (6, 3), (2, 2), (4, 1)]
LEAST = 24.0  # a tile's short side at text size 1, in pixels: 48x24 keeps its pips countable
NINE = [(5, 0), (4, 3), (1, 0), (6, 1), (5, 2), (2, 1), (3, 0), (4, 0), (5, 1)]


@pytest.mark.parametrize(("size", "scale"), [((800, 600), 1.0), ((1920, 1080), 1.0), ((800, 600), 2.0)])
def test_a_long_hand_wraps_at_a_readable_size(qtbot, size: tuple[int, int], scale: float) -> None:
    window = make_window("dominoes", size, scale)
    qtbot.addWidget(window)
    try:
        scene, names = window.table.scene_, list(window.table.presenter.names)
        hands = [[], TWELVE, [(6, 2), (3, 3)], NINE][: len(names)]
        pips = [sum(a + b for a, b in hand) for hand in hands]
        event = {
            "winner": 0,
            "blocked": False,
            "remaining": pips,
            "penalties": [5 * round(p / 5) for p in pips],
            "hands": hands,
            "scores": [185, -15, 40, 120][: len(names)],
        }
        panel = scene.open_round_panel(12, event, names)
        QApplication.processEvents()
        assert problems(window, panel) == []  # nothing cut, every row and button inside the window
        rects = [panel.mapRectToScene(r) for r in panel.tile_rects]
        assert len(rects) == sum(len(hand) for hand in hands)  # no row left out
        least = LEAST * panel.factor
        assert min(r.height() for r in rects) >= least - 0.01, (least, [r.height() for r in rects[:3]])
        assert all(abs(r.width() - 2 * r.height()) < 0.01 for r in rects)
        card = panel.mapRectToScene(panel.card_rect())
        assert all(card.contains(r) for r in rects)
        assert QRectF(scene.sceneRect()).contains(card)
        for i, a in enumerate(rects):
            assert not any(a.intersects(b) for b in rects[i + 1 :]), a
        assert len({round(r.y()) for r in rects}) > len([h for h in hands if h])  # a hand wrapped
    finally:
        window.stop_match()
        window.close()
        plain = Settings()  # the window set the text size for the whole application: put it back
        plain.high_contrast = "off"
        apply_settings(QApplication.instance(), plain)
