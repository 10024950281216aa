"""Open the round, show and match-end panels on a live window and check they fit.

Used by ``test_accessibility_text_size.py`` and, to render PNGs to look at::

    python3 tests/ui/panel_fit.py OUT_DIR [--lang uk] [--scale 2.0] [--size 800x600]

Every table text goes through ``painting.elide`` / ``draw_fitted`` /
``draw_wrapped``, which record a text they had to cut; a panel also fits
when its card holds its whole body (no row dropped) and every button lies
inside the card and the window, apart from the others.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

PANELS = ("dominoes-round", "dominoes-blocked", "dominoes-match", "cribbage-show", "cribbage-match")


def make_window(game: str, size: tuple[int, int], scale: float) -> Any:
    from muggins_desktop.storage.settings import Settings
    from muggins_desktop.ui.access.accessibility import apply_settings
    from muggins_desktop.ui.window.main_window import MainWindow

    settings = Settings()
    settings.animation_ms = 0
    settings.ai_pause_ms = 0
    settings.high_contrast = "off"
    settings.text_scale = scale
    apply_settings(None, settings)
    window = MainWindow(settings, keep_in_library=False)
    window.resize(*size)
    window.show()
    if game == "dominoes":
        from muggins_desktop.ui.screenshots.mode import dominoes_demo

        dominoes_demo(window, argparse.Namespace(seed=None, players=4))
    else:
        from muggins_desktop.ui.screenshots.cribbage_demo import run_demo

        run_demo(window, argparse.Namespace(demo="cribbage", seed=None, players=3))
    return window


def open_panel(window: Any, kind: str) -> Any:
    """Open panel ``kind`` (one of ``PANELS``) on ``window``'s table; returns it."""
    from muggins_desktop.engine.base import Outcome

    table = window.table
    if kind.startswith("dominoes"):
        scene, names = table.scene_, list(table.presenter.names)
        n = len(names)
        if kind == "dominoes-match":
            scores = list(window.controller.reading.scores)
            scene.open_match_panel(
                Outcome(winner=0, scores=tuple(scores)),
                names,
                window.controller.reading.target,
                table.presenter.rows.rows,
                0,
                table.presenter.view().public_events,
            )
        else:
            hands = [[], [(6, 6), (5, 4), (3, 1)], [(6, 5), (4, 4), (2, 0), (1, 1)], [(5, 5), (0, 0)]][:n]
            pips = [sum(a + b for a, b in hand) for hand in hands]
            penalties = [5 * round(p / 5) for p in pips]
            event = {
                "winner": None if kind == "dominoes-blocked" else 0,
                "blocked": kind == "dominoes-blocked",
                "remaining": pips,
                "penalties": penalties,
                "hands": hands,
                "scores": [185, -15, 40, 120][:n],
            }
            scene.open_round_panel(12, event, names)
        return scene.panel
    scene, presenter = table.scene_, table.presenter
    if kind == "cribbage-show":
        from muggins_desktop.engine.cribbage import Card, score_hand

        cards = [Card(5, "H"), Card(5, "S"), Card(6, "D"), Card(4, "C")]
        starter = Card(11, "H")
        items = score_hand(cards, starter).items
        panel = scene.show_panel
        panel.start(
            "The show",
            f"Crib ({presenter.names[1]})",
            cards,
            starter,
            items,
            "Computer 2 shows 12 in the crib: fifteen 2, fifteen 4, a pair 6 and a run of 3 for 9.",
            True,
            0,
        )
        panel.wait(table.tr("Next hand"))
        table.refresh()
        return panel
    from muggins_desktop.ui.cribbage.steps import final_step

    outcome = SimpleNamespace(winner=0, scores=[121, 88, 79][: len(presenter.side_names())], skunk="skunk")
    step = final_step(outcome, presenter.view(), presenter.names, presenter.side_names(), window.controller.feed.viewer)
    step.run(presenter, lambda: None)
    return scene.final_panel


def problems(window: Any, panel: Any) -> list[str]:
    """What does not fit: cut texts, a card too small for its body, buttons out of reach."""
    from PySide6.QtCore import QRectF

    from muggins_desktop.ui.looks import painting

    panel.hide()  # what the table behind cuts is not the panel's
    painting.elided.clear()
    window.grab()
    behind = set(painting.elided)
    panel.show()
    painting.elided.clear()
    window.grab()
    found = [f"cut: {text!r}" for text in painting.elided if text not in behind]
    scene_rect = panel.scene().sceneRect()
    buttons = [
        b for b in getattr(panel, "buttons", [getattr(panel, "button", None)]) if b is not None and b.isVisible()
    ]
    if hasattr(panel, "card_rect"):
        card = panel.card_rect()
        needed = panel.font_px * 9.5 + panel.body_height()
        if card.height() + 1 < needed:
            found.append(f"body: {needed:.0f} px wanted, {card.height():.0f} px given")
        if not panel.fits():
            found.append(f"does not fit at {panel.factor}x: {panel.card_width():.0f} px wide wanted")
    else:
        card = panel.sceneBoundingRect()
    rects = [b.sceneBoundingRect() for b in buttons]
    for b, r in zip(buttons, rects, strict=True):
        if not QRectF(card).adjusted(-1, -1, 1, 1).contains(r) or not scene_rect.contains(r):
            found.append(f"button {b.text!r} at {r.getRect()} outside {card.getRect()}")
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            if a.intersects(b):
                found.append(f"buttons overlap: {a.getRect()} {b.getRect()}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--scale", type=float, default=2.0)
    parser.add_argument("--size", default="800x600")
    parser.add_argument("--panels", default=",".join(PANELS))
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from muggins_desktop.ui.text.i18n import install_translator

    app = QApplication.instance() or QApplication([])
    install_translator(app, args.lang)
    size = tuple(int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    bad = 0
    for kind in args.panels.split(","):
        window = make_window(kind.split("-")[0], size, args.scale)
        panel = open_panel(window, kind)
        for _ in range(3):
            app.processEvents()
        found = problems(window, panel)
        bad += bool(found)
        name = f"{kind}-{args.lang}-{args.size}-{args.scale}.png"
        window.grab().save(str(args.out / name))
        print(name, "ok" if not found else found)
        window.stop_match()
        window.close()
        window.deleteLater()
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
