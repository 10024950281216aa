"""Issue 26 on the command line: findings 3, 5, 6, 10 and 11.

``review`` of a FIFO or a device answers at once; ``--screenshot`` and
``simulate --log`` never hang on a FIFO and never write through a link;
a full disk gives one line and status 2; long values are cut, never echoed
whole. Each runs the real command where what a person sees matters.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from muggins_desktop.cli import main
from tests.test_cli import refused

ROOT = Path(__file__).resolve().parent.parent
SIMULATE = ["simulate", "--game", "dominoes", "--games", "1", "--budget-ms", "5", "--ai", "random"]

pytestmark = pytest.mark.timeout(120)


def run(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "muggins_desktop", *argv], capture_output=True, text=True, env=env, timeout=timeout
    )


def one_line(done: subprocess.CompletedProcess[str]) -> str:
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert done.returncode == 2 and len(lines) == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert len(lines[0]) < 400
    return lines[0]


# ------------------------------------------------------------------ finding 3 and 6: review
@pytest.mark.parametrize("case", ["fifo", "dev_zero", "zero_link", "one_gigabyte", "huge_event_name"])
def test_review_of_a_hostile_file_answers_in_one_line(tmp_path: Path, case: str) -> None:
    path = tmp_path / "record.jsonl"
    if case == "fifo":
        os.mkfifo(path)
    elif case == "dev_zero":
        path = Path("/dev/zero")
    elif case == "zero_link":
        path.symlink_to("/dev/zero")
    elif case == "one_gigabyte":
        with open(path, "wb") as handle:
            handle.truncate(1 << 30)  # sparse
    else:
        path.write_bytes(b'{"event":"' + b"x" * (15 * 1024 * 1024) + b'"}\n')
    line = one_line(run("review", str(path), "--seat", "0", timeout=30))
    assert line.startswith("muggins-desktop review: ")


def test_review_does_not_echo_a_long_seat(tmp_path: Path) -> None:
    line = one_line(run("review", str(tmp_path / "x.jsonl"), "--seat", "9" * 5000))
    assert "9" * 30 not in line


# ------------------------------------------------------------------ finding 5 and 10: writes
def test_screenshot_onto_a_fifo_or_a_link_is_refused(capsys, tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.png"
    os.mkfifo(fifo)
    assert "cannot be written" in refused(capsys, ["--screenshot", str(fifo)])
    outside = tmp_path / "outside.png"
    outside.write_bytes(b"precious")
    (tmp_path / "link.png").symlink_to(outside)
    assert "cannot be written" in refused(capsys, ["--screenshot", str(tmp_path / "link.png")])
    assert outside.read_bytes() == b"precious"


def test_simulate_log_onto_a_fifo_or_through_a_link(capsys, tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    os.mkfifo(folder / "match-0001.jsonl")
    with pytest.raises(SystemExit) as info:
        main([*SIMULATE, "--log", str(folder)])
    assert info.value.code == 2
    assert "already holds match-0001.jsonl" in capsys.readouterr().err  # refused before anything is written
    (folder / "match-0001.jsonl").unlink()
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"precious")
    (folder / "match-0001.jsonl").symlink_to(outside)
    with pytest.raises(SystemExit) as info:
        main([*SIMULATE, "--log", str(folder)])
    assert info.value.code == 2
    assert outside.read_bytes() == b"precious"


def test_simulate_log_on_a_full_disk_leaves_nothing_and_exits_2(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from muggins_desktop.storage import files

    def full(fd: int, data: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files, "_write_all", full)
    with pytest.raises(SystemExit) as info:
        main([*SIMULATE, "--log", str(tmp_path)])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "No space left" in err
    assert list(tmp_path.iterdir()) == []  # no empty log, no temporary file


def test_an_empty_log_folder_is_refused(capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    refused(capsys, [*SIMULATE, "--log", ""])
    refused(capsys, [*SIMULATE, "--log", "   "])
    assert list(tmp_path.iterdir()) == []


def test_a_hard_linked_lock_never_truncates_an_outside_file(tmp_path: Path) -> None:
    from muggins_desktop.storage import files
    from muggins_desktop.storage.lock import FolderLock

    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"precious data")
    os.link(outside, tmp_path / "instance.lock")
    with pytest.raises(files.WriteRefused):
        FolderLock(tmp_path / "instance.lock").acquire()
    assert outside.read_bytes() == b"precious data"


def test_simulate_log_never_replaces_an_earlier_run_and_cleans_a_killed_one(capsys, tmp_path: Path) -> None:
    """Issue 52: a second run silently overwrote the first run's records; a kill left temporary files."""
    folder = tmp_path / "logs"
    folder.mkdir()
    left = [folder / ".match-0001.jsonl.0a1b2c3d.tmp", folder / ".simulate-x1y2z3.tmp"]
    for path in left:
        path.write_bytes(b"half")
    mine = folder / ".notes.0a1b2c3d.tmp"  # not a name simulate writes: kept
    mine.write_bytes(b"keep")
    with contextlib.redirect_stdout(io.StringIO()):
        assert main([*SIMULATE, "--log", str(folder)]) == 0
    assert not any(path.exists() for path in left) and mine.exists()
    first = (folder / "match-0001.jsonl").read_bytes()
    assert "already holds match-0001.jsonl" in refused(capsys, [*SIMULATE, "--seed", "9", "--log", str(folder)])
    assert (folder / "match-0001.jsonl").read_bytes() == first
