"""Issue 14, finding 14: every command-line argument is checked.

A wrong value ends with argparse's usage line, one error line on stderr and
exit status 2, never a traceback; ``--help`` and ``--version`` answer without
importing Qt. Most checks run in-process (``main`` raises ``SystemExit``);
a few run the real ``python -m muggins_desktop`` to see what a person sees.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from muggins_desktop import __version__
from muggins_desktop.cli import LANGUAGES, LOOKS_CHOICES, main
from muggins_desktop.engine import new_match
from muggins_desktop.storage.settings import LANGUAGES as SETTINGS_LANGUAGES

ROOT = Path(__file__).resolve().parent.parent


def refused(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    """Run ``main(argv)``; it must exit with status 2 and one error line; returns that line."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    errors = [line for line in err.splitlines() if ": error: " in line]
    assert len(errors) == 1, err
    assert "Traceback" not in err
    return errors[0]


@pytest.fixture
def png(tmp_path: Path) -> str:
    return str(tmp_path / "shot.png")


# ------------------------------------------------------------------ simulate
@pytest.mark.parametrize(
    "extra, needle",
    [
        (["--target", "0"], "--target"),
        (["--target", "-5"], "--target"),
        (["--target", "100"], "250"),
        (["--players", "3", "--target", "250"], "200"),
        (["--games", "-1"], "--games"),
        (["--games", "0"], "--games"),
        (["--games", "100000000000000000000000"], "--games"),
        (["--games", "ten"], "--games"),
        (["--seed", "-1"], "--seed"),
        (["--budget-ms", "0"], "--budget-ms"),
        (["--ai", "expert"], "--ai"),
        (["--ai", "easy,easy,easy"], "--ai"),
        (["--ai", ""], "--ai needs a level"),
        (["--ai", "  "], "--ai needs a level"),
        (["--muggins"], "cribbage"),
        (["--partnerships", "--players", "4"], "cribbage"),
    ],
)
def test_simulate_dominoes_refuses(capsys, extra: list[str], needle: str) -> None:
    line = refused(capsys, ["simulate", "--game", "dominoes", "--games", "1", *extra])
    assert needle in line


@pytest.mark.parametrize(
    "extra",
    [
        ["--target", "5"],
        ["--target", "0"],
        ["--target", "250"],
        ["--partnerships"],
        ["--partnerships", "--players", "3"],
    ],
)
def test_simulate_cribbage_refuses(capsys, extra: list[str]) -> None:
    refused(capsys, ["simulate", "--game", "cribbage", "--games", "1", *extra])


@pytest.mark.parametrize("players, target", [(2, "250"), (3, "200"), (4, "200")])
def test_simulate_dominoes_accepts_its_own_target(capsys, players: int, target: str) -> None:
    from muggins_desktop.simulate import parse_args

    args = parse_args(["--game", "dominoes", "--players", str(players), "--target", target, "--games", "1"])
    assert args.target == int(target)


def test_simulate_log_must_be_a_writable_folder(capsys, tmp_path: Path) -> None:
    a_file = tmp_path / "file.txt"
    a_file.write_text("keep me")
    assert "not a folder" in refused(capsys, ["simulate", "--game", "dominoes", "--games", "1", "--log", str(a_file)])
    refused(capsys, ["simulate", "--game", "dominoes", "--games", "1", "--log", str(a_file / "under")])
    assert a_file.read_text() == "keep me"
    if Path("/proc/self").is_dir():
        refused(capsys, ["simulate", "--game", "dominoes", "--games", "1", "--log", "/proc/self/muggins-records"])
    if os.name == "posix" and os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        try:
            refused(capsys, ["simulate", "--game", "dominoes", "--games", "1", "--log", str(locked)])
        finally:
            locked.chmod(0o700)


def test_simulate_runs_with_good_arguments(capsys, tmp_path: Path) -> None:
    code = main(
        [
            "simulate",
            "--game",
            "dominoes",
            "--games",
            "1",
            "--budget-ms",
            "5",
            "--ai",
            "random",
            "--log",
            str(tmp_path / "new" / "folder"),
        ]
    )
    assert code == 0
    assert "1 dominoes matches" in capsys.readouterr().out
    assert [p.name for p in (tmp_path / "new" / "folder").iterdir()] == ["match-0001.jsonl"]


# ------------------------------------------------------------------ the app and screenshots
@pytest.mark.parametrize("scale", ["nan", "1e-9", "-1", "inf", "0", "100", "two"])
def test_bad_scale(capsys, png: str, scale: str) -> None:
    assert "--scale" in refused(capsys, ["--screenshot", png, f"--scale={scale}"])


