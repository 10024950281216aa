"""The door (issue 26): one reader and one atomic writer for every file the app touches.

Named tests here are what the mutation check expects to fail for the door's
planted bugs (``mutation_check.MUTANTS``: ``caught_by``).
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from muggins_desktop.storage import files
from muggins_desktop.storage.errors import StorageError
from muggins_desktop.storage.legacy import summary
from muggins_desktop.storage.settings import Settings, load_settings, save_settings
from muggins_desktop.storage.stats import Stats, load_stats, save_stats

from . import hostile_saves

pytestmark = pytest.mark.timeout(60)  # a reader that blocks on a FIFO fails instead of hanging


# ------------------------------------------------------------------ writing
def test_the_folder_is_fsynced_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_replace = os.replace
    monkeypatch.setattr(
        files, "fsync", lambda fd: calls.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
    )
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    files.write_file(tmp_path / "x.json", b"{}\n")
    assert calls == ["file", "replace", "folder"]


def test_a_write_never_goes_through_a_link(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"precious")
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "stats.json").symlink_to(outside)
    with pytest.raises(OSError) as info:
        save_stats(Stats(), folder / "stats.json")
    assert isinstance(info.value, files.WriteRefused) and info.value.code == "link_target"
    assert outside.read_bytes() == b"precious"
    assert sorted(p.name for p in folder.iterdir()) == ["stats.json"]  # no temporary file left


def test_a_write_never_goes_through_a_hard_link(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"precious")
    os.link(outside, tmp_path / "settings.json")
    with pytest.raises(files.WriteRefused) as info:
        save_settings(Settings(), tmp_path / "settings.json")
    assert info.value.code == "hard_linked"
    assert outside.read_bytes() == b"precious"


def test_a_write_onto_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "shot.png")
    with pytest.raises(files.WriteRefused) as info:
        files.write_file(tmp_path / "shot.png", b"png")
    assert info.value.code == "not_regular"


def test_append_refuses_links_fifos_and_hard_links(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.write_bytes(b"x")
    (tmp_path / "link").symlink_to(outside)
    os.link(outside, tmp_path / "hard")
    os.mkfifo(tmp_path / "fifo")
    for name in ("link", "hard", "fifo"):
        with pytest.raises(files.WriteRefused):
            files.open_append(tmp_path / name)
    fd = files.open_append(tmp_path / "new.jsonl")
    os.close(fd)


def test_temporary_files_of_the_writer_are_cleaned(tmp_path: Path) -> None:
    left = tmp_path / ".stats.json.abcd1234.tmp"
    left.write_bytes(b"half")
    keep = tmp_path / "notes.tmp"
    keep.write_bytes(b"mine")
    assert files.clean_temp_files([tmp_path]) == [left]
    assert keep.exists()
    name = files._temp_name(tmp_path / "stats.json").name
    assert files.TEMP_NAME.fullmatch(name)


# ------------------------------------------------------------------ reading
def test_a_link_out_of_the_folder_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere" / "settings.json"
    outside.parent.mkdir()
    outside.write_text('{"format": 2}', "utf-8")
    folder = tmp_path / "config"
    folder.mkdir()
    (folder / "settings.json").symlink_to(outside)
    with pytest.raises(StorageError) as info:
        files.read_file(folder / "settings.json")
    assert info.value.code == "link_outside"
    settings, problem = load_settings(folder / "settings.json")
    assert settings == Settings() and problem is not None and problem.code == "link_outside"
    assert outside.read_text("utf-8") == '{"format": 2}'  # only the link was moved aside


def test_a_link_inside_the_folder_is_followed(tmp_path: Path) -> None:
    (tmp_path / "real.json").write_bytes(b"{}")
    (tmp_path / "link.json").symlink_to("real.json")
    assert files.read_file(tmp_path / "link.json") == b"{}"


def test_a_link_to_a_device_is_refused(tmp_path: Path) -> None:
    (tmp_path / "zero.jsonl").symlink_to("/dev/zero")
    with pytest.raises(StorageError) as info:
        files.read_file(tmp_path / "zero.jsonl", folder=Path("/"))
    assert info.value.code == "not_regular"


@pytest.mark.parametrize("special", ["fifo", "folder", "device"])
def test_special_files_are_refused_without_reading(tmp_path: Path, special: str) -> None:
    path = tmp_path / "stats.json"
    if special == "fifo":
        os.mkfifo(path)
    elif special == "folder":
        path.mkdir()
    else:
        path = Path("/dev/zero")
    with pytest.raises(StorageError) as info:
        files.read_file(path)
    assert info.value.code == "not_regular"


def test_the_read_stops_at_the_cap_whatever_the_size_claims(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.json"
    with open(path, "wb") as handle:
        handle.truncate(4 * 1024 * 1024)  # sparse
    real_fstat = files._fstat

    def zero_size(fd: int) -> os.stat_result:  # as a device or a /proc file reports itself
        info = list(real_fstat(fd))
        info[stat.ST_SIZE] = 0
        return os.stat_result(info)

    read: list[int] = []
    real_read = os.read
    monkeypatch.setattr(files, "_fstat", zero_size)
    monkeypatch.setattr(os, "read", lambda fd, n: (lambda b: (read.append(len(b)), b)[1])(real_read(fd, n)))
    with pytest.raises(StorageError) as info:
        files.read_file(path, 1000)
    assert info.value.code == "too_large"
    assert sum(read) <= 1001


def test_a_missing_parent_or_a_folder_without_permission(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        files.read_file(tmp_path / "no" / "such.json")
    locked = tmp_path / "saves"
    locked.mkdir()
    (locked / "autosave.json").write_bytes(b"{}")
    locked.chmod(0)
    try:
        if os.access(locked / "autosave.json", os.R_OK):
            pytest.skip("running as root: permissions are not enforced")
        with pytest.raises(StorageError) as info:
            files.read_file(locked / "autosave.json")
        assert info.value.code == "unreadable"
        found, problem = summary.inspect(locked / "autosave.json")
        assert found is None and problem is not None and problem.code == "unreadable"
    finally:
        locked.chmod(0o755)


# ------------------------------------------------------------------ parsing
@pytest.mark.parametrize(
    "text, code",
    [
        ("[" * 100_000 + "]" * 100_000, "too_deep"),
        ("[" * 100_000, "too_deep"),
        ('{"a": ' * 65 + "1" + "}" * 65, "too_deep"),
        ('{"scores": [1e400, 0]}', "number_out_of_range"),
        ('{"text_scale": ' + "1" * 4001 + "}", "number_too_long"),
        ('{"players": 1' + "0" * 45 + "}", "number_too_long"),
        ('{"x": NaN}', "not_a_number"),
        ('{"x": -Infinity}', "not_a_number"),
        ('{"x": 1, "x": 2}', "duplicate_key"),
        ('{"x": 1', "not_json"),
        ('"[[[[" ' + "]" * 70, "not_json"),
    ],
)
def test_each_hostile_json_has_its_own_code(text: str, code: str) -> None:
    with pytest.raises(StorageError) as info:
        files.parse_json(text.encode())
    assert info.value.code == code
    assert "Recursion" not in info.value.reason and "4300" not in info.value.reason


def test_ordinary_nesting_and_brackets_in_strings_are_fine() -> None:
    deep = '{"a": ' * 60 + '"[[[[\\"{{{{\\\\"' + "}" * 60
    assert files.parse_json(deep.encode()) is not None
    assert files.parse_json(b'["\\\\", "]]]]", {"k": [1, 2.5, -3]}]') == ["\\", "]]]]", {"k": [1, 2.5, -3]}]


def test_a_huge_number_in_the_settings_moves_the_file_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": 2, "text_scale": 1' + "0" * 4000 + "}", "utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings() and problem is not None and problem.code == "number_too_long"
    assert not path.exists() and problem.aside and Path(problem.aside).exists()


def test_deep_statistics_are_reported_as_too_deep(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_bytes(hostile_saves.deep_json())
    stats, problem = load_stats(path)
    assert stats == Stats() and problem is not None and problem.code == "too_deep"


# ------------------------------------------------------------------ the start page's summary
@pytest.mark.parametrize("case", sorted(hostile_saves.MOVED_ASIDE))
def test_the_summary_checks_the_whole_save_first(tmp_path: Path, case: str) -> None:
    path = tmp_path / "autosave.json"
    data = hostile_saves.MOVED_ASIDE[case](tmp_path)
    path.write_bytes(data)
    found, problem = summary.inspect(path)
    assert found is None
    assert problem is not None and problem.kind == "autosave" and problem.aside
    assert not path.exists() and Path(problem.aside).read_bytes() == data
    assert len(str(problem)) < 400


def test_a_valid_save_is_summarized_and_a_naive_date_is_not_shown(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(hostile_saves.valid_save(tmp_path)), "utf-8")
    found, problem = summary.inspect(path)
    assert problem is None and found is not None
    assert found.names == ("Ann", "Computer 1") and found.scores == (0, 0) and found.saved_at is not None
    path.write_bytes(hostile_saves.naive_saved_at(tmp_path))
    found, problem = summary.inspect(path)
    assert problem is None and found is not None and found.saved_at is None  # a usable match is kept


def test_a_saves_folder_without_permission_is_no_autosave(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding 2 beyond start-up: New game asks whether an autosave is there, and must not crash."""
    from muggins_desktop.storage.legacy import saves

    (tmp_path / "autosave.json").write_bytes(b"{}")
    assert saves.autosave_present(tmp_path / "autosave.json")
    real_lstat = os.lstat

    def denied(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if str(path).startswith(str(tmp_path)):
            raise PermissionError(13, "Permission denied", str(path))
        return real_lstat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "lstat", denied)
    assert saves.autosave_present(tmp_path / "autosave.json") is False
    found, problem = summary.inspect(tmp_path / "autosave.json")
    assert found is None and problem is not None and problem.code == "unreadable"
