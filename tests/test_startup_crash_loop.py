"""Issue 26, findings 1, 2 and 6: whatever is in the user folder, the app starts.

Each case is planted in a fresh user folder and the real app is started
(``tests/startup_driver.py``: ``ui.app.run_gui``, offscreen, in Ukrainian).
It must start with its window, move the autosave aside byte for byte (the
damaged cases) and say so in one translated sentence in the status line;
the next start must be quiet. On main each of these exited 1 with a
traceback on every start.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.storage import hostile_saves

ROOT = Path(__file__).resolve().parents[1]


def start(home: Path, **env: str) -> dict[str, str]:
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MUGGINS_DESKTOP_HOME=str(home),
        PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
        **env,
    )
    done = subprocess.run(
        [sys.executable, "-m", "tests.startup_driver", "uk"],
        capture_output=True,
        text=True,
        env=environment,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    seen = dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)
    assert seen.get("WINDOW") == "True", done.stdout
    return seen


@pytest.mark.parametrize("case", sorted(hostile_saves.MOVED_ASIDE))
def test_a_damaged_autosave_is_moved_aside_and_told(tmp_path: Path, case: str) -> None:
    home = tmp_path / "home"
    saves = home / "data" / "saves"
    saves.mkdir(parents=True)
    data = hostile_saves.MOVED_ASIDE[case](tmp_path)
    (saves / "autosave.json").write_bytes(data)
    seen = start(home)
    status = seen["STATUS"]
    assert seen["CONTINUE"] == "False"
    assert status.startswith("Автозбереження") and status.count("; ") == 1, status  # one sentence, Ukrainian
    assert len(status) < 400
    assert seen["BOX"] == status  # the whole sentence in a box too: a status line cuts it in a narrow window
    asides = list(saves.glob("autosave.corrupt-*.json"))
    assert len(asides) == 1 and asides[0].read_bytes() == data
    assert not (saves / "autosave.json").exists()
    again = start(home)
    assert again["STATUS"] == "" and again["CONTINUE"] == "False" and again["BOX"] == ""


def test_a_naive_date_keeps_the_match(tmp_path: Path) -> None:
    home = tmp_path / "home"
    saves = home / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / "autosave.json").write_bytes(hostile_saves.naive_saved_at(tmp_path))
    seen = start(home)
    assert seen["CONTINUE"] == "True" and seen["STATUS"] == ""  # a usable match, shown without its date
    # the match library imported it (the old file kept under imported/ once read back)
    kept = [saves / "autosave.json", *(saves / "imported").glob("autosave*.json")]
    assert any(p.exists() for p in kept)


def test_a_saves_folder_without_permission(tmp_path: Path) -> None:
    home = tmp_path / "home"
    saves = home / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / "autosave.json").write_bytes(b"{}")
    seen = start(home, DOOR_DENY_SAVES="1")
    assert seen["CONTINUE"] == "False"
    assert "доступ заборонено" in seen["STATUS"], seen["STATUS"]


# ------------------------------------------------------------------ finding 8: the lock fails closed
def start_refused(home: Path) -> tuple[int, str, str]:
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MUGGINS_DESKTOP_HOME=str(home),
        PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
    )
    done = subprocess.run(
        [sys.executable, "-m", "tests.startup_driver", "uk"],
        capture_output=True,
        text=True,
        env=environment,
        cwd=ROOT,
        timeout=120,
    )
    return done.returncode, done.stdout, done.stderr


@pytest.mark.parametrize("what", ["folder", "symlink", "fifo", "hard_link"])
def test_a_lock_that_cannot_be_taken_keeps_the_app_closed(tmp_path: Path, what: str) -> None:
    home = tmp_path / "home"
    data = home / "data"
    (data / "saves").mkdir(parents=True)
    (data / "saves" / "autosave.json").write_bytes(hostile_saves.naive_saved_at(tmp_path))
    lock = data / "instance.lock"
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"precious")
    if what == "folder":
        lock.mkdir()
    elif what == "symlink":
        lock.symlink_to(outside)
    elif what == "fifo":
        os.mkfifo(lock)
    else:
        os.link(outside, lock)
    code, out, err = start_refused(home)
    assert code == 1 and "WINDOW: False" in out and "CONTINUE" not in out, out + err  # no main window, no match
    sentence = [line for line in err.splitlines() if line.startswith(("Muggins", "«Маґґінс»"))]
    assert len(sentence) == 1 and "не може запуститися" in sentence[0], err
    assert outside.read_bytes() == b"precious"


# ------------------------------------------------------------------ finding 11: temporary files everywhere
def test_temporary_files_are_cleaned_in_every_folder_the_app_writes(tmp_path: Path) -> None:
    home = tmp_path / "home"
    folders = [
        home / "config",
        home / "data",
        home / "data" / "saves",
        home / "data" / "saves" / "imported",
        home / "data" / "library",
        home / "data" / "library" / "matches",
        home / "data" / "library" / "locks",
    ]
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / ".autosave.json.k3j9x0ab.tmp").write_bytes(b"half a file")
        (folder / "mine.tmp").write_bytes(b"not ours")
    start(home)
    for folder in folders:
        assert not (folder / ".autosave.json.k3j9x0ab.tmp").exists(), folder
        assert (folder / "mine.tmp").exists()