@pytest.mark.parametrize("size", ["10x10", "1280", "1280x800x2", "axb", "99999x800", "-1x-1"])
def test_bad_size(capsys, png: str, size: str) -> None:
    assert "--size" in refused(capsys, ["--screenshot", png, f"--size={size}"])


def test_bad_screenshot_files(capsys, tmp_path: Path) -> None:
    assert "--screenshot" in refused(capsys, ["--screenshot", ""])
    assert "--screenshot" in refused(capsys, ["--screenshot", "   "])
    assert ".png" in refused(capsys, ["--screenshot", str(tmp_path / "shot.gifx")])
    assert "--screenshot" in refused(capsys, ["--screenshot", str(tmp_path / "no" / "such" / "shot.png")])
    a_file = tmp_path / "file.txt"
    a_file.write_text("x")
    assert "--screenshot" in refused(capsys, ["--screenshot", str(a_file / "shot.png")])
    folder = tmp_path / "dir.png"
    folder.mkdir()
    assert "--screenshot" in refused(capsys, ["--screenshot", str(folder)])


def test_bad_language_seed_players_demo(capsys, png: str) -> None:
    assert "--lang" in refused(capsys, ["--lang", "xx"])
    assert "--seed" in refused(capsys, ["--screenshot", png, "--seed", "-3"])
    assert "--seed" in refused(capsys, ["--screenshot", png, "--seed", "1.5"])
    assert "--players" in refused(capsys, ["--screenshot", png, "--players", "5"])
    assert "--demo" in refused(capsys, ["--screenshot", png, "--demo", "chess"])
    assert "--screenshot" in refused(capsys, ["--scale", "2"])  # screenshot options need --screenshot
    refused(capsys, ["--no-such-option"])


def test_a_file_to_open_is_taken_and_made_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from muggins_desktop.cli import parse_gui_args

    monkeypatch.chdir(tmp_path)
    assert parse_gui_args([]).file is None
    assert parse_gui_args(["match.jsonl"]).file == str(tmp_path / "match.jsonl")
    given = parse_gui_args(["--lang", "uk", "/tmp/a save.json"])
    assert (given.file, given.lang) == ("/tmp/a save.json", "uk")
    # A launcher that passes a URL: the path it names. A missing file is the window's to tell, not argparse's.
    assert parse_gui_args(["file:///tmp/a%20b.jsonl"]).file == "/tmp/a b.jsonl"


def test_a_file_is_refused_with_a_screenshot_or_twice(capsys, png: str) -> None:
    assert "FILE" in refused(capsys, ["--screenshot", png, "a.jsonl"])
    refused(capsys, ["a.jsonl", "b.jsonl"])


def test_the_language_list_matches_the_settings() -> None:
    assert LANGUAGES == SETTINGS_LANGUAGES


def test_the_looks_choices_match_the_settings(capsys, tmp_path: Path) -> None:
    from muggins_desktop.storage import settings as stored

    assert LOOKS_CHOICES == {
        "deck": stored.DECKS,
        "card_back": stored.CARD_BACKS,
        "tiles": stored.TILE_STYLES,
        "felt": stored.THEMES,
        "board_wood": stored.BOARD_WOODS,
    }
    png = str(tmp_path / "shot.png")
    assert "--deck" in refused(capsys, ["--screenshot", png, "--deck", "tarot"])
    assert "--felt" in refused(capsys, ["--screenshot", png, "--felt", "contrast"])
    assert "--tiles" in refused(capsys, ["--tiles", "black"])  # needs --screenshot


# ------------------------------------------------------------------ real processes
def run(*args: str, env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **(env_extra or {}))
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=False
    )


QT_PROBE = (
    "import sys, io, contextlib\n"
    "from muggins_desktop.cli import main\n"
    "out = io.StringIO()\n"
    "try:\n"
    "    with contextlib.redirect_stdout(out):\n"
    "        main(sys.argv[1:])\n"
    "except SystemExit as exc:\n"
    "    code = exc.code\n"
    "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'muggins_desktop.ui')))\n"
    "print(code, qt, out.getvalue().splitlines()[:1])\n"
)


