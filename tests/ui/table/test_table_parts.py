"""The shared table parts: log model appends in O(1), the scene reports idle."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF

from muggins_desktop.ui.sheet.log_model import MatchLogModel
from muggins_desktop.ui.table.felt import FeltView
from muggins_desktop.ui.table.items import ButtonItem, LabelItem
from muggins_desktop.ui.table.scene import TableScene


def _describe(event, count):
    if event.get("event") == "skip":
        return None
    if event.get("event") == "draw":
        return f"{event['player']} draws {count}"
    return f"{event['event']} by {event.get('player')}"


def test_log_model_appends_and_merges_draw_runs(qtbot):
    model = MatchLogModel(_describe)
    inserted = []
    model.rowsInserted.connect(lambda *_: inserted.append(1))
    model.append({"event": "play", "player": 0})
    model.append({"event": "draw", "player": 1})
    model.append({"event": "draw", "player": 1})
    model.append({"event": "skip"})
    model.append({"event": "draw", "player": 1})
    model.append({"event": "draw", "player": 0})
    assert model.lines() == ["play by 0", "1 draws 3", "0 draws 1"]
    assert len(inserted) == 3
    assert model.rowCount() == 3


def test_log_model_reset_rebuilds_once(qtbot):
    model = MatchLogModel(_describe)
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.reset([{"event": "draw", "player": 0}] * 4 + [{"event": "play", "player": 0}])
    assert model.lines() == ["0 draws 4", "play by 0"]
    assert resets == [1]


class _Scene(TableScene):
    def __init__(self):
        super().__init__()
        self.label = LabelItem()
        self.addItem(self.label)
        self.sizes = []

    def layout(self, size):
        self.sizes.append((size.width(), size.height()))


def test_scene_animations_report_done(qtbot):
    scene = _Scene()
    view = FeltView(scene)
    qtbot.addWidget(view)
    view.resize(640, 480)
    view.show()
    qtbot.waitExposed(view)
    assert scene.sizes and scene.sizes[-1][0] == view.viewport().width()
    done = []
    scene.when_idle(lambda: done.append("now"))
    assert done == ["now"]
    scene.animate_pos(scene.label, QPointF(50, 60), 40)
    assert scene.animating
    scene.when_idle(lambda: done.append("later"))
    with qtbot.waitSignal(scene.animationsDone, timeout=2000):
        pass
    assert done == ["now", "later"]
    assert scene.label.pos() == QPointF(50, 60)
    scene.relayout(QSizeF(100, 100))
    assert scene.sizes[-1] == (100.0, 100.0)


def test_button_clicks_only_when_enabled(qtbot):
    button = ButtonItem("Go")
    hits = []
    button.clicked.connect(lambda: hits.append(1))
    button.set_enabled(False)
    assert not button.enabled
    button.set_enabled(True, accent=True)
    assert button.enabled and button.accent


def test_log_model_keeps_the_newest_lines(qtbot):
    model = MatchLogModel(_describe, max_lines=3)
    for i in range(5):
        model.append({"event": "play", "player": i})
    assert model.lines() == ["play by 2", "play by 3", "play by 4"]
    model.reset([{"event": "play", "player": i} for i in range(6)])
    assert model.lines() == ["play by 3", "play by 4", "play by 5"]
