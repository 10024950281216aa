"""Issue 12, finding 15: the welcome page follows the theme, and Continue
names the match it resumes (game, players, scores, date) read from the match
library's rows (issue 24: never from a file the loader did not check)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from muggins_desktop.ai import make_player
from muggins_desktop.engine import new_match
from muggins_desktop.storage.library import MatchLibrary
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings

SEATS = [{"name": "You", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]


def _kept(tmp_path, monkeypatch):
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path))
    options = {"players": 2, "target": 61, "muggins": True, "lowball": False, "partnerships": False}
    match = new_match("cribbage", seed=7, **options)
    players = [make_player("cribbage", "easy", seed=s, budget_ms=5) for s in range(2)]
    with MatchLibrary() as lib:
        session = lib.new(match, SEATS, options)
        while match.to_act is not None and not any(e["event"] == "settle" for e in match.record[-1:]):
            seat = match.to_act
            session.append(match.apply(players[seat].choose(match.view_for(seat)), seat))
            if len(match.record) > 40:
                break
    return match


def _window(qtbot, settings, kept=False):
    win = MainWindow(settings, keep_in_library=kept)
    qtbot.addWidget(win)
    win.resize(900, 650)
    win.show()
    qtbot.waitExposed(win)
    return win


def _corner(win) -> QColor:
    image = win.start_page.grab().toImage()
    return image.pixelColor(3, 3)


def test_continue_names_the_match_it_resumes(qtbot, tmp_path, monkeypatch) -> None:
    match = _kept(tmp_path, monkeypatch)
    win = _window(qtbot, Settings(), kept=True)
    qtbot.waitUntil(lambda: win.keeper.loaded)  # the library opens after the first paint
    info = win.start_page.continue_info
    assert info.isVisible() and info.textFormat() == Qt.TextFormat.PlainText
    text = info.text()
    assert text.startswith("Cribbage"), text
    assert f"You: {match.scores[0]}" in text and f"Computer 1: {match.scores[1]}" in text  # issue 53: a colon
    assert win.start_page.continue_button.isEnabled()
    assert "continue" in win.status_text()
    assert win.start_page.recent.count() == 1 and win.start_page.recent.accessibleName()
    win.start_page.continue_button.click()
    qtbot.waitUntil(lambda: win.controller is not None)
    assert win.controller.match.record == match.record
    win.stop_match()


def test_no_match_no_summary_and_no_continue_in_the_welcome(qtbot, tmp_path, monkeypatch) -> None:
    """Finding 5 of issue 24: the welcome line never says "continue" while Continue is disabled."""
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path))
    (tmp_path / "data" / "saves").mkdir(parents=True)
    (tmp_path / "data" / "saves" / "autosave.json").write_text("{not json", encoding="utf-8")
    win = _window(qtbot, Settings(), kept=True)
    qtbot.waitUntil(lambda: win.keeper.loaded)
    assert not win.start_page.continue_info.isVisible()
    assert not win.start_page.continue_button.isEnabled()
    assert "continue" not in win.status_text().lower(), win.status_text()


def test_welcome_page_follows_the_dark_theme(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path))
    win = _window(qtbot, Settings(theme="dark"))
    dark = _corner(win)
    assert dark.lightness() < 40 and abs(dark.green() - dark.red()) < 12, dark.name()
    green = Settings()
    win.apply_settings(green)
    qtbot.wait(1)
    light = _corner(win)
    assert light.green() > light.red() + 20, light.name()