@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["simulate", "--help"]])
def test_help_and_version_do_not_import_qt(argv: list[str]) -> None:
    done = run("-c", QT_PROBE, *argv)
    assert done.returncode == 0, done.stderr
    code, modules, first = done.stdout.split(" ", 2)
    assert code in ("0", "None") and modules == "[]", done.stdout
    if argv == ["--version"]:
        assert __version__ in first


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--game", "dominoes", "--target", "0"],
        ["simulate", "--game", "cribbage", "--target", "5", "--games", "1"],
        ["--scale", "nan", "--screenshot", "x.png"],
        ["--screenshot", ""],
    ],
)
def test_the_real_command_prints_one_error_line(argv: list[str]) -> None:
    done = run("-m", "muggins_desktop", *argv)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert (
        done.stderr.strip().splitlines()[-1].startswith(("muggins-desktop: error:", "muggins-desktop simulate: error:"))
    )
    assert done.stdout == ""


# ------------------------------------------------------------------ verify
def _write(path: Path, events: list[dict]) -> Path:
    path.write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def fair_records(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[dict]]:
    """One simulated record per game (simulate --log writes the commitment and the reveal)."""
    base = tmp_path_factory.mktemp("verify")
    out = {}
    for game, extra in (("cribbage", ["--target", "61"]), ("dominoes", [])):
        with contextlib.redirect_stdout(io.StringIO()):
            assert (
                main(["simulate", "--game", game, "--games", "1", "--ai", "easy", "--log", str(base / game), *extra])
                == 0
            )
        path = base / game / "match-0001.jsonl"
        out[game] = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return out


def verified(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str]:
    code = main(["verify", str(path)])
    out = capsys.readouterr()
    assert out.err == "" and len(out.out.splitlines()) == 1
    return code, out.out.strip()


@pytest.mark.parametrize("game", ["cribbage", "dominoes"])
def test_verify_finds_an_untouched_record_fair(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fair_records: dict, game: str
) -> None:
    events = fair_records[game]
    code, line = verified(capsys, _write(tmp_path / "r.jsonl", events))
    assert code == 0 and line.startswith("fair:") and events[0]["deal"] in line


def _first(events: list[dict], kind: str) -> int:
    return next(i for i, e in enumerate(events) if e["event"] == kind)


def _swap_cards(es: list[dict]) -> int:
    i = _first(es, "deal")
    es[i]["hands"][0][0], es[i]["hands"][1][0] = es[i]["hands"][1][0], es[i]["hands"][0][0]
    return i


def _swap_tiles(es: list[dict]) -> int:
    i = _first(es, "round_start")
    es[i]["hands"][0][0], es[i]["boneyard"][0] = es[i]["boneyard"][0], es[i]["hands"][0][0]
    return i


def _starter(es: list[dict]) -> int:
    i = _first(es, "starter")
    es[i]["card"] = "AS" if es[i]["card"] != "AS" else "2S"
    return i


def _flip(text: str) -> str:
    return ("1" if text[0] == "0" else "0") + text[1:]


def _key(es: list[dict]) -> int:
    es[-1]["key"] = _flip(es[-1]["key"])
    return len(es) - 1


def _commitment(es: list[dict]) -> int:
    es[0]["commitment"] = _flip(es[0]["commitment"])
    return 0


def _removed(es: list[dict]) -> int:
    i = _first(es, "discard") + 1
    del es[i]
    return i


def _removed_play(es: list[dict]) -> int:
    i = _first(es, "play") + 1
    del es[i]
    return i


@pytest.mark.parametrize(
    ("game", "change", "kind"),
    [
        ("cribbage", _swap_cards, "deal"),
        ("dominoes", _swap_tiles, "round_start"),
        ("cribbage", _starter, "starter"),
        ("cribbage", _key, "reveal"),
        ("dominoes", _key, "reveal"),
        ("cribbage", _commitment, "match_start"),
        ("cribbage", _removed, None),
        ("dominoes", _removed_play, None),
    ],
)
def test_verify_names_the_event_that_differs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fair_records: dict, game: str, change: Any, kind: str | None
) -> None:
    events = json.loads(json.dumps(fair_records[game]))
    index = change(events)
    code, line = verified(capsys, _write(tmp_path / "t.jsonl", events))
    assert code == 1 and line.startswith("differs: ")
    named = kind or events[index]["event"]
    assert f"event {index + 1} ({named})" in line, line


