"""Write the extra dominoes pictures of ``docs/screenshots`` from seeded matches.

    python -m muggins_desktop.ui.screenshots.dominoes_shots docs/screenshots

The table pictures at three sizes come from the app's own screenshot mode
(``muggins-desktop --screenshot``); this adds the start page, a round
summary, the match-end screen and the cover shown between two people. Every
position is a real match: people take the best-scoring play, computers play
at the "easy" level.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from muggins_desktop.engine.base import Action
from muggins_desktop.engine.dominoes import DominoView
from muggins_desktop.ui.dominoes.table import DominoTable
from muggins_desktop.ui.screenshots.image_file import write_image
from muggins_desktop.ui.screenshots.shot_window import shot_window, shots_start
from muggins_desktop.ui.window.main_window import MainWindow


def _spin(app: QApplication, done: Callable[[], bool], seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        app.processEvents()


def _seats(kinds: list[str]) -> list[dict[str, object]]:
    names = ["Ann", "Bob", "Cy", "Di"]
    return [{"name": names[i], "kind": k, "level": "easy" if k == "computer" else None} for i, k in enumerate(kinds)]


def _best(view: object) -> Action:
    assert isinstance(view, DominoView)  # these pictures are of dominoes matches
    return max(view.legal_actions, key=view.points_for)


def _table(window: MainWindow) -> DominoTable:
    table = window.table
    assert isinstance(table, DominoTable)
    return table


def start_page(app: QApplication, path: Path, size: tuple[int, int] = (1024, 700)) -> None:
    window = shot_window(size, tally_marks=True)
    _spin(app, lambda: False, 0.2)
    write_image(window.grab(), str(path))
    window.close()


def round_and_final(app: QApplication, round_path: Path, final_path: Path, size: tuple[int, int] = (1280, 800)) -> None:
    window = shot_window(size, tally_marks=True)
    c = window.start_match(
        {
            "game": "dominoes",
            "players": 3,
            "seats": _seats(["human", "computer", "computer"]),
            "options": {"players": 3},
        },
        seed=8,
    )
    table = _table(window)
    shot = False
    while c.reading.outcome is None:
        _spin(
            app,
            lambda: (
                bool(table.scene_.panel_kind)
                or c.reading.outcome is not None
                or (c.waiting_for == 0 and table.presenter.my_turn())
            ),
        )
        if table.scene_.panel_kind == "round":
            if not shot:
                write_image(window.grab(), str(round_path))
                shot = True
            table.presenter.panels.next_round()
            continue
        if c.reading.outcome is None:
            c.submit(_best(c.reading.view(0)))
    _spin(app, lambda: table.scene_.panel_kind == "match")
    _spin(app, lambda: False, 0.2)
    write_image(window.grab(), str(final_path))
    window.stop_match()
    window.close()


def cover(app: QApplication, path: Path, size: tuple[int, int] = (1280, 800)) -> None:
    window = shot_window(size, tally_marks=True)
    c = window.start_match(
        {"game": "dominoes", "players": 2, "seats": _seats(["human", "human"]), "options": {"players": 2}}, seed=5
    )
    area = window.game_area
    assert area is not None
    # Let the first person play, so the cover hands the screen to the second.
    _spin(app, lambda: area.cover.isVisible())
    area.cover.button.click()
    first = c.waiting_for
    assert first is not None
    c.submit(_best(c.reading.view(first)))
    _spin(app, lambda: area.cover.isVisible())
    _spin(app, lambda: False, 0.2)
    write_image(window.grab(), str(path))
    window.stop_match()
    window.close()


def main(argv: list[str] | None = None) -> int:
    app, folder = shots_start(argv)
    start_page(app, folder / "start-page.png")
    round_and_final(app, folder / "dominoes-round-summary.png", folder / "dominoes-match-end.png")
    cover(app, folder / "dominoes-cover.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
