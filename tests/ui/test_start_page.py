"""Issue 12, finding 15: the welcome page follows the theme, and Continue
names the match it resumes (game, players, scores, date) read cheaply from
the autosave."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from muggins_desktop.ai import make_player
from muggins_desktop.engine import new_match
from muggins_desktop.storage import saves
from muggins_desktop.storage.summary import summarize
from muggins_desktop.ui.main_window import MainWindow

from .cribbage_driver import Settings

SEATS = [{"name": "You", "kind": "human", "level": None}, {"name": "Computer 1", "kind": "computer", "level": "easy"}]


def _autosave(tmp_path, monkeypatch):
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path))
    options = {"players": 2, "target": 61, "muggins": True, "lowball": False, "partnerships": False}
    match = new_match("cribbage", seed=7, **options)
    players = [make_player("cribbage", "easy", seed=s, budget_ms=5) for s in range(2)]
    while match.to_act is not None and not any(e["event"] == "settle" for e in match.record[-1:]):
        seat = match.to_act
        match.apply(players[seat].choose(match.view_for(seat)), seat)
    saves.autosave(match, SEATS, options)
    return match


def _window(qtbot, settings):
    win = MainWindow(settings, autosave=False)
    qtbot.addWidget(win)
    win.resize(900, 650)
    win.show()
    qtbot.waitExposed(win)
    return win


def _corner(win) -> QColor:
    image = win.start_page.grab().toImage()
    return image.pixelColor(3, 3)


def test_continue_names_the_match_it_resumes(qtbot, tmp_path, monkeypatch) -> None:
    match = _autosave(tmp_path, monkeypatch)
    summary = summarize()
    assert summary is not None and summary.game == "cribbage" and list(summary.scores) == list(match.scores)
    win = _window(qtbot, Settings())
    info = win.start_page.continue_info
    assert info.isVisible() and info.textFormat() == Qt.TextFormat.PlainText
    text = info.text()
    assert text.startswith("Cribbage"), text
    assert f"You {match.scores[0]}" in text and f"Computer 1 {match.scores[1]}" in text
    assert str(summary.saved_at.astimezone().year % 100) in text  # the date, in the locale's short form
    assert win.start_page.continue_button.isEnabled()
    win.start_page.continue_button.click()
    qtbot.waitUntil(lambda: win.controller is not None)
    assert win.controller.match.record == match.record
    win.stop_match()


def test_no_autosave_no_summary(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path))
    (tmp_path / "data" / "saves").mkdir(parents=True)
    (tmp_path / "data" / "saves" / "autosave.json").write_text("{not json", encoding="utf-8")
    assert summarize() is None
    win = _window(qtbot, Settings())
    assert not win.start_page.continue_info.isVisible()


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
