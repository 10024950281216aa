"""Issue 14: files that must be refused, and refused quickly with a short sentence.

Each test names the finding it covers. Besides asking whether a loaded value
is valid, these tests ask whether the file should have been refused at all,
which the fuzz tests alone never did (see test_mutations.py).
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from muggins_desktop.storage import atomic, files, paths
from muggins_desktop.storage.atomic import clean_temp_files, parse_json, read_capped
from muggins_desktop.storage.errors import SaveError, StorageError
from muggins_desktop.storage.legacy.saves import (
    autosave,
    load_autosave,
    load_game,
    save_game,
)
from muggins_desktop.storage.library.record import export_record
from muggins_desktop.storage.settings import Settings, load_settings, save_settings
from muggins_desktop.storage.stats import (
    GameStats,
    Stats,
    load_stats,
    record_match,
    save_stats,
)

from .play_helpers import reach

fifo_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX only")
SEATS = [{"name": "Ann", "kind": "human", "level": None}, {"name": "Bot", "kind": "computer", "level": "easy"}]


def dominoes_save() -> dict[str, Any]:
    match = reach("dominoes", {"players": 2, "seed": 5}, lambda m: len(m.record) > 12)
    return {
        "format": 1,
        "game": "dominoes",
        "options": {"players": 2},
        "seats": [dict(s) for s in SEATS],
        "record": list(match.record),
        "saved_at": "2026-12-01T00:00:00+00:00",
    }


def within(seconds: float, call: Callable[[], Any], release: Callable[[], None] = lambda: None) -> Any:
    """Run ``call`` in a thread; fail (instead of hanging the suite) if it does not return in time."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = call()
        except BaseException as exc:  # handed to the test
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        release()
        thread.join(5)
        pytest.fail(f"still running after {seconds} s")
    if "error" in box:
        raise box["error"]
    return box["value"]


def unblock(fifo: Path) -> Callable[[], None]:
    """Open the FIFO for writing once, which releases a reader stuck in open()."""

    def release() -> None:
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
        except OSError:
            pass

    return release


# ------------------------------------------------------------------ finding 5: FIFOs, devices, folders
@fifo_only
def test_a_fifo_as_settings_does_not_hang_start_up(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    settings, problem = within(5, lambda: load_settings(path), unblock(path))
    assert settings == Settings() and problem is not None and problem.code == "not_regular"


@fifo_only
def test_a_fifo_as_stats_does_not_hang_the_match_end(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    os.mkfifo(path)
    match = reach("dominoes", {"players": 2, "seed": 5}, lambda m: m.outcome is not None)
    stats, problem = within(5, lambda: record_match(match, [0], path), unblock(path))
    assert problem is not None and problem.code == "not_regular" and stats.games["dominoes/2"].played == 1


@fifo_only
def test_a_fifo_chosen_in_open_does_not_hang(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    os.mkfifo(path)
    with pytest.raises(SaveError) as info:
        within(5, lambda: load_game(path), unblock(path))
    assert info.value.code == "not_regular" and info.value.action == "open"
    assert path.exists()  # a file the player chose is never moved


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_devices_are_refused_before_reading() -> None:
    started = time.perf_counter()
    with pytest.raises(StorageError) as info:
        read_capped(Path("/dev/zero"))
    assert info.value.code == "not_regular"
    assert time.perf_counter() - started < 1


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        load_game(tmp_path)
    assert info.value.code == "not_regular"


def test_the_size_cap_is_checked_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.json"
    with open(path, "wb") as handle:
        handle.truncate(atomic.MAX_FILE_BYTES + 1)  # sparse: costs no disk space
    reads: list[int] = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(StorageError) as info:
        read_capped(path)
    assert info.value.code == "too_large" and reads == []


# ------------------------------------------------------------------ finding 6: huge text in sentences
HUGE = "\u202e<b>" + "x" * 1_000_000


@pytest.mark.parametrize("where", ["format", "unknown_key", "theme"])
def test_huge_text_in_settings_gives_a_short_sentence(tmp_path: Path, where: str) -> None:
    obj: dict[str, Any] = {"format": 1}
    if where == "format":
        obj["format"] = HUGE
    elif where == "unknown_key":
        obj[HUGE] = 1
    else:
        obj["theme"] = HUGE
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(obj), "utf-8")
    started = time.perf_counter()
    _settings, problem = load_settings(path)
    assert time.perf_counter() - started < 2
    assert problem is not None and len(problem) < 400 + len(str(tmp_path))
    assert "\u202e" not in problem and "x" * 50 not in problem
    assert all(len(str(v)) < 100 for v in problem.params.values())


def test_huge_text_in_a_saved_record_gives_a_short_sentence(tmp_path: Path) -> None:
    obj = dominoes_save()
    obj["record"][3]["event"] = HUGE
    path = tmp_path / "game.json"
    path.write_text(json.dumps(obj), "utf-8")
    started = time.perf_counter()
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert time.perf_counter() - started < 5
    assert len(str(info.value)) < 300 and "x" * 100 not in str(info.value)


def test_huge_key_in_stats_gives_a_short_sentence(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"format": 1, "games": {HUGE: {}}}), "utf-8")
    _stats, problem = load_stats(path)
    assert problem is not None and len(problem) < 400 + len(str(tmp_path)) and "x" * 50 not in problem


