"""Issue 53: Game → Matches reads whole in every language and follows a live language switch.

The Game column was cut at the window's default size ("Cribbage,
partnerships, 121, Muggins" and longer in Ukrainian and Polish), and a
language switch re-translated the list but left the title, the filters and
the buttons in the language before.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.ui.library.matches_window import COLUMNS
from muggins_desktop.ui.text.i18n import install_translator
from muggins_desktop.ui.window.main_window import MainWindow
from tests.storage.library_helpers import play_into, seats_for
from tests.ui.dominoes_driver import Settings

GAME = COLUMNS.index("game")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def app() -> Any:
    application = QApplication.instance()
    yield application
    install_translator(application, "en")


def kept(home: Path) -> None:
    """Matches whose Game cells are the longest the list shows."""
    with MatchLibrary(home / "data" / "library", durable=False) as lib:
        options = {"players": 4, "target": 121, "muggins": True, "partnerships": True}
        play_into(lib, "cribbage", options, seed=1, actions=3, seats=seats_for(4))
        options = {"players": 3, "target": 121, "muggins": False, "lowball": True}
        play_into(lib, "cribbage", options, seed=2, actions=3, seats=seats_for(3))
        play_into(lib, "dominoes", {"players": 4}, seed=3, actions=3, seats=seats_for(4))


def window(qtbot: Any) -> Any:
    win = MainWindow(Settings(confirm_leave=False), keep_in_library=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    return win


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_no_game_cell_is_cut_at_the_default_size(qtbot, home, app, language) -> None:
    kept(home)
    install_translator(app, language)
    win = window(qtbot)
    matches = win.show_matches()
    qtbot.waitExposed(matches)
    view, model = matches.view, matches.model
    assert model.rowCount() == 3
    metrics = view.fontMetrics()
    margin = 2 * (view.style().pixelMetric(view.style().PixelMetric.PM_FocusFrameHMargin) + 1)
    for row in range(model.rowCount()):
        text = str(model.data(model.index(row, GAME)))
        assert metrics.horizontalAdvance(text) + margin <= view.columnWidth(GAME), (language, text)
    title = str(model.headerData(GAME, view.horizontalHeader().orientation()))
    assert metrics.horizontalAdvance(title) <= view.columnWidth(GAME)
    matches.close()


def test_every_word_of_the_window_follows_a_language_switch(qtbot, home, app) -> None:
    kept(home)
    win = window(qtbot)
    matches = win.show_matches()

    def words() -> list[str]:
        filters = [matches.game_filter.itemText(i) for i in range(matches.game_filter.count())]
        shows = [matches.show_filter.itemText(i) for i in range(matches.show_filter.count())]
        buttons = [b.text() for b in matches.buttons.values()]
        return [matches.windowTitle(), matches.game_label.text(), *filters, *shows, *buttons]

    matches.show_filter.setCurrentIndex(1)  # a filter chosen stays chosen
    english = words()
    install_translator(app, "uk")
    qtbot.waitUntil(lambda: matches.windowTitle() != english[0], timeout=2000)
    ukrainian = words()
    assert all(u != e for u, e in zip(ukrainian, english, strict=True)), list(zip(english, ukrainian, strict=True))
    assert matches.show_filter.currentIndex() == 1
    assert matches.model.headerData(GAME, matches.view.horizontalHeader().orientation()) != "Game"
    install_translator(app, "en")
    qtbot.waitUntil(lambda: words() == english, timeout=2000)
    matches.close()


@pytest.mark.parametrize("language", ["en", "uk", "pl"])
def test_the_filters_show_their_whole_choice(qtbot, home, app, language) -> None:
    """Seen in a real window switched live to Ukrainian: the Show filter read «Незавершені та заверш»."""
    matches = window(qtbot).show_matches()
    qtbot.waitExposed(matches)
    install_translator(app, language)  # live, with the window open
    qtbot.wait(50)
    for combo in (matches.game_filter, matches.show_filter):
        style = combo.style()
        arrow = style.pixelMetric(style.PixelMetric.PM_ScrollBarExtent) + 2 * style.pixelMetric(
            style.PixelMetric.PM_ComboBoxFrameWidth
        )
        widest = max(combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
        assert combo.width() >= widest + arrow + 8, (language, combo.currentText(), combo.width(), widest)
