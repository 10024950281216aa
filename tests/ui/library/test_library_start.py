"""The library at start (issue 52): nothing costly before the first paint or on the GUI thread."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from muggins_desktop.storage import paths


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MUGGINS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_the_early_sweep_leaves_the_matches_folder_to_the_keeper(home: Path) -> None:
    from muggins_desktop.ui.app.app import _clean_temp_files

    matches, data = paths.library_dir() / "matches", paths.data_dir()
    matches.mkdir(parents=True)
    early, late = data / ".stats.json.abcd1234.tmp", matches / ".x.json.abcd1234.tmp"
    early.write_bytes(b"{}")
    late.write_bytes(b"{}")
    _clean_temp_files()
    assert not early.exists()
    assert late.exists()  # cleaned after the first paint, on the writer thread (MatchKeeper.clean_temp_files)


def test_a_big_library_is_read_in_the_background_with_a_line_to_stop_it(qtbot, home: Path, monkeypatch) -> None:
    """The window opens with the unfinished matches at once; the rest comes while it stays usable."""
    import threading

    from muggins_desktop.engine import new_match
    from muggins_desktop.storage.library import MatchLibrary
    from muggins_desktop.storage.library import index as li
    from muggins_desktop.ui.library import keeper as keeper_module
    from muggins_desktop.ui.window.main_window import MainWindow
    from tests.storage.library_helpers import fair_deal, play_on, seats_for
    from tests.ui.dominoes_driver import Settings as FastSettings

    with MatchLibrary(paths.library_dir(), durable=False) as lib:
        done = new_match("dominoes", deal=fair_deal(3), players=2)
        play_on(done, lib.new(done, seats_for(2), {"players": 2}), seed=3)
        running = lib.new(new_match("dominoes", deal=fair_deal(4), players=2), seats_for(2), {"players": 2})
        running.close()
    (paths.library_dir() / "matches" / "notes.txt").write_text("the folder changed behind the index")
    go, real = threading.Event(), li.refresh

    def held(*args: object, **kwargs: object) -> li.Scan:
        go.wait(10)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(li, "refresh", held)
    monkeypatch.setattr(keeper_module, "SCAN_WAIT_S", 0.0)
    win = MainWindow(FastSettings(), keep_in_library=True)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.keeper.load()
    assert win.keeper.scanning
    assert win.keeper.latest_unfinished().id == running.id  # Continue is offered at once
    assert win.scan_line.isVisible() and "match library" in win.scan_line.label.text()
    qtbot.mouseClick(win.scan_line.stop_button, Qt.MouseButton.LeftButton)
    go.set()
    qtbot.waitUntil(lambda: not win.keeper.scanning, timeout=5000)
    assert not win.scan_line.isVisible()
    assert win.keeper.latest_unfinished().id == running.id
    win.close()


def test_the_progress_line_counts_the_matches(qapp) -> None:
    from muggins_desktop.ui.library.scan_line import progress_text
    from muggins_desktop.ui.text.i18n import install_translator

    install_translator(qapp, "en")
    assert progress_text(0, 0) == "Reading the match library…"
    assert progress_text(1200, 10000) == "Reading the match library: 1200 of 10000 matches…"
    install_translator(qapp, "uk")
    try:
        assert progress_text(2, 5) == "Зчитуються збережені матчі: 2 з 5 матчів…"
    finally:
        install_translator(qapp, "en")