# ------------------------------------------------------------------ finding 13 and strict values
@pytest.mark.parametrize(
    "text",
    [
        '{"format": 1, "theme": "blue", "theme": "dark"}',
        '{"format": 1, "format": 1}',
        '{"format": 1, "seat_levels": ["easy", "easy", "easy"], "hints": {"a": 1, "a": 2}}',
    ],
)
def test_duplicate_keys_refuse_the_settings(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(text, "utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings() and problem is not None and problem.code == "duplicate_key"
    assert Path(problem.aside).read_text("utf-8") == text


def test_duplicate_keys_refuse_a_save_and_stats(tmp_path: Path) -> None:
    text = json.dumps(dominoes_save())
    path = tmp_path / "game.json"
    path.write_text(text.replace('"game": "dominoes"', '"game": "dominoes", "game": "dominoes"', 1), "utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert info.value.code == "duplicate_key"
    stats = tmp_path / "stats.json"
    stats.write_text('{"format": 1, "games": {}, "games": {}}', "utf-8")
    assert load_stats(stats)[1].code == "duplicate_key"


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinities_are_not_json_for_us(constant: str) -> None:
    with pytest.raises(StorageError) as info:
        parse_json(f'{{"format": 1, "text_scale": {constant}}}'.encode())
    assert info.value.code == "not_a_number"


@pytest.mark.parametrize("constant", ["NaN", "Infinity"])
def test_nan_in_a_settings_file_is_refused(tmp_path: Path, constant: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(f'{{"format": 1, "text_scale": {constant}}}', "utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings() and problem is not None and problem.code == "not_a_number"


@pytest.mark.parametrize(
    "field, value",
    [
        ("animation_ms", True),
        ("ai_pause_ms", False),
        ("ai_budget_ms", True),
        ("cribbage_players", True),
        ("text_scale", True),
        ("cribbage_target", True),
    ],
)
def test_booleans_are_not_numbers_in_settings(tmp_path: Path, field: str, value: bool) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": 1, field: value}), "utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings() and problem is not None and problem.code == "bad_field"


def test_a_non_json_settings_file_is_moved_aside_and_told(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"theme = dark\n")
    settings, problem = load_settings(path)
    assert settings == Settings() and problem is not None and problem.code == "not_json"
    assert not path.exists() and Path(problem.aside).read_bytes() == b"theme = dark\n"
    save_settings(Settings(theme="dark"), path)  # the next save cannot overwrite the player's file
    assert Path(problem.aside).read_bytes() == b"theme = dark\n"


def valid_stats() -> dict[str, Any]:
    return Stats(
        {
            "dominoes/2": GameStats(
                played=3,
                won=1,
                score_total=400,
                best=200,
                skunks_given=1,
                skunks_received=1,
                muggins_calls=2,
                muggins_won=1,
                missed_points=4,
            )
        }
    ).to_json()


@pytest.mark.parametrize(
    "field", ["played", "won", "skunks_given", "skunks_received", "muggins_calls", "muggins_won", "missed_points"]
)
@pytest.mark.parametrize("value", [-1, True, 1.0])
def test_stats_counts_are_whole_and_never_negative(tmp_path: Path, field: str, value: Any) -> None:
    obj = valid_stats()
    obj["games"]["dominoes/2"][field] = value
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(obj), "utf-8")
    stats, problem = load_stats(path)
    assert stats == Stats() and problem is not None and problem.code == "bad_field"


def test_valid_stats_load(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(valid_stats()), "utf-8")
    assert load_stats(path)[1] is None


@pytest.mark.parametrize(
    "seat",
    [
        {"name": "Bot", "kind": "robot", "level": "easy"},
        {"name": "Bot", "kind": "computer", "level": "godlike"},
        {"name": "Bot", "kind": "computer", "level": None},
        {"name": "Bot", "kind": True, "level": "easy"},
        {"name": "Bot", "kind": "human", "level": "expert"},
        {"name": "x" * 41, "kind": "human", "level": None},
        {"name": "", "kind": "human", "level": None},
        {"name": "a\u0085b", "kind": "human", "level": None},
    ],
)
def test_seat_kind_level_and_name_are_checked(tmp_path: Path, seat: dict[str, Any]) -> None:
    obj = dominoes_save()
    obj["seats"][1] = seat
    path = tmp_path / "game.json"
    path.write_text(json.dumps(obj), "utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert info.value.code == "bad_field"


def test_a_valid_save_with_plain_text_markup_in_a_name_loads(tmp_path: Path) -> None:
    """Names are data: markup in them is refused by nobody, only shown as plain text."""
    obj = dominoes_save()
    obj["seats"][0]["name"] = "<img src=x width=3000>"[:40]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(obj), "utf-8")
    assert load_game(path).seats[0]["name"] == "<img src=x width=3000>"


# ------------------------------------------------------------------ fsync (durability)
def test_a_write_is_fsynced_before_it_replaces_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(files, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    save_settings(Settings(), tmp_path / "settings.json")
    assert calls[:2] == ["fsync", "replace"]


def test_fsync_reaches_the_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd))[1])
    save_stats(Stats(), tmp_path / "stats.json")
    assert synced


# ------------------------------------------------------------------ findings 4 and 12
def test_an_interrupted_export_keeps_the_previous_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    match = reach("dominoes", {"players": 2, "seed": 5}, lambda m: len(m.record) > 12)
    path = tmp_path / "record.jsonl"
    export_record(path, match.record[:5])
    before = path.read_bytes()
    assert [json.loads(line) for line in before.decode().splitlines()] == [dict(e) for e in match.record[:5]]

    def full_disk(*_args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(SaveError) as info:
        export_record(path, match.record)
    assert info.value.code == "write_failed" and info.value.action == "export"
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["record.jsonl"]


def test_temp_files_of_interrupted_writes_are_cleaned(home: Path) -> None:
    match = reach("dominoes", {"players": 2, "seed": 5}, lambda m: len(m.record) > 12)
    autosave(match, SEATS, {"players": 2})
    saves = paths.saves_dir()
    left = [
        saves / ".autosave.json.k2j_9x0a.tmp",
        saves / ".my game.json.abcdefgh.tmp",
        paths.config_dir() / ".settings.json.0123abcd.tmp",
        paths.data_dir() / ".stats.json.zzzzzzzz.tmp",
    ]
    for path in left:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"{half")
    keep = [saves / "autosave.json", saves / "notes.tmp", saves / ".hidden.json"]
    (saves / "notes.tmp").write_text("mine")
    (saves / ".hidden.json").write_text("mine")
    removed = clean_temp_files([paths.config_dir(), paths.data_dir(), saves])
    assert sorted(removed) == sorted(left)
    assert all(p.exists() for p in keep) and not any(p.exists() for p in left)
    assert load_autosave()[0] is not None


def test_save_game_refuses_a_long_name(tmp_path: Path) -> None:
    match = reach("dominoes", {"players": 2, "seed": 5}, lambda m: len(m.record) > 12)
    seats = [dict(SEATS[0], name="n" * 41), SEATS[1]]
    with pytest.raises(SaveError) as info:
        save_game(tmp_path / "g.json", match, seats, {"players": 2})
    assert info.value.code == "bad_field" and info.value.action == "save"
    assert not (tmp_path / "g.json").exists()
