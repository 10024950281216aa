"""The library at start (issue 52): nothing costly before the first paint or on the GUI thread."""

from __future__ import annotations

from pathlib import Path

import pytest

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