@pytest.mark.parametrize("extra", [{"event": "pass", "player": 0}, "reveal again"])
def test_verify_names_an_event_after_the_reveal_not_the_reveal(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fair_records: dict, extra: Any
) -> None:
    """Issue 52: an extra event after the reveal was told as "this match has no key to reveal"."""
    events = [*fair_records["dominoes"], fair_records["dominoes"][-1] if extra == "reveal again" else extra]
    code, line = verified(capsys, _write(tmp_path / "extra.jsonl", events))
    assert code == 1 and line.startswith("differs:")
    assert f"event {len(events)} ({events[-1]['event']}) follows the reveal" in line and "no key" not in line


def test_verify_says_when_there_is_nothing_to_prove_it_with(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fair_records: dict
) -> None:
    events = fair_records["cribbage"]
    code, line = verified(capsys, _write(tmp_path / "open.jsonl", events[:-1]))
    assert code == 1 and line.startswith("not proven:") and "not revealed" in line
    given = new_match("dominoes", seed=482139017)
    code, line = verified(capsys, _write(tmp_path / "given.jsonl", given.record))
    assert code == 1 and "given deal number 48213-90177" in line
    old = ROOT / "tests" / "engine" / "data" / "legacy_dominoes_2p.jsonl"
    code, line = verified(capsys, old)
    assert code == 1 and "older record" in line


def test_verify_refuses_bad_input_with_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "notjson.jsonl").write_text("{nope\n", encoding="utf-8")
    (tmp_path / "empty.jsonl").write_text("", encoding="utf-8")
    (tmp_path / "other.jsonl").write_text('{"event": "deal"}\n', encoding="utf-8")
    (tmp_path / "binary.jsonl").write_bytes(b"\xff\xfe\x00")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    cases = ["missing.jsonl", ".", "notjson.jsonl", "empty.jsonl", "other.jsonl", "binary.jsonl", "pipe"]
    for name in cases:
        assert main(["verify", str(tmp_path / name)]) == 2
        err = capsys.readouterr().err
        assert err.startswith("muggins-desktop verify: error: ") and len(err.splitlines()) == 1, err
    import muggins_desktop.verify as verify

    big = _write(tmp_path / "big.jsonl", new_match("cribbage", seed=1).record)
    monkeypatch.setattr(verify, "MAX_RECORD_BYTES", 100)
    assert main(["verify", str(big)]) == 2
    assert "larger than" in capsys.readouterr().err
    assert refused(capsys, ["verify"]).startswith("muggins-desktop verify: error:")
    assert refused(capsys, ["verify", "a", "b"]).startswith("muggins-desktop verify: error:")


def test_the_real_verify_command(tmp_path: Path, fair_records: dict) -> None:
    path = _write(tmp_path / "r.jsonl", fair_records["dominoes"])
    done = run("-m", "muggins_desktop", "verify", str(path))
    assert done.returncode == 0 and done.stdout.startswith("fair: ") and done.stderr == ""
    done = run("-m", "muggins_desktop", "verify", str(tmp_path / "none.jsonl"))
    assert done.returncode == 2 and "Traceback" not in done.stderr and done.stdout == ""


@pytest.mark.parametrize(
    "size, scale, need",
    [("1000x800", "2", "1280x960"), ("1280x900", "2", "1280x960"), ("600x480", None, "640x480")],
)
def test_a_size_below_the_window_minimum_is_refused(capsys, png: str, size: str, scale: str | None, need: str) -> None:
    """--size is in device pixels; divided by --scale it must reach the window's minimum, or Qt enlarges it unasked."""
    extra = ["--scale", scale] if scale else []
    line = refused(capsys, ["--screenshot", png, "--size", size, *extra])
    assert "640x480" in line and f"--size {need}" in line


@pytest.mark.parametrize("size, scale", [("1280x960", "2"), ("320x240", "0.5"), ("640x480", None), ("1920x1440", "3")])
def test_a_size_that_reaches_the_window_minimum_is_taken(png: str, size: str, scale: str | None) -> None:
    from muggins_desktop.cli import MIN_WINDOW, parse_gui_args

    args = parse_gui_args(["--screenshot", png, "--size", size, *(["--scale", scale] if scale else [])])
    width, height = args.size
    factor = args.scale or 1.0
    assert round(width / factor) >= MIN_WINDOW[0] and round(height / factor) >= MIN_WINDOW[1]


def test_the_window_minimum_is_the_main_windows() -> None:
    from muggins_desktop.cli import MIN_WINDOW

    source = (ROOT / "muggins_desktop" / "ui" / "window" / "main_window.py").read_text(encoding="utf-8")
    assert f"self.setMinimumSize({MIN_WINDOW[0]}, {MIN_WINDOW[1]})" in source
